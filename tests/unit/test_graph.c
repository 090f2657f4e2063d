/* test_graph.c: graphs of repeating launches (graph.c) on the fake device: the detector, edges
 * from footprints, the cache (hits, argument updates), flushes through the shim and at the
 * places the program may reach the device, each checked against the same steps on the host with
 * the fake device running each graph's nodes in a random order its edges allow. */
#include "rt.h"
#include "check.h"

#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define G gw__state.graph
#define N 64

/* ---- children: the runtime reads its environment once ---- */

static char err_text[8192];     /* the last child's stderr */

/* fn in a child, which must end with status `status`. */
static void in_child_status(void (*fn)(void), int status)
{
    char path[] = "/tmp/test-graph-err.XXXXXX";
    int fe = mkstemp(path);
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        dup2(fe, 2);
        passed = failed = 0;
        fn();
        printf("counts %d %d\n", passed, failed);
        fflush(stdout);
        _exit(failed ? 1 : 0);
    }
    int st = 0;
    waitpid(pid, &st, 0);
    CHECK(WIFEXITED(st) && WEXITSTATUS(st) == status);
    lseek(fe, 0, SEEK_SET);
    ssize_t n = read(fe, err_text, sizeof err_text - 1);
    err_text[n > 0 ? n : 0] = '\0';
    close(fe);
    unlink(path);
}

static void in_child(void (*fn)(void))
{
    in_child_status(fn, 0);
}

/* ---- kernels: fake ones, and the same on the host ---- */

static const gw_param p_inc[] = {{"double *x", "double *", "x", GW_P_PTR, 8, 0}};
static const gw_param p_axpy[] = {{"const double *x", "const double *", "x", GW_P_PTR, 8, 0},
                                  {"double *y", "double *", "y", GW_P_PTR, 8, 0},
                                  {"double a", "double", "a", GW_P_FLOAT, 8, 0}};
static const gw_param p_avg[] = {{"const double *s", "const double *", "s", GW_P_PTR, 8, 0},
                                 {"double *d", "double *", "d", GW_P_PTR, 8, 0}};
static gw_module fmod = {.image = "fake", .name = "t.c"};
static gw_kernel k_inc = {.module = &fmod, .name = "inc", .quiet = 1, .params = p_inc, .nparams = 1};
static gw_kernel k_inc2 = {.module = &fmod, .name = "inc2", .quiet = 1, .params = p_inc, .nparams = 1};
static gw_kernel k_axpy = {.module = &fmod, .name = "axpy", .quiet = 1, .params = p_axpy, .nparams = 3};
static gw_kernel k_avg = {.module = &fmod, .name = "avg", .quiet = 1, .params = p_avg, .nparams = 2};
static gw_kernel k_loud = {.module = &fmod, .name = "inc", .params = p_inc, .nparams = 1};   /* not quiet */

static void inc_host(double *x)
{
    for (int i = 0; i < N; i++)
        x[i] += 1;
}

static void axpy_host(const double *x, double *y, double a)
{
    for (int i = 0; i < N; i++)
        y[i] = 0.5 * y[i] + a * x[i];
}

static void avg_host(const double *s, double *d)
{
    for (int i = 0; i < N; i++)
        d[i] = (s[i ? i - 1 : 0] + s[i] + s[i < N - 1 ? i + 1 : i]) / 3;
}

static void inc_fake(void **a, const unsigned g[3], const unsigned b[3])
{
    inc_host(*(double **)a[0]);
}

static void axpy_fake(void **a, const unsigned g[3], const unsigned b[3])
{
    axpy_host(*(double **)a[0], *(double **)a[1], *(double *)a[2]);
}

static void avg_fake(void **a, const unsigned g[3], const unsigned b[3])
{
    avg_host(*(double **)a[0], *(double **)a[1]);
}

static const gw_site s_par = {"t.c", 20, "parallel loop"};
static const gw_site s_enter = {"t.c", 30, "enter data"};
static const gw_site s_update = {"t.c", 40, "update"};

/* Arrays on the host (h) and their device copies, named by d. */
static double h[8][N], ref[8][N];
static void *d[8];

