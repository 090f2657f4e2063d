/* jit.c: kernels compiled at run time: NVRTC loaded with dlopen, its compiles, their cache keys. */
#include "rt.h"

#include <dlfcn.h>
#include <limits.h>
#include <nvrtc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#define S gw__state

#ifndef GANGWAY_VERSION         /* the Makefile gives gwcc's */
#define GANGWAY_VERSION "unknown"
#endif

/* Every NVRTC entry point we use (docs/jit-plan.md 2.1).  Not
 * nvrtcSetFlowCallback: NVRTC 13.0 cancelled by it may abort the process
 * ("LLVM ERROR: out of memory", seen here), so an exit waits instead. */
#define NVRTC_FUNCS(X) \
    X(nvrtcVersion) X(nvrtcGetNumSupportedArchs) X(nvrtcGetSupportedArchs) X(nvrtcGetErrorString) \
    X(nvrtcCreateProgram) X(nvrtcDestroyProgram) X(nvrtcCompileProgram) \
    X(nvrtcGetProgramLogSize) X(nvrtcGetProgramLog) \
    X(nvrtcGetCUBINSize) X(nvrtcGetCUBIN) X(nvrtcGetPTXSize) X(nvrtcGetPTX)

typedef struct GwNvrtc {
    void *lib;                  /* NULL: not loaded */
#define X(f) __typeof__(f) *f;
    NVRTC_FUNCS(X)
#undef X
} GwNvrtc;

/* What a cache key needs of NVRTC: from the library, or from the stamp. */
typedef struct GwNvrtcId {
    int version;                /* major * 1000 + minor * 10; 0: unknown */
    int newest;                 /* the newest architecture it has SASS for: 120 */
} GwNvrtcId;

/* jit.c's state.  The mutex guards it and gw__jit_stats; it is never held
 * during a compile.  nv is written once, by load(), and only read after. */
static struct {
    pthread_mutex_t mu;
    int env_read, env;          /* GANGWAY_JIT */
    int tried;                  /* load() ran */
    GwNvrtc nv;
    GwNvrtcId id;               /* of the library loaded */
    char path[PATH_MAX];        /* its file */
    char why[512];              /* why none could be loaded */
    int stamp_read;             /* the stamp entry was looked at */
    GwNvrtcId stamp;            /* its facts, when its library is unchanged */
    char stamp_path[PATH_MAX];  /* that library */
    int driver;                 /* cuDriverGetVersion's; -1: not asked yet */
    int cancel;                 /* exiting: no new compiles start */
    int inflight;               /* threads inside nvrtcCompileProgram */
    pthread_cond_t idle;        /* signalled when inflight drops to 0 */
    int armed;                  /* times cancel_at_exit was registered */
} J = {.mu = PTHREAD_MUTEX_INITIALIZER, .driver = -1, .idle = PTHREAD_COND_INITIALIZER};

GwJitStats gw__jit_stats;

double gw__ms_since(const struct timespec *t0)
{
    struct timespec t1;
    clock_gettime(CLOCK_MONOTONIC, &t1);
    return (t1.tv_sec - t0->tv_sec) * 1e3 + (t1.tv_nsec - t0->tv_nsec) / 1e6;
}

double gw__now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec * 1e-6;
}

GwJitStats gw__jit_stats_now(void)
{
    pthread_mutex_lock(&J.mu);
    GwJitStats st = gw__jit_stats;
    pthread_mutex_unlock(&J.mu);
    return st;
}

void gw__jit_note_module(double ms)
{
    pthread_mutex_lock(&J.mu);
    gw__jit_stats.module_ms += ms;
    gw__jit_stats.modules++;
    pthread_mutex_unlock(&J.mu);
}

int gw__jit_env(void)
{
    pthread_mutex_lock(&J.mu);
    if (!J.env_read) {
        const char *v = getenv("GANGWAY_JIT");
        J.env = !v || !*v ? -1 : !strcmp(v, "all") ? 2 : strcmp(v, "0") != 0;
        J.env_read = 1;
    }
    int env = J.env;
    pthread_mutex_unlock(&J.mu);
    return env;
}

