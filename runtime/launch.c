/* launch.c: kernel modules (loaded on first launch), launches, reduction scratch, sizing. */
#include "rt.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define S gw__state

/* Called by constructors before main: only links the module in. */
void gw_register_module(gw_module *m)
{
    pthread_mutex_lock(&S.lock);
    m->handle = NULL;
    m->next = S.modules;
    S.modules = m;
    pthread_mutex_unlock(&S.lock);
}

/* Every registered relocatable unit, linked into one module (the entry with
 * mod == NULL): their device code calls functions other units define. */
static void *linked_handle(GwDevice *d, const gw_site *s)
{
    for (int i = 0; i < d->nmods; i++)
        if (!d->mods[i].mod)
            return d->mods[i].handle;
    int n = 0, err = 0;
    for (gw_module *m = S.modules; m; m = m->next)
        n += m->rdc;
    const void **images = calloc((size_t)n, sizeof *images);
    size_t *sizes = calloc((size_t)n, sizeof *sizes);
    const char **names = calloc((size_t)n, sizeof *names);
    char log[2048], names_text[256] = "";
    if (!images || !sizes || !names)
        gw__bug("out of host memory");
    n = 0;
    for (gw_module *m = S.modules; m; m = m->next) {
        if (!m->rdc)
            continue;
        size_t used = strlen(names_text);
        if (used + 8 < sizeof names_text)
            snprintf(names_text + used, sizeof names_text - used, "%s'%s'", n ? ", " : "", m->name);
        images[n] = m->image, sizes[n] = m->size, names[n] = m->name;
        n++;
    }
    void *h = S.be->module_link(images, sizes, names, n, &err, log, sizeof log);
    free(images);
    free(sizes);
    free(names);
    if (!h) {
        char text[160];
        size_t len = strlen(log);
        while (len && (log[len - 1] == '\n' || log[len - 1] == ' '))
            log[--len] = '\0';
        gw__fatal_hint(s, "a function that a compute region calls from another file needs "
                       "'#pragma acc routine' in the file that defines it too, and that file "
                       "must be compiled by gwcc and linked into the program",
                       "cannot link the device code of %s on device %d: %s%s%s", names_text, d->num,
                       S.be->error_text(err, text, sizeof text), len ? ": " : "", log);
    }
    gw__grow(&d->mods, &d->capmods, d->nmods + 1, sizeof *d->mods);
    d->mods[d->nmods++] = (GwLoaded){NULL, h};
    return h;
}

static void *module_handle(GwDevice *d, const gw_site *s, gw_module *m)
{
    if (m->rdc)
        return m->handle = linked_handle(d, s);
    for (int i = 0; i < d->nmods; i++)
        if (d->mods[i].mod == m)
            return m->handle = d->mods[i].handle;
    int err = 0;
    void *h = S.be->module_load(m->image, &err);
    if (!h) {
        char text[160];
        gw__fatal_hint(s, "the GPU may be older than the code was compiled for (gwcc "
                       "-gpu=sm_XX), or the driver older than the CUDA toolkit that built it",
                       "cannot load the device code of '%s' on device %d: %s", m->name,
                       d->num, S.be->error_text(err, text, sizeof text));
    }
    gw__grow(&d->mods, &d->capmods, d->nmods + 1, sizeof *d->mods);
    d->mods[d->nmods++] = (GwLoaded){m, h};
    return m->handle = h;
}

/* A file-scope declare of a variable that device functions use: its device
 * copy is the module's __device__ variable of the same name, so kernels
 * (through the present table) and device functions (by name) share it. */
