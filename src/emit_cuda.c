/* emit_cuda.c: the CUDA file: the types and functions the kernels need,
 * then one kernel per compute construct (or per piece of a kernels
 * construct), made of the user's own statement text with its loops
 * rewritten onto the grid (emit_loops.c); emit_cuda.h holds what the two
 * files share. */
#include "gangway.h"
#include "emit_cuda.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void routine_reductions(Unit *u, EditList *el, Loop *l);
static void routine_nest_edits(Unit *u, EditList *el, Loop *l, const char *id, const char *nt, const char *sync);

/* ---- stores outside partitioned loops: one lane per gang (or worker) ---- */

/* How many loops of l are around offset at. */
static int depth_at(Loop *l, size_t at)
{
    for (; l; l = l->next)
        if (at >= l->start && at < l->end) return 1 + depth_at(l->kids, at);
    return 0;
}

/* Is name in a private clause of a loop around offset at?  Each thread has
 * its own copy then, which every lane must write. */
static bool loop_private_at(Loop *l, size_t at, const char *name)
{
    for (; l; l = l->next) {
        if (at < l->start || at >= l->end) continue;
        if (l->dir)
            for (Clause *cl = l->dir->clauses; cl; cl = cl->next)
                for (int i = 0; cl->kind == CL_PRIVATE && i < cl->nvars; i++)
                    if (!strcmp(cl->vars[i].base, name)) return true;
        return loop_private_at(l->kids, at, name);
    }
    return false;
}

/* Does a call of r in [start, end) of nd call its partitioned copy? */
static bool calls_part(const Routine *r, const Node *nd, size_t start, size_t end)
{
    for (RCall *rc = r->part ? r->calls : NULL; rc; rc = rc->next)
        if (rc->nd == nd && rc->at >= start && rc->at < end && rc->part) return true;
    return false;
}

/* Does store s need no guard: a variable every thread has its own copy of? */
static bool store_own(KCtx *c, Store *s)
{
    if (s->shared) return false;
    Var *v = s->var ? var_named(c->nd, s->var) : NULL;
    return !v || v->pass == PASS_PRIVATE || v->pass == PASS_REDUCTION
           || (v->pass == PASS_PRIVSUB && v->psub_level == PAR_VECTOR && s->via)
           || (v->pass == PASS_VALUE && !(s->via && v->shape == SHAPE_POINTER))
           || (!s->via && loop_private_at(c->nd->loops, s->start, v->name));
}

/* A store's guard: the lanes (x, y) and gangs that skip it, and the
 * barrier after it. */
typedef struct StoreGuard {
    bool gx, gy, gg;            /* only threadIdx.x 0, threadIdx.y 0, blockIdx.x 0 */
    SyncKind sync;
} StoreGuard;

static bool store_guard(KCtx *c, Store *s, StoreGuard *g)
{
    Kernel *k = c->k;
    unsigned d = dims_at(c->nd->loops, s->start);
    /* a routine with partitioned loops: every lane calls it, every
       worker too for a routine gang or worker, every gang for a
       routine gang (routine_copies) */
    unsigned part = s->vcall && calls_part(s->vcall, c->nd, s->start, s->end) ? s->vcall->level : 0;
    g->gx = (k->dims & PAR_VECTOR) && !(d & PAR_VECTOR) && !part;
    g->gy = (k->dims & PAR_WORKER) && !(d & PAR_WORKER) && !(part & (PAR_GANG | PAR_WORKER));
    /* a gang routine's loops run whole in the calling thread: one gang calls it */
    g->gg = s->gang_call && !(d & PAR_GANG) && part != PAR_GANG;     /* num_gangs(n) alone gives n gangs too */
    g->sync = !g->gx && !g->gy ? SYNC_NONE : d & PAR_WORKER ? SYNC_ROW : k->packable ? SYNC_GANG : SYNC_BLOCK;
    return g->gx || g->gy || g->gg;
}

static void guard_stores(KCtx *c)
{
    Kernel *k = c->k;
    if (k->serial) return;
    for (Store *s = c->nd->stores; s; s = s->next) {
        StoreGuard g;
        if (s->start < k->start || s->start >= k->end || store_own(c, s) || !store_guard(c, s, &g)) continue;
        int depth = depth_at(c->nd->loops, s->start);
        const char *cond = g.gx && g.gy ? "::threadIdx.x == 0 && ::threadIdx.y == 0" : g.gx ? "::threadIdx.x == 0"
                           : g.gy ? "::threadIdx.y == 0" : "1";
        edit_add(c->el, s->start, s->start,
                 arena_printf(c->u->arena, "{ if (%s%s) { ", g.gg ? "::blockIdx.x == 0 && " : "", cond),
                 nest_open(depth, NEST_GUARD));
        edit_add(c->el, s->end, s->end, arena_printf(c->u->arena, " } %s }", sync_name(g.sync)),
                 nest_close(depth, NEST_GUARD));
    }
}

