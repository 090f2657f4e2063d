/* defer.c: synchronous launches of quiet kernels that the host has not waited for yet. */
#include "rt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define S gw__state

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

static void deferred_failed(const GwDefer *df, int n, int err)
{
    char text[160], where[64], graphs[256] = "";
    const gw_site *s = df->site;
    const char *name = df->name;
    if (df->in_graphs)
        snprintf(graphs, sizeof graphs, " (%d of them in graphs, the last of the repeating sequence "
                 "from '%s' to '%s'; GANGWAY_GRAPHS=0 launches each alone)", df->in_graphs,
                 df->graph_from, df->graph_to);
    if (n == 1)
        gw__fatal_hint(s, err == GW_ERR_DEVICE_ASSERT ? GW_ASSERT_HINT : "run the program under compute-sanitizer "
                       "to find the faulting access", "kernel '%s' failed: %s (%s)", name,
                       S.be->error_text(err, text, sizeof text), gw__where(s, where, sizeof where));
    gw__fatal_hint(s, "the host waits for a quiet kernel only when it could see it; set "
                   "GANGWAY_DEFER=0 to wait after each one and find which failed",
                   "kernel '%s', or one of the %d launched before it%s, failed: %s (%s)", name,
                   n - 1, graphs, S.be->error_text(err, text, sizeof text),
                   gw__where(s, where, sizeof where));
}

/* GANGWAY_DEFER, read once the backend is up. */
void gw__defer_env(void)
{
    const char *df = getenv("GANGWAY_DEFER");
    S.defer = !df || strcmp(df, "0");
}

void gw__defer_init(GwDefer *df)
{
    *df = (GwDefer){0};
}

void gw__defer_release(GwDevice *d)
{
    gw__settle(d);
}

void gw__settle(GwDevice *d)
{
    if (S.graph.n && S.graph.dev == d)
        gw__graph_flush();      /* recorded launches first (graph.c) */
    if (!d->defer.n)
        return;
    int n = d->defer.n, err;
    GwDefer df = d->defer;
    d->defer.n = d->defer.in_graphs = 0;
    __atomic_fetch_sub(&S.deferred, n, __ATOMIC_RELEASE);
    if ((err = S.be->stream_sync(NULL)) != 0)     /* at exit too: it ends the program */
        deferred_failed(&df, n, err);
}

void gw__defer_graph(GwDevice *d, const char *from, const char *to, int n)
{
    d->defer.in_graphs += n;
    d->defer.graph_from = from;
    d->defer.graph_to = to;
}

void gw_settle(void)
{
    if (!__atomic_load_n(&S.deferred, __ATOMIC_ACQUIRE))
        return;
    pthread_mutex_lock(&S.lock);
    for (int i = 0; i < S.ndev; i++)
        if (S.devs[i].defer.n) {
            gw__bind(&S.devs[i]);
            gw__settle(&S.devs[i]);
            if (i != S.cur && S.devs[S.cur].ctx)
                gw__bind(&S.devs[S.cur]);       /* back to the current device */
        }
    pthread_mutex_unlock(&S.lock);
}

/* A synchronous launch was just made: one more the host has not waited for,
 * which it waits for now unless the kernel may run on (defer). */
void gw__defer_note(GwDevice *d, const gw_site *s, const char *name, bool defer)
{
    d->defer.n++;
    __atomic_fetch_add(&S.deferred, 1, __ATOMIC_RELEASE);
    d->defer.site = s;
    d->defer.name = name;
    if (!defer)
        gw__settle(d);
}