int gw__jit_on(const gw_module *m)
{
    int env = gw__jit_env();
    return env >= 0 ? env > 0 : (m->flags & GW_MOD_JIT) != 0;
}

/* "dot.gw.cu" for unit "dot.c": the name of the file nvcc compiled. */
void gw__jit_unit_name(const gw_module *m, char *buf, size_t n)
{
    const char *name = m->name ? m->name : "gangway";
    const char *dot = strrchr(name, '.'), *slash = strrchr(name, '/');
    int len = dot && (!slash || dot > slash) ? (int)(dot - name) : (int)strlen(name);
    snprintf(buf, n, "%.*s.gw.cu", len, name);
}

/* ---- the stamp: NVRTC's version without loading it (plan 2.3) ---- */

static void set_lib(const char *path)   /* its tail, when long */
{
    size_t n = strlen(path), room = sizeof gw__jit_stats.lib - 1;
    memcpy(gw__jit_stats.lib, path + (n > room ? n - room : 0), (n > room ? room : n) + 1);
}

/* One stamp per way of finding the library: the variables that steer the search join its key. */
static void stamp_key(GwJitKey *k)
{
    static const char *const vars[] = {"GANGWAY_NVRTC", "CUDA_HOME", "LD_LIBRARY_PATH"};
    static const char *const opts[] = {"gw-stamp", "gw-version=" GANGWAY_VERSION};
    GwJitHash h;
    unsigned char env[16];
    gw__jit_hash_init(&h, 0, 0);
    for (int i = 0; i < 3; i++) {
        const char *v = getenv(vars[i]);
        size_t n = v ? strlen(v) + 1 : 0;       /* unset and empty differ */
        gw__jit_hash_add(&h, &n, sizeof n);
        gw__jit_hash_add(&h, v ? v : "", n);
    }
    gw__jit_hash_end(&h, env);
    GwJitParts p = {.source = "gangway NVRTC stamp", .values = env, .values_bytes = sizeof env,
                    .opts = opts, .nopts = 2};
    gw__jit_key(k, &p);
}

static int stamp_text(char *buf, size_t n, const char *path, const struct stat *st, GwNvrtcId id)
{
    int w = snprintf(buf, n, "gangway NVRTC stamp 1\n%s\n%llu %llu %lld %lld %ld\n%d %d\n", path,
                     (unsigned long long)st->st_dev, (unsigned long long)st->st_ino,
                     (long long)st->st_size, (long long)st->st_mtim.tv_sec, st->st_mtim.tv_nsec,
                     id.version, id.newest);
    return w > 0 && (size_t)w < n;
}

/* The stamp's facts, if the library it names is the file it was: same
 * device, inode, size and modification time.  Under the mutex. */
static void read_stamp(void)
{
    GwJitKey k;
    void *data = NULL;
    size_t len = 0;
    J.stamp_read = 1;
    stamp_key(&k);
    if (!gw__jit_cache_get(&k, &data, &len))
        return;
    char *text = realloc(data, len + 1), path[PATH_MAX], now[PATH_MAX + 256];
    GwNvrtcId id = {0};
    struct stat st;
    if (!text) {
        free(data);
        return;
    }
    text[len] = '\0';
    _Static_assert(PATH_MAX == 4096, "the %4095[^\n] below");
    if (sscanf(text, "gangway NVRTC stamp 1\n%4095[^\n]\n%*s %*s %*s %*s %*s\n%d %d", path, &id.version,
               &id.newest) == 3 && id.version > 0 && id.newest > 0 && stat(path, &st) == 0 &&
        stamp_text(now, sizeof now, path, &st, id) && !strcmp(now, text)) {
        J.stamp = id;
        snprintf(J.stamp_path, sizeof J.stamp_path, "%s", path);
        gw__jit_stats.stamped = 1;
        gw__jit_stats.version = id.version;
        set_lib(path);
    }
    free(text);
}

