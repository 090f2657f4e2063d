/* spec.c: kernels specialised at run time for the scalar values they keep running with (GANGWAY_JIT). */
#include "rt.h"

#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define S gw__state

/* docs/jit-plan.md section 3.  A kernel's scalar arguments are profiled over
 * its first launches; those that did not change are compiled in (a block at
 * the top of the kernel shadows the parameters with constants) by NVRTC, in a
 * module of the unit's prelude and that one kernel.  A guard compares the
 * values at each launch: equal, the specialised function runs; not, the
 * generic one, and the new values are profiled in turn. */

static const char *const spec_state_name[] = {"compiling", "on trial", "adopted", "rejected", "failed", "hinted"};

#define SPEC_MAX 4              /* specialisations a kernel keeps */
#define PARAM_MAX 64            /* parameters a mask can name */
#define TRIAL_TIMED 2           /* timed launches of a spec (after one warm-up) and of the generic kernel */
#define TIMED_SLOTS (2 * TRIAL_TIMED)

typedef struct GwSpecJob GwSpecJob;

typedef struct GwSpec {
    int state;
    uint64_t mask;              /* parameters compiled in */
    uint64_t align;             /* pointer parameters assumed 16-byte aligned */
    uint64_t val[PARAM_MAX];    /* their values, zero-extended (by parameter index) */
    GwSpecJob *job;             /* SPEC_COMPILING: the compile in flight */
    void *mod, *fn;
    long launches, trial;       /* launches run; trial launches done */
    long last_use;              /* the kernel's launch count at its last use, for LRU */
    float best_ms;              /* best timed launch, 0: none */
    float gen_ms;               /* the generic kernel's best in its trial, 0: none */
    double compile_ms, load_ms;
    int hit;                    /* came from the disk cache */
    int from_hint;              /* made from an earlier run's hint (2.3) */
    int keyed, ptx;             /* key: its image's cache entry (PTX text when ptx) */
    GwJitKey key;
    int adopt;                  /* adopt when loaded, no trial: an earlier run measured it */
    float hint_ratio;           /* the earlier run's generic / specialised time */
    char why[160];              /* SPEC_FAILED: the first line of the reason */
} GwSpec;

typedef struct GwJitKernel {
    GwDevice *dev;              /* the device its functions belong to */
    uint64_t cand;              /* parameters that may be compiled in */
    uint64_t ptrs;              /* pointer parameters (alignment facts) */
    uint64_t last[PARAM_MAX];   /* the values of the previous launch */
    uint64_t varied;            /* candidates that changed within the window */
    uint64_t unaligned;         /* pointers seen not 16-aligned within the window */
    int window;                 /* launches profiled since the window opened */
    long launches, generic_runs, misses;
    unsigned history;           /* the last 16 launches: 1 = a miss */
    int off;                    /* gave up: too many misses, or nothing to compile in */
    float gen_best;             /* the generic kernel's best timed launch */
    int gen_timed;
    struct {
        void *ev[2];            /* before and after the launch */
        int which;              /* -1 generic, i >= 0 spec i, -2 free */
    } slot[TIMED_SLOTS];        /* timed launches not read yet: a trial's samples may be in
                                   flight together, in a queue the host runs ahead of */
    int pending;                /* slots in use */
    GwSpec spec[SPEC_MAX];
    int nspec;
    int hints_dirty;            /* a verdict this run: the hint entry is written at release */
} GwJitKernel;

/* A compile, handed to the worker thread (or done at once: GANGWAY_JIT_SYNC). */
struct GwSpecJob {
    GwJitReq req;
    GwJitOut out;
    char *text;                 /* owns req.defs and req.name */
    int done, rc;
    GwSpecJob *next;
};

/* What spec.c keeps: one mutex guards the job queue and the counters the worker sets. */
static struct {
    int read;                   /* the environment has been read */
    int env;                    /* GANGWAY_JIT: -1 unset, 0, 1, 2 (all) */
    int profile;                /* GANGWAY_JIT_PROFILE: launches with the same values */
    int sync;                   /* GANGWAY_JIT_SYNC */
    int adopt_always;           /* GANGWAY_JIT_ADOPT=always */
    int report;                 /* GANGWAY_TIME=jit or =1 */
    int no_hints;               /* GANGWAY_JIT_HINTS=0 */
    pthread_mutex_t mu;
    pthread_cond_t cv;
    pthread_t worker;
    int worker_up, stopping;
    int busy;                   /* the worker is inside build(), of current */
    GwSpecJob *current;
    pthread_cond_t idle;        /* signalled when it leaves it */
    GwSpecJob *queue, *queue_tail;
    gw_kernel **kernels;        /* kernels with a profile, for the report */
    int nkernels, capkernels;
    int hits, failures, hints_used;
    double load_ms;
    GwSpecHook hook;            /* tests: stands for gw__jit_build */
} J = {.mu = PTHREAD_MUTEX_INITIALIZER, .cv = PTHREAD_COND_INITIALIZER, .idle = PTHREAD_COND_INITIALIZER};

static int env_int(const char *name, int dflt)
{
    const char *v = getenv(name);
    return v && *v ? atoi(v) : dflt;
}

static void read_env(void)
{
    if (J.read)
        return;
    const char *v = getenv("GANGWAY_JIT");
    J.env = !v || !*v ? -1 : !strcmp(v, "all") ? 2 : strcmp(v, "0") != 0;
    J.profile = env_int("GANGWAY_JIT_PROFILE", 2);
    if (J.profile < 1)
        J.profile = 1;
    J.sync = env_int("GANGWAY_JIT_SYNC", 0);
    const char *a = getenv("GANGWAY_JIT_ADOPT");
    J.adopt_always = a && !strcmp(a, "always");
    J.no_hints = !env_int("GANGWAY_JIT_HINTS", 1);
    const char *t = getenv("GANGWAY_TIME");
    J.report = t && *t && strcmp(t, "0");
    J.read = 1;
}

