/* graph.c: repeating sequences of quiet synchronous launches, launched as one CUDA graph each. */
#include "rt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define S gw__state
#define G gw__state.graph

/* A time loop's body launches the same kernels step after step, and each
 * launch costs the host about 3 us.  The detector (take) watches the keys
 * of all launches on the device; once the last 3P keys are one sequence of
 * P quiet synchronous launches three times, the next U*P are recorded
 * instead of launched (arguments copied, footprints noted), then queued as
 * one graph on the default stream: the place the launches would have gone,
 * so the graph is ordered against everything else exactly as they would
 * be.  Inside it, launch j waits for each earlier launch whose footprint
 * (the blocks of its construct's maps, and the present blocks and pool
 * allocations its pointer arguments point into) meets its own, every byte
 * counted as read and written; a launch whose footprint is not known waits
 * for, and is waited for by, all.
 *
 * The recorded launches have not reached the device: until they do,
 * nothing else may.  While graphs are on, S.be is a shim whose entries that
 * queue work, wait, free or switch contexts first queue the open batch
 * launch by launch (flush); the places where the program itself may reach
 * the device (gw_settle, host_data, acc_deviceptr, acc_get_cuda_stream,
 * the exit) flush too.  GANGWAY_GRAPHS=0: none of this. */

/* ---- the shim: every entry that queues, waits or frees flushes first ---- */

const GwBackend *gw__backend(void)
{
    return S.be == &G.shim ? G.real : S.be;
}

/* The open batch queued, by a thread in the runtime (S.lock is recursive:
 * the trylock succeeds there).  A thread of the runtime's own that calls
 * the backend outside the lock (pacc.c's unlocker) queues nothing of the
 * batch's order, and the batch is not its to touch while another thread
 * holds the lock. */
static void flush_if(int due)
{
    if (!due || pthread_mutex_trylock(&S.lock))
        return;
    gw__graph_flush();
    pthread_mutex_unlock(&S.lock);
}

static void flush_open(void)
{
    flush_if(__atomic_load_n(&G.n, __ATOMIC_RELAXED) != 0);
}

static void sh_bind(void *ctx)
{
    flush_if(__atomic_load_n(&G.n, __ATOMIC_RELAXED) && ctx != G.dev->ctx);
    G.real->bind(ctx);
}

static void *sh_open(int num)
{
    flush_open();
    return G.real->open(num);
}

static void sh_close(int num, void *ctx)
{
    flush_open();
    G.real->close(num, ctx);
}

static void sh_free(void *dev)
{
    flush_open();
    G.real->free(dev);
}

static void sh_h2d(void *dev, const void *host, size_t n, void *st)
{
    flush_open();
    G.real->h2d(dev, host, n, st);
}

static void sh_h2d_nowait(void *dev, const void *host, size_t n, void *st)
{
    flush_open();
    G.real->h2d_nowait(dev, host, n, st);
}

static void sh_d2h(void *host, const void *dev, size_t n, void *st)
{
    flush_open();
    G.real->d2h(host, dev, n, st);
}

static void sh_d2d(void *dst, const void *src, size_t n, void *st)
{
    flush_open();
    G.real->d2d(dst, src, n, st);
}

static void sh_peer(void *dst, void *dctx, const void *src, void *sctx, size_t n, void *st)
{
    flush_open();
    G.real->peer(dst, dctx, src, sctx, n, st);
}

static void sh_peer_async(void *dst, void *dctx, const void *src, void *sctx, size_t n, void *st)
{
    flush_open();
    G.real->peer_async(dst, dctx, src, sctx, n, st);
}

static void sh_memset(void *dev, int byte, size_t n, void *st)
{
    flush_open();
    G.real->memset(dev, byte, n, st);
}

static void sh_stream_free(void *st)
{
    flush_open();
    G.real->stream_free(st);
}

static int sh_stream_sync(void *st)
{
    flush_open();
    return G.real->stream_sync(st);
}

static int sh_stream_done(void *st)
{
    flush_open();
    return G.real->stream_done(st);
}

static void sh_stream_wait(void *st, void *on)
{
    flush_open();
    G.real->stream_wait(st, on);
}

