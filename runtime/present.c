/* present.c: the present table (sorted, disjoint host ranges) and pointer attachments. */
#include "rt.h"

#include <stdlib.h>
#include <string.h>

#define S gw__state

void gw__present_init(GwPresent *p)
{
    *p = (GwPresent){0};
}

/* The device memory is the pool's, released with it. */
void gw__present_release(GwPresent *p)
{
    for (int i = 0; i < p->nblocks; i++) {
        if (p->blocks[i].flags & BLK_PINNED)
            S.be->host_unregister(p->blocks[i].host);
        gw__ranges_free(&p->blocks[i].stale);
    }
    free(p->blocks);
    free(p->att);
    gw__present_init(p);
}

/* Index of the last block starting at or before p, or -1. */
static int floor_block(GwDevice *d, const char *p)
{
    int lo = 0, hi = d->present.nblocks;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (d->present.blocks[mid].host <= p)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo - 1;
}

GwFind gw__find(GwDevice *d, const void *h, size_t n, int *idx)
{
    const char *p = h;
    int i = floor_block(d, p);
    if (i >= 0) {
        GwBlock *b = &d->present.blocks[i];
        const char *end = b->host + b->bytes;
        if (p < end || (n == 0 && p == end)) {
            *idx = i;
            if ((b->flags & BLK_LINK) && !b->sref && !b->dref)
                return FIND_ABSENT;     /* declare link: not present until a clause maps it */
            return (size_t)(end - p) >= n ? FIND_PRESENT : FIND_PARTIAL;
        }
    }
    /* No block holds p; the section may still run into the next one. */
    if (n > 0 && i + 1 < d->present.nblocks && (size_t)(d->present.blocks[i + 1].host - p) < n) {
        *idx = i + 1;
        return FIND_PARTIAL;
    }
    *idx = -1;
    return FIND_ABSENT;
}

int gw__find_dev(GwDevice *d, const void *dev)
{
    const char *p = dev;
    for (int i = 0; i < d->present.nblocks; i++) {
        GwBlock *b = &d->present.blocks[i];
        if (p >= b->dev && p < b->dev + b->bytes)
            return i;
    }
    return -1;
}

int gw__insert(GwDevice *d, char *h, size_t n, char *dev)
{
    GwPresent *p = &d->present;
    gw__grow(&p->blocks, &p->capblocks, p->nblocks + 1, sizeof *p->blocks);
    int i = floor_block(d, h) + 1;
    memmove(&p->blocks[i + 1], &p->blocks[i], (size_t)(p->nblocks - i) * sizeof *p->blocks);
    p->blocks[i] = (GwBlock){.host = h, .bytes = n, .dev = dev};
    p->nblocks++;
    return i;
}

void gw__remove(GwDevice *d, int i)
{
    GwPresent *p = &d->present;
    gw__ranges_free(&p->blocks[i].stale);
    memmove(&p->blocks[i], &p->blocks[i + 1], (size_t)(p->nblocks - i - 1) * sizeof *p->blocks);
    p->nblocks--;
}

/* ---- attachments (OpenACC 3.3 section 2.6.8) ---- */

static int att_find(GwDevice *d, void **addr)
{
    for (int i = 0; i < d->present.natt; i++)
        if (d->present.att[i].addr == addr)
            return i;
    return -1;
}

static void att_remove(GwDevice *d, int i)
{
    d->present.att[i] = d->present.att[--d->present.natt];
}

/* What a pointer holding target should hold on the device: the device
 * address of target + bias, less bias (the section a pointer's clause named
 * may start after what the pointer points at). */
static void *dev_value(GwDevice *d, void *target, size_t bias)
{
    int i;
    if (target && gw__find(d, (char *)target + bias, 0, &i) == FIND_PRESENT)
        return (char *)gw__xlate(&d->present.blocks[i], (char *)target + bias) - bias;
    return target;
}

/* Write v into the device copy of the pointer at host address addr. */
static void store_dev_ptr(GwDevice *d, void **addr, void *v, void *stream)
{
    int i;
    if (gw__find(d, addr, sizeof *addr, &i) != FIND_PRESENT)
        return;
    if (!stream)
        gw__settle(d);
    S.be->h2d(gw__xlate(&d->present.blocks[i], addr), &v, sizeof v, stream);
}

void gw__attach(GwDevice *d, const gw_site *s, void **addr, void *stream)
{
    gw__attach_at(d, s, addr, 0, stream);
}

void gw__attach_at(GwDevice *d, const gw_site *s, void **addr, size_t bias, void *stream)
{
    int i;
    if (gw__find(d, addr, sizeof *addr, &i) != FIND_PRESENT)
        return;     /* the pointer itself is not on the device: no action */
    int a = att_find(d, addr);
    if (a >= 0) {
        d->present.att[a].count++;
        return;
    }
    gw__grow(&d->present.att, &d->present.capatt, d->present.natt + 1, sizeof *d->present.att);
    d->present.att[d->present.natt++] = (GwAttach){addr, *addr, 1, bias};
    store_dev_ptr(d, addr, dev_value(d, *addr, bias), stream);
}

int gw__detach(GwDevice *d, const gw_site *s, void **addr, int finalize, void *stream)
{
    int a = att_find(d, addr);
    if (a < 0)
        return 0;
    if (!finalize && --d->present.att[a].count > 0)
        return 1;
    att_remove(d, a);
    store_dev_ptr(d, addr, *addr, stream);
    return 1;
}

static int in_range(void **addr, const char *h, size_t n)
{
    const char *p = (const char *)addr;
    return p >= h && (size_t)(p - h) < n;
}

/* The block [h, h+n) is going away: its pointers are no longer attached. */
void gw__attach_drop(GwDevice *d, const char *h, size_t n)
{
    for (int i = d->present.natt - 1; i >= 0; i--)
        if (in_range(d->present.att[i].addr, h, n))
            att_remove(d, i);
}

int gw__attach_in(GwDevice *d, const char *h, size_t n)
{
    for (int i = 0; i < d->present.natt; i++)
        if (in_range(d->present.att[i].addr, h, n))
            return 1;
    return 0;
}

/* After a copy to the host: attached pointers keep their host values. */
void gw__attach_fix_host(GwDevice *d, const char *h, size_t n)
{
    for (int i = 0; i < d->present.natt; i++)
        if (in_range(d->present.att[i].addr, h, n))
            *d->present.att[i].addr = d->present.att[i].host_val;
}

/* After a copy to the device: attached pointers keep their device values. */
void gw__attach_fix_dev(GwDevice *d, const char *h, size_t n, void *stream)
{
    for (int i = 0; i < d->present.natt; i++) {
        GwAttach *a = &d->present.att[i];
        if (in_range(a->addr, h, n))
            store_dev_ptr(d, a->addr, dev_value(d, a->host_val, a->bias), stream);
    }
}
