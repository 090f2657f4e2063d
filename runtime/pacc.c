/* pacc.c: out-of-core pipelines (#pragma pacc, docs/pacc.md): the plan.
 *
 * A pipeline's arrays are cut into chunks of rows along their outermost
 * axis; each chunk is advanced `depth` time steps while on the device, with
 * the halo rows those steps read (depth * (below + above)) beside it.  The
 * plan chooses the number of chunks and the depth from the device memory
 * free: three buffers per array (three chunks in flight) must fit. */
#include "rt.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define USABLE 0.9              /* of the memory free: the rest for the runtime and the kernels */
#define REDO 0.1                /* overlapped tiling may recompute this part of a chunk's rows */
#define INFLIGHT 3              /* buffers per array: chunks in flight */

static long long ceil_div(long long a, long long b)
{
    return (long long)gw__div_ceil(a, b);
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

/* ---- the pipeline running (one at a time) ---- */

#define S gw__state
#define P gw__state.pacc

enum { EV_IN, EV_SHARED, EV_OUT };

static long long min_ll(long long a, long long b) { return a < b ? a : b; }

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}
static long long max_ll(long long a, long long b) { return a > b ? a : b; }

/* Chunk c's own rows [lo, hi) and its buffer's [blo, bhi) in this pass. */
static void chunk_rows(long long c, long long *lo, long long *hi, long long *blo, long long *bhi)
{
    *lo = c * P.plan.chunk;
    *hi = min_ll(*lo + P.plan.chunk, P.rows);
    *blo = max_ll(*lo - P.k * P.below, 0);
    *bhi = min_ll(*hi + P.k * P.above, P.rows);
}

static long long env_count(const char *name)
{
    const char *v = getenv(name);
    if (!v || !*v)
        return 0;
    char *end;
    long long n = strtoll(v, &end, 10);
    if (*end || n <= 0)
        gw__fatal_hint(NULL, "give a positive whole number", "%s='%s' is not a count", name, v);
    return n;
}

/* GANGWAY_PACC_TRACE=1: stage e of chunk c of the current pass, on stream st. */
enum { TR_IN, TR_COPIED, TR_READY, TR_RUN, TR_OUT };

static void trace(long long c, int e, void *st)
{
    c += (long long)(P.passes - 1) * P.plan.nchunks;    /* the passes one after the other */
    if (!P.t0 || c >= GW_PACC_TRACE)
        return;
    if (!P.trace[c][e])
        P.trace[c][e] = S.be->event_new();
    S.be->event_record(P.trace[c][e], st);
    if (c >= P.ntrace)
        P.ntrace = (int)c + 1;
}

/* The trace, once every stream is done: ms from the pipeline's start. */
static void trace_report(void)
{
    if (!P.t0)
        return;
    static const char *name[5] = {"in from", "in done", "ready", "kernels done", "out done"};
    fprintf(stderr, "gangway: pacc trace (ms from the start; the first %d chunks of the passes in turn)\n  pass.chunk",
            GW_PACC_TRACE);
    for (int e = 0; e < 5; e++)
        fprintf(stderr, " %13s", name[e]);
    fprintf(stderr, "\n");
    for (int c = 0; c < P.ntrace; c++) {
        fprintf(stderr, "  %5lld.%-4lld", c / P.plan.nchunks, c % P.plan.nchunks);
        for (int e = 0; e < 5; e++)
            if (P.trace[c][e])
                fprintf(stderr, " %13.3f", S.be->event_ms(P.t0, P.trace[c][e]));
            else
                fprintf(stderr, " %13s", "-");
        fprintf(stderr, "\n");
    }
}

static void trace_free(void)
{
    for (int c = 0; c < GW_PACC_TRACE; c++)
        for (int e = 0; e < 5; e++)
            if (P.trace[c][e])
                S.be->event_free(P.trace[c][e]);
    if (P.t0)
        S.be->event_free(P.t0);
}

/* In core: the pipeline is a data region around the whole loop (arrays
 * already present keep their copies and counts). */
