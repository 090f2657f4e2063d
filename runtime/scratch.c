/* scratch.c: per-queue device scratch: reduction identities and results, partials, private copies. */
#include "rt.h"

#include <stdbool.h>
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
        r = sc->dev;
    }
    gw__leave();
    return r;
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
