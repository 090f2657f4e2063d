/* fe_pacc.c: #pragma pacc (docs/pacc.md) in the front end.  Each pipeline
 * gets its Pacc from what libclang knows: its time loop, the type of each
 * array it names, the host statements of the loop's body that every chunk
 * replays.  Each pacc loop nest gets its OpenACC meaning: the outermost loop
 * becomes 'parallel loop gang [collapse(2)] present(<the arrays' rows>)',
 * the inner ones 'loop' (dim(1): 'loop vector'), so analysis, the split plan
 * and both emitters see an ordinary compute construct (Node.pacc marks it). */
#include "gangway.h"
#include "frontend.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A pacc loop directive and its for statement. */
typedef struct PLoop {
    RawDir *r;
    bool acc;                   /* a compute construct of a data pipeline */
    int stmt;                   /* its for statement, or -1 */
    int parent;                 /* the pacc loop around it (index), or -1 */
    Pacc *pipe;
    int dim;
} PLoop;

static int clause_dim(const Directive *d)
{
    Clause *c = dir_find(d, CL_DIM);
    return c && c->nexprs && c->exprs[0].facts.is_const ? (int)c->exprs[0].facts.value : 0;
}

/* The for statement directly after directive r, or -1 (reported). */
static int for_after(Ctx *cx, RawDir *r, const char *what)
{
    int s = fe_stmt_after(cx, r->end);
    if (s >= 0 && !fe_follows_directly(cx->u, r->end, cx->n[s].start)) s = -1;
    if (s < 0 || cx->n[s].kind != CXCursor_ForStmt) {
        error_at(r->dir->loc, "'%s' must be followed by a 'for' loop%s", dir_name(r->dir->kind), what);
        return -1;
    }
    return s;
}

/* Array levels of t (canonical): an array counts 1 a level, a pointer 1 plus
 * its pointee's array levels; *bad says what cannot be a pipeline's array. */
static int type_rank(CXType t, const char **bad)
{
    int rank = 0;
    t = clang_getCanonicalType(t);
    if (t.kind == CXType_Pointer) {
        t = clang_getCanonicalType(clang_getPointeeType(t));
        rank = 1;
    }
    while (t.kind == CXType_ConstantArray || t.kind == CXType_VariableArray || t.kind == CXType_IncompleteArray
           || t.kind == CXType_DependentSizedArray) {
        rank++;
        t = clang_getCanonicalType(clang_getArrayElementType(t));
    }
    if (!rank) *bad = "it is not an array or a pointer";
    else if (t.kind == CXType_Pointer) *bad = "its rows are not contiguous (an array of pointers, or a pointer to pointers)";
    else if (t.kind == CXType_FunctionProto || t.kind == CXType_FunctionNoProto || t.kind == CXType_Void)
        *bad = "it does not point to data of a known size";
    return rank;
}

/* Is name an enumeration constant or a function of the file? */
static bool names_constant_or_function(Ctx *cx, const char *name)
{
    for (int i = 0; i < cx->nn; i++) {
        if (cx->n[i].kind != CXCursor_EnumConstantDecl && cx->n[i].kind != CXCursor_FunctionDecl) continue;
        CXString s = clang_getCursorSpelling(cx->n[i].c);
        bool same = !strcmp(clang_getCString(s), name);
        clang_disposeString(s);
        if (same) return true;
    }
    return false;
}

/* gcc does not macro-expand '#pragma pacc' lines, so a name in one must be
 * the program's own: a variable, an enumeration constant or a function. */
static void check_expr_names(Ctx *cx, const Directive *d, const Expr *e, size_t at)
{
    for (int i = 0; i < e->facts.nnames; i++) {
        const char *n = e->facts.names[i];
        if (fe_visible_decl(cx, n, at) >= 0 || names_constant_or_function(cx, n)) continue;
        Loc l = d->loc;
        l.col = e->col;
        error_at(l, "'%s' is not declared here; '#pragma pacc' lines are not macro-expanded (gcc expands only "
                 "'#pragma acc'): use a variable or an enumeration constant", n);
    }
}

