/* group.c: GANGWAY_NUM_DEVICES=n, the group of members 0..n-1 (docs/multigpu.md).
 *
 * Member k is device (cur + k) % ndev: member 0, the leader, is the current
 * device, the one the program sees.  Each member has its own present table,
 * pool and queues; data directives act on every member (data.c calls
 * gw__group_each); each member's block keeps the byte ranges stale on that
 * member (GwBlock.stale).  In this step kernels run on the leader only:
 * before a launch the blocks it can read are made valid on the leader, after
 * it the blocks it can write are stale on the other members. */
#include "rt.h"

#include <stdio.h>
#include <stdlib.h>

#define S gw__state

/* Read at backend start (init.c); more members than devices is an error. */
void gw__group_env(const gw_site *s)
{
    S.nmem = 1;
    const char *v;
    char hint[160];
    long n;
    int got = gw__env_long("GANGWAY_NUM_DEVICES", 1, 1 << 16, 10, &n, &v);
    if (!got)
        return;
    if (got < 0)
        gw__fatal_hint(s, "set it to a number of devices, 1 or more",
                       "GANGWAY_NUM_DEVICES='%s' is not a number of devices", v);
    if (n > S.ndev) {
        snprintf(hint, sizeof hint, "ask for at most %d; GANGWAY_LOGICAL_DEVICES=n presents each "
                 "GPU as n devices", S.ndev);
        gw__fatal_hint(s, hint, "GANGWAY_NUM_DEVICES=%ld asks for %ld devices, but there %s only %d",
                       n, n, S.ndev == 1 ? "is" : "are", S.ndev);
    }
    S.nmem = (int)n;
}

/* Member k, not opened: for its present table only. */
static GwDevice *member(int k)
{
    return &S.devs[(S.cur + k) % S.ndev];
}

GwDevice *gw__group_member(int k)
{
    return member(k);
}

int gw__group_index(const GwDevice *e)
{
    return (e->num - S.cur + S.ndev) % S.ndev;
}

/* fn(member, arg) on members 1..n-1, each opened and bound; the leader d's
 * queue async then waits for what they queued, so that waiting on the
 * leader's queue (all the program can name) waits for every member. */
void gw__group_each(GwDevice *d, int async, void (*fn)(GwDevice *e, void *arg), void *arg)
{
    void *ls = gw__stream(d, async);
    S.member_pass = 1;
    for (int k = 1; k < S.nmem; k++) {
        GwDevice *e = gw__device(member(k)->num);
        fn(e, arg);
        void *es = ls ? gw__stream(e, async) : NULL;
        if (es)
            S.be->stream_wait(ls, es);      /* the event is e's: e is bound */
    }
    S.member_pass = 0;
    gw__bind(d);
}

/* The block of e holding [h, h+n), or NULL.  A declare link variable's
 * block counts too while its counts are 0 (gw__find: not present), as they
 * are when its copy out gathers it. */
GwBlock *gw__group_block(GwDevice *e, const void *hv, size_t n)
{
    const char *h = hv;
    int i;
    GwFind f = gw__find(e, h, n, &i);
    GwBlock *b = i >= 0 ? &e->present.blocks[i] : NULL;
    if (f == FIND_PRESENT || (f == FIND_ABSENT && b && (b->flags & BLK_LINK) && h >= b->host
                              && h + n <= b->host + b->bytes))
        return b;
    return NULL;
}

/* A member other than d where byte at of b's range is valid, with its block
 * and where its valid run ends (at most end). */
GwDevice *gw__group_source(GwDevice *d, const GwBlock *b, size_t at, size_t end, GwBlock **eb,
                           size_t *stop)
{
    for (int k = 0; k < S.nmem; k++) {
        GwDevice *e = member(k);
        GwBlock *x = e == d ? NULL : gw__group_block(e, b->host, b->bytes);
        if (!x || !e->ctx || gw__ranges_has(&x->stale, at))
            continue;
        size_t a, c;
        *stop = gw__ranges_next(&x->stale, at, end, &a, &c) ? a : end;
        *eb = x;
        return e;
    }
    gw__bug("a present range is stale on every member of the group");
}

/* The stream of queue async on e, bound to e (NULL, synchronous, once e's
 * deferred kernels are done: gw__copy_stream); the caller binds d again. */
static void *member_stream(GwDevice *e, int async)
{
    gw__bind(e);
    return gw__copy_stream(e, async);
}