static void setup(int n)
{
    gw__fake_kernel("inc", inc_fake);
    gw__fake_kernel("inc2", inc_fake);
    gw__fake_kernel("axpy", axpy_fake);
    gw__fake_kernel("avg", avg_fake);
    srand(7);
    for (int a = 0; a < n; a++) {
        for (int i = 0; i < N; i++)
            h[a][i] = ref[a][i] = (double)(rand() % 1000) / 7 + 1;
        gw_map m = {.host = h[a], .bytes = sizeof h[a], .kind = GW_MAP_COPYIN, .text = "h"};
        gw_enter_data(&s_enter, &m, 1, GW_ASYNC_SYNC);
        d[a] = m.dev;
    }
}

static void launch(gw_kernel *k, void **args)
{
    gw_launch(&s_par, k, 1, 1, 1, 32, 1, 1, 0, args, GW_ASYNC_SYNC);
}

static void inc(int a)
{
    void *args[] = {&d[a]};
    launch(&k_inc, args);
    inc_host(ref[a]);
}

static void axpy(int x, int y, double c)
{
    void *args[] = {&d[x], &d[y], &c};
    launch(&k_axpy, args);
    axpy_host(ref[x], ref[y], c);
}

static void avg(int s, int t)
{
    void *args[] = {&d[s], &d[t]};
    launch(&k_avg, args);
    avg_host(ref[s], ref[t]);
}

/* update self of every array, compared with the host's steps */
static int same(int n)
{
    int ok = 1;
    for (int a = 0; a < n; a++) {
        gw_map m = {.host = h[a], .bytes = sizeof h[a], .kind = GW_MAP_UPDATE_SELF, .text = "h"};
        memset(h[a], 0x5a, sizeof h[a]);        /* poisoned: the copy must fill it */
        gw_update(&s_update, &m, 1, GW_ASYNC_SYNC);
        ok = ok && !memcmp(h[a], ref[a], sizeof h[a]);
    }
    return ok;
}

static GwGraph *graph0(void)
{
    GwDevice *dv = &gw__state.devs[0];
    return dv->graphs.n ? dv->graphs.g[0] : NULL;
}

/* ---- the tests, each in a child ---- */

/* Period 1: armed at the third launch, then graphs of 16. */
static void t_period1(void)
{
    setup(1);
    for (int s = 0; s < 3; s++)
        inc(0);
    CHECK(G.period == 1 && G.reps == 16 && G.n == 0);
    for (int s = 0; s < 5; s++)
        inc(0);
    CHECK(G.n == 5 && gw__state.deferred >= 5);
    for (int s = 0; s < 11 + 16; s++)
        inc(0);
    CHECK(G.built == 1 && G.launched == 2 && G.hits == 1 && G.nodes == 32 && G.n == 0);
    CHECK(G.updates == 0);
    GwGraph *g = graph0();
    CHECK(g && g->n == 16 && g->sh[0].pred == 0 && g->sh[5].pred == (uint64_t)1 << 4);
    CHECK(same(1));
}

/* Period 3: A writes x, B reads x and writes y, C writes z: B after A,
 * C free, the next step's A after B (which reads what it writes). */
static void t_period3(void)
{
    setup(3);
    for (int s = 0; s < 3 + 11 + 11; s++) {
        inc(0);
        axpy(0, 1, 0.25);
        inc(2);
    }
    CHECK(G.period == 3 && G.reps == 11);
    CHECK(G.built == 1 && G.launched == 2 && G.nodes == 66 && G.n == 0);
    GwGraph *g = graph0();
    CHECK(g && g->n == 33);
    if (g) {
        CHECK(g->sh[0].pred == 0 && g->sh[1].pred == 1 && g->sh[2].pred == 0);
        CHECK(g->sh[3].pred == 2 && g->sh[4].pred == 8 && g->sh[5].pred == 4);
    }
    CHECK(same(3));
}

/* Eight independent arrays (bench/async/ind8.c): each launch after the one 8 before. */
static void t_ind8(void)
{
    setup(8);
    for (int s = 0; s < 3 + 4 * 5; s++)
        for (int a = 0; a < 8; a++)
            inc(a);
    /* one kernel: period 1 (its arguments are not its key), 2 steps a graph */
    CHECK(G.period == 1 && G.reps == 16 && G.built == 1 && G.launched == 11 && G.updates == 0);
    GwGraph *g = graph0();
    if (g)
        for (int i = 0; i < 16; i++)
            CHECK(g->sh[i].pred == (i < 8 ? 0 : (uint64_t)1 << (i - 8)));
    CHECK(same(8));
}