/* ---- copying the user's text ---- */

/* Copy u->pp[start, end) into the CUDA text with the emitter's edits l,
 * the reduced members' temporaries (Unit.member_uses) and the unit's lowering
 * of C that C++ rejects (Unit.cxx); where they change the same text, the
 * emitter's edit wins, then the temporary's name. */
static void cuda_copy(Unit *u, EditList *l, size_t start, size_t end, Buf *out)
{
    EditList low = {0}, all = {0};
    edit_merge(&low, &u->member_uses, &u->cxx, start, end);
    edit_sort(&low);
    edit_merge(&all, l, &low, start, end);
    edit_apply(u, &all, start, end, out);
    edit_release(&all);
    edit_release(&low);
}

/* ---- atomic ---- */

/* The CUDA text of [start, end) of the user's code, lowered (cxx.c). */
static char *user_text(Unit *u, size_t start, size_t end)
{
    EditList none = {0};
    Buf b;
    buf_init(&b);
    cuda_copy(u, &none, start, end, &b);
    char *t = arena_strdup(u->arena, buf_cstr(&b));
    buf_release(&b);
    return t;
}

/* x = x op val as the device's atomic operation, the captured variable
 * getting x's old or new value (frontend.c, atomic_op_of). */
static char *atomic_call(Unit *u, const AtomicOp *op, const char *fn, DevOp dop, const char *val_type)
{
    Arena *a = u->arena;
    const char *x = user_text(u, op->x_start, op->x_end);
    const char *val = op->val_end > op->val_start ? user_text(u, op->val_start, op->val_end) : "1";
    if (val_type) val = arena_printf(a, "(%s)(%s)", val_type, val);
    return arena_printf(a, "%s<%s>(&(%s), %s)", fn, dev_op_name(dop), x, val);
}

/* The device form of one atomic construct's statement. */
static char *atomic_code(Unit *u, const AtomicOp *op, bool block)
{
    const char *fn = op->fetch_new ? "gw_atomic_fetch_new" : "gw_atomic_fetch";
    const char *call = op->op == OP_NONE            /* atomic read (fe_atomic.c, complex_target) */
                       ? arena_printf(u->arena, "gw_atomic_read(&(%s))", user_text(u, op->x_start, op->x_end))
                       : atomic_call(u, op, fn, op->op, NULL);
    if (op->v_end > op->v_start)
        call = op->v_cast ? arena_printf(u->arena, "%s = (%s)(%s)", user_text(u, op->v_start, op->v_end), op->v_cast, call)
               : arena_printf(u->arena, op->v_real ? "%s = gw_real(%s)" : "%s = %s",
                              user_text(u, op->v_start, op->v_end), call);
    return arena_printf(u->arena, block ? "{ %s; }" : "%s;", call);
}

static void atomic_edits(KCtx *c)
{
    for (Atomic *at = c->nd->atomics; at; at = at->next)
        if (at->start >= c->k->start && at->start < c->k->end && at->op.ok && !at->op.plain)
            edit_add(c->el, at->start, at->end, atomic_code(c->u, &at->op, at->block), EDIT_PLAIN);
}

/* ---- reductions on pointer subarrays: atomic updates ---- */

/* Writes of elements of reduced pointer subarrays: atomic updates of the
 * device copy with the reduction's operator (checked by analyze.c,
 * check_subarray_updates). */
static void subarray_updates(KCtx *c)
{
    for (Update *up = c->nd->updates; up; up = up->next) {
        if (up->start < c->k->start || up->start >= c->k->end) continue;
        Var *v = var_named(c->nd, up->var);
        if (!v || !v->red_sub || up->value_used || !up->op.ok) continue;
        DevOp r = red_dev_op(v->red);
        AtomicOp op = up->op;
        char *code;
        if (op.op == OP_SUB && r == OP_ADD) {       /* p[i] -= v: p[i] += -(v) */
            code = arena_printf(c->u->arena, "gw_atomic_op<GW_ADD>(&(%s), (%s)(-(%s)))",
                                user_text(c->u, op.x_start, op.x_end), v->cuda_red_elem,
                                op.val_end > op.val_start ? user_text(c->u, op.val_start, op.val_end) : "1");
        } else {
            code = atomic_call(c->u, &op, "gw_atomic_op", r, v->cuda_red_elem);
        }
        edit_add(c->el, up->start, up->end, code, EDIT_PLAIN);
    }
}

