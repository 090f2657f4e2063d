/* emit_loops.c: a kernel's loops on the grid, for emit_cuda.c: a partitioned
 * loop's clauses (private copies, loop-level reductions) and its plan, decided
 * once then printed as edits of the user's text; a tight nest on a
 * multi-dimensional grid, and a sequential loop staged in shared memory. */
#include "gangway.h"
#include "emit_cuda.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- where a thread's iterations start ---- */

/* Start and stride of a grid-stride loop over the levels in par, its
 * gangs along the grid's axis ('x', or 'y' and 'z' for gang(dim: 2|3)). */
static void grid_stride(Arena *a, unsigned par, char axis, const char **start, const char **stride)
{
    switch (par & (PAR_GANG | PAR_WORKER | PAR_VECTOR)) {
    case PAR_GANG:
        *start = arena_printf(a, "(long long)::blockIdx.%c", axis);
        *stride = arena_printf(a, "(long long)::gridDim.%c", axis);
        break;
    case PAR_WORKER: *start = "(long long)::threadIdx.y"; *stride = "(long long)::blockDim.y"; break;
    case PAR_VECTOR: *start = "(long long)::threadIdx.x"; *stride = "(long long)::blockDim.x"; break;
    case PAR_GANG | PAR_VECTOR:
        *start = arena_printf(a, "((long long)::blockIdx.%c * ::blockDim.x + ::threadIdx.x)", axis);
        *stride = arena_printf(a, "((long long)::gridDim.%c * ::blockDim.x)", axis);
        break;
    case PAR_GANG | PAR_WORKER:
        *start = arena_printf(a, "((long long)::blockIdx.%c * ::blockDim.y + ::threadIdx.y)", axis);
        *stride = arena_printf(a, "((long long)::gridDim.%c * ::blockDim.y)", axis);
        break;
    case PAR_WORKER | PAR_VECTOR:
        *start = "((long long)::threadIdx.y * ::blockDim.x + ::threadIdx.x)";
        *stride = "((long long)::blockDim.y * ::blockDim.x)";
        break;
    default:
        *start = arena_printf(a, "(((long long)::blockIdx.%c * ::blockDim.y + ::threadIdx.y) * ::blockDim.x "
                                 "+ ::threadIdx.x)", axis);
        *stride = arena_printf(a, "((long long)::gridDim.%c * ::blockDim.y * ::blockDim.x)", axis);
        break;
    }
}

/* ---- private pointer subarrays ---- */

/* private(p[lo:n]) or firstprivate(p[lo:n]) on a pointer (PASS_PRIVSUB,
 * analyze.c): declares p pointing at this gang's (worker's, thread's) copy
 * of the subarray in the scratch the host passes as gw_pv_p, gw_pn_p
 * elements a copy from element gw_pl_p on, and for firstprivate copies the
 * subarray in from gw_ps_p (the device copy): a gang's lanes share the work
 * and then wait for each other. */
static const char *const block_index = "((unsigned long long)::blockIdx.x + (unsigned long long)::gridDim.x * "
                                       "(::blockIdx.y + (unsigned long long)::gridDim.y * ::blockIdx.z))";

void cu_privsub_decl(Var *v, bool serial, Buf *b)
{
    const char *x = v->name;
    const char *bid = block_index;
    unsigned lv = serial ? PAR_GANG : v->psub_level;
    if (v->psub_const) {        /* a small constant length: a local or __shared__ array (analyze.c) */
        buf_printf(b, "%s__align__(%d) unsigned char gw_pa_%s[%d * sizeof(*gw_ps_%s)]; "
                      "__typeof__(gw_ps_%s) %s = (__typeof__(gw_ps_%s))(void *)gw_pa_%s - gw_pl_%s; ",
                   v->psub_level == PAR_GANG ? "__shared__ " : "", PRIVSUB_ALIGN, x, v->psub_const, x, x, x, x, x, x);
    } else {
        buf_printf(b, "__typeof__(gw_ps_%s) %s = (__typeof__(gw_ps_%s))((char *)gw_pv_%s + (", x, x, x, x);
        if (lv == PAR_GANG) buf_printf(b, "%s", bid);
        else if (lv == PAR_WORKER) buf_printf(b, "(%s * ::blockDim.y + ::threadIdx.y)", bid);
        else buf_printf(b, "((%s * ::blockDim.y + ::threadIdx.y) * ::blockDim.x + ::threadIdx.x)", bid);
        buf_printf(b, ") * (((unsigned long long)(gw_pn_%s > 0 ? gw_pn_%s : 0) * sizeof(*gw_ps_%s) + %d) "
                      "& ~%dull)) - gw_pl_%s; ", x, x, x, PRIVSUB_ALIGN - 1, PRIVSUB_ALIGN - 1, x);
    }
    if (!v->psub_first) return;
    const char *from = lv == PAR_GANG ? "::threadIdx.y * ::blockDim.x + ::threadIdx.x"
                       : lv == PAR_WORKER ? "::threadIdx.x" : "0";
    const char *step = lv == PAR_GANG ? "::blockDim.x * ::blockDim.y" : lv == PAR_WORKER ? "::blockDim.x" : "1";
    char bound[64];
    if (v->psub_const) snprintf(bound, sizeof bound, "%d", v->psub_const);
    else snprintf(bound, sizeof bound, "gw_pn_%s", x);
    buf_printf(b, "for (long long gw_e = %s; gw_e < %s; gw_e += %s) memcpy((void *)&%s[gw_pl_%s + gw_e], "
                  "(const void *)&gw_ps_%s[gw_pl_%s + gw_e], sizeof(*%s)); ", from, bound, step, x, x, x, x, x);
    if (serial || lv == PAR_VECTOR) return;
    buf_puts(b, lv == PAR_GANG ? "__syncthreads(); " : "__syncwarp(gw_row_mask()); ");
}

/* The copies of l's private and firstprivate pointer subarrays, declared
 * before l's iterations: into pro, or a block of their own around l. */
static bool loop_privsubs(Node *nd, Loop *l, bool serial, Buf *b)
{
    bool any = false;
    for (Var *v = nd->vars; v; v = v->next)
        if (v->pass == PASS_PRIVSUB && v->psub_loop == l) {
            cu_privsub_decl(v, serial, b);
            any = true;
        }
    return any;
}

/* A gang-shared array that lives in the launch's scratch (analyze.c,
 * gang_globals), declared as a reference to the gang's copy: the type of
 * parts, named gw_gt_x, and x a reference to it at the slot's offset of
 * the gang's slice (gw_gsh: the scratch, plan.c). */