void gw_declare_global(const gw_site *s, gw_module *m, const char *sym, void *host, size_t bytes,
                       int kind)
{
    GwDevice *d = gw__enter(s);
    if (d) {
        int i, err = 0;
        size_t n = 0;
        void *mod = m->image ? module_handle(d, s, m) : NULL;
        char *dev = mod ? S.be->global(mod, sym, &n, &err) : NULL;
        if (gw__find(d, host, bytes, &i) != FIND_ABSENT) {
            ;   /* declared twice: the first one stands */
        } else if (!dev || n != bytes) {    /* no module (fake device): ordinary data */
            gw_map mp = {.host = host, .bytes = bytes, .kind = kind == GW_MAP_LINK ? GW_MAP_CREATE : kind, .text = sym};
            if (kind != GW_MAP_LINK)
                gw__map_enter(d, s, &mp, REF_DYN, GW_ASYNC_SYNC);
        } else {
            i = gw__insert(d, host, bytes, dev);
            d->blocks[i].flags |= BLK_MAPPED | (kind == GW_MAP_LINK ? BLK_LINK : 0);
            d->blocks[i].dref = kind != GW_MAP_LINK;
            if (kind == GW_MAP_COPY || kind == GW_MAP_COPYIN)
                S.be->h2d(dev, host, bytes, gw__copy_stream(d, GW_ASYNC_SYNC));
        }
    }
    gw__leave();
}

static void *kernel_fn(GwDevice *d, const gw_site *s, gw_kernel *k)
{
    if (k->fn)
        return k->fn;
    void *mod = module_handle(d, s, k->module);
    int err = 0;
    void *fn = S.be->function(mod, k->name, &err);
    if (!fn) {
        char text[160];
        gw__fatal_hint(s, "rebuild the program: its objects come from different gwcc runs",
                       "kernel '%s' is not in the device code of '%s': %s", k->name,
                       k->module->name, S.be->error_text(err, text, sizeof text));
    }
    gw__grow(&S.kernels, &S.capkernels, S.nkernels + 1, sizeof *S.kernels);
    S.kernels[S.nkernels++] = k;
    return k->fn = fn;
}

/* Cached functions and module handles belong to one device's context. */
void gw__kernels_forget(void)
{
    for (int i = 0; i < S.nkernels; i++)
        S.kernels[i]->fn = NULL;
    S.nkernels = 0;
    for (gw_module *m = S.modules; m; m = m->next)
        m->handle = NULL;
}

void gw__modules_release(GwDevice *d)
{
    gw__settle(d);
    for (int i = 0; i < d->nmods; i++)
        S.be->module_unload(d->mods[i].handle);
    free(d->mods);
    d->mods = NULL;
    d->nmods = d->capmods = 0;
}

static void launch_failed(const gw_site *s, const gw_kernel *k, const char *what, int err,
                          const char *hint)
{
    char text[160], where[64];
    gw__fatal_hint(s, hint, "kernel '%s' %s: %s (%s)", k->name, what,
                   S.be->error_text(err, text, sizeof text), gw__where(s, where, sizeof where));
}

/* ---- vector width search ----
 * A gang whose vector loops are short (a sparse matrix row of 16 nonzeros
 * under vector_length(32)) leaves lanes idle; the same logical lanes on
 * fewer threads, several gangs a warp, leave none.  Which is faster depends
 * on data the compiler cannot see, so the runtime measures synchronous
 * launches: half the width the program asked for (a first launch to warm
 * up, then one timed), then a quarter.  While halving gains 3% or more, it
 * goes on halving, as long as the gangs fill the GPU twice over.  The full
 * width is tried only when the quarter lost by 20% or more to the half:
 * lanes that fewer threads cannot keep up with mean rows long enough for
 * more; when halving cost less, the rows are short, and a launch at the full
 * width would only waste its time.  Then the best width stays, until the
 * gang count changes more than twofold.  GANGWAY_TUNE=0 turns it off. */
static __thread gw_kernel *folding;     /* the next launch is timed for it */

enum { FOLD_WARM, FOLD_HALF, FOLD_QUARTER, FOLD_FULL, FOLD_LESS, FOLD_DONE };

static void fold_result(gw_kernel *k, unsigned bx, float ms)
{
    switch (k->fold_step) {
    case FOLD_WARM:
        k->fold_step = FOLD_HALF;
        break;
    case FOLD_HALF:
        k->fold_bx = bx, k->fold_ms = ms, k->fold_step = FOLD_QUARTER;
        break;
    case FOLD_QUARTER:
        if (ms < 0.97f * k->fold_ms)
            k->fold_bx = bx, k->fold_ms = ms, k->fold_step = FOLD_LESS;
        else
            k->fold_step = ms >= 1.2f * k->fold_ms ? FOLD_FULL : FOLD_DONE;
        break;
    case FOLD_FULL:             /* the half width must win by 3% to stay */
        if (!(k->fold_ms < 0.97f * ms))
            k->fold_bx = bx, k->fold_ms = ms;
        k->fold_step = FOLD_DONE;
        break;
    case FOLD_LESS:
        if (ms < 0.97f * k->fold_ms)
            k->fold_bx = bx, k->fold_ms = ms;
        else
            k->fold_step = FOLD_DONE;
        break;
    }
}

