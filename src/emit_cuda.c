/* emit_cuda.c: the CUDA file: the types and functions the kernels need,
 * then one kernel per compute construct (or per piece of a kernels
 * construct), made of the user's own statement text with its loops
 * rewritten onto the grid. */
#include "gangway.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The reduction operator as gangway_dev.h names it (GW_ADD ...). */
static const char *red_name(RedOp op)
{
    return dev_op_name(red_dev_op(op));
}

static Var *var_named(Node *nd, const char *name)
{
    for (Var *v = nd->vars; v; v = v->next)
        if (!strcmp(v->name, name)) return v;
    return NULL;
}

static unsigned dims_at(Loop *l, size_t at)
{
    for (; l; l = l->next)
        if (at >= l->start && at < l->end) return (l->par & ~PAR_SEQ) | dims_at(l->kids, at);
    return 0;
}

static int depth_at(Loop *l, size_t at)
{
    for (; l; l = l->next)
        if (at >= l->start && at < l->end) return 1 + depth_at(l->kids, at);
    return 0;
}

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
        *start = arena_printf(a, "(((long long)::blockIdx.%c * ::blockDim.y + ::threadIdx.y) * ::blockDim.x + ::threadIdx.x)",
                              axis);
        *stride = arena_printf(a, "((long long)::gridDim.%c * ::blockDim.y * ::blockDim.x)", axis);
        break;
    }
}

/* s with its first whole-word "word" replaced by "to". */
static char *replace_word(Arena *a, const char *s, const char *word, const char *to)
{
    size_t n = strlen(word);
    for (const char *p = s; (p = strstr(p, word)); p++) {
        bool left = p == s || !(isalnum((unsigned char)p[-1]) || p[-1] == '_');
        bool right = !(isalnum((unsigned char)p[n]) || p[n] == '_');
        if (left && right) return arena_printf(a, "%.*s%s%s", (int)(p - s), s, to, p + n);
    }
    return arena_strdup(a, s);
}

/* private(p[lo:n]) or firstprivate(p[lo:n]) on a pointer (PASS_PRIVSUB,
 * analyze.c): declares p pointing at this gang's (worker's, thread's) copy
 * of the subarray in the scratch the host passes as gw_pv_p, gw_pn_p
 * elements a copy from element gw_pl_p on, and for firstprivate copies the
 * subarray in from gw_ps_p (the device copy): a gang's lanes share the work
 * and then wait for each other. */
static void privsub_decl(Var *v, bool serial, Buf *b)
{
    const char *x = v->name;
    const char *bid = "((unsigned long long)::blockIdx.x + (unsigned long long)::gridDim.x * (::blockIdx.y + "
                      "(unsigned long long)::gridDim.y * ::blockIdx.z))";
    unsigned lv = serial ? PAR_GANG : v->psub_level;
    if (v->psub_const) {        /* a small constant length: a local or __shared__ array (analyze.c) */
        buf_printf(b, "%s__align__(16) unsigned char gw_pa_%s[%d * sizeof(*gw_ps_%s)]; "
                      "__typeof__(gw_ps_%s) %s = (__typeof__(gw_ps_%s))(void *)gw_pa_%s - gw_pl_%s; ",
                   v->psub_level == PAR_GANG ? "__shared__ " : "", x, v->psub_const, x, x, x, x, x, x);
    } else {
        buf_printf(b, "__typeof__(gw_ps_%s) %s = (__typeof__(gw_ps_%s))((char *)gw_pv_%s + (", x, x, x, x);
        if (lv == PAR_GANG) buf_printf(b, "%s", bid);
        else if (lv == PAR_WORKER) buf_printf(b, "(%s * ::blockDim.y + ::threadIdx.y)", bid);
        else buf_printf(b, "((%s * ::blockDim.y + ::threadIdx.y) * ::blockDim.x + ::threadIdx.x)", bid);
        buf_printf(b, ") * (((unsigned long long)(gw_pn_%s > 0 ? gw_pn_%s : 0) * sizeof(*gw_ps_%s) + 15) & ~15ull)) - gw_pl_%s; ",
                   x, x, x, x);
    }
    if (!v->psub_first) return;
    const char *from = lv == PAR_GANG ? "::threadIdx.y * ::blockDim.x + ::threadIdx.x" : lv == PAR_WORKER ? "::threadIdx.x" : "0";
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
            privsub_decl(v, serial, b);
            any = true;
        }
    return any;
}

/* What a kernel nest's edit wraps, from the outside in, at one loop depth:
 * the loop (its prologue and epilogue), its body, a single-thread guard,
 * a __shared__ declaration; the body's post code and a gang's barrier
 * close inside the body's brace. */
typedef enum NestPart { NEST_LOOP, NEST_BODY, NEST_GUARD, NEST_SHARED, NEST_BODY_POST = 2, NEST_BARRIER = 4 } NestPart;

/* Edit orders at one offset: outer loops' openers first, inner loops'
 * closers first (EditOrder's band from EDIT_PLAIN to EDIT_NEST_END). */
static int nest_open(int depth, NestPart p)
{
    return EDIT_PLAIN + depth * 4 + (int)p;
}

static int nest_close(int depth, NestPart p)
{
    return EDIT_NEST_END - depth * 4 - (int)p;
}

typedef struct KCtx {
    Unit *u;
    Node *nd;
    Kernel *k;
    EditList *el;
    int ids;
} KCtx;

/* Is a private array of loop l one per gang, shared by its lanes?  When l
 * is gang-partitioned only and the kernel's gangs have several lanes. */
static bool gang_shared(KCtx *c, Loop *l)
{
    return !c->k->serial && (c->k->dims & (PAR_WORKER | PAR_VECTOR)) && l->par == PAR_GANG;
}

/* private(...) and loop-level reductions of region-local variables. */
/* Are the kernel's rows (threadIdx.x) known to fit one warp: vector_length a
 * constant power of two up to 32, which the launch (and gw_fold, which halves
 * it) keeps?  Then a vector loop's reduction needs shuffles only. */
static bool warp_rows(Kernel *k)
{
    if (!k->vector_length) return false;
    char *end;
    long n = strtol(k->vector_length->text, &end, 10);
    while (*end == ' ') end++;
    return !*end && n >= 1 && n <= 32 && !(n & (n - 1));
}

static bool shared_array_at(KCtx *c, Store *s);