void cu_gang_global_decl(Arena *a, const Kernel *k, const GangSlot *g, Declarator parts, const char *x, Buf *b)
{
    const char *t = arena_printf(a, "gw_gt_%s", x);
    buf_printf(b, "typedef %s; %s &%s = *(%s *)((char *)gw_gsh + %s * %lldull + %lldull); ", decl_named(a, parts, t),
               t, x, t, block_index, k->gang_slot, g->off);
}

/* Is a private array of loop l one per gang, shared by its lanes?  When l
 * is gang-partitioned only and the kernel's gangs have several lanes. */
static bool gang_shared(KCtx *c, Loop *l)
{
    return !c->k->serial && (c->k->dims & (PAR_WORKER | PAR_VECTOR)) && l->par == PAR_GANG;
}

static bool shared_array_at(KCtx *c, Store *s);
static bool holds_shared(KCtx *c, Loop *l);

/* ---- a partitioned loop's clauses: private(...) and loop-level reductions ---- */

/* Is x the control variable of l, or of a loop l's collapse folds into it
 * (private already)? */
static bool control_var(Loop *l, const char *x)
{
    for (Loop *k = l; k; k = k->kids) {
        if (k->var && !strcmp(k->var, x)) return true;
        if (k->collapse <= 1 && k != l) break;
    }
    Loop *k = l;
    for (int d = 1; d < l->collapse && (k = k->kids); d++)
        if (k->var && !strcmp(k->var, x)) return true;
    return false;
}

/* Is x the control variable of a loop of the 2-D or 3-D nest that l is
 * in (nest_edits)?  The nest's body declares all of them, in one scope,
 * from the thread's indices: each iteration's copy is its own already (a
 * private(i) of the outer loop's i on the inner one needs no other; its
 * value there is indeterminate in C's terms). */
static bool nest_control_var(const Kernel *k, const Loop *l, const char *x)
{
    bool in = false;
    for (int i = 0; i < k->nest_n; i++) in |= k->nest[i] == l;
    for (int i = 0; in && i < k->nest_n; i++)
        if (k->nest[i]->var && !strcmp(k->nest[i]->var, x)) return true;
    return false;
}

/* How a loop's private variable is declared in its body. */
typedef enum PrivForm {
    PRIV_NONE,                  /* private already, or declared elsewhere */
    PRIV_ROW,                   /* an array, one copy per worker shared by its vector lanes */
    PRIV_ARRAY,                 /* an array (__shared__ when one per gang) */
    PRIV_VLA,                   /* a VLA: its storage (alloca) */
    PRIV_SCALAR,
} PrivForm;

static PrivForm private_form(KCtx *c, Loop *l, const VarItem *it, Var **vp)
{
    Var *v = *vp = var_named(c->nd, it->base);
    if (control_var(l, it->base) || nest_control_var(c->k, l, it->base)) return PRIV_NONE;
    if (v && v->pass == PASS_PRIVSUB) return PRIV_NONE;         /* loop_privsubs */
    if (!v && it->nsub) return PRIV_NONE;                       /* a pointer the region does not use */
    if (!v && !ana_local_at(c->nd, it->base, l->start)) return PRIV_NONE;     /* nor does it use this */
    if (v && v->shape == SHAPE_ARRAY && (l->par & PAR_WORKER) && !(l->par & PAR_VECTOR) && (c->k->dims & PAR_VECTOR))
        return PRIV_ROW;
    if (v && v->shape == SHAPE_ARRAY) return PRIV_ARRAY;
    if (v && v->vm && v->local_decl != v->param_decl) return PRIV_VLA;
    return PRIV_SCALAR;
}

/* The declaration of private variable x (v: its Var, or NULL) in form f. */
static void print_private(KCtx *c, Loop *l, PrivForm f, Var *v, const char *x, Buf *body)
{
    Arena *a = c->u->arena;
    const GangSlot *g;
    int id;
    switch (f) {
    case PRIV_ROW:              /* at most a warp's worth of workers a block */
        id = c->ids++;
        buf_printf(body, "__syncwarp(gw_row_mask()); __shared__ %s; auto &%s = gw_ws%d[::threadIdx.y]; ",
                   decl_named(a, v->local_parts, arena_printf(a, "gw_ws%d[%d]", id, WARP_THREADS)), x, id);
        break;
    case PRIV_ARRAY:
        if (!gang_shared(c, l)) buf_printf(body, "%s; ", v->local_decl);
        else if ((g = ana_gang_slot(c->k, v, l, NULL))
                 || (l->dir == c->nd->dir && (g = ana_gang_slot(c->k, v, NULL, NULL))))   /* the construct's */
            cu_gang_global_decl(a, c->k, g, v->local_parts, x, body);
        else buf_printf(body, "__shared__ %s; ", v->local_decl);
        break;
    case PRIV_VLA: buf_printf(body, "%s; ", v->local_decl); break;
    case PRIV_SCALAR: buf_printf(body, "gw_noref<__decltype(%s)>::type %s; ", x, x); break;
    case PRIV_NONE: break;
    }
}

/* val combined across the lanes of loop l (levels par, inside levels
 * outer): by shuffles when the rows fit a warp, else across the block. */
static void lanes_combine(Buf *b, const char *op, const char *val, unsigned par, unsigned outer, bool warp)
{
    if (warp) buf_printf(b, "gw_reduce_warp<%s>(%s, %d)", op, val, !!(par & PAR_VECTOR));
    else buf_printf(b, "gw_reduce_block<%s>(%s, %d, %d, %d)", op, val, !!(par & PAR_VECTOR), !!(par & PAR_WORKER),
                    !!(outer & PAR_WORKER));
}

/* A loop-level reduction: the value before the loop saved, the variable
 * set to the identity, and after the loop the lanes' values combined
 * into the saved one (a kernels region's own scalar: private copies from
 * the identity, combined in the block, then into the device copy that the
 * region's later code reads). */
