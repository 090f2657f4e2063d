/* split.c: each kernel's split plan (Kernel.split, docs/multigpu.md): the loop a group of
 * devices shares, what each member's iterations read and write of each variable, or why the
 * kernel runs whole on every member or on the leader only.  Reads the access IR; decides
 * nothing the one-device code depends on. */
#include "gangway.h"

#include <string.h>

/* ---- ranges of one subscript (pure: forms and loops only) ---- */

typedef struct RangeCtx {
    Arena *a;
    Loop *sl;                   /* the split loop, or NULL */
    Loop **chain;               /* the loops around the access, outermost first */
    int nchain;
    bool (*host)(void *ctx, const char *name);
    void *ctx;
} RangeCtx;

/* The loop of the chain other than the split loop whose variable is name, or NULL. */
static Loop *chain_loop(const RangeCtx *rc, const char *name)
{
    for (int i = 0; i < rc->nchain; i++)
        if (rc->chain[i] != rc->sl && rc->chain[i]->var && !strcmp(rc->chain[i]->var, name)) return rc->chain[i];
    return NULL;
}

/* Why f is not a host form (one the host evaluates at the launch), or NULL. */
static const char *not_host(const RangeCtx *rc, Form f)
{
    if (!f.affine) return "not an affine form";
    for (int i = 0; i < f.n; i++)
        for (int j = 0; j < 2 && f.m[i].v[j]; j++) {
            const char *v = f.m[i].v[j];
            if (rc->sl && rc->sl->var && !strcmp(v, rc->sl->var))
                return "bounds that depend on the split variable (triangular)";
            if (chain_loop(rc, v)) return arena_printf(rc->a, "bounds that depend on the loop over '%s'", v);
            if (!rc->host(rc->ctx, v)) return arena_printf(rc->a, "'%s' is not known on the host", v);
        }
    return NULL;
}

/* The first and last values of loop l's variable (host forms; a superset
 * for steps other than 1 and -1), or why not. */
static const char *loop_extremes(const RangeCtx *rc, Loop *l, Form *min, Form *max)
{
    Arena *a = rc->a;
    long long st;
    if (!l->canonical || l->ptr_var || !form_is_const(l->step_form, &st) || !st)
        return arena_printf(a, "the loop over '%s' is not a counted loop with a constant step", l->var ? l->var : "?");
    if (!l->lb_form.affine || !l->ub_form.affine)
        return arena_printf(a, "the loop over '%s' has bounds that are not affine forms", l->var);
    const char *why = not_host(rc, l->lb_form);
    if (!why) why = not_host(rc, l->ub_form);
    if (why) return why;
    bool up = st > 0;
    int cmp = l->cmp == '!' ? (up ? '<' : '>') : l->cmp;
    Form last = cmp == '<' ? form_add(a, l->ub_form, form_const(a, 1), -1)
                : cmp == '>' ? form_add(a, l->ub_form, form_const(a, 1), 1) : l->ub_form;
    if ((up && cmp != '<' && cmp != 'l') || (!up && cmp != '>' && cmp != 'g'))
        return arena_printf(a, "the loop over '%s' runs away from its bound", l->var);
    *min = up ? l->lb_form : last;
    *max = up ? last : l->lb_form;
    return NULL;
}

/* Add monomial m of the rest (no split variable) to [lo, hi]: a host term
 * to both; coef*x (times a host scalar, taken as not negative: an extent)
 * with x a loop variable at the extreme its sign picks. */
static const char *add_mono(const RangeCtx *rc, Mono m, Form *lo, Form *hi)
{
    Arena *a = rc->a;
    Form one = {true, 1, &m};
    Loop *l = NULL;
    const char *other = NULL;
    for (int j = 0; j < 2 && m.v[j]; j++) {
        Loop *k = chain_loop(rc, m.v[j]);
        if (k && l) return "a product of two loop variables";
        if (k) l = k, other = m.v[1 - j];
    }
    if (!l) {
        const char *why = not_host(rc, one);
        if (why) return why;
        *lo = form_add(a, *lo, one, 1), *hi = form_add(a, *hi, one, 1);
        return NULL;
    }
    Form min, max;
    const char *why = loop_extremes(rc, l, &min, &max);
    if (why) return why;
    Form k = form_const(a, m.coef);
    if (other) {
        if (!rc->host(rc->ctx, other)) return arena_printf(a, "'%s' is not known on the host", other);
        k = form_mul(a, k, form_var(a, other));
    }
    *lo = form_add(a, *lo, form_mul(a, k, m.coef > 0 ? min : max), 1);
    *hi = form_add(a, *hi, form_mul(a, k, m.coef > 0 ? max : min), 1);
    return NULL;
}