/* A value argument that changes every step: the graph is reused, its nodes updated. */
static void t_update(void)
{
    setup(2);
    for (int s = 0; s < 3 + 16 + 16; s++)
        axpy(0, 1, 0.01 * s);
    CHECK(G.built == 1 && G.hits == 1 && G.updates == 16);
    CHECK(same(2));
}

/* Jacobi: the pointers swap every step; 16 steps a graph, so every batch
 * has the arguments of the first: nothing to update. */
static void t_swap(void)
{
    setup(2);
    for (int s = 0; s < 3 + 16 * 3; s++)
        avg(s & 1, !(s & 1));
    CHECK(G.built == 1 && G.hits == 2 && G.updates == 0);
    GwGraph *g = graph0();
    if (g)
        for (int i = 1; i < 16; i++)
            CHECK(g->sh[i].pred == (uint64_t)1 << (i - 1));
    CHECK(same(2));
}

/* An update self in the middle of a batch queues the recorded launches
 * first; the next batch starts where batches start. */
static void t_flush_copy(void)
{
    setup(3);
    for (int s = 0; s < 3; s++) {
        inc(0);
        axpy(0, 1, 0.5);
        inc(2);
    }
    inc(0);
    axpy(0, 1, 0.5);
    CHECK(G.n == 2);
    CHECK(same(3));
    CHECK(G.n == 0 && G.flushed == 1 && G.flushed_nodes == 2 && G.period == 3);
    inc(2);                     /* the rest of the step: launched, not recorded */
    CHECK(G.n == 0);
    for (int s = 0; s < 11; s++) {
        inc(0);
        axpy(0, 1, 0.5);
        inc(2);
    }
    CHECK(G.built == 1 && G.launched == 1);
    CHECK(same(3));
}

/* A sequence that a launch breaks every 5 steps: found again as a longer period
 * (16 launches) once the period of 3 has failed 4 times. */
static void t_broken(void)
{
    setup(3);
    for (int s = 0; s < 60; s++) {
        inc(0);
        axpy(0, 1, 0.5);
        inc(2);
        if (s % 5 == 4)
            axpy(2, 0, 0.125);
    }
    CHECK(G.flushed >= 4 && G.built >= 1 && G.period == 16);
    CHECK(same(3));
}

/* Launches that cannot be recorded keep the loop from being armed. */
static void t_unrecordable(void)
{
    setup(2);
    for (int s = 0; s < 40; s++) {
        inc(0);
        void *args[] = {&d[1]};
        launch(&k_loud, args);
        inc_host(ref[1]);
    }
    CHECK(G.period == 0 && G.built == 0 && G.n == 0);
    CHECK(same(2));
}

/* An address in no block and no allocation: the launch waits for all and all for it. */
static double loose[N];
static void t_unknown(void)
{
    setup(2);
    void *p = loose;
    for (int s = 0; s < 3 + 11; s++) {
        inc(0);
        inc(1);
        void *args[] = {&p};
        launch(&k_inc2, args);
        inc_host(ref[7]);
    }
    GwGraph *g = graph0();
    CHECK(g && g->n == 33);
    if (g)
        CHECK(g->sh[0].pred == 0 && g->sh[1].pred == 0 && g->sh[2].pred == 3 && g->sh[3].pred == 4);
    CHECK(same(2) && !memcmp(loose, ref[7], sizeof loose));
}

/* Every shim entry that queues or waits, and gw_settle, queue an open batch first. */
static void t_shim(void)
{
    setup(2);
    for (int s = 0; s < 3; s++)
        inc(0);
    const GwBackend *be = gw__state.be;
    char buf[16] = {0};
    void *st = be->stream_new(), *ev = be->fence_new(), *mem = be->alloc(64);
    for (int step = 0; step < 12; step++) {
        G.early = 0;            /* no calming down after 4 early flushes here */
        inc(0);
        CHECK(G.n == 1);
        long before = G.flushed;
        switch (step) {
        case 0: be->h2d(mem, buf, 8, NULL); break;
        case 1: be->d2h(buf, mem, 8, NULL); break;
        case 2: be->d2d(mem, (char *)mem + 8, 8, NULL); break;
        case 3: be->memset(mem, 0, 8, st); break;
        case 4: be->stream_sync(st); break;
        case 5: be->stream_done(st); break;
        case 6: be->stream_wait(st, NULL); break;
        case 7: be->event_record(ev, st); break;
        case 8: be->event_done(ev); break;
        case 9: be->event_wait(st, ev); break;
        case 10: gw_settle(); break;
        case 11: acc_get_cuda_stream(1); break;
        }
        CHECK(G.n == 0 && G.flushed == before + 1);
    }
    inc(0);
    be->free(mem);
    CHECK(G.n == 0);
    CHECK(same(2));
}

