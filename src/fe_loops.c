/* fe_loops.c: loop headers from the AST (bounds, comparison and step as forms), the loops of a
 * compute construct and their facts. Part of the front end: sees libclang (frontend.h). */
#include "gangway.h"
#include "frontend.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- loop headers, from the AST ---- */

/* Past the implicit conversions libclang shows as UnexposedExpr with one
 * child of the same extent, and past parentheses when parens. */
int cx_unwrap(Ctx *cx, bool parens, int i)
{
    while (i >= 0) {
        CNode *c = &cx->n[i];
        bool paren = parens && c->kind == CXCursor_ParenExpr;
        bool implicit = c->kind == CXCursor_UnexposedExpr && c->first >= 0 && cx->n[c->first].next < 0
                        && cx->n[c->first].start == c->start && cx->n[c->first].end == c->end;
        if (!paren && !implicit) return i;
        i = c->first;
    }
    return i;
}

int fe_unwrap(Ctx *cx, int i) { return cx_unwrap(cx, true, i); }

/* Is node i (past parentheses) a reference to the variable decl? */
static bool refers_to(Ctx *cx, int i, CXCursor decl)
{
    i = fe_unwrap(cx, i);
    return i >= 0 && cx->n[i].kind == CXCursor_DeclRefExpr
           && clang_equalCursors(clang_getCursorReferenced(cx->n[i].c), decl);
}

/* Does the subtree of node i refer to decl anywhere? */
bool fe_mentions(Ctx *cx, int i, CXCursor decl)
{
    for (int j = i; j < cx->nn && cx->n[j].start < cx->n[i].end; j++) {
        if (j > i && cx->n[j].start < cx->n[i].start) break;
        if (cx->n[j].kind == CXCursor_DeclRefExpr && clang_equalCursors(clang_getCursorReferenced(cx->n[j].c), decl))
            return true;
    }
    return false;
}

char *fe_node_text(Ctx *cx, int i)
{
    return fe_trim(cx->u->arena, cx->u->pp + cx->n[i].start, cx->n[i].end - cx->n[i].start);
}

/* Node i's text as the CUDA text spells it (cxx.c, cxx_text). */
char *fe_node_cuda(Ctx *cx, int i)
{
    char *s = cxx_text(cx, cx->n[i].start, cx->n[i].end);
    return fe_trim(cx->u->arena, s, strlen(s));
}

/* init: 'T var = lb' or 'var = lb'.  Returns the variable's declaration. */
static bool loop_init(Ctx *cx, Loop *l, int i, CXCursor *var)
{
    Unit *u = cx->u;
    CNode *c = &cx->n[i];
    if (c->kind == CXCursor_DeclStmt) {
        int d = c->first;
        if (d < 0 || cx->n[d].next >= 0 || cx->n[d].kind != CXCursor_VarDecl) return false;
        CXCursor init = clang_Cursor_getVarDeclInitializer(cx->n[d].c);
        if (clang_Cursor_isNull(init)) return false;
        *var = cx->n[d].c;
        l->var_declared = true;
        l->var_type = cuda_type_of(u, clang_getCursorType(*var));
        l->var_narrow = fe_int32_type(clang_getCursorType(*var));
        int e = cx->n[d].last;      /* the initialiser is the declaration's last child */
        l->lb = fe_node_text(cx, e);
        l->cuda_lb = fe_node_cuda(cx, e);
        l->lb_form = fe_form_of(cx, e);
    } else {
        i = fe_unwrap(cx, i);
        c = &cx->n[i];
        if (c->kind != CXCursor_BinaryOperator || clang_getCursorBinaryOperatorKind(c->c) != CXBinaryOperator_Assign)
            return false;
        int lhs = fe_unwrap(cx, c->first), rhs = cx->n[c->first].next;
        if (lhs < 0 || rhs < 0 || cx->n[lhs].kind != CXCursor_DeclRefExpr) return false;
        *var = clang_getCursorReferenced(cx->n[lhs].c);
        enum CXCursorKind k = clang_getCursorKind(*var);
        if (k != CXCursor_VarDecl && k != CXCursor_ParmDecl) return false;
        l->var_type = "";
        l->lb = fe_node_text(cx, rhs);
        l->cuda_lb = fe_node_cuda(cx, rhs);
        l->lb_form = fe_form_of(cx, rhs);
    }
    l->var = cx_str(u->arena, clang_getCursorSpelling(*var));
    return true;
}

