/* sched.c: schedules that use the grid's shape and shared memory, for
 * analyze.c: a tight nest of partitioned loops on a multi-dimensional grid
 * (setup_nest), a sequential loop's operands staged in shared memory a
 * tile at a time (setup_stage), and cache(...) directives (sched_caches). */
#include "gangway.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- multi-dimensional schedules ---- */

/* Is l all of kernel k: nothing but braces and empty statements around it
 * (frontend.c, Kernel.sole_loop)? */
static bool whole_kernel(Kernel *k, Loop *l)
{
    return k->sole_loop == l->start;
}

/* Does a clause of l need one copy per gang or a combine across lanes? */
static bool loop_needs_gang(Node *nd, Loop *l)
{
    if (!l->dir) return false;
    for (Clause *c = l->dir->clauses; c; c = c->next) {
        if (c->kind == CL_REDUCTION) return true;
        for (int i = 0; c->kind == CL_PRIVATE && i < c->nvars; i++)
            for (Var *v = nd->vars; v; v = v->next)
                if (!strcmp(v->name, c->vars[i].base) && v->shape == SHAPE_ARRAY) return true;
    }
    return false;
}

/* How strongly the accesses in [from, to) say that var varies fastest:
 * those whose last subscript moves with var by 1 (a[i][j], a[i*n + j],
 * a[j + 1] for j; Node.accesses). */
static int fastest_score(Node *nd, size_t from, size_t to, const char *var)
{
    int score = 0;
    for (AccessRec *r = nd->accesses; r; r = r->next)
        if (r->start >= from && r->start < to && form_coef(r->sub[r->nsub - 1], var) == 1) score++;
    return score;
}

/* A kernel that is one tight nest of 2 or 3 partitioned loops, with no
 * code between them, no workers and nothing gang-wide (reductions,
 * gang-shared arrays, num_gangs), runs on a multi-dimensional grid: every
 * iteration of such a nest is independent of the others, so which block
 * runs it is free (OpenUH's gv-gv and g-gv-v schedules).  The loop whose
 * variable is the fastest-varying subscript goes to x, so accesses
 * coalesce; the outermost one gets several iterations per thread, which
 * keeps more loads in flight and lets stencils reuse them in registers. */
static void setup_nest(Unit *u, Node *nd, Kernel *k)
{
    k->nest_n = 0;
    if (k->serial || k->dims != (PAR_GANG | PAR_VECTOR) || k->num_gangs || k->num_workers || k->gang_yz[0]
        || k->gang_yz[1] || !k->loops || !u->opt->nests)
        return;
    for (Var *v = nd->vars; v; v = v->next)
        if (v->pass == PASS_REDUCTION || v->pass == PASS_PRIVSUB
            || (v->pass == PASS_PRIVATE && v->shape == SHAPE_ARRAY))
            return;
    Loop *top = k->loops;
    if (!whole_kernel(k, top)) return;
    Loop *ord[4];
    int m = 0;
    for (Loop *l = top; l; ) {
        if (m == 4) return;
        ord[m++] = l;
        Loop *kid = l->kids;
        if (!kid) break;
        if (kid->collapsed_inner) {     /* collapse(force:) may leave code between */
            if (!alone_in_parent(kid)) return;
            l = kid;
            continue;
        }
        if (kid->next || !(kid->par & (PAR_GANG | PAR_VECTOR)) || (kid->par & PAR_SEQ) || !alone_in_parent(kid))
            break;
        l = kid;
    }
    if (m < 2 || m > 3) return;
    for (int i = 0; i < m; i++) {
        Loop *l = ord[i];
        if (!l->canonical || !l->host_bounds || (l->par & (PAR_WORKER | PAR_SEQ)) || l->gdim > 1
            || loop_needs_gang(nd, l))
            return;
    }
    if (!(ord[0]->par & PAR_GANG) || !(ord[m - 1]->par & PAR_VECTOR)) return;
    Loop *in = ord[m - 1];
    /* x: the loop with the best fastest-varying score, the innermost on a tie */
    int bx = m - 1, best = -1;
    for (int i = m - 1; i >= 0; i--) {
        int s = fastest_score(nd, in->body_start, in->body_end, ord[i]->var);
        if (s > best) best = s, bx = i;
    }
    k->nest_why = bx == m - 1 ? "the innermost loop" : "its variable is the fastest-varying subscript";
    k->nest[0] = ord[bx];
    for (int i = m - 1, d = 1; i >= 0; i--)
        if (i != bx) k->nest[d++] = ord[i];
    k->nest_n = m;
    k->nest_top = top;
    bool light = !in->kids && !in->body_jumps;
    if (m == 2) {
        k->nest_r = light ? 4 : 1;
        k->nest_bx = light ? 128 : 32;
        k->nest_by = light ? 1 : 8;
    } else {
        k->nest_r = light ? 8 : 1;
        k->nest_bx = 32;
        k->nest_by = light ? 8 : 4;
    }
    /* tile(a, b[, c]): the tile is the block (a on the innermost loop, b on
       the next: OpenACC 3.3 section 2.9.8), c iterations of a third per thread */
    Clause *t = top->dir ? dir_find(top->dir, CL_TILE) : NULL;
    if (t && t->nexprs == m) {
        int size[3];
        for (int i = 0; i < m; i++) {   /* '*' and expressions: 0, the default */
            const ExprFacts *f = &t->exprs[i].facts;
            size[i] = f->is_const && f->value <= 1024 ? (int)f->value : 0;
        }
        k->nest[0] = in;
        k->nest[1] = ord[m - 2];
        if (m == 3) k->nest[2] = ord[0];
        k->nest_why = "the innermost loop of the tile";
        k->nest_bx = size[0] > 0 && size[0] <= 1024 ? size[0] : 32;
        k->nest_by = size[1] > 0 && size[1] * k->nest_bx <= 1024 ? size[1] : 1;
        k->nest_r = m == 3 && light && size[2] > 0 && size[2] <= 64 ? size[2] : 1;
    }
    k->packable = false;
}