/* The rank of the array item `it` of pipeline directive r names, or -1
 * (reported, unless fe_check_clause_names said it is not declared). */
static int item_rank(Ctx *cx, RawDir *r, const VarItem *it, const char *what)
{
    int decl = fe_visible_decl(cx, it->base, r->start);
    if (decl < 0) return -1;
    const char *bad = NULL;
    int rank = type_rank(clang_getCursorType(cx->n[decl].c), &bad);
    if (!bad) return rank;
    Loc at = r->dir->loc;
    at.col = it->col;
    error_at(at, "'%s' cannot be an array of %s: %s", it->base, what, bad);
    return -1;
}

static void bind_arrays(Ctx *cx, RawDir *r, Pacc *p)
{
    Unit *u = cx->u;
    int n = 0;
    for (Clause *c = r->dir->clauses; c; c = c->next)
        if (c->kind == CL_TARGETIN || c->kind == CL_TARGETINOUT) n += c->nvars;
    p->arrays = arena_alloc(u->arena, sizeof *p->arrays * (n ? n : 1));
    for (Clause *c = r->dir->clauses; c; c = c->next) {
        if (c->kind != CL_TARGETIN && c->kind != CL_TARGETINOUT) continue;
        for (int i = 0; i < c->nvars; i++) {
            VarItem *it = &c->vars[i];
            Loc at = r->dir->loc;
            at.col = it->col;
            int rank = item_rank(cx, r, it, "a pacc pipeline");
            if (rank < 0) continue;
            PaccArray *a = &p->arrays[p->narr++];
            *a = (PaccArray){it->base, c->kind == CL_TARGETINOUT, PACC_ROWS, it->col, NULL, NULL};
            if (rank == p->rank) continue;
            if (rank == 1 && p->rank == 2) {
                a->layout = PACC_FLAT;
                continue;
            }
            if (rank == 1 && p->rank > 2)
                error_at(at, "'%s' is a flat pointer, but 'size' gives %d ranges; declare it as a pointer to rows, "
                         "'T (*%s)[n1]...[n%d]', and subscript it once a dimension (%s[z][y][x])", it->base, p->rank,
                         it->base, p->rank - 1, it->base);
            else
                error_at(at, "'%s' has %d dimension%s but 'size' gives %d range%s", it->base, rank,
                         rank == 1 ? "" : "s", p->rank, p->rank == 1 ? "" : "s");
        }
    }
}

/* 'data copy(...) copyin(...) pipeline': the OpenACC form.  copy names the
 * arrays read and written, copyin those only read; each by its rows,
 * p[lo:n] (a C array may be named whole), the same rows for all. */