/* The kernel's parameters (none: "void"), the first Kernel.nparams of
 * Node.params (plan.c, plan_params), as the _r and _s variants declare them
 * when restricted; its prologue into pro. */
static void kernel_params(Arena *a, Node *nd, Kernel *k, Buf *b, Buf *pro, bool restricted)
{
    bool gang_lanes = !k->serial && (k->dims & (PAR_WORKER | PAR_VECTOR)), serial = k->serial;
    for (int i = 0; i < k->nparams; i++)
        buf_printf(b, "%s%s", i ? ", " : "", restricted ? nd->params[i].rdecl : nd->params[i].decl);
    if (!k->nparams) buf_puts(b, "void");
    for (Var *v = nd->vars; v; v = v->next) {
        switch (v->pass) {
        case PASS_VALUE:
            if (v->vla)                         /* firstprivate VLA: a copy on the thread's stack */
                buf_printf(pro, "%s; memcpy(%s, gw_fpa_%s, sizeof(%s) * gw_vn_%s); ", v->local_decl, v->name,
                           v->name, v->cuda_elem, v->name);
            else if (v->shape == SHAPE_ARRAY)   /* firstprivate array: a copy from device memory */
                buf_printf(pro, "%s; memcpy(&%s, gw_fpa_%s, sizeof(%s)); ", v->local_decl, v->name, v->name, v->name);
            break;
        case PASS_REF:
            buf_printf(pro, "%s &%s = *gw_ref_%s; ", v->cuda_type, v->name, v->name);
            break;
        case PASS_PRIVATE: {
            const GangSlot *g = v->shape == SHAPE_ARRAY && gang_lanes ? ana_gang_slot(k, v, NULL, NULL) : NULL;
            if (g) cu_gang_global_decl(a, k, g, v->local_parts, v->name, pro);
            else buf_printf(pro, "%s%s; ", v->shape == SHAPE_ARRAY && gang_lanes ? "__shared__ " : "", v->local_decl);
            break;
        }
        case PASS_PRIVSUB:
            if (v->psub_loop) buf_printf(pro, "__typeof__(gw_ps_%s) %s = gw_ps_%s; ", v->name, v->name, v->name);
            else cu_privsub_decl(v, serial, pro);
            break;
        case PASS_REDUCTION:
            if (v->red_n > 1)
                buf_printf(pro, "%s; for (int gw_e = 0; gw_e < %d; gw_e++) %s[gw_e] = gw_identity<%s, %s>(); ",
                           v->local_decl, v->red_n, v->name, red_name(v->red), v->cuda_red_elem);
            else
                buf_printf(pro, "%s = gw_identity<%s, %s>(); ", v->local_decl, red_name(v->red), v->cuda_type);
            break;
        default:
            break;
        }
    }
}

/* After the body: each variable's partial values combined across the block
 * (along red_dims, 4.3), then across the blocks: by one atomic per block
 * into the scratch slot (red_atomic), or by storing the block's value at its
 * index in the partials, where the last block to finish combines them in
 * index order.  In a region of one kernel (red_finish) the last block also
 * writes every result to the host (gw_out, mapped host memory) and puts the
 * identities back in the scratch, so the host copies nothing either way. */