void gw__spec_hook(GwSpecHook hook)
{
    J.hook = hook;
}

/* Does this run specialise k's module?  GANGWAY_JIT, else the build's default (-fgw-jit). */
static int jit_on(const gw_module *m)
{
    read_env();
    return J.env >= 0 ? J.env > 0 : (m->flags & GW_MOD_JIT) != 0;
}

int gw__spec_timing_only(void)
{
    const char *t = getenv("GANGWAY_TIME");
    return t && !strcmp(t, "jit");
}

/* ---- which arguments qualify (plan 3.1) ---- */

static uint64_t candidates(const gw_kernel *k, uint64_t *ptrs)
{
    uint64_t c = 0, p = 0;
    int fast = (k->module->flags & GW_MOD_FAST_MATH) != 0;
    for (int i = 0; i < k->nparams && i < PARAM_MAX; i++) {
        const gw_param *q = &k->params[i];
        if (q->bytes == 0 || q->bytes > 8)
            continue;
        switch (q->kind) {
        case GW_P_SINT: case GW_P_UINT: case GW_P_BOOL:
            if (!(q->flags & GW_PF_FLOATY) || fast)
                c |= 1ull << i;
            break;
        case GW_P_FLOAT:
            if (fast)
                c |= 1ull << i;
            break;
        case GW_P_PTR:
            p |= 1ull << i;
            break;
        }
    }
    *ptrs = p;
    return c;
}

/* Why k's launches are never specialised, or NULL. */
static const char *never_why(const gw_kernel *k)
{
    const gw_module *m = k->module;
    if (!m->src || m->jit_why)
        return m->jit_why ? m->jit_why : "its unit was built without its source (-fno-gw-jit-source)";
    if (k->jit_why)
        return k->jit_why;
    if (!k->params || !k->src_len)
        return "the build has no parameter table for it";
    if (m->rdc)
        return "its unit has relocatable device code (routines across files)";
    if (m->flags & GW_MOD_GLOBALS)
        return "its unit declares device globals, which a separate module would duplicate";
    if (!(m->flags & (GW_MOD_FP_EXACT | GW_MOD_FAST_MATH)))
        return "its unit lets nvcc contract floating-point operations freely (-ffp-contract=fast), so a "
               "specialised build could round differently; build with -fgw-jit or -ffp-contract=on";
    return NULL;
}

static uint64_t arg_value(const gw_param *q, void *arg)
{
    uint64_t v = 0;
    memcpy(&v, arg, q->bytes);      /* little-endian: zero-extended */
    return v;
}

/* ---- the specialised source (plan 3.3) ---- */

