/* test_prof.c: the instruments (prof.c) through the ABI, on the fake device and on the host:
 * acc_prof.h's events in order with their records, registration and toggles, the program's own
 * acc_register_library, GANGWAY_NOTIFY's lines, and NVTX ranges through NVTX's static injection. */
#include "rt.h"
#include "check.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* ---- children: the runtime reads its environment once ---- */

typedef struct Child {
    int status;
    char out[65536], err[65536];
} Child;

static void slurp(int fd, char *buf, size_t cap)
{
    size_t n = 0;
    ssize_t r;
    while (n + 1 < cap && (r = read(fd, buf + n, cap - 1 - n)) > 0)
        n += (size_t)r;
    buf[n] = '\0';
    char junk[256];
    while (read(fd, junk, sizeof junk) > 0)
        ;
}

/* fn in a child with stdout and stderr to files (no pipe to fill up). */
static void in_child(Child *c, void (*fn)(void))
{
    char out[] = "/tmp/test-prof-out.XXXXXX", err[] = "/tmp/test-prof-err.XXXXXX";
    int fo = mkstemp(out), fe = mkstemp(err);
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid == 0) {
        dup2(fo, 1);
        dup2(fe, 2);
        passed = failed = 0;
        fn();
        printf("counts %d %d\n", passed, failed);
        fflush(stdout);
        exit(0);
    }
    int st = 0;
    waitpid(pid, &st, 0);
    c->status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
    lseek(fo, 0, SEEK_SET);
    lseek(fe, 0, SEEK_SET);
    slurp(fo, c->out, sizeof c->out);
    slurp(fe, c->err, sizeof c->err);
    close(fo);
    close(fe);
    unlink(out);
    unlink(err);
    const char *p = strstr(c->out, "counts ");
    int pn = 0, fn_ = 0;
    if (p && sscanf(p, "counts %d %d", &pn, &fn_) == 2)
        passed += pn, failed += fn_;
    else
        CHECK(!"the child ran to its end");
    for (const char *l = c->out; (l = strstr(l, "FAIL ")); l++) {
        const char *e = strchr(l, '\n');
        printf("%.*s (in a child)\n", (int)(e ? e - l : (long)strlen(l)), l);
        failed += p && l > p;   /* after its count: in an exit handler */
    }
}

static int has(const char *s, const char *sub)
{
    if (strstr(s, sub))
        return 1;
    printf("  expected \"%s\" in:\n%s\n", sub, s);
    return 0;
}

/* ---- the log the callbacks write ---- */

static char events[32768];     /* one line an event */
static size_t nevents;

