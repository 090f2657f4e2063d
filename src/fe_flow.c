/* fe_flow.c: control flow from the AST: jumps out of compute constructs, and where the host waits
 * for a quiet region's kernels (the first statement after it that can see them). Part of the front
 * end: sees libclang (frontend.h). */
#include "gangway.h"
#include "frontend.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Does the jump statement n leave [rs, re)? */
static bool jumps_out(Ctx *cx, int n, size_t rs, size_t re)
{
    CNode *j = &cx->n[n];
    if (j->kind == CXCursor_ReturnStmt) return true;
    if (j->kind == CXCursor_GotoStmt) {
        CXCursor l = clang_getCursorReferenced(j->c);
        size_t at = fe_offset_of(clang_getCursorLocation(l));
        return at < rs || at >= re;
    }
    for (int p = j->parent; p >= 0; p = cx->n[p].parent) {     /* break, continue: their target */
        enum CXCursorKind k = cx->n[p].kind;
        if (k == CXCursor_ForStmt || k == CXCursor_WhileStmt || k == CXCursor_DoStmt
            || (k == CXCursor_SwitchStmt && j->kind == CXCursor_BreakStmt))
            return cx->n[p].start < rs;
    }
    return false;
}

static bool is_jump(enum CXCursorKind k)
{
    return k == CXCursor_ReturnStmt || k == CXCursor_BreakStmt || k == CXCursor_ContinueStmt
           || k == CXCursor_GotoStmt;
}

static const char *jump_word(enum CXCursorKind k)
{
    return k == CXCursor_ReturnStmt ? "return" : k == CXCursor_BreakStmt ? "break"
           : k == CXCursor_ContinueStmt ? "continue" : "goto";
}

/* A compute construct is a structured block (gcc: "invalid branch to/from
 * OpenACC structured block"): no jump leaves it, no goto enters it. */
static void compute_jumps(Ctx *cx, Node *nd)
{
    FeSpan sp = fe_span(cx, nd->stmt_start, nd->stmt_end);
    for (int i = sp.from; i < sp.to; i++) {
        CNode *c = &cx->n[i];
        if (c->start < nd->stmt_start || c->start >= nd->stmt_end || !is_jump(c->kind)
            || !jumps_out(cx, i, nd->stmt_start, nd->stmt_end))
            continue;
        error_at(unit_loc(cx->u, c->start), "'%s' cannot leave the '%s' construct of line %d: a compute "
                 "construct is a structured block", jump_word(c->kind), dir_label(nd->dir), nd->dir->loc.line);
    }
}

/* Where a jump into a construct comes from: a goto's own place, or the
 * switch of a case or default label; -1: not a jump. */
static long long jump_source(Ctx *cx, int i)
{
    enum CXCursorKind k = cx->n[i].kind;
    if (k == CXCursor_GotoStmt) return (long long)cx->n[i].start;
    if (k != CXCursor_CaseStmt && k != CXCursor_DefaultStmt) return -1;
    int p = cx->n[i].parent;
    while (p >= 0 && cx->n[p].kind != CXCursor_SwitchStmt) p = cx->n[p].parent;
    return p >= 0 ? (long long)cx->n[p].start : -1;
}

/* gotos and switches outside a compute construct to labels inside it. */
static void jumps_into_computes(Ctx *cx)
{
    for (int i = 0; i < cx->nn; i++) {
        long long from = jump_source(cx, i);
        if (from < 0) continue;
        bool go = cx->n[i].kind == CXCursor_GotoStmt;
        size_t at = go ? fe_offset_of(clang_getCursorLocation(clang_getCursorReferenced(cx->n[i].c)))
                       : cx->n[i].start;
        for (Node *nd = cx->u->nodes; nd; nd = nd->next)
            if (nd->kind == N_COMPUTE && at >= nd->stmt_start && at < nd->stmt_end
                && ((size_t)from < nd->stmt_start || (size_t)from >= nd->stmt_end))
                error_at(unit_loc(cx->u, cx->n[i].start), "%s cannot enter the '%s' construct of line %d: a "
                         "compute construct is a structured block", go ? "'goto'" : "a 'switch' outside it",
                         dir_label(nd->dir), nd->dir->loc.line);
    }
}

