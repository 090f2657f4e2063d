/* fe_access.c: the access IR (each array access's subscripts as affine forms, from the AST) and
 * the dependence test for kernels loops and 'loop auto'. Part of the front end: sees libclang
 * (frontend.h). */
#include "gangway.h"
#include "frontend.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the access IR: subscripts as forms, from the AST ---- */

/* The path of node i when it names a struct or union variable or a member
 * of one reached by '.' alone: "s", "s.off", "s.a.b" (the name a form gives
 * s.off, ir.c); NULL through a pointer (ps->off), a subscript or a call,
 * and for a reduced member's use (its temporary). */
char *fe_member_path(Ctx *cx, int i)
{
    i = fe_unwrap(cx, i);
    if (i < 0 || cx->n[i].alias) return NULL;
    CNode *c = &cx->n[i];
    Arena *a = cx->u->arena;
    if (c->kind == CXCursor_DeclRefExpr) {
        CXCursor d = clang_getCursorReferenced(c->c);
        enum CXCursorKind dk = clang_getCursorKind(d);
        if ((dk != CXCursor_VarDecl && dk != CXCursor_ParmDecl)
            || clang_getCanonicalType(clang_getCursorType(d)).kind != CXType_Record)
            return NULL;
        return cx_str(a, clang_getCursorSpelling(d));
    }
    if (c->kind != CXCursor_MemberRefExpr || c->first < 0
        || clang_getCanonicalType(clang_getCursorType(cx->n[c->first].c)).kind != CXType_Record)
        return NULL;
    char *base = fe_member_path(cx, c->first), *m = cx_str(a, clang_getCursorSpelling(c->c));
    return base && *m ? arena_printf(a, "%s.%s", base, m) : NULL;
}

/* The outermost member access of a by-value path that node i starts: s.a.b
 * of the s in it (fe_member_path), or i itself. */
int fe_member_top(Ctx *cx, int i)
{
    int p;
    while ((p = fe_up(cx, i)) >= 0 && cx->n[p].kind == CXCursor_MemberRefExpr && fe_member_path(cx, p)) i = p;
    return i;
}

/* Is the variable decl written (assigned, stepped, its address taken) at
 * a node in [from, to)? */
static bool written_in(Ctx *cx, CXCursor decl, int from, size_t to)
{
    for (int j = from; j < cx->nn && cx->n[j].start < to; j++)
        if (cx->n[j].kind == CXCursor_DeclRefExpr && fe_is_written(cx, j)
            && clang_equalCursors(clang_getCursorReferenced(cx->n[j].c), decl))
            return true;
    return false;
}

/* Does the initialiser at node init keep its value through [from, to): no
 * variable it reads is written there, and no call there may write a
 * global one? */
static bool init_stable(Ctx *cx, int init, int from, size_t to)
{
    bool calls = false;
    for (int j = from; j < cx->nn && cx->n[j].start < to && !calls; j++)
        calls = cx->n[j].kind == CXCursor_CallExpr;
    for (int j = init; j < cx->nn && cx->n[j].start < cx->n[init].end; j++) {
        if (cx->n[j].kind != CXCursor_DeclRefExpr) continue;
        CXCursor v = clang_getCursorReferenced(cx->n[j].c);
        enum CXCursorKind k = clang_getCursorKind(v);
        if (k != CXCursor_VarDecl && k != CXCursor_ParmDecl) continue;
        bool global = clang_getCursorKind(clang_getCursorSemanticParent(v)) == CXCursor_TranslationUnit
                      || clang_Cursor_getStorageClass(v) == CX_SC_Static;
        if ((global && calls) || written_in(cx, v, from, to)) return false;
    }
    return true;
}

/* A local defined once, `int c = (z*N + y)*N + x;` read at node use: the
 * form of its initialiser, when nothing writes c in its block and what the
 * initialiser reads keeps its value there (a loop whose body declares c
 * steps its variable outside that block: each iteration defines c anew).
 * None otherwise. */
