/* fe_routine.c: 'acc routine' functions: their targets, prototypes, definitions and the gang,
 * worker and vector loops inside them. Part of the front end: sees libclang (frontend.h). */
#include "gangway.h"
#include "frontend.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The function a routine directive names: routine(name), or the
 * identifier before the first '(' of the declaration that follows it. */
static char *routine_target(Ctx *cx, RawDir *r)
{
    Unit *u = cx->u;
    if (r->dir->routine_name) return r->dir->routine_name;
    const char *p = u->pp + r->end, *paren = strchr(p, '(');
    if (!paren) return NULL;
    const char *e = paren;
    while (e > p && isspace((unsigned char)e[-1])) e--;
    const char *b = e;
    while (b > p && fe_is_ident_char(b[-1])) b--;
    return b < e ? arena_strndup(u->arena, b, (size_t)(e - b)) : NULL;
}

/* The level a routine directive gives its function (seq when none). */
static ClauseKind routine_level(const Directive *d)
{
    static const ClauseKind levels[] = {CL_GANG, CL_WORKER, CL_VECTOR};
    for (int i = 0; i < 3; i++)
        if (dir_find(d, levels[i])) return levels[i];
    return CL_SEQ;
}

/* A function named by an earlier routine directive too: the same again
 * says nothing more; another level is an error. */
static bool same_routine(Unit *u, const char *name, Directive *d)
{
    for (Routine *r = u->routines; r; r = r->next) {
        if (strcmp(r->name, name)) continue;
        if (routine_level(r->dir) != routine_level(d))
            error_at(d->loc, "'%s' is already a '%s' routine (line %d); a function has one level",
                     name, clause_name(routine_level(r->dir)), r->dir->loc.line);
        return true;
    }
    return false;
}

/* What stands at node i, for a message: "the variable 'x'", "a statement". */
static const char *what_stands(Ctx *cx, int i)
{
    CNode *c = &cx->n[i];
    char *name = cx_str(cx->u->arena, clang_getCursorSpelling(c->c));
    switch (c->kind) {
    case CXCursor_VarDecl: return arena_printf(cx->u->arena, "the variable '%s'", name);
    case CXCursor_TypedefDecl: return arena_printf(cx->u->arena, "the type '%s'", name);
    case CXCursor_StructDecl: return "a struct declaration";
    case CXCursor_UnionDecl: return "a union declaration";
    case CXCursor_EnumDecl: return "an enum declaration";
    default: return fe_is_stmt_kind(c->kind) ? "a statement" : "a declaration that is not a function's";
    }
}

/* A routine directive in a place it cannot apply: without a name, not
 * before a function's declaration or definition; with one, not naming a
 * function declared before it.  Reported; true when so. */
static bool misplaced_routine(Ctx *cx, RawDir *r)
{
    Directive *d = r->dir;
    if (!d->routine_name) {
        int n = fe_node_after(cx, r->end);
        /* enum E *f(void): libclang shows the tag E first, then f, both here */
        if (n >= 0 && (cx->n[n].kind == CXCursor_FunctionDecl || fe_top_node_at(cx, cx->n[n].start, CXCursor_FunctionDecl) >= 0)
            && fe_follows_directly(cx->u, r->end, cx->n[n].start))
            return false;
        if (n < 0 || !fe_follows_directly(cx->u, r->end, cx->n[n].start))
            error_at(d->loc, "a 'routine' directive without a name must be followed by a function declaration or "
                     "definition; nothing follows it here");
        else
            error_at(d->loc, "a 'routine' directive without a name must be followed by a function declaration or "
                     "definition, not by %s%s", what_stands(cx, n),
                     fe_is_stmt_kind(cx->n[n].kind) ? "; 'routine(name)' may name a function declared before it"
                                                    : "");
        return true;
    }
    for (Decl *f = cx->u->decls; f; f = f->next)
        if (f->is_function && f->start < r->start && !strcmp(f->name, d->routine_name)) return false;
    for (int k = 0; k < cx->nfns; k++)      /* a function declared in a block */
        if (cx->n[cx->fns[k]].start < r->start
            && !strcmp(cx_str(cx->u->arena, clang_getCursorSpelling(cx->n[cx->fns[k]].c)), d->routine_name))
            return false;
    Loc at = d->loc;            /* at the name: the first '(' after 'routine' */
    const char *p = strstr(d->text, "routine");
    p = p ? strchr(p, '(') : NULL;
    while (p && (*p == '(' || *p == ' ' || *p == '\t')) p++;
    if (p && at.col > 0) at.col += (int)(p - d->text);
    if (fe_visible_decl(cx, d->routine_name, r->start) >= 0)
        error_at(at, "'%s' in 'routine(%s)' is not a function", d->routine_name, d->routine_name);
    else
        error_at(at, "'%s' in 'routine(%s)' is not declared before the directive; declare the function first",
                 d->routine_name, d->routine_name);
    return true;
}