static void loop_clauses(KCtx *c, Loop *l, Buf *pro, Buf *body, Buf *epi, unsigned outer)
{
    if (!l->dir) return;
    loop_privsubs(c->nd, l, c->k->serial, pro);
    for (Clause *cl = l->dir->clauses; cl; cl = cl->next) {
        if (cl->kind == CL_PRIVATE)
            for (int i = 0; i < cl->nvars; i++) {
                const char *x = cl->vars[i].base;
                bool ctl = false;       /* the loop's own variables are private already */
                for (Loop *k = l; k && !ctl; k = k->kids) {
                    ctl = k->var && !strcmp(k->var, x);
                    if (k->collapse <= 1 && k != l) break;
                }
                for (int d = 1; d < l->collapse && !ctl; d++) {
                    Loop *k = l;
                    for (int e = 0; e < d && k; e++) k = k->kids;
                    ctl = k && k->var && !strcmp(k->var, x);
                }
                if (ctl) continue;
                Var *v = var_named(c->nd, x);
                if (v && v->pass == PASS_PRIVSUB) continue;     /* loop_privsubs */
                if (!v && cl->vars[i].nsub) continue;           /* a pointer the region does not use */
                if (v && v->shape == SHAPE_ARRAY && (l->par & PAR_WORKER) && !(l->par & PAR_VECTOR)
                    && (c->k->dims & PAR_VECTOR)) {
                    /* one copy per worker, shared by its vector lanes (at most 32 workers a block) */
                    int id = c->ids++;
                    buf_printf(body, "__syncwarp(gw_row_mask()); __shared__ %s; auto &%s = gw_ws%d[::threadIdx.y]; ",
                               replace_word(c->u->arena, v->local_decl, x, arena_printf(c->u->arena, "gw_ws%d[32]", id)),
                               x, id);
                } else if (v && v->shape == SHAPE_ARRAY)
                    buf_printf(body, "%s%s; ", gang_shared(c, l) ? "__shared__ " : "", v->local_decl);
                else if (v && v->vm && v->local_decl != v->param_decl)
                    buf_printf(body, "%s; ", v->local_decl);    /* a VLA: its storage (alloca) */
                else
                    buf_printf(body, "gw_noref<__decltype(%s)>::type %s; ", x, x);
            }
        if (cl->kind != CL_REDUCTION) continue;
        for (int i = 0; i < cl->nvars; i++) {
            const char *x = cl->vars[i].base;
            Var *v = var_named(c->nd, x);
            if (v && v->red_sub) continue;      /* atomic updates (subarray_updates) */
            if (v && v->pass == PASS_REDUCTION
                && (v->red_n > 1 || l->par & PAR_GANG || !(l->par & (PAR_WORKER | PAR_VECTOR))))
                continue;      /* region-level: combined at the end */
            if (v && v->pass == PASS_REF) {
                /* a kernels region's own scalar (analyze.c, kernels_shared_reduction):
                   private copies from the identity, combined in the block, then
                   into the device copy that the region's later code reads */
                int id = c->ids++;
                buf_printf(pro, "gw_noref<__decltype(%s)>::type &gw_rf%d = %s; "
                                "gw_noref<__decltype(%s)>::type %s = gw_identity<%s, gw_noref<__decltype(%s)>::type>(); ",
                           x, id, x, x, x, red_name(cl->op), x);
                buf_printf(epi, "{ gw_noref<__decltype(%s)>::type gw_v = gw_reduce_block<%s>(%s, %d, %d, %d); "
                                "if (::threadIdx.x == 0 && ::threadIdx.y == 0) gw_atomic_op<%s>(&gw_rf%d, gw_v); } ",
                           x, red_name(cl->op), x, !!(l->par & PAR_VECTOR), !!(l->par & PAR_WORKER),
                           !!(outer & PAR_WORKER), red_name(cl->op), id);
                continue;
            }
            if (l->par & PAR_GANG) {
                error_at(l->dir->loc, "a gang reduction on '%s', which is private to the compute region, "
                         "is not supported; reduce into a variable declared outside the region", x);
                continue;
            }
            int id = c->ids++;
            long long len = cl->vars[i].array_len;
            bool gang_shared = false;
            for (Store *a = c->nd->arrays; a; a = a->next)
                if (!strcmp(a->var, x) && shared_array_at(c, a)) gang_shared = true;
            if (len > 0 && gang_shared) {
                error_at(l->dir->loc, "a reduction on '%s', an array the gang's threads share, is not supported; "
                         "give it an initialiser where it is declared, so that each thread has its own", x);
                continue;
            }
            if (len > 0) {      /* a C array local to the region: element by element */
                const char *op = red_name(cl->op);
                bool warp = !(l->par & PAR_WORKER) && warp_rows(c->k);
                buf_printf(pro, "gw_noref<__decltype(%s[0])>::type gw_rs%d[%lld]; for (int gw_e = 0; gw_e < %lld; gw_e++) "
                                "{ gw_rs%d[gw_e] = %s[gw_e]; %s[gw_e] = gw_identity<%s, gw_noref<__decltype(%s[0])>::type>(); } ",
                           x, id, len, len, id, x, x, op, x);
                buf_printf(epi, "for (int gw_e = 0; gw_e < %lld; gw_e++) %s[gw_e] = gw_op<%s>(gw_rs%d[gw_e], ", len, x, op, id);
                if (warp)
                    buf_printf(epi, "gw_reduce_warp<%s>(%s[gw_e], %d)); ", op, x, !!(l->par & PAR_VECTOR));
                else
                    buf_printf(epi, "gw_reduce_block<%s>(%s[gw_e], %d, %d, %d)); ", op, x, !!(l->par & PAR_VECTOR),
                               !!(l->par & PAR_WORKER), !!(outer & PAR_WORKER));
                continue;
            }
            buf_printf(pro, "gw_noref<__decltype(%s)>::type gw_rs%d = %s; %s = gw_identity<%s, gw_noref<__decltype(%s)>::type>(); ",
                       x, id, x, x, red_name(cl->op), x);
            if (!(l->par & PAR_WORKER) && warp_rows(c->k))     /* no shared memory */
                buf_printf(epi, "%s = gw_op<%s>(gw_rs%d, gw_reduce_warp<%s>(%s, %d)); ", x, red_name(cl->op), id,
                           red_name(cl->op), x, !!(l->par & PAR_VECTOR));
            else
                buf_printf(epi, "%s = gw_op<%s>(gw_rs%d, gw_reduce_block<%s>(%s, %d, %d, %d)); ", x, red_name(cl->op), id,
                           red_name(cl->op), x, !!(l->par & PAR_VECTOR), !!(l->par & PAR_WORKER),
                           !!(outer & PAR_WORKER));
        }
    }
}

static void loop_edits(KCtx *c, Loop *l, unsigned outer, int depth, bool top);
static void routine_reductions(Unit *u, EditList *el, Loop *l);
static void routine_nest_edits(Unit *u, EditList *el, Loop *l, const char *id, const char *nt, const char *sync);
static void recover_var(Arena *a, Loop *l, const char *idx, const char *ct, Buf *b);
static bool holds_shared(KCtx *c, Loop *l);

/* Is the top-level loop l followed by nothing but closing braces? */
static bool last_in_kernel(KCtx *c, Loop *l)
{
    for (size_t i = l->end; i < c->k->end; i++) {
        char ch = c->u->pp[i];
        if (ch == '#') {        /* a line marker */
            while (i < c->k->end && c->u->pp[i] != '\n') i++;
            continue;
        }
        if (ch != ' ' && ch != '\t' && ch != '\n' && ch != '}' && ch != ';') return false;
    }
    return true;
}

/* The code text of [from, to) on one line: line markers dropped. */
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

/* A loop variable type whose values fit a 32-bit counter. */
static bool narrow_type(const char *t)
{
    if (!t) return false;
    return !strstr(t, "long") && !strstr(t, "size_t") && !strstr(t, "ptrdiff") && !strstr(t, "64")
           && (strstr(t, "int") || strstr(t, "short") || strstr(t, "char") || !strcmp(t, "unsigned"));
}

/* The region's reduction variables that a grid-stride gang loop l updates,
 * when each thread may keep four partial results of them, so that the loads
 * of four iterations are in flight at once (gw_it<id> in one_loop): a plain
 * scalar loop body, no staging or nest schedule.  At most 4; 0: not so. */
static int gang_accumulators(KCtx *c, Loop *l, Var **out)
{
    if (!(l->par & PAR_GANG) || l->collapse > 1 || l->kids || c->k->stage_loop || c->k->nest_n
        || l->body_jumps)
        return 0;
    int n = 0;
    for (Var *v = c->nd->vars; v; v = v->next) {
        if (v->pass != PASS_REDUCTION) continue;
        if (v->red_n > 1 || !v->type || strstr(v->type, "_Complex") || strstr(v->type, "struct")) return 0;
        bool updated = false;   /* written in the body (frontend's Write list) */
        for (Write *w = c->nd->writes; w && !updated; w = w->next)
            updated = w->var == v && w->at >= l->body_start && w->at < l->body_end;
        if (!updated) continue;
        if (n == 4) return 0;
        out[n++] = v;
    }
    return n;
}

