/* scratch.c: per-queue device scratch: reduction identities and results, partials, private copies. */
#include "rt.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define S gw__state

void gw__scratch_init(GwScratchSet *sc)
{
    *sc = (GwScratchSet){0};
}

/* The partials and private copies are the pool's, released with it. */
void gw__scratch_release(GwScratchSet *sc)
{
    if (sc->red && sc->red->out)
        S.be->host_mapped_free(sc->red->out);
    if (sc->red)
        free(sc->red->members);
    free(sc->red);
    gw__scratch_init(sc);
}

/* Queue async's scratch, or the device's for synchronous regions. */
static GwScratchSet *scratch_set(GwDevice *d, int async)
{
    GwQueue *q = gw__queue(d, async, 1);
    return q ? &q->scratch : &d->sync_scratch;
}

static GwScratch *scratch(GwDevice *d, int async)
{
    GwScratch **slot = &scratch_set(d, async)->red;
    if (!*slot) {
        *slot = calloc(1, sizeof **slot);
        if (!*slot)
            gw__bug("out of host memory");
        (*slot)->dev = gw__alloc(d, GW_RED_MAX, "reduction scratch");
        if (S.be->host_mapped)
            (*slot)->out = S.be->host_mapped(GW_RED_MAX, &(*slot)->out_dev);
    }
    return *slot;
}

void *gw_red_begin(const void *init, size_t bytes, int async, void **out)
{
    if (bytes > GW_RED_MAX)
        gw__fatal_hint(NULL, "split the reduction over several regions",
                       "reduction variables need %zu bytes; at most %d fit", bytes,
                       GW_RED_MAX);
    GwDevice *d = gw__enter(NULL);
    void *r = S.host_red;
    *out = NULL;
    if (!d) {
        memcpy(S.host_red, init, bytes);
    } else {
        GwScratch *sc = scratch(d, async);
        *out = sc->out_dev;
        if (sc->ready < bytes || memcmp(sc->init, init, bytes))
            S.be->h2d(sc->dev, init, bytes, gw__copy_stream(d, async));
        memcpy(sc->init, init, bytes);
        sc->ready = 0;          /* the kernels turn it into results */
        sc->bytes = bytes;
        sc->nmembers = 0;       /* a split launch names them anew */
        r = sc->dev;
    }
    gw__leave();
    return r;
}

/* ---- reductions over the members of a split launch ---- */

#define COMBINE_INT(T)                                                  \
    for (unsigned i = 0; i < n; i++) {                                  \
        T *x = (T *)dst + i, y = ((const T *)src)[i];                   \
        switch (op) {                                                   \
        case GW_ROP_ADD: *x = (T)(*x + y); break;                       \
        case GW_ROP_MUL: *x = (T)(*x * y); break;                       \
        case GW_ROP_MAX: *x = *x < y ? y : *x; break;                   \
        case GW_ROP_MIN: *x = y < *x ? y : *x; break;                   \
        case GW_ROP_BAND: *x = (T)(*x & y); break;                      \
        case GW_ROP_BOR: *x = (T)(*x | y); break;                       \
        case GW_ROP_BXOR: *x = (T)(*x ^ y); break;                      \
        case GW_ROP_LAND: *x = (T)(*x && y); break;                     \
        case GW_ROP_LOR: *x = (T)(*x || y); break;                      \
        default: gw__bug("unknown reduction operator");                 \
        }                                                               \
    }

/* Floating types: no bitwise operators (the translator rejects them). */
#define COMBINE_FLT(T)                                                  \
    for (unsigned i = 0; i < n; i++) {                                  \
        T *x = (T *)dst + i, y = ((const T *)src)[i];                   \
        switch (op) {                                                   \
        case GW_ROP_ADD: *x += y; break;                                \
        case GW_ROP_MUL: *x *= y; break;                                \
        case GW_ROP_MAX: *x = *x < y ? y : *x; break;                   \
        case GW_ROP_MIN: *x = y < *x ? y : *x; break;                   \
        case GW_ROP_LAND: *x = *x && y; break;                          \
        case GW_ROP_LOR: *x = *x || y; break;                           \
        default: gw__bug("bitwise reduction of a floating type");       \
        }                                                               \
    }