/* After a load: the stamp names this library, unless it already did. */
static void write_stamp(void)
{
    struct stat st;
    char text[PATH_MAX + 256];
    GwJitKey k;
    if (!J.stamp_read)
        read_stamp();
    if (!J.path[0] || stat(J.path, &st) || !stamp_text(text, sizeof text, J.path, &st, J.id))
        return;
    if (J.stamp.version == J.id.version && J.stamp.newest == J.id.newest && !strcmp(J.stamp_path, J.path))
        return;
    stamp_key(&k);
    gw__jit_cache_put(&k, text, strlen(text));
}

/* ---- loading NVRTC (plan 2.1, 2.5) ---- */

/* Registered with atexit so that it runs before NVRTC's own exit handlers
 * (warm_up), which a compile still running on another thread would crash
 * on (seen on the H100: a specialisation in flight when main returns).
 * So: no new compiles, and wait for those in flight (60 s at most). */
static void cancel_at_exit(void)
{
    gw__spec_quiesce();         /* the worker's whole job: the cache, the runtime's state */
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_sec += 60;
    pthread_mutex_lock(&J.mu);
    J.cancel = 1;
    while (J.inflight > 0 && pthread_cond_timedwait(&J.idle, &J.mu, &until) == 0)
        ;
    pthread_mutex_unlock(&J.mu);
}

/* cancel_at_exit once more, after every exit handler registered so far
 * (4096 times at most, 32 bytes each).  Under the mutex. */
static void arm(void)
{
    if (J.armed < 4096 && atexit(cancel_at_exit) == 0)
        J.armed++;
}

/* NVRTC registers exit handlers for its statics on their first use, in
 * the first compile for an architecture mostly; cancel_at_exit must come
 * after them, so a small compile with gangway_dev.h for the device goes
 * first (30-60 ms here, much of it NVRTC's start-up, which the first real
 * compile would pay).  Then cancel_at_exit is registered again after each
 * compile, for the statics that one used first.  A compile on another
 * thread than the one that exits is only safe after this: hence load on
 * the launching thread (gw__jit_nvrtc, rt.h). */
static void warm_up(int cc)
{
    static const char text[] =
        "#include \"gangway_dev.h\"\n"
        "extern \"C\" __global__ void gw_warm_up(double *a, long long *b, int n)\n"
        "{\n"
        "#line 1 \"gangway-warm-up.c\"\n"
        "    double s = gw_identity<GW_ADD, double>();\n"
        "    auto f = [&](unsigned i, double &t) { t += a[i] * 2; };\n"
        "    for (unsigned i = threadIdx.x; i < (unsigned)n; i += blockDim.x) f(i, s);\n"
        "    s = gw_reduce_block<GW_ADD>(s, 1, 1, 0);\n"
        "    if (!threadIdx.x) { gw_atomic_op<GW_ADD>(a, s); gw_atomic_op<GW_MAX>(b, (long long)n); }\n"
        "}\n";
    const char *hname = "gangway_dev.h", *htext = gw__jit_header(NULL);
    char arch[32];
    const char *opts[] = {arch, "-std=c++17", "--diag-suppress=177,550", "--device-int128"};
    nvrtcProgram prog = NULL;
    snprintf(arch, sizeof arch, "-arch=sm_%d", cc > 0 && cc <= J.id.newest ? cc : J.id.newest);
    if (J.nv.nvrtcCreateProgram(&prog, text, "gangway-warm-up.cu", 1, &htext, &hname) == NVRTC_SUCCESS) {
        J.nv.nvrtcCompileProgram(prog, 4, opts);
        J.nv.nvrtcDestroyProgram(&prog);
    }
    arm();
}

