/* queue.c: async queues (one stream each, made on first use), wait and test routines. */
#include "rt.h"

#include <limits.h>

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define S gw__state

static void bad_async(int async)
{
    char where[64];
    gw__fatal_hint(S.site, "use a non-negative queue number, acc_async_noval, "
                   "acc_async_default or acc_async_sync", "%d is not a valid async argument (%s)", async,
                   gw__where(S.site, where, sizeof where));
}

void gw__check_async(const gw_site *s, int async)
{
    if (async >= 0 || async == acc_async_noval || async == acc_async_sync || async == acc_async_default)
        return;
    S.site = s;
    bad_async(async);
}

/* The queue an async argument names: acc_async_noval the current default
 * (acc_set_default_async), acc_async_default the initial default, which is
 * the queue acc_async_noval names until the program sets another. */
static int resolve(int async)
{
    if (async == acc_async_noval)
        return S.default_async;
    if (async == acc_async_default)
        return acc_async_noval;
    return async;
}

int gw__queue_id(int async)
{
    return resolve(async);
}

/* Queue of an async argument; NULL for synchronous work, or when the queue
 * does not exist and create is 0. */
GwQueue *gw__queue(GwDevice *d, int async, int create)
{
    async = resolve(async);
    if (async == acc_async_sync)
        return NULL;
    if (async < 0 && async != acc_async_noval)
        bad_async(async);
    for (int i = 0; i < d->queues.n; i++)
        if (d->queues.list[i].id == async)
            return &d->queues.list[i];
    if (!create)
        return NULL;
    gw__grow(&d->queues.list, &d->queues.cap, d->queues.n + 1, sizeof *d->queues.list);
    GwQueue *q = &d->queues.list[d->queues.n++];
    *q = (GwQueue){.id = async, .stream = S.be->stream_new()};
    return q;
}

void *gw__stream(GwDevice *d, int async)
{
    GwQueue *q = gw__queue(d, async, 1);
    return q ? q->stream : NULL;
}

/* The stream for a copy or fill on queue async.  NULL, synchronous, once
 * the kernels the host let run on are done: the host may read what they
 * wrote, and a failure is put down to the right kernel. */
void *gw__copy_stream(GwDevice *d, int async)
{
    void *st = gw__stream(d, async);
    if (!st)
        gw__settle(d);
    return st;
}

static void check(GwDevice *d, const gw_site *s, int id, int err)
{
    if (!err || S.exiting)
        return;
    char text[160], where[64];
    gw__fatal_hint(s, "asynchronous errors surface at the next wait; run with "
                   "compute-sanitizer, or without async, to find the failing region",
                   "asynchronous work on queue %d of device %d failed: %s (%s)", id, d->num,
                   S.be->error_text(err, text, sizeof text), gw__where(s, where, sizeof where));
}

/* The host waits for queue async. */
void gw__queue_sync(GwDevice *d, const gw_site *s, int async)
{
    GwQueue *q = gw__queue(d, async, 0);
    if (q)
        check(d, s, q->id, S.be->stream_sync(q->stream));
    else if (resolve(async) == acc_async_sync)
        gw__settle(d);
}

static void sync_all(GwDevice *d, const gw_site *s)
{
    gw__settle(d);
    for (int i = 0; i < d->queues.n; i++)
        check(d, s, d->queues.list[i].id, S.be->stream_sync(d->queues.list[i].stream));
}

/* GANGWAY_CHECK=1: a wait on a queue that nothing was ever put on is
 * valid (OpenACC 3.3: it returns at once) but often a typo'd queue number;
 * say so, once per device and queue. */
