/* prof.c: the instruments: GANGWAY_NOTIFY lines, the OpenACC profiling interface, NVTX ranges. */
#include "rt.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#define S gw__state
#define P gw__state.prof

/* Which instruments are on is decided at init (GANGWAY_NOTIFY, ACC_PROFLIB,
 * NVTX_INJECTION64_PATH) and when a tool registers or unregisters: the
 * hooks in rt.h test P.on alone, so a program with none pays a load and a
 * branch an event.  The events come from data.c (regions, create, delete,
 * uploads, downloads), pool.c (alloc, free), launch.c, split.c and pacc.c
 * (launches), queue.c (waits), init.c (devices, shutdown) and acc_data.c
 * (the data routines). */

/* A program or LD_PRELOADed library that defines acc_register_library
 * registers itself (OpenACC 3.3 5.3.2); without one this is NULL. */
extern __typeof__(acc_register_library) acc_register_library __attribute__((weak));

/* NVTX's static injection: a program links a tool in by defining this. */
typedef int (*GwNvtxInit)(const void *(*get_export_table)(uint32_t id));
extern GwNvtxInit InitializeInjectionNvtx2_fnptr __attribute__((weak));

static void update_on(void)
{
    int n = 0;
    for (int e = 0; e < acc_ev_last; e++)
        n += P.ncb[e];
    P.on = (P.notify ? GW_PROF_NOTIFY : 0) | (n ? GW_PROF_CALLBACKS : 0) | (P.nvtx ? GW_PROF_NVTX : 0);
}

/* ---- registration (OpenACC 3.3 5.4) ---- */

static int cb_find(int ev, acc_prof_callback cb)
{
    for (int i = 0; i < P.ncb[ev]; i++)
        if (P.cb[ev][i].fn == cb)
            return i;
    return -1;
}

static void cb_add(int ev, acc_prof_callback cb)
{
    if (!cb || cb_find(ev, cb) >= 0)
        return;         /* registered once: called once */
    if (P.ncb[ev] == GW_PROF_CBS) {
        fprintf(stderr, "gangway: warning: acc_prof_register: event %d already has %d callbacks; "
                "this one is not registered\n", ev, GW_PROF_CBS);
        return;
    }
    P.cb[ev][P.ncb[ev]].fn = cb;
    P.cb[ev][P.ncb[ev]++].off = 0;
}

static void cb_remove(int ev, acc_prof_callback cb)
{
    int i = cb_find(ev, cb);
    if (i < 0)
        return;
    memmove(&P.cb[ev][i], &P.cb[ev][i + 1], (size_t)(P.ncb[ev] - i - 1) * sizeof P.cb[ev][0]);
    P.ncb[ev]--;
}

/* acc_toggle: cb (every callback of ev when NULL) on or off. */
static void cb_toggle(int ev, acc_prof_callback cb, int on)
{
    for (int i = 0; i < P.ncb[ev]; i++)
        if (!cb || P.cb[ev][i].fn == cb)
            P.cb[ev][i].off = !on;
}

static void reg(acc_event_t ev, acc_prof_callback cb, acc_register_t info, int on, const char *who)
{
    pthread_mutex_lock(&S.lock);
    if (info == acc_toggle_per_thread) {
        gw__thread.prof_off = !on;
    } else if (info == acc_toggle && ev == acc_ev_none) {
        for (int e = 1; e < acc_ev_last; e++)
            cb_toggle(e, cb, on);
    } else if ((int)ev <= acc_ev_none || (int)ev >= acc_ev_last || (info != acc_reg && info != acc_toggle)) {
        fprintf(stderr, "gangway: warning: %s: event %d, registration %d: not an acc_event_t and "
                "acc_register_t of acc_prof.h; ignored\n", who, (int)ev, (int)info);
    } else if (info == acc_toggle) {
        cb_toggle(ev, cb, on);
    } else if (on) {
        cb_add(ev, cb);
    } else {
        cb_remove(ev, cb);
    }
    update_on();
    pthread_mutex_unlock(&S.lock);
}

void acc_prof_register(acc_event_t ev, acc_prof_callback cb, acc_register_t info)
{
    reg(ev, cb, info, 1, "acc_prof_register");
}

void acc_prof_unregister(acc_event_t ev, acc_prof_callback cb, acc_register_t info)
{
    reg(ev, cb, info, 0, "acc_prof_unregister");
}