static void begin_incore(const gw_site *s, const gw_pacc_val *v)
{
    P.maps = calloc((size_t)P.narr, sizeof *P.maps);
    if (!P.maps)
        gw__bug("out of host memory");
    for (int a = 0; a < P.narr; a++)
        P.maps[a] = (gw_map){v[a].host, (size_t)P.rows * v[a].row,
                             P.arr[a].inout ? GW_MAP_COPY : GW_MAP_COPYIN, 0, P.arr[a].name, 0, 0, 0};
    gw_data_enter(s, P.maps, P.narr, GW_ASYNC_SYNC);
}

static void begin_chunked(GwDevice *d, const gw_site *s)
{
    for (int a = 0; a < P.narr; a++) {
        GwPaccArr *ar = &P.arr[a];
        size_t all = (size_t)P.rows * ar->row;
        ar->pinned = S.be->host_register(ar->host, all);
        for (int b = 0; b < 3; b++)
            ar->buf[b] = gw__alloc_exact(d, (size_t)P.plan.buf_rows * ar->row, "a pacc pipeline's buffer");
        int i = gw__insert(d, ar->host, all, ar->buf[0]);
        d->present.blocks[i].flags |= BLK_MAPPED | BLK_PACC;
        d->present.blocks[i].sref = 1;
    }
    for (int b = 0; b < 3; b++) {
        P.in[b] = S.be->side_stream_new();
        P.run[b] = S.be->side_stream_new();
        for (int e = 0; e < 3; e++)
            P.ev[b][e] = S.be->fence_new();
    }
    P.out = calloc(2 * (size_t)P.plan.nchunks, sizeof *P.out);
    if (!P.out)
        gw__bug("out of host memory");
    for (long long c = 0; c < 2 * P.plan.nchunks; c++)
        P.out[c] = S.be->fence_new();
    const char *bar = getenv("GANGWAY_PACC_BARRIER");
    P.barrier = bar && *bar == '1';
    const char *tr = getenv("GANGWAY_PACC_TRACE");
    if (tr && *tr == '1' && S.be->event_new) {
        P.t0 = S.be->event_new();
        S.be->event_record(P.t0, P.in[0]);
    }
    (void)s;
}

void gw_pacc_begin(const gw_site *s, int narr, const gw_pacc_array *arr, const gw_pacc_val *v,
                   long long rows, long long below, long long above, long long steps,
                   long long chunks, long long depth)
{
    GwDevice *d = gw__enter(s);
    if (P.on)
        gw__fatal_hint(s, "end one pipeline's time loop before the next begins",
                       "a pacc pipeline starts while another runs (the one at %s:%d)",
                       P.site && P.site->file ? P.site->file : "?", P.site ? P.site->line : 0);
    if (d && S.nmem > 1) {
        char why[160];
        snprintf(why, sizeof why, "%s:%d: a pacc pipeline runs on one device", s && s->file ? s->file : "?",
                 s ? s->line : 0);
        gw__group_end(why);
    }
    P = (GwPaccState){.on = 1, .site = s, .d = d, .narr = narr, .rows = rows, .below = below,
                      .above = above, .steps = steps > 0 ? steps : 0, .c = -1};
    if (!d || !narr || rows <= 0 || !P.steps) {    /* on the host: the loop as written; or no steps */
        gw__leave();
        return;
    }
    P.arr = calloc((size_t)narr, sizeof *P.arr);
    size_t *rb = calloc((size_t)narr, sizeof *rb);
    if (!P.arr || !rb)
        gw__bug("out of host memory");
    int present = -1;
    for (int a = 0; a < narr; a++) {
        P.arr[a] = (GwPaccArr){(char *)v[a].host, v[a].row, arr[a].inout, arr[a].name, {NULL}, 0};
        rb[a] = v[a].row;
        int i;
        if (present < 0 && gw__find(d, v[a].host, (size_t)rows * v[a].row, &i) != FIND_ABSENT)
            present = a;
    }
    GwPaccShape sh = {rows, narr, rb, below, above, P.steps, chunks ? chunks : env_count("GANGWAY_PACC_CHUNKS"),
                      depth ? depth : env_count("GANGWAY_PACC_DEPTH")};
    size_t free_b = 0, total_b = 0;
    gw__pool_drain(d);
    gw__mem_info(d, &free_b, &total_b);
    char err[256];
    if (present >= 0) {
        /* the program keeps it on the device already: in core, with its copy */
        P.plan = (GwPaccPlan){.incore = 1, .chunk = rows, .nchunks = 1, .depth = P.steps ? P.steps : 1,
                              .buf_rows = rows};
        snprintf(P.plan.why, sizeof P.plan.why, "in core: '%s' is present on the device already",
                 arr[present].name);
    } else if (!gw__pacc_plan(&sh, free_b, &P.plan, err, sizeof err)) {
        char where[64];
        gw__fatal_hint(s, "give the pipeline fewer arrays or a smaller halo, or set fewer chunks or a "
                       "smaller depth (chunks(n), depth(k), GANGWAY_PACC_CHUNKS, GANGWAY_PACC_DEPTH)",
                       "the pacc pipeline cannot run: %s (%s)", err, gw__where(s, where, sizeof where));
    }
    free(rb);
    P.chunked = !P.plan.incore;
    double t0 = now_ms();
    if (P.chunked)
        begin_chunked(d, s);
    else
        begin_incore(s, v);
    P.setup_ms = now_ms() - t0;
    if (S.timing)
        fprintf(stderr, "gangway: pacc pipeline at %s:%d: %s\n", s && s->file ? s->file : "?", s ? s->line : 0,
                P.plan.why);
    gw__leave();
}