/* cond: var < ub, var <= ub, ub > var, var != ub ... */
static const char *loop_cond(Ctx *cx, Loop *l, int i, CXCursor var)
{
    i = fe_unwrap(cx, i);
    CNode *c = &cx->n[i];
    const char *cmp = "is not a comparison of the loop variable with <, <=, >, >= or !=";
    if (c->kind != CXCursor_BinaryOperator) return cmp;
    int op;
    switch (clang_getCursorBinaryOperatorKind(c->c)) {
    case CXBinaryOperator_LT: op = '<'; break;
    case CXBinaryOperator_LE: op = 'l'; break;
    case CXBinaryOperator_GT: op = '>'; break;
    case CXBinaryOperator_GE: op = 'g'; break;
    case CXBinaryOperator_NE: op = '!'; break;
    default: return cmp;
    }
    int a = c->first, b = a >= 0 ? cx->n[a].next : -1;
    if (a < 0 || b < 0) return cmp;
    int bound;
    if (refers_to(cx, a, var)) {
        bound = b;
    } else if (refers_to(cx, b, var)) {
        bound = a;
        op = op == '<' ? '>' : op == '>' ? '<' : op == 'l' ? 'g' : op == 'g' ? 'l' : '!';
    } else {
        return arena_printf(cx->u->arena, "does not compare '%s' itself with a bound", l->var);
    }
    if (fe_mentions(cx, bound, var)) return "has a bound that depends on the loop variable";
    l->ub = fe_node_text(cx, bound);
    l->cuda_ub = fe_node_cuda(cx, bound);
    l->ub_form = fe_form_of(cx, bound);
    l->cmp = op;
    return NULL;
}

/* inc: var++, ++var, var--, --var, var += s, var -= s, var = var + s,
 * var = s + var, var = var - s. */
static bool loop_inc(Ctx *cx, Loop *l, int i, CXCursor var, int *step)
{
    Arena *a = cx->u->arena;
    *step = -1;
    i = fe_unwrap(cx, i);
    CNode *c = &cx->n[i];
    int x = c->first, y = x >= 0 ? cx->n[x].next : -1;
    if (c->kind == CXCursor_UnaryOperator) {
        enum CXUnaryOperatorKind k = clang_getCursorUnaryOperatorKind(c->c);
        if (!refers_to(cx, x, var)) return false;
        bool inc = k == CXUnaryOperator_PostInc || k == CXUnaryOperator_PreInc;
        if (!inc && k != CXUnaryOperator_PostDec && k != CXUnaryOperator_PreDec) return false;
        l->step = l->cuda_step = inc ? "1" : "-1";
        l->step_said = l->step;
        l->step_form = form_const(a, inc ? 1 : -1);
        return true;
    }
    if (y < 0 || !refers_to(cx, x, var)) return false;
    enum CXBinaryOperatorKind k = clang_getCursorBinaryOperatorKind(c->c);
    if (c->kind == CXCursor_CompoundAssignOperator
        && (k == CXBinaryOperator_AddAssign || k == CXBinaryOperator_SubAssign)) {
        if (fe_mentions(cx, y, var)) return false;
        const char *neg = k == CXBinaryOperator_SubAssign ? "-" : "";
        l->step = arena_printf(a, "%s(%s)", neg, fe_node_text(cx, y));
        l->step_said = arena_printf(a, "%s%s", neg, fe_node_text(cx, y));
        l->cuda_step = arena_printf(a, "%s(%s)", neg, fe_node_cuda(cx, y));
        l->step_form = form_add(a, form_const(a, 0), fe_form_of(cx, y), k == CXBinaryOperator_SubAssign ? -1 : 1);
        *step = y;
        return true;
    }
    if (c->kind != CXCursor_BinaryOperator || k != CXBinaryOperator_Assign) return false;
    int e = fe_unwrap(cx, y);
    if (cx->n[e].kind != CXCursor_BinaryOperator) return false;
    enum CXBinaryOperatorKind ek = clang_getCursorBinaryOperatorKind(cx->n[e].c);
    int p = cx->n[e].first, q = p >= 0 ? cx->n[p].next : -1;
    if (q < 0 || (ek != CXBinaryOperator_Add && ek != CXBinaryOperator_Sub)) return false;
    int s = refers_to(cx, p, var) ? q : ek == CXBinaryOperator_Add && refers_to(cx, q, var) ? p : -1;
    if (s < 0 || fe_mentions(cx, s, var)) return false;
    const char *neg = ek == CXBinaryOperator_Sub ? "-" : "";
    l->step = arena_printf(a, "%s(%s)", neg, fe_node_text(cx, s));
    l->step_said = arena_printf(a, "%s%s", neg, fe_node_text(cx, s));
    l->cuda_step = arena_printf(a, "%s(%s)", neg, fe_node_cuda(cx, s));
    l->step_form = form_add(a, form_const(a, 0), fe_form_of(cx, s), ek == CXBinaryOperator_Sub ? -1 : 1);
    *step = s;
    return true;
}