/* Complex numbers as (re, im) pairs of T: + and * only. */
#define COMBINE_CPX(T)                                                  \
    for (unsigned i = 0; i < n; i++) {                                  \
        T *x = (T *)dst + 2 * i;                                        \
        const T *y = (const T *)src + 2 * i;                            \
        T re = x[0], im = x[1];                                         \
        if (op == GW_ROP_ADD) {                                         \
            x[0] = re + y[0], x[1] = im + y[1];                         \
        } else if (op == GW_ROP_MUL) {                                  \
            x[0] = re * y[0] - im * y[1], x[1] = re * y[1] + im * y[0]; \
        } else {                                                        \
            gw__bug("complex reduction other than + or *");             \
        }                                                               \
    }

static void combine_slot(void *dst, const void *src, unsigned n, int op, int type)
{
    switch (type) {
    case GW_T_I8: COMBINE_INT(int8_t) break;
    case GW_T_U8: COMBINE_INT(uint8_t) break;
    case GW_T_I16: COMBINE_INT(int16_t) break;
    case GW_T_U16: COMBINE_INT(uint16_t) break;
    case GW_T_I32: COMBINE_INT(int32_t) break;
    case GW_T_U32: COMBINE_INT(uint32_t) break;
    case GW_T_I64: COMBINE_INT(int64_t) break;
    case GW_T_U64: COMBINE_INT(uint64_t) break;
    case GW_T_F32: COMBINE_FLT(float) break;
    case GW_T_F64: COMBINE_FLT(double) break;
    case GW_T_C32: COMBINE_CPX(float) break;
    case GW_T_C64: COMBINE_CPX(double) break;
    default: gw__bug("unknown reduction type");
    }
}

void gw__red_combine(void *dst, const void *src, const gw_red_slot *slots, int nslots)
{
    for (int i = 0; i < nslots; i++) {
        const gw_red_slot *sl = &slots[i];
        combine_slot((char *)dst + sl->offset, (const char *)src + sl->offset, sl->count, sl->op,
                     sl->type);
    }
}

/* Member e's partials: as many bytes as the leader's (its area only grows;
 * growing waits for e's queue, which may still read the old one). */
static void *member_parts(GwDevice *d, GwDevice *e, int async)
{
    GwScratchSet *ls = scratch_set(d, async), *es = scratch_set(e, async);
    if (es->part_bytes < ls->part_bytes) {
        if (es->part) {
            gw__queue_sync(e, NULL, async);
            gw__free(e, es->part);
        }
        es->part = gw__alloc(e, ls->part_bytes, "reduction partials");
        es->part_bytes = ls->part_bytes;
    }
    return es->part;
}

/* A region's second split launch (a kernels construct's kernels share its
 * slots) adds to the member's results of the first: no identities then. */
static bool in_region(const GwScratch *ls, const GwDevice *e)
{
    for (int i = 0; i < ls->nmembers; i++)
        if (ls->members[i] == e->num)
            return true;
    return false;
}

void gw__red_member(GwDevice *d, GwDevice *e, int async, void *red[3], void *stream)
{
    GwScratch *ls = scratch(d, async), *es = scratch(e, async);
    size_t bytes = ls->bytes;
    if (!in_region(ls, e)) {
        if (es->ready < bytes || memcmp(es->init, ls->init, bytes))
            S.be->h2d_nowait(es->dev, ls->init, bytes, stream);
        memcpy(es->init, ls->init, bytes);
        es->ready = 0;
        es->bytes = bytes;
    }
    red[0] = es->dev;
    if (red[1])
        red[1] = member_parts(d, e, async);
    if (red[2])
        red[2] = es->out_dev;
}

void gw__red_members(GwDevice *d, int async, const gw_red_slot *slots, int nslots,
                     const int *members, int n)
{
    GwScratch *sc = scratch(d, async);
    gw__grow(&sc->members, &sc->capmembers, n, sizeof *sc->members);
    memcpy(sc->members, members, (size_t)n * sizeof *members);
    sc->nmembers = n;
    sc->slots = slots;
    sc->nslots = nslots;
}