/* Jumps out of data constructs and function-scope declare blocks (and
 * the errors for jumps into and out of compute constructs). */
void fe_collect_jumps(Ctx *cx)
{
    for (Node *nd = cx->u->nodes; nd; nd = nd->next) {
        size_t rs, re;
        if (nd->kind == N_COMPUTE) compute_jumps(cx, nd);
        if (nd->dir->kind == DIR_DATA) rs = nd->stmt_start, re = nd->stmt_end;
        else if (nd->dir->kind == DIR_DECLARE && !nd->file_scope) rs = nd->pragma_end, re = nd->scope_end + 1;
        else continue;
        FeSpan sp = fe_span(cx, rs, re);
        for (int i = sp.from; i < sp.to; i++) {
            CNode *c = &cx->n[i];
            if (c->start < rs || c->start >= re || (nd->dir->kind == DIR_DECLARE && c->start == nd->scope_end))
                continue;
            if (c->kind != CXCursor_ReturnStmt && c->kind != CXCursor_BreakStmt && c->kind != CXCursor_ContinueStmt
                && c->kind != CXCursor_GotoStmt)
                continue;
            if (!jumps_out(cx, i, rs, re)) continue;
            Jump *j = arena_alloc(cx->u->arena, sizeof *j);
            *j = (Jump){c->start, fe_stmt_end(cx->u, c), nd->jumps};
            nd->jumps = j;
        }
    }
    jumps_into_computes(cx);
}

/* ---- where the host waits for a quiet region's kernels ---- */

/* Can the host run statement i while kernels launched before it are still
 * running, without seeing that they are?  It can when i calls nothing that
 * could read a clock, print or reach the runtime (only math functions), reads
 * nothing volatile, runs no asm and does not jump out of itself.  Host
 * memory is not the kernels' (a region that passes raw host addresses never
 * defers, gw_data_enter), and every copy between the two waits in the
 * runtime, so plain loads and stores are safe.  Compute constructs inside i
 * count when they do not speak: their launches keep program order on the
 * device. */
typedef struct Walk Walk;
struct Walk {
    Ctx *cx;
    Node *region;
    SettlePlace *places;
    int depth;                  /* callers followed */
    int budget;                 /* call sites a region's walk may still follow */
    int *fn_nodes, nfn;         /* FunctionDecl definitions, by start */
    int *call_off, *call_n;     /* definition k's call sites: call_n[k] of
                                   calls from call_off[k]; call_off[k] < 0:
                                   not all known (external, address taken) */
    int *calls;
    bool in_callee;             /* host_unseen: a callee's body (returns go
                                   back to the caller) */
    char *state;                /* per definition: 0 not seen yet, 1 being
                                   looked at, 2 its body unseen, 3 not */
    char *unseen;               /* per node, outside callees: 0 not known
                                   yet, 1 stmt_unseen, 2 not */
    int *seen_from;             /* per statement of a block: 0 not known
                                   yet, else 2 + the first of it and its
                                   next siblings that is not stmt_unseen
                                   (1: none) */
};

static bool callee_unseen(Walk *w, CXCursor f);

static bool host_unseen(Walk *w, int i, size_t rs, size_t re)
{
    Ctx *cx = w->cx;
    CNode *c = &cx->n[i];
    if (c->region) return !c->region->speaks;
    switch (c->kind) {
    case CXCursor_CallExpr: {
        CXCursor f = clang_getCursorReferenced(c->c);
        if (clang_getCursorKind(f) != CXCursor_FunctionDecl
            || (!fe_silent_libcall(cx_str(cx->u->arena, clang_getCursorSpelling(f))) && !callee_unseen(w, f)))
            return false;
        break;
    }
    case CXCursor_ReturnStmt: case CXCursor_GotoStmt: case CXCursor_IndirectGotoStmt:
    case CXCursor_BreakStmt: case CXCursor_ContinueStmt:
        if (c->kind == CXCursor_ReturnStmt && w->in_callee) break;
        if (c->kind == CXCursor_IndirectGotoStmt || jumps_out(cx, i, rs, re)) return false;
        break;
    case CXCursor_GCCAsmStmt: case CXCursor_MSAsmStmt:
        return false;
    default:
        if (clang_isExpression(c->kind) && clang_isVolatileQualifiedType(clang_getCursorType(c->c)))
            return false;
        break;
    }
    for (int k = c->first; k >= 0; k = cx->n[k].next)
        if (!host_unseen(w, k, rs, re)) return false;
    return true;
}