static Form local_def(Ctx *cx, CXCursor d, int use)
{
    size_t at = fe_offset_of(clang_getCursorLocation(d));
    int di = use;
    while (di >= 0 && !(cx->n[di].kind == CXCursor_VarDecl && clang_equalCursors(cx->n[di].c, d)))
        di = cx->n[di].start >= at ? di - 1 : -1;
    /* int c = c + i: a use in its own initialiser reads no definition */
    if (di < 0 || clang_Cursor_getStorageClass(d) == CX_SC_Static || cx->n[use].start < cx->n[di].end)
        return form_none();
    int init = cx->n[di].last, stmt = fe_up(cx, di), block = stmt >= 0 ? fe_up(cx, stmt) : -1;
    if (init < 0 || !clang_isExpression(cx->n[init].kind) || block < 0
        || cx->n[block].kind != CXCursor_CompoundStmt)
        return form_none();
    size_t end = cx->n[block].end;
    if (written_in(cx, d, di + 1, end) || !init_stable(cx, init, di + 1, end)) return form_none();
    Form f = fe_form_of(cx, init);
    cx->via_local |= f.affine;
    return f;
}

static Form form_of(Ctx *cx, int i);

/* Does constant c fit integer type t (what C converts it to there)? */
static bool fits_type(CXType t, long long c)
{
    t = clang_getCanonicalType(t);
    if (t.kind == CXType_Enum) t = clang_getCanonicalType(clang_getEnumDeclIntegerType(clang_getTypeDeclaration(t)));
    if (!(t.kind >= CXType_Bool && t.kind <= CXType_Int128)) return true;
    long long bytes = clang_Type_getSizeOf(t);
    bool is_unsigned = t.kind >= CXType_Bool && t.kind <= CXType_UInt128 && t.kind != CXType_Char_S;
    if (t.kind == CXType_Bool) return c == 0 || c == 1;
    if (bytes <= 0 || bytes >= 8) return !is_unsigned || c >= 0;
    long long bits = bytes * 8;
    if (is_unsigned) return c >= 0 && c < (1LL << bits);
    return c >= -(1LL << (bits - 1)) && c < (1LL << (bits - 1));
}

/* The form of the integer expression at node i, or none: a constant that
 * the expression's type (after C's conversions: int i = 3000000000) cannot
 * hold is none, not the value before the conversion. */
Form fe_form_of(Ctx *cx, int i)
{
    Form f = form_of(cx, i);
    long long c;
    if (i >= 0 && form_is_const(f, &c) && !fits_type(clang_getCursorType(cx->n[i].c), c)) return form_none();
    return f;
}

static Form form_of(Ctx *cx, int i)
{
    Arena *a = cx->u->arena;
    i = fe_unwrap(cx, i);
    if (i < 0) return form_none();
    CNode *c = &cx->n[i];
    if (c->kind == CXCursor_CStyleCastExpr) {
        CXType t = clang_getCanonicalType(clang_getCursorType(c->c));
        if (!(t.kind >= CXType_Bool && t.kind <= CXType_Int128)) return form_none();
        return fe_form_of(cx, c->last);
    }
    if (c->kind == CXCursor_DeclRefExpr) {
        CXCursor d = clang_getCursorReferenced(c->c);
        enum CXCursorKind dk = clang_getCursorKind(d);
        CXType t = clang_getCanonicalType(clang_getCursorType(d));
        bool integer = (t.kind >= CXType_Bool && t.kind <= CXType_Int128) || t.kind == CXType_Enum;
        if (dk == CXCursor_VarDecl && integer) {
            Form def = local_def(cx, d, i);
            if (def.affine) return def;
        }
        if ((dk == CXCursor_VarDecl || dk == CXCursor_ParmDecl) && integer)
            return form_var(a, cx_str(a, clang_getCursorSpelling(d)));
        if (dk != CXCursor_EnumConstantDecl) return form_none();
    }
    if (c->kind == CXCursor_BinaryOperator) {
        enum CXBinaryOperatorKind k = clang_getCursorBinaryOperatorKind(c->c);
        int x = c->first, y = x >= 0 ? cx->n[x].next : -1;
        if (y < 0) return form_none();
        if (k == CXBinaryOperator_Add) return form_add(a, fe_form_of(cx, x), fe_form_of(cx, y), 1);
        if (k == CXBinaryOperator_Sub) return form_add(a, fe_form_of(cx, x), fe_form_of(cx, y), -1);
        if (k == CXBinaryOperator_Mul) return form_mul(a, fe_form_of(cx, x), fe_form_of(cx, y));
        long long sh;
        if (k == CXBinaryOperator_Shl && form_is_const(fe_form_of(cx, y), &sh) && sh >= 0 && sh < 31)
            return form_mul(a, fe_form_of(cx, x), form_const(a, 1LL << sh));
    }
    if (c->kind == CXCursor_MemberRefExpr) {     /* s.off, s.a.b: a variable named by its path */
        CXType t = clang_getCanonicalType(clang_getCursorType(c->c));
        char *path = (t.kind >= CXType_Bool && t.kind <= CXType_Int128) || t.kind == CXType_Enum
                     ? fe_member_path(cx, i) : NULL;
        return path ? form_var(a, path) : form_none();
    }
    if (c->kind == CXCursor_UnaryOperator) {
        enum CXUnaryOperatorKind k = clang_getCursorUnaryOperatorKind(c->c);
        if (k == CXUnaryOperator_Plus) return fe_form_of(cx, c->first);
        if (k == CXUnaryOperator_Minus) return form_add(a, form_const(a, 0), fe_form_of(cx, c->first), -1);
    }
    if (c->kind == CXCursor_IntegerLiteral || c->kind == CXCursor_DeclRefExpr || c->kind == CXCursor_UnaryExpr
        || c->kind == CXCursor_BinaryOperator || c->kind == CXCursor_UnaryOperator) {
        CXEvalResult r = clang_Cursor_Evaluate(c->c);      /* constants: 3, N (enum), sizeof, 1 << 4 */
        Form f = form_none();
        if (r && clang_EvalResult_getKind(r) == CXEval_Int) f = form_const(a, clang_EvalResult_getAsLongLong(r));
        if (r) clang_EvalResult_dispose(r);
        return f;
    }
    return form_none();
}

