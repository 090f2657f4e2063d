/* pacc.c: the analysis of #pragma pacc pipelines (docs/pacc.md).  After the
 * split plans: each pacc loop nest must run on chunks of rows (split over
 * its outermost loop, writing rows of targetinout arrays, reducing nothing),
 * and each pipeline gets gw_pacc_begin's arguments as C (emit_host.c prints
 * them). */
#include "gangway.h"

#include <string.h>

static PaccArray *pacc_array(Pacc *p, const char *name)
{
    for (int i = 0; i < p->narr; i++)
        if (!strcmp(p->arrays[i].name, name)) return &p->arrays[i];
    return NULL;
}

static Loc item_loc(Pacc *p, PaccArray *a)
{
    Loc l = p->dir->loc;
    l.col = a->col;
    return l;
}

/* The first access of array name in nd, of kind bits (ACC_WRITE: a write). */
static AccessRec *first_access(Node *nd, const char *name, unsigned kind)
{
    for (AccessRec *r = nd->accesses; r; r = r->next)
        if (!strcmp(r->array, name) && (r->kind & kind)) return r;
    return NULL;
}

static void nest_reach(Unit *u, Node *nd, Pacc *p);

static void check_nest(Unit *u, Node *nd)
{
    Pacc *p = nd->pacc;
    Loc at = nd->dir->loc;
    Kernel *k = nd->kernels;
    if (!k) return;
    for (Var *v = nd->vars; v; v = v->next) {
        if (v->pass == PASS_REDUCTION || v->red_sub) {
            error_at(at, "this 'pacc loop' nest reduces '%s'; a pipeline's chunks cannot combine a reduction",
                     v->name);
            return;
        }
        if (v->pass == PASS_REF && v->written) {
            error_at(at, "this 'pacc loop' nest assigns '%s', which lives outside it; each chunk runs part of the "
                     "nest, so only rows of the pipeline's arrays may be written", v->name);
            return;
        }
        PaccArray *a = pacc_array(p, v->name);
        /* read-only data besides the pipeline's (a table of coefficients) is
           mapped as the construct's clauses and defaults say, whole */
        if (v->pass == PASS_DEVPTR && v->deref && !a && (v->elem_written || v->escapes)) {
            AccessRec *r = first_access(nd, v->name, ACC_WRITE);
            error_at(r ? unit_loc(u, r->start) : at, "'%s' is written in a 'pacc loop' nest but is not an array of "
                     "its pipeline; name it in 'targetinout'", v->name);
            note_at(p->dir->loc, "the pipeline is here");
            return;
        }
        if (a && !a->inout && v->elem_written) {
            AccessRec *r = first_access(nd, v->name, ACC_WRITE);
            error_at(r ? unit_loc(u, r->start) : at, "'%s' is written here but its pipeline lists it in "
                     "'targetin'; list it in 'targetinout'", v->name);
            note_at(item_loc(p, a), "'%s' is listed here", v->name);
            return;
        }
    }
    if (k->next) {
        error_at(at, "a 'pacc loop' nest must be one kernel");
        return;
    }
    SplitPlan *sp = &k->split;
    if (sp->mode != SPLIT_LOOP || sp->loop != nd->loops) {
        const char *why = sp->mode != SPLIT_LOOP
                              ? (sp->why ? sp->why : "its writes are not known")
                              : arena_printf(u->arena, "it is split over '%s', not over its outermost loop '%s'",
                                             sp->loop->var, nd->loops->var);
        error_at(at, "this 'pacc loop' nest cannot run on chunks of its pipeline: %s", why);
        return;
    }
    for (SplitRange *r = sp->ranges; r; r = r->next) {
        if (!(r->kind & ACC_WRITE)) continue;
        if (r->whole) {
            AccessRec *w = first_access(nd, r->v->name, ACC_WRITE);
            error_at(w ? unit_loc(u, w->start) : at, "this 'pacc loop' nest writes '%s' at places its outermost "
                     "loop's variable does not give (%s); a chunk must know the rows it writes", r->v->name,
                     r->why ? r->why : "not known");
            return;
        }
    }
    nest_reach(u, nd, p);
}

static bool named(PaccSaved *l, const char *name)
{
    for (; l; l = l->next)
        if (!strcmp(l->name, name)) return true;
    return false;
}

static void add_name(Unit *u, PaccSaved **l, const char *name)
{
    if (named(*l, name)) return;
    PaccSaved *n = arena_alloc(u->arena, sizeof *n);
    n->name = name;
    n->next = *l;
    *l = n;
}

/* The rows of the outermost axis nest nd reads below and above the rows it
 * writes (SplitRange forms: c*t + omin .. c*t + omax of an array's rows), for
 * the pipeline's halo (given: checked; else inferred, Pacc.reach_*); and a
 * read of neighbouring rows of an array an earlier nest of the step wrote,
 * which a chunk would read before they are computed. */
