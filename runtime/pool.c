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
static int alloc_pos(GwDevice *d, const char *p)
{
    int lo = 0, hi = d->pool.nallocs;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (d->pool.allocs[mid].dev < p)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

static void record(GwDevice *d, char *p, size_t bytes, int cls)
{
    GwPool *pl = &d->pool;
    gw__grow(&pl->allocs, &pl->capallocs, pl->nallocs + 1, sizeof *pl->allocs);
    int i = alloc_pos(d, p);
    memmove(&pl->allocs[i + 1], &pl->allocs[i], (size_t)(pl->nallocs - i) * sizeof *pl->allocs);
    pl->allocs[i] = (GwAlloc){p, bytes, cls};
    pl->nallocs++;
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
    record(d, p, bytes, cls);
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
    int i = alloc_pos(d, dev);
    return i < d->pool.nallocs && d->pool.allocs[i].dev == dev;
}

void gw__free(GwDevice *d, void *dev)
{
    GwPool *pl = &d->pool;
    int i = alloc_pos(d, dev);
    if (i == pl->nallocs || pl->allocs[i].dev != dev)
        gw__fatal_hint(S.site, "pass acc_free only what acc_malloc returned",
                       "%p is not device memory that libgangway allocated", dev);
    int cls = pl->allocs[i].cls;
    size_t bytes = pl->allocs[i].bytes;
    memmove(&pl->allocs[i], &pl->allocs[i + 1], (size_t)(pl->nallocs - i - 1) * sizeof *pl->allocs);
    pl->nallocs--;
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

/* ---- acc_malloc, acc_free ---- */

static const gw_site site_malloc = {NULL, 0, "acc_malloc"};
static const gw_site site_free = {NULL, 0, "acc_free"};

void *acc_malloc(size_t bytes)
{
    if (!bytes)
        return NULL;
    GwDevice *d = gw__enter(&site_malloc);
    void *p = d ? gw__alloc(d, bytes, "acc_malloc") : malloc(bytes);
    gw__leave();
    return p;
}

void acc_free(void *dev)
{
    GwDevice *d = gw__enter(&site_free);
    if (!dev)
        ;
    else if (d)
        gw__free(d, dev);
    else
        free(dev);
    gw__leave();
}