static bool rows_type(CXType t)
{
    t = clang_getCanonicalType(t);
    if (t.kind == CXType_Pointer) t = clang_getCanonicalType(clang_getPointeeType(t));
    else if (t.kind != CXType_ConstantArray && t.kind != CXType_IncompleteArray && t.kind != CXType_VariableArray)
        return false;
    return t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray || t.kind == CXType_VariableArray;
}

typedef struct AccessBuild {
    int sub[16];                /* subscript nodes, innermost first */
    int nsub;
    bool deep;                  /* more than 16: recorded as one subscript with no form */
    int root;                   /* the variable's DeclRefExpr, or -1 */
} AccessBuild;

/* Walk an element access down to its variable: subscripts, members of
 * elements (a[i].v[k]), *(p + e). */
static void access_parts(Ctx *cx, int i, AccessBuild *ab)
{
    for (;;) {
        i = fe_unwrap(cx, i);
        if (i < 0) return;
        CNode *c = &cx->n[i];
        if (c->alias) {             /* s.p[lo:n]: its temporary */
            ab->root = i;
            return;
        }
        if (c->kind == CXCursor_ArraySubscriptExpr && c->first >= 0 && cx->n[c->first].next >= 0) {
            if (ab->nsub < 16) ab->sub[ab->nsub++] = cx->n[c->first].next;
            else ab->deep = true;
            i = c->first;
        } else if (c->kind == CXCursor_MemberRefExpr && c->first >= 0 && cx->u->pp[cx->n[c->first].end] == '.') {
            i = c->first;       /* s.a[k] of an element: the element's variable */
        } else if (c->kind == CXCursor_DeclRefExpr) {
            CXCursor d = clang_getCursorReferenced(c->c);
            enum CXCursorKind dk = clang_getCursorKind(d);
            ab->root = dk == CXCursor_VarDecl || dk == CXCursor_ParmDecl ? i : -1;
            return;
        } else {
            return;
        }
    }
}

/* The access at node top (an ArraySubscriptExpr at the top of its chain,
 * or a dereference), or NULL when it does not reach a variable. */