static void drop_all(void);

/* A module's functions die with it: no graph may launch them again. */
static void sh_module_unload(void *mod)
{
    flush_open();
    drop_all();
    G.real->module_unload(mod);
}

static int sh_launch(void *fn, const unsigned grid[3], const unsigned block[3], size_t shmem, void **args,
                     void *st)
{
    flush_open();
    return G.real->launch(fn, grid, block, shmem, args, st);
}

static int sh_stack_at_least(size_t bytes)
{
    flush_open();
    return G.real->stack_at_least(bytes);
}

static void sh_event_free(void *ev)
{
    flush_open();
    G.real->event_free(ev);
}

static void sh_event_record(void *ev, void *st)
{
    flush_open();
    G.real->event_record(ev, st);
}

static float sh_event_ms(void *from, void *to)
{
    flush_open();
    return G.real->event_ms(from, to);
}

static void sh_event_wait(void *st, void *ev)
{
    flush_open();
    G.real->event_wait(st, ev);
}

static int sh_event_done(void *ev)
{
    flush_open();
    return G.real->event_done(ev);
}

static int sh_host_register(void *host, size_t n)
{
    flush_open();
    return G.real->host_register(host, n);
}

static void sh_host_unregister(void *host)
{
    flush_open();
    G.real->host_unregister(host);
}

static void sh_host_mapped_free(void *host)
{
    flush_open();
    G.real->host_mapped_free(host);
}

static void sh_shutdown(void)
{
    flush_open();
    drop_all();
    G.real->shutdown();
}

/* The shim: be's table, its entries that queue, wait or free replaced
 * (those be lacks stay NULL, which callers test). */
static void shim_make(const GwBackend *be)
{
    GwBackend *t = &G.shim;
    *t = *be;
#define WRAP(f) \
    if (be->f) \
        t->f = sh_##f;
    WRAP(open) WRAP(bind) WRAP(close) WRAP(free) WRAP(h2d) WRAP(h2d_nowait) WRAP(d2h) WRAP(d2d) WRAP(peer)
    WRAP(peer_async) WRAP(memset) WRAP(stream_free) WRAP(stream_sync) WRAP(stream_done)
    WRAP(stream_wait) WRAP(module_unload) WRAP(launch) WRAP(stack_at_least) WRAP(event_free)
    WRAP(event_record) WRAP(event_ms) WRAP(event_wait) WRAP(event_done) WRAP(host_register)
    WRAP(host_unregister) WRAP(host_mapped_free) WRAP(shutdown)
#undef WRAP
    G.real = be;
}

const GwBackend *gw__graph_env(const GwBackend *be)
{
    const char *v = getenv("GANGWAY_GRAPHS"), *a = getenv("GANGWAY_ASYNC");
    G.on = !v || !*v ? 1 : !strcmp(v, "0") ? 0 : !strcmp(v, "verbose") || !strcmp(v, "2") ? 2 : 1;
    if (G.on && a && !strcmp(a, "0"))
        snprintf(G.why_off, sizeof G.why_off, "GANGWAY_ASYNC=0");
    else if (G.on && !S.defer)      /* nothing is deferred: nothing to record */
        snprintf(G.why_off, sizeof G.why_off, "GANGWAY_DEFER=0");
    if (G.why_off[0]) {
        G.on = G.on == 2 ? -2 : 0;
        return be;
    }
    if (!be->graph_build || !be->graph_set || !be->graph_launch || !be->graph_free) {
        if (G.on)
            snprintf(G.why_off, sizeof G.why_off, "the %s device has no graphs", be->name);
        G.on = G.on == 2 ? -2 : 0;      /* -2: off, but the report says why */
        return be;
    }
    if (G.on <= 0)
        return be;
    shim_make(be);
    return &G.shim;
}

/* ---- the detector ---- */

static uint64_t mix(uint64_t h, uint64_t v)
{
    h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    return h * 0xff51afd7ed558ccdULL;
}