static void one_loop(KCtx *c, Loop *l, unsigned outer, int depth, bool top)
{
    Unit *u = c->u;
    Arena *a = u->arena;
    if (l->par & PAR_SEQ || !l->par) {
        Buf ps;
        buf_init(&ps);
        buf_puts(&ps, "{ ");
        if (loop_privsubs(c->nd, l, c->k->serial, &ps)) {
            edit_add(c->el, l->start, l->start, arena_strdup(a, buf_cstr(&ps)), nest_open(depth, NEST_LOOP));
            edit_add(c->el, l->end, l->end, "}", nest_close(depth, NEST_LOOP));
        }
        buf_release(&ps);
        loop_edits(c, l->kids, outer, depth + 1, false);
        return;
    }
    int id = c->ids++;
    Loop *chain[8];
    int nc = 0;
    for (Loop *k = l; k && nc < l->collapse && nc < 8; k = k->kids) chain[nc++] = k;
    Buf pro, body, epi;
    buf_init(&pro);
    buf_init(&body);
    buf_init(&epi);
    /* a 32-bit counter when one loop of a 32-bit variable is partitioned */
    const char *ct = nc == 1 && narrow_type(l->var_declared ? l->var_type : NULL) ? "unsigned" : "long long";
    buf_puts(&pro, "{ ");
    for (int i = 0; i < nc; i++) buf_printf(&pro, "long long gw_n%d_%d = %s; ", id, i, chain[i]->trip);
    buf_printf(&pro, "%s gw_n%d = gw_n%d_0", ct, id, id);
    for (int i = 1; i < nc; i++) buf_printf(&pro, " * gw_n%d_%d", id, i);
    buf_puts(&pro, "; ");
    /* the index variables, innermost first */
    buf_printf(&body, "%s gw_r%d = gw_i%d; ", ct, id, id);
    for (int i = nc - 1; i >= 0; i--) {
        Loop *k = chain[i];
        /* declared in the header: a new variable; else assign the kernel's copy */
        const char *ty = k->var_declared ? k->var_type : NULL;
        const char *cast = ty ? ty : arena_printf(a, "__typeof__(%s)", k->var);
        buf_printf(&body, "%s%s%s = (%s)((%s) + ", ty ? ty : "", ty ? " " : "", k->var, cast, k->lb);
        if (i > 0)
            buf_printf(&body, "(gw_r%d %% gw_n%d_%d) * (%s)); gw_r%d /= gw_n%d_%d; ", id, id, i, k->step, id, id, i);
        else
            buf_printf(&body, "gw_r%d * (%s)(%s)); ", id, ct, k->step);     /* modulo 2^32 too */
    }
    loop_clauses(c, l, &pro, &body, &epi, outer);
    if (l->gang_chunk)
        buf_printf(&pro, "long long gw_k%d = (long long)(%s) > 0 ? (long long)(%s) : 1; ", id, l->gang_chunk,
                   l->gang_chunk);
    const char *start, *stride;
    /* gang(dim: 2|3): the grid's y or z */
    char axis = (l->par & PAR_GANG) && l->gdim > 1 ? (l->gdim == 2 ? 'y' : 'z') : 'x';
    grid_stride(a, c->k->packable && l->par == PAR_GANG ? PAR_GANG | PAR_WORKER : l->par, axis, &start, &stride);
    edit_add(c->el, l->start, l->start, arena_strdup(a, buf_cstr(&pro)), nest_open(depth, NEST_LOOP));
    /* an innermost vector loop unrolled: a lane's iterations load at once
       (a sparse row of a few dozen nonzeros over 16 lanes) */
    const char *unroll = l->par == PAR_VECTOR && !chain[nc - 1]->kids ? "_Pragma(\"unroll 4\") " : "";
    Var *acc[4];
    int nacc = top && !l->gang_chunk ? gang_accumulators(c, l, acc) : 0;
    if (nacc) {
        /* the body as gw_it<id>(index, the accumulators): four iterations a
           turn into four partial results, then the rest, then combined */
        Buf h, run;
        buf_init(&h);
        buf_init(&run);
        buf_printf(&h, "auto gw_it%d = [&](%s gw_i%d", id, ct, id);
        for (int i = 0; i < nacc; i++) buf_printf(&h, ", gw_noref<__decltype(%s)>::type &%s", acc[i]->name, acc[i]->name);
        buf_puts(&h, ") ");
        edit_add(c->el, l->start, l->header_end, arena_strdup(a, buf_cstr(&h)), EDIT_PLAIN);
        buf_printf(&run, "; { %s gw_s%d = (%s)%s, gw_j%d = (%s)%s; ", ct, id, ct, stride, id, ct, start);
        for (int i = 0; i < nacc; i++)
            buf_printf(&run, "gw_noref<__decltype(%s)>::type gw_a%d_%d[3] = {gw_identity<%s, gw_noref<__decltype(%s)>::type>(), "
                             "gw_identity<%s, gw_noref<__decltype(%s)>::type>(), gw_identity<%s, gw_noref<__decltype(%s)>::type>()}; ",
                       acc[i]->name, id, i, red_name(acc[i]->red), acc[i]->name, red_name(acc[i]->red), acc[i]->name,
                       red_name(acc[i]->red), acc[i]->name);
        buf_printf(&run, "for (; (unsigned long long)gw_j%d + 3ull * gw_s%d < (unsigned long long)gw_n%d; gw_j%d += 4 * gw_s%d) { ",
                   id, id, id, id, id);
        for (int t = 0; t < 4; t++) {
            buf_printf(&run, "gw_it%d(gw_j%d + %d * gw_s%d", id, id, t, id);
            for (int i = 0; i < nacc; i++)
                if (t == 0) buf_printf(&run, ", %s", acc[i]->name);
                else buf_printf(&run, ", gw_a%d_%d[%d]", id, i, t - 1);
            buf_puts(&run, "); ");
        }
        buf_printf(&run, "} for (; gw_j%d < gw_n%d; gw_j%d += gw_s%d) gw_it%d(gw_j%d", id, id, id, id, id, id);
        for (int i = 0; i < nacc; i++) buf_printf(&run, ", %s", acc[i]->name);
        buf_puts(&run, "); ");
        for (int i = 0; i < nacc; i++) {
            const char *op = red_name(acc[i]->red);
            buf_printf(&run, "%s = gw_op<%s>(gw_op<%s>(%s, gw_a%d_%d[0]), gw_op<%s>(gw_a%d_%d[1], gw_a%d_%d[2])); ",
                       acc[i]->name, op, op, acc[i]->name, id, i, op, id, i, id, i);
        }
        buf_puts(&run, "} ");
        buf_puts(&run, buf_cstr(&epi));
        buf_release(&epi);
        epi = run;
        buf_release(&h);
    } else if (l->gang_chunk) {
        /* gang(static: n): the gang's chunks of n iterations in turn, its
           workers and lanes across each chunk */
        const char *gs = "(long long)::blockIdx.x", *gst = "(long long)::gridDim.x", *ls = "0", *lst = "1";
        if (l->gdim > 1) {
            gs = l->gdim == 2 ? "(long long)::blockIdx.y" : "(long long)::blockIdx.z";
            gst = l->gdim == 2 ? "(long long)::gridDim.y" : "(long long)::gridDim.z";
        }
        unsigned lanes = (c->k->packable && l->par == PAR_GANG ? PAR_GANG | PAR_WORKER : l->par) & (PAR_WORKER | PAR_VECTOR);
        if (lanes) grid_stride(a, lanes, 'x', &ls, &lst);
        edit_add(c->el, l->start, l->header_end,
                 arena_printf(a, "for (long long gw_c%d = %s * gw_k%d; gw_c%d < (long long)gw_n%d; gw_c%d += %s * gw_k%d) "
                                 "for (%s gw_i%d = (%s)(gw_c%d + %s); gw_i%d < gw_n%d && (long long)gw_i%d < gw_c%d + gw_k%d; "
                                 "gw_i%d += (%s)%s)",
                              id, gs, id, id, id, id, gst, id, ct, id, ct, id, ls, id, id, id, id, id, id, ct, lst), EDIT_PLAIN);
    } else {
        edit_add(c->el, l->start, l->header_end,
                 arena_printf(a, "%sfor (%s gw_i%d = (%s)%s; gw_i%d < gw_n%d; gw_i%d += (%s)%s)", unroll, ct, id, ct, start,
                              id, id, id, ct, stride), EDIT_PLAIN);
    }
    for (int i = 1; i < nc; i++) edit_add(c->el, chain[i]->start, chain[i]->header_end, "", EDIT_PLAIN);
    Loop *in = chain[nc - 1];
    /* collapse(force: n): code between the loops runs in the innermost body,
       once per iteration of the collapsed nest (OpenACC 3.3 section 2.9.1) */
    Buf pre, post;
    buf_init(&pre);
    buf_init(&post);
    for (int i = 1; i < nc; i++) {
        Loop *p = chain[i - 1], *k = chain[i];
        size_t b0 = p->body_compound ? p->body_start + 1 : p->body_start;
        size_t b1 = p->body_compound ? p->body_end - 1 : p->body_end;
        if (k->start > b0) {
            code_text(u, b0, k->start, &pre);
            edit_add(c->el, b0, k->start, "", EDIT_PLAIN);
        }
        if (b1 > k->end) {
            Buf t;
            buf_init(&t);
            code_text(u, k->end, b1, &t);
            buf_puts(&t, buf_cstr(&post));      /* inner loops' code first */
            buf_release(&post);
            post = t;
            edit_add(c->el, k->end, b1, "", EDIT_PLAIN);
        }
    }
    if (pre.len) buf_puts(&body, buf_cstr(&pre));
    if (in->body_compound) {
        edit_add(c->el, in->body_start + 1, in->body_start + 1, arena_strdup(a, buf_cstr(&body)), nest_open(depth, NEST_BODY));
    } else {
        edit_add(c->el, in->body_start, in->body_start, arena_printf(a, "{ %s", buf_cstr(&body)), nest_open(depth, NEST_BODY));
        edit_add(c->el, in->body_end, in->body_end, " }", nest_close(depth, NEST_BODY));
    }
    if (post.len) {
        size_t at = in->body_compound ? in->body_end - 1 : in->body_end;
        edit_add(c->el, at, at, arena_strdup(a, buf_cstr(&post)), nest_close(depth, NEST_BODY_POST));
    }
    buf_release(&pre);
    buf_release(&post);
    unsigned now = outer | (l->par & ~PAR_SEQ);
    if (gang_shared(c, l) && holds_shared(c, in)) {       /* before the next gang reuses them */
        size_t at = in->body_compound ? in->body_end - 1 : in->body_end;
        edit_add(c->el, at, at, "__syncthreads(); ", nest_close(depth, NEST_BARRIER));
    }
    /* a barrier after a worker or vector loop, for the code that follows to
       see what its lanes wrote (reductions combine, and wait, by themselves) */
    bool seq_around = false;    /* its lanes' writes are read in the next iteration */
    for (Loop *p = l->parent; p && !seq_around; p = p->parent) seq_around = !p->par || (p->par & PAR_SEQ);
    if ((l->par & (PAR_WORKER | PAR_VECTOR)) && l->writes_out
        && (top ? !last_in_kernel(c, l) : !alone_in_parent(l) || seq_around))
        buf_puts(&epi, outer & PAR_WORKER ? "__syncwarp(gw_row_mask()); " : c->k->packable ? "gw_sync_gang(); " : "__syncthreads(); ");
    buf_puts(&epi, "}");
    edit_add(c->el, l->end, l->end, arena_strdup(a, buf_cstr(&epi)), nest_close(depth, NEST_LOOP));
    buf_release(&pro);
    buf_release(&body);
    buf_release(&epi);
    loop_edits(c, in->kids, now, depth + nc, false);
}

