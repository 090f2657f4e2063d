/* launch.c: kernel launches, the device's stack, occupancy and GANGWAY_TIME's timing. */
#include "rt.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define S gw__state

/* GANGWAY_TIME, read once the backend is up. */
void gw__launch_env(void)
{
    const char *t = getenv("GANGWAY_TIME");
    S.timing = t && *t && strcmp(t, "0") && !gw__spec_timing_only();
}

/* What launch.c keeps of a device: its multiprocessor count. */
void gw__launch_release(GwDevice *d)
{
    d->sm_count = 0;
}

/* ---- launches ---- */

static void launch_failed(const gw_site *s, const gw_kernel *k, const char *what, int err,
                          const char *hint)
{
    char text[160], where[64];
    gw__fatal_hint(s, hint, "kernel '%s' %s: %s (%s)", k->name, what,
                   S.be->error_text(err, text, sizeof text), gw__where(s, where, sizeof where));
}

void gw_stack_need(const gw_site *s, const char *what, int line, size_t bytes)
{
    GwDevice *d = gw__enter(s);
    /* room for the kernel's own frame, rounded to 1 KiB */
    size_t want = (bytes + 2048 + 1023) / 1024 * 1024;
    int err = d && bytes && S.be->stack_at_least ? S.be->stack_at_least(want) : 0;
    if (err) {
        char text[192], where[64], at[32] = "";
        if (line > 0) snprintf(at, sizeof at, " (line %d)", line);
        gw__fatal_hint(s, "make the array smaller, or allocate it before the construct and name it in a "
                       "private or create clause", "variable-length array '%s'%s needs %zu bytes on each device "
                       "thread's stack, and the device cannot give %zu: %s (%s)", what, at, bytes, want,
                       S.be->error_text(err, text, sizeof text), gw__where(s, where, sizeof where));
    }
    gw__leave();
}

/* Kernels run only on a GPU: on the host or the fake device a launch is a bug or a misuse. */
void gw__launch_check(GwDevice *d, const gw_site *s, const gw_kernel *k)
{
    char where[64];
    if (!d)
        gw__fatal_hint(s, "generated code must test gw_active() first; this is a gwcc bug",
                       "kernel '%s' launched while running on the host (%s)", k->name,
                       gw__where(s, where, sizeof where));
    if (gw__backend() == &gw__fake_backend && !gw__fake_runs(k->name))
        gw__fatal_hint(s, "unset GANGWAY_FAKE_DEVICE to run on the GPU; the fake device "
                       "exists to test data directives", "kernel '%s' cannot run on the fake "
                       "device (%s)", k->name, gw__where(s, where, sizeof where));
}

static void time_begin(void);
static void time_note(gw_kernel *k, const gw_site *s, const unsigned grid[3], const unsigned block[3],
                      bool timed, float ms);

/* A launch that failed at once: an earlier kernel's failure is named first. */
void gw__launch_failed(const gw_site *s, const gw_kernel *k, int err)
{
    launch_failed(s, k, "could not be launched", err, "check the launch size: "
                  "num_gangs, num_workers, vector_length and shared memory");
}

void gw_launch(const gw_site *s, gw_kernel *k, unsigned gx, unsigned gy, unsigned gz,
               unsigned bx, unsigned by, unsigned bz, size_t shmem, void **args, int async)
{
    if (!k)
        return;
    GwDevice *d = gw__enter(s);
    gw__launch_check(d, s, k);
    if (S.pacc.chunked) {
        char where[64];
        gw__fatal_hint(s, "a pipeline's kernels must write rows of its arrays by their outermost loop's "
                       "variable (gwcc --info says why a kernel is not split)", "kernel '%s' cannot run on "
                       "chunks of the pacc pipeline running out of core: it has no split plan (%s)", k->name,
                       gw__where(s, where, sizeof where));
    }
    if (S.nmem > 1)             /* leader only: what it reads made valid there */
        gw__group_before_launch(d, s, async);
    void *fn = gw__kernel_fn(d, s, k);
    void *st = gw__stream(d, async);
    const unsigned grid[3] = {gx, gy, gz}, block[3] = {bx, by, bz};
    GwSpecLaunch jl = {0};
    if (S.nmem <= 1)            /* one device: a specialisation may run */
        fn = gw__spec_fn(d, k, fn, args, st, &jl);
    gw_kernel *tuned = gw__fold_take();
    bool timed = (S.timing || tuned) && !st && S.be->event_new;
    bool defer = !st && !timed && k->quiet && S.defer && gw__thread.raw_site != s;
    if (timed)
        time_begin();
    gw__prof_launch(d, s, k, grid, block, shmem, async, acc_ev_enqueue_launch_start);
    /* one device, no pipeline: a repeating sequence of deferred launches
       may go as a graph (graph.c) */
    bool recordable = defer && !jl.time && !S.pacc.on;
    if (S.nmem <= 1 && gw__graph_take(d, s, k, fn, grid, block, shmem, args, recordable)) {
        gw__prof_launch(d, s, k, grid, block, shmem, async, acc_ev_enqueue_launch_end);
        gw__defer_note(d, s, k->name, true);
        if (S.timing)
            time_note(k, s, grid, block, false, 0);
        gw__leave();
        return;
    }
    int err = S.be->launch(fn, grid, block, shmem, args, st);
    if (err) {
        gw__settle(d);          /* an earlier kernel's failure, if it was one */
        gw__launch_failed(s, k, err);
    }
    if (timed)
        S.be->event_record(S.ev[1], NULL);
    gw__prof_launch(d, s, k, grid, block, shmem, async, acc_ev_enqueue_launch_end);
    gw__spec_after(k, &jl, st);
    if (S.nmem > 1)             /* what it can write: stale on the other members */
        gw__group_after_launch(d, s);
    if (!st)                    /* one more launch the host has not waited for */
        gw__defer_note(d, s, k->name, defer);
    float ms = timed ? S.be->event_ms(S.ev[0], S.ev[1]) : 0;
    if (timed && tuned)
        gw__fold_result(tuned, bx, ms);
    if (S.timing)
        time_note(k, s, grid, block, timed, ms);
    gw__leave();
}