/* A copy every step: batches never fill; after 4 flushed early, the loop
 * runs without recording for a while (no multiple of that period arms). */
static void t_calm(void)
{
    setup(2);
    for (int s = 0; s < 40; s++) {
        inc(0);
        inc(1);
        CHECK(same(1));
    }
    CHECK(G.flushed == 4 && G.period == 0 && G.built == 0 && G.calm_p == 1);
    CHECK(same(2));
}

/* GANGWAY_GRAPHS=0: no graphs, the same results. */
static void t_off(void)
{
    setup(3);
    for (int s = 0; s < 40; s++) {
        inc(0);
        axpy(0, 1, 0.5);
        inc(2);
    }
    CHECK(G.on == 0 && G.built == 0 && G.n == 0 && gw__state.be == gw__backend());
    CHECK(same(3));
}

static void t_mixed(void)
{
    setup(4);
    for (int s = 0; s < 90; s++) {
        inc(s % 2);
        axpy(s % 2, 2, 0.5);
        avg(2, 3);
        axpy(3, !(s % 2), 0.125);
        if (s % 13 == 12)        /* mid-batch, now and then */
            CHECK(same(4));
    }
    CHECK(G.built >= 1);
    CHECK(same(4));
}

/* As gwcc's regions make them (dep3): present and attach maps entered and
 * left around each launch, which queue nothing: no batch flushed early. */
static void region(int x, int y)
{
    double *hx = h[x], *hy = h[y];
    gw_map m[4] = {{.host = hx, .bytes = sizeof h[x], .kind = GW_MAP_PRESENT, .text = "x[0:n]"},
                   {.host = &hx, .bytes = sizeof hx, .kind = GW_MAP_ATTACH, .flags = GW_MF_IMPLICIT | GW_MF_SOFT},
                   {.host = hy, .bytes = sizeof h[y], .kind = GW_MAP_PRESENT, .text = "y[0:n]"},
                   {.host = &hy, .bytes = sizeof hy, .kind = GW_MAP_ATTACH, .flags = GW_MF_IMPLICIT | GW_MF_SOFT}};
    gw_data_enter(&s_par, m, 4, GW_ASYNC_SYNC);
    double c = 0.5;
    void *px = m[0].dev, *py = m[2].dev, *args[] = {&px, &py, &c};
    launch(&k_axpy, args);
    axpy_host(ref[x], ref[y], c);
    gw_data_exit(&s_par, m, 4, GW_ASYNC_SYNC);
}

static void t_regions(void)
{
    setup(3);
    for (int s = 0; s < 3 + 11 * 4; s++) {
        region(0, 1);
        region(1, 2);
        region(2, 0);
    }
    CHECK(G.period == 1 && G.launched == 8 && G.flushed == 0 && G.built == 1);   /* one kernel */
    CHECK(same(3));
}

/* a[16:32] mapped: the kernel gets the device address of a[0], outside the
 * block.  The construct's maps say which block it is; without them, unknown. */
static gw_kernel k_mid = {.module = &fmod, .name = "mid", .quiet = 1, .params = p_inc, .nparams = 1};

static void mid_host(double *x)
{
    for (int i = 16; i < 48; i++)
        x[i] += 1;
}

static void mid_fake(void **a, const unsigned g[3], const unsigned b[3])
{
    mid_host(*(double **)a[0]);
}

static void region_mid(int x, int with_maps)
{
    static const gw_site s_mid = {"t.c", 50, "parallel loop"}, s_bare = {"t.c", 60, "parallel loop"};
    gw_map m = {.host = h[x] + 16, .bytes = 32 * sizeof(double), .kind = GW_MAP_PRESENT, .text = "x[16:32]"};
    gw_data_enter(&s_mid, &m, 1, GW_ASYNC_SYNC);
    void *p = (char *)m.dev - 16 * sizeof(double), *args[] = {&p};
    gw_launch(with_maps ? &s_mid : &s_bare, &k_mid, 1, 1, 1, 32, 1, 1, 0, args, GW_ASYNC_SYNC);
    mid_host(ref[x]);
    gw_data_exit(&s_mid, &m, 1, GW_ASYNC_SYNC);
}