const char *split_range(Arena *a, Form f, Loop *sl, Loop **chain, int nchain,
                        bool (*host)(void *ctx, const char *name), void *ctx, Form *c, Form *omin, Form *omax)
{
    RangeCtx rc = {a, sl, chain, nchain, host, ctx};
    if (!f.affine) return "not an affine subscript";
    Form cv = sl && sl->var ? form_by(a, f, sl->var) : form_const(a, 0);
    Form rest = sl && sl->var ? form_drop(a, f, sl->var) : f;
    if (!cv.affine) return "the split variable squared";
    RangeCtx inner = rc;
    inner.sl = NULL;            /* the coefficient may not name the split variable */
    const char *why = not_host(&inner, cv);
    if (why) return arena_printf(a, "the split variable's coefficient varies (%s)", why);
    /* normalised iterations t: the variable is lb + step*t */
    Form base = form_const(a, 0);
    *c = cv;
    long long zero;
    if (sl && !(form_is_const(cv, &zero) && zero == 0)) {
        if (!sl->canonical || sl->ptr_var) return "the split loop is not a counted loop";
        if ((why = not_host(&inner, sl->lb_form)) || (why = not_host(&inner, sl->step_form))) return why;
        *c = form_mul(a, cv, sl->step_form);
        base = form_mul(a, cv, sl->lb_form);
    }
    *omin = *omax = base;
    for (int i = 0; i < rest.n; i++)
        if ((why = add_mono(&rc, rest.m[i], omin, omax))) return why;
    if (!c->affine || !omin->affine || !omax->affine) return "too many variables for a form";
    return NULL;
}

/* ---- the plan of one kernel ---- */

typedef struct SplitCtx {
    Unit *u;
    Node *nd;
    Kernel *k;
    const char *dup_why;        /* why every member runs all of it */
    const char *leader_why;     /* why only the leader runs it */
} SplitCtx;

static Var *node_var(Node *nd, const char *name)
{
    for (Var *v = nd->vars; v; v = v->next)
        if (!strcmp(v->name, name)) return v;
    return NULL;
}

/* May the host read name at the launch: a scalar from outside the
 * construct that the construct does not write? */
static bool host_name(void *ctx, const char *name)
{
    Var *v = node_var(ctx, name);
    return v && v->shape == SHAPE_SCALAR && !v->written && !v->loop_var;
}

/* The first gang loop of l's tree, depth first, or NULL. */
static Loop *first_gang(Loop *l)
{
    if (l->par & PAR_GANG) return l;
    for (Loop *k = l->kids; k; k = k->next) {
        Loop *g = first_gang(k);
        if (g) return g;
    }
    return NULL;
}

/* The outermost gang loop of the kernel, or NULL with *why. */
static Loop *split_loop(Kernel *k, const char **why)
{
    Loop *found = NULL;
    *why = k->serial ? "it runs serially" : "it has no gang loop";
    for (Loop *l = k->loops; l && l->start < k->end; l = l->next) {
        Loop *g = first_gang(l);
        if (!g) continue;
        if (found) {
            *why = "it has two gang loops, one after the other";
            return NULL;
        }
        if (g != l) {
            *why = "its gang loop runs inside another loop: members would need each other's writes between its runs";
            return NULL;
        }
        found = g;
    }
    if (found && (!found->canonical || found->ptr_var || !found->host_bounds)) {
        *why = "its gang loop is not a counted loop with bounds the host knows";
        return NULL;
    }
    return found;
}