/* No inquiry functions (OpenACC 3.3 5.4.4 leaves them to the implementation). */
acc_query_fn acc_prof_lookup(const char *name)
{
    return NULL;
}

/* ---- NVTX: the v3 injection protocol, without NVTX's headers ----
 * A program built with NVTX v3's headers loads the library that
 * NVTX_INJECTION64_PATH names (Nsight Systems sets it) and calls its
 * InitializeInjectionNvtx2 with a function that returns the export tables;
 * the tool then writes its functions into the slots of each module's table.
 * libgangway does the same as one more such program: ranges appear under
 * nsys with no NVTX library installed (CUDA 13 ships none). */

enum { NVTX_ETID_CALLBACKS = 1, NVTX_ETID_VERSIONINFO = 3 };
enum { NVTX_CORE_RANGE_PUSH_A = 9, NVTX_CORE_RANGE_POP = 11 };    /* module 1's slots */

static const int nvtx_sizes[GW_NVTX_MODULES] = {0, 16, 9, 15, 7, 16, 7};

static int nvtx_module(int module, GwNvtxFn ***table, unsigned *size)
{
    if (module < 1 || module >= GW_NVTX_MODULES)
        return 0;
    if (table)
        *table = &P.nt.table[P.nt.at[module]];
    if (size)
        *size = (unsigned)P.nt.n[module];
    return 1;
}

static void nvtx_set_version(uint32_t v) {}

static const void *nvtx_export_table(uint32_t id)
{
    if (id == NVTX_ETID_CALLBACKS)
        return &P.nt.callbacks;
    if (id == NVTX_ETID_VERSIONINFO)
        return &P.nt.version;
    return NULL;
}

static void nvtx_tables(void)
{
    int at = 0;
    for (int m = 1; m < GW_NVTX_MODULES; m++) {
        P.nt.at[m] = at;
        P.nt.n[m] = nvtx_sizes[m];
        for (int i = 1; i < nvtx_sizes[m]; i++)
            P.nt.table[at + i] = &P.nt.slot[at + i];
        at += nvtx_sizes[m] + 1;
    }
    P.nt.callbacks.size = sizeof P.nt.callbacks;
    P.nt.callbacks.get_module = nvtx_module;
    P.nt.version.size = sizeof P.nt.version;
    P.nt.version.version = 3;
    P.nt.version.set_version = nvtx_set_version;
}

static void nvtx_load(void)
{
    GwNvtxInit init = &InitializeInjectionNvtx2_fnptr ? InitializeInjectionNvtx2_fnptr : NULL;
    const char *path = getenv("NVTX_INJECTION64_PATH");
    if (!init && path && *path) {
        void *lib = dlopen(path, RTLD_LAZY);
        init = lib ? (GwNvtxInit)(uintptr_t)dlsym(lib, "InitializeInjectionNvtx2") : NULL;
        if (!init)
            fprintf(stderr, "gangway: warning: NVTX_INJECTION64_PATH=%s: %s; no NVTX ranges\n", path,
                    lib ? "it has no InitializeInjectionNvtx2" : dlerror());
    }
    if (!init)
        return;
    nvtx_tables();
    P.nvtx = init(nvtx_export_table) != 0
             && P.nt.slot[P.nt.at[1] + NVTX_CORE_RANGE_PUSH_A] && P.nt.slot[P.nt.at[1] + NVTX_CORE_RANGE_POP];
}

static void nvtx_push(const char *name)
{
    ((int (*)(const char *))P.nt.slot[P.nt.at[1] + NVTX_CORE_RANGE_PUSH_A])(name);
}

static void nvtx_pop(void)
{
    ((int (*)(void))P.nt.slot[P.nt.at[1] + NVTX_CORE_RANGE_POP])();
}

/* ---- init and shutdown ---- */

static void notify_env(void)
{
    const char *v;
    long n;
    int got = gw__env_long("GANGWAY_NOTIFY", 0, 31, 0, &n, &v);
    if (!got)
        return;
    if (got < 0) {
        fprintf(stderr, "gangway: warning: GANGWAY_NOTIFY='%s' is not a sum of 1 (launches), 2 (transfers), "
                "4 (regions), 8 (waits) and 16 (allocations); nothing is noted\n", v);
        return;
    }
    P.notify = (unsigned)n;
}