/* The chunk on buffer b (c) done: its own rows of each targetinout array
 * back to the program's, behind its kernels. */
static void chunk_out(long long c)
{
    long long lo, hi, blo, bhi;
    int b = (int)(c % 3);
    chunk_rows(c, &lo, &hi, &blo, &bhi);
    trace(c, TR_RUN, P.run[b]);
    for (int a = 0; a < P.narr; a++) {
        GwPaccArr *ar = &P.arr[a];
        if (!ar->inout || hi <= lo)
            continue;
        S.be->d2h(ar->host + (size_t)lo * ar->row, ar->buf[b] + (size_t)(lo - blo) * ar->row,
                        (size_t)(hi - lo) * ar->row, P.run[b]);
        P.d2h += (long)((hi - lo) * (long long)ar->row);
    }
    S.be->event_record(P.ev[b][EV_OUT], P.run[b]);
    S.be->event_record(P.out[(P.passes - 1) % 2 * P.plan.nchunks + c], P.run[b]);
    trace(c, TR_OUT, P.run[b]);
}

/* Chunk c onto buffer b: once b's last chunk is out, the rows chunk c - 1
 * did not copy over (its remnant) from the program's arrays; then the rows
 * chunk c + 1 shares with it, device to device into the next buffer before
 * c's kernels change them (region sharing); c's kernels wait for both. */