/* The first declaration of function name at file scope, or -1. */
static int function_node(Ctx *cx, const char *name)
{
    for (int i = 0; i < cx->nn; i++)
        if (cx->n[i].parent < 0 && cx->n[i].kind == CXCursor_FunctionDecl
            && !strcmp(cx_str(cx->u->arena, clang_getCursorSpelling(cx->n[i].c)), name))
            return i;
    return -1;
}

/* bind(target) of the routine name: where the device calls name, it calls
 * target with name's arguments, so a target this file declares must take
 * them: the same number of parameters, of the same types, and the same
 * result type.  Else a located error (nvcc would reject the call). */
static bool bind_fits(Ctx *cx, Directive *d, const char *name, const char *target)
{
    int f = function_node(cx, name), g = function_node(cx, target);
    if (f < 0 || g < 0) return true;
    CXType ft = clang_getCanonicalType(clang_getCursorType(cx->n[f].c));
    CXType gt = clang_getCanonicalType(clang_getCursorType(cx->n[g].c));
    int nf = clang_getNumArgTypes(ft), ng = clang_getNumArgTypes(gt);
    const char *why = NULL;
    if (nf != ng || clang_isFunctionTypeVariadic(ft) != clang_isFunctionTypeVariadic(gt))
        why = arena_printf(cx->u->arena, "'%s' takes %d parameter%s%s, '%s' %d%s", target, ng, ng == 1 ? "" : "s",
                           clang_isFunctionTypeVariadic(gt) ? " and more" : "", name, nf,
                           clang_isFunctionTypeVariadic(ft) ? " and more" : "");
    for (int k = 0; k < nf && k < ng && !why; k++) {
        CXType a = clang_getUnqualifiedType(clang_getCanonicalType(clang_getArgType(ft, (unsigned)k)));
        CXType b = clang_getUnqualifiedType(clang_getCanonicalType(clang_getArgType(gt, (unsigned)k)));
        if (!clang_equalTypes(a, b) && !(a.kind == CXType_Pointer && b.kind == CXType_Pointer  /* T * to const T * */
                                          && clang_equalTypes(clang_getUnqualifiedType(clang_getPointeeType(a)),
                                                              clang_getUnqualifiedType(clang_getPointeeType(b)))))
            why = arena_printf(cx->u->arena, "parameter %d is '%s' in '%s' and '%s' in '%s'", k + 1,
                               cx_str(cx->u->arena, clang_getTypeSpelling(clang_getArgType(gt, (unsigned)k))), target,
                               cx_str(cx->u->arena, clang_getTypeSpelling(clang_getArgType(ft, (unsigned)k))), name);
    }
    if (!why && !clang_equalTypes(clang_getCanonicalType(clang_getResultType(ft)),
                                  clang_getCanonicalType(clang_getResultType(gt))))
        why = arena_printf(cx->u->arena, "'%s' returns '%s', '%s' '%s'", target,
                           cx_str(cx->u->arena, clang_getTypeSpelling(clang_getResultType(gt))), name,
                           cx_str(cx->u->arena, clang_getTypeSpelling(clang_getResultType(ft))));
    if (!why) return true;
    error_at(d->loc, "'bind(%s)' does not fit '%s': the device would call '%s' with the arguments of '%s', but "
             "%s; bind a function of the same type", target, name, target, name, why);
    return false;
}

