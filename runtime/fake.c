/* fake.c: GANGWAY_FAKE_DEVICE=n: n "devices" whose memory is separate host memory. */
#include "rt.h"

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* It exists so that the present table, reference counts, copy directions and
 * messages can be tested without a GPU: kernels cannot run on it. */

enum { FAKE_NO_KERNELS = 1 };

static int fake_init(char *why, size_t n)
{
    return 0;
}

static int fake_count(void)
{
    const char *v = getenv("GANGWAY_FAKE_DEVICE");
    int n = v ? atoi(v) : 1;
    return n > 0 ? n : 1;
}

static void *fake_open(int num)
{
    return (void *)(intptr_t)(num + 1);
}

static void fake_close(int num, void *ctx) {}
static void *bound;              /* the context bound (peer_access asks from it) */

static void fake_bind(void *ctx)
{
    bound = ctx;
}

/* Poisoned, so that a copy the runtime forgot shows up in the tests. */
static void *fake_alloc(size_t n)
{
    void *p = malloc(n);
    if (p)
        memset(p, 0xa5, n);
    return p;
}

static void fake_free(void *dev)
{
    free(dev);
}

static void fake_h2d(void *dev, const void *host, size_t n, void *st)
{
    memcpy(dev, host, n);
}

static void fake_d2h(void *host, const void *dev, size_t n, void *st)
{
    memcpy(host, dev, n);
}

static void fake_d2d(void *dst, const void *src, size_t n, void *st)
{
    memmove(dst, src, n);
}

static void fake_peer(void *dst, void *dst_ctx, const void *src, void *src_ctx, size_t n, void *st)
{
    memmove(dst, src, n);
}

/* Fake devices' memory is the host's: each reaches the others', but, as
 * CUDA's, the bound context is not its own peer. */
static int fake_peer_access(void *peer_ctx)
{
    return peer_ctx && peer_ctx != bound;
}

static void fake_memset(void *dev, int byte, size_t n, void *st)
{
    memset(dev, byte, n);
}

static void *fake_stream_new(void)
{
    void *st = malloc(1);   /* a distinct token */
    if (!st)
        gw__bug("out of host memory");
    return st;
}

static void fake_stream_free(void *st)
{
    free(st);
}

static int fake_stream_sync(void *st) { return 0; }
static int fake_stream_done(void *st) { return 1; }
static void fake_stream_wait(void *st, void *on) {}

/* Events are tokens: the fake device does everything at once, in order. */
static void *fake_event_new(void)
{
    return fake_stream_new();
}

static void fake_event_record(void *ev, void *st) {}
static float fake_event_ms(void *from, void *to) { return 0; }
static void fake_event_wait(void *st, void *ev) {}
static int fake_event_done(void *ev) { return 1; }

void gw__fake_kernel(const char *name, GwFakeKernel fn)
{
    gw__grow(&gw__state.fake_fns, &gw__state.capfake, gw__state.nfake + 1, sizeof *gw__state.fake_fns);
    gw__state.fake_fns[gw__state.nfake++] = (struct GwFakeFn){name, fn};
}

int gw__fake_runs(const char *name)
{
    for (int i = 0; i < gw__state.nfake; i++)
        if (!strcmp(gw__state.fake_fns[i].name, name))
            return 1;
    return 0;
}

/* The runtime's own copy kernel (runtime/copy.cu), which the fake device
 * runs: its module and function are this address. */
static const char copy_module = 0;
#define COPY_FN ((void *)&copy_module)

static void copy_pieces(void **args, const unsigned grid[3])
{
    const GwCopySet *set = args[0];
    for (unsigned k = 0; k < grid[1]; k++)
        memmove((void *)(uintptr_t)set->dst[k], (const void *)(uintptr_t)set->src[k], set->n[k]);
}

/* A module loads when the tests gave kernels: its functions are theirs. */
static void *fake_module_load(const void *image, int *err)
{
    if (image == gw__copy_image) {
        *err = 0;
        return COPY_FN;
    }
    *err = gw__state.nfake ? 0 : FAKE_NO_KERNELS;
    return gw__state.nfake ? &gw__state.nfake : NULL;
}

static void *fake_module_link(const void *const *images, const size_t *sizes, const char *const *names,
                              int n, int *err, char *log, size_t nlog)
{
    log[0] = '\0';
    *err = FAKE_NO_KERNELS;
    return NULL;
}

static void fake_module_unload(void *mod) {}

static void *fake_function(void *mod, const char *name, int *err)
{
    if (mod == COPY_FN) {
        *err = strcmp(name, GW_COPY_KERNEL) ? FAKE_NO_KERNELS : 0;
        return *err ? NULL : COPY_FN;
    }
    for (int i = 0; i < gw__state.nfake; i++)
        if (!strcmp(gw__state.fake_fns[i].name, name)) {
            *err = 0;
            return (void *)(intptr_t)(i + 1);   /* its index: the table may grow */
        }
    *err = FAKE_NO_KERNELS;
    return NULL;
}