/* Arrays at gang scope (not inside worker or vector loops) become one
 * __shared__ copy per gang when the gang has several lanes. */
static bool shared_array_at(KCtx *c, Store *s)
{
    if (c->k->serial || !(c->k->dims & (PAR_WORKER | PAR_VECTOR))) return false;
    if (s->start < c->k->start || s->start >= c->k->end) return false;
    return !(dims_at(c->nd->loops, s->start) & (PAR_WORKER | PAR_VECTOR));
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

static void shared_arrays(KCtx *c)
{
    for (Store *s = c->nd->arrays; s; s = s->next)
        if (shared_array_at(c, s)) edit_add(c->el, s->start, s->start, "__shared__ ", nest_open(0, NEST_SHARED));
}

/* The control variable of l from its index idx: "int i = (int)(lb + idx * step); ". */
static void recover_var(Arena *a, Loop *l, const char *idx, const char *ct, Buf *b)
{
    const char *ty = l->var_declared ? l->var_type : NULL;
    const char *cast = ty ? ty : arena_printf(a, "__typeof__(%s)", l->var);
    buf_printf(b, "%s%s%s = (%s)((%s) + %s * (%s)(%s)); ", ty ? ty : "", ty ? " " : "", l->var, cast, l->lb, idx, ct,
               l->step);
}

/* The kernel's tight nest on a multi-dimensional grid (analyze.c,
 * setup_nest): grid-stride loops over x and y (and z), the outermost loop
 * of the nest in runs of nest_r iterations per thread.  A full run calls
 * the body as an unrolled lambda, so that nvcc can keep the loads one
 * iteration shares with the next in registers. */
static void nest_edits(KCtx *c, int depth)
{
    Kernel *k = c->k;
    Unit *u = c->u;
    Arena *a = u->arena;
    int m = k->nest_n, id = c->ids++, r = k->nest_r;
    Loop *x = k->nest[0], *y = k->nest[1], *z = m == 3 ? k->nest[2] : NULL;
    Loop *outer = m == 3 ? z : y;       /* the one with nest_r per thread */
    bool narrow = true;
    for (int i = 0; i < m; i++) narrow = narrow && narrow_type(k->nest[i]->var_declared ? k->nest[i]->var_type : NULL);
    const char *ct = narrow ? "unsigned" : "long long";
    Buf pro, body;
    buf_init(&pro);
    buf_init(&body);
    buf_printf(&pro, "{ %s gw_nx%d = %s, gw_ny%d = %s", ct, id, x->trip, id, y->trip);
    if (z) buf_printf(&pro, ", gw_nz%d = %s", id, z->trip);
    buf_puts(&pro, "; ");
    buf_printf(&pro, "for (%s gw_ix%d = (%s)::blockIdx.x * ::blockDim.x + ::threadIdx.x; gw_ix%d < gw_nx%d; "
                     "gw_ix%d += (%s)::gridDim.x * ::blockDim.x) ", ct, id, ct, id, id, id, ct);
    const char *on = z ? "z" : "y";
    if (z)
        buf_printf(&pro, "for (%s gw_iy%d = (%s)::blockIdx.y * ::blockDim.y + ::threadIdx.y; gw_iy%d < gw_ny%d; "
                         "gw_iy%d += (%s)::gridDim.y * ::blockDim.y) "
                         "for (%s gw_io%d = (%s)::blockIdx.z * %d; gw_io%d < gw_nz%d; gw_io%d += (%s)::gridDim.z * %d) ",
                   ct, id, ct, id, id, id, ct, ct, id, ct, r, id, id, id, ct, r);
    else
        buf_printf(&pro, "for (%s gw_io%d = ((%s)::blockIdx.y * ::blockDim.y + ::threadIdx.y) * %d; gw_io%d < gw_ny%d; "
                         "gw_io%d += (%s)::gridDim.y * ::blockDim.y * %d) ",
                   ct, id, ct, r, id, id, id, ct, r);
    Loop *top = k->nest_top;
    edit_add(c->el, top->start, top->header_end, arena_strdup(a, buf_cstr(&pro)), nest_open(depth, NEST_LOOP));
    Loop *in = top;             /* the nest is a chain: top, its kid, ... */
    for (int i = 1; i < m; i++) {
        in = in->kids;
        edit_add(c->el, in->start, in->header_end, "", EDIT_PLAIN);
    }
    /* the body: the variables, then the user's code */
    const char *idx_o = r > 1 ? arena_printf(a, "gw_u%d", id) : arena_printf(a, "gw_io%d", id);
    if (r > 1) buf_printf(&body, "auto gw_body%d = [&](%s gw_u%d) { ", id, ct, id);
    recover_var(a, x, arena_printf(a, "gw_ix%d", id), ct, &body);
    recover_var(a, outer, idx_o, ct, &body);
    if (z) recover_var(a, y, arena_printf(a, "gw_iy%d", id), ct, &body);
    Buf dummy_pro, dummy_epi;
    buf_init(&dummy_pro);
    buf_init(&dummy_epi);
    for (int i = 0; i < m; i++) loop_clauses(c, k->nest[i], &dummy_pro, &body, &dummy_epi, PAR_GANG | PAR_VECTOR);
    buf_release(&dummy_pro);
    buf_release(&dummy_epi);
    Buf tail;
    buf_init(&tail);
    if (r > 1)
        buf_printf(&tail, "}; if (gw_io%d + %d <= gw_n%s%d) {\n#pragma unroll\nfor (int gw_k%d = 0; gw_k%d < %d; gw_k%d++) "
                          "gw_body%d(gw_io%d + gw_k%d); } else for (%s gw_k%d = gw_io%d; gw_k%d < gw_n%s%d; gw_k%d++) "
                          "gw_body%d(gw_k%d); ",
                   id, r, on, id, id, id, r, id, id, id, id, ct, id, id, id, on, id, id, id, id);
    if (in->body_compound) {
        edit_add(c->el, in->body_start + 1, in->body_start + 1, arena_strdup(a, buf_cstr(&body)), nest_open(depth, NEST_BODY));
        edit_add(c->el, in->body_end - 1, in->body_end - 1, arena_strdup(a, buf_cstr(&tail)), nest_close(depth, NEST_BODY));
    } else {
        edit_add(c->el, in->body_start, in->body_start, arena_printf(a, "{ %s", buf_cstr(&body)), nest_open(depth, NEST_BODY));
        edit_add(c->el, in->body_end, in->body_end, arena_printf(a, " %s}", buf_cstr(&tail)), nest_close(depth, NEST_BODY));
    }
    edit_add(c->el, top->end, top->end, "}", nest_close(depth, NEST_LOOP));
    buf_release(&pro);
    buf_release(&body);
    buf_release(&tail);
    loop_edits(c, in->kids, PAR_GANG | PAR_VECTOR, depth + m, false);
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

/* The staged kernel's sequential loop (analyze.c, setup_stage), a tile of
 * stage_tile iterations at a time: the block loads the tile's operands
 * into shared memory, waits, then runs the iterations on them.  The loads
 * of one kind run in one loop, so that each thread has them all in flight
 * at once.  Two or more operands shared by the whole block (n-body's x[j],
 * y[j], z[j], m[j]) are packed into one struct a tile element, which each
 * iteration reads with one vector load (gw_pk<id>, gw_q<id>.a<buf>). */
static void stage_edits(KCtx *c, int depth)
{
    static const char *from[] = {[STAGE_ALL] = "::threadIdx.y * ::blockDim.x + ::threadIdx.x",
                                 [STAGE_ROW] = "::threadIdx.x", [STAGE_COL] = "::threadIdx.y"};
    static const char *step[] = {[STAGE_ALL] = "::blockDim.x * ::blockDim.y",
                                 [STAGE_ROW] = "::blockDim.x", [STAGE_COL] = "::blockDim.y"};
    Kernel *k = c->k;
    Unit *u = c->u;
    Arena *a = u->arena;
    Loop *s = k->stage_loop;
    int id = c->ids++;
    bool pack = k->stage_pack, all_only = k->stage_block;
    Buf h, var;
    buf_init(&h);
    buf_init(&var);
    Stage *st;
    /* operands shared by the whole block only: tiles of 16 KiB (gw_tile_of),
       fewer barriers and every thread's loads in flight together */
    const char *ktx = arena_printf(a, "%d", k->stage_tile);
    if (pack) {
        buf_printf(&h, "struct gw_pk%d {", id);
        for (int b = 0; (st = stage_buf(k, b)); b++)
            if (st->kind == STAGE_ALL)
                buf_printf(&h, " gw_plain<__decltype(%s[0])>::type a%d;", st->v->name, b);
        buf_puts(&h, " }; ");
        if (all_only) {
            ktx = arena_printf(a, "gw_kt%d", id);
            buf_printf(&h, "const int gw_kt%d = gw_tile_of<sizeof(gw_packed<gw_pk%d>)>; ", id, id);
        }
        buf_printf(&h, "__shared__ gw_packed<gw_pk%d> gw_shp%d[%s]; ", id, id, ktx);
    } else if (all_only) {
        ktx = arena_printf(a, "gw_kt%d", id);
        buf_printf(&h, "const int gw_kt%d = gw_tile_of<sizeof(gw_plain<__decltype(%s[0])>::type)>; ", id,
                   k->stages->v->name);
    }
    for (int b = 0; (st = stage_buf(k, b)); b++) {      /* one buffer per subscript text */
        if (pack && st->kind == STAGE_ALL) continue;
        const char *dims = st->kind == STAGE_ALL ? arena_printf(a, "[%s]", ktx)
                         : st->kind == STAGE_ROW ? arena_printf(a, "[%d][%d]", k->nest_by, k->stage_tile)
                         : arena_printf(a, "[%d][%d]", k->stage_tile, k->nest_bx);
        buf_printf(&h, "__shared__ gw_plain<__decltype(%s[0])>::type gw_sh%d_%d%s; ", st->v->name, id, b, dims);
    }
    buf_printf(&h, "for (long long gw_t%d = 0, gw_nt%d = %s; gw_t%d < gw_nt%d; gw_t%d += %s) { "
                   "int gw_e%d = gw_nt%d - gw_t%d < %s ? (int)(gw_nt%d - gw_t%d) : %s; __syncthreads(); ",
               id, id, s->trip, id, id, id, ktx, id, id, id, ktx, id, id, ktx);
    for (StageKind kind = STAGE_ALL; kind <= STAGE_COL; kind++) {
        bool any = false;
        for (int b = 0; (st = stage_buf(k, b)); b++) any |= st->kind == kind;
        if (!any) continue;
        buf_printf(&h, "\n#pragma unroll %d\nfor (int gw_l = %s; gw_l < gw_e%d; gw_l += %s) { ", all_only ? 16 : 4,
                   from[kind], id, step[kind]);
        recover_var(a, s, arena_printf(a, "(gw_t%d + gw_l)", id), "long long", &h);
        if (pack && kind == STAGE_ALL) buf_printf(&h, "gw_pk%d gw_w; ", id);
        for (int b = 0; (st = stage_buf(k, b)); b++) {
            if (st->kind != kind) continue;
            if (pack && kind == STAGE_ALL) buf_printf(&h, "gw_w.a%d = %s[%s]; ", b, st->v->name, st->ix->text);
            else buf_printf(&h, "%s = %s[%s]; ", stage_elem(a, st, id, "gw_l"), st->v->name, st->ix->text);
        }
        if (pack && kind == STAGE_ALL) buf_printf(&h, "gw_shp%d[gw_l].v = gw_w; ", id);
        buf_puts(&h, "} ");
    }
    /* the body, a function of the iteration: a full tile runs it a constant
       number of times (unrolled, no remainder), the last one gw_e times */
    buf_printf(&h, "__syncthreads(); auto gw_f%d = [&](int gw_c%d) ", id, id);
    edit_add(c->el, s->start, s->header_end, arena_strdup(a, buf_cstr(&h)), EDIT_PLAIN);
    recover_var(a, s, arena_printf(a, "(gw_t%d + gw_c%d)", id, id), "long long", &var);
    if (pack) buf_printf(&var, "const gw_pk%d gw_q%d = gw_shp%d[gw_c%d].v; ", id, id, id, id);
    char *runs = arena_printf(a, "; if (gw_e%d == %s) {\n#pragma unroll 8\nfor (int gw_c%d = 0; gw_c%d < %s; gw_c%d++) gw_f%d(gw_c%d); "
                                 "} else for (int gw_c%d = 0; gw_c%d < gw_e%d; gw_c%d++) gw_f%d(gw_c%d); }",
                              id, ktx, id, id, ktx, id, id, id, id, id, id, id, id, id);
    if (s->body_compound) {
        edit_add(c->el, s->body_start + 1, s->body_start + 1, arena_strdup(a, buf_cstr(&var)), nest_open(depth, NEST_BODY));
        edit_add(c->el, s->end, s->end, runs, nest_close(depth, NEST_LOOP));
    } else {
        edit_add(c->el, s->body_start, s->body_start, arena_printf(a, "{ %s", buf_cstr(&var)), nest_open(depth, NEST_BODY));
        edit_add(c->el, s->body_end, s->body_end, arena_printf(a, " }%s", runs), nest_close(depth, NEST_BODY));
    }
    for (st = k->stages; st; st = st->next)
        edit_add(c->el, st->ix->at, st->ix->end,
                 pack && st->kind == STAGE_ALL ? arena_printf(a, "gw_q%d.a%d", id, st->buf)
                                               : stage_elem(a, st, id, arena_printf(a, "gw_c%d", id)), EDIT_PLAIN);
    buf_release(&h);
    buf_release(&var);
}

static void loop_edits(KCtx *c, Loop *l, unsigned outer, int depth, bool top)
{
    for (; l; l = l->next) {
        if (top && (l->start < c->k->start || l->start >= c->k->end)) continue;
        if (top && c->k->nest_n && l == c->k->nest_top) nest_edits(c, depth);
        else one_loop(c, l, outer, depth, top);
    }
}

/* Stores outside partitioned loops run on one lane per gang (or worker). */
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

static void guard_stores(KCtx *c)
{
    Kernel *k = c->k;
    if (k->serial) return;
    for (Store *s = c->nd->stores; s; s = s->next) {
        if (s->start < k->start || s->start >= k->end) continue;
        if (!s->shared) {
            Var *v = s->var ? var_named(c->nd, s->var) : NULL;
            if (!v || v->pass == PASS_PRIVATE || v->pass == PASS_REDUCTION
                || (v->pass == PASS_PRIVSUB && v->psub_level == PAR_VECTOR && s->via)
                || (v->pass == PASS_VALUE && !(s->via && v->shape == SHAPE_POINTER))
                || (!s->via && loop_private_at(c->nd->loops, s->start, v->name)))
                continue;
        }
        unsigned d = dims_at(c->nd->loops, s->start);
        /* a routine with partitioned loops: every lane calls it, every
           worker too for a routine gang or worker, every gang for a
           routine gang (routine_copies) */
        unsigned part = s->vcall && calls_part(s->vcall, c->nd, s->start, s->end) ? s->vcall->level : 0;
        bool gx = (k->dims & PAR_VECTOR) && !(d & PAR_VECTOR) && !part;
        bool gy = (k->dims & PAR_WORKER) && !(d & PAR_WORKER) && !(part & (PAR_GANG | PAR_WORKER));
        /* a gang routine's loops run whole in the calling thread: one gang calls it */
        bool gg = s->gang_call && !(d & PAR_GANG) && part != PAR_GANG;     /* num_gangs(n) alone gives n gangs too */
        if (!gx && !gy && !gg) continue;
        int depth = depth_at(c->nd->loops, s->start);
        const char *cond = gx && gy ? "::threadIdx.x == 0 && ::threadIdx.y == 0" : gx ? "::threadIdx.x == 0"
                           : gy ? "::threadIdx.y == 0" : "1";
        edit_add(c->el, s->start, s->start,
                 arena_printf(c->u->arena, "{ if (%s%s) { ", gg ? "::blockIdx.x == 0 && " : "", cond), nest_open(depth, NEST_GUARD));
        edit_add(c->el, s->end, s->end,
                 arena_printf(c->u->arena, " } %s }", !gx && !gy ? "" : d & PAR_WORKER ? "__syncwarp(gw_row_mask());"
                                                      : k->packable ? "gw_sync_gang();" : "__syncthreads();"),
                 nest_close(depth, NEST_GUARD));
    }
}

/* ---- copying the user's text ---- */

/* Copy u->pp[start, end) into the CUDA text with the emitter's edits l and
 * the unit's lowering of C that C++ rejects (Unit.cxx); where both change
 * the same text, the emitter's edit wins. */
static void cuda_copy(Unit *u, EditList *l, size_t start, size_t end, Buf *out)
{
    EditList all = {0};
    edit_merge(&all, l, &u->cxx, start, end);
    edit_apply(u, &all, start, end, out);
    edit_release(&all);
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
    const char *call = atomic_call(u, op, op->fetch_new ? "gw_atomic_fetch_new" : "gw_atomic_fetch", op->op, NULL);
    if (op->v_end > op->v_start)
        call = arena_printf(u->arena, "%s = %s", user_text(u, op->v_start, op->v_end), call);
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
                                user_text(c->u, op.x_start, op.x_end), v->red_elem,
                                op.val_end > op.val_start ? user_text(c->u, op.val_start, op.val_end) : "1");
        } else {
            code = atomic_call(c->u, &op, "gw_atomic_op", r, v->red_elem);
        }
        edit_add(c->el, up->start, up->end, code, EDIT_PLAIN);
    }
}