unsigned gw_fold(gw_kernel *k, unsigned bx, long long gangs, int async)
{
    GwDevice *d = gw__enter(NULL);
    if (!d || !S.tune || async != GW_ASYNC_SYNC || !S.be->event_new || bx < 8 || (bx & (bx - 1))) {
        gw__leave();
        return k->fold_step == FOLD_DONE ? k->fold_bx : bx;
    }
    if (k->fold_step != FOLD_WARM && (gangs > 2 * k->fold_gangs || 2 * gangs < k->fold_gangs))
        k->fold_step = FOLD_WARM;       /* another problem size: search again */
    if (!d->sm_count)
        d->sm_count = S.be->attr(d->num, GW_ATTR_SM_COUNT);
    long long fill = (long long)d->sm_count * 2048 * 2;
    unsigned w = bx;
    switch (k->fold_step) {
    case FOLD_WARM:
        k->fold_gangs = gangs;
        if (gangs * (bx / 2) < fill)
            k->fold_bx = bx, k->fold_step = FOLD_DONE;
        else
            w = bx / 2;
        break;
    case FOLD_HALF:
        w = bx / 2;
        break;
    case FOLD_QUARTER:
        w = bx / 4;
        if (w < 4 || gangs * w < fill)
            w = bx, k->fold_step = FOLD_FULL;
        break;
    case FOLD_FULL:
        w = bx;
        break;
    case FOLD_LESS:
        w = k->fold_bx / 2;
        if (w < 4 || gangs * w < fill)
            w = k->fold_bx, k->fold_step = FOLD_DONE;
        break;
    case FOLD_DONE:
        w = k->fold_bx;
        break;
    }
    folding = k->fold_step == FOLD_DONE ? NULL : k;
    gw__leave();
    return w;
}

/* A synchronous launch of a quiet kernel (one whose only effects are on
 * device memory: no reduction results, no printf, no calls out, no host
 * addresses passed as they are) does not make the host wait.  gwcc places a
 * gw_settle after the region, before the first host statement that could
 * see the kernel (a call, which might read a clock or print; a volatile
 * access; a jump out; the function's end).  The runtime waits first too
 * wherever the host could see device memory: copies to or from the host,
 * reduction results, waits, frees, host_data, and the exit (gw__settle).
 * The launches all go to the default stream, which the queues' streams also
 * wait for, so the device runs them in program order.  GANGWAY_DEFER=0:
 * every synchronous launch waits. */
static void deferred_failed(const gw_site *s, const char *name, int n, int err)
{
    char text[160], where[64];
    if (n == 1)
        gw__fatal_hint(s, "run the program under compute-sanitizer to find the faulting "
                       "access", "kernel '%s' failed: %s (%s)", name,
                       S.be->error_text(err, text, sizeof text), gw__where(s, where, sizeof where));
    gw__fatal_hint(s, "the host waits for a quiet kernel only when it could see it; set "
                   "GANGWAY_DEFER=0 to wait after each one and find which failed",
                   "kernel '%s', or one of the %d launched before it, failed: %s (%s)", name,
                   n - 1, S.be->error_text(err, text, sizeof text),
                   gw__where(s, where, sizeof where));
}

void gw__settle(GwDevice *d)
{
    if (!d->deferred)
        return;
    int n = d->deferred, err;
    d->deferred = 0;
    __atomic_fetch_sub(&S.deferred, n, __ATOMIC_RELEASE);
    if ((err = S.be->stream_sync(NULL)) != 0)     /* at exit too: it ends the program */
        deferred_failed(d->defer_site, d->defer_name, n, err);
}