static uint64_t launch_key(gw_kernel *k, void *fn, const unsigned grid[3], const unsigned block[3],
                           size_t shmem, bool recordable)
{
    uint64_t h = mix(mix((uintptr_t)k, (uintptr_t)fn), shmem);
    for (int i = 0; i < 3; i++)
        h = mix(mix(h, grid[i]), block[i]);
    return (h & ~(uint64_t)1) | recordable;
}

static void disarm(void)
{
    G.period = G.reps = 0;
}

/* Forget what the detector saw (another device, a release). */
static void detector_reset(void)
{
    disarm();
    G.t = G.calm_t = 0;
    G.early = G.calm_p = 0;
    memset(G.run, 0, sizeof G.run);
}

static void push_key(uint64_t key)
{
    long t = G.t++;
    G.ring[t % GW_GRAPH_RING] = key;
    for (int p = 1; p <= GW_GRAPH_PMAX; p++)     /* capped: a long run does not wrap */
        G.run[p] = t >= p && G.ring[(t - p) % GW_GRAPH_RING] == key ? G.run[p] + (G.run[p] < 1 << 20) : 0;
}

/* The shortest period whose last three repetitions are all recordable
 * (for a while, none that a period which kept failing divides). */
static int confirmed(void)
{
    int calm = G.t < G.calm_t ? G.calm_p : 0;
    for (int p = 1; p <= GW_GRAPH_PMAX; p++) {
        if (G.run[p] < 2 * p || (calm && p % calm == 0))
            continue;
        int ok = 1;
        for (int i = 0; i < p && ok; i++)
            ok = G.ring[(G.t - 1 - i) % GW_GRAPH_RING] & 1;
        if (ok)
            return p;
    }
    return 0;
}

static void arm(int p)
{
    int u = (32 + p - 1) / p;
    G.arm_t = G.t;
    G.period = p;
    G.reps = u < 1 ? 1 : u > 16 ? 16 : u;
    while (G.reps > 1 && G.reps * p > GW_GRAPH_NMAX)
        G.reps--;
}

/* ---- recording: arguments, footprints, edges ---- */

/* A kernel may be recorded when its arguments can be copied: each one's size known. */
static int copyable(const gw_kernel *k)
{
    if (!k->params || k->nparams <= 0 || k->nparams > GW_GRAPH_ARGS)
        return 0;
    for (int i = 0; i < k->nparams; i++)
        if (!k->params[i].bytes)
            return 0;
    return 1;
}

static size_t align16(size_t n)
{
    return (n + 15) & ~(size_t)15;
}

static size_t blob_size(const gw_kernel *k)
{
    size_t n = 0;
    for (int i = 0; i < k->nparams; i++)
        n = align16(n) + k->params[i].bytes;
    return align16(n);
}

/* The live allocation of the pool holding dev (binary search of pool.c's list). */
static int alloc_span(GwDevice *d, const char *p, GwRange *r)
{
    int lo = 0, hi = d->pool.nallocs;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (d->pool.allocs[mid].dev <= p)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (!lo)
        return 0;
    const GwAlloc *a = &d->pool.allocs[lo - 1];
    if (p >= a->dev + (a->bytes ? a->bytes : 1))
        return 0;
    *r = (GwRange){(size_t)a->dev, (size_t)a->dev + (a->bytes ? a->bytes : 1)};
    return 1;
}

static void foot_add(GwGraphRec *r, GwRange x)
{
    for (int i = 0; i < r->nfoot; i++)
        if (r->foot[i].lo == x.lo && r->foot[i].hi == x.hi)
            return;
    if (r->nfoot == GW_GRAPH_FOOT)
        r->all = true;
    else
        r->foot[r->nfoot++] = x;
}

/* Block b, whole; unknown when pointers are attached inside it (the kernel may follow them). */
static void foot_block(GwDevice *d, GwGraphRec *r, const GwBlock *b)
{
    if (gw__attach_in(d, b->host, b->bytes))
        r->all = true;
    else
        foot_add(r, (GwRange){(size_t)b->dev, (size_t)b->dev + b->bytes});
}

/* The blocks of the construct's maps (gw_data_enter of the same site): a
 * pointer argument derived from one may point outside its block (a[l:n]
 * passes the device address of a[0]).  Unknown: a pointer-to-pointer
 * section (the kernel follows its rows), deviceptr, a map in part, data
 * not present (no_create: the kernel gets the host address); a pointer
 * that an attach map names may be absent (it then attaches nothing). */