/* "float *a" -> "const float *__restrict__ a" (Var.restrict_param, and
 * restrict_ro: const, unless it is already). */
static char *restrict_param(Arena *a, Var *v)
{
    const char *d = v->param_decl;
    if (!v->restrict_param) return (char *)d;
    const char *star = strstr(d, "(*");
    const char *at = star ? star + 2 : strrchr(d, '*') + 1;
    bool ro = v->restrict_ro && strncmp(v->elem ? v->elem : "", "const", 5);
    return arena_printf(a, "%s%.*s__restrict__ %s", ro ? "const " : "", (int)(at - d), d, at);
}

static void kernel_params(Node *nd, Buf *b, Buf *pro, Arena *a, Arena *restrict_arena, bool gang_lanes, bool serial)
{
    int n = 0;
    for (Var *v = nd->vars; v; v = v->next) {
        switch (v->pass) {
        case PASS_VALUE:
            if (v->vla) {                       /* firstprivate VLA: a copy on the thread's stack */
                buf_printf(b, "%sconst void *gw_fpa_%s", n++ ? ", " : "", v->name);
                buf_printf(pro, "%s; memcpy(%s, gw_fpa_%s, sizeof(%s) * (%s)); ", v->local_decl, v->name, v->name,
                           v->elem, v->vla_count);
                break;
            }
            if (v->shape == SHAPE_ARRAY) {      /* firstprivate array: a copy from device memory */
                buf_printf(b, "%sconst void *gw_fpa_%s", n++ ? ", " : "", v->name);
                buf_printf(pro, "%s; memcpy(&%s, gw_fpa_%s, sizeof(%s)); ", v->local_decl, v->name, v->name, v->name);
                break;
            }
            buf_printf(b, "%s%s", n++ ? ", " : "", v->param_decl);
            break;
        case PASS_DEVPTR:
            buf_printf(b, "%s%s", n++ ? ", " : "", restrict_arena ? restrict_param(restrict_arena, v) : v->param_decl);
            if (v->cached) buf_printf(b, ", long long gw_cvl_%s, long long gw_cvh_%s", v->name, v->name);
            break;
        case PASS_REF:
            buf_printf(b, "%s%s *gw_ref_%s", n++ ? ", " : "", v->type, v->name);
            buf_printf(pro, "%s &%s = *gw_ref_%s; ", v->type, v->name, v->name);
            break;
        case PASS_PRIVATE:
            buf_printf(pro, "%s%s; ", v->shape == SHAPE_ARRAY && gang_lanes ? "__shared__ " : "", v->local_decl);
            break;
        case PASS_PRIVSUB: {
            /* the pointer's device value, the scratch, and the subarray's bounds */
            char *ps = arena_printf(a, "gw_ps_%s", v->name);
            buf_printf(b, "%s%s, void *gw_pv_%s, long long gw_pl_%s, long long gw_pn_%s", n++ ? ", " : "",
                       replace_word(a, v->param_decl, v->name, ps), v->name, v->name, v->name);
            if (v->psub_loop) buf_printf(pro, "__typeof__(%s) %s = %s; ", ps, v->name, ps);
            else privsub_decl(v, serial, pro);
            break;
        }
        case PASS_REDUCTION:
            if (v->red_n > 1)
                buf_printf(pro, "%s; for (int gw_e = 0; gw_e < %d; gw_e++) %s[gw_e] = gw_identity<%s, %s>(); ",
                           v->local_decl, v->red_n, v->name, red_name(v->red), v->red_elem);
            else
                buf_printf(pro, "%s = gw_identity<%s, %s>(); ", v->local_decl, red_name(v->red), v->type);
            break;
        default:
            break;
        }
    }
    for (Var *v = nd->vars; v; v = v->next)
        if (v->pass == PASS_REDUCTION) {
            buf_printf(b, "%svoid *gw_red, void *gw_part, void *gw_out", n++ ? ", " : "");
            break;
        }
    if (!n) buf_puts(b, "void");
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
        const char *t = arr ? v->red_elem : v->type;
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
        const char *t = arr ? v->red_elem : v->type;
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
            const char *t = arr ? v->red_elem : v->type;
            if (arr) buf_printf(b, "for (int gw_e = 0; gw_e < %d; gw_e++) ", v->red_n);
            buf_printf(b, "{ %s *gw_s = (%s *)((char *)gw_red + %d)%s; ((%s *)((char *)gw_out + %d))[%s] = gw_ldcg(gw_s); "
                          "*gw_s = gw_identity<%s, %s>(); }\n",
                       t, t, v->red_slot, arr ? " + gw_e" : "", t, v->red_slot, arr ? "gw_e" : "0", red_name(v->red), t);
        }
        buf_puts(b, "}\n");
    }
    buf_puts(b, "}\n");
}