/* Copy [at, end) of block b on d from a member where it is valid; returns
 * where that member's valid run ends.  The copy runs on d's stream, after
 * what the member has queued on its own (its copies in). */
static size_t fetch_piece(GwDevice *d, GwBlock *b, size_t at, size_t end, int async)
{
    GwBlock *eb;
    size_t stop;
    GwDevice *e = gw__group_source(d, b, at, end, &eb, &stop);
    void *st = gw__copy_stream(d, async);
    void *es = member_stream(e, async);     /* synchronous: e's deferred kernels done */
    if (st && es)
        S.be->stream_wait(st, es);      /* the event is e's: e is bound */
    gw__bind(d);
    S.be->peer(b->dev + at, d->ctx, eb->dev + at, e->ctx, stop - at, st);
    return stop;
}

/* Copy [h, h+n) to the host (update self, copyout) from member d, bound:
 * the pieces stale on d from members where they are valid, each on that
 * member's stream, which d's stream then waits for. */
void gw__group_d2h(GwDevice *d, char *h, size_t n, int async)
{
    GwBlock *b = gw__group_block(d, h, n);
    void *st = gw__copy_stream(d, async);
    if (!b)
        gw__bug("a copy to the host of data not present on the leader");
    size_t lo = (size_t)(h - b->host), hi = lo + n, a, c, at = lo;
    while (at < hi) {
        if (!gw__ranges_next(&b->stale, at, hi, &a, &c))
            a = c = hi;
        if (a > at)             /* valid on d */
            S.be->d2h(b->host + at, b->dev + at, a - at, st);
        for (size_t p = a; p < c;) {
            GwBlock *eb;
            size_t stop;
            GwDevice *e = gw__group_source(d, b, p, c, &eb, &stop);
            void *es = member_stream(e, async);
            S.be->d2h(b->host + p, eb->dev + p, stop - p, es);
            if (st && es)
                S.be->stream_wait(st, es);
            gw__bind(d);
            p = stop;
        }
        at = c;
    }
}

/* Make [h, h+n) valid on member d (bound): its stale pieces come from members
 * where they are valid.  Nothing to do (one test) when none is stale. */
void gw__group_valid(GwDevice *d, const char *h, size_t n, int async)
{
    GwBlock *b = gw__group_block(d, h, n);
    if (!b || !b->stale.n)
        return;
    size_t lo = (size_t)(h - b->host), hi = lo + n, a, c, at = lo;
    while (gw__ranges_next(&b->stale, at, hi, &a, &c)) {
        for (size_t p = a; p < c;)
            p = fetch_piece(d, b, p, c, async);
        at = c;
    }
    gw__ranges_sub(&b->stale, lo, hi);
}

/* [h, h+n) was written on member d: stale on every other member.  A device
 * outside the group (acc_memcpy_d2d) changes nothing of the group's. */
void gw__group_wrote(GwDevice *d, const char *h, size_t n)
{
    int in = 0;
    for (int k = 0; k < S.nmem; k++)
        in |= member(k) == d;
    for (int k = 0; in && k < S.nmem; k++) {
        GwDevice *e = member(k);
        GwBlock *b = gw__group_block(e, h, n);
        if (!b)
            continue;
        size_t lo = (size_t)(h - b->host);
        if (e == d)
            gw__ranges_sub(&b->stale, lo, lo + n);
        else
            gw__ranges_add(&b->stale, lo, lo + n);
    }
}

/* [dev, dev+n) of d's memory was written (acc_memcpy_to_device and the like). */
void gw__group_wrote_dev(GwDevice *d, const void *dev, size_t n)
{
    int i = S.nmem > 1 && n ? gw__find_dev(d, dev) : -1;
    if (i < 0)
        return;
    GwBlock *b = &d->present.blocks[i];
    size_t off = (size_t)((const char *)dev - b->dev);
    gw__group_wrote(d, b->host + off, n < b->bytes - off ? n : b->bytes - off);
}

/* [dev, dev+n) of d's memory is about to be read directly: valid there first. */
void gw__group_valid_dev(GwDevice *d, const void *dev, size_t n, int async)
{
    int i = n ? gw__find_dev(d, dev) : -1;
    if (i < 0)
        return;
    GwBlock *b = &d->present.blocks[i];
    size_t off = (size_t)((const char *)dev - b->dev);
    gw__group_valid(d, b->host + off, n < b->bytes - off ? n : b->bytes - off, async);
}