static void data_arrays(Ctx *cx, RawDir *r, Pacc *p)
{
    Unit *u = cx->u;
    int n = 0;
    if (dir_find(r->dir, CL_IF))
        error_at(r->dir->loc, "a data pipeline cannot take an 'if' clause; its loop runs in chunks or in core as "
                 "the device memory decides");
    for (Clause *c = r->dir->clauses; c; c = c->next) {
        if (c->kind == CL_COPY || c->kind == CL_COPYIN) n += c->nvars;
        else if (clause_map_kind(c->kind) != MAP_NONE && c->nvars) {
            Loc at = r->dir->loc;
            at.col = c->col;
            error_at(at, "'%s' cannot name the arrays of a data pipeline: they move in 'copy' (read and written) "
                     "or 'copyin' (read only)", clause_name(c->kind));
        }
    }
    p->arrays = arena_alloc(u->arena, sizeof *p->arrays * (n ? n : 1));
    p->size = arena_alloc(u->arena, sizeof *p->size);
    p->size->kind = CL_SIZE;
    p->size->nexprs = 2;
    p->size->exprs = arena_alloc(u->arena, 2 * sizeof(Expr));
    const VarItem *first = NULL;
    for (Clause *c = r->dir->clauses; c; c = c->next) {
        if (c->kind != CL_COPY && c->kind != CL_COPYIN) continue;
        for (int i = 0; i < c->nvars; i++) {
            VarItem *it = &c->vars[i];
            Loc at = r->dir->loc;
            at.col = it->col;
            int rank = item_rank(cx, r, it, "a data pipeline");
            if (rank < 0) continue;
            Subscript *s0 = it->nsub ? &it->subs[0] : NULL;
            const char *lo = s0 && s0->lb ? s0->lb : "0";
            const char *len = s0 ? s0->len : it->array_len ? arena_printf(u->arena, "%lld", it->array_len) : NULL;
            if (!len || (s0 && s0->is_index)) {
                error_at(at, "'%s' in a data pipeline needs its rows, as '%s[lo:n]'", it->base, it->base);
                continue;
            }
            if (!first) {
                first = it;
                p->rank = rank;
                p->size->exprs[0] = (Expr){(char *)lo, it->col, s0 ? s0->lb_facts : (ExprFacts){0}};
                p->size->exprs[1] = (Expr){(char *)len, it->col, s0 ? s0->len_facts : (ExprFacts){0}};
                if (!s0) {
                    p->size->exprs[0].facts.is_const = p->size->exprs[1].facts.is_const = true;
                    p->size->exprs[1].facts.value = it->array_len;
                }
            } else if (strcmp(lo, p->size->exprs[0].text) || strcmp(len, p->size->exprs[1].text)) {
                error_at(at, "the arrays of a data pipeline must have the same rows: '%s' has [%s:%s], '%s' [%s:%s]",
                         it->base, lo, len, first->base, p->size->exprs[0].text, p->size->exprs[1].text);
                continue;
            } else if (rank != p->rank) {
                error_at(at, "the arrays of a data pipeline must have as many dimensions: '%s' has %d, '%s' %d",
                         it->base, rank, first->base, p->rank);
                continue;
            }
            p->arrays[p->narr++] = (PaccArray){it->base, c->kind == CL_COPY, PACC_ROWS, it->col, NULL, NULL};
        }
    }
}

/* The pipeline directive r opens, or NULL (reported): then failed[] is the
 * statement after it, whose pacc loops are not reported again. */
static Pacc *new_pipeline(Ctx *cx, RawDir *r, int id, size_t failed[2])
{
    Unit *u = cx->u;
    int after = fe_stmt_after(cx, r->end);
    failed[0] = failed[1] = 0;
    if (after >= 0) failed[0] = cx->n[after].start, failed[1] = cx->n[after].end;
    int s = for_after(cx, r, " (its time loop)");
    if (s < 0) return NULL;
    Pacc *p = arena_alloc(u->arena, sizeof *p);
    p->id = id;
    p->dir = r->dir;
    p->time = fe_new_loop(cx, s);
    if (!p->time->canonical) {
        error_at(unit_loc(u, p->time->start), "the time loop of a %s must be a counted loop: %s",
                 r->dir->kind == DIR_DATA ? "data pipeline" : "'pacc pipeline'",
                 p->time->why_seq ? p->time->why_seq : "its header could not be read");
        return NULL;
    }
    p->async = dir_find(r->dir, CL_ASYNC) != NULL;
    if (r->dir->kind == DIR_DATA) {
        data_arrays(cx, r, p);
        return p;
    }
    p->size = dir_find(r->dir, CL_SIZE);
    p->halo = dir_find(r->dir, CL_HALO);
    p->rank = p->size ? p->size->nexprs / 2 : 0;
    Clause *c = dir_find(r->dir, CL_CHUNKS);
    p->chunks = c && c->nexprs ? &c->exprs[0] : NULL;
    c = dir_find(r->dir, CL_DEPTH);
    p->depth = c && c->nexprs ? &c->exprs[0] : NULL;
    for (Clause *k = r->dir->clauses; k; k = k->next)
        if (k->kind == CL_SIZE || k->kind == CL_HALO || k->kind == CL_CHUNKS || k->kind == CL_DEPTH)
            for (int i = 0; i < k->nexprs; i++) check_expr_names(cx, r->dir, &k->exprs[i], r->start);
    bind_arrays(cx, r, p);
    return p;
}

static PaccArray *pacc_array(Pacc *p, const char *name)
{
    for (int i = 0; i < p->narr; i++)
        if (!strcmp(p->arrays[i].name, name)) return &p->arrays[i];
    return NULL;
}