/* A forked child has none of the parent's other threads, nor their compiles. */
static void after_fork_child(void)
{
    pthread_mutex_init(&J.mu, NULL);
    pthread_cond_init(&J.idle, NULL);
    J.inflight = 0;
}

/* The library at path (a name for the loader's search, or a file), its
 * functions and facts into J; else 0 and, if first is empty, why there. */
static int open_lib(const char *path, char *first, size_t n)
{
    void *lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        const char *e = dlerror();
        if (!*first)
            snprintf(first, n, "%s", e ? e : path);
        return 0;
    }
    GwNvrtc nv = {.lib = lib};
#define X(f) \
    if (!(nv.f = (__typeof__(nv.f))dlsym(lib, #f))) { \
        if (!*first) \
            snprintf(first, n, "%s has no %s: it is not NVRTC, or too old", path, #f); \
        dlclose(lib); \
        return 0; \
    }
    NVRTC_FUNCS(X)
#undef X
    int major = 0, minor = 0, count = 0, newest = 0;
    int *archs = NULL;
    if (nv.nvrtcVersion(&major, &minor) == NVRTC_SUCCESS &&
        nv.nvrtcGetNumSupportedArchs(&count) == NVRTC_SUCCESS && count > 0 &&
        (archs = calloc((size_t)count, sizeof *archs)) &&
        nv.nvrtcGetSupportedArchs(archs) == NVRTC_SUCCESS)
        for (int i = 0; i < count; i++)
            newest = archs[i] > newest ? archs[i] : newest;
    free(archs);
    if (!newest) {
        if (!*first)
            snprintf(first, n, "%s does not say its version or architectures", path);
        dlclose(lib);
        return 0;
    }
    J.nv = nv;
    J.id = (GwNvrtcId){major * 1000 + minor * 10, newest};
    Dl_info info;
    const char *file = dladdr((void *)nv.nvrtcVersion, &info) && info.dli_fname ? info.dli_fname : path;
    if (!realpath(file, J.path))
        snprintf(J.path, sizeof J.path, "%s", file);
    return 1;
}

/* $GANGWAY_NVRTC alone when set; else each name through the loader's
 * search, then under $CUDA_HOME/lib64 and /usr/local/cuda/lib64 (the GPU
 * machines have only the .alt names).  Once, under the mutex; cc: the
 * device's, 0: unknown. */
static void load(int cc)
{
    static const char *const names[] = {"libnvrtc.so.13", "libnvrtc.alt.so.13", "libnvrtc.so.12",
                                        "libnvrtc.alt.so.12", "libnvrtc.so"};
    const char *env = getenv("GANGWAY_NVRTC"), *home = getenv("CUDA_HOME");
    const char *dirs[3] = {NULL, home && *home ? home : NULL, "/usr/local/cuda"};
    char first[300] = "", path[PATH_MAX];
    struct timespec t0;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    J.tried = 1;
    if (J.cancel) {             /* exiting: no dlopen now (NVRTC's constructors would race exit) */
        snprintf(J.why, sizeof J.why, "the program is exiting");
        return;
    }
    arm();                      /* an exit from here on waits for the mutex: the load */
    int ok = 0;
    if (env && *env)
        ok = open_lib(env, first, sizeof first);
    for (int d = 0; !(env && *env) && d < 3 && !ok; d++) {
        if (d && !dirs[d])
            continue;
        for (int i = 0; i < 5 && !ok; i++) {
            if (d)
                snprintf(path, sizeof path, "%s/lib64/%s", dirs[d], names[i]);
            else
                snprintf(path, sizeof path, "%s", names[i]);
            ok = open_lib(path, first, sizeof first);
        }
    }
    if (ok)
        warm_up(cc);
    gw__jit_stats.load_ms = gw__ms_since(&t0);
    if (ok) {
        gw__jit_stats.loaded = 1;
        gw__jit_stats.version = J.id.version;
        pthread_atfork(NULL, NULL, after_fork_child);
        write_stamp();
        set_lib(J.path);
        return;
    }
    gw__jit_stats.loaded = -1;
    if (env && *env)
        snprintf(J.why, sizeof J.why, "GANGWAY_NVRTC=%s: %s", env, first);
    else
        snprintf(J.why, sizeof J.why, "%s; also tried libnvrtc.alt.so.13, libnvrtc.so.12, "
                 "libnvrtc.alt.so.12, libnvrtc.so, and in $CUDA_HOME/lib64 and /usr/local/cuda/lib64", first);
    fprintf(stderr, "gangway: note: GANGWAY_JIT: NVRTC cannot be loaded (%s); the ahead-of-time kernels "
            "run (GANGWAY_NVRTC=/path/to/libnvrtc.so names the library)\n", J.why);
}

/* The current device's compute capability, 0 when there is none. */
static int current_cc(void)
{
    if (!S.be || S.on_host || S.ndev <= 0 || gw__backend() == &gw__fake_backend)
        return 0;
    return S.be->attr(S.cur >= 0 && S.cur < S.ndev ? S.cur : 0, GW_ATTR_CC);
}

int gw__jit_nvrtc(void)
{
    int cc = current_cc();
    pthread_mutex_lock(&J.mu);
    if (!J.tried)
        load(cc);
    int ok = J.nv.lib != NULL;
    pthread_mutex_unlock(&J.mu);
    return ok;
}

/* NVRTC's facts for a key: the loaded library's; before any load, the
 * stamp's when it is sound and how is not ID_LOAD; else load now, unless
 * how is ID_NO_LOAD.  0: no NVRTC. */
enum { ID_ANY, ID_LOAD, ID_NO_LOAD };
static int nvrtc_id(GwNvrtcId *id, int how, int cc)
{
    pthread_mutex_lock(&J.mu);
    if (!J.nv.lib && how != ID_LOAD) {
        if (!J.stamp_read)
            read_stamp();
        if (J.stamp.version) {
            *id = J.stamp;
            pthread_mutex_unlock(&J.mu);
            return 1;
        }
    }
    if (!J.tried && how != ID_NO_LOAD)
        load(cc);
    int ok = J.nv.lib != NULL;
    if (ok)
        *id = J.id;
    pthread_mutex_unlock(&J.mu);
    return ok;
}

/* cuDriverGetVersion's, once there is a backend; 0 without one. */
static int driver_version(void)
{
    pthread_mutex_lock(&J.mu);
    if (J.driver < 0 && S.be && !J.cancel)     /* exiting: the backend may be gone */
        J.driver = S.be->driver_version ? S.be->driver_version() : 0;
    int v = J.driver < 0 ? 0 : J.driver;
    pthread_mutex_unlock(&J.mu);
    return v;
}

/* ---- one compile (plan 2.2, 2.3) ---- */

/* A request's options and text: argv[0, nopt) go to NVRTC, two more join the key. */
typedef struct GwJitJob {
    const GwJitReq *r;
    char *text;                 /* defs, then the parts: the program */
    const char *source;         /* text after the defs: the key's source */
    char *optbuf;               /* r->opts, copied, its lines cut */
    const char **argv;
    int nopt;
    char arch[32], header[48];
    int ptx;                    /* NVRTC is older than the device: PTX for the driver */
    GwNvrtcId id;
    GwJitKey key;
} GwJitJob;

/* -1, counted, o->log saying why (fmt NULL: it says already). */
static int job_fail(GwJitOut *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int job_fail(GwJitOut *o, const char *fmt, ...)
{
    va_list ap;
    if (fmt) {
        va_start(ap, fmt);
        vsnprintf(o->log, sizeof o->log, fmt, ap);
        va_end(ap);
    }
    pthread_mutex_lock(&J.mu);
    gw__jit_stats.failures++;
    pthread_mutex_unlock(&J.mu);
    return -1;
}

static int job_init(GwJitJob *jb, const GwJitReq *r)
{
    size_t dl = r->defs ? strlen(r->defs) : 0, l0 = r->part[0] ? r->part_len[0] : 0;
    size_t l1 = r->part[1] ? r->part_len[1] : 0, ol = r->opts ? strlen(r->opts) : 0;
    *jb = (GwJitJob){.r = r};
    jb->text = malloc(dl + l0 + l1 + 1);
    jb->optbuf = malloc(ol + 1);
    jb->argv = calloc(ol / 2 + 4, sizeof *jb->argv);    /* a line takes 2 bytes at least */
    if (!jb->text || !jb->optbuf || !jb->argv)
        return 0;
    memcpy(jb->text, r->defs ? r->defs : "", dl);
    memcpy(jb->text + dl, r->part[0] ? r->part[0] : "", l0);
    memcpy(jb->text + dl + l0, r->part[1] ? r->part[1] : "", l1);
    jb->text[dl + l0 + l1] = '\0';
    jb->source = jb->text + dl;
    memcpy(jb->optbuf, r->opts ? r->opts : "", ol + 1);
    jb->argv[jb->nopt++] = jb->arch;
    char *save = NULL;
    for (char *line = strtok_r(jb->optbuf, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        size_t n = strlen(line);
        while (n && (line[n - 1] == '\r' || line[n - 1] == ' ' || line[n - 1] == '\t'))
            line[--n] = '\0';
        while (*line == ' ' || *line == '\t')
            line++;
        if (*line)
            jb->argv[jb->nopt++] = line;
    }
    snprintf(jb->header, sizeof jb->header, "gw-header=%s", gw__jit_header_hash());
    jb->argv[jb->nopt] = jb->header;
    jb->argv[jb->nopt + 1] = "gw-version=" GANGWAY_VERSION;
    return 1;
}

static void job_release(GwJitJob *jb)
{
    free(jb->text);
    free(jb->optbuf);
    free(jb->argv);
}

/* The options and the key for NVRTC id: SASS for the device when it knows
 * the device's architecture, else PTX of its newest for the driver. */
static void job_key(GwJitJob *jb, GwNvrtcId id)
{
    const GwJitReq *r = jb->r;
    jb->id = id;
    jb->ptx = r->cc > id.newest;
    snprintf(jb->arch, sizeof jb->arch, "-arch=%s_%d", jb->ptx ? "compute" : "sm",
             jb->ptx ? id.newest : r->cc);
    GwJitParts p = {.source = jb->source, .values = r->defs, .values_bytes = r->defs ? strlen(r->defs) : 0,
                    .cc = r->cc, .nvrtc = id.version, .driver = driver_version(),
                    .opts = jb->argv, .nopts = jb->nopt + 2};
    gw__jit_key(&jb->key, &p);
}

static int image_ok(const void *p, size_t n, int ptx)
{
    if (ptx)
        return n > 1 && ((const char *)p)[n - 1] == '\0';
    return n >= 4 && !memcmp(p, "\x7f" "ELF", 4);
}

/* 1 and the image in o when the cache has jb's key. */
static int job_lookup(GwJitJob *jb, GwJitOut *o, const struct timespec *t0)
{
    void *data = NULL;
    size_t len = 0;
    if (!gw__jit_cache_get(&jb->key, &data, &len))
        return 0;
    if (!image_ok(data, len, jb->ptx)) {        /* sound bytes, but not an image: replaced */
        free(data);
        return 0;
    }
    o->image = data, o->len = len, o->hit = 1, o->ms = gw__ms_since(t0);
    o->key = jb->key, o->ptx = jb->ptx;
    pthread_mutex_lock(&J.mu);
    gw__jit_stats.hits++;
    gw__jit_stats.hit_ms += o->ms;
    pthread_mutex_unlock(&J.mu);
    return 1;
}

/* Does this log line report an error (not a warning or the summary)? */
static int is_error_line(const char *line, size_t n)
{
    for (size_t i = 0; i + 7 <= n; i++)
        if (!memcmp(line + i, ": error", 7) || !memcmp(line + i, "error:", 6))
            return 1;
    return 0;
}

/* The log's error lines into o->log, whole lines while they fit, else
 * its first lines; GANGWAY_JIT_VERBOSE=1: all of it on stderr. */
static void keep_log(const GwJitJob *jb, const char *log, GwJitOut *o)
{
    const char *v = getenv("GANGWAY_JIT_VERBOSE");
    if (v && *v && strcmp(v, "0"))
        fprintf(stderr, "gangway: GANGWAY_JIT: NVRTC's log for '%s' (%s):\n%s\n", jb->r->name, jb->arch, log);
    size_t at = 0;
    for (int pass = 0; pass < 2 && !at; pass++)
        for (const char *p = log; *p;) {
            const char *nl = strchr(p, '\n');
            size_t n = nl ? (size_t)(nl - p) : strlen(p);
            if ((pass || is_error_line(p, n)) && n) {
                if (at + n + 1 >= sizeof o->log)
                    break;
                memcpy(o->log + at, p, n);
                at += n;
                o->log[at++] = '\n';
            }
            p += n + (nl != NULL);
        }
    if (at)
        o->log[at - 1] = '\0';
}

/* After nvrtcCompileProgram (or nvrtcCreateProgram, when prog is NULL):
 * the image, or the log; prog destroyed. */
static int job_result(GwJitJob *jb, nvrtcProgram prog, nvrtcResult e, GwJitOut *o)
{
    const GwNvrtc *nv = &J.nv;
    const char *name = jb->r->name ? jb->r->name : "gangway.gw.cu";
    if (!prog)
        return job_fail(o, "%s: nvrtcCreateProgram failed: %s", name, nv->nvrtcGetErrorString(e));
    if (e != NVRTC_SUCCESS) {
        size_t n = 0;
        char *log = NULL;
        if (nv->nvrtcGetProgramLogSize(prog, &n) == NVRTC_SUCCESS && n > 1 && (log = malloc(n)) &&
            nv->nvrtcGetProgramLog(prog, log) == NVRTC_SUCCESS)
            keep_log(jb, log, o);
        free(log);
        nv->nvrtcDestroyProgram(&prog);
        if (!o->log[0])
            return job_fail(o, "%s: %s", name, nv->nvrtcGetErrorString(e));
        return job_fail(o, NULL);
    }
    size_t len = 0;
    e = jb->ptx ? nv->nvrtcGetPTXSize(prog, &len) : nv->nvrtcGetCUBINSize(prog, &len);
    char *image = e == NVRTC_SUCCESS && len ? malloc(len) : NULL;
    if (image)
        e = jb->ptx ? nv->nvrtcGetPTX(prog, image) : nv->nvrtcGetCUBIN(prog, image);
    nv->nvrtcDestroyProgram(&prog);
    if (!image || e != NVRTC_SUCCESS || !image_ok(image, len, jb->ptx)) {
        free(image);
        return job_fail(o, "%s: NVRTC compiled it but gave no %s (%s)", name, jb->ptx ? "PTX" : "cubin",
                        nv->nvrtcGetErrorString(e));
    }
    o->image = image, o->len = len;
    return 0;
}

/* One compile of jb; an exit meanwhile waits for it (cancel_at_exit). */
static int job_compile(GwJitJob *jb, GwJitOut *o)
{
    const GwNvrtc *nv = &J.nv;
    const char *hname = "gangway_dev.h", *htext = gw__jit_header(NULL);
    const char *name = jb->r->name ? jb->r->name : "gangway.gw.cu";
    nvrtcProgram prog = NULL;
    pthread_mutex_lock(&J.mu);
    int exiting = J.cancel;
    J.inflight += !exiting;
    pthread_mutex_unlock(&J.mu);
    if (exiting)
        return job_fail(o, "%s: not compiled: the program is exiting", name);
    nvrtcResult e = nv->nvrtcCreateProgram(&prog, jb->text, name, 1, &htext, &hname);
    if (e == NVRTC_SUCCESS)
        e = nv->nvrtcCompileProgram(prog, jb->nopt, jb->argv);
    int rc = job_result(jb, prog, e, o);
    pthread_mutex_lock(&J.mu);
    arm();                      /* after the exit handlers this compile made NVRTC register */
    if (!--J.inflight)
        pthread_cond_broadcast(&J.idle);
    pthread_mutex_unlock(&J.mu);
    return rc;
}

int gw__jit_build(const GwJitReq *r, GwJitOut *o)
{
    GwJitJob jb;
    GwNvrtcId id, real;
    struct timespec t0;
    memset(o, 0, sizeof *o);
    clock_gettime(CLOCK_MONOTONIC, &t0);
    if (!r->part[0] || r->cc <= 0)
        return job_fail(o, "%s: no source, or no device architecture (cc %d)", r->name ? r->name : "?", r->cc);
    int rc = -1;
    if (!job_init(&jb, r)) {
        rc = job_fail(o, "out of host memory");
    } else if (!nvrtc_id(&id, ID_ANY, r->cc)) {
        rc = job_fail(o, "NVRTC cannot be loaded (%s)", J.why);
    } else {
        job_key(&jb, id);
        if (job_lookup(&jb, o, &t0)) {
            rc = 0;
        } else if (!nvrtc_id(&real, ID_LOAD, r->cc)) {         /* the stamp knew it, but it is gone */
            rc = job_fail(o, "NVRTC cannot be loaded (%s)", J.why);
        } else if ((real.version != id.version || real.newest != id.newest) &&
                   (job_key(&jb, real), job_lookup(&jb, o, &t0))) {
            rc = 0;
        } else {
            clock_gettime(CLOCK_MONOTONIC, &t0);        /* from here, without the dlopen */
            rc = job_compile(&jb, o);
            if (rc == 0) {
                gw__jit_cache_put(&jb.key, o->image, o->len);
                o->ms = gw__ms_since(&t0);
                o->key = jb.key, o->ptx = jb.ptx;
                pthread_mutex_lock(&J.mu);
                gw__jit_stats.compiles++;
                gw__jit_stats.compile_ms += o->ms;
                pthread_mutex_unlock(&J.mu);
            }
        }
    }
    job_release(&jb);
    return rc;
}

int gw__jit_cached(const GwJitReq *r, GwJitOut *o)
{
    GwJitJob jb;
    GwNvrtcId id;
    struct timespec t0;
    memset(o, 0, sizeof *o);
    clock_gettime(CLOCK_MONOTONIC, &t0);
    int hit = r->part[0] && r->cc > 0 && job_init(&jb, r) && nvrtc_id(&id, ID_NO_LOAD, 0) &&
              (job_key(&jb, id), job_lookup(&jb, o, &t0));
    if (r->part[0] && r->cc > 0)
        job_release(&jb);
    if (!hit)
        snprintf(o->log, sizeof o->log, "not in the cache");
    return hit ? 0 : -1;
}

int gw__jit_cached_key(const GwJitKey *k, int ptx, GwJitOut *o)
{
    GwJitJob jb = {.key = *k, .ptx = ptx};
    struct timespec t0;
    memset(o, 0, sizeof *o);
    clock_gettime(CLOCK_MONOTONIC, &t0);
    if (job_lookup(&jb, o, &t0))
        return 0;
    snprintf(o->log, sizeof o->log, "not in the cache");
    return -1;
}

int gw__jit_versions(int *nvrtc, int *driver)
{
    GwNvrtcId id;
    *nvrtc = nvrtc_id(&id, ID_NO_LOAD, 0) ? id.version : 0;
    *driver = driver_version();
    return *nvrtc && *driver;
}