static void chunk_in(long long c, int used[3])
{
    long long lo, hi, blo, bhi, plo, phi, pblo, pbhi, nlo, nhi, nblo, nbhi;
    int b = (int)(c % 3), nb = (int)((c + 1) % 3), pb = (int)((c + 2) % 3);
    chunk_rows(c, &lo, &hi, &blo, &bhi);
    if (used[b])
        S.be->event_wait(P.in[b], P.ev[b][EV_OUT]);
    /* the rows it reads, as the last pass wrote them back: those chunks' copies out done (a
       pass's events are its own, so that this pass's chunk c - 1, out just now, is not waited) */
    void **last = P.out + (long long)P.passes % 2 * P.plan.nchunks;
    for (long long j = P.passes > 1 ? blo / P.plan.chunk : 0; P.passes > 1 && j * P.plan.chunk < bhi; j++)
        S.be->event_wait(P.in[b], last[j]);
    trace(c, TR_IN, P.in[b]);
    long long from = blo;
    if (c > 0) {
        chunk_rows(c - 1, &plo, &phi, &pblo, &pbhi);
        from = max_ll(blo, pbhi);
    }
    for (int a = 0; a < P.narr; a++) {
        GwPaccArr *ar = &P.arr[a];
        if (bhi > from) {
            S.be->h2d(ar->buf[b] + (size_t)(from - blo) * ar->row, ar->host + (size_t)from * ar->row,
                      (size_t)(bhi - from) * ar->row, P.in[b]);
            P.h2d += (long)((bhi - from) * (long long)ar->row);
        }
    }
    trace(c, TR_COPIED, P.in[b]);
    if (c > 0)
        S.be->event_wait(P.in[b], P.ev[pb][EV_SHARED]);
    if (c + 1 < P.plan.nchunks) {
        chunk_rows(c + 1, &nlo, &nhi, &nblo, &nbhi);
        if (used[nb])
            S.be->event_wait(P.in[b], P.ev[nb][EV_OUT]);
        for (int a = 0; a < P.narr; a++) {
            GwPaccArr *ar = &P.arr[a];
            if (bhi > nblo) {
                S.be->d2d(ar->buf[nb], ar->buf[b] + (size_t)(nblo - blo) * ar->row,
                          (size_t)(bhi - nblo) * ar->row, P.in[b]);
                P.d2d += (long)((bhi - nblo) * (long long)ar->row);
            }
        }
        S.be->event_record(P.ev[b][EV_SHARED], P.in[b]);
    }
    S.be->event_record(P.ev[b][EV_IN], P.in[b]);
    trace(c, TR_READY, P.in[b]);
    S.be->event_wait(P.run[b], P.ev[b][EV_IN]);
    used[b] = 1;
    /* the kernels' present lookups: each array's rows are in buffer b, from blo */
    for (int a = 0; a < P.narr; a++) {
        GwPaccArr *ar = &P.arr[a];
        GwBlock *blk = gw__group_block(P.d, ar->host, 1);
        blk->dev = (char *)((uintptr_t)ar->buf[b] - (uintptr_t)blo * ar->row);
    }
}

/* The next pass: k steps from step *first; 0 when every step is done.  Out
 * of core, a pass's chunk reads rows the last pass wrote back: it waits for
 * the copies out of those rows only (chunk_in), not for the whole pass. */
int gw_pacc_pass(long long *first, long long *k)
{
    gw__enter(P.site);
    int more = P.on && P.done < P.steps;
    if (more) {
        P.k = P.chunked ? min_ll(P.plan.depth, P.steps - P.done) : P.steps - P.done;
        *first = P.done;
        *k = P.k;
        P.done += P.k;
        P.c = -1;
        P.passes++;
        if (P.chunked && P.passes > 1 && P.barrier)     /* GANGWAY_PACC_BARRIER=1: the whole pass out first */
            for (int b = 0; b < 3; b++)
                for (int o = 0; o < 3; o++)
                    if (P.used[o])
                        S.be->event_wait(P.in[b], P.ev[o][EV_OUT]);
    }
    gw__leave();
    return more;
}

/* The pass's next chunk on the device (the one before it on its way out);
 * 0 when the pass is done.  In core or on the host: one chunk, all rows. */
int gw_pacc_chunk(void)
{
    gw__enter(P.site);
    int more;
    if (!P.chunked) {
        more = P.on && P.c < 0;
        P.c = 0;
        P.lo = 0, P.hi = P.rows;
    } else {
        if (P.c >= 0)
            chunk_out(P.c);
        more = ++P.c < P.plan.nchunks;
        if (more)
            chunk_in(P.c, P.used);
    }
    gw__leave();
    return more;
}

/* Step s of the pass: the rows its kernels write, the chunk's own widened
 * by the halo of each step still to come. */