/* Is the step node s (-1: ++ or --) a constant of value 1? */
static bool unit_step(Ctx *cx, int s)
{
    if (s < 0) return true;
    CXEvalResult r = clang_Cursor_Evaluate(cx->n[s].c);
    if (!r) return false;
    bool one = clang_EvalResult_getKind(r) == CXEval_Int && clang_EvalResult_getAsLongLong(r) == 1;
    clang_EvalResult_dispose(r);
    return one;
}

/* The offsets of the header's '(' and its two top-level ';' and ')'. */
static bool header_marks(Unit *u, Loop *l, size_t m[4])
{
    size_t i = fe_skip_space(u, l->start + 3);
    if (u->pp[i] != '(') return false;
    m[0] = i;
    int depth = 0, semis = 0;
    for (; i < l->body_start; i++) {
        char ch = u->pp[i];
        if (ch == '"' || ch == '\'') {          /* literals may hold ( ) ; */
            for (i++; i < l->body_start && u->pp[i] != ch; i++)
                if (u->pp[i] == '\\') i++;
            continue;
        }
        if (ch == '(' || ch == '[' || ch == '{') depth++;
        if (ch == ')' || ch == ']' || ch == '}') depth--;
        if (ch == ';' && depth == 1 && semis < 2) m[1 + semis++] = i;
        if (depth == 0) {
            m[3] = i;
            return semis == 2;
        }
    }
    return false;
}

/* Read the header of the for statement fi into l: var, lb, ub, step and
 * cmp from the AST, or l->why_seq saying which part is not canonical. */
static void parse_header(Ctx *cx, int fi, Loop *l)
{
    Unit *u = cx->u;
    size_t m[4];
    if (!header_marks(u, l, m)) {
        l->why_seq = "its header could not be read";
        return;
    }
    l->header_end = m[3] + 1;
    int part[3] = {-1, -1, -1};
    for (int k = cx->n[fi].first; k >= 0; k = cx->n[k].next) {
        size_t s = cx->n[k].start;
        if (s > m[0] && s < m[1]) part[0] = k;
        else if (s > m[1] && s < m[2]) part[1] = k;
        else if (s > m[2] && s < m[3]) part[2] = k;
    }
    CXCursor var;
    if (part[0] < 0 || !loop_init(cx, l, part[0], &var)) {
        l->why_seq = part[0] < 0 ? "it has no initialisation of the loop variable"
                                 : arena_printf(u->arena, "its initialisation '%s' is not 'var = lb' or 'T var = lb'",
                                                fe_node_text(cx, part[0]));
        return;
    }
    CXType t = clang_getCanonicalType(clang_getCursorType(var));
    l->ptr_var = t.kind == CXType_Pointer;
    if (!(t.kind >= CXType_Bool && t.kind <= CXType_Int128) && t.kind != CXType_Enum && !l->ptr_var) {
        l->why_seq = arena_printf(u->arena, "the loop variable '%s' is not of integer or pointer type", l->var);
        return;
    }
    const char *why = part[1] < 0 ? "" : loop_cond(cx, l, part[1], var);
    if (why) {
        l->why_seq = part[1] < 0 ? "it has no condition"
                                 : arena_printf(u->arena, "its condition '%s' %s", fe_node_text(cx, part[1]), why);
        return;
    }
    int step;
    if (part[2] >= 0) l->step_at = cx->n[part[2]].start;
    if (part[2] < 0 || !loop_inc(cx, l, part[2], var, &step)) {
        l->why_seq = arena_printf(u->arena, "its increment '%s' is not ++, --, += or -= of '%s' by an amount "
                                  "that does not depend on it", part[2] < 0 ? "" : fe_node_text(cx, part[2]), l->var);
        return;
    }
    if (l->cmp == '!' && !unit_step(cx, step)) {
        l->why_seq = arena_printf(u->arena, "its condition uses '!=' with a step other than 1 or -1");
        return;
    }
    l->canonical = true;
}