/* Outside a callee's body the answer is statement i's alone (callee_unseen
 * keeps its own), the same for every region's walk: kept, so that the walks
 * of many regions past the same statements stay linear. */
static bool stmt_unseen(Walk *w, int i)
{
    Ctx *cx = w->cx;
    if (!w->in_callee && w->unseen[i]) return w->unseen[i] == 1;
    bool r = host_unseen(w, i, cx->n[i].start, fe_stmt_end(cx->u, &cx->n[i]));
    if (!w->in_callee) w->unseen[i] = r ? 1 : 2;
    return r;
}

/* The first of statement y and its next siblings that is not stmt_unseen,
 * or -1 (outside callees; each sibling is looked at once for all walks). */
static int first_seen(Walk *w, int y)
{
    Ctx *cx = w->cx;
    int x = y;
    while (x >= 0 && !w->seen_from[x] && stmt_unseen(w, x)) x = cx->n[x].next;
    int r = x < 0 ? -1 : w->seen_from[x] ? w->seen_from[x] - 2 : x;
    for (int k = y; k != x; k = cx->n[k].next) w->seen_from[k] = r + 2;
    if (x >= 0) w->seen_from[x] = r + 2;
    return r;
}

/* Where statement y begins, before the directives that apply to it (but
 * after standalone ones such as update, whose copies wait by themselves).
 * Those directives follow the region's own, from, in the list (text order). */
static size_t stmt_begin(Ctx *cx, int y, Node *from)
{
    size_t at = cx->n[y].start;
    for (Node *nd = from; nd && nd->pragma_start < cx->n[y].start; nd = nd->next)
        if (nd->kind != N_STANDALONE && nd->stmt_start == cx->n[y].start && nd->pragma_start < at)
            at = nd->pragma_start;
    return at;
}

/* Is statement y a construct's (a directive applies to it)?  Its inside is
 * the construct's: a wait goes before it, never into it. */
static bool construct_stmt(Walk *w, int y)
{
    return stmt_begin(w->cx, y, w->region) != w->cx->n[y].start;
}

static size_t block_end(Ctx *cx, int b)         /* after its last statement */
{
    CNode *c = &cx->n[b];
    return c->last >= 0 ? fe_stmt_end(cx->u, &cx->n[c->last]) : c->end - 1;
}

/* ---- the places a region's quiet kernels are waited for ----
 * From the region's statement outwards: before the first statement after
 * it that could see them (stmt_unseen), on the path out of enclosing
 * blocks, ifs, switches and loops.  A loop whose text could see them is
 * not waited for at the end of each round: the wait goes before each
 * statement inside it that could see them (at its innermost statement that
 * does: a clock read under if (s == 0) waits only when it runs), and the
 * walk goes on past the loop.  Likewise an if whose condition could not see
 * them: the wait goes into the branches that could, and the walk goes on
 * past the if (the way round it), so a time step's print under if (t % 100
 * == 0) waits only in the steps that print.  At the function's closing brace, a static
 * function whose address is never taken passes the wait to its callers: the
 * walk goes on from each call (so a time step's kernels run ahead of the
 * loop that calls it until the clock is read).  No place (a condition, an
 * initialiser): the launch waits. */


static void place_at(Walk *w, size_t at, size_t wrap_end)
{
    for (SettlePlace *p = w->places; p; p = p->next)
        if (p->at == at) return;
    SettlePlace *p = arena_alloc(w->cx->u->arena, sizeof *p);
    *p = (SettlePlace){at, wrap_end, w->places};
    w->places = p;
}