static char *access_text(Arena *a, const AccessRec *r)
{
    char *s = arena_strdup(a, r->array);
    for (int k = 0; k < r->nsub; k++) s = arena_printf(a, "%s[%s]", s, r->sub_text[k]);
    return s;
}

/* Is the variable named in a deviceptr clause of the construct or of a data construct around it? */
static bool is_deviceptr(Unit *u, Node *nd, const char *name)
{
    for (Node *o = nd; o; o = o == nd ? nd->around : o->around) {      /* itself, then analyze.c's scopes */
        if (o != nd
            && (o->dir->kind != DIR_DATA || nd->pragma_start < o->stmt_start || nd->pragma_start >= o->stmt_end))
            continue;
        for (Clause *c = o->dir->clauses; c; c = c->next)
            for (int i = 0; c->kind == CL_DEVICEPTR && i < c->nvars; i++)
                if (!strcmp(c->vars[i].base, name)) return true;
    }
    return false;
}

/* Add one access's range of v to the plan: merged with a range of the
 * same kind and coefficient whose ends differ by constants. */
static void add_range(SplitCtx *sc, Var *v, unsigned kind, const char *whole, Form c, Form omin, Form omax)
{
    Arena *a = sc->u->arena;
    SplitRange **tail = &sc->k->split.ranges;
    for (SplitRange *r; (r = *tail); tail = &r->next) {
        if (r->v != v || (r->kind & ~ACC_ATOMIC) != (kind & ~ACC_ATOMIC)) continue;
        long long dmin, dmax;
        if (r->whole || whole) {
            r->kind |= kind;
            if (!r->whole) r->whole = true, r->why = whole;
            for (SplitRange **q = &r->next; *q;)     /* the whole variable covers its other ranges */
                if ((*q)->v == v && ((*q)->kind & ~ACC_ATOMIC) == (kind & ~ACC_ATOMIC))
                    r->kind |= (*q)->kind, *q = (*q)->next;
                else
                    q = &(*q)->next;
            return;
        }
        if (form_equal(r->c, c) && form_is_const(form_add(a, omin, r->omin, -1), &dmin)
            && form_is_const(form_add(a, omax, r->omax, -1), &dmax)) {
            r->kind |= kind;
            if (dmin < 0) r->omin = omin;
            if (dmax > 0) r->omax = omax;
            return;
        }
    }
    SplitRange *r = arena_alloc(a, sizeof *r);
    *r = (SplitRange){.v = v, .kind = kind, .whole = whole != NULL, .why = whole, .c = c, .omin = omin, .omax = omax};
    *tail = r;
}

/* The range of one access, and what it says of the plan. */
static void split_access(SplitCtx *sc, Var *v, AccessRec *r)
{
    Arena *a = sc->u->arena;
    Loop *chain[32];
    int n = 0;
    for (Loop *l = r->loop; l && n < 32; l = l->parent) n++;
    int i = n;
    for (Loop *l = r->loop; l && i > 0; l = l->parent) chain[--i] = l;
    Form c = form_const(a, 0), omin = c, omax = c;
    const char *whole = v->shape == SHAPE_STRUCT ? "a member of a struct"
                        : v->elem_ptr && r->nsub > 1 ? "it points to pointers"
                        : v->written ? "the pointer is assigned in the construct" : NULL;
    if (!whole)
        whole = split_range(a, r->sub[0], sc->k->split.loop, chain, n, host_name, sc->nd, &c, &omin, &omax);
    if (whole) whole = arena_printf(a, "'%s': %s", access_text(a, r), whole);
    if (r->kind & ACC_READ) add_range(sc, v, ACC_READ, whole, c, omin, omax);
    if (!(r->kind & ACC_WRITE)) return;
    add_range(sc, v, ACC_WRITE | (r->kind & ACC_ATOMIC), whole, c, omin, omax);
    long long zero;
    if (v->elem_ptr && r->nsub > 1 && !sc->leader_why)
        sc->leader_why = arena_printf(a, "'%s' writes a row of a pointer to pointers, a block the analysis "
                                      "cannot name", access_text(a, r));
    else if (!sc->dup_why && whole)
        sc->dup_why = arena_printf(a, "'%s' is written at elements not known on the host (%s)", access_text(a, r),
                                   whole);
    else if (!sc->dup_why && form_is_const(c, &zero) && !zero)
        sc->dup_why = arena_printf(a, "'%s' is written at %s that does not move with '%s'", access_text(a, r),
                                   r->nsub > 1 ? "a row (its first subscript)" : "an element",
                                   sc->k->split.loop ? sc->k->split.loop->var : "the gang loop");
}