/* ---- compute constructs ---- */

static int past_wrapper(Ctx *cx, int i);


/* A 'break' in the body of for statement fi that ends fi itself (not an
 * inner loop or switch), or -1. */
static int loop_break(Ctx *cx, int fi)
{
    FeSpan sp = fe_span(cx, cx->n[fi].start, cx->n[fi].end);
    for (int i = sp.from; i < sp.to; i++) {
        if (cx->n[i].kind != CXCursor_BreakStmt || cx->n[i].start < cx->n[fi].start
            || cx->n[i].start >= cx->n[fi].end)
            continue;
        int p = cx->n[i].parent;
        while (p >= 0 && cx->n[p].kind != CXCursor_ForStmt && cx->n[p].kind != CXCursor_WhileStmt
               && cx->n[p].kind != CXCursor_DoStmt && cx->n[p].kind != CXCursor_SwitchStmt)
            p = cx->n[p].parent;
        if (p == fi) return i;
    }
    return -1;
}

/* Loop.top_of_body: is for statement fi, through wrappers such as #pragma
 * unroll's, a statement of the block that is a for statement's body? */
static bool top_of_body(Ctx *cx, int fi)
{
    int s = fi, p = cx->n[fi].parent;
    while (p >= 0 && cx->n[p].kind == CXCursor_UnexposedStmt && past_wrapper(cx, p) == s) {
        s = p;
        p = cx->n[p].parent;
    }
    if (p < 0 || cx->n[p].kind != CXCursor_CompoundStmt) return false;
    int f = cx->n[p].parent;
    return f >= 0 && cx->n[f].kind == CXCursor_ForStmt && cx->n[f].last == p;
}

/* Does a directive line stand right before offset at (blanks and comments
 * aside: the pragma's own line is the last one before at)? */
static bool directive_before(Unit *u, size_t at)
{
    size_t i = at;
    while (i > 0 && (u->pp[i - 1] == ' ' || u->pp[i - 1] == '\t' || u->pp[i - 1] == '\n' || u->pp[i - 1] == '\r'))
        i--;
    size_t bol = i;
    while (bol > 0 && u->pp[bol - 1] != '\n') bol--;
    while (bol < i && (u->pp[bol] == ' ' || u->pp[bol] == '\t')) bol++;
    return bol < i && dir_pragma_kind(u->pp + bol, u->pp + i);
}

Loop *fe_new_loop(Ctx *cx, int fi)
{
    Unit *u = cx->u;
    CNode *f = &cx->n[fi];
    Loop *l = arena_alloc(u->arena, sizeof *l);
    l->start = f->start;
    SrcPos at = unit_pos(u, f->start);
    l->file = at.file, l->line = at.line;
    int body = f->last;
    l->body_start = cx->n[body].start;
    l->body_end = fe_stmt_end(u, &cx->n[body]);
    l->end = l->body_end;
    /* a block that is a directive's (for (...) #pragma acc atomic capture
       { ... }) is the loop's one statement, not its own block */
    l->body_compound = cx->n[body].kind == CXCursor_CompoundStmt && !directive_before(u, l->body_start);
    /* the body's only statement: the body, or the one statement of its block */
    int only = !l->body_compound ? body : cx->n[body].first >= 0 && cx->n[body].first == cx->n[body].last
                                          ? cx->n[body].first : -1;
    l->only_stmt = only >= 0 ? cx->n[only].start : (size_t)-1;
    int first = l->body_compound ? cx->n[body].first : -1;
    l->first_stmt = first >= 0 ? cx->n[first].start : l->body_end;
    l->top_of_body = top_of_body(cx, fi);
    l->collapse = 1;
    parse_header(cx, fi, l);
    int b = loop_break(cx, fi);
    if (b >= 0) {
        l->exit_at = cx->n[b].start + 1;
        if (l->canonical)
            l->why_seq = arena_printf(u->arena, "the 'break' at line %d ends it early",
                                      unit_pos(u, cx->n[b].start).line);
    }
    if (l->canonical) {
        long long st;
        bool down = l->cmp == '>' || l->cmp == 'g';
        l->step_checked = l->cmp == '!' || !form_is_const(l->step_form, &st) || (down ? -st : st) <= 0;
        l->trip = loop_trip(u->arena, l, false), l->cuda_trip = loop_trip(u->arena, l, true);
    }
    return l;
}

