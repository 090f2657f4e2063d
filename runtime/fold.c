/* fold.c: the vector width search (gw_fold): fewer threads a gang when its vector loops are short. */
#include "rt.h"

#include <stdlib.h>
#include <string.h>

#define S gw__state

/* A gang whose vector loops are short (a sparse matrix row of 16 nonzeros
 * under vector_length(32)) leaves lanes idle; the same logical lanes on
 * fewer threads, several gangs a warp, leave none.  Which is faster depends
 * on data the compiler cannot see, so the runtime measures synchronous
 * launches: half the width the program asked for (a first launch to warm
 * up, then one timed), then a quarter.  While halving gains 3% or more, it
 * goes on halving, as long as the gangs fill the GPU twice over.  The full
 * width is tried only when the quarter lost by 20% or more to the half:
 * lanes that fewer threads cannot keep up with mean rows long enough for
 * more; when halving cost less, the rows are short, and a launch at the full
 * width would only waste its time.  Then the best width stays, until the
 * gang count changes more than twofold.  GANGWAY_TUNE=0 turns it off.
 * The search's state is in each gw_kernel (fold_*); the kernel whose next
 * launch gw_launch times is per thread (gw__thread.folding, rt.h). */

/* GANGWAY_TUNE, read once the backend is up. */
void gw__fold_env(void)
{
    const char *tu = getenv("GANGWAY_TUNE");
    S.tune = !tu || strcmp(tu, "0");
}

enum { FOLD_WARM, FOLD_HALF, FOLD_QUARTER, FOLD_FULL, FOLD_LESS, FOLD_DONE };

void gw__fold_result(gw_kernel *k, unsigned bx, float ms)
{
    switch (k->fold_step) {
    case FOLD_WARM:
        k->fold_step = FOLD_HALF;
        break;
    case FOLD_HALF:
        k->fold_bx = bx, k->fold_ms = ms, k->fold_step = FOLD_QUARTER;
        break;
    case FOLD_QUARTER:
        if (ms < 0.97f * k->fold_ms)
            k->fold_bx = bx, k->fold_ms = ms, k->fold_step = FOLD_LESS;
        else
            k->fold_step = ms >= 1.2f * k->fold_ms ? FOLD_FULL : FOLD_DONE;
        break;
    case FOLD_FULL:             /* the half width must win by 3% to stay */
        if (!(k->fold_ms < 0.97f * ms))
            k->fold_bx = bx, k->fold_ms = ms;
        k->fold_step = FOLD_DONE;
        break;
    case FOLD_LESS:
        if (ms < 0.97f * k->fold_ms)
            k->fold_bx = bx, k->fold_ms = ms;
        else
            k->fold_step = FOLD_DONE;
        break;
    }
}

unsigned gw_fold(gw_kernel *k, unsigned bx, long long gangs, int async)
{
    GwDevice *d = gw__enter(NULL);
    if (!d || !S.tune || async != GW_ASYNC_SYNC || !S.be->event_new || bx < 8 || (bx & (bx - 1))) {
        gw__leave();
        return k->fold_step == FOLD_DONE ? k->fold_bx : bx;
    }
    if (k->fold_step != FOLD_WARM && (gangs > 2 * k->fold_gangs || 2 * gangs < k->fold_gangs))
        k->fold_step = FOLD_WARM;       /* another problem size: search again */
    long long fill = (long long)gw__sm_count(d) * 2048 * 2;
    unsigned w = bx;
    switch (k->fold_step) {
    case FOLD_WARM:
        k->fold_gangs = gangs;
        if (gangs * (bx / 2) < fill)
            k->fold_bx = bx, k->fold_step = FOLD_DONE;
        else
            w = bx / 2;
        break;
    case FOLD_HALF:
        w = bx / 2;
        break;
    case FOLD_QUARTER:
        w = bx / 4;
        if (w < 4 || gangs * w < fill)
            w = bx, k->fold_step = FOLD_FULL;
        break;
    case FOLD_FULL:
        w = bx;
        break;
    case FOLD_LESS:
        w = k->fold_bx / 2;
        if (w < 4 || gangs * w < fill)
            w = k->fold_bx, k->fold_step = FOLD_DONE;
        break;
    case FOLD_DONE:
        w = k->fold_bx;
        break;
    }
    gw__thread.folding = k->fold_step == FOLD_DONE ? NULL : k;
    gw__leave();
    return w;
}

/* The kernel the launch about to be made is timed for, if any; taken once. */
gw_kernel *gw__fold_take(void)
{
    gw_kernel *k = gw__thread.folding;
    gw__thread.folding = NULL;
    return k;
}