/* Every device address the launch passes (emit_host.c's ptr_args) must lie
 * in a block some range names, or the runtime runs the kernel on the leader
 * (runtime/split.c): a variable no subscript of the kernel reaches (a copied
 * scalar, a firstprivate array, an unused one of a kernels construct) is
 * read whole. */
static void unranged(SplitCtx *sc)
{
    Arena *a = sc->u->arena;
    Form zero = form_const(a, 0);
    for (Var *v = sc->nd->vars; v; v = v->next) {
        bool addr = v->pass == PASS_DEVPTR || v->pass == PASS_REF || v->pass == PASS_PRIVSUB
                    || (v->pass == PASS_VALUE && (v->shape == SHAPE_ARRAY || v->vla));
        bool has = false;
        for (SplitRange *r = sc->k->split.ranges; r && addr && !has; r = r->next) has = r->v == v;
        const char *why = arena_printf(a, "'%s': the kernel gets its device copy whole", v->name);
        if (addr && !has) add_range(sc, v, ACC_READ, why, zero, zero, zero);
    }
}

/* Is |c| greater than omax - omin, so that the writes of two iterations
 * never reach one element (members' write ranges do not overlap)?  Scalar
 * factors count as extents (not negative). */
static bool within_stride(Arena *a, SplitRange *r)
{
    Form c = r->c;
    bool neg = c.affine && c.n && c.m[0].coef < 0;
    for (int i = 0; c.affine && i < c.n; i++)
        if ((c.m[i].coef < 0) != neg) return false;
    if (neg) c = form_add(a, form_const(a, 0), c, -1);
    long long gap;
    return form_is_const(form_add(a, c, form_add(a, r->omax, r->omin, -1), -1), &gap) && gap > 0;
}

/* The written variables' ranges: one each, members' disjoint. */
static void check_writes(SplitCtx *sc)
{
    for (SplitRange *r = sc->k->split.ranges; r && !sc->dup_why; r = r->next) {
        if (!(r->kind & ACC_WRITE) || r->whole) continue;
        for (SplitRange *o = r->next; o && !sc->dup_why; o = o->next)
            if (o->v == r->v && (o->kind & ACC_WRITE))
                sc->dup_why = arena_printf(sc->u->arena, "'%s' is written with different strides", r->v->name);
        if (!sc->dup_why && !within_stride(sc->u->arena, r))
            sc->dup_why = arena_printf(sc->u->arena, "the elements of '%s' one iteration writes may reach another "
                                       "iteration's (a strided slab)", r->v->name);
    }
}

/* Writes the ranges cannot name: the kernel runs on the leader only. */
static const char *leader_only(Unit *u, Node *nd, Kernel *k)
{
    for (AccessRec *r = nd->accesses; r; r = r->next)      /* double *x = base + i; *x = y */
        if (r->start >= k->start && r->start < k->end && r->through_ptr && !node_var(nd, r->array))
            return arena_printf(u->arena, "'%s' is a pointer of the region: what it reads or writes through it "
                                "is not known", r->array);
    for (Var *v = nd->vars; v; v = v->next) {
        if (v->shape == SHAPE_POINTER && is_deviceptr(u, nd, v->name))
            return arena_printf(u->arena, "'%s' is a device pointer (deviceptr): the other devices have no copy",
                                v->name);
        if (v->pass != PASS_DEVPTR && v->pass != PASS_REF) continue;
        if (v->escapes && v->shape != SHAPE_SCALAR)
            return arena_printf(u->arena, "'%s' is passed to a function or its address taken: it may be written "
                                "anywhere", v->name);
        bool recorded = false;
        for (AccessRec *r = nd->accesses; r && !recorded; r = r->next)
            recorded = (r->kind & ACC_WRITE) && !strcmp(r->array, v->name);
        if (v->elem_written && !recorded)
            return arena_printf(u->arena, "'%s' is written other than by subscripts the analysis reads", v->name);
    }
    if (nd->speaks)
        for (DevGlobal *g = u->dev_globals; g; g = g->next)
            if (g->fn && !g->is_const)
                return arena_printf(u->arena, "it calls functions, and '%s' uses global '%s', which it may write",
                                    g->fn, g->name);
    return NULL;
}