/* Is statement i empty: ';', or a block of empty statements? */
static bool empty_stmt(Ctx *cx, int i)
{
    if (cx->n[i].kind == CXCursor_NullStmt) return true;
    if (cx->n[i].kind != CXCursor_CompoundStmt) return false;
    for (int c = cx->n[i].first; c >= 0; c = cx->n[c].next)
        if (!empty_stmt(cx, c)) return false;
    return true;
}

/* Statement i, or the for statement it only wraps in a statement libclang
 * does not expose (#pragma unroll's attributed statement). */
static int past_wrapper(Ctx *cx, int i)
{
    if (cx->n[i].kind != CXCursor_UnexposedStmt) return i;
    int loop = -1;
    for (int c = cx->n[i].first; c >= 0; c = cx->n[c].next)
        if (cx->n[c].kind == CXCursor_ForStmt && loop < 0) loop = c;
        else if (!clang_isAttribute(cx->n[c].kind)) return i;
    return loop >= 0 ? loop : i;
}

/* The for statement that is all of the statements from first up to stop
 * (a sibling, or -1), blocks and empty statements aside; -1: none. */
static int sole_loop(Ctx *cx, int first, int stop)
{
    int found = -1;
    for (int c = first; c >= 0 && c != stop; c = cx->n[c].next) {
        if (empty_stmt(cx, c)) continue;
        if (found >= 0) return -1;
        found = past_wrapper(cx, c);
    }
    if (found < 0 || cx->n[found].kind == CXCursor_ForStmt) return found;
    return cx->n[found].kind == CXCursor_CompoundStmt ? sole_loop(cx, cx->n[found].first, -1) : -1;
}

/* Does nothing but empty statements and closing braces follow statement i
 * up to end, the end of its kernel, which starts at start?  Then nothing
 * in the kernel runs after it. */
static bool ends_stmts(Ctx *cx, int i, size_t start, size_t end)
{
    for (int p = cx->n[i].parent; ; i = p, p = cx->n[p].parent) {
        bool compound = p >= 0 && cx->n[p].kind == CXCursor_CompoundStmt;
        if (p >= 0 && !compound && cx->n[p].start >= start
            && (!clang_isStatement(cx->n[p].kind) || cx->n[i].next >= 0))
            return false;
        for (int c = compound ? cx->n[i].next : -1; c >= 0 && cx->n[c].start < end; c = cx->n[c].next)
            if (cx->n[c].kind != CXCursor_NullStmt) return false;
        if (p < 0 || cx->n[p].start < start) return true;
    }
}

/* The kernel's facts from the AST: the loop that is all of it, and the
 * top-level loops that end it (Kernel.sole_loop, Loop.ends_kernel). */
void fe_kernel_shape(Ctx *cx, Node *nd, Kernel *k, int first, int stop)
{
    int sole = sole_loop(cx, first, stop);
    k->sole_loop = sole >= 0 ? cx->n[sole].start : (size_t)-1;
    FeSpan sp = fe_span(cx, k->start, k->end);
    for (int i = sp.from; i < sp.to; i++) {
        CNode *c = &cx->n[i];
        if (c->kind != CXCursor_ForStmt || c->start < k->start || c->start >= k->end) continue;
        for (Loop *l = nd->loops; l; l = l->next)
            if (l->start == c->start) l->ends_kernel = ends_stmts(cx, i, k->start, k->end);
    }
}