/* cache(p[lo:n]) (analyze.c, setup_caches): the gang's threads load
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
                                 "if (gw_cl%d < gw_cvl_%s) gw_cl%d = gw_cvl_%s; if (gw_cn%d > gw_cvh_%s) gw_cn%d = gw_cvh_%s; "
                                 "gw_cn%d = gw_cn%d > gw_cl%d ? gw_cn%d - gw_cl%d : 0; "
                                 "for (int gw_t = (int)(::threadIdx.y * ::blockDim.x + ::threadIdx.x); gw_t < gw_cn%d; "
                                 "gw_t += (int)(::blockDim.x * ::blockDim.y)) gw_ca%d[gw_t] = %s[gw_cl%d + gw_t]; "
                                 "__syncthreads(); ",
                              p, ca->id, ca->len, ca->id, ca->lo, ca->id, ca->id, ca->len,
                              ca->id, p, ca->id, p, ca->id, p, ca->id, p,
                              ca->id, ca->id, ca->id, ca->id, ca->id,
                              ca->id, ca->id, p, ca->id),
                 nest_open(0, NEST_SHARED));
        size_t n = strlen(p);
        for (Index *x = ca->v->index; x; x = x->next) {
            if (x->at <= ca->at || x->at >= ca->loop->body_end || strncmp(u->pp + x->at, p, n)) continue;
            size_t b = x->at;
            while (b > 0 && (u->pp[b - 1] == ' ' || u->pp[b - 1] == '(')) b--;
            if (b > 0 && u->pp[b - 1] == '&') continue;                 /* &p[e] */
            size_t e = x->end;
            while (e < u->pp_len && u->pp[e] == ' ') e++;
            if (u->pp[e] == '[') continue;
            bool nested = false;
            for (Index *y = ca->v->index; y; y = y->next)
                nested = nested || (y != x && ((y->at > x->at && y->at < x->end) || (x->at > y->at && x->at < y->end)));
            for (Atomic *at = c->nd->atomics; at; at = at->next)
                nested = nested || (x->at >= at->start && x->at < at->end);
            if (nested || strstr(x->text, "++") || strstr(x->text, "--") || strchr(x->text, '=')) continue;
            edit_add(c->el, x->at, x->end,
                     arena_printf(a, "gw_cache_get(%s, gw_ca%d, gw_cl%d, gw_cn%d, (long long)(%s))", p, ca->id,
                                  ca->id, ca->id, x->text), EDIT_PLAIN);
        }
    }
}