/* The OpenACC meaning of pacc loop l (docs/pacc-step3.md section 2.6). */
static Directive *meaning(Ctx *cx, PLoop *l, bool collapse)
{
    Unit *u = cx->u;
    Pacc *p = l->pipe;
    Buf b;
    buf_init(&b);
    if (l->parent >= 0) {
        buf_puts(&b, l->dim == 1 ? "#pragma acc loop vector" : "#pragma acc loop");
    } else {
        buf_printf(&b, "#pragma acc parallel loop gang%s%s", l->dim == 1 ? " vector" : "",
                   collapse ? " collapse(2)" : "");
        buf_puts(&b, " present(");
        Expr *lo = &p->size->exprs[0], *len = &p->size->exprs[1];
        for (int i = 0; i < p->narr; i++) {
            PaccArray *a = &p->arrays[i];
            if (a->layout == PACC_ROWS)
                buf_printf(&b, "%s%s[(%s):(%s)]", i ? ", " : "", a->name, lo->text, len->text);
            else
                buf_printf(&b, "%s%s[(%s)*(%s):(%s)*(%s)]", i ? ", " : "", a->name, lo->text,
                           p->size->exprs[3].text, len->text, p->size->exprs[3].text);
        }
        buf_puts(&b, ")");
    }
    Directive *d = dir_parse(u->arena, buf_cstr(&b), l->r->dir->loc);
    buf_release(&b);
    if (!d) return NULL;
    d->origin = l->r->dir;
    return d;
}

/* Is the for statement fi a tight nest's outer loop whose only statement is
 * the for statement of pacc loop `inner`? */
static bool only_child_loop(Ctx *cx, int fi, int inner)
{
    int body = cx->n[fi].last;
    if (body == inner) return true;
    if (cx->n[body].kind != CXCursor_CompoundStmt) return false;
    int only = -1;
    for (int c = cx->n[body].first; c >= 0; c = cx->n[c].next) {
        if (cx->n[c].kind == CXCursor_NullStmt) continue;
        if (only >= 0) return false;
        only = c;
    }
    return only == inner;
}

static void saved_var(Ctx *cx, Pacc *p, const char *name)
{
    for (PaccSaved *s = p->saved; s; s = s->next)
        if (!strcmp(s->name, name)) return;
    PaccSaved *s = arena_alloc(cx->u->arena, sizeof *s);
    s->name = name;
    PaccSaved **t = &p->saved;
    while (*t) t = &(*t)->next;
    *t = s;
}

static int past_parens(Ctx *cx, int i)
{
    while (i >= 0 && (cx->n[i].kind == CXCursor_ParenExpr || cx->n[i].kind == CXCursor_UnexposedExpr)
           && cx->n[i].first >= 0 && cx->n[i].first == cx->n[i].last)
        i = cx->n[i].first;
    return i;
}

static const char *host_rule = "each chunk replays the time loop's host statements, so they may only assign "
                               "variables";

/* Node i of a host statement: does it do what a replay may not (read a
 * pipeline array, call, jump, take an address)?  Reported. */