void gw_settle(void)
{
    if (!__atomic_load_n(&S.deferred, __ATOMIC_ACQUIRE))
        return;
    pthread_mutex_lock(&S.lock);
    for (int i = 0; i < S.ndev; i++)
        if (S.devs[i].deferred) {
            gw__bind(&S.devs[i]);
            gw__settle(&S.devs[i]);
            if (i != S.cur && S.devs[S.cur].ctx)
                gw__bind(&S.devs[S.cur]);       /* back to the current device */
        }
    pthread_mutex_unlock(&S.lock);
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

void gw_launch(const gw_site *s, gw_kernel *k, unsigned gx, unsigned gy, unsigned gz,
               unsigned bx, unsigned by, unsigned bz, size_t shmem, void **args, int async)
{
    if (!k)
        return;
    GwDevice *d = gw__enter(s);
    char where[64];
    if (!d)
        gw__fatal_hint(s, "generated code must test gw_active() first; this is a gwcc bug",
                       "kernel '%s' launched while running on the host (%s)", k->name,
                       gw__where(s, where, sizeof where));
    if (S.be == &gw__fake_backend)
        gw__fatal_hint(s, "unset GANGWAY_FAKE_DEVICE to run on the GPU; the fake device "
                       "exists to test data directives", "kernel '%s' cannot run on the fake "
                       "device (%s)", k->name, gw__where(s, where, sizeof where));
    void *fn = kernel_fn(d, s, k);
    void *st = gw__stream(d, async);
    const unsigned grid[3] = {gx, gy, gz}, block[3] = {bx, by, bz};
    gw_kernel *tuned = folding;
    folding = NULL;
    bool timed = (S.timing || tuned) && !st && S.be->event_new;
    bool defer = !st && !timed && k->quiet && S.defer && gw__raw_site != s;
    if (timed) {
        if (!S.ev[0]) {
            S.ev[0] = S.be->event_new();
            S.ev[1] = S.be->event_new();
        }
        S.be->event_record(S.ev[0], NULL);
    }
    int err = S.be->launch(fn, grid, block, shmem, args, st);
    if (err) {
        gw__settle(d);          /* an earlier kernel's failure, if it was one */
        launch_failed(s, k, "could not be launched", err, "check the launch size: "
                      "num_gangs, num_workers, vector_length and shared memory");
    }
    if (timed)
        S.be->event_record(S.ev[1], NULL);
    if (!st) {                  /* one more launch the host has not waited for */
        d->deferred++;
        __atomic_fetch_add(&S.deferred, 1, __ATOMIC_RELEASE);
        d->defer_site = s;
        d->defer_name = k->name;
        if (!defer)
            gw__settle(d);
    }
    float ms = timed ? S.be->event_ms(S.ev[0], S.ev[1]) : 0;
    if (timed && tuned)
        fold_result(tuned, bx, ms);
    if (S.timing) {
        if (!k->launches++) {
            gw__grow(&S.timed, &S.captimed, S.ntimed + 1, sizeof *S.timed);
            S.timed[S.ntimed++] = k;
        }
        k->site = s;
        if (timed)
            k->ms += ms;
        const unsigned last[6] = {gx, gy, gz, bx, by, bz};
        memcpy(k->last, last, sizeof last);
    }
    gw__leave();
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
        if (!d->sm_count)
            d->sm_count = S.be->attr(d->num, GW_ATTR_SM_COUNT);
        wave = (unsigned)S.be->occupancy(kernel_fn(d, s, k), (int)threads, 0) * (unsigned)d->sm_count;
    }
    k->wave_threads = threads;
    k->wave = wave;
    gw__leave();
    return wave;
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
}

/* ---- reductions ---- */

static GwScratch *scratch(GwDevice *d, int async)
{
    GwQueue *q = gw__queue(d, async, 1);
    GwScratch **slot = q ? &q->red : &d->red_sync;
    if (!*slot) {
        *slot = calloc(1, sizeof **slot);
        if (!*slot)
            gw__bug("out of host memory");
        (*slot)->dev = gw__alloc(d, GW_RED_MAX, "reduction scratch");
        if (S.be->host_mapped)
            (*slot)->out = S.be->host_mapped(GW_RED_MAX, &(*slot)->out_dev);
    }
    return *slot;
}

void gw__scratch_free(GwScratch *sc)
{
    if (sc && sc->out)
        S.be->host_mapped_free(sc->out);
    free(sc);
}