/* Build the loop tree of [start, end) and attach loop directives. */
Loop *fe_collect_loops(Ctx *cx, Node *nd, RawDir *dirs, int ndirs)
{
    Loop *all[4096];
    int n = 0;
    FeSpan sp = fe_span(cx, nd->stmt_start, nd->stmt_end);
    for (int i = sp.from; i < sp.to && n < 4096; i++) {
        CNode *c = &cx->n[i];
        if (c->kind != CXCursor_ForStmt || c->start < nd->stmt_start || c->start >= nd->stmt_end) continue;
        all[n++] = fe_new_loop(cx, i);
    }
    Loop *top = NULL, **tail = &top;
    for (int i = 0; i < n; i++) {
        Loop *l = all[i];
        for (int j = i - 1; j >= 0; j--)
            if (all[j]->start < l->start && all[j]->end >= l->end) {
                l->parent = all[j];
                break;
            }
        if (!l->parent) {
            *tail = l;
            tail = &l->next;
        } else {
            Loop **k = &l->parent->kids;
            while (*k) k = &(*k)->next;
            *k = l;
        }
    }
    for (int d = fe_first_dir(dirs, ndirs, nd->pragma_end); d < ndirs && dirs[d].start < nd->stmt_end; d++) {
        RawDir *r = &dirs[d];
        if (r->dir->kind != DIR_LOOP) continue;
        r->used = true;
        Loop *best = NULL;
        for (int i = 0; i < n; i++)
            if (all[i]->start >= r->end && (!best || all[i]->start < best->start)) best = all[i];
        size_t next_stmt = fe_skip_space(cx->u, r->end);
        while (next_stmt < cx->u->pp_len && cx->u->pp[next_stmt] == '#') {   /* line markers */
            const char *nl = strchr(cx->u->pp + next_stmt, '\n');
            next_stmt = fe_skip_space(cx->u, nl ? (size_t)(nl - cx->u->pp) : cx->u->pp_len);
        }
        if (!best || best->start != next_stmt) {
            error_at(r->dir->loc, "a 'loop' directive must be followed by a 'for' loop");
            continue;
        }
        best->dir = r->dir;
    }
    if (dir_is_combined(nd->dir->kind)) {
        if (top && top->start == nd->stmt_start) top->dir = nd->dir;
        else error_at(nd->dir->loc, "a '%s' directive must be followed by a 'for' loop", dir_name(nd->dir->kind));
    }
    return top;
}

void fe_mark_loop_vars(Node *nd, Loop *l)
{
    for (; l; l = l->next) {
        if (l->var && !l->var_declared) {
            Var *v = fe_find_var(nd, l->var);
            if (v) v->loop_var = true;
        }
        fe_mark_loop_vars(nd, l->kids);
    }
}

/* A loop's reduction on an array of the construct's (reduction(+:a), a
 * float a[N] or p[lo:n]) writes its elements: the kernels' copy of it is
 * not read-only (a const __restrict__ parameter would not compile). */
void fe_mark_reduced_arrays(Node *nd, Loop *l)
{
    for (; l; l = l->next) {
        for (Clause *c = l->dir ? l->dir->clauses : NULL; c; c = c->next)
            for (int i = 0; c->kind == CL_REDUCTION && i < c->nvars; i++) {
                Var *v = fe_find_var(nd, c->vars[i].base);
                if (v && v->shape != SHAPE_SCALAR) v->elem_written = true;
            }
        fe_mark_reduced_arrays(nd, l->kids);
    }
}

/* Does the header of l use only variables declared outside the construct,
 * other than the variables of the loops around it? */
static bool bounds_from_host(Ctx *cx, Node *nd, Loop *l)
{
    FeSpan sp = fe_span(cx, l->start, l->header_end);
    for (int i = sp.from; i < sp.to; i++) {
        CNode *c = &cx->n[i];
        if (c->kind != CXCursor_DeclRefExpr || c->start < l->start || c->start >= l->header_end) continue;
        CXCursor d = clang_getCursorReferenced(c->c);
        if (clang_getCursorKind(d) == CXCursor_FunctionDecl) return false;
        char *name = cx_str(cx->u->arena, clang_getCursorSpelling(d));
        if (l->var && !strcmp(name, l->var)) continue;
        if (fe_decl_inside(cx, d, nd->stmt_start, nd->stmt_end)) return false;
        for (Loop *p = l->parent; p; p = p->parent)     /* a hyperplane or triangular nest */
            if (p->var && !strcmp(name, p->var)) return false;
    }
    return true;
}

/* Loop.writes_out: a store through a pointer or subscript (but not into an
 * array declared in the body), a write of a variable declared outside the
 * body that is not l's own, or a call that may store. */