static void print_loop_red(KCtx *c, Loop *l, LoopRed f, const VarItem *it, RedOp rop, unsigned outer, Buf *pro,
                           Buf *epi)
{
    const char *x = it->base, *op = red_name(rop);
    bool warp = !(l->par & PAR_WORKER) && c->k->warp_rows;
    long long len = it->array_len;
    int id = c->ids++;
    switch (f) {
    case LRED_KERNELS_REF:
        buf_printf(pro, "gw_noref<__decltype(%s)>::type &gw_rf%d = %s; "
                        "gw_noref<__decltype(%s)>::type %s = gw_identity<%s, gw_noref<__decltype(%s)>::type>(); ",
                   x, id, x, x, x, op, x);
        buf_printf(epi, "{ gw_noref<__decltype(%s)>::type gw_v = ", x);
        lanes_combine(epi, op, x, l->par, outer, false);
        buf_printf(epi, "; if (::threadIdx.x == 0 && ::threadIdx.y == 0) gw_atomic_op<%s>(&gw_rf%d, gw_v); } ", op, id);
        break;
    case LRED_ARRAY:
        buf_printf(pro, "gw_noref<__decltype(%s[0])>::type gw_rs%d[%lld]; for (int gw_e = 0; gw_e < %lld; gw_e++) "
                        "{ gw_rs%d[gw_e] = %s[gw_e]; "
                        "%s[gw_e] = gw_identity<%s, gw_noref<__decltype(%s[0])>::type>(); } ",
                   x, id, len, len, id, x, x, op, x);
        buf_printf(epi, "for (int gw_e = 0; gw_e < %lld; gw_e++) %s[gw_e] = gw_op<%s>(gw_rs%d[gw_e], ", len, x, op, id);
        lanes_combine(epi, op, arena_printf(c->u->arena, "%s[gw_e]", x), l->par, outer, warp);
        buf_puts(epi, "); ");
        break;
    case LRED_SCALAR:           /* warp: no shared memory */
        buf_printf(pro, "gw_noref<__decltype(%s)>::type gw_rs%d = %s; "
                        "%s = gw_identity<%s, gw_noref<__decltype(%s)>::type>(); ", x, id, x, x, op, x);
        buf_printf(epi, "%s = gw_op<%s>(gw_rs%d, ", x, op, id);
        lanes_combine(epi, op, x, l->par, outer, warp);
        buf_puts(epi, "); ");
        break;
    default:
        break;
    }
}

/* Loop l's private(...) and loop-level reductions: declarations into its
 * body, saved values into the prologue pro, combines into the epilogue. */
static void loop_clauses(KCtx *c, Loop *l, Buf *pro, Buf *body, Buf *epi, unsigned outer)
{
    if (!l->dir) return;
    loop_privsubs(c->nd, l, c->k->serial, pro);
    for (Clause *cl = l->dir->clauses; cl; cl = cl->next)
        for (int i = 0; i < cl->nvars && (cl->kind == CL_PRIVATE || cl->kind == CL_REDUCTION); i++) {
            const VarItem *it = &cl->vars[i];
            if (cl->kind == CL_PRIVATE) {
                Var *v;
                PrivForm f = private_form(c, l, it, &v);
                print_private(c, l, f, v, it->base, body);
                continue;
            }
            LoopRed f = ana_loop_red(c->nd, c->k, l, it);       /* the others: analysis's errors */
            if (f == LRED_KERNELS_REF || f == LRED_ARRAY || f == LRED_SCALAR)
                print_loop_red(c, l, f, it, cl->op, outer, pro, epi);
        }
}

/* The code text of [from, to) on one line: line markers dropped.  Not a
 * parse (an exception to "no stage reads C text"): it copies the user's
 * code, and the only thing it looks for is a line marker's '#'. */
static void code_text(Unit *u, size_t from, size_t to, Buf *out)
{
    bool bol = true;
    for (size_t i = from; i < to; i++) {
        char ch = u->pp[i];
        if (bol && ch == '#') {
            while (i < to && u->pp[i] != '\n') i++;
            continue;
        }
        bol = ch == '\n';
        buf_add(out, ch == '\n' ? " " : &u->pp[i], 1);
    }
    buf_puts(out, " ");
}

/* ---- a partitioned loop: its plan, decided once, then printed ---- */

/* How a partitioned loop's iterations reach its threads. */
typedef enum LoopForm {
    FORM_STRIDE,                /* grid-stride: start, start + stride, ... */
    FORM_CHUNKS,                /* gang(static: n): a gang's chunks of n in turn, its lanes across each */
    FORM_PARTIALS,              /* grid-stride, PARTIALS iterations a turn into as many partial
                                   results of the reductions (Loop.partials) */
} LoopForm;

/* A partitioned loop's plan (loop_plan), from the Loop and Kernel fields
 * analysis set; the plan_* functions print it. */
typedef struct LoopPlan {
    int id;                     /* numbers its gw_ names */
    Loop *chain[MAX_COLLAPSE];  /* the loop and those its collapse folds into it, outside in */
    int nc;
    Loop *in;                   /* the innermost of them: its body is the body */
    const char *ct;             /* the index type: unsigned when one loop of a 32-bit variable */
    LoopForm form;
    const char *start, *stride; /* the first index of a thread, and the step */
    char chunk_axis;            /* FORM_CHUNKS: the grid axis of the gangs */
    unsigned lanes;             /* FORM_CHUNKS: the levels across a chunk */
    bool unroll;                /* an innermost vector loop: a lane's iterations unrolled */
    Var **acc;                  /* FORM_PARTIALS: the reductions (Loop.partials) */
    int nacc;
    bool gang_barrier;          /* each iteration ends at a barrier: the next
                                   gang reuses the shared arrays it holds */
    unsigned now;               /* the levels inside its body */
    bool split;                 /* chain[0] is the kernel's split loop: its share
                                   [gw_lo, gw_hi) only (Kernel.split) */
} LoopPlan;

static void loop_plan(KCtx *c, Loop *l, unsigned outer, bool top, LoopPlan *p)
{
    Kernel *k = c->k;
    *p = (LoopPlan){.id = c->ids++};
    for (Loop *q = l; q && p->nc < l->collapse && p->nc < MAX_COLLAPSE; q = q->kids) p->chain[p->nc++] = q;
    p->in = p->chain[p->nc - 1];
    p->ct = p->nc == 1 && l->var_narrow ? "unsigned" : "long long";
    /* a packable kernel's gang loop: each row of the block is a gang; gang(dim: 2|3): the grid's y or z */
    unsigned levels = k->packable && l->par == PAR_GANG ? PAR_GANG | PAR_WORKER : l->par;
    char axis = (l->par & PAR_GANG) && l->gdim > 1 ? (l->gdim == 2 ? 'y' : 'z') : 'x';
    grid_stride(c->u->arena, levels, axis, &p->start, &p->stride);
    p->acc = l->partials;
    p->nacc = top ? l->npartials : 0;
    p->form = p->nacc ? FORM_PARTIALS : l->gang_chunk ? FORM_CHUNKS : FORM_STRIDE;
    p->chunk_axis = l->gdim > 1 ? (l->gdim == 2 ? 'y' : 'z') : 'x';
    p->lanes = levels & (PAR_WORKER | PAR_VECTOR);
    /* a lane's iterations load at once (a sparse row of a few dozen nonzeros over 16 lanes) */
    p->unroll = l->par == PAR_VECTOR && !p->in->kids;
    p->gang_barrier = gang_shared(c, l) && holds_shared(c, p->in);
    p->now = outer | (l->par & ~PAR_SEQ);
    p->split = k->split.mode == SPLIT_LOOP && k->split.loop == l;
}