typedef void (*RegisterFn)(acc_prof_reg, acc_prof_reg, acc_prof_lookup_func);

/* Tools (5.3): the program's own acc_register_library (linked in or
 * preloaded), then ACC_PROFLIB's. */
static void load_tools(void)
{
    RegisterFn done[2] = {NULL, NULL};
    RegisterFn mine = &acc_register_library ? acc_register_library : NULL;
    RegisterFn pre = (RegisterFn)(uintptr_t)dlsym(RTLD_DEFAULT, "acc_register_library");
    if (mine)
        mine(acc_prof_register, acc_prof_unregister, acc_prof_lookup), done[0] = mine;
    if (pre && pre != mine)
        pre(acc_prof_register, acc_prof_unregister, acc_prof_lookup), done[1] = pre;
    const char *path = getenv("ACC_PROFLIB");
    if (!path || !*path)
        return;
    void *lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    RegisterFn fn = lib ? (RegisterFn)(uintptr_t)dlsym(lib, "acc_register_library") : NULL;
    if (!fn) {
        fprintf(stderr, "gangway: warning: ACC_PROFLIB=%s: %s; no tool is loaded\n", path,
                lib ? "it defines no acc_register_library" : dlerror());
        return;
    }
    if (fn != done[0] && fn != done[1])
        fn(acc_prof_register, acc_prof_unregister, acc_prof_lookup);
}

/* With a backend, init.c's at_exit ends with gw__prof_shutdown, after the
 * devices' shutdown events; on the host this is the only handler. */
static void at_exit(void)
{
    pthread_mutex_lock(&S.lock);
    if (!S.be || S.exiting)
        gw__prof_shutdown();
    pthread_mutex_unlock(&S.lock);
}

void gw__prof_init(void)
{
    if (P.inited)
        return;
    P.inited = 1;
    notify_env();
    nvtx_load();
    update_on();
    load_tools();
    atexit(at_exit);
}

/* ---- the event records ---- */

/* The three records of a callback, and what their handles point at. */
typedef struct Ev {
    acc_prof_info pi;
    acc_event_info ei;
    acc_api_info ai;
    int cudev;
    void *stream;
} Ev;

static int is_compute(const gw_site *s)
{
    const char *c = s ? s->construct : NULL;
    return c && (!strncmp(c, "parallel", 8) || !strncmp(c, "kernels", 7) || !strncmp(c, "serial", 6));
}

static acc_construct_t construct_of(const gw_site *s)
{
    static const struct { const char *name; acc_construct_t c; } names[] = {
        {"parallel", acc_construct_parallel}, {"kernels", acc_construct_kernels},
        {"serial", acc_construct_serial}, {"data", acc_construct_data},
        {"enter data", acc_construct_enter_data}, {"exit data", acc_construct_exit_data},
        {"host_data", acc_construct_host_data}, {"declare", acc_construct_declare},
        {"init", acc_construct_init}, {"shutdown", acc_construct_shutdown}, {"set", acc_construct_set},
        {"update", acc_construct_update}, {"wait", acc_construct_wait},
    };
    if (!gw__is_directive_site(s) || !s->construct)
        return acc_construct_runtime_api;
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
        size_t n = strlen(names[i].name);
        if (!strncmp(s->construct, names[i].name, n) && (!s->construct[n] || s->construct[n] == ' '))
            return names[i].c;
    }
    return acc_construct_runtime_api;
}

static void ev_init(Ev *e, int ev, GwDevice *d, const gw_site *s, int async, size_t info_bytes)
{
    memset(e, 0, sizeof *e);
    e->pi = (acc_prof_info){
        .event_type = (acc_event_t)ev,
        .valid_bytes = (int)(offsetof(acc_prof_info, func_end_line_no) + sizeof(int)),
        .version = _OPENACC,
        .device_type = d ? acc_device_nvidia : acc_device_host,
        .device_number = d ? d->num : 0,
        .thread_id = (int)syscall(SYS_gettid),
        .async = async,
        .async_queue = gw__queue_id(async),
        .src_file = s ? s->file : NULL,
        .line_no = s && s->file ? s->line : 0,
    };
    e->ei.other_event = (acc_other_event_info){
        .event_type = (acc_event_t)ev,
        .valid_bytes = (int)info_bytes,
        .parent_construct = construct_of(s),
        .implicit = is_compute(s) && ev != acc_ev_compute_construct_start
                    && ev != acc_ev_compute_construct_end,
    };
    GwQueue *q = d && d->ctx && async != acc_async_sync ? gw__queue(d, async, 0) : NULL;
    e->cudev = d ? d->num : 0;
    e->stream = q ? q->stream : NULL;
    e->ai = (acc_api_info){
        .device_api = !d ? acc_device_api_none : gw__backend() == &gw__cuda_backend ? acc_device_api_cuda
                                                                          : acc_device_api_other,
        .valid_bytes = (int)sizeof(acc_api_info),
        .device_type = e->pi.device_type,
        .vendor = -1,
        .device_handle = d ? &e->cudev : NULL,
        .context_handle = d ? (const void *)&d->ctx : NULL,
        .async_handle = e->stream ? &e->stream : NULL,
    };
}

