/* pacc.c: out-of-core pipelines (#pragma pacc, docs/pacc.md): the plan.
 *
 * A pipeline's arrays are cut into chunks of rows along their outermost
 * axis; each chunk is advanced `depth` time steps while on the device, with
 * the halo rows those steps read (depth * (below + above)) beside it.  The
 * plan chooses the number of chunks and the depth from the device memory
 * free (three buffers per array, three chunks in flight, must fit) and a
 * cost model of the link and the kernels. */
#include "rt.h"

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int sync_unlock;         /* GANGWAY_PACC_UNLOCK=sync, read at a pipeline's start */
static long long unlocked_to;   /* the last pass's chunks [0, unlocked_to) given back (unpin_done) */

#define USABLE 0.9              /* of the memory free: the rest for the runtime and the kernels */
#define INFLIGHT 3              /* buffers per array: chunks in flight */
#define PIN_PIECE ((size_t)256 << 20)   /* direct mapping page-locks an array this much at a time */
static size_t pin_piece = PIN_PIECE;    /* GANGWAY_PACC_PIN_PIECE (bytes): tests make it a page */

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

/* The largest depth (at most the steps) that fits chunks of c rows in
 * `room` bytes of buffers; 0: none. */
static long long depth_fits(const GwPaccShape *sh, long long c, double room, double row)
{
    long long h = sh->below + sh->above, most = sh->steps > 0 ? sh->steps : 1;
    double rows_fit = room / (INFLIGHT * row);            /* rows a buffer may have */
    if (rows_fit < (double)c + (double)h)
        return 0;
    if (!h)
        return most;
    double k = (rows_fit - (double)c) / (double)h;
    return k >= (double)most ? most : (long long)k;
}

/* The plan's cost model, in seconds: what the link and the device move.  A
 * pass of k steps brings every array's rows in once (region sharing keeps
 * the halos on the device, a device-to-device copy of k halos a chunk) and
 * the read-write ones out; its kernels compute each chunk's rows widened by
 * the halos of the steps still to come (overlapped tiling); the link and
 * the device overlap, but for the first chunk in and the last one out. */
#define LINK_BPS 50e9           /* pinned host memory to the device and back, each way */
#define DEV_BPS 1.5e12          /* device memory a stencil step streams (about 30x the link) */
#define STEP_S 10e-6            /* a chunk's step: its launches and the host's part */
#define COPY_S 5e-6             /* a copy the host queues (three an array a chunk) */
#define REPLAY_S 3e-6           /* a step a chunk replays for its host statements only */
#define PAGEABLE_BPS 10e9       /* in core: the data region's copies from and to pageable memory */
#define PIN_BPS 12e9            /* page-locking the program's arrays (direct mapping) ... */
#define UNPIN_BPS 35e9          /* ... and giving them back */

static double pass_seconds(const GwPaccShape *sh, double row, double out_row, long long n, long long c,
                           long long k, long long first)
{
    double rows = (double)sh->rows, h = (double)(sh->below + sh->above);
    double in = rows * row, out = rows * out_row;
    double link = (in > out ? in : out) / LINK_BPS;
    if ((in + out) / (1.6 * LINK_BPS) > link)              /* both ways at once: about 1.6x one way */
        link = (in + out) / (1.6 * LINK_BPS);
    double computed = (double)k * rows + (double)n * h * (double)k * (double)(k - 1) / 2.0;
    double shared = (double)n * h * (double)k;             /* region sharing: rows copied on the device */
    double kern = (computed + 2 * shared) * row / DEV_BPS + (double)n * (double)k * STEP_S
                  + (double)n * (3.0 * sh->narr * COPY_S + (double)first * REPLAY_S);
    double edge = (double)c * (row + out_row) / LINK_BPS;
    return (link > kern ? link : kern) + edge;
}

static double plan_seconds(const GwPaccShape *sh, double row, double out_row, long long n, long long c,
                           long long k)
{
    double t = 0;
    for (long long f = 0; f < sh->steps; f += k)
        t += pass_seconds(sh, row, out_row, n, c, sh->steps - f < k ? sh->steps - f : k, f);
    return t;
}

/* Of the chunkings whose buffers fit `room` (the overrides fixing chunks or
 * depth), the fastest by the cost model: its seconds, *chunk and *depth;
 * -1: none fits. */