/* The split loop's index idx as the loop's own: offset by the share's start. */
static const char *split_index(Arena *a, bool split, const char *idx, const char *ct)
{
    return split ? arena_printf(a, "(%s)(%s + gw_lo)", ct, idx) : idx;
}

/* The split loop's trip count trip as its share's (gw_share), or trip. */
static const char *split_trip(Arena *a, bool split, const char *trip)
{
    return split ? arena_printf(a, "gw_share(%s, gw_lo, gw_hi)", trip) : trip;
}

/* The block's opening before the loop: each loop's trip count and their
 * product, gw_n<id>. */
static void plan_trips(Arena *a, const LoopPlan *p, Buf *pro)
{
    buf_puts(pro, "{ ");
    for (int i = 0; i < p->nc; i++)
        buf_printf(pro, "long long gw_n%d_%d = %s; ", p->id, i,
                   split_trip(a, p->split && !i, p->chain[i]->cuda_trip));
    buf_printf(pro, "%s gw_n%d = gw_n%d_0", p->ct, p->id, p->id);
    for (int i = 1; i < p->nc; i++) buf_printf(pro, " * gw_n%d_%d", p->id, i);
    buf_puts(pro, "; ");
}

/* The control variables from the index gw_i<id>, innermost first: declared
 * when the header declares them, else the kernel's copy assigned. */
static void plan_vars(Arena *a, const LoopPlan *p, Buf *body)
{
    int id = p->id;
    buf_printf(body, "%s gw_r%d = gw_i%d; ", p->ct, id, id);
    for (int i = p->nc - 1; i > 0; i--) {
        Loop *k = p->chain[i];
        const char *ty = k->var_declared ? k->var_type : NULL;
        const char *cast = ty ? ty : arena_printf(a, "__typeof__(%s)", k->var);
        buf_printf(body, "%s%s%s = (%s)((%s) + (gw_r%d %% gw_n%d_%d) * (%s)); gw_r%d /= gw_n%d_%d; ", ty ? ty : "",
                   ty ? " " : "", k->var, cast, k->cuda_lb, id, id, i, k->cuda_step, id, id, i);
    }
    const char *r = split_index(a, p->split, arena_printf(a, "gw_r%d", id), p->ct);
    cu_recover_var(a, p->chain[0], r, p->ct, body);     /* modulo 2^32 too */
}

/* FORM_PARTIALS: the body as gw_it<id>(index, the accumulators); PARTIALS
 * iterations a turn into as many partial results, then the rest, then
 * combined; run before the clauses' epilogue epi. */
static void plan_partials(KCtx *c, Loop *l, const LoopPlan *p, Buf *epi)
{
    int id = p->id;
    const char *ct = p->ct;
    Buf h, run;
    buf_init(&h);
    buf_init(&run);
    buf_printf(&h, "auto gw_it%d = [&](%s gw_i%d", id, ct, id);
    for (int i = 0; i < p->nacc; i++)
        buf_printf(&h, ", gw_noref<__decltype(%s)>::type &%s", p->acc[i]->name, p->acc[i]->name);
    buf_puts(&h, ") ");
    edit_add(c->el, l->start, l->header_end, arena_strdup(c->u->arena, buf_cstr(&h)), EDIT_PLAIN);
    buf_printf(&run, "; { %s gw_s%d = (%s)%s, gw_j%d = (%s)%s; ", ct, id, ct, p->stride, id, ct, p->start);
    for (int i = 0; i < p->nacc; i++) {
        const char *x = p->acc[i]->name, *op = red_name(p->acc[i]->red);
        buf_printf(&run, "gw_noref<__decltype(%s)>::type gw_a%d_%d[%d] = {", x, id, i, PARTIALS - 1);
        for (int t = 1; t < PARTIALS; t++)
            buf_printf(&run, "%sgw_identity<%s, gw_noref<__decltype(%s)>::type>()", t > 1 ? ", " : "", op, x);
        buf_puts(&run, "}; ");
    }
    buf_printf(&run, "for (; (unsigned long long)gw_j%d + %dull * gw_s%d < (unsigned long long)gw_n%d; "
                     "gw_j%d += %d * gw_s%d) { ", id, PARTIALS - 1, id, id, id, PARTIALS, id);
    for (int t = 0; t < PARTIALS; t++) {
        buf_printf(&run, "gw_it%d(gw_j%d + %d * gw_s%d", id, id, t, id);
        for (int i = 0; i < p->nacc; i++)
            if (t == 0) buf_printf(&run, ", %s", p->acc[i]->name);
            else buf_printf(&run, ", gw_a%d_%d[%d]", id, i, t - 1);
        buf_puts(&run, "); ");
    }
    buf_printf(&run, "} for (; gw_j%d < gw_n%d; gw_j%d += gw_s%d) gw_it%d(gw_j%d", id, id, id, id, id, id);
    for (int i = 0; i < p->nacc; i++) buf_printf(&run, ", %s", p->acc[i]->name);
    buf_puts(&run, "); ");
    for (int i = 0; i < p->nacc; i++) {     /* a pairwise tree: ((x, a0), (a1, a2)) */
        const char *op = red_name(p->acc[i]->red);
        buf_printf(&run, "%s = gw_op<%s>(gw_op<%s>(%s, gw_a%d_%d[0]), gw_op<%s>(gw_a%d_%d[1], gw_a%d_%d[2])); ",
                   p->acc[i]->name, op, op, p->acc[i]->name, id, i, op, id, i, id, i);
    }
    buf_puts(&run, "} ");
    buf_puts(&run, buf_cstr(epi));
    buf_release(epi);
    *epi = run;
    buf_release(&h);
}