void gw_pacc_step(long long s)
{
    gw__enter(P.site);
    if (P.chunked) {
        long long lo, hi, blo, bhi, w = P.k - 1 - s;
        chunk_rows(P.c, &lo, &hi, &blo, &bhi);
        P.lo = max_ll(lo - w * P.below, 0);
        P.hi = min_ll(hi + w * P.above, P.rows);
    }
    gw__leave();
}

/* The iterations [*t0, *t1) of a kernel whose writes through range v (in
 * array ar) lie in rows [P.lo, P.hi). */
static void rows_to_iters(const GwPaccArr *ar, const gw_split_val *v, long long trip, long long *t0,
                          long long *t1)
{
    __int128 base = (__int128)(uintptr_t)v->base, host = (__int128)(uintptr_t)ar->host;
    __int128 el = (__int128)(v->elem ? v->elem : 1);
    /* element e is written in rows [lo, hi) iff its bytes lie in [x, y) */
    __int128 x = host + (__int128)P.lo * (__int128)ar->row - base;
    __int128 y = host + (__int128)P.hi * (__int128)ar->row - base;
    __int128 emin = gw__div_ceil(x, el), emax = gw__div_floor(y, el) - 1;
    /* c*t + omin >= emin and c*t + omax <= emax (the inequalities turn over when c < 0) */
    __int128 a, b, c = v->c;
    if (c > 0) {
        a = gw__div_ceil(emin - v->omin, c);
        b = gw__div_floor(emax - v->omax, c);
    } else if (c < 0) {
        a = gw__div_ceil(emax - v->omax, c);
        b = gw__div_floor(emin - v->omin, c);
    } else {
        int in = v->omin >= emin && v->omax <= emax;
        a = in ? 0 : 1, b = in ? trip - 1 : 0;
    }
    if (a > *t0) *t0 = a > trip ? trip : (long long)a;
    if (b + 1 < *t1) *t1 = b + 1 < 0 ? 0 : (long long)(b + 1);
}

int gw__pacc_launch(GwDevice *d, const gw_site *s, gw_kernel *k, const unsigned grid[3],
                    const unsigned block[3], size_t shmem, void **args, const gw_split *sp,
                    long long trip, long long per, const gw_split_val *vals)
{
    if (!P.on || !P.chunked)
        return 0;
    char where[64];
    if (P.c < 0 || P.c >= P.plan.nchunks)
        gw__fatal_hint(s, "launch a pipeline's kernels inside its time loop", "kernel '%s' runs while its "
                       "pacc pipeline has no chunk on the device (%s)", k->name, gw__where(s, where, sizeof where));
    if (sp->mode != GW_SPLIT_LOOP || sp->red_arg >= 0)
        gw__fatal_hint(s, "a pipeline's kernels must write rows of its arrays by the outermost loop's "
                       "variable, and reduce nothing", "kernel '%s' cannot run on chunks of the pacc pipeline: "
                       "%s (%s)", k->name, sp->red_arg >= 0 ? "it has a reduction" : sp->why ? sp->why : "no plan",
                       gw__where(s, where, sizeof where));
    long long t0 = 0, t1 = trip;
    int writes = 0;
    for (int i = 0; i < sp->nranges; i++) {
        if (!(sp->ranges[i].kind & (GW_SR_WRITE | GW_SR_ATOMIC)))
            continue;
        const GwPaccArr *ar = NULL;
        for (int a = 0; a < P.narr && !ar; a++)
            if ((const char *)vals[i].base >= P.arr[a].host
                && (const char *)vals[i].base < P.arr[a].host + (size_t)P.rows * P.arr[a].row)
                ar = &P.arr[a];
        if (!ar || (sp->ranges[i].kind & GW_SR_WHOLE))
            gw__fatal_hint(s, "a pipeline's kernels write only rows of its targetinout arrays",
                           "kernel '%s' writes '%s', %s (%s)", k->name, sp->ranges[i].name,
                           ar ? "at places not known from the loop's variable" : "which is not an array of its pacc pipeline",
                           gw__where(s, where, sizeof where));
        rows_to_iters(ar, &vals[i], trip, &t0, &t1);
        writes = 1;
    }
    if (!writes)
        gw__fatal_hint(s, "a pipeline's kernels write rows of its arrays", "kernel '%s' writes no array of its "
                       "pacc pipeline (%s)", k->name, gw__where(s, where, sizeof where));
    if (t0 >= t1)
        return 1;                       /* no rows of this chunk at this step */
    unsigned g[3] = {grid[0], grid[1], grid[2]};
    int ax = sp->axis >= 0 && sp->axis < 3 ? sp->axis : 0;
    if (per > 0) {
        long long need = (t1 - t0 + per - 1) / per;
        if (need < (long long)g[ax])
            g[ax] = (unsigned)need;
    }
    *(long long *)args[sp->lo_arg] = t0;
    *(long long *)args[sp->lo_arg + 1] = t1;
    void *fn = gw__kernel_fn(d, s, k);
    int err = S.be->launch(fn, g, block, shmem, args, P.run[P.c % 3]);
    if (err)
        gw__launch_failed(s, k, err);
    P.launches++;
    return 1;
}