static AccessRec *access_at(Ctx *cx, int top, bool deref)
{
    Arena *a = cx->u->arena;
    AccessBuild ab = {.nsub = 0, .root = -1};
    cx->via_local = false;
    Form step = form_const(a, 0);      /* *(p + e): e */
    if (deref) {
        int e = fe_unwrap(cx, cx->n[top].first);
        /* p + e1 - e2 + ...: the pointer's side down to the variable */
        while (e >= 0 && cx->n[e].kind == CXCursor_BinaryOperator && cx->n[e].first >= 0
               && cx->n[cx->n[e].first].next >= 0) {
            enum CXBinaryOperatorKind k = clang_getCursorBinaryOperatorKind(cx->n[e].c);
            int p = cx->n[e].first, q = cx->n[p].next;
            bool pq = clang_getCanonicalType(clang_getCursorType(cx->n[p].c)).kind == CXType_Pointer;
            if (k != CXBinaryOperator_Add && !(k == CXBinaryOperator_Sub && pq)) break;
            step = form_add(a, step, fe_form_of(cx, pq ? q : p), k == CXBinaryOperator_Sub ? -1 : 1);
            e = fe_unwrap(cx, pq ? p : q);
        }
        access_parts(cx, e, &ab);
        if (ab.nsub) step = form_none();        /* (p[i] + k)[...]: not followed */
    } else {
        access_parts(cx, top, &ab);
    }
    if (ab.root < 0) return NULL;
    const char *alias = cx->n[ab.root].alias;
    CXCursor d = alias ? fe_alias_typed(cx, ab.root) : clang_getCursorReferenced(cx->n[ab.root].c);
    AccessRec *r = arena_alloc(a, sizeof *r);
    r->array = alias ? (char *)alias : cx_str(a, clang_getCursorSpelling(d));
    r->rows = rows_type(clang_getCursorType(d));
    r->through_ptr = !alias && clang_getCanonicalType(clang_getCursorType(d)).kind == CXType_Pointer;
    r->nsub = ab.nsub ? ab.nsub : 1;
    r->sub = arena_alloc(a, sizeof(Form) * (size_t)r->nsub);
    r->sub_text = arena_alloc(a, sizeof(char *) * (size_t)r->nsub);
    for (int k = 0; k < ab.nsub; k++) {     /* outermost first */
        int node = ab.sub[ab.nsub - 1 - k];
        r->sub[k] = fe_form_of(cx, node);
        r->sub_text[k] = fe_node_text(cx, node);
    }
    if (!ab.nsub) r->sub[0] = step, r->sub_text[0] = form_str(a, step);
    if (ab.deep) r->nsub = 1, r->sub[0] = form_none(), r->sub_text[0] = "?";  /* no subscript dropped unseen */
    r->via_local = cx->via_local;
    /* the lvalue: up through members of the element, then is it stored? */
    int lv = top, p;
    while ((p = fe_up(cx, lv)) >= 0 && cx->n[p].kind == CXCursor_MemberRefExpr) lv = p;
    r->kind = ACC_READ;
    if (fe_is_written(cx, lv)) {
        r->kind = ACC_WRITE;
        if (p >= 0 && (cx->n[p].kind == CXCursor_CompoundAssignOperator || cx->n[p].kind == CXCursor_UnaryOperator))
            r->kind |= ACC_READ;
    }
    r->start = cx->n[top].start;
    r->end = cx->n[top].end;
    return r;
}

/* The statements of the construct's atomic directives, [start, end) pairs
 * in *ranges (malloc'd); their number. */
static int atomic_ranges(Ctx *cx, Node *nd, RawDir *dirs, int ndirs, size_t **ranges)
{
    int n = 0;
    *ranges = NULL;
    for (int k = fe_first_dir(dirs, ndirs, nd->stmt_start); k < ndirs && dirs[k].start < nd->stmt_end; k++) {
        if (dirs[k].dir->kind != DIR_ATOMIC) continue;
        int s = fe_stmt_after(cx, dirs[k].end);
        if (s < 0) continue;
        *ranges = realloc(*ranges, sizeof **ranges * 2 * (size_t)(n + 1));
        if (!*ranges) gw_bug("out of memory");
        (*ranges)[2 * n] = cx->n[s].start;
        (*ranges)[2 * n + 1] = fe_stmt_end(cx->u, &cx->n[s]);
        n++;
    }
    return n;
}

/* Node.accesses: every element access of the construct, in source order
 * (its loops found, its atomic statements known from dirs). */