/* The loop's header, and its collapsed loops' headers gone. */
static void plan_header(KCtx *c, Loop *l, const LoopPlan *p, Buf *epi)
{
    Arena *a = c->u->arena;
    int id = p->id;
    const char *ct = p->ct;
    if (p->form == FORM_PARTIALS) {
        plan_partials(c, l, p, epi);
    } else if (p->form == FORM_CHUNKS) {
        char ax = p->chunk_axis;
        const char *ls = "0", *lst = "1";
        if (p->lanes) grid_stride(a, p->lanes, 'x', &ls, &lst);
        edit_add(c->el, l->start, l->header_end,
                 arena_printf(a, "for (long long gw_c%d = (long long)::blockIdx.%c * gw_k%d; "
                                 "gw_c%d < (long long)gw_n%d; gw_c%d += (long long)::gridDim.%c * gw_k%d) "
                                 "for (%s gw_i%d = (%s)(gw_c%d + %s); "
                                 "gw_i%d < gw_n%d && (long long)gw_i%d < gw_c%d + gw_k%d; gw_i%d += (%s)%s)",
                              id, ax, id, id, id, id, ax, id, ct, id, ct, id, ls, id, id, id, id, id, id, ct, lst),
                 EDIT_PLAIN);
    } else {
        edit_add(c->el, l->start, l->header_end,
                 arena_printf(a, "%sfor (%s gw_i%d = (%s)%s; gw_i%d < gw_n%d; gw_i%d += (%s)%s)",
                              p->unroll ? arena_printf(a, "_Pragma(\"unroll %d\") ", VECTOR_UNROLL) : "", ct, id, ct,
                              p->start, id, id, id, ct, p->stride), EDIT_PLAIN);
    }
    for (int i = 1; i < p->nc; i++) edit_add(c->el, p->chain[i]->start, p->chain[i]->header_end, "", EDIT_PLAIN);
}

/* collapse(force: n): the code between the loops moves into the innermost
 * body, once per iteration of the collapsed nest (OpenACC 3.3 section
 * 2.9.1): pre before it, post after it, inner loops' code first. */
static void plan_between(KCtx *c, const LoopPlan *p, Buf *pre, Buf *post)
{
    for (int i = 1; i < p->nc; i++) {
        Loop *o = p->chain[i - 1], *k = p->chain[i];
        size_t b0 = o->body_compound ? o->body_start + 1 : o->body_start;
        size_t b1 = o->body_compound ? o->body_end - 1 : o->body_end;
        if (k->start > b0) {
            code_text(c->u, b0, k->start, pre);
            edit_add(c->el, b0, k->start, "", EDIT_PLAIN);
        }
        if (b1 > k->end) {
            Buf t;
            buf_init(&t);
            code_text(c->u, k->end, b1, &t);
            buf_puts(&t, buf_cstr(post));
            buf_release(post);
            *post = t;
            edit_add(c->el, k->end, b1, "", EDIT_PLAIN);
        }
    }
}

/* The innermost body: the variables and the moved code at its top (in a
 * block of its own when it has no braces), the code after it, and the
 * gang's barrier. */
static void plan_body(KCtx *c, const LoopPlan *p, int depth, Buf *body)
{
    Arena *a = c->u->arena;
    Loop *in = p->in;
    Buf pre, post;
    buf_init(&pre);
    buf_init(&post);
    plan_between(c, p, &pre, &post);
    if (pre.len) buf_puts(body, buf_cstr(&pre));
    size_t end = in->body_compound ? in->body_end - 1 : in->body_end;
    if (in->body_compound) {
        edit_add(c->el, in->body_start + 1, in->body_start + 1, arena_strdup(a, buf_cstr(body)),
                 nest_open(depth, NEST_BODY));
    } else {
        edit_add(c->el, in->body_start, in->body_start, arena_printf(a, "{ %s", buf_cstr(body)),
                 nest_open(depth, NEST_BODY));
        edit_add(c->el, in->body_end, in->body_end, " }", nest_close(depth, NEST_BODY));
    }
    if (post.len) edit_add(c->el, end, end, arena_strdup(a, buf_cstr(&post)), nest_close(depth, NEST_BODY_POST));
    if (p->gang_barrier) edit_add(c->el, end, end, "__syncthreads(); ", nest_close(depth, NEST_BARRIER));
    buf_release(&pre);
    buf_release(&post);
}

/* A sequential loop stays as written, in a block of its own when its
 * private pointer subarrays need copies. */
static void seq_loop(KCtx *c, Loop *l, unsigned outer, int depth)
{
    Buf ps;
    buf_init(&ps);
    buf_puts(&ps, "{ ");
    if (loop_privsubs(c->nd, l, c->k->serial, &ps)) {
        edit_add(c->el, l->start, l->start, arena_strdup(c->u->arena, buf_cstr(&ps)), nest_open(depth, NEST_LOOP));
        edit_add(c->el, l->end, l->end, "}", nest_close(depth, NEST_LOOP));
    }
    buf_release(&ps);
    cu_loop_edits(c, l->kids, outer, depth + 1, false);
}

/* A partitioned loop: a block opens before it (the plan's trip counts,
 * the clauses' prologue, gang(static: n)'s chunk), its header runs the
 * thread's iterations, its body starts with the control variables and
 * the clauses' declarations, and the block closes after it with the
 * clauses' epilogue and the barrier analysis chose (Loop.sync_after). */
static void one_loop(KCtx *c, Loop *l, unsigned outer, int depth, bool top)
{
    if (l->par & PAR_SEQ || !l->par) {
        seq_loop(c, l, outer, depth);
        return;
    }
    Arena *a = c->u->arena;
    LoopPlan p;
    loop_plan(c, l, outer, top, &p);
    Buf pro, body, epi;
    buf_init(&pro);
    buf_init(&body);
    buf_init(&epi);
    plan_trips(a, &p, &pro);
    plan_vars(a, &p, &body);
    loop_clauses(c, l, &pro, &body, &epi, outer);
    if (l->gang_chunk)
        buf_printf(&pro, "long long gw_k%d = (long long)(%s) > 0 ? (long long)(%s) : 1; ", p.id, l->gang_chunk,
                   l->gang_chunk);
    edit_add(c->el, l->start, l->start, arena_strdup(a, buf_cstr(&pro)), nest_open(depth, NEST_LOOP));
    plan_header(c, l, &p, &epi);
    plan_body(c, &p, depth, &body);
    if (l->sync_after) buf_printf(&epi, "%s ", sync_name(l->sync_after));
    buf_puts(&epi, "}");
    edit_add(c->el, l->end, l->end, arena_strdup(a, buf_cstr(&epi)), nest_close(depth, NEST_LOOP));
    buf_release(&pro);
    buf_release(&body);
    buf_release(&epi);
    cu_loop_edits(c, p.in->kids, p.now, depth + p.nc, false);
}

/* Arrays at gang scope become one __shared__ copy per gang (ana_gang_array). */
static bool shared_array_at(KCtx *c, Store *s)
{
    return ana_gang_array(c->nd, c->k, s);
}