void *gw_red_begin(const void *init, size_t bytes, int async, void **out)
{
    if (bytes > GW_RED_MAX)
        gw__fatal_hint(NULL, "split the reduction over several regions",
                       "reduction variables need %zu bytes; at most %d fit", bytes,
                       GW_RED_MAX);
    GwDevice *d = gw__enter(NULL);
    void *r = S.host_red;
    *out = NULL;
    if (!d) {
        memcpy(S.host_red, init, bytes);
    } else {
        GwScratch *sc = scratch(d, async);
        *out = sc->out_dev;
        if (sc->ready < bytes || memcmp(sc->init, init, bytes))
            S.be->h2d(sc->dev, init, bytes, gw__copy_stream(d, async));
        memcpy(sc->init, init, bytes);
        sc->ready = 0;          /* the kernels turn it into results */
        r = sc->dev;
    }
    gw__leave();
    return r;
}

/* The region's results into out once its queue is done.  A kernel that
 * finished the reduction (it was given gw_red_begin's out pointer) left them
 * in mapped host memory and the identities back in the scratch; otherwise
 * they are copied back, and a copy of the identities queued behind, for the
 * next region, without waiting. */
static void red_results(void *out, size_t bytes, int async, bool finished)
{
    GwDevice *d = gw__enter(NULL);
    if (!d) {
        memcpy(out, S.host_red, bytes);
    } else {
        GwScratch *sc = scratch(d, async);
        void *st = gw__copy_stream(d, async);
        if (!finished)
            S.be->d2h(out, sc->dev, bytes, st);
        gw__queue_sync(d, NULL, async);
        if (finished)
            memcpy(out, sc->out, bytes);
        else
            S.be->h2d_nowait(sc->dev, sc->init, bytes, st);
        sc->ready = bytes;
    }
    gw__leave();
}

void gw_red_end(void *out, size_t bytes, int async)
{
    red_results(out, bytes, async, false);
}

void gw_red_done(void *out, size_t bytes, int async)
{
    red_results(out, bytes, async, true);
}

/* The partials area grows, never shrinks: after the first launches of a
 * program it is big enough, and launches allocate nothing.  The old area may
 * still be read by a kernel on the queue, so growing waits for the queue. */
static void *grow_scratch(size_t bytes, int async, bool priv)
{
    GwDevice *d = gw__enter(NULL);
    void *r = NULL;
    if (d && bytes) {
        GwQueue *q = gw__queue(d, async, 1);
        void **part = priv ? (q ? &q->priv : &d->priv_sync) : q ? &q->part : &d->part_sync;
        size_t *have = priv ? (q ? &q->priv_bytes : &d->priv_sync_bytes) : q ? &q->part_bytes : &d->part_sync_bytes;
        if (*have < bytes) {
            size_t n = 4096;
            while (n < bytes) n *= 2;
            if (*part) {
                gw__queue_sync(d, NULL, async);
                gw__free(d, *part);
            }
            *part = gw__alloc(d, n, priv ? "private subarray copies" : "reduction partials");
            *have = n;
        }
        r = *part;
    }
    gw__leave();
    return r;
}

void *gw_red_parts(size_t bytes, int async)
{
    return grow_scratch(bytes, async, false);
}

/* Device memory for the private copies of pointer subarrays of one launch
 * (private(p[lo:n]) in a compute construct): one buffer per queue, which
 * only grows; a launch on the same queue may reuse it once this one is
 * done, which the queue's order guarantees. */
void *gw_private_scratch(size_t bytes, int async)
{
    return grow_scratch(bytes, async, true);
}

/* The host version's copies of private pointer subarrays. */
void *gw_host_alloc(size_t bytes)
{
    void *p = malloc(bytes ? bytes : 1);
    if (!p) gw__fatal_hint(NULL, NULL, "out of host memory for a private subarray of %zu bytes", bytes);
    return p;
}

void gw_host_free(void *p)
{
    free(p);
}

int gw_sm_count(void)
{
    GwDevice *d = gw__enter(NULL);
    int n = 0;
    if (d) {
        if (!d->sm_count)
            d->sm_count = S.be->attr(d->num, GW_ATTR_SM_COUNT);
        n = d->sm_count;
    }
    gw__leave();
    return n;
}