/* Before statement y: braced with it where it is a body without braces. */
static void place_before(Walk *w, int y)
{
    Ctx *cx = w->cx;
    int p = cx->n[y].parent;
    enum CXCursorKind pk = p >= 0 ? cx->n[p].kind : CXCursor_CompoundStmt;
    bool bare = pk != CXCursor_CompoundStmt && pk != CXCursor_LabelStmt && pk != CXCursor_CaseStmt
                && pk != CXCursor_DefaultStmt;
    place_at(w, stmt_begin(cx, y, w->region), bare ? fe_stmt_end(cx->u, &cx->n[y]) : 0);
}

static bool loop_heads_unseen(Walk *w, int loop, int body)
{
    Ctx *cx = w->cx;
    for (int c = cx->n[loop].first; c >= 0; c = cx->n[c].next)
        if (c != body && !stmt_unseen(w, c)) return false;
    return true;
}

static int loop_body(Ctx *cx, int loop)
{
    return cx->n[loop].kind == CXCursor_DoStmt ? cx->n[loop].first : cx->n[loop].last;
}

/* Waits before each statement of y that could see the kernels, innermost. */
static void places_inside(Walk *w, int y)
{
    Ctx *cx = w->cx;
    if (stmt_unseen(w, y)) return;
    switch (construct_stmt(w, y) ? CXCursor_UnexposedStmt : cx->n[y].kind) {
    case CXCursor_CompoundStmt:
        for (int c = cx->n[y].first; c >= 0; c = cx->n[c].next) places_inside(w, c);
        return;
    case CXCursor_IfStmt:
        if (!stmt_unseen(w, cx->n[y].first)) break;
        for (int c = cx->n[cx->n[y].first].next; c >= 0; c = cx->n[c].next) places_inside(w, c);
        return;
    case CXCursor_LabelStmt:
        if (cx->n[y].first >= 0) places_inside(w, cx->n[y].first);
        return;
    case CXCursor_ForStmt: case CXCursor_WhileStmt: case CXCursor_DoStmt:
        if (!loop_heads_unseen(w, y, loop_body(cx, y))) break;
        places_inside(w, loop_body(cx, y));
        return;
    default:
        break;
    }
    place_before(w, y);
}

static bool walk_out(Walk *w, int s);

/* The definition fn's index in w->fn_nodes, or -1. */
static int fn_index(Walk *w, int fn)
{
    int lo = 0, hi = w->nfn;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (w->fn_nodes[mid] < fn) lo = mid + 1;
        else hi = mid;
    }
    return lo < w->nfn && w->fn_nodes[lo] == fn ? lo : -1;
}

/* The walk reached the closing brace of function fn's body b: the callers'
 * places when they are all known and each has one (up to 4 callers deep and
 * 256 call sites a region, so that the walks stay linear), else the brace. */
static bool function_end(Walk *w, int fn, int b)
{
    int f = fn_index(w, fn);
    bool ok = f >= 0 && w->call_off[f] >= 0 && w->call_n[f] > 0 && w->depth < 4
              && (w->budget -= w->call_n[f]) >= 0;
    SettlePlace *before = w->places;
    for (int k = ok ? w->call_off[f] : 0; ok && k < w->call_off[f] + w->call_n[f]; k++) {
        w->depth++;
        ok = walk_out(w, w->calls[k]);
        w->depth--;
    }
    if (!ok) {
        w->places = before;
        place_at(w, block_end(w->cx, b), 0);
    }
    return true;
}