/* Every routine directive: which function it names, and bind(target). */
void fe_collect_routines(Ctx *cx, RawDir *dirs, int ndirs)
{
    Unit *u = cx->u;
    for (int i = 0; i < ndirs; i++) {
        Directive *d = dirs[i].dir;
        if (d->kind != DIR_ROUTINE || dirs[i].used || misplaced_routine(cx, &dirs[i])) continue;
        char *name = routine_target(cx, &dirs[i]);
        if (name && !strcmp(name, "main")) {
            error_at(d->loc, "a routine directive cannot apply to 'main': the program's entry point has no "
                     "device version (CUDA forbids one); move the directive to the function the device calls");
            continue;
        }
        if (!name || same_routine(u, name, d)) continue;
        Routine *rt = arena_alloc(u->arena, sizeof *rt);
        *rt = (Routine){.name = name, .dir = d, .nohost = dir_find(d, CL_NOHOST) != NULL, .next = u->routines};
        u->routines = rt;
        Clause *c = dir_find(d, CL_BIND);
        if (!c || !c->nexprs) continue;
        char *t = c->exprs[0].text;
        size_t tl = strlen(t);
        if (tl >= 2 && t[0] == '"') t = arena_strndup(u->arena, t + 1, tl - 2);
        if (!strcmp(t, name)) continue;         /* bound to itself: the routine as it is */
        if (!bind_fits(cx, d, name, t)) continue;
        Bind *bd = arena_alloc(u->arena, sizeof *bd);
        *bd = (Bind){name, t, u->binds};
        u->binds = bd;
    }
}

Routine *fe_find_routine(Unit *u, const char *name)
{
    for (Routine *r = u->routines; r; r = r->next)
        if (!strcmp(r->name, name)) return r;
    return NULL;
}

/* A routine whose body is not in this file: its first prototype becomes a
 * Decl, so the device code can call it as an extern function (the unit
 * is then built as relocatable device code). */
void fe_routine_protos(Ctx *cx)
{
    Unit *u = cx->u;
    Decl **tail = &u->decls;
    while (*tail) tail = &(*tail)->next;
    for (int i = 0; i < cx->nn; i++) {
        CNode *c = &cx->n[i];
        if (c->parent >= 0 || c->kind != CXCursor_FunctionDecl || clang_isCursorDefinition(c->c)) continue;
        char *name = cx_str(u->arena, clang_getCursorSpelling(c->c));
        Routine *r = fe_find_routine(u, name);
        Decl *d;
        for (d = u->decls; d && !(d->is_function && !strcmp(d->name, name)); d = d->next) {}
        if (!r || d) continue;
        d = arena_alloc(u->arena, sizeof *d);
        *d = (Decl){.start = c->start, .end = c->end, .is_function = true, .body_start = c->end, .name = name,
                    .proto = true, .is_static = clang_getCursorLinkage(c->c) == CXLinkage_Internal};
        *tail = d;
        tail = fe_local_types(cx, i, &d->next);
    }
}

/* Functions defined here with a routine directive: compiled for the device
 * even when no compute construct here calls them, since other files may. */
void fe_routine_defs(Ctx *cx)
{
    Unit *u = cx->u;
    for (Decl *d = u->decls; d; d = d->next) {
        Routine *r = d->is_function && !d->proto ? fe_find_routine(u, d->name) : NULL;
        if (!r || d->is_static || dir_find(r->dir, CL_BIND)) continue;
        fe_mark_function(cx, d->name, d->start, false, false);
        u->rdc = true;
    }
}