static void check_unused(GwDevice *d, const gw_site *s, int on)
{
    if (!gw__check_enabled() || on == acc_async_sync)
        return;
    int id = resolve(on);
    if (id == acc_async_sync || !gw__check_first_wait(d->num, id))
        return;
    char where[80], loc[160];
    if (s && s->file)
        snprintf(loc, sizeof loc, "%s:%d: ", s->file, s->line);
    else
        snprintf(loc, sizeof loc, "gangway: ");
    fprintf(stderr, "%swarning: wait on %s %d of device %d, which nothing was ever queued "
            "on (%s); it returns at once\n", loc,
            on == acc_async_noval ? "the default async queue (acc_async_noval), queue"
                                  : "async queue", id, d->num, gw__where(s, where, sizeof where));
}

/* Queue async waits for what is on queue on now; the host waits if async is sync. */
static void wait_on(GwDevice *d, const gw_site *s, int on, int async)
{
    GwQueue *q = gw__queue(d, on, 0);
    if (!q)
        check_unused(d, s, on);
    gw__prof_wait(d, s, acc_ev_wait_start, on, 0, async);
    GwQueue *w = gw__queue(d, async, 1);
    q = gw__queue(d, on, 0);    /* w's creation may have moved the array */
    if (!w)
        gw__queue_sync(d, s, on);
    else if (q && q != w)
        S.be->stream_wait(w->stream, q->stream);
    gw__prof_wait(d, s, acc_ev_wait_end, on, 0, async);
}

static void wait_all_on(GwDevice *d, const gw_site *s, int async)
{
    gw__prof_wait(d, s, acc_ev_wait_start, acc_async_sync, 1, async);
    GwQueue *w = gw__queue(d, async, 1);
    if (!w) {
        sync_all(d, s);
    } else {
        void *ws = w->stream;   /* gw__queue may move d->queues.list; streams stay */
        for (int i = 0; i < d->queues.n; i++)
            if (d->queues.list[i].stream != ws)
                S.be->stream_wait(ws, d->queues.list[i].stream);
    }
    gw__prof_wait(d, s, acc_ev_wait_end, acc_async_sync, 1, async);
}

void gw__queues_init(GwQueues *qs)
{
    *qs = (GwQueues){0};
}

void gw__queues_release(GwDevice *d)
{
    gw__settle(d);
    for (int i = 0; i < d->queues.n; i++)       /* a program's stream may serve two queues */
        S.be->stream_sync(d->queues.list[i].stream);
    for (int i = 0; i < d->queues.n; i++) {
        if (!d->queues.list[i].user)
            S.be->stream_free(d->queues.list[i].stream);
        gw__scratch_release(&d->queues.list[i].scratch);
    }
    free(d->queues.list);
    gw__queues_init(&d->queues);
}

void gw_wait(const gw_site *s, const int *queues, int nq, int async)
{
    GwDevice *d = gw__enter(s);
    gw__check_async(s, async);
    for (int i = 0; i < nq; i++)
        gw__check_async(s, queues[i]);
    if (d && nq == 0)
        wait_all_on(d, s, async);
    for (int i = 0; d && i < nq; i++)
        wait_on(d, s, queues[i], async);
    gw__leave();
}

/* Another device's queues: the host waits for them, which also orders any
 * later work of the current device's async queue after them. */
void gw_wait_dev(const gw_site *s, int dev, const int *queues, int nq, int async)
{
    GwDevice *d = gw__enter(s);
    gw__check_async(s, async);
    for (int i = 0; i < nq; i++)
        gw__check_async(s, queues[i]);
    if (!d)
        gw__check_host_num(s, dev, "wait(devnum: ...)");
    if (d && dev != d->num) {
        if (dev < 0 || dev >= S.ndev)
            gw__fatal_hint(s, "device numbers start at 0 and stop before acc_get_num_devices()",
                           "wait(devnum: %d: ...) names no device (%s)", dev, s->construct);
        GwDevice *cur = d;
        GwDevice *o = gw__device(dev);
        for (int i = 0; i < nq; i++)
            wait_on(o, s, queues[i], GW_ASYNC_SYNC);
        gw__bind(cur);
    } else if (d) {
        for (int i = 0; i < nq; i++)
            wait_on(d, s, queues[i], async);
    }
    gw__leave();
}