static bool host_effect(Ctx *cx, Pacc *p, int i)
{
    Unit *u = cx->u;
    CNode *c = &cx->n[i];
    if (c->kind == CXCursor_ArraySubscriptExpr
        || (c->kind == CXCursor_UnaryOperator && clang_getCursorUnaryOperatorKind(c->c) == CXUnaryOperator_Deref)) {
        int b = c->first;               /* the base's variable, through subscripts */
        while (b >= 0 && cx->n[b].kind != CXCursor_DeclRefExpr) b = cx->n[b].first;
        char *bn = b >= 0 ? cx_str(u->arena, clang_getCursorSpelling(clang_getCursorReferenced(cx->n[b].c))) : NULL;
        if (bn && pacc_array(p, bn)) {
            error_at(unit_loc(u, c->start), "a host statement in a pipeline's time loop reads '%s'; the pipeline's "
                     "arrays are on the device, a chunk at a time, and %s", fe_node_text(cx, i), host_rule);
            return true;
        }
    }
    switch (c->kind) {
    case CXCursor_CallExpr:
        error_at(unit_loc(u, c->start), "a host statement in a pipeline's time loop calls '%s'; %s: call it before "
                 "or after the loop", cx_str(u->arena, clang_getCursorSpelling(c->c)), host_rule);
        return true;
    case CXCursor_StmtExpr: case CXCursor_GCCAsmStmt:
    case CXCursor_WhileStmt: case CXCursor_DoStmt: case CXCursor_ForStmt: case CXCursor_GotoStmt:
    case CXCursor_ReturnStmt: case CXCursor_BreakStmt: case CXCursor_ContinueStmt: case CXCursor_SwitchStmt:
    case CXCursor_IndirectGotoStmt: case CXCursor_LabelStmt:
        error_at(unit_loc(u, c->start), "only loop nests and assignments of variables may stand in a pipeline's "
                 "time loop; %s", host_rule);
        return true;
    case CXCursor_UnaryOperator:
        if (clang_getCursorUnaryOperatorKind(c->c) != CXUnaryOperator_AddrOf) return false;
        error_at(unit_loc(u, c->start), "a host statement in a pipeline's time loop takes an address; %s",
                 host_rule);
        return true;
    default:
        return false;
    }
}

/* The variable node i assigns (a declaration, =, op=, ++, --): 1 with *decl
 * and *target (its reference, or -1), 0 none, -1 memory written (reported). */
static int assigned(Ctx *cx, int i, CXCursor *decl, int *target)
{
    CNode *c = &cx->n[i];
    *target = -1;
    if (c->kind == CXCursor_VarDecl) {
        *decl = c->c;
        return 1;
    }
    if (c->kind == CXCursor_CompoundAssignOperator
        || (c->kind == CXCursor_BinaryOperator && clang_getCursorBinaryOperatorKind(c->c) == CXBinaryOperator_Assign))
        *target = c->first;
    if (c->kind == CXCursor_UnaryOperator) {
        enum CXUnaryOperatorKind k = clang_getCursorUnaryOperatorKind(c->c);
        if (k == CXUnaryOperator_PostInc || k == CXUnaryOperator_PostDec || k == CXUnaryOperator_PreInc
            || k == CXUnaryOperator_PreDec)
            *target = c->first;
    }
    if (*target < 0) return 0;
    int t = past_parens(cx, *target);
    if (t < 0 || cx->n[t].kind != CXCursor_DeclRefExpr) {
        error_at(unit_loc(cx->u, c->start), "a host statement in a pipeline's time loop writes '%s'; %s, not memory",
                 fe_node_text(cx, t >= 0 ? t : i), host_rule);
        return -1;
    }
    *target = t;
    *decl = clang_getCursorReferenced(cx->n[t].c);
    return 1;
}

/* Node i assigns variable decl: a targetin array may not move, nor a pointer
 * take a targetin array's place (its rows would be written); a variable
 * from outside the body is saved for the replays.  false: reported. */
static bool assignment_ok(Ctx *cx, Pacc *p, int i, CXCursor decl, int target)
{
    Unit *u = cx->u;
    CNode *c = &cx->n[i];
    char *name = cx_str(u->arena, clang_getCursorSpelling(decl));
    PaccArray *a = pacc_array(p, name);
    if (a && !a->inout) {
        Loc l = p->dir->loc;
        l.col = a->col;
        error_at(unit_loc(u, c->start), "'%s' is assigned in the time loop, so the arrays it points to are "
                 "written: list it in 'targetinout'", name);
        note_at(l, "'%s' is listed in 'targetin' here", name);
        return false;
    }
    bool pointer = clang_getCanonicalType(clang_getCursorType(decl)).kind == CXType_Pointer;
    for (int j = i + 1; pointer && j < cx->nn && cx->n[j].start < c->end; j++) {
        if (cx->n[j].kind != CXCursor_DeclRefExpr || j == target) continue;
        char *rn = cx_str(u->arena, clang_getCursorSpelling(clang_getCursorReferenced(cx->n[j].c)));
        PaccArray *ra = pacc_array(p, rn);
        if (!ra || ra->inout) continue;
        Loc l = p->dir->loc;
        l.col = ra->col;
        error_at(unit_loc(u, cx->n[j].start), "'%s' takes the place of '%s' in the time loop; the arrays of a "
                 "rotation are written: list '%s' in 'targetinout'", name, rn, rn);
        note_at(l, "'%s' is listed in 'targetin' here", rn);
        return false;
    }
    Loop *t = p->time;
    if (c->kind != CXCursor_VarDecl && !fe_decl_inside(cx, decl, t->body_start, t->body_end) && strcmp(name, t->var))
        saved_var(cx, p, name);
    return true;
}