static bool holds_shared(KCtx *c, Loop *l)
{
    for (Store *s = c->nd->arrays; s; s = s->next)
        if (s->start >= l->body_start && s->start < l->body_end && shared_array_at(c, s)) return true;
    if (!l->dir) return false;
    for (Clause *cl = l->dir->clauses; cl; cl = cl->next)
        for (int i = 0; cl->kind == CL_PRIVATE && i < cl->nvars; i++) {
            Var *v = var_named(c->nd, cl->vars[i].base);
            if (v && v->shape == SHAPE_ARRAY) return true;
        }
    return false;
}

/* Too big for shared memory (analyze.c, gang_globals): double t[N]; becomes
 * typedef double gw_gt_t[N]; and a reference t to the gang's copy. */
void cu_shared_arrays(KCtx *c)
{
    Arena *a = c->u->arena;
    for (Store *s = c->nd->arrays; s; s = s->next) {
        if (!shared_array_at(c, s)) continue;
        const GangSlot *g = ana_gang_slot(c->k, NULL, NULL, s);
        if (!g) {
            edit_add(c->el, s->start, s->start, "__shared__ ", nest_open(0, NEST_SHARED));
            continue;
        }
        const char *t = arena_printf(a, "gw_gt_%s", s->var);
        edit_add(c->el, s->start, s->start, "typedef ", nest_open(0, NEST_SHARED));
        edit_add(c->el, s->name_at, s->name_at + strlen(s->var), (char *)t, EDIT_PLAIN);
        edit_add(c->el, s->end, s->end,
                 arena_printf(a, " %s &%s = *(%s *)((char *)gw_gsh + %s * %lldull + %lldull);", t, s->var, t,
                              block_index, c->k->gang_slot, g->off),
                 EDIT_PLAIN);
    }
}

/* The control variable of l from its index idx: "int i = (int)(lb + idx * step); ". */
void cu_recover_var(Arena *a, Loop *l, const char *idx, const char *ct, Buf *b)
{
    const char *ty = l->var_declared ? l->var_type : NULL;
    const char *cast = ty ? ty : arena_printf(a, "__typeof__(%s)", l->var);
    buf_printf(b, "%s%s%s = (%s)((%s) + %s * (%s)(%s)); ", ty ? ty : "", ty ? " " : "", l->var, cast, l->cuda_lb,
               idx, ct, l->cuda_step);
}

/* A nest kernel's grid loops (sched.c, setup_nest), as nest_edits prints them. */
typedef struct NestPlan {
    int id, m;                  /* m: 2 or 3 loops */
    int r;                      /* iterations of the outer loop per thread (Kernel.nest_r) */
    Loop *x, *y, *z;            /* on the grid's x, y and z (z: NULL for 2) */
    Loop *outer;                /* the one with r per thread: y, or z for 3 */
    const char *on;             /* its axis' name: "y" or "z" */
    const char *ct;             /* the index type: unsigned when every variable is 32-bit */
    Loop *split;                /* the kernel's split loop, one of them, or NULL */
} NestPlan;

static void nest_plan(KCtx *c, NestPlan *p)
{
    Kernel *k = c->k;
    p->id = c->ids++;
    p->m = k->nest_n;
    p->r = k->nest_r;
    p->x = k->nest[0];
    p->y = k->nest[1];
    p->z = p->m == 3 ? k->nest[2] : NULL;
    p->outer = p->z ? p->z : p->y;
    p->on = p->z ? "z" : "y";
    bool narrow = true;
    for (int i = 0; i < p->m; i++) narrow = narrow && k->nest[i]->var_narrow;
    p->ct = narrow ? "unsigned" : "long long";
    p->split = k->split.mode == SPLIT_LOOP ? k->split.loop : NULL;
}

/* Loop l's trip count in the nest: its share's when it is the split loop,
 * clamped in long long then converted. */
static const char *nest_trip(Arena *a, const NestPlan *p, Loop *l)
{
    if (l != p->split) return l->cuda_trip;
    return arena_printf(a, "(%s)%s", p->ct, split_trip(a, true, l->cuda_trip));
}

/* The trip counts and the grid-stride loops over x, y (and z), the outer
 * one r iterations a step. */
static void nest_loops(Arena *a, const NestPlan *p, Buf *pro)
{
    int id = p->id, r = p->r;
    const char *ct = p->ct;
    buf_printf(pro, "{ %s gw_nx%d = %s, gw_ny%d = %s", ct, id, nest_trip(a, p, p->x), id,
               nest_trip(a, p, p->y));
    if (p->z) buf_printf(pro, ", gw_nz%d = %s", id, nest_trip(a, p, p->z));
    buf_puts(pro, "; ");
    buf_printf(pro, "for (%s gw_ix%d = (%s)::blockIdx.x * ::blockDim.x + ::threadIdx.x; gw_ix%d < gw_nx%d; "
                    "gw_ix%d += (%s)::gridDim.x * ::blockDim.x) ", ct, id, ct, id, id, id, ct);
    if (p->z)
        buf_printf(pro, "for (%s gw_iy%d = (%s)::blockIdx.y * ::blockDim.y + ::threadIdx.y; gw_iy%d < gw_ny%d; "
                        "gw_iy%d += (%s)::gridDim.y * ::blockDim.y) "
                        "for (%s gw_io%d = (%s)::blockIdx.z * %d; gw_io%d < gw_nz%d; gw_io%d += (%s)::gridDim.z * %d) ",
                   ct, id, ct, id, id, id, ct, ct, id, ct, r, id, id, id, ct, r);
    else
        buf_printf(pro, "for (%s gw_io%d = ((%s)::blockIdx.y * ::blockDim.y + ::threadIdx.y) * %d; gw_io%d < gw_ny%d; "
                        "gw_io%d += (%s)::gridDim.y * ::blockDim.y * %d) ",
                   ct, id, ct, r, id, id, id, ct, r);
}

/* The body's variables: a function of the outer index when r > 1. */
static void nest_vars(Arena *a, const NestPlan *p, Buf *body)
{
    int id = p->id;
    const char *idx_o = p->r > 1 ? arena_printf(a, "gw_u%d", id) : arena_printf(a, "gw_io%d", id);
    if (p->r > 1) buf_printf(body, "auto gw_body%d = [&](%s gw_u%d) { ", id, p->ct, id);
    const char *ix = arena_printf(a, "gw_ix%d", id), *iy = arena_printf(a, "gw_iy%d", id);
    cu_recover_var(a, p->x, split_index(a, p->x == p->split, ix, p->ct), p->ct, body);
    cu_recover_var(a, p->outer, split_index(a, p->outer == p->split, idx_o, p->ct), p->ct, body);
    if (p->z) cu_recover_var(a, p->y, split_index(a, p->y == p->split, iy, p->ct), p->ct, body);
}