/* ---- OpenACC 3.3 section 3.2.9-3.2.14 ---- */

/* The routines without a device number act on the current device. */
#define CURRENT INT_MIN

/* Lock and select device num (CURRENT: the current one); NULL on the host.
 * A number the program passed must name a device: a negative one is an
 * error as one past the last is. */
static GwDevice *enter_dev(const gw_site *s, int num)
{
    GwDevice *d = gw__enter(s);
    if (num == CURRENT)
        return d;
    if (num < 0)
        gw__fatal_hint(s, "device numbers start at 0 and stop before acc_get_num_devices()",
                       "device %d does not exist (%s)", num, s->construct);
    if (!d && num > 0)
        gw__check_host_num(s, num, s->construct);
    if (!d || num == d->num)
        return d;
    if (num >= S.ndev)
        gw__fatal_hint(s, "device numbers start at 0", "device %d does not exist (%s)",
                       num, s->construct);
    return gw__device(num);
}

static int test(GwDevice *d, const gw_site *s, int async)
{
    GwQueue *q = gw__queue(d, async, 0);
    if (!q)
        return 1;
    int r = S.be->stream_done(q->stream);
    if (r < 0)
        check(d, s, q->id, -r);
    return r;
}

static int test_on(const gw_site *s, int async, int num)
{
    GwDevice *d = enter_dev(s, num);
    gw__check_async(s, async);
    int r = d ? test(d, s, async) : 1;
    gw__leave();
    return r;
}

static int test_all_on(const gw_site *s, int num)
{
    GwDevice *d = enter_dev(s, num);
    int r = 1;
    for (int i = 0; d && r && i < d->queues.n; i++)
        r = test(d, s, d->queues.list[i].id);
    gw__leave();
    return r;
}

/* Each routine names itself (gw__api): its errors say which the program called. */
#define API(name) gw__api(name, NULL)

int acc_async_test_device(int async, int num)
{
    return test_on(API("acc_async_test_device"), async, num);
}

int acc_async_test_all_device(int num)
{
    return test_all_on(API("acc_async_test_all_device"), num);
}

int acc_async_test(int async) { return test_on(API("acc_async_test"), async, CURRENT); }
int acc_async_test_all(void) { return test_all_on(API("acc_async_test_all"), CURRENT); }

static void wait_dev(const gw_site *s, int on, int async, int num)
{
    GwDevice *d = enter_dev(s, num);
    gw__check_async(s, on);
    gw__check_async(s, async);
    if (d)
        wait_on(d, s, on, async);
    gw__leave();
}

static void wait_all_dev(const gw_site *s, int async, int num)
{
    GwDevice *d = enter_dev(s, num);
    gw__check_async(s, async);
    if (d)
        wait_all_on(d, s, async);
    gw__leave();
}

void acc_wait_device_async(int on, int async, int num)
{
    wait_dev(API("acc_wait_device_async"), on, async, num);
}

void acc_wait_all_device_async(int async, int num)
{
    wait_all_dev(API("acc_wait_all_device_async"), async, num);
}

void acc_wait(int on) { wait_dev(API("acc_wait"), on, acc_async_sync, CURRENT); }
void acc_wait_device(int on, int num) { wait_dev(API("acc_wait_device"), on, acc_async_sync, num); }
void acc_wait_async(int on, int async) { wait_dev(API("acc_wait_async"), on, async, CURRENT); }
void acc_wait_all(void) { wait_all_dev(API("acc_wait_all"), acc_async_sync, CURRENT); }
void acc_wait_all_device(int num) { wait_all_dev(API("acc_wait_all_device"), acc_async_sync, num); }
void acc_wait_all_async(int async) { wait_all_dev(API("acc_wait_all_async"), async, CURRENT); }