/* Calls of routines whose loops are partitioned call the
 * partitioned copy, gw_vec_<name> (emit_decls). */
static void vector_calls(KCtx *c)
{
    for (Routine *r = c->u->routines; r; r = r->next)
        for (RCall *rc = r->part ? r->calls : NULL; rc; rc = rc->next) {
            size_t n = strlen(r->name);
            const char *t = c->u->pp + rc->at;
            if (!rc->part || rc->nd != c->nd || rc->at < c->k->start || rc->at >= c->k->end || strncmp(t, r->name, n)
                || isalnum((unsigned char)t[n]) || t[n] == '_')
                continue;
            edit_add(c->el, rc->at, rc->at + n, arena_printf(c->u->arena, "gw_vec_%s", r->name), EDIT_PLAIN);
        }
}

static void emit_kernel(Unit *u, Node *nd, Kernel *k, Buf *out, bool restricted, bool staged)
{
    EditList el = {0};
    KCtx c = {u, nd, k, &el, 0};
    loop_edits(&c, nd->loops, 0, 0, true);
    if (staged) stage_edits(&c, 8);
    guard_stores(&c);
    vector_calls(&c);
    cache_edits(&c);
    atomic_edits(&c);
    subarray_updates(&c);
    shared_arrays(&c);
    Buf params, pro;
    buf_init(&params);
    buf_init(&pro);
    kernel_params(nd, &params, &pro, u->arena, restricted ? u->arena : NULL,
                  !k->serial && (k->dims & (PAR_WORKER | PAR_VECTOR)), k->serial);
    buf_printf(out, "\nextern \"C\" __global__ void %s%s(%s)\n{\n%s\n", k->name, staged ? "_s" : restricted ? "_r" : "",
               buf_cstr(&params), buf_cstr(&pro));
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
        for (int w = 32; w >= 4; w /= 2)
            buf_printf(out, "case %d: __builtin_assume(::blockDim.x == %d); gw_body(); break;\n", w, w);
        buf_puts(out, "default: gw_body();\n}\n");
    }
    buf_puts(out, "}\n");
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

/* The atomics of function d: the GPU's atomic operations. */
static void function_atomics(Unit *u, Decl *d, EditList *el)
{
    for (Node *nd = u->nodes; nd; nd = nd->next)
        if (nd->dir->kind == DIR_ATOMIC && nd->pragma_start >= d->start && nd->pragma_start < d->end
            && nd->stmt_end > nd->stmt_start && nd->atomic_op.ok && !nd->atomic_op.plain)
            edit_add(el, nd->stmt_start, nd->stmt_end, atomic_code(u, &nd->atomic_op, u->pp[nd->stmt_start] == '{'),
                     EDIT_PLAIN);
}