static void *fake_global(void *mod, const char *name, size_t *bytes, int *err)
{
    *err = FAKE_NO_KERNELS;
    return NULL;
}

static int fake_launch(void *fn, const unsigned grid[3], const unsigned block[3],
                       size_t shmem, void **args, void *st)
{
    if (!fn)
        return FAKE_NO_KERNELS;
    if (fn == COPY_FN) {
        copy_pieces(args, grid);
        return 0;
    }
    gw__state.fake_fns[(intptr_t)fn - 1].fn(args, grid, block);
    return 0;
}

/* ---- graphs: their nodes run at the launch, in a random order the edges allow ---- */

typedef struct FakeGraph {
    int n;
    GwGraphNode *node;          /* args point into blob; deps into dep */
    unsigned char *blob;
    void **argv;
    int *dep;
    unsigned char *sizes;
} FakeGraph;

static void fake_graph_free(void *exec)
{
    FakeGraph *g = exec;
    free(g->node);
    free(g->blob);
    free(g->argv);
    free(g->dep);
    free(g->sizes);
    free(g);
}

/* The node's argument values, copied (as cuGraphAddKernelNode does). */
static void copy_args(FakeGraph *g, int i, const GwGraphNode *v)
{
    GwGraphNode *w = &g->node[i];
    unsigned char *at = w->nargs ? w->args[0] : NULL;
    for (int a = 0; a < v->nargs; a++) {
        memcpy(at, v->args[a], v->sizes[a]);
        at += v->sizes[a];
    }
}

static void *fake_graph_build(const GwGraphNode *nodes, int n, int *err)
{
    FakeGraph *g = calloc(1, sizeof *g);
    size_t bytes = 0;
    int nargs = 0, ndeps = 0;
    for (int i = 0; i < n; i++) {
        nargs += nodes[i].nargs;
        ndeps += nodes[i].ndeps;
        for (int a = 0; a < nodes[i].nargs; a++)
            bytes += nodes[i].sizes[a];
    }
    if (!g || !(g->node = calloc((size_t)n, sizeof *g->node)) || !(g->blob = malloc(bytes + 1)) ||
        !(g->argv = calloc((size_t)nargs + 1, sizeof *g->argv)) ||
        !(g->dep = calloc((size_t)ndeps + 1, sizeof *g->dep)) || !(g->sizes = malloc((size_t)nargs + 1)))
        gw__bug("out of host memory");
    g->n = n;
    unsigned char *at = g->blob;
    nargs = ndeps = 0;
    for (int i = 0; i < n; i++) {
        const GwGraphNode *v = &nodes[i];
        GwGraphNode *w = &g->node[i];
        *w = *v;
        w->args = g->argv + nargs;
        w->sizes = g->sizes + nargs;
        w->deps = g->dep + ndeps;
        for (int a = 0; a < v->nargs; a++) {
            g->argv[nargs + a] = at;
            g->sizes[nargs + a] = v->sizes[a];
            at += v->sizes[a];
        }
        memcpy(g->dep + ndeps, v->deps, (size_t)v->ndeps * sizeof *v->deps);
        nargs += v->nargs;
        ndeps += v->ndeps;
        copy_args(g, i, v);
    }
    *err = 0;
    return g;
}

static int fake_graph_set(void *exec, int i, const GwGraphNode *v)
{
    copy_args(exec, i, v);
    return 0;
}

static int fake_launch(void *fn, const unsigned grid[3], const unsigned block[3],
                       size_t shmem, void **args, void *st);

/* GANGWAY_FAKE_GRAPH_SEED (default 1) seeds the order: a missing edge
 * shows up as wrong data for some seed. */
static uint64_t graph_rng;

static unsigned next_rand(void)
{
    if (!graph_rng) {
        const char *v = getenv("GANGWAY_FAKE_GRAPH_SEED");
        graph_rng = (v && strtoull(v, NULL, 10) ? strtoull(v, NULL, 10) : 1) * 0x9e3779b97f4a7c15ULL;
    }
    graph_rng ^= graph_rng << 13;
    graph_rng ^= graph_rng >> 7;
    graph_rng ^= graph_rng << 17;
    return (unsigned)(graph_rng >> 32);
}

static int fake_graph_launch(void *exec, void *st)
{
    FakeGraph *g = exec;
    int left[GW_GRAPH_NMAX], ready[GW_GRAPH_NMAX], nready = 0;
    for (int i = 0; i < g->n; i++)
        if (!(left[i] = g->node[i].ndeps))
            ready[nready++] = i;
    for (int done = 0; done < g->n; done++) {
        if (!nready)
            gw__bug("a graph whose edges form a cycle");
        int pick = (int)(next_rand() % (unsigned)nready), i = ready[pick];
        ready[pick] = ready[--nready];
        const GwGraphNode *v = &g->node[i];
        int err = fake_launch(v->fn, v->grid, v->block, v->shmem, v->args, st);
        if (err)
            return err;
        for (int j = i + 1; j < g->n; j++)
            for (int e = 0; e < g->node[j].ndeps; e++)
                if (g->node[j].deps[e] == i && !--left[j])
                    ready[nready++] = j;
    }
    return 0;
}