static void reduction_epilogue(Node *nd, Kernel *k, Buf *b)
{
    const char *t0 = "::threadIdx.x == 0 && ::threadIdx.y == 0";
    if (nd->red_parts) buf_puts(b, "unsigned gw_nb = gw_nblocks(), gw_b = gw_block_id();\n");
    for (Var *v = nd->vars; v; v = v->next) {
        if (v->pass != PASS_REDUCTION) continue;
        bool arr = v->red_n > 1;
        const char *t = arr ? v->cuda_red_elem : v->cuda_type;
        int cx = !!(v->red_dims & PAR_VECTOR), cy = !!(v->red_dims & PAR_WORKER) || !(k->dims & PAR_WORKER);
        const char *op = red_name(v->red);
        if (arr) buf_printf(b, "for (int gw_e = 0; gw_e < %d; gw_e++) ", v->red_n);
        buf_printf(b, "{ %s gw_v = gw_reduce_block<%s>(%s%s, %d, %d, 0); if (%s) ", t, op, v->name, arr ? "[gw_e]" : "",
                   cx, cy, t0);
        if (v->red_atomic)
            buf_printf(b, "gw_atomic_op<%s>((%s *)((char *)gw_red + %d)%s, gw_v); }\n", op, t, v->red_slot,
                       arr ? " + gw_e" : "");
        else
            buf_printf(b, "((%s *)((char *)gw_part + %d * gw_nb))[%sgw_b] = gw_v; }\n", t, v->red_part,
                       arr ? "gw_e * gw_nb + " : "");
    }
    if (!nd->red_count) return;
    buf_printf(b, "if (%sgw_last_block((unsigned *)((char *)gw_red + %d))) {\n", nd->red_parts ? "" : "gw_out && ",
               nd->red_count);
    for (Var *v = nd->vars; v; v = v->next) {
        if (v->pass != PASS_REDUCTION || v->red_atomic) continue;
        bool arr = v->red_n > 1;
        const char *t = arr ? v->cuda_red_elem : v->cuda_type;
        const char *op = red_name(v->red);
        if (arr) buf_printf(b, "for (int gw_e = 0; gw_e < %d; gw_e++) ", v->red_n);
        buf_printf(b, "{ %s gw_a = gw_combine_parts<%s>((%s *)((char *)gw_part + %d * gw_nb)%s, gw_nb); "
                      "if (%s) { %s *gw_s = (%s *)((char *)gw_red + %d)%s; *gw_s = gw_op<%s>(*gw_s, gw_a); } }\n",
                   t, op, t, v->red_part, arr ? " + gw_e * gw_nb" : "", t0, t, t, v->red_slot, arr ? " + gw_e" : "",
                   op);
    }
    if (nd->red_finish) {
        buf_printf(b, "if (gw_out && %s) {\n", t0);
        for (Var *v = nd->vars; v; v = v->next) {
            if (v->pass != PASS_REDUCTION) continue;
            bool arr = v->red_n > 1;
            const char *t = arr ? v->cuda_red_elem : v->cuda_type;
            if (arr) buf_printf(b, "for (int gw_e = 0; gw_e < %d; gw_e++) ", v->red_n);
            buf_printf(b, "{ %s *gw_s = (%s *)((char *)gw_red + %d)%s; "
                          "((%s *)((char *)gw_out + %d))[%s] = gw_ldcg(gw_s); *gw_s = gw_identity<%s, %s>(); }\n",
                       t, t, v->red_slot, arr ? " + gw_e" : "", t, v->red_slot, arr ? "gw_e" : "0",
                       red_name(v->red), t);
        }
        buf_puts(b, "}\n");
    }
    buf_puts(b, "}\n");
}

/* cache(p[lo:n]) (sched.c, sched_caches): the gang's threads load
 * p[lo:lo+n] into gw_ca<id> after the previous iteration's reads are done,
 * the part of it that lies in p's present block (gw_cvl_p, gw_cvh_p: its
 * bounds as indices of p, from gw_cache_extent at the launch), so a window
 * that runs past the array's end reads nothing outside it; the loop body's
 * reads p[e] take the element from it when it holds it. */
static void cache_edits(KCtx *c)
{
    Unit *u = c->u;
    Arena *a = u->arena;
    for (Cache *ca = c->k->caches; ca; ca = ca->next) {
        const char *p = ca->v->name;
        bool taken = false;     /* an earlier cache of the same loop serves p */
        for (Cache *o = ca->next; o; o = o->next) taken = taken || (o->loop == ca->loop && o->v == ca->v);
        if (taken) continue;
        edit_add(c->el, ca->at, ca->at,
                 arena_printf(a, "__syncthreads(); __shared__ gw_plain<__decltype(%s[0])>::type gw_ca%d[%s]; "
                                 "long long gw_cl%d = (long long)(%s), gw_cn%d = gw_cl%d + (%s); "
                                 "if (gw_cl%d < gw_cvl_%s) gw_cl%d = gw_cvl_%s; "
                                 "if (gw_cn%d > gw_cvh_%s) gw_cn%d = gw_cvh_%s; "
                                 "gw_cn%d = gw_cn%d > gw_cl%d ? gw_cn%d - gw_cl%d : 0; "
                                 "for (int gw_t = (int)(::threadIdx.y * ::blockDim.x + ::threadIdx.x); gw_t < gw_cn%d; "
                                 "gw_t += (int)(::blockDim.x * ::blockDim.y)) gw_ca%d[gw_t] = %s[gw_cl%d + gw_t]; "
                                 "__syncthreads(); ",
                              p, ca->id, ca->len, ca->id, ca->lo, ca->id, ca->id, ca->len,
                              ca->id, p, ca->id, p, ca->id, p, ca->id, p,
                              ca->id, ca->id, ca->id, ca->id, ca->id,
                              ca->id, ca->id, p, ca->id),
                 nest_open(0, NEST_SHARED));
        for (Index *x = ca->v->index; x; x = x->next) {
            /* a plain read only: not &p[e], p[e][j], nor p[e++] (frontend.c, IndexUse) */
            if (x->at <= ca->at || x->at >= ca->loop->body_end || (x->uses & ~IX_MEMBER)) continue;
            bool nested = false;        /* p[p[i]], or in an atomic: from the records' offsets */
            for (Index *y = ca->v->index; y; y = y->next)
                nested = nested || (y != x && ((y->at > x->at && y->at < x->end) || (x->at > y->at && x->at < y->end)));
            for (Atomic *at = c->nd->atomics; at; at = at->next)
                nested = nested || (x->at >= at->start && x->at < at->end);
            if (nested) continue;
            edit_add(c->el, x->at, x->end,
                     arena_printf(a, "gw_cache_get(%s, gw_ca%d, gw_cl%d, gw_cn%d, (long long)(%s))", p, ca->id,
                                  ca->id, ca->id, x->cuda_text), EDIT_PLAIN);
        }
    }
}

