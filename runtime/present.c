/* present.c: the present table (sorted, disjoint host ranges) and pointer attachments. */
#include "rt.h"

#include <inttypes.h>
#include <stdio.h>
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
        gw__pin_unlock(&p->blocks[i]);
        gw__ranges_free(&p->blocks[i].stale);
    }
    free(p->blocks);
    free(p->att);
    gw__present_init(p);
}

/* Index of the last block starting at or before h, or -1. */
static int floor_block(const GwPresent *pt, const char *h)
{
    int lo = 0, hi = pt->nblocks;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (pt->blocks[mid].host <= h)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo - 1;
}

GwFind gw__present_find(const GwPresent *pt, const void *h, size_t n, int *idx)
{
    const char *p = h;
    int i = floor_block(pt, p);
    if (i >= 0) {
        const GwBlock *b = &pt->blocks[i];
        const char *end = b->host + b->bytes;
        if (p < end || (n == 0 && p == end)) {
            *idx = i;
            if ((b->flags & BLK_LINK) && !b->sref && !b->dref)
                return FIND_ABSENT;     /* declare link: not present until a clause maps it */
            return (size_t)(end - p) >= n ? FIND_PRESENT : FIND_PARTIAL;
        }
    }
    /* No block holds p; the section may still run into the next one. */
    if (n > 0 && i + 1 < pt->nblocks && (size_t)(pt->blocks[i + 1].host - p) < n) {
        *idx = i + 1;
        return FIND_PARTIAL;
    }
    *idx = -1;
    return FIND_ABSENT;
}

GwFind gw__find(GwDevice *d, const void *h, size_t n, int *idx)
{
    return gw__present_find(&d->present, h, n, idx);
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

int gw__present_insert(GwPresent *p, char *h, size_t n, char *dev)
{
    gw__grow(&p->blocks, &p->capblocks, p->nblocks + 1, sizeof *p->blocks);
    int i = floor_block(p, h) + 1;
    memmove(&p->blocks[i + 1], &p->blocks[i], (size_t)(p->nblocks - i) * sizeof *p->blocks);
    p->blocks[i] = (GwBlock){.host = h, .bytes = n, .dev = dev};
    p->nblocks++;
    return i;
}

/* The directive being run maps it, unless the caller says better (.text, .site). */
int gw__insert(GwDevice *d, char *h, size_t n, char *dev)
{
    int i = gw__present_insert(&d->present, h, n, dev);
    d->present.blocks[i].site = S.site;
    return i;
}

void gw__present_remove(GwPresent *p, int i)
{
    gw__ranges_free(&p->blocks[i].stale);
    memmove(&p->blocks[i], &p->blocks[i + 1], (size_t)(p->nblocks - i - 1) * sizeof *p->blocks);
    p->nblocks--;
}

void gw__remove(GwDevice *d, int i)
{
    gw__present_remove(&d->present, i);
}

/* ---- the table near an address, for not-present errors ---- */

#define DUMP_NEAR 3             /* blocks shown at or below the address, and above it */

static const char *block_kind(const GwBlock *b)
{
    if (b->flags & BLK_PACC)
        return ", a pacc pipeline's array";
    if ((b->flags & BLK_LINK) && !b->sref && !b->dref)
        return ", declare link, not mapped now";
    if (b->flags & BLK_LINK)
        return ", declare link";
    if ((b->flags & BLK_MAPPED) && !(b->site && !gw__is_directive_site(b->site)))
        return ", mapped to the program's device memory";
    return "";
}

/* "  host 0x..-0x.. (n bytes) -> device 0x..-0x.., refs S structured + D
 * dynamic: 'a[0:n]', enter data directive at prog.c:12" */
static void dump_block(const GwBlock *b, const char *h, size_t n)
{
    uintptr_t a = (uintptr_t)b->host, v = (uintptr_t)b->dev;
    char by[64], at[160] = "";
    if (b->site && b->site->file)
        snprintf(at, sizeof at, " at %s:%d", b->site->file, b->site->line);
    int hit = b->host < h + (n ? n : 1) && h < b->host + b->bytes;
    fprintf(stderr, "  host %#" PRIxPTR "-%#" PRIxPTR " (%zu bytes) -> device %#" PRIxPTR "-%#" PRIxPTR
            ", refs %ld structured + %ld dynamic: %s%s%s%s%s%s%s\n", a, a + b->bytes, b->bytes, v,
            v + b->bytes, b->sref, b->dref, b->text ? "'" : "", b->text ? b->text : "",
            b->text ? "', " : "", b->site ? gw__where(b->site, by, sizeof by) : "libgangway", at,
            block_kind(b), hit ? "  <-- overlaps it" : "");
}

static void dump_asked(const char *h, size_t n)
{
    uintptr_t a = (uintptr_t)h;
    fprintf(stderr, "  ---- %#" PRIxPTR "-%#" PRIxPTR " (%zu bytes): the range asked for\n", a, a + n, n);
}

void gw__present_dump(GwDevice *d, const void *hp, size_t n)
{
    const GwPresent *pt = &d->present;
    const char *h = hp;
    int all = gw__check_enabled();
    if (!pt->nblocks) {
        fprintf(stderr, "note: nothing is present on device %d\n", d->num);
        return;
    }
    int fl = floor_block(pt, h);
    int lo = all ? 0 : fl - (DUMP_NEAR - 1), hi = all ? pt->nblocks : fl + 1 + DUMP_NEAR;
    lo = lo < 0 ? 0 : lo;
    hi = hi > pt->nblocks ? pt->nblocks : hi;
    if (hi - lo == pt->nblocks)
        fprintf(stderr, "note: the present table of device %d (%d block%s):\n", d->num, pt->nblocks,
                pt->nblocks == 1 ? "" : "s");
    else
        fprintf(stderr, "note: the present table of device %d near %p: %d of its %d blocks "
                "(GANGWAY_CHECK=1 shows all):\n", d->num, hp, hi - lo, pt->nblocks);
    for (int i = lo; i < hi; i++) {
        if (i == fl + 1)
            dump_asked(h, n);
        dump_block(&pt->blocks[i], h, n);
    }
    if (hi == fl + 1)
        dump_asked(h, n);
    for (int i = 0; all && i < pt->natt; i++)
        fprintf(stderr, "  attached pointer at %p: host value %p, attach count %ld\n",
                (void *)pt->att[i].addr, pt->att[i].host_val, pt->att[i].count);
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