/* ---- how the emitters print a split kernel ---- */

/* The GW_T_* name of a reduction result's element type (its arithmetic,
 * fe_arith), or NULL when the runtime has no code for it (long double,
 * complex long double or integers, structs): it could not combine the
 * members' results. */
static const char *slot_type(Arith ar, RedOp op)
{
    static const char *const ints[][2] = {{"GW_T_I8", "GW_T_U8"}, {"GW_T_I16", "GW_T_U16"},
                                          {"GW_T_I32", "GW_T_U32"}, {"GW_T_I64", "GW_T_U64"}};
    int lg = ar.bytes == 1 ? 0 : ar.bytes == 2 ? 1 : ar.bytes == 4 ? 2 : ar.bytes == 8 ? 3 : -1;
    switch (ar.kind) {
    case AR_BOOL: return op == RED_ADD ? NULL : "GW_T_U8";     /* _Bool's + is ||, not a byte's + */
    case AR_SINT: return lg >= 0 ? ints[lg][0] : NULL;
    case AR_UINT: return lg >= 0 ? ints[lg][1] : NULL;
    case AR_FLOAT: return "GW_T_F32";
    case AR_DOUBLE: return "GW_T_F64";
    case AR_CFLOAT: return "GW_T_C32";
    case AR_CDOUBLE: return "GW_T_C64";
    default: return NULL;
    }
}

/* The region's reduction results as the host lays them out in gw_rb
 * (emit_host.c, emit_reduction_init), or why one cannot be combined. */
static const char *split_slots(Unit *u, Node *nd, SplitPlan *p)
{
    SplitSlot **tail = &p->slots;
    for (Var *v = nd->vars; v; v = v->next) {
        if (v->pass != PASS_REDUCTION) continue;
        const char *canon = v->red_n > 1 ? v->red_elem : v->canon;
        const char *type = slot_type(v->red_arith, v->red);
        if (!type)
            return arena_printf(u->arena, "the reduction on '%s' is of a type (%s) the runtime cannot "
                                "combine across devices", v->name, canon ? canon : "?");
        SplitSlot *s = arena_alloc(u->arena, sizeof *s);
        *s = (SplitSlot){.offset = v->red_slot, .count = v->red_n, .op = v->red, .type = type};
        *tail = s;
        tail = &s->next;
        p->nslots++;
    }
    return NULL;
}

/* The split loop's iterations a block along its axis, as the launch plan
 * (plan.c, Kernel.launch) sizes the grid; "0" when the grid is not
 * proportional to them (collapsed, chunks, a clause's or a wave's
 * gangs, a capped grid, gang(dim:)). */
static const char *gangs_per(Unit *u, Kernel *k, Loop *l)
{
    const Launch *p = &k->launch;
    if (l->collapse > 1 || l->gang_chunk || l->gdim > 1 || k->gangs_from != GANGS_TRIPS || p->cap_why)
        return "0";
    bool by = p->per_by || p->pack;     /* a packed block: a gang a row */
    if (p->per_bx) return by ? "(long long)gw_bx * gw_by" : "(long long)gw_bx";
    return by ? "(long long)gw_by" : "1LL";
}

/* The axis and iterations a block of a nest's loop i (sched.c, setup_nest):
 * x threads, the outer loop in runs of nest_r a thread along y (or z). */