static const char *fake_error_text(int err, char *buf, size_t n)
{
    snprintf(buf, n, "the fake device cannot run kernels (error %d)", err);
    return buf;
}

static int fake_attr(int num, GwAttr a)
{
    return a == GW_ATTR_SM_COUNT ? 1 : 0;
}

static void fake_mem_info(size_t *free_b, size_t *total_b)
{
    *free_b = *total_b = (size_t)1 << 30;
}

/* The fake device's memory is all the pool's (pool.c knows it): anything
 * else is not its memory. */
static int fake_dev_extent(const void *p, char **base, size_t *bytes)
{
    (void)p, (void)base, (void)bytes;
    return 0;
}

static void fake_name_of(int num, char *buf, size_t n)
{
    snprintf(buf, n, "Gangway fake device %d", num);
}

static int fake_driver_version(void) { return 0; }
/* Page-locking, pretended for the tests (GANGWAY_FAKE_PIN=1): the live
 * registrations, so a test sees none outlive the memory they lock. */
#define FAKE_PINS 64
static struct { const char *host; size_t n; } pins[FAKE_PINS];
static int npins;
static long pin_calls;
static pthread_mutex_t pin_mu = PTHREAD_MUTEX_INITIALIZER;  /* pacc unlocks on a thread */

int gw__fake_pins(void)
{
    return npins;
}

int gw__fake_pinned(const void *host, size_t n)
{
    const char *h = host;
    int r = 0;
    pthread_mutex_lock(&pin_mu);
    for (int i = 0; i < npins && !r; i++)
        r = h >= pins[i].host && h + n <= pins[i].host + pins[i].n;
    pthread_mutex_unlock(&pin_mu);
    return r;
}

long gw__fake_pin_calls(void)
{
    return pin_calls;
}

static int fake_host_register(void *host, size_t n)
{
    const char *h = host, *v = getenv("GANGWAY_FAKE_PIN");
    int ok = v && !strcmp(v, "1");
    pthread_mutex_lock(&pin_mu);
    pin_calls++;
    for (int i = 0; ok && i < npins; i++)
        if (h < pins[i].host + pins[i].n && pins[i].host < h + n)
            ok = 0;     /* CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED */
    if (ok && npins < FAKE_PINS)
        pins[npins].host = h, pins[npins++].n = n;
    else
        ok = 0;
    pthread_mutex_unlock(&pin_mu);
    return ok;
}

static void fake_host_unregister(void *host)
{
    pthread_mutex_lock(&pin_mu);
    int i = 0, found;
    while (i < npins && pins[i].host != host)
        i++;
    if ((found = i < npins))
        pins[i] = pins[--npins];
    pthread_mutex_unlock(&pin_mu);
    if (!found)
        gw__bug("host_unregister of memory that is not registered");
}
static void fake_shutdown(void) {}

const GwBackend gw__fake_backend = {
    .name = "fake",
    .init = fake_init,
    .count = fake_count,
    .open = fake_open,
    .close = fake_close,
    .bind = fake_bind,
    .alloc = fake_alloc,
    .free = fake_free,
    .h2d = fake_h2d,
    .h2d_nowait = fake_h2d,
    .d2h = fake_d2h,
    .d2d = fake_d2d,
    .peer = fake_peer,
    .peer_async = fake_peer,
    .peer_access = fake_peer_access,
    .memset = fake_memset,
    .stream_new = fake_stream_new,
    .side_stream_new = fake_stream_new,
    .stream_free = fake_stream_free,
    .stream_sync = fake_stream_sync,
    .stream_done = fake_stream_done,
    .stream_wait = fake_stream_wait,
    .fence_new = fake_event_new,
    .event_free = fake_stream_free,
    .event_record = fake_event_record,
    .event_ms = fake_event_ms,
    .event_wait = fake_event_wait,
    .event_done = fake_event_done,
    .module_load = fake_module_load,
    .module_link = fake_module_link,
    .global = fake_global,
    .module_unload = fake_module_unload,
    .function = fake_function,
    .launch = fake_launch,
    .error_text = fake_error_text,
    .attr = fake_attr,
    .mem_info = fake_mem_info,
    .dev_extent = fake_dev_extent,
    .name_of = fake_name_of,
    .driver_version = fake_driver_version,
    .host_register = fake_host_register,
    .host_unregister = fake_host_unregister,
    .shutdown = fake_shutdown,
    .graph_build = fake_graph_build,
    .graph_set = fake_graph_set,
    .graph_launch = fake_graph_launch,
    .graph_free = fake_graph_free,
};