static bool writes_out(Ctx *cx, Loop *l)
{
    static const char *const stores[] = {"memcpy", "memset", "free", "malloc", "sincos", "sincosf",
                                         "remquo", "remquof", "remquol", "frexpl",
                                         "modf", "modff", "frexp", "frexpf", "printf", NULL};
    Unit *u = cx->u;
    FeSpan sp = fe_span(cx, l->body_start, l->end);
    for (int i = sp.from; i < sp.to; i++) {
        CNode *c = &cx->n[i];
        if (c->start < l->body_start || c->start >= l->end) continue;
        if (c->kind == CXCursor_CallExpr) {
            char *name = fe_callee_name(cx, i);
            if (!fe_is_device_libcall(name)) return true;
            for (int j = 0; stores[j]; j++)
                if (!strcmp(name, stores[j])) return true;
            continue;
        }
        if (c->alias) {             /* a reduced member's temporary */
            bool via;
            int cur = fe_lvalue_root(cx, i, fe_alias_typed(cx, i), &via);
            if (fe_is_written(cx, cur) && (via || (strcmp(c->alias, l->var) && !fe_own_private(l, c->alias))))
                return true;
            continue;
        }
        if (c->kind != CXCursor_DeclRefExpr || fe_in_alias(cx, i)) continue;
        CXCursor d = clang_getCursorReferenced(c->c);
        if (clang_getCursorKind(d) != CXCursor_VarDecl && clang_getCursorKind(d) != CXCursor_ParmDecl) continue;
        bool via;
        int cur = fe_lvalue_root(cx, i, d, &via);
        if (!fe_is_written(cx, cur)) continue;
        if (fe_decl_inside(cx, d, l->body_start, l->end)) {
            if (via && clang_getCanonicalType(clang_getCursorType(d)).kind != CXType_ConstantArray) return true;
            continue;
        }
        char *name = cx_str(u->arena, clang_getCursorSpelling(d));
        if (via || (strcmp(name, l->var) && !fe_own_private(l, name))) return true;
    }
    return false;
}

/* Loop.body_jumps: a jump statement anywhere in l's body. */
static bool body_jumps(Ctx *cx, const Loop *l)
{
    FeSpan sp = fe_span(cx, l->body_start, l->body_end);
    for (int i = sp.from; i < sp.to; i++) {
        enum CXCursorKind k = cx->n[i].kind;
        if (cx->n[i].start >= l->body_start && cx->n[i].start < l->body_end
            && (k == CXCursor_BreakStmt || k == CXCursor_ContinueStmt || k == CXCursor_ReturnStmt
                || k == CXCursor_GotoStmt || k == CXCursor_IndirectGotoStmt))
            return true;
    }
    return false;
}

void fe_loop_facts(Ctx *cx, Node *nd, Loop *l)
{
    for (; l; l = l->next) {
        l->body_jumps = body_jumps(cx, l);
        l->writes_out = !l->canonical || writes_out(cx, l);
        if (l->canonical) {
            l->host_bounds = bounds_from_host(cx, nd, l);
            l->independent = fe_independent(cx, nd, l);
        }
        fe_loop_facts(cx, nd, l->kids);
    }
}

/* The variable of loop k, one of the loops collapse or tile folds with l
 * (those from l to k's parent), is one of theirs too (an inner 'for (int i'
 * hides the outer i): the folded loop would declare it twice.  Reported. */
static bool folds_same_var(Loop *l, Loop *k, const char *clause)
{
    for (Loop *o = l; o && o != k; o = o->kids)
        if (k->var && o->var && !strcmp(o->var, k->var)) {
            error_at(l->dir->loc, "'%s' cannot fold the loop at line %d: its variable '%s' is the variable of the "
                     "loop at line %d too; give it another name", clause, k->line, k->var, o->line);
            return true;
        }
    return false;
}

/* tile(a, b, ...) folds as many loops as it has sizes (analyze.c,
 * collapse_nest), as far as they nest tightly (code around an inner loop
 * stops the tile there: tests/exec/spec_tile_not_tight.c).  Fewer nested
 * loops than sizes is a located error (OpenACC 3.3 section 2.9.8; gcc's
 * too), rather than the sizes left over ignored. */
static void check_tile_nest(Loop *l)
{
    Clause *t = l->dir ? dir_find(l->dir, CL_TILE) : NULL;
    if (!t || dir_find(l->dir, CL_COLLAPSE)) return;
    Loop *k = l;
    int depth = 1;
    for (Loop *p = l; p->kids; p = p->kids) depth++;
    if (depth < t->nexprs) {
        error_at(l->dir->loc, "'tile' has %d sizes but the nest at line %d is only %d 'for' loop%s deep; "
                 "give one size for each loop it tiles", t->nexprs, l->line, depth, depth > 1 ? "s" : "");
        return;
    }
    for (int i = 1; i < t->nexprs; i++) {
        k = k->kids;
        if (!k || k->next || folds_same_var(l, k, "tile")) return;
    }
}