/* Which of the point variables px, py subscript f names (Node.accesses),
 * when f is affine in the loop variable kv, not squared, and names nothing
 * else but scalars from outside that the region does not write: bit 1 for
 * px, bit 2 for py; -1 when it cannot be staged. */
static int stage_deps(Node *nd, Form f, const char *kv, const char *px, const char *py)
{
    int deps = 0;
    bool kseen = false;
    for (int i = 0; f.affine && i < f.n; i++)
        for (int j = 0; j < 2 && f.m[i].v[j]; j++) {
            const char *name = f.m[i].v[j];
            if (!strcmp(name, kv)) {
                if (j == 1 && !strcmp(f.m[i].v[0], kv)) return -1;
                kseen = true;
            } else if (px && !strcmp(name, px)) {
                deps |= 1;
            } else if (py && !strcmp(name, py)) {
                deps |= 2;
            } else {
                Var *v = nd->vars;
                while (v && strcmp(v->name, name)) v = v->next;
                if (!v || v->shape != SHAPE_SCALAR || v->written || v->loop_var) return -1;
            }
        }
    return kseen ? deps : -1;
}

/* The access of array whose subscripts start at offset at (an Index's
 * p): the innermost record of array around at (Node.accesses), or NULL. */
AccessRec *index_access(Node *nd, const char *array, size_t at)
{
    AccessRec *best = NULL;
    for (AccessRec *r = nd->accesses; r; r = r->next)
        if (r->start <= at && at < r->end && !strcmp(r->array, array) && (!best || r->start > best->start))
            best = r;
    return best;
}

/* Shared-memory staging, for the loops the seeds found memory-bound on
 * reuse: matrix multiply's sequential k loop in a 2-D nest, where a block's
 * threads of one row all read A[i][k] and those of one column B[k][j], and
 * n-body's j loop, where every thread reads the same x[j].  The operands
 * are read-only pointers subscripted by the sequential loop's variable and
 * at most one point variable; each tile of the loop loads them once per
 * block into shared memory.  The loop must run the same iterations in
 * every thread (bounds from outside the region, not under an if), and the
 * <name>_s variant runs only when the grid gives each thread exactly one
 * point, so that all of the block's threads reach its barriers. */
static void setup_stage(Unit *u, Node *nd, Kernel *k)
{
    k->stage_loop = NULL;
    k->stages = NULL;
    if (k->serial || k->dims != (PAR_GANG | PAR_VECTOR) || k->vector_length || k->num_gangs || !k->loops
        || !u->opt->readonly || !u->opt->nests)
        return;
    for (Var *v = nd->vars; v; v = v->next)
        if (v->pass == PASS_REDUCTION || v->pass == PASS_PRIVSUB
            || (v->pass == PASS_PRIVATE && v->shape == SHAPE_ARRAY))
            return;
    Loop *point;                /* the innermost partitioned loop */
    const char *px, *py = NULL;
    if (k->nest_n == 2 && k->nest_r == 1 && k->nest[1]->kids == k->nest[0]) {
        point = k->nest[0];
        px = k->nest[0]->var;
        py = k->nest[1]->var;
    } else if (k->nest_n == 2 && k->nest_r == 1 && k->nest[0]->kids == k->nest[1]) {
        point = k->nest[1];
        px = k->nest[0]->var;
        py = k->nest[1]->var;
    } else if (!k->nest_n && k->loops->par == (PAR_GANG | PAR_VECTOR) && k->loops->collapse <= 1
               && !k->loops->next && k->loops->canonical && k->loops->host_bounds && whole_kernel(k, k->loops)
               && !loop_needs_gang(nd, k->loops)) {
        point = k->loops;
        px = point->var;
    } else {
        return;
    }
    Loop *s = point->kids;
    while (s && !((s->par & PAR_SEQ) && s->canonical && s->host_bounds && !s->kids && s->top_of_body
                  && !s->body_jumps))
        s = s->next;
    if (!s) return;
    int bufs = 0;
    for (Var *v = nd->vars; v; v = v->next) {
        if (v->pass != PASS_DEVPTR || v->shape != SHAPE_POINTER || v->elem_written || v->escapes || v->elem_ptr)
            continue;
        /* a pointer to arrays, double (*B)[N]: B[k] is a row, not an element
           a tile can hold; a variably modified one is a flat pointer whose
           subscripts cxx.c linearises: neither is staged */
        if (v->vm || v->elem_array) continue;
        for (Index *ix = v->index; ix; ix = ix->next) {
            if (ix->at < s->body_start || ix->at >= s->body_end) continue;
            AccessRec *r = index_access(nd, v->name, ix->at);
            if (r && r->via_local) continue;    /* its loads would name a local of the body */
            int deps = r ? stage_deps(nd, r->sub[0], s->var, px, py) : -1;
            if (deps < 0 || deps == 3 || (!py && deps)) continue;
            Stage *st = arena_alloc(u->arena, sizeof *st);
            st->v = v;
            st->ix = ix;
            st->form = r->sub[0];
            st->kind = deps == 0 ? STAGE_ALL : deps == 2 ? STAGE_ROW : STAGE_COL;
            st->buf = -1;
            for (Stage *o = k->stages; o; o = o->next)
                if (o->v == v && form_equal(o->form, st->form)) st->buf = o->buf;
            if (st->buf < 0) st->buf = bufs++;
            st->next = k->stages;
            k->stages = st;
        }
    }
    if (!k->stages) return;
    k->stage_loop = s;
    k->stage_tile = py ? k->nest_bx : 128;
    int nall = 0;                       /* STAGE_ALL buffers */
    k->stage_block = true;
    for (Stage *st = k->stages; st; st = st->next) {
        k->stage_block &= st->kind == STAGE_ALL;
        Stage *o = k->stages;
        while (o != st && o->buf != st->buf) o = o->next;
        nall += o == st && st->kind == STAGE_ALL;
    }
    k->stage_pack = nall >= 2;
}