void fe_collect_accesses(Ctx *cx, Node *nd, RawDir *dirs, int ndirs)
{
    AccessRec **tail = &nd->accesses;
    size_t *atomics;
    int natomic = atomic_ranges(cx, nd, dirs, ndirs, &atomics);
    FeSpan sp = fe_span(cx, nd->stmt_start, nd->stmt_end);
    for (int i = sp.from; i < sp.to; i++) {
        CNode *c = &cx->n[i];
        if (c->start < nd->stmt_start || c->start >= nd->stmt_end) continue;
        bool deref = c->kind == CXCursor_UnaryOperator
                     && clang_getCursorUnaryOperatorKind(c->c) == CXUnaryOperator_Deref;
        if ((!deref && c->kind != CXCursor_ArraySubscriptExpr) || fe_in_alias(cx, i))
            continue;           /* s.a[2]: a scalar */
        int p = fe_up(cx, i), below = i;
        while (p >= 0 && cx->n[p].kind == CXCursor_MemberRefExpr && cx->u->pp[cx->n[below].end] == '.')
            below = p, p = fe_up(cx, p);
        if (!deref && p >= 0 && cx->n[p].kind == CXCursor_ArraySubscriptExpr
            && fe_child_toward(cx, p, below) == cx->n[p].first)
            continue;           /* a[i] of a[i][j] or of s[i].v[k]: part of the access above it */
        AccessRec *r = access_at(cx, i, deref);
        if (!r) continue;
        r->loop = loop_at(nd->loops, r->start);
        for (int k = 0; k < natomic; k++)
            if (r->start >= atomics[2 * k] && r->start < atomics[2 * k + 1]) r->kind |= ACC_ATOMIC;
        *tail = r;
        tail = &r->next;
    }
    free(atomics);
}

/* ---- dependence test for kernels loops and 'loop auto' ---- */

/* Does form f name v, or a member of v (s.a.b, of s or of s.a)? */
static bool names_part(Form f, const char *v)
{
    if (form_mentions(f, v)) return true;
    size_t n = strlen(v);
    for (int i = 0; i < f.n; i++)
        for (int j = 0; j < 2 && f.m[i].v[j]; j++)
            if (!strncmp(f.m[i].v[j], v, n) && f.m[i].v[j][n] == '.') return true;
    return false;
}

/* Does form f change while l runs: its variable, or a name of changing[]
 * (a struct's, its members' too)? */
static bool changes_in(Form f, const Loop *l, char **changing, int n)
{
    if (!f.affine || form_mentions(f, l->var)) return true;
    for (int k = 0; k < n; k++)
        if (names_part(f, changing[k])) return true;
    return false;
}

/* The subscript f as stride*var + rest, with neither stride nor rest
 * changing while l runs: *stride (none when f is not of that shape, or
 * does not move with l's variable). */
static bool stride_in(Arena *a, Form f, const Loop *l, char **changing, int n, Form *stride, Form *rest)
{
    *stride = form_by(a, f, l->var);
    *rest = form_drop(a, f, l->var);
    long long c;
    if (!stride->affine || (form_is_const(*stride, &c) && !c)) return false;
    return !changes_in(*stride, l, changing, n) && !changes_in(*rest, l, changing, n);
}

/* The loop of ls's tree (inner loops of l) whose variable is v, or NULL. */
static const Loop *loop_of_var(const Loop *ls, const char *v)
{
    for (const Loop *k = ls; k; k = k->next) {
        if (k->var && !strcmp(k->var, v)) return k;
        const Loop *in = loop_of_var(k->kids, v);
        if (in) return in;
    }
    return NULL;
}

/* The least and greatest values of form r while one iteration of l runs:
 * its invariant part, plus each inner loop variable of l times its
 * coefficient at the loop's ends (coefficients made of variables l does
 * not change count as not negative: extents).  false when r has another
 * variable that changes, or an inner loop's bounds change in l. */
static bool range_in(Arena *a, Form r, const Loop *l, char **changing, int n, Form *lo, Form *hi)
{
    if (!r.affine) return false;
    *lo = *hi = form_const(a, 0);
    for (int i = 0; i < r.n; i++) {
        Mono m = r.m[i];
        Form one = {true, 1, &m};
        const Loop *k = NULL;
        const char *other = NULL;
        for (int j = 0; j < 2 && m.v[j] && !k; j++)
            if ((k = loop_of_var(l->kids, m.v[j]))) other = m.v[1 - j];
        if (!k) {
            if (changes_in(one, l, changing, n)) return false;
            *lo = form_add(a, *lo, one, 1), *hi = form_add(a, *hi, one, 1);
            continue;
        }
        if (other && (loop_of_var(l->kids, other) || changes_in(form_var(a, other), l, changing, n))) return false;
        long long st;
        if (!k->canonical || !form_is_const(k->step_form, &st) || (st != 1 && st != -1)) return false;
        Form first = k->lb_form, last = k->ub_form;      /* the variable's first and last values */
        if (st == 1 && k->cmp == '<') last = form_add(a, last, form_const(a, 1), -1);
        else if (st == -1 && k->cmp == '>') last = form_add(a, last, form_const(a, 1), 1);
        else if (!(st == 1 && k->cmp == 'l') && !(st == -1 && k->cmp == 'g')) return false;
        if (changes_in(first, l, changing, n) || changes_in(last, l, changing, n)) return false;
        Form c = other ? form_mul(a, form_const(a, m.coef), form_var(a, other)) : form_const(a, m.coef);
        Form small = st == 1 ? first : last, big = st == 1 ? last : first;
        bool neg = m.coef < 0;
        *lo = form_add(a, *lo, form_mul(a, c, neg ? big : small), 1);
        *hi = form_add(a, *hi, form_mul(a, c, neg ? small : big), 1);
    }
    return lo->affine && hi->affine;
}

