/* pool.c: device memory: power-of-two free lists from 4 KiB to 64 MiB, the
 * driver above; GANGWAY_DEVICE_MEMORY caps what a device may hold. */
#include "rt.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define S gw__state

/* Size class of a request: log2 of the rounded-up size, or -1 if too big. */
static int size_class(size_t bytes)
{
    int c = GW_POOL_MIN;
    while (c <= GW_POOL_MAX && ((size_t)1 << c) < bytes)
        c++;
    return c <= GW_POOL_MAX ? c : -1;
}

/* Index of the first allocation whose address is >= p. */
static int alloc_pos(const GwPool *pl, const char *p)
{
    int lo = 0, hi = pl->nallocs;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (pl->allocs[mid].dev < p)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* Drop freed[i]; on the host, give its memory to free() now (acc_free
 * kept it, note_freed). */
static void drop_freed(GwPool *pl, int i)
{
    if (pl == &S.host_pool) {
        free(pl->freed[i]);
        pl->quarantined -= pl->freed_bytes[i];
    }
    memmove(&pl->freed[i], &pl->freed[i + 1], (size_t)(pl->nfreed - i - 1) * sizeof *pl->freed);
    memmove(&pl->freed_bytes[i], &pl->freed_bytes[i + 1], (size_t)(pl->nfreed - i - 1) * sizeof *pl->freed_bytes);
    pl->nfreed--;
}

/* p is live again: a later acc_free of it is no double free. */
static void forget_freed(GwPool *pl, const void *p)
{
    for (int i = 0; i < pl->nfreed; i++)
        if (pl->freed[i] == p) {
            drop_freed(pl, i);
            return;
        }
}

/* The host keeps the last blocks acc_free took (up to 64 MiB) before
 * free() has them, as AddressSanitizer's quarantine does, so that no
 * malloc can return their addresses while a copy into one is still an
 * error (gw__check_dev_range). */
#define GW_HOST_QUARANTINE ((size_t)64 << 20)

static void note_freed(GwPool *pl, void *p, size_t bytes)
{
    int cap = (int)(sizeof pl->freed / sizeof *pl->freed);
    bool host = pl == &S.host_pool;
    while (pl->nfreed && (pl->nfreed == cap || (host && pl->quarantined + bytes > GW_HOST_QUARANTINE)))
        drop_freed(pl, 0);
    if (host && bytes > GW_HOST_QUARANTINE) {
        free(p);
        return;
    }
    pl->freed[pl->nfreed] = p;
    pl->freed_bytes[pl->nfreed++] = bytes;
    if (host)
        pl->quarantined += bytes;
}

/* Is p in a block acc_free took that nothing has since allocated again:
 * on the host one acc_free keeps (note_freed), on a device one in the
 * pool's free lists?  Its index in pl->freed, or -1. */
static int freed_block(const GwPool *pl, const char *p)
{
    for (int k = pl->nfreed - 1; k >= 0; k--) {
        const char *b = pl->freed[k];
        if (p < b || p >= b + pl->freed_bytes[k])
            continue;
        if (pl == &S.host_pool)
            return k;
        int c = size_class(pl->freed_bytes[k]);
        for (int j = 0; c >= 0 && j < pl->free[c - GW_POOL_MIN].n; j++)
            if (pl->free[c - GW_POOL_MIN].items[j] == b)
                return k;
    }
    return -1;
}

static void record(GwPool *pl, char *p, size_t bytes, int cls)
{
    if (pl->nfreed)
        forget_freed(pl, p);
    gw__grow(&pl->allocs, &pl->capallocs, pl->nallocs + 1, sizeof *pl->allocs);
    int i = alloc_pos(pl, p);
    memmove(&pl->allocs[i + 1], &pl->allocs[i], (size_t)(pl->nallocs - i) * sizeof *pl->allocs);
    pl->allocs[i] = (GwAlloc){p, bytes, cls, 0};
    pl->nallocs++;
}

static GwAlloc unrecord(GwPool *pl, int i)
{
    GwAlloc a = pl->allocs[i];
    memmove(&pl->allocs[i], &pl->allocs[i + 1], (size_t)(pl->nallocs - i - 1) * sizeof *pl->allocs);
    pl->nallocs--;
    return a;
}

/* ---- the cap ---- */

/* "4096", "512K", "2G", "1.5T" (powers of 1024, an optional B or iB after
 * the unit); 1 with *bytes set when v is one, else 0. */
int gw__parse_size(const char *v, size_t *bytes)
{
    char *end;
    errno = 0;
    double x = strtod(v, &end);
    if (end == v || errno || !(x > 0))
        return 0;
    double unit = 1;
    switch (toupper((unsigned char)*end)) {
    case 'K': unit = 1024.0; end++; break;
    case 'M': unit = 1024.0 * 1024; end++; break;
    case 'G': unit = 1024.0 * 1024 * 1024; end++; break;
    case 'T': unit = 1024.0 * 1024 * 1024 * 1024; end++; break;
    default: break;
    }
    if (unit > 1 && toupper((unsigned char)*end) == 'I')
        end++;
    if (toupper((unsigned char)*end) == 'B')
        end++;
    if (*end || x * unit >= 1.8e19)
        return 0;
    *bytes = (size_t)(x * unit);
    return *bytes > 0;
}

/* GANGWAY_DEVICE_MEMORY=size: each device behaves as if it had that much
 * memory (allocations past it fail as on a full GPU, the free memory the
 * program and the pacc pipelines see is counted from it), so out-of-core
 * runs can be tested at small sizes. */
void gw__pool_env(void)
{
    const char *v = getenv("GANGWAY_DEVICE_MEMORY");
    S.mem_cap = 0;
    if (!v || !*v)
        return;
    if (!gw__parse_size(v, &S.mem_cap))
        gw__fatal_hint(NULL, "give a size in bytes with an optional K, M, G or T (powers of 1024), "
                       "e.g. GANGWAY_DEVICE_MEMORY=2G", "GANGWAY_DEVICE_MEMORY='%s' is not a size", v);
}

void gw__mem_info(GwDevice *d, size_t *free_b, size_t *total_b)
{
    S.be->mem_info(free_b, total_b);
    if (!S.mem_cap)
        return;
    size_t left = d->pool.held < S.mem_cap ? S.mem_cap - d->pool.held : 0;
    if (*total_b > S.mem_cap)
        *total_b = S.mem_cap;
    if (*free_b > left)
        *free_b = left;
}

static void *driver_alloc(GwDevice *d, size_t n)
{
    if (S.mem_cap && (d->pool.held > S.mem_cap || n > S.mem_cap - d->pool.held))
        return NULL;
    void *p = S.be->alloc(n);
    if (p)
        d->pool.held += n;
    return p;
}

static void driver_free(GwDevice *d, void *p, size_t n)
{
    S.be->free(p);
    d->pool.held -= n < d->pool.held ? n : d->pool.held;
}

static void *fresh(GwDevice *d, size_t n)
{
    void *p = driver_alloc(d, n);
    if (!p) {
        gw__pool_drain(d);      /* cached blocks may be what is missing */
        p = driver_alloc(d, n);
    }
    return p;
}

static void *alloc(GwDevice *d, size_t bytes, const char *what, int exact)
{
    int cls = exact ? -1 : size_class(bytes ? bytes : 1);
    void *p = NULL;
    if (cls >= 0 && d->pool.free[cls - GW_POOL_MIN].n > 0) {
        GwFreeList *f = &d->pool.free[cls - GW_POOL_MIN];
        p = f->items[--f->n];
    } else {
        p = fresh(d, cls >= 0 ? (size_t)1 << cls : bytes);
    }
    if (!p) {
        size_t free_b = 0, total_b = 0;
        gw__mem_info(d, &free_b, &total_b);
        gw__fatal_hint(S.site, "map smaller sections, or delete data the device no longer "
                       "needs with exit data", "out of device memory allocating %zu bytes "
                       "for %s (%zu of %zu bytes free%s)", bytes, what, free_b, total_b,
                       S.mem_cap ? ", GANGWAY_DEVICE_MEMORY" : "");
    }
    record(&d->pool, p, bytes, cls);
    gw__prof_data(d, S.site, acc_ev_alloc, what, NULL, p, bytes, acc_async_sync);
    return p;
}

void *gw__alloc(GwDevice *d, size_t bytes, const char *what)
{
    return alloc(d, bytes, what, 0);
}

/* Exactly bytes from the driver, not a pooled block (a pacc pipeline's
 * buffers: planned to the byte against the memory free). */
void *gw__alloc_exact(GwDevice *d, size_t bytes, const char *what)
{
    return alloc(d, bytes ? bytes : 1, what, 1);
}

int gw__is_alloc(GwDevice *d, const void *dev)
{
    int i = alloc_pos(&d->pool, dev);
    return i < d->pool.nallocs && d->pool.allocs[i].dev == dev;
}

void gw__free(GwDevice *d, void *dev)
{
    GwPool *pl = &d->pool;
    int i = alloc_pos(pl, dev);
    if (i == pl->nallocs || pl->allocs[i].dev != dev)
        gw__bug("freeing device memory libgangway did not allocate");
    GwAlloc a = unrecord(pl, i);
    int cls = a.cls;
    size_t bytes = a.bytes;
    gw__prof_data(d, S.site, acc_ev_free, NULL, NULL, dev, bytes, acc_async_sync);
    if (cls < 0) {
        gw__settle(d);          /* no kernel still uses it */
        driver_free(d, dev, bytes);
        return;
    }
    GwFreeList *f = &pl->free[cls - GW_POOL_MIN];
    gw__grow(&f->items, &f->cap, f->n + 1, sizeof *f->items);
    f->items[f->n++] = dev;
}

/* Give the cached free blocks back to the driver. */
void gw__pool_drain(GwDevice *d)
{
    gw__settle(d);
    for (int c = 0; c < GW_NCLASS; c++) {
        GwFreeList *f = &d->pool.free[c];
        for (int i = 0; i < f->n; i++)
            driver_free(d, f->items[i], (size_t)1 << (c + GW_POOL_MIN));
        f->n = 0;
    }
}

void gw__pool_init(GwPool *p)
{
    *p = (GwPool){0};
}

void gw__pool_release(GwDevice *d)
{
    gw__pool_drain(d);
    for (int c = 0; c < GW_NCLASS; c++)
        free(d->pool.free[c].items);
    for (int i = 0; i < d->pool.nallocs; i++)
        S.be->free(d->pool.allocs[i].dev);
    free(d->pool.allocs);
    gw__pool_init(&d->pool);
}

/* ---- device ranges the program gives ----
 * acc_memcpy_to_device and the like, and acc_map_data, take device
 * addresses the program computed: a range must lie in one allocation
 * (acc_malloc's, a present block's device copy, the runtime's own, or one
 * the driver knows: the program's cudaMalloc), or the copy would write over,
 * or read, whatever lies beyond it; and an address in no device memory at
 * all (a host pointer) is refused before the driver sees it.  On the host
 * (d NULL) acc_malloc's blocks are checked alike. */
void gw__check_dev_range(GwDevice *d, const gw_site *s, const char *role, const void *dev, size_t n)
{
    GwPool *pl = d ? &d->pool : &S.host_pool;
    const char *p = dev;
    int i = alloc_pos(pl, p);
    const GwAlloc *a = i < pl->nallocs && pl->allocs[i].dev == p ? &pl->allocs[i]
                       : i > 0 && p < pl->allocs[i - 1].dev + pl->allocs[i - 1].bytes ? &pl->allocs[i - 1] : NULL;
    int b = d && !(a && a->user) ? gw__find_dev(d, dev) : -1;
    const char *start = b >= 0 ? d->present.blocks[b].dev : a ? a->dev : NULL;
    size_t bytes = b >= 0 ? d->present.blocks[b].bytes : a ? a->bytes : 0;
    char what[224], where[64];
    bool driver = false;        /* the range is in an allocation only the driver knows */
    int f = start ? -1 : freed_block(pl, p);
    if (f >= 0)
        gw__fatal_hint(s, "keep the block until its last use, or acc_malloc another",
                       "%s: the %s address %p is in the %zu bytes acc_malloc returned at %p, which acc_free "
                       "has freed (a use after acc_free) (%s)", s->construct, role, dev, pl->freed_bytes[f],
                       pl->freed[f], gw__where(s, where, sizeof where));
    if (!start && d && S.be->dev_extent) {
        char *base;
        size_t ext;
        int k = S.be->dev_extent(dev, &base, &ext);
        if (k == 0)
            gw__fatal_hint(s, "pass a device address: what acc_malloc, acc_deviceptr or cudaMalloc returned",
                           "%s: the %s address %p is not device memory (%s)", s->construct, role, dev,
                           gw__where(s, where, sizeof where));
        if (k == 1)
            start = base, bytes = ext, driver = true;
    }
    if (!start || n <= bytes - (size_t)(p - start))
        return;
    if (driver) {
        snprintf(what, sizeof what, "the %zu bytes of device memory the driver allocated at %p", bytes,
                 (void *)start);
    } else if (b >= 0) {
        const GwBlock *blk = &d->present.blocks[b];
        char item[192];
        snprintf(what, sizeof what, "the device copy of %s", gw__item(item, sizeof item, blk->text, blk->host,
                                                                      blk->bytes));
    } else if (a && a->user) {
        snprintf(what, sizeof what, "the %zu bytes acc_malloc returned at %p", a->bytes, (void *)a->dev);
    } else if (a) {
        snprintf(what, sizeof what, "the %zu bytes of device memory libgangway allocated at %p", a->bytes,
                 (void *)a->dev);
    }
    size_t off = (size_t)(p - start), past = n - (bytes - off);
    gw__where(s, where, sizeof where);
    gw__fatal_hint(s, "copy or map at most the bytes from that address to the end of its allocation",
                   "%s: the %s range %p-%p (%zu bytes) starts %zu bytes into %s and runs %zu bytes past its "
                   "end (%s)", s->construct, role, dev, (void *)(p + n), n, off, what, past, where);
}

/* ---- acc_malloc, acc_free (OpenACC 3.3 3.2.16, 3.2.17) ----
 * On the host acc_malloc is malloc, kept in S.host_pool, so that acc_free
 * takes, on the host as on a device, only what acc_malloc returned, once. */


void *acc_malloc(size_t bytes)
{
    const gw_site *site = gw__api("acc_malloc", NULL);
    if (!bytes)
        return NULL;
    GwDevice *d = gw__enter(site);
    gw__check_len(site, NULL, NULL, bytes);
    GwPool *pl = d ? &d->pool : &S.host_pool;
    void *p = d ? gw__alloc(d, bytes, "acc_malloc") : malloc(bytes);
    if (!p)
        gw__fatal_hint(site, NULL, "out of host memory allocating %zu bytes (acc_malloc on the "
                       "host)", bytes);
    if (!d)
        record(pl, p, bytes, -1);
    pl->allocs[alloc_pos(pl, p)].user = 1;
    gw__leave();
    return p;
}

static void free_error(const char *hint, const char *fmt, ...)
    __attribute__((format(printf, 2, 3), noreturn));
static void free_error(const char *hint, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    gw__vfatal(S.site, hint, fmt, ap);     /* acc_free's (gw__enter) */
}

/* Where else acc_malloc gave p: "device 1", "the host"; NULL: nowhere. */
static const char *owner(const void *p, char *buf, size_t n)
{
    int i = alloc_pos(&S.host_pool, p);
    if (i < S.host_pool.nallocs && S.host_pool.allocs[i].dev == p && S.host_pool.allocs[i].user)
        return "the host";
    for (int k = 0; k < S.ndev; k++) {
        GwPool *pl = &S.devs[k].pool;
        i = alloc_pos(pl, p);
        if (i < pl->nallocs && pl->allocs[i].dev == p && pl->allocs[i].user) {
            snprintf(buf, n, "device %d", k);
            return buf;
        }
    }
    return NULL;
}

/* p is live in pl, allocated by libgangway but not by acc_malloc: the
 * device copy of data a clause or acc_copyin made, or the runtime's own. */
static void not_malloced(GwDevice *d, void *p, const char *what)
{
    int b = gw__find_dev(d, p);
    if (b < 0)
        free_error("pass acc_free only what acc_malloc returned", "acc_free: %s is device memory "
                   "libgangway allocated for its own use, not by acc_malloc", what);
    const GwBlock *blk = &d->present.blocks[b];
    char item[192], by[64];
    free_error("delete it with acc_delete or exit data; acc_free takes only what acc_malloc returned",
               "acc_free: %s is the device copy of %s, mapped by %s%s, not memory from acc_malloc", what,
               gw__item(item, sizeof item, blk->text, blk->host, blk->bytes),
               blk->site ? gw__where(blk->site, by, sizeof by) : "libgangway",
               gw__is_directive_site(blk->site) ? " (see the present table)" : "");
}

/* acc_free(p), p not NULL: p must be live in pl, from acc_malloc, and no
 * longer mapped by acc_map_data (maps: the table it would be in). */
static void free_check(GwDevice *d, GwPool *pl, const GwPresent *maps, void *p, const char *what)
{
    int i = alloc_pos(pl, p);
    char where[32];
    if (i < pl->nallocs && pl->allocs[i].dev == p) {
        if (!pl->allocs[i].user)
            not_malloced(d, p, what);
        for (int b = 0; b < maps->nblocks; b++) {
            const GwBlock *blk = &maps->blocks[b];
            int user_map = (blk->flags & (BLK_MAPPED | BLK_LINK | BLK_OWN)) == BLK_MAPPED;
            if (user_map && blk->dev >= (char *)p && blk->dev < (char *)p + pl->allocs[i].bytes) {
                char item[192];
                free_error("call acc_unmap_data on the host address first",
                           "acc_free: %s is still mapped to %s by acc_map_data", what,
                           gw__item(item, sizeof item, NULL, blk->host, blk->bytes));
            }
        }
        return;
    }
    for (int k = 0; k < pl->nfreed; k++)
        if (pl->freed[k] == p)
            free_error("free each block acc_malloc returned once (set the pointer to NULL after "
                       "acc_free)", "acc_free: %s was already freed by acc_free (a double free)", what);
    const GwAlloc *below = i > 0 ? &pl->allocs[i - 1] : NULL;
    if (below && below->user && (char *)p < below->dev + below->bytes)
        free_error("pass acc_free the address acc_malloc returned", "acc_free: %s points %zu bytes "
                   "into the %zu bytes acc_malloc returned at %p", what, (size_t)((char *)p - below->dev),
                   below->bytes, (void *)below->dev);
    const char *other = owner(p, where, sizeof where);
    char cur[32] = "the host";
    if (d)
        snprintf(cur, sizeof cur, "device %d", d->num);
    if (other)
        free_error("call acc_free while that device is current (acc_set_device_num, "
                   "acc_set_device_type)", "acc_free: %s was allocated by acc_malloc on %s, not on "
                   "the current device (%s)", what, other, cur);
    free_error("pass acc_free only what acc_malloc returned; memory from malloc goes to free, data "
               "from acc_copyin or acc_create to acc_delete", "acc_free: %s was not returned by "
               "acc_malloc%s", what, d ? "" : " (the program runs on the host, where acc_malloc is malloc)");
}

void acc_free(void *p)
{
    const char *text;
    const gw_site *site = gw__api("acc_free", &text);
    GwDevice *d = gw__enter(site);
    if (p) {
        GwPool *pl = d ? &d->pool : &S.host_pool;
        char what[160];     /* "'a' (address 0x..)", else the address */
        if (text)
            gw__item(what, sizeof what, text, p, 0);
        else
            snprintf(what, sizeof what, "%p", p);
        free_check(d, pl, d ? &d->present : &S.host_maps, p, what);
        size_t bytes = pl->allocs[alloc_pos(pl, p)].bytes;
        if (d)
            gw__free(d, p);
        else
            unrecord(pl, alloc_pos(pl, p));     /* free(): note_freed's */
        note_freed(pl, p, bytes);
    }
    gw__leave();
}