static void nest_reach(Unit *u, Node *nd, Pacc *p)
{
    SplitPlan *sp = &nd->kernels->split;
    Loc at = nd->dir->loc;
    long long wmin = 0, wmax = 0, nb = 0, na = 0;
    bool any_w = false;
    const char *why = NULL;
    for (int pass = 0; pass < 2; pass++)
        for (SplitRange *r = sp->ranges; r; r = r->next) {
            PaccArray *a = pacc_array(p, r->v->name);
            bool w = (r->kind & ACC_WRITE) != 0;
            if (!a || w != (pass == 0)) continue;       /* writes first, then reads */
            long long c, lo, hi;
            if (a->layout != PACC_ROWS || r->whole || !form_is_const(r->c, &c) || c != 1
                || !form_is_const(r->omin, &lo) || !form_is_const(r->omax, &hi)) {
                if (!why && a->layout == PACC_FLAT)
                    why = arena_printf(u->arena, "'%s' is a flat pointer (the loop at line %d)", a->name,
                                       sp->loop->line);
                else if (!why)
                    why = arena_printf(u->arena, "'%s' is not subscripted [%s + constant] on the outermost axis (the "
                                       "loop at line %d)", a->name, sp->loop->var, sp->loop->line);
                continue;
            }
            if (!pass) {
                wmin = any_w ? (lo < wmin ? lo : wmin) : lo;
                wmax = any_w ? (hi > wmax ? hi : wmax) : hi;
                any_w = true;
                continue;
            }
            if (!any_w) continue;
            long long below = wmin - lo, above = hi - wmax;
            if (named(p->written, a->name) && (below > 0 || above > 0)) {
                error_at(at, "this 'pacc loop' nest reads '%s' %lld row%s %s the rows it writes, but an earlier nest "
                         "of the same time step writes '%s'; a chunk computes the same rows of every nest of a step, "
                         "so it would read rows that are not computed yet", a->name, below > 0 ? below : above,
                         (below > 0 ? below : above) == 1 ? "" : "s", below > 0 ? "below" : "above", a->name);
                return;
            }
            if (below > nb) nb = below;
            if (above > na) na = above;
        }
    if (nb > p->reach_below) p->reach_below = nb;
    if (na > p->reach_above) p->reach_above = na;
    if (why && !p->reach_why) p->reach_why = why;
    for (SplitRange *r = sp->ranges; r; r = r->next)
        if (r->kind & ACC_WRITE) add_name(u, &p->written, r->v->name);
    /* a literal halo the nest outreaches */
    if (p->halo && p->halo->exprs[0].facts.is_const && p->halo->exprs[1].facts.is_const) {
        long long hb = p->halo->exprs[0].facts.value, ha = p->halo->exprs[1].facts.value;
        if (nb > hb || na > ha)
            error_at(at, "this 'pacc loop' nest reads %lld row%s below and %lld above the rows it writes, but the "
                     "pipeline's halo is %lld below and %lld above; a chunk would read rows it does not hold",
                     nb, nb == 1 ? "" : "s", na, hb, ha);
    }
}

static void pipeline_values(Unit *u, Pacc *p)
{
    Arena *a = u->arena;
    Expr *lo = &p->size->exprs[0], *len = &p->size->exprs[1];
    p->rows = arena_printf(a, "(long long)(%s)", len->text);
    if (p->halo) {
        p->below = arena_printf(a, "(long long)(%s)", p->halo->exprs[0].text);
        p->above = arena_printf(a, "(long long)(%s)", p->halo->exprs[1].text);
    } else if (p->reach_why) {
        error_at(p->dir->loc, "give this pipeline a 'halo' clause: gwcc cannot infer it, as %s", p->reach_why);
        return;
    } else {
        p->below = arena_printf(a, "%lldLL", p->reach_below);
        p->above = arena_printf(a, "%lldLL", p->reach_above);
    }
    p->steps = arena_printf(a, "(long long)(%s)", p->time->trip);
    p->nchunks = p->chunks ? arena_printf(a, "(long long)(%s)", p->chunks->text) : "0LL";
    p->ndepth = p->depth ? arena_printf(a, "(long long)(%s)", p->depth->text) : "0LL";
    for (int i = 0; i < p->narr; i++) {
        PaccArray *x = &p->arrays[i];
        if (x->layout == PACC_ROWS) {
            x->host = arena_printf(a, "(void *)&(%s)[%s]", x->name, lo->text);
            x->row = arena_printf(a, "sizeof((%s)[0])", x->name);
        } else {
            const char *len1 = p->size->exprs[3].text;
            x->host = arena_printf(a, "(void *)((%s) + (__SIZE_TYPE__)(%s) * (__SIZE_TYPE__)(%s))", x->name,
                                   lo->text, len1);
            x->row = arena_printf(a, "(__SIZE_TYPE__)(%s) * sizeof((%s)[0])", len1, x->name);
        }
    }
    /* literal ranges that cannot work at any size */
    if (p->halo && len->facts.is_const && p->halo->exprs[0].facts.is_const && p->halo->exprs[1].facts.is_const
        && p->halo->exprs[0].facts.value + p->halo->exprs[1].facts.value >= len->facts.value) {
        Loc l = p->dir->loc;
        l.col = p->halo->exprs[0].col;
        error_at(l, "a halo of %lld rows below and %lld above is as wide as the %lld rows of 'size'",
                 p->halo->exprs[0].facts.value, p->halo->exprs[1].facts.value, len->facts.value);
    }
}

void pacc_unit(Unit *u)
{
    for (Node *nd = u->nodes; nd; nd = nd->next)        /* the nests first: the halo they need */
        if (nd->kind == N_COMPUTE && nd->pacc) check_nest(u, nd);
    for (Node *nd = u->nodes; nd; nd = nd->next)
        if (nd->kind == N_PACC && nd->pacc) pipeline_values(u, nd->pacc);
}