/* ---- loops of routine gang, worker and vector functions ---- */

/* Is node i inside one of the loops in ls? */
static Loop *in_loops(Loop *ls, size_t at)
{
    for (Loop *l = ls; l; l = l->next)
        if (at >= l->start && at < l->end) return l;
    return NULL;
}

/* Why code of routine r outside its partitioned loops (function body
 * [b0, b1)) cannot run on every lane of the caller, or NULL: it may only
 * compute values in the routine's own variables. */
static char *vector_single_unsafe(Ctx *cx, Routine *r, size_t b0, size_t b1)
{
    Unit *u = cx->u;
    FeSpan sp = fe_span(cx, b0, b1);
    for (int i = sp.from; i < sp.to; i++) {
        CNode *c = &cx->n[i];
        if (c->start < b0 || c->start >= b1) continue;
        Loop *l = in_loops(r->vloops, c->start);
        int line = unit_pos(u, c->start).line;
        if (l) {        /* in a partitioned loop: nothing may leave it */
            if (c->kind == CXCursor_ReturnStmt || c->kind == CXCursor_GotoStmt || c->kind == CXCursor_IndirectGotoStmt)
                return arena_printf(u->arena, "a jump at line %d leaves the loop at line %d", line, l->line);
            if (c->kind == CXCursor_BreakStmt) {
                int p = c->parent;
                while (p >= 0 && cx->n[p].kind != CXCursor_ForStmt && cx->n[p].kind != CXCursor_WhileStmt
                       && cx->n[p].kind != CXCursor_DoStmt && cx->n[p].kind != CXCursor_SwitchStmt)
                    p = cx->n[p].parent;
                if (p >= 0 && cx->n[p].start == l->start)
                    return arena_printf(u->arena, "a break at line %d leaves the loop at line %d", line, l->line);
            }
            continue;
        }
        if (c->kind == CXCursor_CallExpr) {
            char *name = fe_callee_name(cx, i);
            if (!fe_is_device_libcall(name) || !strcmp(name, "printf") || !strcmp(name, "malloc")
                || !strcmp(name, "free") || !strcmp(name, "memcpy") || !strcmp(name, "memset")
                || !strcmp(name, "__assert_fail"))
                return arena_printf(u->arena, "it calls '%s' at line %d, outside its loops", name, line);
        } else if (c->kind == CXCursor_DeclRefExpr) {
            CXCursor d = clang_getCursorReferenced(c->c);
            if (clang_getCursorKind(d) != CXCursor_VarDecl && clang_getCursorKind(d) != CXCursor_ParmDecl) continue;
            bool via;
            int cur = fe_lvalue_root(cx, i, d, &via);
            if (!fe_is_written(cx, cur)) continue;
            CXType dt = clang_getCanonicalType(clang_getCursorType(d));
            if (!fe_decl_inside(cx, d, b0, b1) && clang_getCursorKind(d) != CXCursor_ParmDecl)
                return arena_printf(u->arena, "it writes '%s' at line %d, outside its loops",
                                    cx_str(u->arena, clang_getCursorSpelling(d)), line);
            if (via && dt.kind != CXType_ConstantArray)
                return arena_printf(u->arena, "it writes memory at line %d, outside its loops", line);
        }
    }
    return NULL;
}

/* collapse(n) or tile(a, b, ...) on loop l (the for statement fi) of a
 * routine: the tight nest of its n loops (tile: as many as its sizes) as
 * l->kids, one chain, partitioned as one loop over all their iterations
 * (any order will do: the loops are independent).  NULL, or why not. */