/* The members' results, each once its queue is done, combined into out
 * (the leader's) in member order, so the result is the same run to run. */
static void combine_members(GwDevice *d, GwScratch *sc, void *out, size_t bytes, int async,
                            bool finished)
{
    char part[GW_RED_MAX];
    for (int i = 0; i < sc->nmembers; i++) {
        GwDevice *e = gw__device(sc->members[i]);
        GwScratch *es = scratch(e, async);
        void *st = gw__copy_stream(e, async);
        bool mapped = finished && es->out;
        if (!mapped)
            S.be->d2h(part, es->dev, bytes, st);
        gw__queue_sync(e, NULL, async);
        if (mapped)
            memcpy(part, es->out, bytes);
        else
            S.be->h2d_nowait(es->dev, es->init, bytes, st);
        es->ready = bytes;
        gw__red_combine(out, part, sc->slots, sc->nslots);
    }
    sc->nmembers = 0;
    gw__bind(d);
}

/* The region's results into out once its queue is done.  A kernel that
 * finished the reduction (it was given gw_red_begin's out pointer) left them
 * in mapped host memory and the identities back in the scratch; otherwise
 * they are copied back, and a copy of the identities queued behind, for the
 * next region, without waiting. */
static void red_results(void *out, size_t bytes, int async, bool finished)
{
    GwDevice *d = gw__enter(NULL);
    if (!d) {
        memcpy(out, S.host_red, bytes);
    } else {
        GwScratch *sc = scratch(d, async);
        void *st = gw__copy_stream(d, async);
        if (!finished)
            S.be->d2h(out, sc->dev, bytes, st);
        gw__queue_sync(d, NULL, async);
        if (finished)
            memcpy(out, sc->out, bytes);
        else
            S.be->h2d_nowait(sc->dev, sc->init, bytes, st);
        sc->ready = bytes;
        if (sc->nmembers)
            combine_members(d, sc, out, bytes, async, finished);
    }
    gw__leave();
}

void gw_red_end(void *out, size_t bytes, int async)
{
    red_results(out, bytes, async, false);
}

void gw_red_done(void *out, size_t bytes, int async)
{
    red_results(out, bytes, async, true);
}

/* The partials area grows, never shrinks: after the first launches of a
 * program it is big enough, and launches allocate nothing.  The old area may
 * still be read by a kernel on the queue, so growing waits for the queue. */
static void *grow_scratch(size_t bytes, int async, bool priv)
{
    GwDevice *d = gw__enter(NULL);
    void *r = NULL;
    if (d && bytes) {
        GwScratchSet *sc = scratch_set(d, async);
        void **part = priv ? &sc->priv : &sc->part;
        size_t *have = priv ? &sc->priv_bytes : &sc->part_bytes;
        if (*have < bytes) {
            size_t n = 4096;
            while (n < bytes) n *= 2;
            if (*part) {
                gw__queue_sync(d, NULL, async);
                gw__free(d, *part);
            }
            *part = gw__alloc(d, n, priv ? "private subarray copies" : "reduction partials");
            *have = n;
        }
        r = *part;
    }
    gw__leave();
    return r;
}

void *gw_red_parts(size_t bytes, int async)
{
    return grow_scratch(bytes, async, false);
}

/* Device memory for the private copies of pointer subarrays of one launch
 * (private(p[lo:n]) in a compute construct): one buffer per queue, which
 * only grows; a launch on the same queue may reuse it once this one is
 * done, which the queue's order guarantees. */
void *gw_private_scratch(size_t bytes, int async)
{
    return grow_scratch(bytes, async, true);
}

/* The host version's copies of private pointer subarrays. */
void *gw_host_alloc(size_t bytes)
{
    void *p = malloc(bytes ? bytes : 1);
    if (!p) gw__fatal_hint(NULL, NULL, "out of host memory for a private subarray of %zu bytes", bytes);
    return p;
}

void gw_host_free(void *p)
{
    free(p);
}