static int is_end(int ev)
{
    switch (ev) {
    case acc_ev_device_init_end: case acc_ev_device_shutdown_end: case acc_ev_enter_data_end:
    case acc_ev_exit_data_end: case acc_ev_update_end: case acc_ev_compute_construct_end:
    case acc_ev_enqueue_launch_end: case acc_ev_enqueue_upload_end: case acc_ev_enqueue_download_end:
    case acc_ev_wait_end:
        return 1;
    }
    return 0;
}

static int is_start(int ev)
{
    return ev != acc_ev_runtime_shutdown && ev != acc_ev_create && ev != acc_ev_delete && ev != acc_ev_alloc
           && ev != acc_ev_free && !is_end(ev);
}

/* The tools' callbacks: a start event's in the order registered, an end
 * event's in reverse (5.4.1), over a copy of the list (a callback may
 * register or unregister).  A tool's tool_info goes from each start event
 * to its end event: this thread's events nest. */
static void call(Ev *e)
{
    int ev = e->pi.event_type, n = P.ncb[ev];
    GwThread *t = &gw__thread;
    if (is_end(ev) && t->prof_depth > 0 && --t->prof_depth < GW_PROF_DEPTH)   /* callbacks or not */
        e->ei.other_event.tool_info = t->prof_tool[t->prof_depth];
    acc_prof_callback fns[GW_PROF_CBS];
    int k = 0;
    for (int i = 0; i < n && !t->prof_off; i++)
        if (!P.cb[ev][is_end(ev) ? n - 1 - i : i].off)
            fns[k++] = P.cb[ev][is_end(ev) ? n - 1 - i : i].fn;
    for (int i = 0; i < k; i++)
        fns[i](&e->pi, &e->ei, &e->ai);
    if (is_start(ev) && t->prof_depth++ < GW_PROF_DEPTH)
        t->prof_tool[t->prof_depth - 1] = e->ei.other_event.tool_info;
}

/* ---- notify lines and range names ---- */

static const char *async_text(int async, char *buf, size_t n)
{
    if (async == acc_async_sync)
        return "sync";
    if (async == acc_async_noval)
        return "noval";
    snprintf(buf, n, "%d", async);
    return buf;
}

/* "file:line (update directive)", or the routine's name */
static const char *at(const gw_site *s, char *buf, size_t n)
{
    char what[64];
    if (s && s->file)
        snprintf(buf, n, "%s:%d (%s)", s->file, s->line, gw__where(s, what, sizeof what));
    else
        snprintf(buf, n, "%s", s && s->construct ? s->construct : "libgangway");
    return buf;
}

static const char *dev_text(GwDevice *d, char *buf, size_t n)
{
    if (!d)
        return "host";
    snprintf(buf, n, "%d", d->num);
    return buf;
}

/* "p.c:9 upload a[0:n]", "p.c:11 parallel loop": what Nsight Systems shows
 * (the file's name without its folder, which the timeline has no room for). */
static void range_name(char *buf, size_t n, const gw_site *s, const char *what, const char *name)
{
    const char *base = s && s->file ? strrchr(s->file, '/') : NULL;
    base = base ? base + 1 : s ? s->file : NULL;
    int k = base ? snprintf(buf, n, "%s:%d ", base, s->line)
                 : snprintf(buf, n, "%s ", s && s->construct ? s->construct : "libgangway");
    if (k < 0 || (size_t)k >= n)
        return;
    snprintf(buf + k, n - (size_t)k, "%s%s%s", what, name ? " " : "", name ? name : "");
}