static double best_chunking(const GwPaccShape *sh, double room, double row, double out_row, long long *chunk,
                            long long *depth)
{
    long long most = sh->steps > 0 ? sh->steps : 1;
    long long first = sh->want_chunks ? sh->want_chunks : INFLIGHT;
    long long last = sh->want_chunks ? sh->want_chunks : sh->rows < 4096 ? sh->rows : 4096;
    long long want_k = sh->want_depth ? (sh->want_depth < most ? sh->want_depth : most) : 0;
    double best = -1;
    for (long long n = first; n <= last; n++) {
        long long c = ceil_div(sh->rows, n);
        if (n > first && ceil_div(sh->rows, n - 1) == c)
            continue;                           /* the same chunks as n - 1 */
        long long kmax = depth_fits(sh, c, room, row);
        if (kmax < 1 || (want_k && kmax < want_k))
            continue;
        long long k0 = want_k ? want_k : 1, k1 = want_k ? want_k : kmax;
        for (long long k = k0; k <= k1; k++) {
            if (k > 256 && k < k1)
                k = k1;                         /* past 256: the deepest only */
            double t = plan_seconds(sh, row, out_row, ceil_div(sh->rows, c), c, k);
            if (best < 0 || t < best * 0.999)
                best = t, *chunk = c, *depth = k;
        }
    }
    return best;
}

/* 1 with *p set; 0 with the reason in err when no plan fits.  Out of core,
 * of the chunkings whose three buffers of each array fit, the one the cost
 * model says is fastest: more steps a pass mean fewer passes over the link
 * and more halo rows computed again. */