/* r > 1: a full run of r calls the body unrolled, a short one in a loop. */
static void nest_runs(const NestPlan *p, Buf *tail)
{
    int id = p->id, r = p->r;
    const char *on = p->on;
    if (r > 1)
        buf_printf(tail, "}; if (gw_io%d + %d <= gw_n%s%d) {\n#pragma unroll\n"
                         "for (int gw_k%d = 0; gw_k%d < %d; gw_k%d++) "
                         "gw_body%d(gw_io%d + gw_k%d); } else for (%s gw_k%d = gw_io%d; gw_k%d < gw_n%s%d; gw_k%d++) "
                         "gw_body%d(gw_k%d); ",
                   id, r, on, id, id, id, r, id, id, id, id, p->ct, id, id, id, on, id, id, id, id);
}

/* The kernel's tight nest on a multi-dimensional grid (sched.c,
 * setup_nest): grid-stride loops over x and y (and z), the outermost loop
 * of the nest in runs of nest_r iterations per thread.  A full run calls
 * the body as an unrolled lambda, so that nvcc can keep the loads one
 * iteration shares with the next in registers. */
static void nest_edits(KCtx *c, int depth)
{
    Kernel *k = c->k;
    Arena *a = c->u->arena;
    NestPlan p;
    nest_plan(c, &p);
    Buf pro, body, tail, none;
    buf_init(&pro);
    buf_init(&body);
    buf_init(&tail);
    buf_init(&none);
    nest_loops(a, &p, &pro);
    Loop *top = k->nest_top;
    edit_add(c->el, top->start, top->header_end, arena_strdup(a, buf_cstr(&pro)), nest_open(depth, NEST_LOOP));
    Loop *in = top;             /* the nest is a chain: top, its kid, ... */
    for (int i = 1; i < p.m; i++) {
        in = in->kids;
        edit_add(c->el, in->start, in->header_end, "", EDIT_PLAIN);
    }
    /* the body: the variables, the clauses' declarations, then the user's code */
    nest_vars(a, &p, &body);
    for (int i = 0; i < p.m; i++) loop_clauses(c, k->nest[i], &none, &body, &none, PAR_GANG | PAR_VECTOR);
    nest_runs(&p, &tail);
    if (in->body_compound) {
        edit_add(c->el, in->body_start + 1, in->body_start + 1, arena_strdup(a, buf_cstr(&body)),
                 nest_open(depth, NEST_BODY));
        edit_add(c->el, in->body_end - 1, in->body_end - 1, arena_strdup(a, buf_cstr(&tail)),
                 nest_close(depth, NEST_BODY));
    } else {
        edit_add(c->el, in->body_start, in->body_start, arena_printf(a, "{ %s", buf_cstr(&body)),
                 nest_open(depth, NEST_BODY));
        edit_add(c->el, in->body_end, in->body_end, arena_printf(a, " %s}", buf_cstr(&tail)),
                 nest_close(depth, NEST_BODY));
    }
    edit_add(c->el, top->end, top->end, "}", nest_close(depth, NEST_LOOP));
    buf_release(&pro);
    buf_release(&body);
    buf_release(&tail);
    buf_release(&none);
    cu_loop_edits(c, in->kids, PAR_GANG | PAR_VECTOR, depth + p.m, false);
}

/* The first stage of buffer b, or NULL past the last buffer. */
static Stage *stage_buf(Kernel *k, int b)
{
    Stage *st = k->stages;
    while (st && st->buf != b) st = st->next;
    return st;
}

/* Element idx of st's tile in shared memory buffer gw_sh<id>_<buf>. */
static char *stage_elem(Arena *a, Stage *st, int id, const char *idx)
{
    switch (st->kind) {
    case STAGE_ALL: return arena_printf(a, "gw_sh%d_%d[%s]", id, st->buf, idx);
    case STAGE_ROW: return arena_printf(a, "gw_sh%d_%d[::threadIdx.y][%s]", id, st->buf, idx);
    default: return arena_printf(a, "gw_sh%d_%d[%s][::threadIdx.x]", id, st->buf, idx);
    }
}

/* The shared memory of the staged loop's tiles: a packed struct's array
 * for the operands the whole block shares when pack, a buffer for each
 * other one; the tile's length, a constant or gw_kt<id>, in *ktx. */
static void stage_buffers(KCtx *c, int id, const char **ktx, Buf *h)
{
    Kernel *k = c->k;
    Arena *a = c->u->arena;
    bool pack = k->stage_pack, all_only = k->stage_block;
    Stage *st;
    /* operands shared by the whole block only: tiles of 16 KiB (gw_tile_of),
       fewer barriers and every thread's loads in flight together */
    *ktx = arena_printf(a, "%d", k->stage_tile);
    if (pack) {
        buf_printf(h, "struct gw_pk%d {", id);
        for (int b = 0; (st = stage_buf(k, b)); b++)
            if (st->kind == STAGE_ALL)
                buf_printf(h, " gw_plain<__decltype(%s[0])>::type a%d;", st->v->name, b);
        buf_puts(h, " }; ");
        if (all_only) {
            *ktx = arena_printf(a, "gw_kt%d", id);
            buf_printf(h, "const int gw_kt%d = gw_tile_of<sizeof(gw_packed<gw_pk%d>)>; ", id, id);
        }
        buf_printf(h, "__shared__ gw_packed<gw_pk%d> gw_shp%d[%s]; ", id, id, *ktx);
    } else if (all_only) {
        *ktx = arena_printf(a, "gw_kt%d", id);
        buf_printf(h, "const int gw_kt%d = gw_tile_of<sizeof(gw_plain<__decltype(%s[0])>::type)>; ", id,
                   k->stages->v->name);
    }
    for (int b = 0; (st = stage_buf(k, b)); b++) {      /* one buffer per subscript text */
        if (pack && st->kind == STAGE_ALL) continue;
        const char *dims = st->kind == STAGE_ALL ? arena_printf(a, "[%s]", *ktx)
                         : st->kind == STAGE_ROW ? arena_printf(a, "[%d][%d]", k->nest_by, k->stage_tile)
                         : arena_printf(a, "[%d][%d]", k->stage_tile, k->nest_bx);
        buf_printf(h, "__shared__ gw_plain<__decltype(%s[0])>::type gw_sh%d_%d%s; ", st->v->name, id, b, dims);
    }
}

/* The tile loop, and the loads of a tile's operands: those of one kind in
 * one loop, so that each thread has them all in flight at once. */