/* ---- the hooks' work ---- */

static void region_note(GwDevice *d, const gw_site *s, int ev, int async)
{
    acc_construct_t c = construct_of(s);
    const char *verb = NULL;
    if (ev == acc_ev_compute_construct_start || (ev == acc_ev_enter_data_start && c == acc_construct_data))
        verb = "begin ";
    else if (ev == acc_ev_compute_construct_end || (ev == acc_ev_exit_data_end && c == acc_construct_data))
        verb = "end ";
    else if ((ev == acc_ev_enter_data_start && (c == acc_construct_enter_data || c == acc_construct_declare))
             || (ev == acc_ev_exit_data_start && c == acc_construct_exit_data)
             || (ev == acc_ev_update_start && c == acc_construct_update))
        verb = "";     /* a directive: one line */
    if (!verb || c == acc_construct_runtime_api)
        return;
    char what[64], dv[16], as[16];
    fprintf(stderr, "gangway: %s%s at %s:%d device=%s async=%s\n", verb, gw__where(s, what, sizeof what),
            s->file, s->line, dev_text(d, dv, sizeof dv), async_text(async, as, sizeof as));
}

/* One event of a region: its line, its callbacks, its range. */
static void region_event(GwDevice *d, const gw_site *s, int ev, int async)
{
    if (P.notify & GW_NOTIFY_REGION)
        region_note(d, s, ev, async);
    if ((P.on & GW_PROF_NVTX) && ev == acc_ev_compute_construct_start) {
        char name[256];
        range_name(name, sizeof name, s, s && s->construct ? s->construct : "compute", NULL);
        nvtx_push(name);
    }
    if (P.on & GW_PROF_CALLBACKS) {
        Ev e;
        ev_init(&e, ev, d, s, async, sizeof(acc_other_event_info));
        call(&e);
    }
    if ((P.on & GW_PROF_NVTX) && ev == acc_ev_compute_construct_end)
        nvtx_pop();
}

void gw__prof_region_at(GwDevice *d, const gw_site *s, int ev, int async)
{
    int compute = is_compute(s);
    if (compute && ev == acc_ev_enter_data_start)
        region_event(d, s, acc_ev_compute_construct_start, async);
    region_event(d, s, ev, async);
    if (compute && ev == acc_ev_exit_data_end)
        region_event(d, s, acc_ev_compute_construct_end, async);
}

static void data_note(GwDevice *d, const gw_site *s, int ev, const char *name, const void *dev,
                      size_t bytes, int async)
{
    char where[256], dv[16], as[16], item[160] = "";
    if (name)
        snprintf(item, sizeof item, "'%s' ", name);
    if ((ev == acc_ev_enqueue_upload_start || ev == acc_ev_enqueue_download_start)
        && (P.notify & GW_NOTIFY_COPY))
        fprintf(stderr, "gangway: %s %s%zu bytes at %s device=%s async=%s\n",
                ev == acc_ev_enqueue_upload_start ? "upload" : "download", item, bytes,
                at(s, where, sizeof where), dev_text(d, dv, sizeof dv), async_text(async, as, sizeof as));
    if ((ev == acc_ev_alloc || ev == acc_ev_free) && (P.notify & GW_NOTIFY_ALLOC))
        fprintf(stderr, "gangway: %s %zu bytes%s%s at %s device=%s dev=%p\n",
                ev == acc_ev_alloc ? "alloc" : "free", bytes, name ? " for " : "", name ? name : "",
                at(s, where, sizeof where), dev_text(d, dv, sizeof dv), dev);
}

void gw__prof_data_at(GwDevice *d, const gw_site *s, int ev, const char *name, const void *h, const void *dev,
                      size_t bytes, int async)
{
    int copy = ev == acc_ev_enqueue_upload_start || ev == acc_ev_enqueue_download_start;
    if (P.on & GW_PROF_NOTIFY)
        data_note(d, s, ev, name, dev, bytes, async);
    if ((P.on & GW_PROF_NVTX) && copy) {
        char range[256];
        range_name(range, sizeof range, s, ev == acc_ev_enqueue_upload_start ? "upload" : "download", name);
        nvtx_push(range);
    }
    if (P.on & GW_PROF_CALLBACKS) {
        Ev e;
        ev_init(&e, ev, d, s, async, offsetof(acc_data_event_info, device_ptr) + sizeof(void *));
        e.ei.data_event.var_name = name;
        e.ei.data_event.bytes = bytes;
        e.ei.data_event.host_ptr = h;
        e.ei.data_event.device_ptr = dev;
        call(&e);
    }
    if ((P.on & GW_PROF_NVTX) && (ev == acc_ev_enqueue_upload_end || ev == acc_ev_enqueue_download_end))
        nvtx_pop();
}