static int foot_maps(GwDevice *d, GwGraphRec *r, const gw_site *s)
{
    if (!s || gw__thread.maps_site != s)
        return 0;
    for (int i = 0; i < gw__thread.nmaps && !r->all; i++) {
        const gw_map *m = &gw__thread.maps[i];
        int b, attach = m->kind == GW_MAP_ATTACH || m->kind == GW_MAP_DETACH;
        if (m->kind == GW_MAP_DEVICEPTR || (m->flags & GW_MF_ROWS)) {
            r->all = true;
        } else if (m->host && m->bytes) {
            GwFind f = gw__find(d, m->host, m->bytes, &b);
            if (f == FIND_PRESENT)
                foot_block(d, r, &d->present.blocks[b]);
            else if (f == FIND_PARTIAL || !attach)
                r->all = true;
        }
    }
    return 1;
}

/* What a launch may touch, every byte of it read and written: the blocks
 * of its construct's maps, and the block (or pool allocation) each
 * argument that holds a device address points into, whole.  Unknown (all):
 * a module with device globals (reached by name); an argument in neither,
 * unless it is a device pointer the maps account for. */
static void footprint(GwDevice *d, GwGraphRec *r, const gw_site *s, const gw_kernel *k, void **args)
{
    r->all = k->module && (k->module->flags & GW_MOD_GLOBALS);
    r->nfoot = 0;
    int mapped = !r->all && foot_maps(d, r, s);
    for (int i = 0; i < k->nparams && !r->all; i++) {
        const gw_param *q = &k->params[i];
        if (q->kind != GW_P_PTR && (q->kind != GW_P_OTHER || q->bytes != sizeof(void *)))
            continue;
        const char *p = *(char *const *)args[i];
        if (!p)
            continue;
        int b = gw__find_dev(d, p);
        GwRange x;
        if (b >= 0)
            foot_block(d, r, &d->present.blocks[b]);
        else if (alloc_span(d, p, &x))
            foot_add(r, x);
        else if (!mapped || q->kind != GW_P_PTR)
            r->all = true;
    }
}

static int conflict(const GwGraphRec *a, const GwGraphRec *b)
{
    if (a->all || b->all)
        return 1;
    for (int i = 0; i < a->nfoot; i++)
        for (int j = 0; j < b->nfoot; j++)
            if (a->foot[i].lo < b->foot[j].hi && b->foot[j].lo < a->foot[i].hi)
                return 1;
    return 0;
}

/* Node j's edges: each earlier conflicting node not already before it
 * through another, nearest first. */
static void edges(int j)
{
    GwGraphRec *r = &G.rec[j];
    r->sh.pred = r->anc = 0;
    for (int i = j - 1; i >= 0; i--) {
        uint64_t bit = (uint64_t)1 << i;
        if ((r->anc & bit) || !conflict(&G.rec[i], r))
            continue;
        r->sh.pred |= bit;
        r->anc |= bit | G.rec[i].anc;
    }
}

static void record(GwDevice *d, const gw_site *s, gw_kernel *k, void *fn, const unsigned grid[3],
                   const unsigned block[3], size_t shmem, void **args)
{
    gw__grow(&G.rec, &G.caprec, G.n + 1, sizeof *G.rec);
    size_t need = G.nblob + blob_size(k);
    if (need > G.capblob) {
        size_t cap = G.capblob ? G.capblob : 4096;
        while (cap < need)
            cap *= 2;
        if (!(G.blob = realloc(G.blob, cap)))
            gw__bug("out of host memory");
        G.capblob = cap;
    }
    GwGraphRec *r = &G.rec[G.n];
    memset(r, 0, sizeof *r);    /* shapes are compared as bytes: no stray padding */
    r->sh.fn = fn;
    r->sh.k = k;
    memcpy(r->sh.grid, grid, sizeof r->sh.grid);
    memcpy(r->sh.block, block, sizeof r->sh.block);
    r->sh.shmem = shmem;
    r->sh.nargs = k->nparams;
    r->sh.blob = (unsigned)blob_size(k);
    r->site = s;
    r->at = G.nblob;
    memset(G.blob + r->at, 0, r->sh.blob);
    size_t off = 0;
    for (int i = 0; i < k->nparams; i++) {
        off = align16(off);
        memcpy(G.blob + r->at + off, args[i], k->params[i].bytes);
        off += k->params[i].bytes;
    }
    G.nblob = need;
    footprint(d, r, s, k, args);
    edges(G.n);
    G.n++;
}