static void stage_loads(KCtx *c, int id, const char *ktx, Buf *h)
{
    static const char *from[] = {[STAGE_ALL] = "::threadIdx.y * ::blockDim.x + ::threadIdx.x",
                                 [STAGE_ROW] = "::threadIdx.x", [STAGE_COL] = "::threadIdx.y"};
    static const char *step[] = {[STAGE_ALL] = "::blockDim.x * ::blockDim.y",
                                 [STAGE_ROW] = "::blockDim.x", [STAGE_COL] = "::blockDim.y"};
    Kernel *k = c->k;
    Arena *a = c->u->arena;
    Loop *s = k->stage_loop;
    bool pack = k->stage_pack;
    Stage *st;
    buf_printf(h, "for (long long gw_t%d = 0, gw_nt%d = %s; gw_t%d < gw_nt%d; gw_t%d += %s) { "
                  "int gw_e%d = gw_nt%d - gw_t%d < %s ? (int)(gw_nt%d - gw_t%d) : %s; __syncthreads(); ",
               id, id, s->cuda_trip, id, id, id, ktx, id, id, id, ktx, id, id, ktx);
    for (StageKind kind = STAGE_ALL; kind <= STAGE_COL; kind++) {
        bool any = false;
        for (int b = 0; (st = stage_buf(k, b)); b++) any |= st->kind == kind;
        if (!any) continue;
        /* counted: with the stride only known at run time, a loop that
           tests gw_l < gw_e after each load cannot issue the next loads
           before it knows, and each thread's loads went one at a time (nbody's
           kernel on half the bodies, 8 warps a multiprocessor, 9% slower) */
        if (kind == STAGE_ALL)
            buf_printf(h, "{ const int gw_ls = %s, gw_l0 = %s, gw_ln = gw_l0 < gw_e%d ? (gw_e%d - gw_l0 + gw_ls - 1) / gw_ls : 0;"
                          "\n#pragma unroll %d\nfor (int gw_lk = 0; gw_lk < gw_ln; gw_lk++) { int gw_l = gw_l0 + gw_lk * gw_ls; ",
                       step[kind], from[kind], id, id, k->stage_block ? STAGE_LOAD_UNROLL_ALL : STAGE_LOAD_UNROLL);
        else        /* a row's or column's few loads: the division costs more (matmul 11% slower) */
            buf_printf(h, "{\n#pragma unroll %d\nfor (int gw_l = %s; gw_l < gw_e%d; gw_l += %s) { ",
                       STAGE_LOAD_UNROLL, from[kind], id, step[kind]);
        cu_recover_var(a, s, arena_printf(a, "(gw_t%d + gw_l)", id), "long long", h);
        if (pack && kind == STAGE_ALL) buf_printf(h, "gw_pk%d gw_w; ", id);
        for (int b = 0; (st = stage_buf(k, b)); b++) {
            if (st->kind != kind) continue;
            const char *x = st->ix->cuda_text;
            if (pack && kind == STAGE_ALL) buf_printf(h, "gw_w.a%d = %s[%s]; ", b, st->v->name, x);
            else buf_printf(h, "%s = %s[%s]; ", stage_elem(a, st, id, "gw_l"), st->v->name, x);
        }
        if (pack && kind == STAGE_ALL) buf_printf(h, "gw_shp%d[gw_l].v = gw_w; ", id);
        buf_puts(h, "} } ");
    }
}

/* The staged kernel's sequential loop (sched.c, setup_stage), a tile of
 * stage_tile iterations at a time: the block loads the tile's operands
 * into shared memory, waits, then runs the iterations on them.  Two or
 * more operands shared by the whole block (n-body's x[j], y[j], z[j],
 * m[j]) are packed into one struct a tile element, which each iteration
 * reads with one vector load (gw_pk<id>, gw_q<id>.a<buf>). */
void cu_stage_edits(KCtx *c, int depth)
{
    Kernel *k = c->k;
    Arena *a = c->u->arena;
    Loop *s = k->stage_loop;
    int id = c->ids++;
    bool pack = k->stage_pack;
    const char *ktx;
    Buf h, var;
    buf_init(&h);
    buf_init(&var);
    stage_buffers(c, id, &ktx, &h);
    stage_loads(c, id, ktx, &h);
    /* the body, a function of the iteration: a full tile runs it a constant
       number of times (unrolled, no remainder), the last one gw_e times */
    buf_printf(&h, "__syncthreads(); auto gw_f%d = [&](int gw_c%d) ", id, id);
    edit_add(c->el, s->start, s->header_end, arena_strdup(a, buf_cstr(&h)), EDIT_PLAIN);
    cu_recover_var(a, s, arena_printf(a, "(gw_t%d + gw_c%d)", id, id), "long long", &var);
    if (pack) buf_printf(&var, "const gw_pk%d gw_q%d = gw_shp%d[gw_c%d].v; ", id, id, id, id);
    char *runs = arena_printf(a, "; if (gw_e%d == %s) {\n#pragma unroll %d\n"
                                 "for (int gw_c%d = 0; gw_c%d < %s; gw_c%d++) gw_f%d(gw_c%d); "
                                 "} else for (int gw_c%d = 0; gw_c%d < gw_e%d; gw_c%d++) gw_f%d(gw_c%d); }",
                              id, ktx, STAGE_UNROLL, id, id, ktx, id, id, id, id, id, id, id, id, id);
    if (s->body_compound) {
        edit_add(c->el, s->body_start + 1, s->body_start + 1, arena_strdup(a, buf_cstr(&var)),
                 nest_open(depth, NEST_BODY));
        edit_add(c->el, s->end, s->end, runs, nest_close(depth, NEST_LOOP));
    } else {
        edit_add(c->el, s->body_start, s->body_start, arena_printf(a, "{ %s", buf_cstr(&var)),
                 nest_open(depth, NEST_BODY));
        edit_add(c->el, s->body_end, s->body_end, arena_printf(a, " }%s", runs), nest_close(depth, NEST_BODY));
    }
    for (Stage *st = k->stages; st; st = st->next)
        edit_add(c->el, st->ix->at, st->ix->end,
                 pack && st->kind == STAGE_ALL ? arena_printf(a, "gw_q%d.a%d", id, st->buf)
                                               : stage_elem(a, st, id, arena_printf(a, "gw_c%d", id)), EDIT_PLAIN);
    buf_release(&h);
    buf_release(&var);
}

void cu_loop_edits(KCtx *c, Loop *l, unsigned outer, int depth, bool top)
{
    for (; l; l = l->next) {
        if (top && (l->start < c->k->start || l->start >= c->k->end)) continue;
        if (top && c->k->nest_n && l == c->k->nest_top) nest_edits(c, depth);
        else one_loop(c, l, outer, depth, top);
    }
}