/* Types and functions of the user's files that the kernels may need. */
static void emit_decls(Unit *u, Buf *out)
{
    EditList none = {0};
    for (Decl *d = u->decls; d; d = d->next) {
        if (d->is_function) continue;
        SrcPos p = unit_pos(u, d->start);
        if (strstr(p.file, "openacc.h") || strstr(p.file, "gangway")) continue;
        buf_printf(out, "#line %d \"%s\"\n", p.line, p.file);
        cuda_copy(u, &none, d->start, d->end, out);
        buf_puts(out, u->pp[d->end - 1] == ';' ? "\n" : ";\n");
    }
    for (DevGlobal *g = u->dev_globals; g; g = g->next)  /* device twins of file-scope variables */
        if (u->rdc && g->external && g->declared)     /* the defining unit has it */
            buf_printf(out, "extern __device__ %s;\n", g->decl);
        else if (g->declared || (g->is_const && g->init))
            buf_printf(out, "__device__ %s%s%s;\n", g->decl, g->init && g->is_const ? " = " : "",
                       g->init && g->is_const ? g->init : "");
    for (Bind *b = u->binds; b; b = b->next)    /* routine bind: the device calls target */
        buf_printf(out, "#define %s %s\n", b->name, b->target);
    for (Decl *d = u->decls; d; d = d->next) {
        if (!d->is_function || !d->used) continue;
        buf_printf(out, "%s__device__ ", device_linkage(u, d));
        cuda_copy(u, &none, d->start, d->body_start, out);
        buf_puts(out, ";\n");
    }
    for (Decl *d = u->decls; d; d = d->next) {
        if (!d->is_function || !d->used || d->proto) continue;
        EditList el = {0};
        function_atomics(u, d, &el);
        SrcPos p = unit_pos(u, d->start);
        buf_printf(out, "#line %d \"%s\"\n%s__device__ ", p.line, p.file, device_linkage(u, d));
        cuda_copy(u, &el, d->start, d->end, out);
        buf_puts(out, "\n");
        edit_release(&el);
    }
    /* a routine whose loops are partitioned: a second copy, gw_vec_<name>,
       that its calls in this file's kernels make with every thread of the
       caller's lanes (routine vector), of its gang (routine worker) or of
       every gang (routine gang); other files' calls keep the first.  Each
       loop spreads its iterations over the threads its par names
       (frontend.c, routine_loops), and they wait for each other after it. */
    for (Routine *r = u->routines; r; r = r->next) {
        Decl *d = u->decls;
        while (d && !(d->is_function && !d->proto && !strcmp(d->name, r->name))) d = d->next;
        if (!r->part || !r->calls || !d || !d->used || r->name_at < d->start || r->name_at >= d->body_start) continue;
        EditList el = {0};
        function_atomics(u, d, &el);
        edit_add(&el, r->name_at, r->name_at + strlen(r->name), arena_printf(u->arena, "gw_vec_%s", r->name), EDIT_PLAIN);
        for (Loop *l = r->vloops; l; l = l->next) {
            Buf b;
            buf_init(&b);
            const char *id = "(long long)::threadIdx.x", *nt = "(long long)::blockDim.x", *sync = "gw_sync_gang();";
            if (l->par & PAR_GANG) {
                id = "((((long long)::blockIdx.z * ::gridDim.y + ::blockIdx.y) * ::gridDim.x + ::blockIdx.x) "
                     "* ::blockDim.y + ::threadIdx.y) * ::blockDim.x + ::threadIdx.x";
                nt = "(long long)::gridDim.x * ::gridDim.y * ::gridDim.z * ::blockDim.y * ::blockDim.x";
                sync = "__syncthreads();";
            } else if (l->par & PAR_WORKER) {
                id = "(long long)::threadIdx.y * ::blockDim.x + ::threadIdx.x";
                nt = "(long long)::blockDim.y * ::blockDim.x";
                sync = "__syncthreads();";
            }
            if (l->collapse > 1) {
                routine_nest_edits(u, &el, l, id, nt, sync);
                routine_reductions(u, &el, l);
                buf_release(&b);
                continue;
            }
            edit_add(&el, l->start, l->header_end,
                     arena_printf(u->arena, "{ long long gw_vn = %s; for (long long gw_vi = %s; gw_vi < gw_vn; gw_vi += %s)",
                                  l->trip, id, nt), EDIT_PLAIN);
            recover_var(u->arena, l, "gw_vi", "long long", &b);
            if (l->body_compound) {
                edit_add(&el, l->body_start + 1, l->body_start + 1, arena_strdup(u->arena, buf_cstr(&b)), EDIT_PLAIN);
            } else {
                edit_add(&el, l->body_start, l->body_start, arena_printf(u->arena, "{ %s", buf_cstr(&b)), EDIT_PLAIN);
                edit_add(&el, l->body_end, l->body_end, " }", EDIT_PLAIN);
            }
            /* the caller and the code after the loop see every lane's writes */
            edit_add(&el, l->end, l->end, arena_printf(u->arena, " %s }", sync), EDIT_AFTER);
            routine_reductions(u, &el, l);
            buf_release(&b);
        }
        SrcPos p = unit_pos(u, d->start);
        buf_printf(out, "#line %d \"%s\"\n%s__device__ ", p.line, p.file, d->is_static ? "" : "static ");
        cuda_copy(u, &el, d->start, d->end, out);
        buf_puts(out, "\n");
        edit_release(&el);
    }
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
    for (int i = 0; i < n; i++) buf_printf(&b, " * %s", chain[i]->trip);
    buf_printf(&b, "; for (long long gw_vi = %s; gw_vi < gw_vn; gw_vi += %s) { long long gw_vr = gw_vi; ", id, nt);
    for (int i = n - 1; i >= 0; i--) {          /* the innermost varies fastest */
        const char *idx = i ? arena_printf(a, "(gw_vr %% %s)", chain[i]->trip) : "gw_vr";
        recover_var(a, chain[i], idx, "long long", &b);
        if (i) buf_printf(&b, "gw_vr /= %s; ", chain[i]->trip);
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
            buf_printf(&pro, "gw_noref<__decltype(%s)>::type gw_rr%d = %s; %s = gw_identity<%s, gw_noref<__decltype(%s)>::type>(); ",
                       x, id, x, x, op, x);
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

/* text_rewrite's tok for the CUDA text from the kernels on: complex types
 * and constants (cplx.c); C's long double as gangway_dev.h's gw_ldouble (the
 * host's layout, computed in double), and its constants as double ones; and struct, union and enum tags C++
 * would see in another scope (Unit.tags, cxx.c), renamed or qualified
 * wherever 'struct NAME' appears, in the user's text and in the types gwcc
 * spells alike (a nested struct keeps its name where it is defined). */
static size_t cuda_token(TextRewrite *t, size_t i, size_t e)
{
    Unit *u = t->ctx;
    const char *s = t->s;
    size_t n = t->n, done = t->done;
    size_t r = cplx_token(t, i, e);
    if (t->done != done) return r;
    if (!(isalpha((unsigned char)s[i]) || s[i] == '_')) {
        /* a long double constant (3.0L) is a double one, as gw_ldouble is */
        bool hex = e - i > 1 && s[i] == '0' && (s[i + 1] == 'x' || s[i + 1] == 'X'), fl = false;
        for (size_t k = i; k < e; k++)
            fl = fl || s[k] == '.' || (hex ? s[k] == 'p' || s[k] == 'P' : s[k] == 'e' || s[k] == 'E');
        if (fl && (s[e - 1] == 'l' || s[e - 1] == 'L'))
            tr_replace(t, i, e, arena_strndup(u->arena, s + i, e - 1 - i));
        return e;
    }
    if (e - i == 4 && !memcmp(s + i, "long", 4)) {
        size_t p = e;
        while (p < n && (s[p] == ' ' || s[p] == '\t')) p++;
        if (p + 6 <= n && !memcmp(s + p, "double", 6) && (p + 6 == n || !ident_char(s[p + 6]))) {
            tr_replace(t, i, p + 6, "gw_ldouble");
            return p + 6;
        }
    }
    size_t p = e;
    while (p < n && (s[p] == ' ' || s[p] == '\t' || s[p] == '\n')) p++;
    size_t q = p;
    while (q < n && ident_char(s[q])) q++;
    for (int k = 0; k < u->ntags && q > p; k++) {
        struct TagRename *tr = &u->tags[k];
        if (strlen(tr->kw) != e - i || memcmp(s + i, tr->kw, e - i) || strlen(tr->name) != q - p
            || memcmp(s + p, tr->name, q - p))
            continue;
        size_t z = q;
        while (z < n && (s[z] == ' ' || s[z] == '\t' || s[z] == '\n')) z++;
        if (tr->nested && z < n && (s[z] == '{' || s[z] == ';')) return e;
        tr_replace(t, p, q, tr->to);
        return q;
    }
    return e;
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
        buf_puts(out, "template <class P, class T> static __device__ __forceinline__ T gw_cache_get(P p, const T *buf, "
                      "long long lo, long long n, long long i)\n"
                      "{ long long d = i - lo; return (unsigned long long)d < (unsigned long long)n ? buf[d] : (T)p[i]; }\n");
    size_t code = out->len;
    emit_decls(u, out);
    for (Node *nd = u->nodes; nd; nd = nd->next)
        for (Kernel *k = nd->kind == N_COMPUTE ? nd->kernels : NULL; k; k = k->next) {
            emit_kernel(u, nd, k, out, false, false);
            if (nd->restrict_variant) emit_kernel(u, nd, k, out, true, false);
            if (k->stage_loop) emit_kernel(u, nd, k, out, true, true);
        }
    text_rewrite(out, code, cuda_token, u);
}