/* A host statement of the time loop's body: no calls, no writes but of
 * whole variables; variables from outside the body that it assigns are
 * saved at the pipeline's start and restored for each chunk. */
static void check_host_stmt(Ctx *cx, Pacc *p, int st)
{
    for (int i = st; i < cx->nn && cx->n[i].start < cx->n[st].end; i++) {
        if (cx->n[i].start < cx->n[st].start) continue;
        if (host_effect(cx, p, i)) return;
        CXCursor decl;
        int target, w = assigned(cx, i, &decl, &target);
        if (w < 0 || (w > 0 && !assignment_ok(cx, p, i, decl, target))) return;
    }
}

/* The statements of pipeline p's time loop body: pacc loop nests (tops) and
 * host statements only. */
static void check_body(Ctx *cx, Pacc *p, PLoop *loops, int nloops, RawDir *dirs, int ndirs)
{
    Loop *t = p->time;
    int body = -1;
    FeSpan sp = fe_span(cx, t->start, t->start + 1);
    for (int i = sp.from; i < sp.to && body < 0; i++)
        if (cx->n[i].kind == CXCursor_ForStmt && cx->n[i].start == t->start) body = cx->n[i].last;
    if (body < 0) return;
    bool acc = p->dir->kind == DIR_DATA;
    for (int d = fe_first_dir(dirs, ndirs, t->body_start); d < ndirs && dirs[d].start < t->body_end; d++) {
        RawDir *r = &dirs[d];
        if (r->dir->kind == DIR_PACC_LOOP || r->dir->origin || r->pacc || r->used) continue;
        bool inside = false;            /* a data pipeline's nests keep their own loop directives */
        for (int k = 0; k < nloops && acc; k++)
            inside |= loops[k].acc && loops[k].pipe == p && r->start > cx->n[loops[k].stmt].start
                      && r->start < cx->n[loops[k].stmt].end;
        if (inside) continue;
        error_at(r->dir->loc, "'%s' cannot stand in a %s time loop; only %s nests run there", dir_name(r->dir->kind),
                 acc ? "data pipeline's" : "'pacc pipeline'", acc ? "compute construct" : "'pacc loop'");
        r->used = true;
    }
    int first = cx->n[body].kind == CXCursor_CompoundStmt ? cx->n[body].first : body;
    for (int s = first; s >= 0; s = s == body ? -1 : cx->n[s].next) {
        CNode *c = &cx->n[s];
        if (c->kind == CXCursor_NullStmt) continue;
        bool nest = false;
        for (int k = 0; k < nloops && !nest; k++) nest = loops[k].stmt == s && loops[k].parent < 0;
        if (nest) {
            p->nests++;
            continue;
        }
        for (int k = 0; k < nloops; k++)
            if (loops[k].pipe == p && loops[k].r->start >= c->start && loops[k].r->start < c->end) {
                error_at(loops[k].r->dir->loc, "a 'pacc loop' nest must be a statement of its pipeline's time "
                         "loop, not inside another statement");
                return;
            }
        check_host_stmt(cx, p, s);
    }
    if (!p->nests)
        error_at(p->dir->loc, "this pipeline's time loop has no %s", acc ? "compute construct" : "'pacc loop' nest");
}