/* Calls of routines whose loops are partitioned call the
 * partitioned copy, gw_vec_<name> (emit_decls). */
static void vector_calls(KCtx *c)
{
    for (Routine *r = c->u->routines; r; r = r->next)
        for (RCall *rc = r->part ? r->calls : NULL; rc; rc = rc->next) {
            if (!rc->part || rc->nd != c->nd || rc->at < c->k->start || rc->at >= c->k->end
                || rc->name_at == rc->name_end)
                continue;
            edit_add(c->el, rc->name_at, rc->name_end, arena_printf(c->u->arena, "gw_vec_%s", r->name),
                     EDIT_PLAIN);
        }
}

static void emit_kernel(Unit *u, Node *nd, Kernel *k, Buf *out, bool restricted, bool staged)
{
    EditList el = {0};
    KCtx c = {u, nd, k, &el, 0};
    cu_loop_edits(&c, nd->loops, 0, 0, true);
    if (staged) cu_stage_edits(&c, 8);
    guard_stores(&c);
    vector_calls(&c);
    cache_edits(&c);
    atomic_edits(&c);
    subarray_updates(&c);
    cu_shared_arrays(&c);
    Buf params, pro;
    buf_init(&params);
    buf_init(&pro);
    kernel_params(u->arena, nd, k, &params, &pro, restricted);
    /* a run-time compile of this variant alone (docs/jit-plan.md) takes the
       prelude and src_at..src_at+src_len; GW_SPEC_OPEN may shadow the
       parameters with constants (gangway_dev.h: empty here) */
    KernelVariant kv = staged ? KV_STAGED : restricted ? KV_RESTRICT : KV_PLAIN;
    buf_puts(out, "\n");
    k->src_at[kv] = out->len;
    if (k->launch.max_threads)
        buf_printf(out, "extern \"C\" __global__ void __launch_bounds__(%d) %s%s(%s)\n{ GW_SPEC_OPEN\n%s\n",
                   k->launch.max_threads, k->name, staged ? "_s" : restricted ? "_r" : "", buf_cstr(&params),
                   buf_cstr(&pro));
    else
        buf_printf(out, "extern \"C\" __global__ void %s%s(%s)\n{ GW_SPEC_OPEN\n%s\n", k->name,
                   staged ? "_s" : restricted ? "_r" : "", buf_cstr(&params), buf_cstr(&pro));
    EditList none = {0};
    for (Store *e = nd->enums; e; e = e->next) {       /* the function's own enums */
        cuda_copy(u, &none, e->start, e->end, out);
        buf_puts(out, ";\n");
    }
    /* gw_fold may run the vector lanes on 16, 8 or 4 threads: a copy of the
       body for each width, in which the lane count is a constant */
    bool widths = k->folds;
    if (widths) buf_puts(out, "auto gw_body = [&]() {\n");
    SrcPos p = unit_pos(u, k->start);
    buf_printf(out, "#line %d \"%s\"\n", p.line, p.file);
    cuda_copy(u, &el, k->start, k->end, out);
    buf_puts(out, "\n");
    reduction_epilogue(nd, k, out);
    if (widths) {
        buf_puts(out, "};\nswitch (::blockDim.x) {\n");
        for (int w = WARP_THREADS; w >= FOLD_MIN_WIDTH; w /= 2)
            buf_printf(out, "case %d: __builtin_assume(::blockDim.x == %d); gw_body(); break;\n", w, w);
        buf_puts(out, "default: gw_body();\n}\n");
    }
    buf_puts(out, "GW_SPEC_CLOSE }\n");
    k->src_len[kv] = out->len - k->src_at[kv];
    edit_release(&el);
    buf_release(&params);
    buf_release(&pro);
}

