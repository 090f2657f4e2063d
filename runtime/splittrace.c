/* splittrace.c: GANGWAY_SPLIT_TRACE=N, the last N split launches timed step by step.
 *
 * Events on each member's streams around each step of its part: where a
 * split launch's device time goes (waits before the kernel, the kernel, the
 * join with the side stream, the gap since the last launch on that stream;
 * on the side stream its waits, copies and the ends), averaged per member
 * and kernel at exit.  The events themselves cost device time: a tool for
 * finding a loss, not for the timed runs. */

#include "rt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define S gw__state
#define SP gw__state.split

#define TR gw__state.split.trace

void gw__trace_env(void)
{
    const char *v;
    long n;
    TR.n = 0;
    int got = gw__env_long("GANGWAY_SPLIT_TRACE", 0, 4096, 10, &n, &v);
    if (!got)
        return;
    if (got < 0) {
        fprintf(stderr, "gangway: warning: GANGWAY_SPLIT_TRACE='%s' is not a number of launches from 0 "
                "to 4096; no trace\n", v);
        return;
    }
    TR.n = (int)n;
}

void gw__trace_begin(const gw_kernel *k, const gw_site *s)
{
    TR.on = 0;
    if (!TR.n || S.nmem < 2 || !S.be->event_ms)
        return;
    if (!TR.ring) {
        TR.nmem = S.nmem;
        if (!(TR.ring = calloc((size_t)TR.nmem * TR.n, sizeof *TR.ring)))
            gw__bug("out of host memory");
        for (int i = 0; i < TR.nmem * TR.n; i++)
            TR.ring[i].dev = -1;
    }
    TR.slot = (int)(TR.count++ % TR.n);
    TR.on = 1;
    for (int m = 0; m < TR.nmem; m++) {
        GwTraceSlot *t = &TR.ring[m * TR.n + TR.slot];
        t->k = k, t->s = s, t->have = 0, t->stream = NULL;
    }
}

/* Step `what` of part m on stream st (its device bound). */
void gw__trace_mark(int m, int what, void *st)
{
    if (!TR.on || m >= TR.nmem)
        return;
    GwTraceSlot *t = &TR.ring[m * TR.n + TR.slot];
    GwDevice *e = SP.part[m].dev;
    if (t->dev != e->num) {
        for (int i = 0; i < TRACE_NEV; i++)     /* the fake device has tokens only */
            t->ev[i] = S.be->event_new ? S.be->event_new() : S.be->fence_new();
        t->dev = e->num;
    }
    S.be->event_record(t->ev[what], st);
    t->have |= 1u << what;
    if (what == TRACE_START)
        t->stream = st;
}

#define TRACE_HAS(t, w) (((t)->have >> (w)) & 1u)

typedef struct TraceSum {
    const gw_kernel *k;
    const gw_site *s;
    int m;
    long n, ngap, nside, nends;
    double gap, before, kernel, join, side_at, copies, ends, ends_after;
} TraceSum;