static void logf_(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void logf_(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(events + nevents, sizeof events - nevents, fmt, ap);
    va_end(ap);
    if (n > 0 && nevents + (size_t)n < sizeof events)
        nevents += (size_t)n;
}

static const char *const ev_names[acc_ev_last] = {
    "none", "device_init_start", "device_init_end", "device_shutdown_start", "device_shutdown_end",
    "runtime_shutdown", "create", "delete", "alloc", "free", "enter_data_start", "enter_data_end",
    "exit_data_start", "exit_data_end", "update_start", "update_end", "compute_construct_start",
    "compute_construct_end", "enqueue_launch_start", "enqueue_launch_end", "enqueue_upload_start",
    "enqueue_upload_end", "enqueue_download_start", "enqueue_download_end", "wait_start", "wait_end",
};

static int is_data(int ev)
{
    return (ev >= acc_ev_create && ev <= acc_ev_free) || (ev >= acc_ev_enqueue_upload_start
                                                          && ev <= acc_ev_enqueue_download_end);
}

/* What every event carries, checked here; the rest logged. */
static void rec(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai)
{
    int ev = pi->event_type;
    int data = is_data(ev), launch = ev == acc_ev_enqueue_launch_start || ev == acc_ev_enqueue_launch_end;
    CHECK(pi->valid_bytes == 72 && pi->version == 202211 && ei->event_type == pi->event_type);
    CHECK(ei->other_event.valid_bytes == (data ? 56 : launch ? 56 : 24));
    CHECK(ai->valid_bytes == 40 && ai->device_type == pi->device_type && ai->vendor == -1);
    CHECK(pi->device_type == acc_device_host ? ai->device_api == acc_device_api_none && !ai->device_handle
                                             : ai->device_api == acc_device_api_other
                                                   && *(const int *)ai->device_handle == pi->device_number);
    CHECK(pi->thread_id > 0);
    if (ev == acc_ev_runtime_shutdown) {      /* after the child's checks: straight out */
        printf("runtime_shutdown seen\n");
        return;
    }
    logf_("%s %s%d async=%zd q=%zd %s:%d c=%d i=%d", ev_names[ev],
          pi->device_type == acc_device_host ? "host" : "dev", pi->device_number, pi->async, pi->async_queue,
          pi->src_file ? pi->src_file : "-", pi->line_no, ei->other_event.parent_construct,
          ei->other_event.implicit);
    if (data)
        logf_(" var=%s bytes=%zu", ei->data_event.var_name ? ei->data_event.var_name : "-",
              ei->data_event.bytes);
    if (launch)
        logf_(" kernel=%s gangs=%zu workers=%zu vector=%zu", ei->launch_event.kernel_name,
              ei->launch_event.num_gangs, ei->launch_event.num_workers, ei->launch_event.vector_length);
    logf_("\n");
}

static void reg_all(acc_prof_reg reg)
{
    for (int e = 1; e < acc_ev_last; e++)
        reg((acc_event_t)e, rec, acc_reg);
}

/* Static registration (OpenACC 3.3 5.3.2): the runtime calls the program's
 * own acc_register_library at its start; TEST_PROF_LIB=1 makes this one register. */
static int lib_called;
void acc_register_library(acc_prof_reg reg, acc_prof_reg unreg, acc_prof_lookup_func lookup)
{
    lib_called++;
    if (getenv("TEST_PROF_LIB") && reg && unreg && lookup && !lookup("acc_anything"))
        reg_all(reg);
}

/* The event names of the log, one line, for exact sequences. */
static const char *names(void)
{
    static char out[8192];
    size_t n = 0;
    out[0] = '\0';
    for (const char *l = events; *l && n + 64 < sizeof out;) {
        const char *sp = strchr(l, ' '), *nl = strchr(l, '\n');
        if (!sp || !nl)
            break;
        n += (size_t)snprintf(out + n, sizeof out - n, "%s%.*s", n ? " " : "", (int)(sp - l), l);
        l = nl + 1;
    }
    return out;
}

static int names_are(const char *want)
{
    if (!strcmp(names(), want))
        return 1;
    printf("  events:   %s\n  expected: %s\n", names(), want);
    return 0;
}

static void env(const char *fake, const char *type)
{
    unsetenv("GANGWAY_NUM_DEVICES");
    unsetenv("GANGWAY_NOTIFY");
    unsetenv("ACC_PROFLIB");
    unsetenv("NVTX_INJECTION64_PATH");
    unsetenv("TEST_NVTX");
    if (fake)
        setenv("GANGWAY_FAKE_DEVICE", fake, 1);
    else
        unsetenv("GANGWAY_FAKE_DEVICE");
    if (type)
        setenv("ACC_DEVICE_TYPE", type, 1);
    else
        unsetenv("ACC_DEVICE_TYPE");
}

static gw_map item(void *h, size_t bytes, int kind, const char *text)
{
    return (gw_map){.host = h, .bytes = bytes, .kind = kind, .text = text};
}

static const gw_site s_data = {"t.c", 10, "data"};
static const gw_site s_update = {"t.c", 12, "update"};
static const gw_site s_par = {"t.c", 20, "parallel loop"};
static const gw_site s_enter = {"t.c", 30, "enter data"};
static const gw_site s_exit = {"t.c", 40, "exit data"};
static const gw_site s_wait = {"t.c", 35, "wait"};

/* ---- a data region, an update and their copies ---- */

static double a[100], b[50];

static void child_data(void)
{
    CHECK(lib_called == 0);
    gw_map m[2] = {item(a, sizeof a, GW_MAP_COPYIN, "a[0:n]"), item(b, sizeof b, GW_MAP_CREATE, "b[0:50]")};
    gw_data_enter(&s_data, m, 2, GW_ASYNC_SYNC);
    CHECK(lib_called == 1);     /* at the runtime's start, once */
    gw_map u = item(b, sizeof b, GW_MAP_UPDATE_SELF, "b[0:50]");
    gw_update(&s_update, &u, 1, GW_ASYNC_SYNC);
    gw_data_exit(&s_data, m, 2, GW_ASYNC_SYNC);
    CHECK(names_are("device_init_start device_init_end enter_data_start alloc create enqueue_upload_start "
                    "enqueue_upload_end alloc create enter_data_end update_start enqueue_download_start "
                    "enqueue_download_end update_end exit_data_start delete free delete free exit_data_end"));
    CHECK(has(events, "enter_data_start dev0 async=-2 q=-2 t.c:10 c=3 i=0\n"));
    CHECK(has(events, "enqueue_upload_start dev0 async=-2 q=-2 t.c:10 c=3 i=0 var=a[0:n] bytes=800\n"));
    CHECK(has(events, "alloc dev0 async=-2 q=-2 t.c:10 c=3 i=0 var=b[0:50] bytes=400\n"));
    CHECK(has(events, "enqueue_download_start dev0 async=-2 q=-2 t.c:12 c=12 i=0 var=b[0:50] bytes=400\n"));
    CHECK(has(events, "delete dev0 async=-2 q=-2 t.c:10 c=3 i=0 var=b[0:50] bytes=400\n"));
    CHECK(has(events, "free dev0 async=-2 q=-2 t.c:10 c=3 i=0 var=- bytes=800\n"));
}

/* ---- a compute construct with a reduction, async work and a wait ---- */

static void sum_host(void **args, const unsigned grid[3], const unsigned block[3])
{
    const double *x = *(double **)args[0];
    double *red = *(double **)args[1];
    for (int i = 0; i < 100; i++)
        *red += x[i];
}

static gw_module fmod = {.image = "fake", .name = "t.c"};
static gw_kernel ksum = {.module = &fmod, .name = "t_L20"};

static void compute(void)
{
    gw_map m = item(a, sizeof a, GW_MAP_COPYIN, "a");
    gw_data_enter(&s_par, &m, 1, GW_ASYNC_SYNC);
    double init = 0, out = 0;
    void *gout = NULL, *gred = gw_red_begin(&init, sizeof init, GW_ASYNC_SYNC, &gout), *da = m.dev;
    void *args[2] = {&da, &gred};
    gw_launch(&s_par, &ksum, 3, 1, 1, 32, 4, 1, 0, args, GW_ASYNC_SYNC);
    gw_red_end(&out, sizeof out, GW_ASYNC_SYNC);
    gw_data_exit(&s_par, &m, 1, GW_ASYNC_SYNC);
    CHECK(out == 4950);
}

static void child_compute(void)
{
    for (int i = 0; i < 100; i++)
        a[i] = i;
    gw__fake_kernel("t_L20", sum_host);
    compute();
    CHECK(names_are("device_init_start device_init_end compute_construct_start enter_data_start alloc create "
                    "enqueue_upload_start enqueue_upload_end enter_data_end alloc enqueue_launch_start "
                    "enqueue_launch_end exit_data_start delete free exit_data_end compute_construct_end"));
    CHECK(has(events, "compute_construct_start dev0 async=-2 q=-2 t.c:20 c=0 i=0\n"));
    CHECK(has(events, "enter_data_start dev0 async=-2 q=-2 t.c:20 c=0 i=1\n"));
    CHECK(has(events, "enqueue_upload_start dev0 async=-2 q=-2 t.c:20 c=0 i=1 var=a bytes=800\n"));
    CHECK(has(events, "enqueue_launch_start dev0 async=-2 q=-2 t.c:20 c=0 i=1 kernel=t_L20 gangs=3 "
                      "workers=4 vector=32\n"));
    /* async: an enter data and an update on queue 2, then a wait for it */
    nevents = 0;
    events[0] = '\0';
    gw_map e = item(b, sizeof b, GW_MAP_COPYIN, "b[0:50]");
    gw_enter_data(&s_enter, &e, 1, 2);
    gw_map u = item(b, sizeof b, GW_MAP_UPDATE_DEVICE, "b[0:50]");
    gw_update(&s_update, &u, 1, 2);
    int q = 2;
    gw_wait(&s_wait, &q, 1, GW_ASYNC_SYNC);
    gw_map x = item(b, sizeof b, GW_MAP_DELETE, "b[0:50]");
    gw_exit_data(&s_exit, &x, 1, acc_async_noval);
    gw_wait(&s_wait, NULL, 0, GW_ASYNC_SYNC);
    CHECK(names_are("enter_data_start alloc create enqueue_upload_start enqueue_upload_end enter_data_end "
                    "update_start enqueue_upload_start enqueue_upload_end update_end wait_start wait_end "
                    "exit_data_start delete free exit_data_end wait_start wait_end"));
    CHECK(has(events, "enter_data_start dev0 async=2 q=2 t.c:30 c=4 i=0\n"));
    CHECK(has(events, "enqueue_upload_start dev0 async=2 q=2 t.c:12 c=12 i=0 var=b[0:50] bytes=400\n"));
    CHECK(has(events, "wait_start dev0 async=2 q=2 t.c:35 c=14 i=0\n"));
    CHECK(has(events, "exit_data_start dev0 async=-1 q=-1 t.c:40 c=5 i=0\n"));
    CHECK(has(events, "wait_start dev0 async=-2 q=-2 t.c:35 c=14 i=0\n"));
}

/* ---- the host: regions, and the host version of a compute construct ---- */

static void child_host(void)
{
    gw_map m = item(a, sizeof a, GW_MAP_COPY, "a");
    gw_data_enter(&s_data, &m, 1, GW_ASYNC_SYNC);
    CHECK(gw_active() == 0);
    gw_host_compute(&s_par, 3, 0);
    gw_host_compute(&s_par, 3, 1);
    gw_data_exit(&s_data, &m, 1, GW_ASYNC_SYNC);
    int q = 3;
    gw_wait(&s_wait, &q, 1, GW_ASYNC_SYNC);     /* nothing to wait for on the host */
    CHECK(names_are("enter_data_start enter_data_end compute_construct_start compute_construct_end "
                    "exit_data_start exit_data_end"));
    CHECK(has(events, "compute_construct_start host0 async=3 q=3 t.c:20 c=0 i=0\n"));
    CHECK(has(events, "enter_data_start host0 async=-2 q=-2 t.c:10 c=3 i=0\n"));
}

/* ---- a split launch on a group of 2: one launch a member ---- */

static double x[256];

static void part_host(void **args, const unsigned grid[3], const unsigned block[3]) {}

static void child_split(void)
{
    static gw_kernel kpart = {.module = &fmod, .name = "t_L50", .quiet = 1};
    static const gw_site ks = {"t.c", 50, "parallel loop"};
    static const gw_split_range r[] = {{"x", GW_SR_READ}};
    static const int p[] = {0};
    const gw_split plan = {GW_SPLIT_LOOP, NULL, 1, 0, 1, p, 1, r, -1, 0, NULL};
    gw__fake_kernel("t_L50", part_host);
    gw_map m = item(x, sizeof x, GW_MAP_COPYIN, "x");
    gw_data_enter(&ks, &m, 1, GW_ASYNC_SYNC);
    long long lo, hi;
    void *dx = m.dev, *args[3] = {&dx, &lo, &hi};
    gw_split_val v = {x, sizeof *x, 1, 0, 0};
    nevents = 0;
    events[0] = '\0';
    gw_launch_split(&ks, &kpart, 4, 1, 1, 64, 1, 1, 0, args, GW_ASYNC_SYNC, &plan, 256, 64, &v);
    gw_data_exit(&ks, &m, 1, GW_ASYNC_SYNC);
    CHECK(has(events, "enqueue_launch_start dev0 async=-2 q=-2 t.c:50 c=0 i=1 kernel=t_L50 gangs=2 "));
    CHECK(has(events, "enqueue_launch_start dev1 async=-2 q=-2 t.c:50 c=0 i=1 kernel=t_L50 gangs=2 "));
    const char *s0 = strstr(events, "enqueue_launch_start dev0");
    const char *s1 = strstr(events, "enqueue_launch_start dev1");
    const char *e0 = strstr(events, "enqueue_launch_end dev0"), *e1 = strstr(events, "enqueue_launch_end dev1");
    CHECK(s0 && s1 && e0 && e1 && s0 < s1 && s1 < e1 && e1 < e0);     /* nested */
}

/* ---- registration: another callback, toggles, unregistering ---- */

static int seen2, started;
static void rec2(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai)
{
    seen2++;
    if (pi->event_type == acc_ev_update_start)
        ei->other_event.tool_info = &seen2, started = 1;
    if (pi->event_type == acc_ev_update_end)    /* from its start event, when that ran */
        CHECK(ei->other_event.tool_info == (started ? &seen2 : NULL));
    if (pi->event_type == acc_ev_update_end)
        started = 0;
}

static void one_update(void)
{
    gw_map u = item(b, sizeof b, GW_MAP_UPDATE_DEVICE, "b");
    gw_update(&s_update, &u, 1, GW_ASYNC_SYNC);
}

static void child_register(void)
{
    CHECK(gw__state.prof.on == 0);      /* nothing registered yet */
    acc_copyin(b, sizeof b);
    CHECK(gw__state.prof.on == 0);
    acc_prof_register(acc_ev_update_start, rec2, acc_reg);
    acc_prof_register(acc_ev_update_end, rec2, acc_reg);
    acc_prof_register(acc_ev_update_end, rec2, acc_reg);        /* once: called once */
    CHECK(gw__state.prof.on == GW_PROF_CALLBACKS);
    one_update();
    CHECK(seen2 == 2);
    acc_prof_unregister(acc_ev_update_start, rec2, acc_toggle);
    one_update();
    CHECK(seen2 == 3);
    acc_prof_register(acc_ev_none, NULL, acc_toggle);           /* all back on */
    acc_prof_unregister(acc_ev_none, NULL, acc_toggle_per_thread);
    one_update();
    CHECK(seen2 == 3);
    acc_prof_register(acc_ev_none, NULL, acc_toggle_per_thread);
    one_update();
    CHECK(seen2 == 5);
    acc_prof_unregister(acc_ev_update_start, rec2, acc_reg);
    acc_prof_unregister(acc_ev_update_end, rec2, acc_reg);
    CHECK(gw__state.prof.on == 0);
    one_update();
    CHECK(seen2 == 5);
    acc_prof_register((acc_event_t)99, rec2, acc_reg);          /* warns, does nothing */
    CHECK(gw__state.prof.on == 0);
    acc_delete(b, sizeof b);
}

/* ---- GANGWAY_NOTIFY ---- */

static void child_notify(void)
{
    for (int i = 0; i < 100; i++)
        a[i] = i;
    gw__fake_kernel("t_L20", sum_host);
    gw_map m = item(b, sizeof b, GW_MAP_COPYIN, "b[0:50]");
    gw_data_enter(&s_data, &m, 1, GW_ASYNC_SYNC);
    compute();
    gw_map u = item(b, sizeof b, GW_MAP_UPDATE_SELF, "b[0:50]");
    gw_update(&s_update, &u, 1, 1);
    int q = 1;
    gw_wait(&s_wait, &q, 1, GW_ASYNC_SYNC);
    gw_data_exit(&s_data, &m, 1, GW_ASYNC_SYNC);
}

/* ---- NVTX: a tool linked in through InitializeInjectionNvtx2_fnptr ---- */

static char ranges[4096];
static int depth;

static int push_a(const char *name)
{
    size_t n = strlen(ranges);
    snprintf(ranges + n, sizeof ranges - n, "push %s\n", name);
    return depth++;
}

static int pop(void)
{
    size_t n = strlen(ranges);
    snprintf(ranges + n, sizeof ranges - n, "pop\n");
    return --depth;
}

typedef const void *(*GetTable)(uint32_t);
typedef struct { size_t size; int (*get_module)(int, GwNvtxFn ***, unsigned *); } Callbacks;

static int nvtx_init(GetTable get)
{
    if (!getenv("TEST_NVTX"))
        return 0;               /* a tool that declines: no ranges */
    const Callbacks *cb = get(1);
    GwNvtxFn **core = NULL;
    unsigned size = 0;
    if (!cb || cb->size < sizeof *cb || !cb->get_module(1, &core, &size) || size < 12)
        return 0;
    GwNvtxFn **cuda = NULL;
    unsigned csize = 0;
    CHECK(cb->get_module(2, &cuda, &csize) && csize == 9 && !cuda[0] && cuda[1] && !cuda[9]);
    CHECK(!cb->get_module(7, &cuda, &csize));
    *core[9] = (GwNvtxFn)push_a;
    *core[11] = (GwNvtxFn)pop;
    return 1;
}
int (*InitializeInjectionNvtx2_fnptr)(GetTable) = nvtx_init;

static void child_nvtx(void)
{
    CHECK(gw__state.prof.on == 0);
    for (int i = 0; i < 100; i++)
        a[i] = i;
    gw__fake_kernel("t_L20", sum_host);
    gw_map m = item(b, sizeof b, GW_MAP_COPYIN, "b[0:50]");
    gw_data_enter(&s_data, &m, 1, GW_ASYNC_SYNC);
    CHECK(gw__state.prof.on == GW_PROF_NVTX);
    compute();
    gw_map u = item(b, sizeof b, GW_MAP_UPDATE_SELF, "b[0:50]");
    gw_update(&s_update, &u, 1, GW_ASYNC_SYNC);
    gw_data_exit(&s_data, &m, 1, GW_ASYNC_SYNC);
    CHECK(depth == 0);
    CHECK(!strcmp(ranges, "push t.c:10 upload b[0:50]\npop\npush t.c:20 parallel loop\n"
                          "push t.c:20 upload a\npop\npop\npush t.c:12 download b[0:50]\npop\n")
          || !printf("%s", ranges));
}

static void child_nvtx_off(void)
{
    acc_copyin(b, sizeof b);
    CHECK(gw__state.prof.on == 0 && !gw__state.prof.nvtx);      /* the tool declined */
    acc_delete(b, sizeof b);
}

int main(void)
{
    Child c;
    env("1", NULL);
    setenv("TEST_PROF_LIB", "1", 1);
    in_child(&c, child_data);
    CHECK(has(c.out, "counts") && has(c.out, "runtime_shutdown seen"));
    /* the shutdown after the child's last check: its device's shutdown events first */
    in_child(&c, child_compute);
    env(NULL, "host");
    in_child(&c, child_host);
    CHECK(has(c.out, "runtime_shutdown seen"));
    env("2", NULL);
    setenv("GANGWAY_NUM_DEVICES", "2", 1);
    setenv("GANGWAY_SPLIT", "always", 1);
    in_child(&c, child_split);
    unsetenv("GANGWAY_SPLIT");
    unsetenv("TEST_PROF_LIB");

    env("1", NULL);
    in_child(&c, child_register);
    CHECK(has(c.err, "acc_prof_register: event 99, registration 0: not an acc_event_t"));

    env("1", NULL);
    setenv("GANGWAY_NOTIFY", "31", 1);
    in_child(&c, child_notify);
    CHECK(has(c.err, "gangway: begin data construct at t.c:10 device=0 async=sync\n"));
    CHECK(has(c.err, "gangway: alloc 400 bytes for b[0:50] at t.c:10 (data construct) device=0 dev=0x"));
    CHECK(has(c.err, "gangway: upload 'b[0:50]' 400 bytes at t.c:10 (data construct) device=0 async=sync\n"));
    CHECK(has(c.err, "gangway: begin parallel loop construct at t.c:20 device=0 async=sync\n"));
    CHECK(has(c.err, "gangway: launch kernel t_L20 at t.c:20 (parallel loop construct) device=0 grid=3x1x1 "
                     "block=32x4x1 shared=0 async=sync\n"));
    CHECK(has(c.err, "gangway: end parallel loop construct at t.c:20 device=0 async=sync\n"));
    CHECK(has(c.err, "gangway: update directive at t.c:12 device=0 async=1\n"));
    CHECK(has(c.err, "gangway: download 'b[0:50]' 400 bytes at t.c:12 (update directive) device=0 async=1\n"));
    CHECK(has(c.err, "gangway: wait for queue 1 at t.c:35 (wait directive) device=0\n"));
    CHECK(has(c.err, "gangway: free 400 bytes at t.c:10 (data construct) device=0 dev=0x"));
    CHECK(has(c.err, "gangway: end data construct at t.c:10 device=0 async=sync\n"));
    setenv("GANGWAY_NOTIFY", "2", 1);
    in_child(&c, child_notify);
    CHECK(has(c.err, "gangway: upload 'b[0:50]'") && !strstr(c.err, "gangway: begin")
          && !strstr(c.err, "gangway: launch") && !strstr(c.err, "gangway: alloc"));
    setenv("GANGWAY_NOTIFY", "lots", 1);
    in_child(&c, child_register);
    CHECK(has(c.err, "GANGWAY_NOTIFY='lots' is not a sum of 1 (launches)"));

    env("1", NULL);
    setenv("TEST_NVTX", "1", 1);
    in_child(&c, child_nvtx);
    unsetenv("TEST_NVTX");
    in_child(&c, child_nvtx_off);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