/* In relocatable device code, functions with external linkage keep their C
 * names, so that units link by name as the host objects do. */
static const char *device_linkage(const Unit *u, const Decl *d)
{
    return u->rdc && !d->is_static ? "extern \"C\" " : "";
}

/* The types function d's parameter list defines (fe_decls.c) are declared
 * before it: its copies name them only (or, in a K&R definition's
 * parameter declarations, leave them out), keeping the lines. */
static void param_type_edits(Unit *u, const Decl *d, EditList *el)
{
    for (Decl *t = u->decls; t; t = t->next) {
        if (!t->param_body || t->param_body < d->start || t->param_body >= d->body_start) continue;
        size_t from = d->knr ? t->start : t->param_body;    /* enum {...} a; in a K&R definition */
        edit_add(el, from, t->end, unit_newlines(u, from, t->end), EDIT_PLAIN);
    }
}

/* The atomics of function d: the GPU's atomic operations. */
static void function_atomics(Unit *u, Decl *d, EditList *el)
{
    for (Node *nd = u->nodes; nd; nd = nd->next)
        if (nd->dir->kind == DIR_ATOMIC && nd->pragma_start >= d->start && nd->pragma_start < d->end
            && nd->stmt_end > nd->stmt_start && nd->atomic_op.ok && !nd->atomic_op.plain)
            edit_add(el, nd->stmt_start, nd->stmt_end, atomic_code(u, &nd->atomic_op, nd->atomic_op.block),
                     EDIT_PLAIN);
}

/* The threads a routine's partitioned loop l spreads its iterations over:
 * thread id of nt, and the barrier they meet at after it. */
static void routine_spread(const Loop *l, const char **id, const char **nt, const char **sync)
{
    *id = "(long long)::threadIdx.x", *nt = "(long long)::blockDim.x", *sync = "gw_sync_gang();";
    if (l->par & PAR_GANG) {
        *id = "((((long long)::blockIdx.z * ::gridDim.y + ::blockIdx.y) * ::gridDim.x + ::blockIdx.x) "
              "* ::blockDim.y + ::threadIdx.y) * ::blockDim.x + ::threadIdx.x";
        *nt = "(long long)::gridDim.x * ::gridDim.y * ::gridDim.z * ::blockDim.y * ::blockDim.x";
        *sync = "__syncthreads();";
    } else if (l->par & PAR_WORKER) {
        *id = "(long long)::threadIdx.y * ::blockDim.x + ::threadIdx.x";
        *nt = "(long long)::blockDim.y * ::blockDim.x";
        *sync = "__syncthreads();";
    }
}

/* A partitioned loop of a routine (frontend.c, routine_loops): its
 * iterations over the threads routine_spread names, which wait for each
 * other after it. */
static void routine_loop_edits(Unit *u, EditList *el, Loop *l)
{
    const char *id, *nt, *sync;
    routine_spread(l, &id, &nt, &sync);
    if (l->collapse > 1) {
        routine_nest_edits(u, el, l, id, nt, sync);
        routine_reductions(u, el, l);
        return;
    }
    Buf b;
    buf_init(&b);
    edit_add(el, l->start, l->header_end,
             arena_printf(u->arena, "{ long long gw_vn = %s; for (long long gw_vi = %s; gw_vi < gw_vn; gw_vi += %s)",
                          l->cuda_trip, id, nt), EDIT_PLAIN);
    cu_recover_var(u->arena, l, "gw_vi", "long long", &b);
    if (l->body_compound) {
        edit_add(el, l->body_start + 1, l->body_start + 1, arena_strdup(u->arena, buf_cstr(&b)), EDIT_PLAIN);
    } else {
        edit_add(el, l->body_start, l->body_start, arena_printf(u->arena, "{ %s", buf_cstr(&b)), EDIT_PLAIN);
        edit_add(el, l->body_end, l->body_end, " }", EDIT_PLAIN);
    }
    /* the caller and the code after the loop see every lane's writes */
    edit_add(el, l->end, l->end, arena_printf(u->arena, " %s }", sync), EDIT_AFTER);
    routine_reductions(u, el, l);
    buf_release(&b);
}

/* A routine whose loops are partitioned: a second copy, gw_vec_<name>,
 * that its calls in this file's kernels make with every thread of the
 * caller's lanes (routine vector), of its gang (routine worker) or of
 * every gang (routine gang); other files' calls keep the first. */