/* ---- queueing a batch: node by node, or as a graph ---- */

/* The backend's view of recorded nodes [0, n): argument pointers into
 * blob (a batch's or a graph's), deps from the edges. */
static void node_view(const GwGraphShape *sh, int n, unsigned char *blob)
{
    int nargv = 0, ndeps = 0;
    for (int i = 0; i < n; i++) {
        nargv += sh[i].nargs;
        ndeps += __builtin_popcountll(sh[i].pred);
    }
    gw__grow(&G.node, &G.capnode, n, sizeof *G.node);
    gw__grow(&G.argv, &G.capargv, nargv + 1, sizeof *G.argv);
    gw__grow(&G.deps, &G.capdeps, ndeps + 1, sizeof *G.deps);
    size_t at = 0;
    nargv = ndeps = 0;
    for (int i = 0; i < n; i++) {
        const GwGraphShape *h = &sh[i];
        GwGraphNode *v = &G.node[i];
        *v = (GwGraphNode){h->fn, {h->grid[0], h->grid[1], h->grid[2]},
                           {h->block[0], h->block[1], h->block[2]}, h->shmem, G.argv + nargv, NULL,
                           h->nargs, G.deps + ndeps, 0};
        const gw_param *q = h->k->params;
        size_t off = 0;
        for (int a = 0; a < h->nargs; a++) {
            off = align16(off);
            G.argv[nargv++] = blob + at + off;
            G.sizes[i][a] = q[a].bytes;
            off += q[a].bytes;
        }
        v->sizes = G.sizes[i];
        for (int p = 0; p < i; p++)
            if (h->pred >> p & 1)
                G.deps[ndeps + v->ndeps++] = p;
        ndeps += v->ndeps;
        at += h->blob;
    }
}

/* Take the batch: it is no longer open, whatever the queueing below calls. */
static int take_batch(GwDevice **d)
{
    int n = G.n;
    *d = G.dev;
    G.n = 0;
    G.nblob = 0;
    return n;
}

static void launch_failed(GwDevice *d, const GwGraphRec *r, int err)
{
    gw__settle(d);              /* an earlier kernel's failure, if it was one */
    gw__launch_failed(r->site, r->sh.k, err);
}

/* Recorded launches [0, n) as they would have gone, in program order. */
static void launch_each(GwDevice *d, GwGraphRec *rec, unsigned char *blob, int n)
{
    if (!n)
        return;
    G.real->bind(d->ctx);
    for (int i = 0; i < n; i++) {
        node_view(&rec[i].sh, 1, blob + rec[i].at);
        const GwGraphNode *v = &G.node[0];
        int err = G.real->launch(v->fn, v->grid, v->block, v->shmem, v->args, NULL);
        if (err)
            launch_failed(d, &rec[i], err);
    }
}

void gw__graph_flush(void)
{
    GwDevice *d;
    GwGraphRec *rec = G.rec;
    unsigned char *blob = G.blob;
    int n = take_batch(&d);
    if (!n || S.failed)         /* after a fatal error, at exit: the program is over */
        return;
    /* the buffers stay this flush's: a nested flush finds the batch empty,
       and nothing records until the caller's own call is made */
    G.flushed++;
    G.flushed_nodes += n;
    /* a loop that never lets a batch fill pays the recording for nothing:
       leave it alone for a while */
    if (++G.early >= 4 && G.period) {
        G.calm_p = G.period;
        G.calm_t = G.t + 4096;
        G.early = 0;
        disarm();
    }
    launch_each(d, rec, blob, n);
}