/* The last chunk out, every stream done, the buffers and pins given back. */
void gw_pacc_end(void)
{
    GwDevice *d = gw__enter(P.site);
    if (P.on && d && P.chunked) {
        if (P.c >= 0 && P.c < P.plan.nchunks)
            chunk_out(P.c);
        for (int b = 0; b < 3; b++) {
            int e1 = S.be->stream_sync(P.in[b]), e2 = S.be->stream_sync(P.run[b]);
            if (e1 || e2) {
                char text[160], where[64];
                gw__fatal_hint(P.site, "run with compute-sanitizer to find the failing kernel",
                               "a pacc pipeline's work failed: %s (%s)",
                               S.be->error_text(e1 ? e1 : e2, text, sizeof text),
                               gw__where(P.site, where, sizeof where));
            }
        }
    } else if (P.on && d && P.maps) {
        gw_data_exit(P.site, P.maps, P.narr, GW_ASYNC_SYNC);
    }
    if (P.on && d && P.chunked)
        trace_report();
    int report = S.timing && P.on && d && P.chunked;
    long launches = P.launches, h2d = P.h2d, d2d = P.d2d, d2h = P.d2h;
    double setup = P.setup_ms, t0 = now_ms();
    const gw_site *site = P.site;
    gw__pacc_release();
    if (report)
        fprintf(stderr, "gangway: pacc pipeline at %s:%d: %ld kernels, %ld bytes in, %ld shared on the "
                "device, %ld out; %.1f ms to pin the arrays and make the buffers, %.1f ms to give them back\n",
                site && site->file ? site->file : "?", site ? site->line : 0, launches, h2d, d2d, d2h, setup,
                now_ms() - t0);
    gw__leave();
}

/* Everything the pipeline holds given back (at its end, or at exit). */
void gw__pacc_release(void)
{
    GwDevice *d = P.d;
    if (d && d->ctx && P.chunked) {
        gw__bind(d);
        for (int a = 0; a < P.narr; a++) {
            GwPaccArr *ar = &P.arr[a];
            int i;
            if (gw__find(d, ar->host, 1, &i) == FIND_PRESENT && (d->present.blocks[i].flags & BLK_PACC))
                gw__remove(d, i);
            for (int b = 0; b < 3; b++)
                if (ar->buf[b])
                    gw__free(d, ar->buf[b]);
            if (ar->pinned)
                S.be->host_unregister(ar->host);
        }
        for (int b = 0; b < 3; b++) {
            if (P.in[b])
                S.be->stream_free(P.in[b]);
            if (P.run[b])
                S.be->stream_free(P.run[b]);
            for (int e = 0; e < 3; e++)
                if (P.ev[b][e])
                    S.be->event_free(P.ev[b][e]);
        }
        for (long long c = 0; P.out && c < 2 * P.plan.nchunks; c++)
            if (P.out[c])
                S.be->event_free(P.out[c]);
        trace_free();
    }
    free(P.out);
    free(P.arr), free(P.maps);
    P = (GwPaccState){0};
}