/* A kernel's multi-dimensional schedule, then its staging (which needs
 * the nest). */
void sched_kernel(Unit *u, Node *nd, Kernel *k)
{
    setup_nest(u, nd, k);
    setup_stage(u, nd, k);
}

/* ---- cache(...) in shared memory ---- */

/* Levels of the loops of ls around at. */
static unsigned levels_around(Loop *ls, size_t at)
{
    for (Loop *l = ls; l; l = l->next)
        if (at >= l->start && at < l->end) return (l->par & ~PAR_SEQ) | levels_around(l->kids, at);
    return 0;
}

/* Does the kernel have every name of e (directive.c, ExprFacts) at offset
 * at: a variable of the construct that its statement names (the kernel's
 * parameters), or one of its own visible there (Node.locals)? */
static bool names_known(Node *nd, const ExprFacts *e, size_t at)
{
    for (int i = 0; i < e->nnames; i++) {
        Var *v = ana_var_of(nd, e->names[i]);
        LocalVar *l = nd->locals;
        while (l && (strcmp(l->name, e->names[i]) || at < l->start || at >= l->end)) l = l->next;
        if ((!v || v->extent_only) && !l) return false;
    }
    return true;
}

/* cache(p[lo:n]) (OpenACC 3.3 section 2.10): staged in shared memory when
 * it opens the body of a loop that the gang's threads run together (no
 * worker or vector loop around it, a kernel of several lanes a gang, not
 * packed), p is a pointer the construct only reads and n is a constant of
 * at most 2048 elements.  Otherwise it stays a hint. */
void sched_caches(Unit *u, Node *nd)
{
    int ids = 0;
    for (Atomic *c = nd->cache_dirs; c; c = c->next) {
        if (!c->dir->args) continue;
        Loop *l = loop_at(nd->loops, c->start);
        if (!l || !l->body_compound || l->first_stmt < c->start) continue;      /* not at the top */
        if ((levels_around(nd->loops, c->start) & ~PAR_GANG) || l->collapsed_inner) continue;
        Kernel *k = nd->kernels;
        while (k && !(l->start >= k->start && l->start < k->end)) k = k->next;
        if (!k || k->serial || k->nest_n || k->stage_loop || !(k->dims & (PAR_WORKER | PAR_VECTOR))) continue;
        Clause *cl = c->dir->args;
        for (int i = 0; i < cl->nvars; i++) {
            VarItem *it = &cl->vars[i];
            Var *v = nd->vars;
            while (v && strcmp(v->name, it->base)) v = v->next;
            if (!v || it->nsub != 1 || it->subs[0].is_index || !it->subs[0].len) continue;
            if (v->shape != SHAPE_POINTER || v->pass != PASS_DEVPTR || v->written || v->elem_written || v->elem_ptr)
                continue;
            const ExprFacts *len = &it->subs[0].len_facts;
            if (!len->is_const || len->value < 1 || len->value > 2048
                || !names_known(nd, &it->subs[0].lb_facts, c->start))
                continue;
            Cache *ca = arena_alloc(u->arena, sizeof *ca);
            *ca = (Cache){v, it->subs[0].lb ? it->subs[0].lb : "0", it->subs[0].len, c->end, l, ids++,
                          k->caches};
            k->caches = ca;
            k->packable = false;
            v->cached = true;
        }
    }
}