static void routine_copy(Unit *u, Routine *r, Buf *out)
{
    Decl *d = u->decls;
    while (d && !(d->is_function && !d->proto && !strcmp(d->name, r->name))) d = d->next;
    if (!r->part || !r->calls || !d || !d->used || r->name_at < d->start || r->name_at >= d->body_start) return;
    EditList el = {0};
    function_atomics(u, d, &el);
    param_type_edits(u, d, &el);
    edit_add(&el, r->name_at, r->name_at + strlen(r->name), arena_printf(u->arena, "gw_vec_%s", r->name), EDIT_PLAIN);
    for (Loop *l = r->vloops; l; l = l->next) routine_loop_edits(u, &el, l);
    SrcPos p = unit_pos(u, d->start);
    buf_printf(out, "#line %d \"%s\"\n%s__device__ ", p.line, p.file, d->is_static ? "" : "static ");
    cuda_copy(u, &el, d->start, d->end, out);
    buf_puts(out, "\n");
    edit_release(&el);
}

/* The user's types, and the device twins of file-scope variables. */
static void emit_types(Unit *u, Buf *out)
{
    EditList none = {0};
    for (Decl *d = u->decls; d; d = d->next) {
        if (d->is_function) continue;
        if (d->text) {
            buf_puts(out, d->text);
            continue;
        }
        SrcPos p = unit_pos(u, d->start);
        /* file names, not C: our own headers' types come from gangway_dev.h */
        if (strstr(p.file, "openacc.h") || strstr(p.file, "gangway")) continue;
        buf_printf(out, "#line %d \"%s\"\n", p.line, p.file);
        cuda_copy(u, &none, d->start, d->end, out);
        /* exception, a punctuation check: whether the declaration's extent
           (fe_stmt_end in fe_decls.c) took in its ';' */
        buf_puts(out, u->pp[d->end - 1] == ';' ? "\n" : ";\n");
    }
    for (DevGlobal *g = u->dev_globals; g; g = g->next)
        if (u->rdc && g->external && g->declared)     /* the defining unit has it */
            buf_printf(out, "extern __device__ %s;\n", g->decl);
        else if (g->declared || (g->is_const && g->init))
            buf_printf(out, "__device__ %s%s%s;\n", g->decl, g->init && g->is_const ? " = " : "",
                       g->init && g->is_const ? g->init : "");
}

/* Where function d's copied text starts: after an 'extern' the user wrote,
 * redundant on a function and refused by NVRTC after the extern "C" an rdc
 * unit adds ("a storage class may not be specified here"). */
static size_t decl_start(const Unit *u, const Decl *d)
{
    const char *s = u->pp + d->start;
    if (d->start + 6 < d->body_start && !strncmp(s, "extern", 6) && isspace((unsigned char)s[6]))
        return d->start + 7;
    return d->start;
}

/* Types and functions of the user's files that the kernels may need. */
static void emit_decls(Unit *u, Buf *out)
{
    emit_types(u, out);
    for (Bind *b = u->binds; b; b = b->next)    /* routine bind: the device calls target */
        buf_printf(out, "#define %s %s\n", b->name, b->target);
    for (Decl *d = u->decls; d; d = d->next) {
        if (!d->is_function || !d->used) continue;
        EditList el = {0};
        param_type_edits(u, d, &el);
        buf_printf(out, "%s__device__ ", device_linkage(u, d));
        cuda_copy(u, &el, decl_start(u, d), d->body_start, out);
        buf_puts(out, ";\n");
        edit_release(&el);
    }
    for (Decl *d = u->decls; d; d = d->next) {
        if (!d->is_function || !d->used || d->proto) continue;
        EditList el = {0};
        function_atomics(u, d, &el);
        param_type_edits(u, d, &el);
        SrcPos p = unit_pos(u, d->start);
        buf_printf(out, "#line %d \"%s\"\n%s__device__ ", p.line, p.file, device_linkage(u, d));
        cuda_copy(u, &el, d->start, d->end, out);
        buf_puts(out, "\n");
        edit_release(&el);
    }
    for (Routine *r = u->routines; r; r = r->next) routine_copy(u, r, out);
}

/* A routine's collapsed or tiled nest (frontend.c, routine_nest: l and
 * its chain of kids) as one loop over all its iterations, spread over the
 * threads id of nt: the headers up to the innermost one's become that loop
 * and the variables' values, with a brace for each block the outer loops'
 * bodies opened (their closing braces stay where they are). */