/* From statement (or expression) s outwards; false: no place. */
static bool walk_out(Walk *w, int s)
{
    Ctx *cx = w->cx;
    for (int x = s;;) {
        int p = cx->n[x].parent;
        if (p < 0) return false;
        CNode *pc = &cx->n[p];
        if (clang_isExpression(pc->kind) && pc->kind != CXCursor_StmtExpr) {
            x = p;              /* a call's statement */
            continue;
        }
        switch (pc->kind) {
        case CXCursor_CompoundStmt: {
            for (int y = first_seen(w, cx->n[x].next); y >= 0; y = first_seen(w, cx->n[y].next)) {
                /* if (t % 100 == 0) printf(...): the wait in the branch that could see
                   them, and the walk goes on past the if (for the way round it) */
                if (cx->n[y].kind == CXCursor_IfStmt && stmt_unseen(w, cx->n[y].first) && !construct_stmt(w, y)) {
                    places_inside(w, y);
                    continue;
                }
                place_at(w, stmt_begin(cx, y, w->region), 0);
                return true;
            }
            if (pc->parent >= 0 && cx->n[pc->parent].kind == CXCursor_FunctionDecl)
                return function_end(w, pc->parent, p);
            break;
        }
        case CXCursor_IfStmt: case CXCursor_SwitchStmt: case CXCursor_LabelStmt:
        case CXCursor_CaseStmt: case CXCursor_DefaultStmt:
            if (pc->first == x && pc->kind != CXCursor_LabelStmt) return false;   /* a condition */
            break;
        case CXCursor_ForStmt: case CXCursor_WhileStmt: case CXCursor_DoStmt:
            if (x != loop_body(cx, p)) return false;
            if (stmt_unseen(w, p)) break;              /* round again, then out */
            if (loop_heads_unseen(w, p, x)) {
                places_inside(w, x);                    /* next round's, then out */
                break;
            }
            if (cx->n[x].kind != CXCursor_CompoundStmt) return false;
            place_at(w, block_end(cx, x), 0);
            return true;
        default:
            return false;
        }
        x = p;
    }
}

/* The node of function definition f, or -1. */
static int fn_node(Walk *w, CXCursor f)
{
    CXCursor def = clang_getCursorDefinition(f);
    if (clang_Cursor_isNull(def)) return -1;
    size_t at = fe_offset_of(clang_getRangeStart(clang_getCursorExtent(def)));
    int lo = 0, hi = w->nfn;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (w->cx->n[w->fn_nodes[mid]].start < at) lo = mid + 1;
        else hi = mid;
    }
    return lo < w->nfn && w->cx->n[w->fn_nodes[lo]].start == at ? w->fn_nodes[lo] : -1;
}

/* Does a call of f, defined in this file, run only what the host may run
 * before the kernels end (its body host_unseen, its returns included)? */
static bool callee_unseen(Walk *w, CXCursor f)
{
    int fn = fn_node(w, f), k = fn >= 0 ? fn_index(w, fn) : -1;
    if (k < 0) return false;
    if (!w->state[k]) {
        int body = w->cx->n[fn].last;
        w->state[k] = 1;
        bool was = w->in_callee;
        w->in_callee = true;
        bool ok = body >= 0 && w->cx->n[body].kind == CXCursor_CompoundStmt
                  && host_unseen(w, body, w->cx->n[body].start, w->cx->n[body].end);
        w->in_callee = was;
        w->state[k] = ok ? 2 : 3;
    }
    return w->state[k] == 2;
}

/* Node i names a function: its call's CallExpr when i is that call's
 * callee, else -1 (its address is taken). */
static int direct_call(Ctx *cx, int i)
{
    int t = i, p = cx->n[i].parent;
    while (p >= 0 && (cx->n[p].kind == CXCursor_UnexposedExpr || cx->n[p].kind == CXCursor_ParenExpr))
        t = p, p = cx->n[p].parent;
    return p >= 0 && cx->n[p].kind == CXCursor_CallExpr && cx->n[p].first == t ? p : -1;
}

/* The definition k a call or a name of a function at node i refers to, or -1. */
static int fn_of(Walk *w, int i)
{
    CXCursor f = clang_getCursorReferenced(w->cx->n[i].c);
    int fn = clang_getCursorKind(f) == CXCursor_FunctionDecl ? fn_node(w, f) : -1;
    return fn >= 0 ? fn_index(w, fn) : -1;
}

/* The file's function definitions, and the call sites of each static one
 * whose address is never taken and that no compute construct calls
 * (call_off[k] < 0: not all known). */