/* ---- the cache of instantiated graphs ---- */

static uint64_t shape_hash(const GwGraphRec *rec, int n)
{
    uint64_t h = (uint64_t)n;
    for (int i = 0; i < n; i++) {
        const unsigned char *b = (const unsigned char *)&rec[i].sh;
        for (size_t j = 0; j < sizeof rec[i].sh; j += 8) {
            uint64_t w = 0;
            memcpy(&w, b + j, sizeof rec[i].sh - j < 8 ? sizeof rec[i].sh - j : 8);
            h = mix(h, w);
        }
    }
    return h;
}

static int same_shape(const GwGraph *g, uint64_t hash, const GwGraphRec *rec, int n)
{
    if (g->hash != hash || g->n != n)
        return 0;
    for (int i = 0; i < n; i++)
        if (memcmp(&g->sh[i], &rec[i].sh, sizeof g->sh[i]))
            return 0;
    return 1;
}

static void graph_free(GwGraph *g)
{
    if (g->exec)
        G.real->graph_free(g->exec);
    free(g->sh);
    free(g->blob);
    free(g);
}

static void drop_device(GwDevice *d)
{
    for (int i = 0; i < d->graphs.n; i++)
        graph_free(d->graphs.g[i]);
    d->graphs.n = 0;
}

static void drop_all(void)
{
    for (int i = 0; i < S.ndev; i++)
        drop_device(&S.devs[i]);
}

/* Room in d's cache: the least recently used graph goes. */
static void make_room(GwDevice *d)
{
    GwGraphCache *c = &d->graphs;
    if (c->n < GW_GRAPH_CACHE)
        return;
    int old = 0;
    for (int i = 1; i < c->n; i++)
        if (c->g[i]->used < c->g[old]->used)
            old = i;
    graph_free(c->g[old]);
    c->g[old] = c->g[--c->n];
}

/* Graphs off for the rest of the run (GANGWAY_GRAPHS=verbose says why). */
static void graphs_off(const char *why, int err)
{
    char text[96] = "";
    if (err)
        G.real->error_text(err, text, sizeof text);
    snprintf(G.why_off, sizeof G.why_off, "%s%s%s", why, err ? ": " : "", text);
    G.on = G.on == 2 ? -2 : 0;
    disarm();
}

static GwGraph *build(GwDevice *d, uint64_t hash, const GwGraphRec *rec, int n, unsigned char *blob)
{
    size_t bytes = 0;
    for (int i = 0; i < n; i++)
        bytes += rec[i].sh.blob;
    GwGraph *g = calloc(1, sizeof *g);
    if (!g || !(g->sh = malloc((size_t)n * sizeof *g->sh)) || !(g->blob = malloc(bytes ? bytes : 1)))
        gw__bug("out of host memory");
    g->hash = hash;
    g->n = n;
    size_t at = 0;
    for (int i = 0; i < n; i++) {
        memcpy(&g->sh[i], &rec[i].sh, sizeof g->sh[i]);    /* padding too: compared as bytes */
        memcpy(g->blob + at, blob + rec[i].at, rec[i].sh.blob);
        at += rec[i].sh.blob;
    }
    g->nblob = at;
    node_view(g->sh, n, g->blob);
    int err = 0;
    g->exec = G.real->graph_build(G.node, n, &err);
    if (!g->exec) {
        graph_free(g);
        graphs_off("a graph could not be built", err);
        return NULL;
    }
    G.built++;
    /* shapes that seldom come back cost an instantiation each (8 us and more) */
    if (G.built > 4 * GW_GRAPH_CACHE && G.built > G.hits)
        graphs_off("batches seldom repeat a graph (more built than reused)", 0);
    make_room(d);
    d->graphs.g[d->graphs.n++] = g;
    return g;
}

/* g takes the batch's arguments where they differ from those it holds. */
static int update(GwGraph *g, const GwGraphRec *rec, unsigned char *blob)
{
    size_t at = 0;
    for (int i = 0; i < g->n; i++) {
        const GwGraphRec *r = &rec[i];
        if (memcmp(g->blob + at, blob + r->at, r->sh.blob)) {
            memcpy(g->blob + at, blob + r->at, r->sh.blob);
            node_view(&g->sh[i], 1, g->blob + at);
            int err = G.real->graph_set(g->exec, i, &G.node[0]);
            if (err)
                return err;
            G.updates++;
        }
        at += r->sh.blob;
    }
    return 0;
}