/* ---- occupancy ---- */

int gw__sm_count(GwDevice *d)
{
    if (!d->sm_count)
        d->sm_count = S.be->attr(d->num, GW_ATTR_SM_COUNT);
    return d->sm_count;
}

unsigned gw_wave(const gw_site *s, gw_kernel *k, unsigned threads)
{
    if (!k || !threads)
        return 0;
    if (k->wave_threads == threads && k->wave)
        return k->wave;
    GwDevice *d = gw__enter(s);
    unsigned wave = 0;
    if (d && S.be->occupancy) {      /* the fake device has none */
        int sms = gw__sm_count(d);
        wave = (unsigned)S.be->occupancy(gw__kernel_fn(d, s, k), (int)threads, 0) * (unsigned)sms;
    }
    k->wave_threads = threads;
    k->wave = wave;
    gw__leave();
    return wave;
}

long long gw_loop_step(long long div, int down, const char *file, int line, const char *var, const char *step)
{
    if (div > 0)
        return div;
    gw_site s = {file, line, "loop"};
    char v[32];
    snprintf(v, sizeof v, "%lld", down ? -div : div);
    gw__fatal_hint(&s, "a loop a directive partitions needs a trip count computable before it runs (OpenACC 3.3, 2.9)",
                   "the loop over '%s' steps by %s%s%s%s%s: it would never end", var, step,
                   strcmp(step, v) ? " = " : "", strcmp(step, v) ? v : "", strcmp(step, v) ? " at run time" : "",
                   div ? ", away from its bound" : "");
}

int gw_sm_count(void)
{
    GwDevice *d = gw__enter(NULL);
    int n = d ? gw__sm_count(d) : 0;
    gw__leave();
    return n;
}

/* ---- timing (GANGWAY_TIME) ---- */

static void time_begin(void)
{
    if (!S.ev[0]) {
        S.ev[0] = S.be->event_new();
        S.ev[1] = S.be->event_new();
    }
    S.be->event_record(S.ev[0], NULL);
}

/* The launch's shape, site and (when it was timed) device time, in k's record. */
static void time_note(gw_kernel *k, const gw_site *s, const unsigned grid[3], const unsigned block[3],
                      bool timed, float ms)
{
    if (!k->launches++) {
        gw__grow(&S.timed, &S.captimed, S.ntimed + 1, sizeof *S.timed);
        S.timed[S.ntimed++] = k;
    }
    k->site = s;
    if (timed)
        k->ms += ms;
    memcpy(k->last, grid, 3 * sizeof *grid);
    memcpy(k->last + 3, block, 3 * sizeof *block);
}

/* A split launch (split.c), counted in k's record; its times are split.c's. */
void gw__time_note(gw_kernel *k, const gw_site *s, const unsigned grid[3], const unsigned block[3])
{
    time_note(k, s, grid, block, false, 0);
}

static int by_time(const void *a, const void *b)
{
    const gw_kernel *x = *(gw_kernel *const *)a, *y = *(gw_kernel *const *)b;
    return x->ms < y->ms ? 1 : x->ms > y->ms ? -1 : 0;
}

/* GANGWAY_TIME=1: each kernel's launches and device time, most first. */
void gw__time_report(void)
{
    if (!S.timing || !S.ntimed)
        return;
    qsort(S.timed, (size_t)S.ntimed, sizeof *S.timed, by_time);
    fprintf(stderr, "gangway: kernel times (synchronous launches; GANGWAY_TIME)\n");
    fprintf(stderr, "  %10s %8s %10s  %-28s %s\n", "total ms", "launches", "us each", "last grid x block", "kernel");
    for (int i = 0; i < S.ntimed; i++) {
        gw_kernel *k = S.timed[i];
        const gw_site *s = k->site;
        char shape[64];
        snprintf(shape, sizeof shape, "%ux%ux%u x %ux%ux%u", k->last[0], k->last[1], k->last[2], k->last[3],
                 k->last[4], k->last[5]);
        fprintf(stderr, "  %10.3f %8ld %10.1f  %-28s %s (%s:%d)\n", k->ms, k->launches,
                1e3 * k->ms / (double)k->launches, shape, k->name, s ? s->file : "?", s ? s->line : 0);
    }
    gw__split_report();
}