/* Index of a queue in wait_arg[] that is idle, polling until one is; -1 if
 * none can ever be (count 0, or every entry acc_async_sync). */
static int wait_any(const gw_site *s, int count, int wait_arg[], int num)
{
    int live = 0;
    for (int i = 0; i < count; i++) {
        gw__check_async(s, wait_arg[i]);
        live += wait_arg[i] != acc_async_sync;
    }
    for (; live;) {
        GwDevice *d = enter_dev(s, num);
        for (int i = 0; i < count; i++) {
            if (wait_arg[i] != acc_async_sync && (!d || test(d, s, wait_arg[i]))) {
                gw__leave();
                return i;
            }
        }
        gw__leave();
        nanosleep(&(struct timespec){0, 20000}, NULL);
    }
    return -1;
}

int acc_wait_any_device(int count, int wait_arg[], int num)
{
    return wait_any(API("acc_wait_any_device"), count, wait_arg, num);
}

int acc_wait_any(int count, int wait_arg[])
{
    return wait_any(API("acc_wait_any"), count, wait_arg, CURRENT);
}

int acc_get_default_async(void)
{
    gw__enter(NULL);
    int a = S.default_async;
    gw__leave();
    return a;
}

void acc_set_default_async(int async)
{
    const gw_site *site = API("acc_set_default_async");
    gw__enter(site);
    gw__check_async(site, async);
    S.default_async = resolve(async == acc_async_noval ? acc_async_default : async);
    gw__leave();
}

/* OpenACC 1.0's names, which other implementations keep. */
void acc_async_wait(int on) { wait_dev(API("acc_async_wait"), on, acc_async_sync, CURRENT); }
void acc_async_wait_all(void) { wait_all_dev(API("acc_async_wait_all"), acc_async_sync, CURRENT); }

/* The CUDA stream of queue async on the current device (made if need be),
 * for CUDA libraries to share; NULL with no device or for acc_async_sync. */
void *acc_get_cuda_stream(int async)
{
    const gw_site *site = API("acc_get_cuda_stream");
    GwDevice *d = enter_dev(site, CURRENT);
    gw__check_async(site, async);
    gw__graph_flush();          /* the program may queue work there: launches recorded go first */
    void *st = d ? gw__stream(d, async) : NULL;
    gw__leave();
    return st;
}

/* The program's CUDA stream for queue async from now on (OpenACC 3.3,
 * A.2.1): the queue's work so far finishes first.  1 when done; 0 with no
 * device or for acc_async_sync. */
int acc_set_cuda_stream(int async, void *stream)
{
    const gw_site *site = API("acc_set_cuda_stream");
    GwDevice *d = enter_dev(site, CURRENT);
    gw__check_async(site, async);
    gw__graph_flush();          /* as acc_get_cuda_stream */
    GwQueue *q = d ? gw__queue(d, async, 1) : NULL;
    if (q) {
        check(d, site, q->id, S.be->stream_sync(q->stream));
        if (!q->user)
            S.be->stream_free(q->stream);
        q->stream = stream;
        q->user = true;
    }
    gw__leave();
    return q != NULL;
}

/* The current device's CUDA device (its ordinal, which is its CUdevice
 * handle) and context; NULL with no device. */
void *acc_get_current_cuda_device(void)
{
    const gw_site *site = API("acc_get_current_cuda_device");
    GwDevice *d = enter_dev(site, CURRENT);
    void *r = d ? (void *)(intptr_t)d->num : NULL;
    gw__graph_flush();          /* the program may launch its own work now */
    gw__leave();
    return r;
}

void *acc_get_current_cuda_context(void)
{
    const gw_site *site = API("acc_get_current_cuda_context");
    GwDevice *d = enter_dev(site, CURRENT);
    void *r = d ? d->ctx : NULL;
    gw__graph_flush();          /* the program may launch its own work now */
    gw__leave();
    return r;
}