/* The traced launches' averages, member by member, to out. */
void gw__split_trace_report(FILE *out)
{
    if (!TR.ring || !TR.count)
        return;
    long kept = TR.count < TR.n ? TR.count : TR.n;
    TraceSum *sum = calloc((size_t)TR.nmem * kept, sizeof *sum);
    int nsum = 0;
    if (!sum)
        return;
    for (int m = 0; m < TR.nmem; m++) {
        const GwTraceSlot *prev = NULL;
        for (long j = 0; j < kept; j++) {
            const GwTraceSlot *t = &TR.ring[m * TR.n + (TR.count - kept + j) % TR.n];
            if (t->dev < 0 || !TRACE_HAS(t, TRACE_START) || !TRACE_HAS(t, TRACE_KERNEL) || !TRACE_HAS(t, TRACE_KDONE) ||
                !TRACE_HAS(t, TRACE_END)) {
                prev = NULL;
                continue;
            }
            TraceSum *u = NULL;
            for (int i = 0; i < nsum && !u; i++)
                if (sum[i].k == t->k && sum[i].s == t->s && sum[i].m == m)
                    u = &sum[i];
            if (!u) {
                u = &sum[nsum++];
                u->k = t->k, u->s = t->s, u->m = m;
            }
            gw__bind(&S.devs[t->dev]);
            void *const *ev = t->ev;
            double k0 = S.be->event_ms(ev[TRACE_START], ev[TRACE_KERNEL]);
            double k1 = S.be->event_ms(ev[TRACE_START], ev[TRACE_KDONE]);
            double k2 = S.be->event_ms(ev[TRACE_START], ev[TRACE_END]);
            u->n++;
            u->before += k0, u->kernel += k1 - k0, u->join += k2 - k1;
            if (prev && prev->dev == t->dev && prev->stream == t->stream) {
                u->ngap++;
                u->gap += S.be->event_ms(prev->ev[TRACE_END], ev[TRACE_START]);
            }
            if (TRACE_HAS(t, TRACE_SIDE) && TRACE_HAS(t, TRACE_COPIED)) {
                double s0 = S.be->event_ms(ev[TRACE_START], ev[TRACE_SIDE]);
                u->nside++;
                u->side_at += s0, u->copies += S.be->event_ms(ev[TRACE_START], ev[TRACE_COPIED]) - s0;
                if (TRACE_HAS(t, TRACE_ENDS)) {
                    double e = S.be->event_ms(ev[TRACE_START], ev[TRACE_ENDS]);
                    u->nends++;
                    u->ends += e - (S.be->event_ms(ev[TRACE_START], ev[TRACE_COPIED]));
                    u->ends_after += e - k1;
                }
            }
            prev = t;
        }
    }
    fprintf(out, "gangway: split launches traced (GANGWAY_SPLIT_TRACE=%d: the last %ld of %ld), us on each "
            "member's streams, averages:\n", TR.n, kept, TR.count);
    fprintf(out, "  %6s %8s %8s %8s %9s %8s | %8s %8s %8s %10s  %s\n", "member", "launches", "gap",
            "before", "kernel", "join", "side at", "copies", "ends", "ends-kern", "kernel");
    for (int i = 0; i < nsum; i++) {
        const TraceSum *u = &sum[i];
        double n = (double)u->n, ns = u->nside ? (double)u->nside : 1, ne = u->nends ? (double)u->nends : 1;
        char gap[16] = "-", side[16] = "-", cop[16] = "-", ends[16] = "-", after[16] = "-";
        if (u->ngap) snprintf(gap, sizeof gap, "%.1f", 1e3 * u->gap / (double)u->ngap);
        if (u->nside) {
            snprintf(side, sizeof side, "%.1f", 1e3 * u->side_at / ns);
            snprintf(cop, sizeof cop, "%.1f", 1e3 * u->copies / ns);
        }
        if (u->nends) {
            snprintf(ends, sizeof ends, "%.1f", 1e3 * u->ends / ne);
            snprintf(after, sizeof after, "%.1f", 1e3 * u->ends_after / ne);
        }
        fprintf(out, "  %6d %8ld %8s %8.1f %9.1f %8.1f | %8s %8s %8s %10s  %s (%s:%d)\n", u->m, u->n, gap,
                1e3 * u->before / n, 1e3 * u->kernel / n, 1e3 * u->join / n, side, cop, ends, after,
                u->k ? u->k->name : "?", u->s ? u->s->file : "?", u->s ? u->s->line : 0);
    }
    free(sum);
}

void gw__trace_end(void)
{
    TR.on = 0;
}

/* A context was released: the events made on it went with it. */
void gw__trace_forget(void)
{
    for (int i = 0; TR.ring && i < TR.nmem * TR.n; i++)
        TR.ring[i].dev = -1, TR.ring[i].have = 0;
}

/* At exit: the report, then the events. */
void gw__trace_release(void)
{
    if (TR.ring)
        gw__split_trace_report(stderr);
    for (int i = 0; TR.ring && i < TR.nmem * TR.n; i++) {
        GwTraceSlot *t = &TR.ring[i];
        if (t->dev < 0 || !S.devs[t->dev].ctx)
            continue;
        gw__bind(&S.devs[t->dev]);
        for (int e = 0; e < TRACE_NEV; e++)
            S.be->event_free(t->ev[e]);
    }
    free(TR.ring);
    TR.ring = NULL, TR.count = 0, TR.on = 0;
}