static const char *nest_per(Unit *u, Kernel *k, int i, int *axis)
{
    *axis = i;
    if (i == 0) return "(long long)gw_bx";
    if (i == 2) return arena_printf(u->arena, "%dLL", k->nest_r);
    if (k->nest_n == 2 && k->nest_r > 1) return arena_printf(u->arena, "(long long)gw_by * %d", k->nest_r);
    return "(long long)gw_by";
}

/* Can the emitters print k split, and how (SplitPlan.axis, per, slots)?
 * The split loop must be one emit_loops.c offsets: the head of a
 * partitioned loop's plan, or a loop of the kernel's nest. */
static const char *split_emission(Unit *u, Node *nd, Kernel *k)
{
    SplitPlan *p = &k->split;
    Loop *l = p->loop;
    int in_nest = -1;
    for (int i = 0; i < k->nest_n; i++)
        if (k->nest[i] == l) in_nest = i;
    if (in_nest < 0 && (k->nest_n || l->collapsed_inner || (l->par & PAR_SEQ) || !(l->par & PAR_GANG)))
        return "its gang loop is not printed as a loop of the grid";
    for (Var *v = nd->vars; v; v = v->next)
        if (v->pass == PASS_PRIVSUB && !v->psub_const)
            return arena_printf(u->arena, "the copies of private '%s' live in the first device's scratch",
                                v->name);
    if (k->gang_global)
        return arena_printf(u->arena, "the gangs' copies of '%s' live in the first device's scratch",
                            k->gang_global->s ? k->gang_global->s->var : k->gang_global->v->name);
    p->trip = l->trip;
    if (in_nest >= 0) {
        p->per = nest_per(u, k, in_nest, &p->axis);
    } else {
        p->axis = l->gdim > 1 ? l->gdim - 1 : 0;
        p->per = gangs_per(u, k, l);
    }
    /* its barriers need every thread of a block to get exactly one point:
       the runtime cuts the members' shares at whole blocks (per iterations,
       runtime/split.c), which keeps an exact grid exact, when it knows per */
    if (k->stage_loop && !strcmp(p->per, "0"))
        return arena_printf(u->arena, "its variant %s_s (tiles in shared memory) needs exactly one point "
                            "a thread, and the blocks' share of the split loop is not known", k->name);
    return split_slots(u, nd, p);
}

/* Kernel.split of k. */
static void split_kernel(Unit *u, Node *nd, Kernel *k)
{
    SplitCtx sc = {u, nd, k, NULL, NULL};
    SplitPlan *p = &k->split;
    p->loop = split_loop(k, &sc.dup_why);
    if (p->loop) sc.dup_why = NULL;
    for (AccessRec *r = nd->accesses; r; r = r->next) {
        Var *v = node_var(nd, r->array);
        if (r->start < k->start || r->start >= k->end || !v || (v->pass != PASS_DEVPTR && v->pass != PASS_REF))
            continue;
        split_access(&sc, v, r);
    }
    unranged(&sc);
    check_writes(&sc);
    for (Write *w = nd->writes; w && !sc.dup_why; w = w->next)
        if (w->at >= k->start && w->at < k->end && w->var && w->var->pass == PASS_REF)
            sc.dup_why = arena_printf(u->arena, "'%s' is written, and every member would write it", w->var->name);
    if (!sc.leader_why) sc.leader_why = leader_only(u, nd, k);
    if (!sc.leader_why && !sc.dup_why) sc.dup_why = split_emission(u, nd, k);
    if (!sc.leader_why && sc.dup_why && nd->speaks)
        sc.leader_why = arena_printf(u->arena, "%s, and it calls functions, which would run on every member",
                                     sc.dup_why);
    p->mode = sc.leader_why ? SPLIT_LEADER : sc.dup_why ? SPLIT_DUPLICATE : SPLIT_LOOP;
    p->why = sc.leader_why ? sc.leader_why : sc.dup_why;
}

void split_unit(Unit *u)
{
    for (Node *nd = u->nodes; nd; nd = nd->next)
        for (Kernel *k = nd->kind == N_COMPUTE ? nd->kernels : NULL; k; k = k->next) split_kernel(u, nd, k);
}