static const char *routine_nest(Ctx *cx, Loop *l, int fi)
{
    Clause *c = dir_find(l->dir, CL_COLLAPSE), *t = dir_find(l->dir, CL_TILE);
    int n = t ? t->nexprs : 1;
    if (c && c->nexprs) {
        long long v = c->exprs[0].facts.value;
        n = !c->exprs[0].facts.is_const || v < 1 ? -1 : v > 3 ? 4 : (int)v;
    }
    if (n < 1 || n > 3) return n > 3 ? "collapse or tile of more than 3 loops" : "its collapse clause has no constant";
    Loop *p = l;
    for (int k = 1; k < n; k++) {
        int inner = -1;
        for (int j = fi; j >= 0 && j < cx->nn && cx->n[j].start < p->end && inner < 0; j++)
            if (cx->n[j].kind == CXCursor_ForStmt && cx->n[j].start == p->only_stmt) inner = j;
        if (inner < 0) return "a collapsed loop is not the only statement of the loop around it";
        Loop *q = fe_new_loop(cx, inner);
        if (!q->canonical) return q->why_seq;
        for (Loop *o = l; o != q && o; o = o->kids)
            if (!q->lb_form.affine || !q->ub_form.affine || !q->step_form.affine || form_mentions(q->lb_form, o->var)
                || form_mentions(q->ub_form, o->var) || form_mentions(q->step_form, o->var))
                return "a collapsed loop's bounds depend on the loops around it";
        q->parent = p;
        p->kids = q;
        p = q;
        fi = inner;
    }
    l->collapse = n;
    return NULL;
}

/* Can the reductions of loop l of routine function fn be combined across
 * the threads that share its iterations (emit_cuda.c, routine_copies)?
 * Each must name a scalar local or parameter of fn, of arithmetic or
 * complex type; a loop over every gang's threads has none (gangs never
 * meet).  NULL, or why not. */
static const char *routine_reduction_unsafe(Ctx *cx, Loop *l, int fn)
{
    Unit *u = cx->u;
    for (Clause *cl = l->dir->clauses; cl; cl = cl->next) {
        if (cl->kind != CL_REDUCTION) continue;
        if (l->par & PAR_GANG) return "a reduction in a loop over every gang's threads";
        for (int i = 0; i < cl->nvars; i++) {
            VarItem *v = &cl->vars[i];
            int found = 0;
            bool scalar = false;
            for (int j = fn; j >= 0 && j < cx->nn && cx->n[j].start < cx->n[fn].end; j++) {
                CNode *c = &cx->n[j];
                if ((c->kind != CXCursor_VarDecl && c->kind != CXCursor_ParmDecl) || c->start >= l->start
                    || strcmp(cx_str(u->arena, clang_getCursorSpelling(c->c)), v->base))
                    continue;
                enum CXTypeKind k = clang_getCanonicalType(clang_getCursorType(c->c)).kind;
                found++;
                scalar = (k >= CXType_Bool && k <= CXType_LongDouble) || k == CXType_Complex;
            }
            if (v->nsub || found != 1 || !scalar)
                return arena_printf(u->arena, "its reduction on '%s', which is not one scalar of the routine", v->text);
        }
    }
    return NULL;
}

/* A routine gang, worker or vector defined in this file: its loop
 * directives become vloops, the loops partitioned across the threads that
 * call it (the caller's lanes, its gang, or every gang) when the rest of its
 * code may run on each of those threads and every call lets all of them call
 * (analysis decides the calls' part). */
/* The routines with a level, by name, with the node of each one's
 * definition (-1: no body here): one pass over the file finds them all, so
 * the passes below stay linear in the number of routines. */
typedef struct RoutineMap {
    struct { Routine *r; int fn; } *slot;
    unsigned cap;
} RoutineMap;