/* What fe_pacc_bind works on. */
typedef struct PaccBind {
    Ctx *cx;
    RawDir *dirs;
    int ndirs;
    PLoop *loops;               /* pacc loops, and the nests of data pipelines */
    int nloops;
    Pacc **pipes;
    int npipes;
    size_t (*failed)[2];        /* the statements of pipelines that could not be made */
    int nfailed;
    size_t end;                 /* the greatest end of a time loop so far */
    bool nested;                /* a pipeline stands in another one's time loop */
} PaccBind;

static int ploop_cmp(const void *a, const void *b)
{
    const PLoop *x = a, *y = b;
    if (x->r->start != y->r->start) return x->r->start < y->r->start ? -1 : 1;
    return (x->pipe ? x->pipe->id : 0) - (y->pipe ? y->pipe->id : 0);
}

/* The first loop (b->loops: in text order) whose directive starts at or
 * after off. */
static int loops_from(PaccBind *b, size_t off)
{
    int lo = 0, hi = b->nloops;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (b->loops[mid].r->start < off) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

/* The innermost pipeline whose time loop's body holds off (pipes: in text
 * order), or NULL. */
static Pacc *pipe_at(PaccBind *b, size_t off)
{
    int lo = 0, hi = b->npipes;
    while (lo < hi) {           /* the last whose body starts before off */
        int mid = (lo + hi) / 2;
        if (b->pipes[mid]->time->body_start < off) lo = mid + 1;
        else hi = mid;
    }
    for (int k = lo - 1; k >= 0; k--)   /* nested pipelines (an error) go further back */
        if (off < b->pipes[k]->time->body_end) return b->pipes[k];
        else if (k == lo - 1 && !b->nested) return NULL;
    return NULL;
}

static void find_pipelines(PaccBind *b)
{
    for (int d = 0; d < b->ndirs; d++) {
        RawDir *r = &b->dirs[d];
        if (r->dir->kind == DIR_PACC_PIPELINE || (r->dir->kind == DIR_DATA && dir_find(r->dir, CL_PIPELINE))) {
            Pacc *p = new_pipeline(b->cx, r, b->npipes + 1, b->failed[b->nfailed]);
            if (!p) {
                r->used = true;
                b->nfailed++;
                continue;
            }
            for (int k = 0; k < b->npipes && p->time->start < b->end; k++)      /* b->end: rarely */
                if (p->time->start > b->pipes[k]->time->start && p->time->start < b->pipes[k]->time->end) {
                    error_at(r->dir->loc, "a pipeline cannot stand in another one's time loop");
                    b->nested = true;
                }
            if (p->time->end > b->end) b->end = p->time->end;
            r->pacc = b->pipes[b->npipes++] = p;
        } else if (r->dir->kind == DIR_PACC_LOOP) {
            b->loops[b->nloops++] = (PLoop){r, false, for_after(b->cx, r, ""), -1, NULL, clause_dim(r->dir)};
        }
    }
}

/* A data pipeline's nests: the compute constructs of its time loop. */
static void data_nests(PaccBind *b)
{
    Ctx *cx = b->cx;
    for (int d = 0; d < b->ndirs; d++) {
        RawDir *r = &b->dirs[d];
        if (!dir_is_compute(r->dir->kind) || !pipe_at(b, r->start + 1)) continue;
        for (int k = 0; k < b->npipes; k++) {
            Pacc *p = b->pipes[k];
            if (p->dir->kind != DIR_DATA || r->start < p->time->body_start || r->start >= p->time->body_end)
                continue;
            int st = fe_stmt_after(cx, r->end);
            if (st < 0 || cx->n[st].kind != CXCursor_ForStmt || !dir_is_combined(r->dir->kind)) {
                error_at(r->dir->loc, "the compute constructs of a data pipeline's time loop must be loop nests, "
                         "'parallel loop' or 'kernels loop'");
                r->used = true;         /* its statement stays a nest: nothing more said of it */
                if (st < 0) continue;
            } else {
                r->pacc = p;
            }
            b->loops[b->nloops++] = (PLoop){r, true, st, -1, p, 0};
        }
    }
}

/* Each pacc loop's pipeline and the pacc loop around it: the nearest one
 * before it in the same pipeline whose statement holds it. */
static void place_loops(PaccBind *b)
{
    Ctx *cx = b->cx;
    qsort(b->loops, (size_t)b->nloops, sizeof *b->loops, ploop_cmp);
    for (int i = 0; i < b->nloops; i++) {
        PLoop *l = &b->loops[i];
        if (l->acc) continue;
        l->pipe = pipe_at(b, l->r->start);
        size_t from = l->pipe ? l->pipe->time->body_start : 0;
        for (int k = i - 1; k >= 0 && b->loops[k].r->start >= from && l->parent < 0; k--) {
            int st = b->loops[k].stmt;
            if (st >= 0 && !b->loops[k].acc && l->r->start >= cx->n[st].start && l->r->start < cx->n[st].end)
                l->parent = k;
        }
    }
}

/* Does pacc loop l stand where it may, with the dim its depth gives? */
static bool loop_placed(PaccBind *b, PLoop *l)
{
    bool in_failed = false;
    for (int k = 0; k < b->nfailed; k++)
        in_failed |= l->r->start >= b->failed[k][0] && l->r->start < b->failed[k][1];
    if (!l->pipe) {
        if (!in_failed) error_at(l->r->dir->loc, "'pacc loop' outside the time loop of a 'pacc pipeline'");
        return false;
    }
    int want = l->parent < 0 ? l->pipe->rank : b->loops[l->parent].dim - 1;
    if (l->dim == want) return true;
    if (l->parent < 0)
        error_at(l->r->dir->loc, "'dim(%d)' on the outermost 'pacc loop' of a pipeline of %d dimensions; it "
                 "runs over the outermost axis: 'dim(%d)'", l->dim, l->pipe->rank, want);
    else if (want < 1)
        error_at(l->r->dir->loc, "'pacc loop' inside a 'dim(1)' loop; the innermost axis has no loops inside");
    else
        error_at(l->r->dir->loc, "'dim(%d)' inside a 'dim(%d)' loop; the next axis in is 'dim(%d)'", l->dim,
                 b->loops[l->parent].dim, want);
    return false;
}

/* Each pacc loop's OpenACC meaning, unless anything about the pipelines was
 * in error (errors: the count before them). */
static void give_meanings(PaccBind *b, int errors)
{
    for (int i = 0; i < b->nloops; i++) {
        PLoop *l = &b->loops[i];
        if (l->acc) continue;
        l->r->used = true;              /* unless it gets its OpenACC meaning */
        if (l->stmt < 0 || !loop_placed(b, l)) continue;
        bool collapse = false;
        if (l->parent < 0 && l->dim >= 3)       /* its children follow it */
            for (int k = i + 1; k < b->nloops && b->loops[k].r->start < b->cx->n[l->stmt].end; k++)
                if (b->loops[k].parent == i && only_child_loop(b->cx, l->stmt, b->loops[k].stmt)) collapse = true;
        if (error_count() > errors) continue;
        Directive *m = meaning(b->cx, l, collapse);
        if (!m) continue;
        l->r->dir = m;
        l->r->used = false;
        if (l->parent < 0) l->r->pacc = l->pipe;
    }
}

void fe_pacc_bind(Ctx *cx, RawDir *dirs, int ndirs)
{
    int errors = error_count();
    PaccBind b = {cx, dirs, ndirs, calloc((size_t)ndirs + 1, sizeof(PLoop)), 0,
              calloc((size_t)ndirs + 1, sizeof(Pacc *)), 0, calloc((size_t)ndirs + 1, sizeof(size_t[2])), 0,
              0, false};
    if (!b.loops || !b.pipes || !b.failed) gw_bug("out of memory");
    find_pipelines(&b);
    data_nests(&b);
    place_loops(&b);
    give_meanings(&b, errors);
    for (int k = 0; k < b.npipes; k++) {       /* with the loops in its time loop's body */
        Loop *t = b.pipes[k]->time;
        int from = loops_from(&b, t->body_start), to = loops_from(&b, t->body_end);
        check_body(cx, b.pipes[k], b.loops + from, to - from, dirs, ndirs);
    }
    free(b.loops);
    free(b.pipes);
    free(b.failed);
}