static void unlink_graph(GwDevice *d, GwGraph *g)
{
    for (int i = 0; i < d->graphs.n; i++)
        if (d->graphs.g[i] == g) {
            d->graphs.g[i] = d->graphs.g[--d->graphs.n];
            break;
        }
    graph_free(g);
}

/* The full batch as one graph on the default stream: a cached one of its
 * shape with its arguments updated, else a new one. */
static void close_batch(void)
{
    GwDevice *d;
    GwGraphRec *rec = G.rec;
    unsigned char *blob = G.blob;
    int n = take_batch(&d);
    uint64_t hash = shape_hash(rec, n);
    GwGraph *g = NULL;
    for (int i = 0; i < d->graphs.n && !g; i++)
        if (same_shape(d->graphs.g[i], hash, rec, n))
            g = d->graphs.g[i];
    int err = 0;
    if (g) {
        G.hits++;
        if ((err = update(g, rec, blob)) != 0) {
            unlink_graph(d, g);
            graphs_off("a graph's arguments could not be updated", err);
            g = NULL;
        }
    } else {
        g = build(d, hash, rec, n, blob);
    }
    if (!g) {
        launch_each(d, rec, blob, n);
        return;
    }
    g->used = ++d->graphs.tick;
    if ((err = G.real->graph_launch(g->exec, NULL)) != 0) {
        /* nothing was queued: the launches one by one (an earlier kernel's
           fault then shows at the first, named) */
        unlink_graph(d, g);
        graphs_off("a graph could not be launched", err);
        launch_each(d, rec, blob, n);
        return;
    }
    G.launched++;
    G.nodes += n;
    G.early = 0;
    gw__defer_graph(d, rec[0].sh.k->name, rec[n - 1].sh.k->name, n);
}

/* ---- gw_launch's entry ---- */

int gw__graph_take(GwDevice *d, const gw_site *s, gw_kernel *k, void *fn, const unsigned grid[3],
                   const unsigned block[3], size_t shmem, void **args, bool recordable)
{
    if (G.on <= 0)
        return 0;
    if (G.dev != d) {           /* keys of another device: start again */
        if (G.n) {
            gw__graph_flush();
            G.real->bind(d->ctx);   /* the flush bound the batch's device */
        }
        detector_reset();
        G.dev = d;
    }
    recordable = recordable && copyable(k);
    push_key(launch_key(k, fn, grid, block, shmem, recordable));
    if (!G.period) {
        int p = recordable ? confirmed() : 0;
        if (p)
            arm(p);
        return 0;
    }
    if (!G.run[G.period]) {     /* the sequence broke: what was recorded goes first */
        gw__graph_flush();
        disarm();
        return 0;
    }
    /* after a batch flushed early, the next starts where batches start, so
       that it has their shape (and their graph) */
    if (!G.n && (G.t - 1 - G.arm_t) % G.period)
        return 0;
    record(d, s, k, fn, grid, block, shmem, args);
    if (G.n == G.period * G.reps)
        close_batch();
    return 1;
}

void gw__graph_release(GwDevice *d)
{
    if (G.dev == d) {
        gw__graph_flush();
        detector_reset();
        G.dev = NULL;
    }
    drop_device(d);
}

/* GANGWAY_GRAPHS=verbose, or GANGWAY_TIME once a graph ran: the counts. */
void gw__graph_report(void)
{
    if (G.on != 2 && G.on != -2 && !(S.timing && G.launched))
        return;
    fprintf(stderr, "gangway: graphs: %ld built, %ld launched (%ld launches in them, %ld argument "
            "updates, %ld cache hits); flushed early: %ld (%ld launches one by one)%s%s\n",
            G.built, G.launched, G.nodes, G.updates, G.hits, G.flushed, G.flushed_nodes,
            G.why_off[0] ? "; off: " : "", G.why_off);
}