void gw__prof_launch_at(GwDevice *d, const gw_site *s, const gw_kernel *k, const unsigned grid[3],
                        const unsigned block[3], size_t shmem, int async, int ev)
{
    if ((P.notify & GW_NOTIFY_LAUNCH) && ev == acc_ev_enqueue_launch_start) {
        char where[256], as[16];
        fprintf(stderr, "gangway: launch kernel %s at %s device=%d grid=%ux%ux%u block=%ux%ux%u shared=%zu "
                "async=%s\n", k->name, at(s, where, sizeof where), d->num, grid[0], grid[1], grid[2],
                block[0], block[1], block[2], shmem, async_text(async, as, sizeof as));
    }
    if (P.on & GW_PROF_CALLBACKS) {
        Ev e;
        ev_init(&e, ev, d, s, async, offsetof(acc_launch_event_info, vector_length) + sizeof(size_t));
        e.ei.launch_event.kernel_name = k->name;
        e.ei.launch_event.num_gangs = (size_t)grid[0] * grid[1] * grid[2];
        e.ei.launch_event.num_workers = block[1];
        e.ei.launch_event.vector_length = block[0];
        call(&e);
    }
}

/* Start events member by member, end events in reverse: they nest. */
void gw__prof_split_at(const gw_site *s, const gw_kernel *k, const unsigned block[3], size_t shmem, int async,
                       int ev)
{
    int n = S.split.npart;
    for (int i = 0; i < n; i++) {
        GwSplitPart *p = &S.split.part[ev == acc_ev_enqueue_launch_end ? n - 1 - i : i];
        gw__prof_launch_at(p->dev, s, k, p->grid, block, shmem, async, ev);
    }
}

void gw__prof_wait_at(GwDevice *d, const gw_site *s, int ev, int on, int all, int async)
{
    if ((P.notify & GW_NOTIFY_WAIT) && ev == acc_ev_wait_start) {
        char where[256], dv[16], q[32] = "all queues", by[32] = "";
        if (!all)
            snprintf(q, sizeof q, "queue %d", gw__queue_id(on));
        if (async != acc_async_sync)    /* a queue waits, not the host */
            snprintf(by, sizeof by, " on queue %d", gw__queue_id(async));
        fprintf(stderr, "gangway: wait for %s at %s device=%s%s\n", q, at(s, where, sizeof where),
                dev_text(d, dv, sizeof dv), by);
    }
    if (P.on & GW_PROF_CALLBACKS) {
        Ev e;
        ev_init(&e, ev, d, s, all ? async : on, sizeof(acc_other_event_info));
        e.ei.other_event.implicit = 0;
        call(&e);
    }
}

void gw__prof_device_at(GwDevice *d, int ev)
{
    if (P.on & GW_PROF_CALLBACKS) {
        Ev e;
        ev_init(&e, ev, d, S.site, acc_async_sync, sizeof(acc_other_event_info));
        e.ei.other_event.implicit = 1;
        call(&e);
    }
}

void gw__prof_shutdown(void)
{
    if (P.shut || !(P.on & GW_PROF_CALLBACKS))
        return;
    P.shut = 1;
    Ev e;
    GwDevice *d = S.on_host || !S.devs ? NULL : &S.devs[S.cur];
    ev_init(&e, acc_ev_runtime_shutdown, d, NULL, acc_async_sync, sizeof(acc_other_event_info));
    e.ei.other_event.implicit = 1;
    call(&e);
}

/* ---- the host version of a compute construct ---- */

void gw_host_compute(const gw_site *s, int async, int end)
{
    if (async < 0 && !end)
        gw__check_async(s, async);      /* async(-5) is an error on the host too (OpenACC 3.3 2.16.1) */
    if (P.inited && !P.on)
        return;
    gw__enter(s);
    if (P.on)
        region_event(NULL, s, end ? acc_ev_compute_construct_end : acc_ev_compute_construct_start, async);
    gw__leave();
}