static void t_biased(void)
{
    setup(0);
    gw__fake_kernel("mid", mid_fake);
    for (int a = 0; a < 2; a++) {
        for (int i = 0; i < N; i++)
            h[a][i] = ref[a][i] = i + 0.5;
        gw_map m = {.host = h[a] + 16, .bytes = 32 * sizeof(double), .kind = GW_MAP_COPYIN, .text = "h[16:32]"};
        gw_enter_data(&s_enter, &m, 1, GW_ASYNC_SYNC);
    }
    for (int s = 0; s < 3 + 16; s++)
        region_mid(s % 2, 1);
    GwGraph *g = graph0();
    CHECK(g && g->n == 16 && g->sh[1].pred == 0 && g->sh[2].pred == 1 && g->sh[3].pred == 2);
    for (int s = 0; s < 3 + 16; s++)
        region_mid(s % 2, 0);
    GwDevice *dv = &gw__state.devs[0];
    g = dv->graphs.n == 2 ? dv->graphs.g[1] : NULL;
    CHECK(g && g->n == 16 && g->sh[1].pred == 1 && g->sh[2].pred == 2);
    for (int a = 0; a < 2; a++) {
        gw_map m = {.host = h[a] + 16, .bytes = 32 * sizeof(double), .kind = GW_MAP_UPDATE_SELF, .text = "h"};
        gw_update(&s_update, &m, 1, GW_ASYNC_SYNC);
        CHECK(!memcmp(h[a], ref[a], sizeof h[a]));
    }
}

/* A graph the device cannot build, or launch: its launches go one by one, graphs go off. */
static void *build_fails(const GwGraphNode *nodes, int n, int *err)
{
    *err = 2;
    return NULL;
}

static int launch_fails(void *exec, void *st)
{
    return 3;
}

static void broken_graphs(int launch)
{
    setup(3);
    static GwBackend be;
    be = *G.real;
    if (launch)
        be.graph_launch = launch_fails;
    else
        be.graph_build = build_fails;
    G.real = &be;
    for (int s = 0; s < 3 + 11 + 11; s++) {
        inc(0);
        axpy(0, 1, 0.25);
        inc(2);
    }
    CHECK(G.on == 0 && G.launched == 0 && G.n == 0 && G.why_off[0]);
    CHECK(same(3));
}

static void t_build_fails(void)
{
    broken_graphs(0);
}

static void t_launch_fails(void)
{
    broken_graphs(1);
}

/* A fault found when the host waits names the kernels, the graphs among them. */
static int sync_fails(void *st)
{
    return 1;
}

static void t_fault(void)
{
    setup(1);
    for (int s = 0; s < 3 + 16 + 2; s++)
        inc(0);
    static GwBackend be;
    be = *gw__state.be;
    be.stream_sync = sync_fails;
    gw__state.be = &be;
    gw_settle();
    CHECK(!"gw_settle reports the failure and exits");
}

int main(void)
{
    setenv("GANGWAY_FAKE_DEVICE", "1", 1);
    unsetenv("GANGWAY_NUM_DEVICES");
    unsetenv("GANGWAY_GRAPHS");
    in_child(t_period1);
    in_child(t_period3);
    in_child(t_ind8);
    in_child(t_update);
    in_child(t_swap);
    in_child(t_flush_copy);
    in_child(t_broken);
    in_child(t_unrecordable);
    in_child(t_unknown);
    in_child(t_shim);
    in_child(t_regions);
    in_child(t_biased);
    in_child(t_calm);
    in_child(t_build_fails);
    in_child(t_launch_fails);
    in_child_status(t_fault, 1);
    CHECK(strstr(err_text, "kernel 'inc', or one of the 20 launched before it (16 of them in graphs, the "
                 "last of the repeating sequence from 'inc' to 'inc'; GANGWAY_GRAPHS=0 launches each alone), "
                 "failed") != NULL);
    if (!strstr(err_text, "of them in graphs"))
        printf("  stderr: %s\n", err_text);
    char seed[16];
    for (int i = 1; i <= 8; i++) {      /* other orders the edges allow */
        snprintf(seed, sizeof seed, "%d", i * 7919);
        setenv("GANGWAY_FAKE_GRAPH_SEED", seed, 1);
        in_child(t_period3);
        in_child(t_swap);
        in_child(t_mixed);
    }
    unsetenv("GANGWAY_FAKE_GRAPH_SEED");
    setenv("GANGWAY_GRAPHS", "0", 1);
    in_child(t_off);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