static void walk_init(Walk *w, Ctx *cx)
{
    *w = (Walk){.cx = cx};
    w->fn_nodes = malloc(sizeof(int) * (size_t)(cx->nn + 1));
    int *site = malloc(sizeof(int) * (size_t)(cx->nn + 1)), nsite = 0;
    if (!w->fn_nodes || !site) gw_bug("out of memory");
    for (int i = 0; i < cx->nn; i++)
        if (cx->n[i].kind == CXCursor_FunctionDecl && clang_isCursorDefinition(cx->n[i].c))
            w->fn_nodes[w->nfn++] = i;
    w->call_off = calloc((size_t)w->nfn + 1, sizeof(int));
    w->state = calloc((size_t)w->nfn + 1, 1);
    w->unseen = calloc((size_t)cx->nn + 1, 1);
    w->seen_from = calloc((size_t)cx->nn + 1, sizeof(int));
    if (!w->unseen || !w->seen_from) gw_bug("out of memory");
    int *count = calloc((size_t)w->nfn + 1, sizeof(int));
    if (!w->call_off || !w->state || !count) gw_bug("out of memory");
    for (int k = 0; k < w->nfn; k++)
        if (clang_getCursorLinkage(cx->n[w->fn_nodes[k]].c) != CXLinkage_Internal) w->call_off[k] = -1;
    for (int i = 0; i < cx->nn; i++) {
        int k = cx->n[i].kind == CXCursor_DeclRefExpr ? fn_of(w, i) : -1;
        if (k < 0 || w->call_off[k] < 0) continue;
        int q = direct_call(cx, i);
        for (int a = q; a >= 0 && q >= 0; a = cx->n[a].parent)
            if (cx->n[a].region) q = -1;            /* a call in a kernel */
        if (q < 0) w->call_off[k] = -1;
        else site[nsite++] = q, count[k]++;
    }
    int at = 0;
    w->call_n = count;
    for (int k = 0; k < w->nfn; k++) {
        if (w->call_off[k] < 0) count[k] = 0;
        else w->call_off[k] = at;
        at += count[k];
    }
    w->calls = malloc(sizeof(int) * (size_t)(at + 1));
    if (!w->calls) gw_bug("out of memory");
    int *fill = calloc((size_t)w->nfn + 1, sizeof(int));
    if (!fill) gw_bug("out of memory");
    for (int j = 0; j < nsite; j++) {
        int k = fn_of(w, site[j]);
        if (k >= 0 && w->call_off[k] >= 0) w->calls[w->call_off[k] + fill[k]++] = site[j];
    }
    free(fill);
    free(site);
}

void fe_settle_points(Ctx *cx)
{
    Walk w;
    walk_init(&w, cx);
    for (int i = 0; i < cx->nn; i++) {
        Node *nd = cx->n[i].region;
        if (!nd || nd->speaks) continue;
        w.region = nd;
        w.places = NULL;
        w.budget = 256;
        bool ok = walk_out(&w, i);
        SettlePlace *in_order = NULL;
        for (SettlePlace *p = w.places, *next; ok && p; p = next) next = p->next, p->next = in_order, in_order = p;
        nd->settle_places = in_order;
        nd->settle_at = in_order ? in_order->at : NO_SETTLE;
    }
    free(w.fn_nodes);
    free(w.call_off);
    free(w.call_n);
    free(w.calls);
    free(w.state);
    free(w.unseen);
    free(w.seen_from);
}

/* ---- the host code around each compute construct ---- */

/* Node.fn_start, fn_end and host_loops, from each construct's statement
 * outwards: the bodies of the loops it is in, up to its function. */
void fe_host_scopes(Ctx *cx)
{
    for (int i = 0; i < cx->nn; i++) {
        Node *nd = cx->n[i].region;
        if (!nd || nd->fn_end) continue;
        HostLoop **tail = &nd->host_loops;
        for (int x = i, p = cx->n[i].parent; p >= 0; x = p, p = cx->n[p].parent) {
            CNode *pc = &cx->n[p];
            if (pc->kind == CXCursor_FunctionDecl) {
                nd->fn_start = pc->start;
                nd->fn_end = pc->end;
                break;
            }
            bool loop = pc->kind == CXCursor_ForStmt || pc->kind == CXCursor_WhileStmt
                        || pc->kind == CXCursor_DoStmt;
            if (!loop || x != loop_body(cx, p)) continue;
            HostLoop *l = arena_alloc(cx->u->arena, sizeof *l);
            *l = (HostLoop){cx->n[x].start, fe_stmt_end(cx->u, &cx->n[x]), NULL};
            *tail = l;
            tail = &l->next;
        }
    }
}