/* A loop that directive d applies to, or that its collapse or tile folds,
 * must advance: a constant step of 0 leaves its iteration count undefined
 * (gcc: "invalid increment expression"). */
void fe_check_step(Ctx *cx, const Loop *k, const Directive *d)
{
    long long st;
    if (!k->canonical || !form_is_const(k->step_form, &st)) return;
    if (!st) {
        error_at(unit_loc(cx->u, k->step_at), "the loop at line %d, which the '%s' directive of line %d applies "
                 "to, has a step of 0: its iteration count is not defined", k->line, dir_label(d), d->loc.line);
        return;
    }
    bool up = k->cmp == '<' || k->cmp == 'l', down = k->cmp == '>' || k->cmp == 'g';
    if ((up && st < 0) || (down && st > 0))     /* gw_loop_step stops it at run time, if it runs */
        warning_at(unit_loc(cx->u, k->step_at), "the loop at line %d, which the '%s' directive of line %d applies "
                   "to, counts %s while its condition wants '%s' to count %s: if it runs, it never ends",
                   k->line, dir_label(d), d->loc.line, st < 0 ? "down" : "up", k->var, up ? "up" : "down");
}

/* collapse(n): nothing but the next loop may stand in each body. */
void fe_check_collapse(Ctx *cx, Loop *l)
{
    for (; l; l = l->next) {
        check_tile_nest(l);
        Clause *c = l->dir ? dir_find(l->dir, CL_COLLAPSE) : NULL;
        Clause *t = l->dir ? dir_find(l->dir, CL_TILE) : NULL;
        int n = c && c->nexprs ? (int)c->exprs[0].facts.value : 1;
        if (l->dir) {
            int folds = c ? n : t ? t->nexprs : 1;
            Loop *k = l;
            for (int i = 0; i < folds && k; i++, k = k->kids) fe_check_step(cx, k, l->dir);
        }
        Loop *p = l;
        for (int i = 1; i < n; i++, p = p->kids) {
            Loop *k = p->kids;
            if (!k || k->next) {
                error_at(l->dir->loc, "'collapse(%d)' needs %d tightly nested 'for' loops", n, n);
                break;
            }
            size_t b0 = p->body_compound ? p->body_start + 1 : p->body_start;
            size_t b1 = p->body_compound ? p->body_end - 1 : p->body_end;
            if (!c->force && (!fe_follows_directly(cx->u, b0, k->start) || !fe_follows_directly(cx->u, k->end, b1))) {
                error_at(l->dir->loc, "'collapse(%d)' needs %d tightly nested 'for' loops; the loop at line %d "
                         "has other code around the loop at line %d", n, n, p->line, k->line);
                break;
            }
            if (!k->canonical || k->exit_at) {
                error_at(l->dir->loc, "'collapse(%d)' cannot fold the loop at line %d: %s", n, k->line, k->why_seq);
                break;
            }
            if (folds_same_var(l, k, arena_printf(cx->u->arena, "collapse(%d)", n))) break;
            /* the iteration count of every folded loop must not depend on
               the loops it is folded with (a triangular or hyperplane nest) */
            const char *dep = NULL;
            FeSpan sp = fe_span(cx, k->start, k->header_end);
            for (int j = sp.from; j < sp.to && !dep; j++) {
                CNode *r = &cx->n[j];
                if (r->kind != CXCursor_DeclRefExpr || r->start < k->start || r->start >= k->header_end) continue;
                CXCursor d = clang_getCursorReferenced(r->c);
                if (fe_decl_inside(cx, d, k->start, k->end)) continue;
                char *name = cx_str(cx->u->arena, clang_getCursorSpelling(d));
                for (Loop *o = l; o != k && !dep; o = o->kids)
                    if (o->var && !strcmp(o->var, name)) dep = o->var;
            }
            if (dep) {
                error_at(l->dir->loc, "'collapse(%d)' cannot fold the loop at line %d: its bounds depend on '%s', "
                         "the variable of a loop it would be folded with", n, k->line, dep);
                break;
            }
        }
        fe_check_collapse(cx, l->kids);
    }
}
