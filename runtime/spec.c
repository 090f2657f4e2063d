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

static const char *const spec_state_name[] = {"compiling", "on trial", "adopted", "rejected", "failed"};

#define SPEC_MAX 4              /* specialisations a kernel keeps */
#define PARAM_MAX 64            /* parameters a mask can name */
#define TRIAL_TIMED 2           /* timed launches of a spec (after one warm-up) */

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
    double compile_ms, load_ms;
    int hit;                    /* came from the disk cache */
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
    void *ev[2];                /* a timed launch's events */
    int pending;                /* an asynchronous timed launch: -1 generic, i >= 0 spec i, -2 none */
    GwSpec spec[SPEC_MAX];
    int nspec;
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
    pthread_mutex_t mu;
    pthread_cond_t cv;
    pthread_t worker;
    int worker_up, stopping;
    GwSpecJob *queue, *queue_tail;
    gw_kernel **kernels;        /* kernels with a profile, for the report */
    int nkernels, capkernels;
    int compiles, hits, failures;
    double compile_ms, load_ms, wait_ms;
    GwSpecHook hook;            /* tests: stands for gw__jit_build */
} J = {.mu = PTHREAD_MUTEX_INITIALIZER, .cv = PTHREAD_COND_INITIALIZER};

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
        pthread_mutex_unlock(&J.mu);
        int rc = build(job);
        pthread_mutex_lock(&J.mu);
        job->rc = rc;
        job->done = 1;
    }
    pthread_mutex_unlock(&J.mu);
    return arg;
}

/* A forked child has no worker: its jobs in flight fail (pthread_atfork). */
static void after_fork_child(void)
{
    pthread_mutex_init(&J.mu, NULL);
    pthread_cond_init(&J.cv, NULL);
    J.worker_up = 0;
    for (GwSpecJob *j = J.queue; j; j = j->next)
        j->rc = -1, j->done = 1, snprintf(j->out.log, sizeof j->out.log, "the process forked while it compiled");
    J.queue = J.queue_tail = NULL;
}