/* Is form f a positive constant? */
static bool positive(Form f)
{
    long long c;
    return form_is_const(f, &c) && c > 0;
}

/* Can accesses x and y touch the same element in two different
 * iterations of l?  false when some dimension tells them apart: both move
 * with l's variable by the same stride, so equal subscripts meet in one
 * iteration only and subscripts a whole span of l apart never meet; or a
 * row dimension that does not change in l holds different constants. */
static bool may_meet(Arena *a, const AccessRec *x, const AccessRec *y, const Loop *l, char **changing, int n)
{
    Form span = l->step_form.affine && form_equal(l->step_form, form_const(a, 1)) && l->cmp == '<'
                ? form_add(a, l->ub_form, l->lb_form, -1) : form_none();
    int nd = x->nsub < y->nsub ? x->nsub : y->nsub;
    for (int k = 0; k < nd; k++) {
        Form fx = x->sub[k], fy = y->sub[k], sx, sy, rx, ry;
        long long dc, sc;
        sx = form_by(a, fx, l->var), sy = form_by(a, fy, l->var);
        rx = form_drop(a, fx, l->var), ry = form_drop(a, fy, l->var);
        Form xlo, xhi, ylo, yhi, s = sx;
        if (form_is_const(sx, &sc) && sc < 0) s = form_add(a, form_const(a, 0), sx, -1);
        /* the same stride, each iteration's elements within less than it:
           a[i*m + j] and a[i*m + j + 1] over i, with j from 0 to m - 2 */
        if (sx.affine && form_equal(sx, sy) && !changes_in(sx, l, changing, n) && !(form_is_const(sx, &sc) && !sc)
            && range_in(a, rx, l, changing, n, &xlo, &xhi) && range_in(a, ry, l, changing, n, &ylo, &yhi)
            && positive(form_add(a, s, form_add(a, xhi, ylo, -1), -1))
            && positive(form_add(a, s, form_add(a, yhi, xlo, -1), -1)))
            return false;
        if (stride_in(a, fx, l, changing, n, &sx, &rx) && stride_in(a, fy, l, changing, n, &sy, &ry)
            && form_equal(sx, sy)) {
            Form d = form_add(a, rx, ry, -1), far = form_mul(a, span, sx);
            if (form_is_const(d, &dc) && dc == 0) return false;
            /* a whole span of iterations apart, or more */
            if (form_equal(d, far) || form_equal(form_add(a, form_const(a, 0), d, -1), far)) return false;
            if (form_is_const(d, &dc) && form_is_const(far, &sc) && (dc < 0 ? -dc : dc) >= (sc < 0 ? -sc : sc))
                return false;
        }
        /* b[i][j] and b[i-1][j] in a loop over j */
        bool row = x->rows && y->rows && k < x->nsub - 1 && k < y->nsub - 1;
        if (row && !changes_in(fx, l, changing, n) && !changes_in(fy, l, changing, n)
            && form_is_const(form_add(a, fx, fy, -1), &dc) && dc != 0)
            return false;
    }
    return true;
}

static char *access_text(Arena *a, const AccessRec *r)
{
    Buf b;
    buf_init(&b);
    buf_puts(&b, r->array);
    for (int k = 0; k < r->nsub; k++) buf_printf(&b, "[%s]", r->sub_text[k]);
    char *s = arena_strdup(a, buf_cstr(&b));
    buf_release(&b);
    return s;
}

/* Does l's own directive make name private to each iteration, or combine
 * it as a reduction (private, firstprivate and reduction clauses)? */