/* ---- kernels: the maps of the launch's construct ----
 * gw_data_enter remembers its map array (gw__thread.maps); gwcc passes the
 * same site to the construct's gw_data_enter and its gw_launch, so a launch
 * whose site matches uses those maps: each map's block, the rows of a
 * pointer-to-pointer section, and the blocks that pointers attached inside
 * them point into.  A launch with no such maps takes every present block. */

typedef void (*BlockFn)(GwDevice *d, GwBlock *b, int async);

static void blocks_of_map(GwDevice *d, const gw_map *m, int write, BlockFn fn, int async)
{
    if (m->kind == GW_MAP_DEVICEPTR || (write && (m->flags & GW_MF_READONLY)))
        return;
    if (write && (m->kind == GW_MAP_ATTACH || m->kind == GW_MAP_DETACH) && !(m->flags & GW_MF_ROWS))
        return;     /* the kernel reads the pointer, it does not write it */
    if (m->flags & GW_MF_ROWS) {
        for (size_t r = 0; r < m->rows; r++) {
            char *row = ((char **)m->host)[r];
            GwBlock *b = row ? gw__group_block(d, row + m->row_off, 1) : NULL;
            if (b)
                fn(d, b, async);
        }
        return;
    }
    GwBlock *b = m->host ? gw__group_block(d, m->host, 1) : NULL;
    if (!b)
        return;
    char *host = b->host;
    size_t bytes = b->bytes;
    fn(d, b, async);
    /* pointers attached inside it: what they point into (b may have moved: no) */
    for (int a = 0; a < d->present.natt; a++) {
        GwAttach *at = &d->present.att[a];
        if ((char *)at->addr >= host && (char *)at->addr < host + bytes && at->host_val) {
            GwBlock *t = gw__group_block(d, (char *)at->host_val + at->bias, 1);
            if (t && t->host != host)
                fn(d, t, async);
        }
    }
}

static void for_kernel(GwDevice *d, const gw_site *s, int write, BlockFn fn, int async)
{
    if (gw__thread.maps_site == s && s) {
        for (int i = 0; i < gw__thread.nmaps; i++)
            blocks_of_map(d, &gw__thread.maps[i], write, fn, async);
        return;
    }
    for (int i = 0; i < d->present.nblocks; i++)
        fn(d, &d->present.blocks[i], async);
}

static void valid_block(GwDevice *d, GwBlock *b, int async)
{
    gw__group_valid(d, b->host, b->bytes, async);
}

static void wrote_block(GwDevice *d, GwBlock *b, int async)
{
    gw__group_wrote(d, b->host, b->bytes);
}

void gw__group_before_launch(GwDevice *d, const gw_site *s, int async)
{
    for_kernel(d, s, 0, valid_block, async);
}

void gw__group_after_launch(GwDevice *d, const gw_site *s)
{
    for_kernel(d, s, 1, wrote_block, 0);
}

/* The program selects or shuts down devices itself (acc_set_device_num,
 * acc_shutdown_device, the set and shutdown directives), or a pacc pipeline
 * begins (it runs on one device): a group would make each device's data
 * every member's, so the group ends first; why says which.  Every block
 * of the leader is made valid there (its stale pieces fetched from the
 * members), each other member is released as acc_shutdown_device would, and
 * compute regions run on one device from here on.  Said once, on stderr.
 * Called with the state locked. */
void gw__group_end(const char *why)
{
    if (S.nmem <= 1)
        return;
    int n = S.nmem;
    GwDevice *d = member(0);
    if (d->ctx) {
        gw__bind(d);
        for (int i = 0; i < d->present.nblocks; i++)
            gw__group_valid(d, d->present.blocks[i].host, d->present.blocks[i].bytes, GW_ASYNC_SYNC);
        gw__settle(d);
    }
    for (int k = 1; k < n; k++)
        if (member(k) != d)
            gw__device_release(member(k));
    S.nmem = 1;
    fprintf(stderr, "gangway: %s, so the group of %d devices (GANGWAY_NUM_DEVICES) ends: its data are "
            "gathered on device %d, and compute regions run on one device\n", why, n, d->num);
    if (d->ctx)
        gw__bind(d);
}

/* Member k's device address of h, or NULL (the runtime's unit tests). */
void *gw__member_copy(const void *h, int k)
{
    GwDevice *d = gw__enter(NULL);
    GwBlock *b = d && k < S.nmem ? gw__group_block(member(k), h, 1) : NULL;
    void *p = b ? b->dev + ((const char *)h - b->host) : NULL;
    gw__leave();
    return p;
}