static void routine_nest_edits(Unit *u, EditList *el, Loop *l, const char *id, const char *nt, const char *sync)
{
    Arena *a = u->arena;
    Loop *chain[3];
    int n = 0, blocks = 0;
    for (Loop *k = l; k && n < l->collapse; k = k->kids) chain[n++] = k;
    Buf b;
    buf_init(&b);
    buf_puts(&b, "{ long long gw_vn = 1");
    for (int i = 0; i < n; i++) buf_printf(&b, " * %s", chain[i]->cuda_trip);
    buf_printf(&b, "; for (long long gw_vi = %s; gw_vi < gw_vn; gw_vi += %s) { long long gw_vr = gw_vi; ", id, nt);
    for (int i = n - 1; i >= 0; i--) {          /* the innermost varies fastest */
        const char *idx = i ? arena_printf(a, "(gw_vr %% %s)", chain[i]->cuda_trip) : "gw_vr";
        cu_recover_var(a, chain[i], idx, "long long", &b);
        if (i) buf_printf(&b, "gw_vr /= %s; ", chain[i]->cuda_trip);
    }
    for (int i = 0; i < n - 1; i++) blocks += chain[i]->body_compound;
    for (int i = 0; i < blocks; i++) buf_puts(&b, "{ ");
    edit_add(el, l->start, chain[n - 1]->header_end, arena_strdup(a, buf_cstr(&b)), EDIT_PLAIN);
    edit_add(el, l->end, l->end, arena_printf(a, " } %s }", sync), EDIT_AFTER);
    buf_release(&b);
}

/* The reductions of a partitioned loop of a routine (frontend.c,
 * routine_reduction_unsafe: scalars of the routine): every thread starts
 * its share from the identity, and after the loop every thread gets the
 * value before it combined with all the shares (the caller's lanes, or
 * the gang's threads, as the loop's iterations were spread). */
static void routine_reductions(Unit *u, EditList *el, Loop *l)
{
    int id = 0;
    Buf pro, epi;
    buf_init(&pro);
    buf_init(&epi);
    for (Clause *cl = l->dir->clauses; cl; cl = cl->next) {
        if (cl->kind != CL_REDUCTION) continue;
        const char *op = red_name(cl->op);
        for (int i = 0; i < cl->nvars; i++, id++) {
            const char *x = cl->vars[i].base;
            buf_printf(&pro, "gw_noref<__decltype(%s)>::type gw_rr%d = %s; "
                             "%s = gw_identity<%s, gw_noref<__decltype(%s)>::type>(); ", x, id, x, x, op, x);
            buf_printf(&epi, " %s = gw_op<%s>(gw_rr%d, %s<%s>(%s));", x, op, id,
                       l->par & PAR_WORKER ? "gw_reduce_gang" : "gw_reduce_lanes", op, x);
        }
    }
    if (id) {
        edit_add(el, l->start, l->start, arena_printf(u->arena, "{ %s", buf_cstr(&pro)), EDIT_BEFORE);
        edit_add(el, l->end, l->end, arena_printf(u->arena, "%s }", buf_cstr(&epi)), EDIT_AFTER_2);
    }
    buf_release(&pro);
    buf_release(&epi);
}

void emit_cuda(Unit *u, Buf *out)
{
    buf_printf(out, "// CUDA for %s, generated by gwcc %s; do not edit\n", u->src_name, GANGWAY_VERSION);
    buf_puts(out, "#include \"gangway_dev.h\"\n");
    for (int i = 0; i < u->nrenames; i++)       /* C names that C++ or CUDA take */
        buf_printf(out, "#define %s %s\n", u->renames[i], cuda_spelling(u, u->renames[i]));
    bool caches = false;
    for (Node *nd = u->nodes; nd; nd = nd->next)
        for (Kernel *k = nd->kind == N_COMPUTE ? nd->kernels : NULL; k; k = k->next) caches = caches || k->caches;
    if (caches)         /* cache(p[lo:n]): p[i] from the staged copy when it holds it */
        buf_puts(out, "template <class P, class T> static __device__ __forceinline__ T "
                      "gw_cache_get(P p, const T *buf, long long lo, long long n, long long i)\n"
                      "{ long long d = i - lo; "
                      "return (unsigned long long)d < (unsigned long long)n ? buf[d] : (T)p[i]; }\n");
    emit_decls(u, out);
    u->prelude_len = out->len;          /* what every kernel needs; nothing between the kernels */
    for (Node *nd = u->nodes; nd; nd = nd->next)
        for (Kernel *k = nd->kind == N_COMPUTE ? nd->kernels : NULL; k; k = k->next) {
            emit_kernel(u, nd, k, out, false, false);
            if (nd->restrict_variant) emit_kernel(u, nd, k, out, true, false);
            if (k->stage_loop) emit_kernel(u, nd, k, out, true, true);
        }
}