int gw__pacc_plan(const GwPaccShape *sh, size_t free_b, GwPaccPlan *p, char *err, size_t nerr)
{
    double row = 0, out_row = 0;
    for (int a = 0; a < sh->narr; a++) {
        row += (double)sh->row_bytes[a];
        if (!sh->inout || sh->inout[a])
            out_row += (double)sh->row_bytes[a];
    }
    double total = row * (double)sh->rows, room = USABLE * (double)free_b;
    long long h = sh->below + sh->above, most = sh->steps > 0 ? sh->steps : 1;
    char fb[32], tb[32];
    say_bytes(fb, sizeof fb, (double)free_b);
    say_bytes(tb, sizeof tb, total);
    *p = (GwPaccPlan){0};
    if (sh->rows <= 0 || sh->steps < 0 || row <= 0) {
        snprintf(err, nerr, "nothing to pipeline: %lld rows, %lld steps", sh->rows, sh->steps);
        return 0;
    }
    /* in core, the arrays copied in and out from pageable memory and the steps run whole */
    double incore = (total + (double)sh->rows * out_row) / PAGEABLE_BPS
                    + (double)sh->steps * (total / DEV_BPS + STEP_S);
    bool fits = !sh->want_chunks && !sh->want_depth && total <= room;
    if (fits && sh->incore) {
        *p = (GwPaccPlan){.incore = 1, .chunk = sh->rows, .nchunks = 1, .depth = most, .buf_rows = sh->rows,
                          .bytes = (size_t)total};
        snprintf(p->why, sizeof p->why, "in core: the arrays' %s fit the %s free", tb, fb);
        return 1;
    }
    long long bc = 0, bk = 0;
    double best = best_chunking(sh, room, row, out_row, &bc, &bk);
    /* the arrays fit: in core, unless the pipeline's copies (pinned, overlapping the kernels) win
       even with the page-locking counted */
    if (fits && (best < 0 || best + total / PIN_BPS + total / UNPIN_BPS >= incore)) {
        *p = (GwPaccPlan){.incore = 1, .chunk = sh->rows, .nchunks = 1, .depth = most, .buf_rows = sh->rows,
                          .bytes = (size_t)total};
        snprintf(p->why, sizeof p->why, "in core: the arrays' %s fit the %s free", tb, fb);
        return 1;
    }
    if (best >= 0) {
        p->chunk = bc;
        p->nchunks = ceil_div(sh->rows, bc);
        p->depth = bk;
        p->buf_rows = bc + bk * h;
        if (p->buf_rows > sh->rows + bk * h)
            p->buf_rows = sh->rows + bk * h;
        p->bytes = (size_t)(INFLIGHT * row * (double)p->buf_rows);
        char bb[32];
        say_bytes(bb, sizeof bb, (double)p->bytes);
        snprintf(p->why, sizeof p->why, "%lld chunks of %lld rows, %lld step%s a pass, %lld pass%s (buffers: %s "
                 "of the %s free, for %s of arrays%s)", p->nchunks, p->chunk, p->depth, p->depth == 1 ? "" : "s",
                 ceil_div(most, p->depth), ceil_div(most, p->depth) == 1 ? "" : "es", bb, fb, tb,
                 fits ? ", which fit: pipelined for the overlap" : "");
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
        ar->pin_end = 0;                /* page-locked a chunk at a time: pin_rows */
        (void)all;
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
    gw__pacc_unlocked();                /* the last pipeline's pieces: locked again below */
    unlocked_to = 0;
    const char *ul = getenv("GANGWAY_PACC_UNLOCK");
    sync_unlock = ul && !strcmp(ul, "sync");
    long long piece = env_count("GANGWAY_PACC_PIN_PIECE");
    pin_piece = piece ? (size_t)piece : PIN_PIECE;
    P = (GwPaccState){.on = 1, .site = s, .d = d, .narr = narr, .rows = rows, .below = below,
                      .above = above, .steps = steps > 0 ? steps : 0, .c = -1};
    if (!d || !narr || rows <= 0 || !P.steps) {    /* on the host: the loop as written; or no steps */
        gw__leave();
        return;
    }
    P.arr = calloc((size_t)narr, sizeof *P.arr);
    size_t *rb = calloc((size_t)narr, sizeof *rb);
    int *inout = calloc((size_t)narr, sizeof *inout);
    if (!P.arr || !rb || !inout)
        gw__bug("out of host memory");
    int present = -1;
    for (int a = 0; a < narr; a++) {
        P.arr[a] = (GwPaccArr){.host = (char *)v[a].host, .row = v[a].row, .inout = arr[a].inout, .name = arr[a].name};
        rb[a] = v[a].row;
        inout[a] = arr[a].inout;
        int i;
        if (present < 0 && gw__find(d, v[a].host, (size_t)rows * v[a].row, &i) != FIND_ABSENT)
            present = a;
    }
    GwPaccShape sh = {rows, narr, rb, inout, below, above, P.steps,
                      chunks ? chunks : env_count("GANGWAY_PACC_CHUNKS"), depth ? depth : env_count("GANGWAY_PACC_DEPTH"),
                      env_count("GANGWAY_PACC_INCORE") == 1};
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
    free(inout);
    P.chunked = !P.plan.incore;
    double t0 = gw__now_ms();
    if (P.chunked)
        begin_chunked(d, s);
    else
        begin_incore(s, v);
    P.setup_ms = gw__now_ms() - t0;
    if (S.timing)
        fprintf(stderr, "gangway: pacc pipeline at %s:%d: %s\n", s && s->file ? s->file : "?", s ? s->line : 0,
                P.plan.why);
    gw__leave();
}

/* Direct mapping: the program's rows [0, end) of array ar page-locked, so
 * that the copies of the chunks read and write them in place at the link's
 * rate.  A piece at a time, as the chunks first reach them: the host locks
 * chunk c + 1's rows while the device copies and computes chunk c.  Pieces
 * end on page boundaries (the last at the array's end), so that no page is
 * locked twice; a piece that cannot be locked is copied through staging. */
static void pin_rows(GwPaccArr *ar, long long end)
{
    size_t all = (size_t)P.rows * ar->row, want = (size_t)end * ar->row;
    if (want > all)
        want = all;
    if (want <= ar->pin_end)
        return;
    if (want - ar->pin_end < pin_piece)     /* few pieces: the driver keeps a list of them */
        want = ar->pin_end + pin_piece < all ? ar->pin_end + pin_piece : all;
    uintptr_t page = 4096, stop = ((uintptr_t)ar->host + want + page - 1) / page * page;
    size_t to = stop - (uintptr_t)ar->host > all ? all : (size_t)(stop - (uintptr_t)ar->host);
    if (ar->ncuts == ar->cap_cuts) {
        ar->cap_cuts = ar->cap_cuts ? 2 * ar->cap_cuts : 16;
        ar->cuts = realloc(ar->cuts, (size_t)ar->cap_cuts * sizeof *ar->cuts);
        ar->locked = realloc(ar->locked, (size_t)ar->cap_cuts);
        if (!ar->cuts || !ar->locked)
            gw__bug("out of host memory");
    }
    double t0 = gw__now_ms();
    ar->locked[ar->ncuts] = (unsigned char)S.be->host_register(ar->host + ar->pin_end, to - ar->pin_end);
    P.pin_ms += gw__now_ms() - t0;
    ar->pinned |= ar->locked[ar->ncuts];
    ar->cuts[ar->ncuts++] = to;
    ar->pin_end = to;
}

/* ---- giving the page-locked pieces back, in the background ----
 *
 * Unlocking the program's arrays costs about as much as locking them (20-35
 * GB/s), and the device needs none of it.  So the pieces go to a thread of
 * their own as soon as nothing will copy them again: during the last pass,
 * the rows below a chunk whose copies out are done (no later chunk of the
 * pass reads or writes them: chunk_in reads only rows past the last
 * chunk's buffer); at the pipeline's end, the rest.  The program goes on
 * meanwhile (its arrays are ordinary memory whether locked or not); whatever
 * could lock the same memory again, or close the device, waits for the
 * thread first (gw__pacc_unlocked).  GANGWAY_PACC_UNLOCK=sync: at the end,
 * on the program's thread, as before. */
typedef struct Unlock {
    void *ctx;
    char *host;
} Unlock;

static struct {
    pthread_mutex_t mu;
    pthread_cond_t work, idle;
    Unlock *q;
    int n, cap, head;           /* the queue: q[head, n) */
    int started, busy;
    pthread_t th;
    double ms;                  /* spent unlocking (GANGWAY_TIME, at exit) */
    long pieces;
} U = {.mu = PTHREAD_MUTEX_INITIALIZER, .work = PTHREAD_COND_INITIALIZER, .idle = PTHREAD_COND_INITIALIZER};

static void *unlocker(void *arg)
{
    (void)arg;
    void *bound = NULL;
    pthread_mutex_lock(&U.mu);
    for (;;) {
        while (U.head == U.n) {
            U.busy = 0;
            U.head = U.n = 0;
            pthread_cond_broadcast(&U.idle);
            pthread_cond_wait(&U.work, &U.mu);
        }
        Unlock u = U.q[U.head++];
        U.busy = 1;
        pthread_mutex_unlock(&U.mu);
        double t0 = gw__now_ms();
        /* the real backend: graph.c's shim would queue the program's open batch from here */
        const GwBackend *be = gw__backend();
        if (u.ctx != bound)
            be->bind(u.ctx), bound = u.ctx;
        be->host_unregister(u.host);
        double t = gw__now_ms() - t0;
        pthread_mutex_lock(&U.mu);
        U.ms += t;
        U.pieces++;
    }
    return NULL;
}

/* Piece k of array ar (page-locked) to the thread, or unlocked here. */
static void unlock_piece(GwPaccArr *ar, int k)
{
    char *host = ar->host + (k ? ar->cuts[k - 1] : 0);
    ar->locked[k] = 0;
    if (sync_unlock) {
        S.be->host_unregister(host);
        return;
    }
    pthread_mutex_lock(&U.mu);
    if (!U.started) {
        pthread_attr_t at;
        pthread_attr_init(&at);
        pthread_attr_setdetachstate(&at, PTHREAD_CREATE_DETACHED);
        U.started = pthread_create(&U.th, &at, unlocker, NULL) == 0;
        pthread_attr_destroy(&at);
    }
    if (!U.started) {                   /* no thread: here, now */
        pthread_mutex_unlock(&U.mu);
        S.be->host_unregister(host);
        return;
    }
    if (U.n == U.cap) {
        U.cap = U.cap ? 2 * U.cap : 64;
        U.q = realloc(U.q, (size_t)U.cap * sizeof *U.q);
        if (!U.q)
            gw__bug("out of host memory");
    }
    U.q[U.n++] = (Unlock){P.d->ctx, host};
    U.busy = 1;
    pthread_cond_signal(&U.work);
    pthread_mutex_unlock(&U.mu);
}

/* Every piece handed to the thread given back (before memory is locked
 * again or a device closes). */
void gw__pacc_unlocked(void)
{
    pthread_mutex_lock(&U.mu);
    while (U.started && U.busy)
        pthread_cond_wait(&U.idle, &U.mu);
    pthread_mutex_unlock(&U.mu);
}

/* Array ar's locked pieces whose bytes end at or below `end` given back. */
static void unpin_below(GwPaccArr *ar, size_t end)
{
    for (int k = 0; k < ar->ncuts && ar->cuts[k] <= end; k++)
        if (ar->locked[k])
            unlock_piece(ar, k);
}

static void unpin_all(GwPaccArr *ar)
{
    unpin_below(ar, (size_t)-1);
}

/* In the last pass: the rows below each chunk whose copies out are done
 * are copied no more (see above): their pieces go back now. */
static void unpin_done(void)
{
    if (P.done < P.steps || sync_unlock)
        return;                                 /* not the last pass */
    void **out = P.out + (long long)(P.passes - 1) % 2 * P.plan.nchunks;
    long long c = unlocked_to;
    while (c < P.c && S.be->event_done(out[c]))
        c++;
    if (c == unlocked_to)
        return;
    long long lo, hi, blo, bhi;
    chunk_rows(c - 1, &lo, &hi, &blo, &bhi);
    for (int a = 0; a < P.narr; a++)
        unpin_below(&P.arr[a], (size_t)hi * P.arr[a].row);
    unlocked_to = c;
}

/* Rows [r0, r1) of array ar between the program's memory and dev (its
 * row r0 on the device), out: device to host.  A copy may not span two
 * page-locked pieces (the driver rejects it), so one copy a piece. */
static void copy_rows(GwPaccArr *ar, int out, char *dev, long long r0, long long r1, void *stream)
{
    size_t x = (size_t)r0 * ar->row, y = (size_t)r1 * ar->row, base = x;
    int k = 0, ev = out ? acc_ev_enqueue_download_start : acc_ev_enqueue_upload_start;
    gw__prof_data(P.d, P.site, ev, ar->name, ar->host + base, dev, y - base, acc_async_noval);
    while (x < y) {
        while (k < ar->ncuts && ar->cuts[k] <= x)
            k++;
        size_t e = k < ar->ncuts && ar->cuts[k] < y ? ar->cuts[k] : y;
        if (out)
            S.be->d2h(ar->host + x, dev + (x - base), e - x, stream);
        else
            S.be->h2d(dev + (x - base), ar->host + x, e - x, stream);
        x = e;
    }
    gw__prof_data(P.d, P.site, ev + 1, ar->name, ar->host + base, dev, y - base, acc_async_noval);
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
        copy_rows(ar, 1, ar->buf[b] + (size_t)(lo - blo) * ar->row, lo, hi, P.run[b]);
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
        pin_rows(ar, bhi);
        if (bhi > from) {
            copy_rows(ar, 0, ar->buf[b] + (size_t)(from - blo) * ar->row, from, bhi, P.in[b]);
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

/* The next pass: k steps from step *first; 0 when every step is done (a
 * loop of no steps gets one pass of none: its header still runs).  Out
 * of core, a pass's chunk reads rows the last pass wrote back: it waits for
 * the copies out of those rows only (chunk_in), not for the whole pass. */
int gw_pacc_pass(long long *first, long long *k)
{
    gw__enter(P.site);
    int more = P.on && (P.done < P.steps || !P.passes);
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
        unpin_done();
    }
    gw__leave();
    return more;
}

/* Step s of the pass: the rows its kernels write, the chunk's own widened
 * by the halo of each step still to come.  s < 0: a step before the pass's
 * first, which the chunk replays for its host statements only (the
 * generated time loop), so its kernels do not run. */
void gw_pacc_step(long long s)
{
    gw__enter(P.site);
    P.skip = s < 0;
    if (P.chunked && s >= 0) {
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
    if (P.skip || t0 >= t1)
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
    gw__prof_launch(d, s, k, g, block, shmem, acc_async_noval, acc_ev_enqueue_launch_start);
    int err = S.be->launch(fn, g, block, shmem, args, P.run[P.c % 3]);
    if (err)
        gw__launch_failed(s, k, err);
    gw__prof_launch(d, s, k, g, block, shmem, acc_async_noval, acc_ev_enqueue_launch_end);
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
    double setup = P.setup_ms, pin = P.pin_ms, t0 = gw__now_ms();
    const gw_site *site = P.site;
    gw__pacc_release();
    if (report)
        fprintf(stderr, "gangway: pacc pipeline at %s:%d: %ld kernels, %ld bytes in, %ld shared on the "
                "device, %ld out; %.1f ms to make the buffers, %.1f ms page-locking the arrays a piece at a "
                "time as the first pass reaches them, %.1f ms at the end giving them back (%s)\n",
                site && site->file ? site->file : "?", site ? site->line : 0, launches, h2d, d2d, d2h, setup, pin,
                gw__now_ms() - t0, sync_unlock ? "here" : "the last pieces handed to a thread; the others were "
                "handed over during the last pass");
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
        /* last: the driver may hold its lock while a piece is given back, so the
           frees above go first */
        for (int a = 0; a < P.narr; a++) {
            unpin_all(&P.arr[a]);
            free(P.arr[a].cuts);
            free(P.arr[a].locked);
        }
    }
    free(P.out);
    free(P.arr), free(P.maps);
    P = (GwPaccState){0};
    if (S.exiting && S.timing && U.pieces) {
        gw__pacc_unlocked();
        fprintf(stderr, "gangway: pacc: %ld page-locked pieces given back by a thread of their own, in %.1f ms\n",
                U.pieces, U.ms);
    }
}