static void put(char **p, size_t *left, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void put(char **p, size_t *left, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(*p, *left, fmt, ap);
    va_end(ap);
    if (n < 0)
        n = 0;
    if ((size_t)n >= *left)
        n = (int)(*left ? *left - 1 : 0);
    *p += n;
    *left -= (size_t)n;
}

static int64_t sign_extend(uint64_t v, int bytes)
{
    if (bytes >= 8)
        return (int64_t)v;
    int sh = 64 - 8 * bytes;
    return (int64_t)(v << sh) >> sh;
}

/* A C++ literal of q's value v, of a type at least as wide as q's. */
void gw__spec_literal(const gw_param *q, uint64_t v, char *buf, size_t n)
{
    switch (q->kind) {
    case GW_P_BOOL:
        snprintf(buf, n, "%d", v != 0);
        break;
    case GW_P_SINT: {
        int64_t x = sign_extend(v, q->bytes);
        if (x == INT64_MIN)
            snprintf(buf, n, "(-9223372036854775807LL - 1)");
        else
            snprintf(buf, n, "%" PRId64 "LL", x);
        break;
    }
    case GW_P_UINT:
        snprintf(buf, n, "%" PRIu64 "ULL", v);
        break;
    case GW_P_FLOAT:
        if (q->bytes == 4) {
            uint32_t b = (uint32_t)v;
            float f;
            memcpy(&f, &b, 4);
            if (isfinite(f))
                snprintf(buf, n, "%af", (double)f);
            else
                snprintf(buf, n, "__int_as_float(%" PRId32 ")", (int32_t)b);
        } else {
            double f;
            memcpy(&f, &v, 8);
            if (isfinite(f))
                snprintf(buf, n, "%a", f);
            else
                snprintf(buf, n, "__longlong_as_double(%" PRId64 "LL)", (int64_t)v);
        }
        break;
    default:
        snprintf(buf, n, "0");
    }
}

/* The lines put before the unit's text: GW_SPEC_OPEN shadows the parameters
 * with their values and states the alignment facts.  Returns malloc'd text. */
char *gw__spec_defs(const gw_kernel *k, uint64_t mask, uint64_t align, const uint64_t *val)
{
    size_t cap = 256 + (size_t)k->nparams * 192, left = cap;
    char *text = malloc(cap), *p = text;
    if (!text)
        gw__bug("out of host memory");
    put(&p, &left, "#define GW_SPEC_OPEN {");
    for (int i = 0; i < k->nparams && i < PARAM_MAX; i++) {
        const gw_param *q = &k->params[i];
        char lit[96];
        if (mask >> i & 1) {
            gw__spec_literal(q, val[i], lit, sizeof lit);
            put(&p, &left, " %s = (%s)(%s);", q->decl, q->type, lit);
        }
        if (align >> i & 1)
            put(&p, &left, " __builtin_assume(((unsigned long long)(%s) & 15) == 0);", q->name);
    }
    put(&p, &left, "\n#define GW_SPEC_CLOSE }\n");
    return text;
}

/* ---- compiling: at once or on the worker thread ---- */

static int build(GwSpecJob *job)
{
    return J.hook ? J.hook(&job->req, &job->out) : gw__jit_build(&job->req, &job->out);
}

static void *worker_main(void *arg)
{
    pthread_mutex_lock(&J.mu);
    for (;;) {
        while (!J.queue && !J.stopping)
            pthread_cond_wait(&J.cv, &J.mu);
        if (J.stopping)
            break;
        GwSpecJob *job = J.queue;
        J.queue = job->next;
        if (!J.queue)
            J.queue_tail = NULL;
        J.busy = 1;
        J.current = job;
        pthread_mutex_unlock(&J.mu);
        int rc = build(job);
        pthread_mutex_lock(&J.mu);
        job->rc = rc;
        job->done = 1;
        J.busy = 0;
        J.current = NULL;
        pthread_cond_broadcast(&J.idle);
    }
    pthread_mutex_unlock(&J.mu);
    return arg;
}

/* Jobs not started fail (under J.mu). */
static void fail_queued(const char *why)
{
    for (GwSpecJob *j = J.queue; j; j = j->next)
        j->rc = -1, j->done = 1, snprintf(j->out.log, sizeof j->out.log, "%s", why);
    J.queue = J.queue_tail = NULL;
}

/* At exit (atexit, and jit.c's cancel_at_exit, both registered after
 * NVRTC's exit handlers): the worker takes no more jobs and the one it is
 * building is waited for (60 s at most), so that no thread of the runtime
 * is inside NVRTC, the cache or the runtime's state while the process's
 * exit handlers and the libraries' destructors run.  Jobs not started
 * fail; the program's launches run the generic kernels. */
void gw__spec_quiesce(void)
{
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_sec += 60;
    pthread_mutex_lock(&J.mu);
    J.stopping = 1;
    fail_queued("not compiled: the program is exiting");
    pthread_cond_broadcast(&J.cv);
    while (J.busy && pthread_cond_timedwait(&J.idle, &J.mu, &until) == 0)
        ;
    pthread_mutex_unlock(&J.mu);
}

/* A forked child has no worker: its jobs in flight fail (pthread_atfork). */
static void after_fork_child(void)
{
    pthread_mutex_init(&J.mu, NULL);
    pthread_cond_init(&J.cv, NULL);
    pthread_cond_init(&J.idle, NULL);
    if (J.busy)                 /* the worker's job: no worker here to finish it */
        J.current->next = J.queue, J.queue = J.current;
    J.worker_up = J.busy = 0;
    J.current = NULL;
    fail_queued("the process forked while it compiled");
}

static void submit(GwSpecJob *job)
{
    if (J.sync) {
        job->rc = build(job);
        job->done = 1;
        return;
    }
    pthread_mutex_lock(&J.mu);
    if (J.stopping) {           /* a launch from an exit handler */
        job->rc = -1, job->done = 1;
        snprintf(job->out.log, sizeof job->out.log, "not compiled: the program is exiting");
        pthread_mutex_unlock(&J.mu);
        return;
    }
    if (!J.worker_up) {
        static int once;
        if (!once++) {
            pthread_atfork(NULL, NULL, after_fork_child);
            atexit(gw__spec_quiesce);   /* after NVRTC's handlers: it was loaded first */
        }
        if (pthread_create(&J.worker, NULL, worker_main, NULL) == 0) {
            J.worker_up = 1;
        } else {                /* no thread: compile here */
            pthread_mutex_unlock(&J.mu);
            job->rc = build(job);
            job->done = 1;
            return;
        }
    }
    job->next = NULL;
    if (J.queue_tail)
        J.queue_tail->next = job;
    else
        J.queue = job;
    J.queue_tail = job;
    pthread_cond_signal(&J.cv);
    pthread_mutex_unlock(&J.mu);
}

static void job_free(GwSpecJob *job)
{
    if (!job)
        return;
    free(job->out.image);
    free(job->text);
    free(job);
}

/* sp's module and function from image (timed into sp and J): -1, or the
 * driver's error, with nothing kept. */
static int spec_load(GwSpec *sp, const void *image, const char *name)
{
    struct timespec t0;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    int err = 0;
    sp->mod = S.be->module_load(image, &err);
    sp->fn = sp->mod ? S.be->function(sp->mod, name, &err) : NULL;
    sp->load_ms = gw__ms_since(&t0);
    J.load_ms += sp->load_ms;
    if (sp->fn)
        return -1;
    if (sp->mod)
        S.be->module_unload(sp->mod);
    sp->mod = NULL;
    return err;
}

/* The spec's job, if done, loaded on this (the launching) thread. */
static void spec_collect(GwDevice *d, gw_kernel *k, GwSpec *sp)
{
    GwSpecJob *job = sp->job;
    pthread_mutex_lock(&J.mu);
    int done = job->done;
    pthread_mutex_unlock(&J.mu);
    if (!done)
        return;
    sp->job = NULL;
    sp->compile_ms = job->out.ms;
    sp->hit = job->out.hit;
    if (job->rc == 0)
        sp->key = job->out.key, sp->ptx = job->out.ptx, sp->keyed = 1;
    if (job->out.hit)
        J.hits++;
    if (job->rc != 0) {
        sp->state = SPEC_FAILED;
        J.failures++;
        const char *nl = strchr(job->out.log, '\n');
        snprintf(sp->why, sizeof sp->why, "%.*s", nl ? (int)(nl - job->out.log) : (int)strlen(job->out.log),
                 job->out.log);
        job_free(job);
        return;
    }
    int err = spec_load(sp, job->out.image, k->name);
    if (err >= 0) {
        char text[160];
        sp->state = SPEC_FAILED;
        J.failures++;
        snprintf(sp->why, sizeof sp->why, "the driver could not load it: %s", S.be->error_text(err, text, sizeof text));
    } else if (sp->adopt || J.adopt_always) {
        sp->state = SPEC_ADOPTED;
    } else {
        sp->state = SPEC_TRIAL;     /* timed against the generic kernel with these values */
        GwJitKernel *jk = k->jit;
        jk->gen_timed = 0;
        jk->gen_best = 0;
    }
    (void)d;
    job_free(job);
}

static void spec_drop(GwSpec *sp)
{
    if (sp->job) {              /* a compile the worker still runs is left to it (never waited for) */
        pthread_mutex_lock(&J.mu);
        int done = sp->job->done;
        pthread_mutex_unlock(&J.mu);
        if (done)
            job_free(sp->job);
        sp->job = NULL;
    }
    if (sp->mod)
        S.be->module_unload(sp->mod);
    sp->mod = sp->fn = NULL;
}

static void resolve_pending(GwJitKernel *jk, int wait);

/* A free slot of k's specialisations, or the least recently used one made
 * free (NULL: all four are compiling). */
static GwSpec *spec_slot(GwDevice *d, GwJitKernel *jk)
{
    if (jk->nspec < SPEC_MAX)
        return &jk->spec[jk->nspec++];
    GwSpec *sp = &jk->spec[0];
    for (int i = 1; i < SPEC_MAX; i++)
        if (jk->spec[i].last_use < sp->last_use && jk->spec[i].state != SPEC_COMPILING)
            sp = &jk->spec[i];
    if (sp->state == SPEC_COMPILING)
        return NULL;            /* all four compiling: wait */
    gw__settle(d);              /* its module may still run */
    resolve_pending(jk, 1);     /* its timed launches, read before the slot is another's */
    spec_drop(sp);
    return sp;
}

/* Compile (or read from the cache) sp, whose mask, align and val are set. */
static void spec_compile(GwDevice *d, gw_kernel *k, GwSpec *sp)
{
    sp->state = SPEC_COMPILING;
    GwSpecJob *job = calloc(1, sizeof *job);
    if (!job)
        gw__bug("out of host memory");
    const gw_module *m = k->module;
    char *defs = gw__spec_defs(k, sp->mask, sp->align, sp->val);
    size_t dl = strlen(defs), nl = strlen(m->name);
    job->text = malloc(dl + nl + 8);
    if (!job->text)
        gw__bug("out of host memory");
    memcpy(job->text, defs, dl + 1);
    gw__jit_unit_name(m, job->text + dl + 1, nl + 7);
    free(defs);
    job->req = (GwJitReq){.name = job->text + dl + 1, .defs = job->text, .opts = m->jit_opts,
                          .cc = S.be->attr(d->num, GW_ATTR_CC),
                          .part = {m->src, m->src + k->src_at}, .part_len = {m->prelude_len, k->src_len}};
    sp->job = job;
    /* a cache hit, or NVRTC loaded here, on the launching thread: an exit
       racing NVRTC's own loading on the worker can crash (jit.c) */
    if (!J.hook && gw__jit_cached(&job->req, &job->out) == 0) {
        job->done = 1;
    } else {
        if (!J.hook)
            gw__jit_nvrtc();
        submit(job);
    }
    spec_collect(d, k, sp);
}

/* A new specialisation of k for the values of the last launch. */
static void spec_start(GwDevice *d, gw_kernel *k, GwJitKernel *jk, uint64_t mask, uint64_t align)
{
    GwSpec *sp = spec_slot(d, jk);
    if (!sp)
        return;
    *sp = (GwSpec){.mask = mask, .align = align, .last_use = jk->launches};
    memcpy(sp->val, jk->last, sizeof sp->val);
    jk->hints_dirty = 1;
    spec_compile(d, k, sp);
}

/* ---- hints: what earlier runs learnt (plan 2.3) ----
 * Beside the cubins the cache holds, per unit, device architecture, NVRTC
 * and driver, the value sets the unit's kernels were specialised for, with
 * their verdicts and their cubins' cache keys: 'A' adopted (the trial's
 * generic / specialised ratio), 'R' rejected by the trial, 'T' compiled
 * with no verdict yet.  The unit's first launch on a device reads it and
 * loads the 'A' cubins at once (a start-up cost, not one inside the loop
 * that first launches a kernel); a launch whose values an 'A' entry holds
 * runs it without profiling or trial, a 'T' entry is loaded (or compiled)
 * and goes on trial; an 'R' entry is not compiled again.  The entry is
 * written when the device is released. */

#define HINT_MAGIC "gangway hint 2"
#define HINT_NAME 128

typedef struct GwHintLine {
    char kernel[HINT_NAME];
    int nparams;
    GwSpec sp;                  /* SPEC_HINT, SPEC_ADOPTED (prefetched) or SPEC_REJECTED */
    int taken;                  /* moved into its kernel's profile */
} GwHintLine;

typedef struct GwSpecUnit {
    const gw_module *m;
    GwDevice *d;
    GwHintLine *lines;          /* the earlier run's */
    int n, cap;
    int keyed;                  /* the hint key is known (NVRTC's version too) */
    GwJitKey key;
} GwSpecUnit;

static GwSpecUnit *units;
static int nunits, capunits;

static void hash_part(GwJitHash *h, const void *p, size_t n)
{
    uint64_t len = n;
    gw__jit_hash_add(h, &len, sizeof len);
    gw__jit_hash_add(h, p, n);
}

/* The unit's hint entry: its text and options, the device, NVRTC, driver. */
static int hint_key(const gw_module *m, GwDevice *d, GwJitKey *key)
{
    int nvrtc = 0, driver = 0, cc = S.be->attr(d->num, GW_ATTR_CC);
    if (!J.hook && !gw__jit_versions(&nvrtc, &driver))    /* (tests: no NVRTC, no versions) */
        return 0;
    int64_t nums[4] = {cc, nvrtc, driver, (int64_t)m->flags};
    GwJitHash h;
    gw__jit_hash_init(&h, 0x67772d68696e7432ull, 0x756e69742068696eull);
    hash_part(&h, HINT_MAGIC, sizeof HINT_MAGIC - 1);
    hash_part(&h, m->name, strlen(m->name));
    hash_part(&h, m->src, m->src_len);
    hash_part(&h, m->jit_opts ? m->jit_opts : "", m->jit_opts ? strlen(m->jit_opts) : 0);
    hash_part(&h, nums, sizeof nums);
    gw__jit_hash_end(&h, key->b);
    return 1;
}

static int hex_key(const char *t, GwJitKey *k)
{
    for (int i = 0; i < 16; i++) {
        unsigned x;
        if (sscanf(t + 2 * i, "%2x", &x) != 1)
            return 0;
        k->b[i] = (unsigned char)x;
    }
    return 1;
}

/* One line of a hint entry: 0 when it is not one. */
static int hint_parse_line(const char *line, GwHintLine *out)
{
    char v, keytext[40];
    float ratio;
    unsigned long long mask, align;
    int used, ptx, np;
    *out = (GwHintLine){0};
    if (sscanf(line, "%127s %d %c %f %llx %llx %32s %d%n", out->kernel, &np, &v, &ratio, &mask, &align, keytext,
               &ptx, &used) != 8 || np < 0 || np > 255 || (v != 'A' && v != 'R' && v != 'T') ||
        !(ratio >= 0 && ratio < 1e6f) || strlen(keytext) != 32 || !hex_key(keytext, &out->sp.key) ||
        (ptx != 0 && ptx != 1) || !mask)
        return 0;
    out->nparams = np;
    out->sp.state = v == 'R' ? SPEC_REJECTED : SPEC_HINT;
    out->sp.mask = mask, out->sp.align = align, out->sp.adopt = v == 'A', out->sp.hint_ratio = ratio;
    out->sp.ptx = ptx, out->sp.keyed = 1, out->sp.from_hint = 1;
    const char *p = line + used;
    for (int i = 0; i < PARAM_MAX; i++) {
        if (!(mask >> i & 1))
            continue;
        unsigned long long x;
        int m;
        if (i >= np || sscanf(p, " %llx%n", &x, &m) != 1)
            return 0;
        out->sp.val[i] = x;
        p += m;
    }
    return *p == 0;
}

/* The lines of a hint entry's text; -1 when it is not one (none taken). */
static int hint_parse(const char *text, size_t len, GwSpecUnit *u)
{
    size_t at = 0;
    int first = 1;
    while (at < len) {
        size_t e = at;
        while (e < len && text[e] != '\n')
            e++;
        char line[HINT_NAME + 64 + 17 * PARAM_MAX];
        if (e - at >= sizeof line)
            return -1;
        memcpy(line, text + at, e - at);
        line[e - at] = 0;
        at = e + 1;
        if (first) {
            if (strcmp(line, HINT_MAGIC))
                return -1;
            first = 0;
            continue;
        }
        gw__grow(&u->lines, &u->cap, u->n + 1, sizeof *u->lines);
        if (!hint_parse_line(line, &u->lines[u->n]))
            return u->n = 0, -1;
        u->n++;
    }
    return first ? -1 : u->n;
}

/* A hint line for sp of kernel name (nparams parameters), or nothing (a
 * failed or unkeyed one: tried again next run). */
static void hint_put_line(char **p, size_t *left, const char *name, int nparams, const GwSpec *sp)
{
    char v;
    float ratio = sp->hint_ratio;
    int measured = sp->best_ms > 0 && sp->gen_ms > 0;
    switch (sp->state) {
    case SPEC_ADOPTED:          /* measured now or before, or adopted unmeasured (GANGWAY_JIT_ADOPT=always) */
        v = measured || sp->adopt ? 'A' : 'T';
        break;
    case SPEC_REJECTED:
        v = 'R';
        break;
    case SPEC_HINT:
        v = sp->adopt ? 'A' : 'T';
        break;
    case SPEC_TRIAL: case SPEC_COMPILING:
        v = 'T';
        break;
    default:
        return;
    }
    if (measured)
        ratio = sp->gen_ms / sp->best_ms;
    if (!sp->keyed || strlen(name) >= HINT_NAME || strchr(name, ' '))
        return;
    char key[33];
    gw__jit_key_name(&sp->key, key);
    put(p, left, "%s %d %c %.3f %llx %llx %s %d", name, nparams, v, (double)ratio, (unsigned long long)sp->mask,
        (unsigned long long)sp->align, key, sp->ptx);
    for (int i = 0; i < PARAM_MAX; i++)
        if (sp->mask >> i & 1)
            put(p, left, " %llx", (unsigned long long)sp->val[i]);
    put(p, left, "\n");
}

/* Loads line's cubin from the cache (an 'A' line, at the unit's first launch). */
static void hint_prefetch(GwHintLine *l)
{
    GwJitOut o;
    if (gw__jit_cached_key(&l->sp.key, l->sp.ptx, &o) != 0)
        return;                 /* compiled again when its values come */
    int err = spec_load(&l->sp, o.image, l->kernel);
    free(o.image);
    if (err >= 0)
        return;
    J.hits++;
    J.hints_used++;
    l->sp.hit = 1;
    l->sp.state = SPEC_ADOPTED;
}

/* m's hints on d, read (and its adopted cubins loaded) on first use. */
static GwSpecUnit *unit_of(GwDevice *d, const gw_module *m)
{
    for (int i = 0; i < nunits; i++)
        if (units[i].m == m && units[i].d == d)
            return &units[i];
    gw__grow(&units, &capunits, nunits + 1, sizeof *units);
    GwSpecUnit *u = &units[nunits++];
    *u = (GwSpecUnit){.m = m, .d = d};
    if (J.no_hints || !(u->keyed = hint_key(m, d, &u->key)))
        return u;
    void *data = NULL;
    size_t len = 0;
    if (!gw__jit_cache_get(&u->key, &data, &len))
        return u;
    hint_parse(data, len, u);
    free(data);
    for (int i = 0; i < u->n; i++)
        if (u->lines[i].sp.adopt)
            hint_prefetch(&u->lines[i]);
    return u;
}

/* The earlier run's lines for k into its profile. */
static void hints_take(GwDevice *d, gw_kernel *k, GwJitKernel *jk)
{
    GwSpecUnit *u = unit_of(d, k->module);
    for (int i = 0; i < u->n && jk->nspec < SPEC_MAX; i++) {
        GwHintLine *l = &u->lines[i];
        if (l->taken || strcmp(l->kernel, k->name))
            continue;
        l->taken = 1;
        if (l->nparams != k->nparams || (l->sp.mask & ~jk->cand) || (l->sp.align & ~jk->ptrs)) {
            if (l->sp.mod)      /* another build's kernel of that name */
                S.be->module_unload(l->sp.mod);
            continue;
        }
        jk->spec[jk->nspec++] = l->sp;
    }
}

/* Writes the hint entries of d's units: this run's kernels' specialisations,
 * and the earlier lines of kernels that did not run; then forgets them. */
static void hints_write(GwDevice *d)
{
    for (int ui = 0; ui < nunits; ui++) {
        GwSpecUnit *u = &units[ui];
        if (u->d != d)
            continue;
        int dirty = 0;
        for (int i = 0; i < J.nkernels; i++) {
            GwJitKernel *jk = J.kernels[i]->jit;
            dirty |= jk && jk->dev == d && J.kernels[i]->module == u->m && jk->hints_dirty;
        }
        if (dirty && !J.no_hints && (u->keyed || (u->keyed = hint_key(u->m, d, &u->key)))) {
            /* (keyed now: a first run loads NVRTC after the unit's first launch) */
            size_t line = HINT_NAME + 100 + 17 * PARAM_MAX, cap = 64 + (size_t)u->n * line, left;
            for (int i = 0; i < J.nkernels; i++)
                cap += J.kernels[i]->module == u->m ? SPEC_MAX * line : 0;
            char *text = malloc(cap), *p = text;
            if (!text)
                gw__bug("out of host memory");
            left = cap;
            put(&p, &left, "%s\n", HINT_MAGIC);
            for (int i = 0; i < J.nkernels; i++) {
                gw_kernel *k = J.kernels[i];
                GwJitKernel *jk = k->jit;
                if (!jk || jk->dev != d || k->module != u->m)
                    continue;
                jk->hints_dirty = 0;
                for (int j = 0; j < jk->nspec; j++)
                    hint_put_line(&p, &left, k->name, k->nparams, &jk->spec[j]);
            }
            for (int i = 0; i < u->n; i++)
                if (!u->lines[i].taken)
                    hint_put_line(&p, &left, u->lines[i].kernel, u->lines[i].nparams, &u->lines[i].sp);
            gw__jit_cache_put(&u->key, text, (size_t)(p - text));
            free(text);
        }
        for (int i = 0; i < u->n; i++)
            if (!u->lines[i].taken && u->lines[i].sp.mod)
                S.be->module_unload(u->lines[i].sp.mod);
        free(u->lines);
        units[ui--] = units[--nunits];
    }
}

/* ---- profiling and the guard (plan 3.2, 3.4, 3.5) ---- */

static GwJitKernel *profile_of(GwDevice *d, gw_kernel *k)
{
    GwJitKernel *jk = k->jit;
    if (jk && jk->dev == d)
        return jk;
    if (jk) {                   /* another device: its modules are not this one's */
        resolve_pending(jk, 1);
        for (int i = 0; i < jk->nspec; i++)
            spec_drop(&jk->spec[i]);
        jk->nspec = 0;
    } else {
        jk = calloc(1, sizeof *jk);
        if (!jk)
            gw__bug("out of host memory");
        k->jit = jk;
        pthread_mutex_lock(&J.mu);
        gw__grow(&J.kernels, &J.capkernels, J.nkernels + 1, sizeof *J.kernels);
        J.kernels[J.nkernels++] = k;
        pthread_mutex_unlock(&J.mu);
        jk->cand = candidates(k, &jk->ptrs);
        for (int i = 0; i < TIMED_SLOTS; i++)
            jk->slot[i].which = -2;
    }
    jk->dev = d;
    jk->window = 0;
    hints_take(d, k, jk);
    return jk;
}

/* Do this launch's arguments satisfy sp's guard? */
static int guard_holds(const gw_kernel *k, const GwSpec *sp, void **args)
{
    uint64_t both = sp->mask | sp->align;
    for (int i = 0; both >> i; i++) {
        if (!(both >> i & 1))
            continue;
        uint64_t v = arg_value(&k->params[i], args[i]);
        if ((sp->mask >> i & 1) && v != sp->val[i])
            return 0;
        if ((sp->align >> i & 1) && (v & 15))
            return 0;
    }
    return 1;
}

/* One launch's values into the profile window; a specialisation when the
 * window is long enough and something stayed the same. */
static void profile_step(GwDevice *d, gw_kernel *k, GwJitKernel *jk, void **args)
{
    uint64_t both = jk->cand | jk->ptrs;
    if (!jk->window)
        jk->varied = jk->unaligned = 0;
    for (int i = 0; both >> i; i++) {
        if (!(both >> i & 1))
            continue;
        uint64_t v = arg_value(&k->params[i], args[i]);
        if (jk->window && (jk->cand >> i & 1) && v != jk->last[i])
            jk->varied |= 1ull << i;
        if ((jk->ptrs >> i & 1) && (v & 15))
            jk->unaligned |= 1ull << i;
        jk->last[i] = v;
    }
    if (++jk->window <= J.profile)
        return;
    jk->window = 0;
    uint64_t mask = jk->cand & ~jk->varied, align = jk->ptrs & ~jk->unaligned;
    if (!mask) {                /* nothing stays: alignment alone is not worth a module */
        return;
    }
    for (int i = 0; i < jk->nspec; i++) {
        GwSpec *sp = &jk->spec[i];
        if (sp->mask == mask && sp->align == align && guard_holds(k, sp, args))
            return;             /* rejected or failed before: not again */
    }
    spec_start(d, k, jk, mask, align);
}

/* A timed launch of which (-1 generic, i spec i) begins on stream st: 1,
 * and jl says which slot's events end it; 0: no free slot, or no events. */
static int timed_begin(GwJitKernel *jk, int which, void *st, GwSpecLaunch *jl)
{
    if (!S.be->event_new)
        return 0;
    for (int i = 0; i < TIMED_SLOTS; i++) {
        if (jk->slot[i].which != -2)
            continue;
        if (!jk->slot[i].ev[0]) {
            jk->slot[i].ev[0] = S.be->event_new();
            jk->slot[i].ev[1] = S.be->event_new();
        }
        S.be->event_record(jk->slot[i].ev[0], st);
        jk->slot[i].which = which;
        jk->pending++;
        jl->time = 1, jl->slot = i;
        return 1;
    }
    return 0;
}

/* Timed launches of which not read yet. */
static int in_flight(const GwJitKernel *jk, int which)
{
    int n = 0;
    for (int i = 0; i < TIMED_SLOTS; i++)
        n += jk->slot[i].which == which;
    return n;
}

static void note_time(GwJitKernel *jk, int which, float ms)
{
    if (which == -1) {
        if (!jk->gen_timed++ || ms < jk->gen_best)
            jk->gen_best = ms;
        return;
    }
    GwSpec *sp = &jk->spec[which];
    if (sp->state != SPEC_TRIAL)
        return;
    if (!sp->best_ms || ms < sp->best_ms)
        sp->best_ms = ms;
    if (++sp->trial < TRIAL_TIMED)
        return;
    /* adopted when at least 1% faster than the generic kernel's best */
    sp->state = jk->gen_timed && sp->best_ms <= 0.99f * jk->gen_best ? SPEC_ADOPTED : SPEC_REJECTED;
    sp->gen_ms = jk->gen_timed ? jk->gen_best : 0;     /* this trial's: another may reset the kernel's */
    jk->hints_dirty = 1;
    if (sp->state == SPEC_REJECTED && sp->mod) {
        sp->fn = NULL;          /* its module stays until the device goes: a launch may run */
    }
}

/* Timed launches whose events have fired (all of them: wait), read. */
static void resolve_pending(GwJitKernel *jk, int wait)
{
    for (int i = 0; i < TIMED_SLOTS && jk->pending; i++) {
        int which = jk->slot[i].which;
        if (which == -2 || (!wait && S.be->event_done && !S.be->event_done(jk->slot[i].ev[1])))
            continue;
        float ms = S.be->event_ms(jk->slot[i].ev[0], jk->slot[i].ev[1]);
        jk->slot[i].which = -2;
        jk->pending--;
        note_time(jk, which, ms);
    }
}

void *gw__spec_fn(GwDevice *d, gw_kernel *k, void *generic, void **args, void *stream, GwSpecLaunch *jl)
{
    jl->time = 0;
    jl->slot = -1;
    if (!jit_on(k->module))
        return generic;
    if (never_why(k)) {
        if (!k->jit)            /* remembered for the report */
            profile_of(d, k)->off = 1;
        return generic;
    }
    GwJitKernel *jk = profile_of(d, k);
    jk->launches++;
    if (jk->off || (!jk->cand && !jk->ptrs))
        return generic;
    resolve_pending(jk, 0);
    for (int i = 0; i < jk->nspec; i++)
        if (jk->spec[i].state == SPEC_COMPILING)
            spec_collect(d, k, &jk->spec[i]);
    /* the guard */
    for (int i = 0; i < jk->nspec; i++) {
        GwSpec *sp = &jk->spec[i];
        if (sp->state == SPEC_HINT && guard_holds(k, sp, args)) {
            J.hints_used++;     /* an earlier run's: loaded now, from launch 1 */
            sp->last_use = jk->launches;
            spec_compile(d, k, sp);
            if (sp->state == SPEC_COMPILING) {  /* not cached: the generic kernel meanwhile */
                jk->generic_runs++;
                jk->history <<= 1;
                return generic;
            }
        }
        if ((sp->state != SPEC_TRIAL && sp->state != SPEC_ADOPTED) || !guard_holds(k, sp, args))
            continue;
        sp->last_use = jk->launches;
        jk->history <<= 1;
        if (sp->state == SPEC_TRIAL) {
            /* the trial: the generic kernel and the specialisation, same values,
               each timed TRIAL_TIMED times (the specialisation after one untimed
               launch); while samples are in flight, the generic kernel runs */
            if (jk->gen_timed + in_flight(jk, -1) < TRIAL_TIMED && timed_begin(jk, -1, stream, jl)) {
                jk->generic_runs++;
                return generic;
            }
            if (sp->launches > 0 && !(sp->trial + in_flight(jk, i) < TRIAL_TIMED && timed_begin(jk, i, stream, jl))) {
                jk->generic_runs++;
                return generic;
            }
        }
        sp->launches++;
        return sp->fn;
    }
    /* the generic kernel: a miss when a spec exists, and the values profiled */
    jk->generic_runs++;
    int had = 0;
    for (int i = 0; i < jk->nspec; i++)
        had |= jk->spec[i].state == SPEC_TRIAL || jk->spec[i].state == SPEC_ADOPTED;
    jk->history = jk->history << 1 | (unsigned)had;
    if (had) {
        if (!(jk->history & 2))
            jk->window = 0;     /* the first miss: the new values get a window of their own */
        jk->misses++;
        if (__builtin_popcount(jk->history & 0xffff) > 8) {
            jk->off = 1;        /* the values keep changing: stop for this run */
            return generic;
        }
    }
    profile_step(d, k, jk, args);
    return generic;
}

void gw__spec_after(gw_kernel *k, GwSpecLaunch *jl, void *stream)
{
    if (!jl->time)
        return;
    GwJitKernel *jk = k->jit;
    S.be->event_record(jk->slot[jl->slot].ev[1], stream);     /* read at a later launch, when fired */
}

/* Modules of device d's specialisations, unloaded before its context goes. */
void gw__spec_release(GwDevice *d)
{
    for (int i = 0; i < J.nkernels; i++) {
        GwJitKernel *jk = J.kernels[i]->jit;
        if (jk && jk->dev == d)
            resolve_pending(jk, 1);
    }
    hints_write(d);
    for (int i = 0; i < J.nkernels; i++) {
        GwJitKernel *jk = J.kernels[i]->jit;
        if (!jk || jk->dev != d)
            continue;
        for (int j = 0; j < jk->nspec; j++)
            spec_drop(&jk->spec[j]);
        jk->nspec = 0;
        for (int j = 0; j < TIMED_SLOTS; j++) {
            if (jk->slot[j].ev[0]) {
                S.be->event_free(jk->slot[j].ev[0]);
                S.be->event_free(jk->slot[j].ev[1]);
            }
            jk->slot[j].ev[0] = jk->slot[j].ev[1] = NULL;
            jk->slot[j].which = -2;
        }
        jk->dev = NULL;
    }
}

/* What k's profile holds (tests). */
void gw__spec_counts(const gw_kernel *k, GwSpecCounts *c)
{
    const GwJitKernel *jk = k->jit;
    *c = (GwSpecCounts){0};
    if (!jk)
        return;
    c->nspec = jk->nspec;
    c->generic = jk->generic_runs;
    c->misses = jk->misses;
    c->off = jk->off;
    for (int i = 0; i < jk->nspec && i < 4; i++) {
        c->mask[i] = jk->spec[i].mask;
        c->align[i] = jk->spec[i].align;
        c->launches[i] = jk->spec[i].launches;
        c->state[i] = jk->spec[i].state;
    }
}

/* ---- GANGWAY_TIME's part (plan 4.1) ---- */

static void values_text(const gw_kernel *k, const GwSpec *sp, char *buf, size_t n)
{
    char *p = buf;
    size_t left = n;
    int shown = 0;
    for (int i = 0; i < k->nparams && i < PARAM_MAX; i++) {
        if (!(sp->mask >> i & 1))
            continue;
        char lit[96];
        gw__spec_literal(&k->params[i], sp->val[i], lit, sizeof lit);
        if (shown++ < 6)
            put(&p, &left, "%s%s=%s", shown > 1 ? " " : "", k->params[i].name, lit);
    }
    if (shown > 6)
        put(&p, &left, " (+%d)", shown - 6);
    if (sp->align)
        put(&p, &left, "; %d aligned", __builtin_popcountll(sp->align));
}

void gw__spec_report(void)
{
    read_env();
    if (!J.report || !J.nkernels)
        return;
    for (int i = 0; i < J.nkernels; i++) {     /* the last timed launches */
        GwJitKernel *jk = J.kernels[i]->jit;
        if (jk && jk->dev)
            resolve_pending(jk, 1);
    }
    GwJitStats st = gw__jit_stats_now();
    fprintf(stderr, "gangway: run-time specialisation (GANGWAY_JIT; %d compiled, %.1f ms; %d from the cache; "
            "%d failed; modules loaded in %.2f ms; %d hints used)\n", st.compiles, st.compile_ms, J.hits,
            J.failures, J.load_ms, J.hints_used);
    fprintf(stderr, "  first launches: %d device code loads in %.2f ms%s; NVRTC %s%.1f ms\n", st.modules,
            st.module_ms, gw__jit_env() == 2 ? " (compiled at run time, GANGWAY_JIT=all)" : "",
            st.loaded > 0 ? "loaded in " : st.loaded < 0 ? "missing, " : "not loaded, ", st.load_ms);
    fprintf(stderr, "  %-24s %9s %9s %9s %10s %10s %7s  %s\n", "kernel", "launches", "generic", "misses",
            "gen us", "spec us", "ratio", "specialised on");
    for (int i = 0; i < J.nkernels; i++) {
        gw_kernel *k = J.kernels[i];
        GwJitKernel *jk = k->jit;
        if (!jk)
            continue;
        const char *why = never_why(k);
        if (why) {
            fprintf(stderr, "  %-24s not specialised: %s\n", k->name, why);
            continue;
        }
        if (!jk->nspec) {
            fprintf(stderr, "  %-24s %9ld %9ld %9ld  none%s\n", k->name, jk->launches, jk->generic_runs, jk->misses,
                    jk->launches <= J.profile ? " (too few launches)" : jk->cand ? " (every value changed)" :
                    " (no integer arguments)");
            continue;
        }
        for (int j = 0; j < jk->nspec; j++) {
            GwSpec *sp = &jk->spec[j];
            char vals[256], ratio[16] = "-";
            values_text(k, sp, vals, sizeof vals);
            float gen = sp->gen_ms ? sp->gen_ms : jk->gen_best;
            if (sp->best_ms && gen)
                snprintf(ratio, sizeof ratio, "%.2fx", gen / sp->best_ms);
            else if (sp->from_hint && sp->hint_ratio > 0)      /* measured by an earlier run */
                snprintf(ratio, sizeof ratio, "(%.2fx)", sp->hint_ratio);
            fprintf(stderr, "  %-24s %9ld %9ld %9ld %10.1f %10.1f %7s  %s: %s%s%s%s\n", j ? "" : k->name,
                    sp->launches, jk->generic_runs, jk->misses, 1e3 * gen, 1e3 * sp->best_ms, ratio,
                    spec_state_name[sp->state], vals, sp->from_hint ? (sp->hit ? " (hint, cache)" : " (hint)") :
                    sp->hit ? " (cache)" : "",
                    sp->state == SPEC_FAILED ? ": " : "", sp->why);
        }
    }
}