bool fe_own_private(Loop *l, const char *name)
{
    if (!l->dir) return false;
    for (Clause *c = l->dir->clauses; c; c = c->next) {
        if (c->kind != CL_PRIVATE && c->kind != CL_FIRSTPRIVATE && c->kind != CL_REDUCTION) continue;
        for (int i = 0; i < c->nvars; i++)
            if (!strcmp(c->vars[i].base, name)) return true;
    }
    return false;
}

/* Can the iterations of l run in any order?  Sets l->why_seq when not.
 * Scalars: only l's variable and its private and reduction variables are
 * assigned.  Arrays (Node.accesses): every store moves with l's variable
 * in some dimension, and no other access of the array may meet it in
 * another iteration (may_meet); atomic updates do not order iterations. */
bool fe_independent(Ctx *cx, Node *nd, Loop *l)
{
    Unit *u = cx->u;
    int nchanging = 0, cap = 64;
    char **changing = arena_alloc(u->arena, sizeof(char *) * (size_t)cap);   /* names l changes */
    FeSpan sp = fe_span(cx, l->start, l->end);
    for (int i = sp.from; i < sp.to; i++) {
        CNode *c = &cx->n[i];
        if (c->start < l->start || c->start >= l->end) continue;
        char *name = NULL;
        if (c->kind == CXCursor_VarDecl) name = cx_str(u->arena, clang_getCursorSpelling(c->c));
        if (c->start < l->body_start && !name) continue;
        if (c->kind == CXCursor_CallExpr) {
            char *fn = fe_callee_name(cx, i);
            if (!fe_is_device_libcall(fn)) {
                l->why_seq = arena_printf(u->arena, "it calls '%s'", fn);
                return false;
            }
            continue;
        }
        if (c->alias) {             /* a reduced member's temporary, from outside */
            if (fe_is_written(cx, i) && strcmp(c->alias, l->var) && !fe_own_private(l, c->alias)) {
                l->why_seq = arena_printf(u->arena, "scalar '%s' is assigned in the loop", c->alias);
                return false;
            }
            continue;
        }
        if (c->kind == CXCursor_DeclRefExpr && fe_in_alias(cx, i)) continue;
        if (c->kind == CXCursor_DeclRefExpr) {
            CXCursor d = clang_getCursorReferenced(c->c);
            if (clang_getCursorKind(d) != CXCursor_VarDecl && clang_getCursorKind(d) != CXCursor_ParmDecl) continue;
            char *var = cx_str(u->arena, clang_getCursorSpelling(d));
            int top = fe_member_top(cx, i);     /* s.off = e, s.a.b++: the member changes */
            name = top == i ? var : fe_member_path(cx, top);
            if (!fe_is_written(cx, top)) continue;
            if (!fe_decl_inside(cx, d, l->start, l->end) && strcmp(var, l->var) && !fe_own_private(l, var)) {
                const char *what = top == i ? "scalar" : "member";
                l->why_seq = arena_printf(u->arena, "%s '%s' is assigned in the loop", what, name);
                return false;
            }
        }
        if (!name) continue;
        if (nchanging == cap) {
            char **m = arena_alloc(u->arena, sizeof(char *) * (size_t)(cap *= 2));
            memcpy(m, changing, sizeof(char *) * (size_t)nchanging);
            changing = m;
        }
        changing[nchanging++] = name;
    }
    for (AccessRec *w = nd->accesses; w; w = w->next) {
        if (w->start < l->body_start || w->start >= l->end || !(w->kind & ACC_WRITE) || (w->kind & ACC_ATOMIC))
            continue;
        /* two iterations never store at one element */
        bool moves = !may_meet(u->arena, w, w, l, changing, nchanging);
        Form stride, rest;
        for (int k = 0; k < w->nsub && !moves; k++)
            moves = stride_in(u->arena, w->sub[k], l, changing, nchanging, &stride, &rest);
        if (!moves) {
            l->why_seq = arena_printf(u->arena, "'%s' is written at an element that does not move with '%s'",
                                      access_text(u->arena, w), l->var);
            return false;
        }
        for (AccessRec *x = nd->accesses; x; x = x->next)
            if (x->start >= l->body_start && x->start < l->end && x != w && !strcmp(x->array, w->array)
                && may_meet(u->arena, w, x, l, changing, nchanging)) {
                l->why_seq = arena_printf(u->arena, "'%s' is written as '%s' and accessed as '%s'", w->array,
                                          access_text(u->arena, w), access_text(u->arena, x));
                return false;
            }
    }
    return true;
}