static void submit(GwSpecJob *job)
{
    if (J.sync) {
        job->rc = build(job);
        job->done = 1;
        return;
    }
    pthread_mutex_lock(&J.mu);
    if (!J.worker_up) {
        static int forks;
        if (!forks++)
            pthread_atfork(NULL, NULL, after_fork_child);
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

/* The spec's job, if done, loaded on this (the launching) thread. */
static void spec_collect(GwDevice *d, const gw_kernel *k, GwSpec *sp)
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
    if (job->out.hit)
        J.hits++;
    else if (job->rc == 0)
        J.compiles++, J.compile_ms += job->out.ms;
    if (job->rc != 0) {
        sp->state = SPEC_FAILED;
        J.failures++;
        const char *nl = strchr(job->out.log, '\n');
        snprintf(sp->why, sizeof sp->why, "%.*s", nl ? (int)(nl - job->out.log) : (int)strlen(job->out.log),
                 job->out.log);
        job_free(job);
        return;
    }
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    int err = 0;
    sp->mod = S.be->module_load(job->out.image, &err);
    sp->fn = sp->mod ? S.be->function(sp->mod, k->name, &err) : NULL;
    clock_gettime(CLOCK_MONOTONIC, &t1);
    sp->load_ms = (t1.tv_sec - t0.tv_sec) * 1e3 + (t1.tv_nsec - t0.tv_nsec) / 1e6;
    J.load_ms += sp->load_ms;
    if (!sp->fn) {
        char text[160];
        sp->state = SPEC_FAILED;
        J.failures++;
        snprintf(sp->why, sizeof sp->why, "the driver could not load it: %s", S.be->error_text(err, text, sizeof text));
        if (sp->mod)
            S.be->module_unload(sp->mod);
        sp->mod = NULL;
    } else {
        sp->state = J.adopt_always ? SPEC_ADOPTED : SPEC_TRIAL;
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

/* A new specialisation of k for the values of this launch, its slot chosen
 * (least recently used goes when all are taken). */
static void spec_start(GwDevice *d, gw_kernel *k, GwJitKernel *jk, uint64_t mask, uint64_t align)
{
    GwSpec *sp = NULL;
    if (jk->nspec < SPEC_MAX) {
        sp = &jk->spec[jk->nspec++];
    } else {
        sp = &jk->spec[0];
        for (int i = 1; i < SPEC_MAX; i++)
            if (jk->spec[i].last_use < sp->last_use && jk->spec[i].state != SPEC_COMPILING)
                sp = &jk->spec[i];
        if (sp->state == SPEC_COMPILING)
            return;             /* all four compiling: wait */
        gw__settle(d);          /* its module may still run */
        spec_drop(sp);
    }
    *sp = (GwSpec){.state = SPEC_COMPILING, .mask = mask, .align = align, .last_use = jk->launches};
    memcpy(sp->val, jk->last, sizeof sp->val);
    GwSpecJob *job = calloc(1, sizeof *job);
    if (!job)
        gw__bug("out of host memory");
    const gw_module *m = k->module;
    char *defs = gw__spec_defs(k, mask, align, sp->val);
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

/* ---- profiling and the guard (plan 3.2, 3.4, 3.5) ---- */

static GwJitKernel *profile_of(GwDevice *d, gw_kernel *k)
{
    GwJitKernel *jk = k->jit;
    if (jk && jk->dev == d)
        return jk;
    if (jk) {                   /* another device: its modules are not this one's */
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
        jk->pending = -2;
    }
    jk->dev = d;
    jk->window = 0;
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

static void timed_begin(GwJitKernel *jk, void *st)
{
    if (!jk->ev[0]) {
        jk->ev[0] = S.be->event_new();
        jk->ev[1] = S.be->event_new();
    }
    S.be->event_record(jk->ev[0], st);
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
    if (sp->state == SPEC_REJECTED && sp->mod) {
        sp->fn = NULL;          /* its module stays until the device goes: a launch may run */
    }
}

/* An asynchronous timed launch, read when its events have fired. */
static void resolve_pending(GwJitKernel *jk, int wait)
{
    if (jk->pending == -2)
        return;
    if (!wait && S.be->event_done && !S.be->event_done(jk->ev[1]))
        return;
    float ms = S.be->event_ms(jk->ev[0], jk->ev[1]);
    int which = jk->pending;
    jk->pending = -2;
    note_time(jk, which, ms);
}

void *gw__spec_fn(GwDevice *d, gw_kernel *k, void *generic, void **args, void *stream, GwSpecLaunch *jl)
{
    jl->time = 0;
    jl->which = -2;
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
        if ((sp->state != SPEC_TRIAL && sp->state != SPEC_ADOPTED) || !guard_holds(k, sp, args))
            continue;
        sp->launches++;
        sp->last_use = jk->launches;
        jk->history <<= 1;
        if (sp->state == SPEC_TRIAL && sp->launches > 1 && jk->pending == -2 && S.be->event_new)
            jl->time = 1, jl->which = i, timed_begin(jk, stream);
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
    if (jk->generic_runs > 1 && jk->gen_timed < TRIAL_TIMED && jk->pending == -2 && !J.adopt_always &&
        S.be->event_new)
        jl->time = 1, jl->which = -1, timed_begin(jk, stream);
    profile_step(d, k, jk, args);
    return generic;
}

void gw__spec_after(gw_kernel *k, GwSpecLaunch *jl, void *stream)
{
    if (!jl->time)
        return;
    GwJitKernel *jk = k->jit;
    S.be->event_record(jk->ev[1], stream);
    jk->pending = jl->which;
    if (!stream)
        resolve_pending(jk, 1);
}

/* Modules of device d's specialisations, unloaded before its context goes. */
void gw__spec_release(GwDevice *d)
{
    for (int i = 0; i < J.nkernels; i++) {
        GwJitKernel *jk = J.kernels[i]->jit;
        if (!jk || jk->dev != d)
            continue;
        if (jk->pending != -2)
            resolve_pending(jk, 1);
        for (int j = 0; j < jk->nspec; j++)
            spec_drop(&jk->spec[j]);
        jk->nspec = 0;
        if (jk->ev[0]) {
            S.be->event_free(jk->ev[0]);
            S.be->event_free(jk->ev[1]);
            jk->ev[0] = jk->ev[1] = NULL;
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
    fprintf(stderr, "gangway: run-time specialisation (GANGWAY_JIT; %d compiled, %.1f ms; %d from the cache; "
            "%d failed; modules loaded in %.2f ms)\n", J.compiles, J.compile_ms, J.hits, J.failures, J.load_ms);
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
            if (sp->best_ms && jk->gen_best)
                snprintf(ratio, sizeof ratio, "%.2fx", jk->gen_best / sp->best_ms);
            fprintf(stderr, "  %-24s %9ld %9ld %9ld %10.1f %10.1f %7s  %s: %s%s%s%s\n", j ? "" : k->name,
                    sp->launches, jk->generic_runs, jk->misses, 1e3 * jk->gen_best, 1e3 * sp->best_ms, ratio,
                    spec_state_name[sp->state], vals, sp->hit ? " (cache)" : "",
                    sp->state == SPEC_FAILED ? ": " : "", sp->why);
        }
    }
}
