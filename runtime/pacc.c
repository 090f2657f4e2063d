/* pacc.c: out-of-core pipelines (#pragma pacc, docs/pacc.md): the plan.
 *
 * A pipeline's arrays are cut into chunks of rows along their outermost
 * axis; each chunk is advanced `depth` time steps while on the device, with
 * the halo rows those steps read (depth * (below + above)) beside it.  The
 * plan chooses the number of chunks and the depth from the device memory
 * free: three buffers per array (three chunks in flight) must fit. */
#include "rt.h"

#include <stdio.h>

#define USABLE 0.9              /* of the memory free: the rest for the runtime and the kernels */
#define REDO 0.1                /* overlapped tiling may recompute this part of a chunk's rows */
#define INFLIGHT 3              /* buffers per array: chunks in flight */

static long long ceil_div(long long a, long long b)
{
    return (a + b - 1) / b;
}

static void say_bytes(char *buf, size_t n, double b)
{
    const char *unit[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    int u = 0;
    while (b >= 1024 && u < 4)
        b /= 1024, u++;
    snprintf(buf, n, u ? "%.1f %s" : "%.0f %s", b, unit[u]);
}

/* The largest depth that fits chunks of c rows in `room` bytes of buffers,
 * with at most REDO of a chunk recomputed; 0: none. */
static long long depth_for(const GwPaccShape *sh, long long c, double room, double row)
{
    long long h = sh->below + sh->above;
    double rows_fit = room / (INFLIGHT * row);            /* rows a buffer may have */
    if (rows_fit < (double)c + (double)h)
        return 0;
    if (!h)
        return sh->steps;
    long long k = (long long)((rows_fit - (double)c) / (double)h);
    long long redo = (long long)(REDO * (double)c / (double)h) + 1;
    if (!sh->want_depth && k > redo)
        k = redo;
    if (k > sh->steps)
        k = sh->steps;
    return k;
}

/* 1 with *p set; 0 with the reason in err when no plan fits. */
int gw__pacc_plan(const GwPaccShape *sh, size_t free_b, GwPaccPlan *p, char *err, size_t nerr)
{
    double row = 0;
    for (int a = 0; a < sh->narr; a++)
        row += (double)sh->row_bytes[a];
    double total = row * (double)sh->rows, room = USABLE * (double)free_b;
    long long h = sh->below + sh->above;
    char fb[32], tb[32];
    say_bytes(fb, sizeof fb, (double)free_b);
    say_bytes(tb, sizeof tb, total);
    *p = (GwPaccPlan){0};
    if (sh->rows <= 0 || sh->steps < 0 || row <= 0) {
        snprintf(err, nerr, "nothing to pipeline: %lld rows, %lld steps", sh->rows, sh->steps);
        return 0;
    }
    if (!sh->want_chunks && !sh->want_depth && total <= room) {
        *p = (GwPaccPlan){.incore = 1, .chunk = sh->rows, .nchunks = 1, .depth = sh->steps > 0 ? sh->steps : 1,
                          .buf_rows = sh->rows, .bytes = (size_t)total};
        snprintf(p->why, sizeof p->why, "in core: the arrays' %s fit the %s free", tb, fb);
        return 1;
    }
    long long first = sh->want_chunks ? sh->want_chunks : INFLIGHT;
    long long last = sh->want_chunks ? sh->want_chunks : sh->rows;
    for (long long n = first; n <= last; n++) {
        long long c = ceil_div(sh->rows, n);
        if (n > first && ceil_div(sh->rows, n - 1) == c)
            continue;                           /* the same chunks as n - 1 */
        long long k = sh->want_depth ? sh->want_depth : depth_for(sh, c, room, row);
        if (k < 1 || (sh->want_depth && depth_for(sh, c, room, row) < k))
            continue;
        p->chunk = c;
        p->nchunks = ceil_div(sh->rows, c);
        p->depth = k > (sh->steps > 0 ? sh->steps : 1) ? (sh->steps > 0 ? sh->steps : 1) : k;
        p->buf_rows = c + p->depth * h;
        if (p->buf_rows > sh->rows + p->depth * h)
            p->buf_rows = sh->rows + p->depth * h;
        p->bytes = (size_t)(INFLIGHT * row * (double)p->buf_rows);
        char bb[32];
        say_bytes(bb, sizeof bb, (double)p->bytes);
        snprintf(p->why, sizeof p->why, "%lld chunks of %lld rows, %lld step%s a pass (buffers: %s of the "
                 "%s free, for %s of arrays)", p->nchunks, p->chunk, p->depth, p->depth == 1 ? "" : "s", bb, fb,
                 tb);
        return 1;
    }
    if (sh->want_chunks || sh->want_depth)
        snprintf(err, nerr, "%lld chunks and %lld steps a pass do not fit: three buffers of each array "
                 "need more than 90%% of the %s free", sh->want_chunks, sh->want_depth, fb);
    else
        snprintf(err, nerr, "the arrays' rows do not fit: three buffers of one row and its %lld halo "
                 "rows, %s a row for all arrays, need more than 90%% of the %s free", h,
                 (say_bytes(tb, sizeof tb, row), tb), fb);
    return 0;
}