static unsigned routine_hash(const char *s)
{
    unsigned h = 2166136261u;
    for (; *s; s++) h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

/* The slot of name (an empty one when it is not there). */
static unsigned routine_slot(const RoutineMap *m, const char *name)
{
    unsigned i = routine_hash(name) & (m->cap - 1);
    while (m->slot[i].r && strcmp(m->slot[i].r->name, name)) i = (i + 1) & (m->cap - 1);
    return i;
}

static RoutineMap routine_map(Ctx *cx, int n)
{
    RoutineMap m = {NULL, 16};
    while (m.cap < 2u * (unsigned)n) m.cap *= 2;
    m.slot = calloc(m.cap, sizeof *m.slot);
    for (Routine *r = cx->u->routines; r; r = r->next) {
        if (!r->level) continue;
        unsigned i = routine_slot(&m, r->name);
        m.slot[i].r = r;
        m.slot[i].fn = -2;      /* not seen yet */
    }
    for (int i = 0; i < cx->nn; i++) {          /* each one's first definition */
        CNode *c = &cx->n[i];
        if (c->parent >= 0 || c->kind != CXCursor_FunctionDecl || !clang_isCursorDefinition(c->c)) continue;
        unsigned k = routine_slot(&m, cx_str(cx->u->arena, clang_getCursorSpelling(c->c)));
        if (!m.slot[k].r || m.slot[k].fn != -2) continue;
        m.slot[k].fn = c->last >= 0 && cx->n[c->last].kind == CXCursor_CompoundStmt ? i : -1;
    }
    return m;
}

static Routine *map_routine(const RoutineMap *m, const char *name, int *fn)
{
    unsigned k = routine_slot(m, name);
    if (fn) *fn = m->slot[k].fn < 0 ? -1 : m->slot[k].fn;
    return m->slot[k].r;
}

/* The loop of the 'loop' directive rw in routine r (of level level,
 * defined at node fn), partitioned; NULL when it stays sequential (and
 * then r->why_seq may say why the routine runs whole on each thread). */
static Loop *routine_loop(Ctx *cx, Routine *r, RawDir *rw, unsigned level, int fn)
{
    Unit *u = cx->u;
    int f = fe_stmt_after(cx, rw->end);
    if (f < 0 || cx->n[f].kind != CXCursor_ForStmt || !fe_follows_directly(u, rw->end, cx->n[f].start)) {
        error_at(rw->dir->loc, "a 'loop' directive must be followed by a 'for' loop");
        return NULL;
    }
    Directive *ld = rw->dir;
    Loop *l = fe_new_loop(cx, f);
    l->dir = ld;
    fe_check_step(cx, l, ld);
    bool lg = dir_find(ld, CL_GANG), lw = dir_find(ld, CL_WORKER), lv = dir_find(ld, CL_VECTOR);
    /* OpenACC 3.3 sec. 2.15.1 and 2.9: a routine's loops use its level and
       those inside it, and a loop's level is inside its enclosing loops'
       (gcc: "loop uses OpenACC parallelism disallowed by containing
       routine", "incorrectly nested OpenACC loop parallelism") */
    const char *lname = lg ? "gang" : lw ? "worker" : "vector";
    if ((lg && level != PAR_GANG) || (lw && level == PAR_VECTOR))
        error_at(ld->loc, "a '%s' loop is not allowed in a routine %s: its loops may use only its own level "
                 "and those inside it", lname, level == PAR_WORKER ? "worker" : level == PAR_VECTOR ? "vector" : "seq");
    Loop *q = in_loops(r->vloops, l->start);
    if (q && (lg || lw || lv) && !dir_find(ld, CL_SEQ)) {
        bool qg = dir_find(q->dir, CL_GANG), qw = dir_find(q->dir, CL_WORKER), qv = dir_find(q->dir, CL_VECTOR);
        unsigned inner = qv || (!qg && !qw && level == PAR_VECTOR) ? PAR_VECTOR
                         : qw || (!qg && level == PAR_WORKER) ? PAR_WORKER : PAR_GANG;
        unsigned outer = lg ? PAR_GANG : lw ? PAR_WORKER : PAR_VECTOR;
        if (outer <= inner)
            error_at(ld->loc, "a '%s' loop cannot be inside the %s loop at line %d: a loop's level must be "
                     "inside those of the loops around it (gang, then worker, then vector)", lname,
                     inner == PAR_VECTOR ? "vector" : inner == PAR_WORKER ? "worker" : "gang", q->line);
    }
    if (dir_find(ld, CL_SEQ) || q) return NULL;
    /* the threads its iterations are spread over (emit_cuda.c,
       routine_copies): a gang loop (or one with no level in a
       routine gang), every thread of every gang; a worker or
       vector loop of a routine gang or worker, the threads of the
       calling gang; a routine vector's loop, the caller's lanes */
    l->par = lg || (level == PAR_GANG && !lw && !lv) ? PAR_GANG | PAR_WORKER | PAR_VECTOR
             : level == PAR_VECTOR ? PAR_VECTOR : PAR_WORKER | PAR_VECTOR;
    const char *nest = l->canonical && !l->exit_at ? routine_nest(cx, l, f) : NULL;
    const char *why = !l->canonical || l->exit_at ? l->why_seq
                      : nest ? nest
                      : lg && level != PAR_GANG ? "a gang loop in a routine that is not gang"
                      : lw && level == PAR_VECTOR ? "a worker loop in a routine vector"
                      : routine_reduction_unsafe(cx, l, fn);
    if (!why) return l;
    if (!r->why_seq) r->why_seq = arena_printf(u->arena, "the loop at line %d: %s", l->line, why);
    return NULL;
}

/* The compute construct that holds offset at (computes: in text order,
 * their statements apart), or NULL. */
static Node *compute_at(Node **computes, int n, size_t at)
{
    int lo = 0, hi = n;
    while (lo < hi) {           /* the last one starting at or before at */
        int mid = (lo + hi) / 2;
        if (computes[mid]->stmt_start <= at) lo = mid + 1;
        else hi = mid;
    }
    return lo && at < computes[lo - 1]->stmt_end ? computes[lo - 1] : NULL;
}

/* The atomic nodes, or the compute constructs with a statement, in text
 * order. */
static Node **nodes_of(Unit *u, bool atomic, int *count)
{
    int n = 0;
    for (Node *nd = u->nodes; nd; nd = nd->next) n++;
    Node **v = malloc(sizeof *v * (size_t)(n ? n : 1));
    n = 0;
    for (Node *nd = u->nodes; nd; nd = nd->next)
        if (atomic ? nd->dir->kind == DIR_ATOMIC : nd->kind == N_COMPUTE && nd->stmt_end > nd->stmt_start)
            v[n++] = nd;
    *count = n;
    return v;
}

/* Call c (node i) of routine r: a statement of its own, an initialiser or
 * an assignment of a scalar of the compute construct nd (an RCall); else r
 * keeps its loops sequential. */
static void routine_call(Ctx *cx, Routine *r, Node *nd, int i)
{
    Unit *u = cx->u;
    CNode *c = &cx->n[i];
    int p = fe_up(cx, i), stmt = i;
    bool ok = fe_stmt_in(cx, p, i);
    if (!ok && p >= 0
        && (cx->n[p].kind == CXCursor_BinaryOperator || cx->n[p].kind == CXCursor_CompoundAssignOperator)
        && cx->n[p].last >= 0 && fe_child_toward(cx, p, i) == cx->n[p].last) {
        int q = fe_up(cx, p);
        ok = q >= 0 && cx->n[q].kind == CXCursor_CompoundStmt && fe_assigns_local(cx, nd, p);
        stmt = p;
    }
    if (!ok && p >= 0 && cx->n[p].kind == CXCursor_VarDecl) ok = true;
    if (!ok) {
        r->why_seq = arena_printf(u->arena, "its call at line %d is not a statement, an initialiser or an "
                                            "assignment to a variable of the construct", unit_pos(u, c->start).line);
        return;
    }
    RCall *rc = arena_alloc(u->arena, sizeof *rc);
    *rc = (RCall){.nd = nd, .at = c->start, .next = r->calls};
    int callee = cx_unwrap(cx, true, c->first);     /* the name, (name) too; no pointer */
    if (callee >= 0 && cx->n[callee].kind == CXCursor_DeclRefExpr) {
        rc->name_at = cx->n[callee].start;
        rc->name_end = cx->n[callee].end;
    }
    r->calls = rc;
    for (Store *st = nd->stores; st; st = st->next)       /* local = gang_f(...) stores too */
        if (st->start == cx->n[stmt].start) st->vcall = r;
}

/* The calls in compute constructs of the routines with partitioned loops
 * (in a function: that thread runs the first copy, whole), in one pass. */
static void routine_calls(Ctx *cx, const RoutineMap *m)
{
    int ncomp;
    Node **computes = nodes_of(cx->u, false, &ncomp);
    for (int i = 0; i < cx->nn && ncomp; i++) {
        CNode *c = &cx->n[i];
        if (c->kind != CXCursor_CallExpr) continue;
        Routine *r = map_routine(m, cx_str(cx->u->arena, clang_getCursorSpelling(c->c)), NULL);
        if (!r || !r->vloops || r->why_seq) continue;
        Node *nd = compute_at(computes, ncomp, c->start);
        if (nd) routine_call(cx, r, nd, i);
    }
    free(computes);
}

/* Routine r (of level level, defined at node fn): its loop directives
 * (dirs in text order) and why its code outside them cannot run on every
 * thread that calls it (atomics: the atomic nodes, in text order). */
static void routine_body(Ctx *cx, Routine *r, int fn, RawDir *dirs, int ndirs, Node **atomics, int natomics)
{
    Unit *u = cx->u;
    CNode *body = &cx->n[cx->n[fn].last];
    r->line = unit_pos(u, cx->n[fn].start).line;
    r->name_at = fe_offset_of(clang_getCursorLocation(cx->n[fn].c));
    Loop **tail = &r->vloops;
    for (int d = fe_first_dir(dirs, ndirs, body->start); d < ndirs && dirs[d].start < body->end; d++) {
        if (dirs[d].dir->kind != DIR_LOOP) continue;
        Loop *l = routine_loop(cx, r, &dirs[d], r->level, fn);
        if (!l) continue;
        *tail = l;
        tail = &l->next;
    }
    if (!r->vloops) return;
    int lo = 0, hi = natomics;
    while (lo < hi) {           /* the first atomic in the body */
        int mid = (lo + hi) / 2;
        if (atomics[mid]->pragma_start < body->start) lo = mid + 1;
        else hi = mid;
    }
    for (int k = lo; k < natomics && atomics[k]->pragma_start < body->end && !r->why_seq; k++)
        if (!in_loops(r->vloops, atomics[k]->pragma_start))    /* it would run on every lane */
            r->why_seq = arena_printf(u->arena, "an atomic at line %d, outside its loops",
                                      unit_pos(u, atomics[k]->pragma_start).line);
    if (!r->why_seq) r->why_seq = vector_single_unsafe(cx, r, body->start, body->end);
}

void fe_routine_loops(Ctx *cx, RawDir *dirs, int ndirs)
{
    Unit *u = cx->u;
    int n = 0;
    for (Routine *r = u->routines; r; r = r->next) {
        Directive *rd = r->dir;
        unsigned level = dir_find(rd, CL_GANG) ? PAR_GANG : dir_find(rd, CL_WORKER) ? PAR_WORKER
                         : dir_find(rd, CL_VECTOR) ? PAR_VECTOR : 0;
        if (!level || dir_find(rd, CL_BIND)) continue;
        r->level = level;
        n++;
    }
    if (!n) return;
    RoutineMap m = routine_map(cx, n);
    int natomics;
    Node **atomics = nodes_of(u, true, &natomics);
    for (Routine *r = u->routines; r; r = r->next) {
        int fn;
        if (r->level && map_routine(&m, r->name, &fn) == r && fn >= 0)
            routine_body(cx, r, fn, dirs, ndirs, atomics, natomics);
    }
    routine_calls(cx, &m);
    free(atomics);
    free(m.slot);
}
