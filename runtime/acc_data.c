/* acc_data.c: the OpenACC data routines (3.3 sections 3.2.15-3.2.36), through data.c. */
#include "rt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define S gw__state
/* The routine's site (gw__api) and the spelling of its pointer argument. */
#define API(name)                                       \
    const char *text;                                   \
    const gw_site *site = gw__api(name, &text);         \
    (void)text

/* enter data with one item: dynamic reference count. */
static void *dyn_enter(const gw_site *s, const char *text, void *h, size_t bytes, int kind,
                       int async)
{
    gw_map m = {.host = h, .bytes = bytes, .kind = kind, .text = text};
    GwDevice *d = gw__enter(s);
    gw__check_async(s, async);
    gw__check_len(s, text, h, bytes);
    gw__check_null(s, text, h, bytes);
    gw__prof_region(d, s, acc_ev_enter_data_start, async);
    if (d)
        gw__map_enter(d, s, &m, REF_DYN, async);
    else
        m.dev = h;
    gw__prof_region(d, s, acc_ev_enter_data_end, async);
    gw__leave();
    return m.dev;
}

static void dyn_exit(const gw_site *s, const char *text, void *h, size_t bytes, int kind,
                     unsigned flags, int async)
{
    gw_map m = {.host = h, .bytes = bytes, .kind = kind, .flags = flags,
                .text = text};
    GwDevice *d = gw__enter(s);
    gw__check_async(s, async);
    gw__check_len(s, text, h, bytes);
    gw__prof_region(d, s, acc_ev_exit_data_start, async);
    if (d)
        gw__map_exit(d, s, &m, REF_DYN, async);
    gw__prof_region(d, s, acc_ev_exit_data_end, async);
    gw__leave();
}

static void update(const gw_site *s, const char *text, void *h, size_t bytes, int kind, int async)
{
    gw_map m = {.host = h, .bytes = bytes, .kind = kind, .text = text};
    GwDevice *d = gw__enter(s);
    gw__check_async(s, async);
    gw__check_len(s, text, h, bytes);
    gw__check_null(s, text, h, bytes);
    gw__prof_region(d, s, acc_ev_update_start, async);
    if (d)
        gw__map_update(d, s, &m, async);
    gw__prof_region(d, s, acc_ev_update_end, async);
    gw__leave();
}

void *acc_copyin(void *h, size_t n)
{
    API("acc_copyin");
    return dyn_enter(site, text, h, n, GW_MAP_COPYIN, acc_async_sync);
}

void acc_copyin_async(void *h, size_t n, int async)
{
    API("acc_copyin_async");
    dyn_enter(site, text, h, n, GW_MAP_COPYIN, async);
}

void *acc_create(void *h, size_t n)
{
    API("acc_create");
    return dyn_enter(site, text, h, n, GW_MAP_CREATE, acc_async_sync);
}

void acc_create_async(void *h, size_t n, int async)
{
    API("acc_create_async");
    dyn_enter(site, text, h, n, GW_MAP_CREATE, async);
}

void *acc_present_or_copyin(void *h, size_t n)
{
    API("acc_present_or_copyin");
    return dyn_enter(site, text, h, n, GW_MAP_COPYIN, acc_async_sync);
}

void *acc_pcopyin(void *h, size_t n)
{
    API("acc_pcopyin");
    return dyn_enter(site, text, h, n, GW_MAP_COPYIN, acc_async_sync);
}

void *acc_present_or_create(void *h, size_t n)
{
    API("acc_present_or_create");
    return dyn_enter(site, text, h, n, GW_MAP_CREATE, acc_async_sync);
}

void *acc_pcreate(void *h, size_t n)
{
    API("acc_pcreate");
    return dyn_enter(site, text, h, n, GW_MAP_CREATE, acc_async_sync);
}

void acc_copyout(void *h, size_t n)
{
    API("acc_copyout");
    dyn_exit(site, text, h, n, GW_MAP_COPYOUT, 0, acc_async_sync);
}

void acc_copyout_async(void *h, size_t n, int async)
{
    API("acc_copyout_async");
    dyn_exit(site, text, h, n, GW_MAP_COPYOUT, 0, async);
}

void acc_copyout_finalize(void *h, size_t n)
{
    API("acc_copyout_finalize");
    dyn_exit(site, text, h, n, GW_MAP_COPYOUT, GW_MF_FINALIZE, acc_async_sync);
}

void acc_copyout_finalize_async(void *h, size_t n, int async)
{
    API("acc_copyout_finalize_async");
    dyn_exit(site, text, h, n, GW_MAP_COPYOUT, GW_MF_FINALIZE, async);
}

void acc_delete(void *h, size_t n)
{
    API("acc_delete");
    dyn_exit(site, text, h, n, GW_MAP_DELETE, 0, acc_async_sync);
}

void acc_delete_async(void *h, size_t n, int async)
{
    API("acc_delete_async");
    dyn_exit(site, text, h, n, GW_MAP_DELETE, 0, async);
}

void acc_delete_finalize(void *h, size_t n)
{
    API("acc_delete_finalize");
    dyn_exit(site, text, h, n, GW_MAP_DELETE, GW_MF_FINALIZE, acc_async_sync);
}

void acc_delete_finalize_async(void *h, size_t n, int async)
{
    API("acc_delete_finalize_async");
    dyn_exit(site, text, h, n, GW_MAP_DELETE, GW_MF_FINALIZE, async);
}

void acc_update_device(void *h, size_t n)
{
    API("acc_update_device");
    update(site, text, h, n, GW_MAP_UPDATE_DEVICE, acc_async_sync);
}

void acc_update_device_async(void *h, size_t n, int async)
{
    API("acc_update_device_async");
    update(site, text, h, n, GW_MAP_UPDATE_DEVICE, async);
}

void acc_update_self(void *h, size_t n)
{
    API("acc_update_self");
    update(site, text, h, n, GW_MAP_UPDATE_SELF, acc_async_sync);
}

void acc_update_self_async(void *h, size_t n, int async)
{
    API("acc_update_self_async");
    update(site, text, h, n, GW_MAP_UPDATE_SELF, async);
}

/* ---- mapping user-allocated device memory ---- */

/* With a group the program's memory is the leader's; each other member
 * gets memory of its own for the block (BLK_OWN: freed at unmap), stale
 * until something is copied there. */

static void map_member(GwDevice *e, void *arg)
{
    const GwBlock *lb = arg;
    int i = gw__insert(e, lb->host, lb->bytes, gw__alloc(e, lb->bytes, "acc_map_data"));
    e->present.blocks[i].dref = 1;
    e->present.blocks[i].flags = BLK_MAPPED | BLK_OWN;
    gw__ranges_add(&e->present.blocks[i].stale, 0, lb->bytes);
}

static void unmap_member(GwDevice *e, void *arg)
{
    const GwBlock *lb = arg;
    int i;
    if (gw__find(e, lb->host, lb->bytes, &i) != FIND_PRESENT)
        return;
    GwBlock b = e->present.blocks[i];
    gw__attach_drop(e, b.host, b.bytes);
    gw__remove(e, i);
    if (b.flags & BLK_OWN)
        gw__free(e, b.dev);
}

/* On the host the device copy of data is the data itself, so the
 * mapping changes nothing; S.host_maps keeps it for the checks a device
 * makes: acc_map_data of data already mapped, acc_unmap_data of data
 * that is not, acc_free of memory still mapped. */
static void host_map(const gw_site *s, const char *text, void *h, void *dev, size_t n)
{
    int i;
    char item[192], blk[192];
    if (gw__present_find(&S.host_maps, h, n, &i) != FIND_ABSENT) {
        const GwBlock *b = &S.host_maps.blocks[i];
        gw__fatal_hint(s, "unmap it first (acc_unmap_data)", "%s overlaps %s, which acc_map_data "
                       "mapped to %p before (acc_map_data)",
                       gw__item(item, sizeof item, text, h, n),
                       gw__item(blk, sizeof blk, b->text, b->host, b->bytes), (void *)b->dev);
    }
    i = gw__present_insert(&S.host_maps, h, n, dev);
    S.host_maps.blocks[i].flags = BLK_MAPPED;
    S.host_maps.blocks[i].site = s;
    S.host_maps.blocks[i].text = text;
}

/* "'a' (address 0x..)", or the address alone where the call spelled none. */
static const char *addr_text(char *buf, size_t n, const char *text, const void *h)
{
    if (text)
        return gw__item(buf, n, text, h, 0);
    snprintf(buf, n, "%p", h);
    return buf;
}

static void host_unmap(const gw_site *s, const char *text, void *h)
{
    int i;
    char item[160];
    if (gw__present_find(&S.host_maps, h, 0, &i) != FIND_PRESENT
        || S.host_maps.blocks[i].host != (char *)h)
        gw__fatal_hint(s, "pass the host address given to acc_map_data",
                       "%s was not mapped with acc_map_data (acc_unmap_data)",
                       addr_text(item, sizeof item, text, h));
    gw__present_remove(&S.host_maps, i);
}

void acc_map_data(void *h, void *dev, size_t n)
{
    API("acc_map_data");
    GwDevice *d = gw__enter(site);
    int i;
    char item[192];
    if (!h || !dev || !n)
        gw__fatal_hint(site, NULL, "acc_map_data needs a host address, a device address "
                       "and a size (got %p, %p, %zu)", h, dev, n);
    gw__check_len(site, text, h, n);
    if (d && gw__find(d, h, n, &i) != FIND_ABSENT)
        gw__fatal_near(d, h, n, site, "remove it first (exit data, acc_delete or acc_unmap_data)",
                       "%s is already present on the device (acc_map_data)",
                       gw__item(item, sizeof item, text, h, n));
    gw__check_dev_range(d, site, "device", dev, n);    /* the host: acc_malloc's blocks alike */
    if (!d)
        host_map(site, text, h, dev, n);
    if (d) {
        i = gw__insert(d, h, n, dev);
        d->present.blocks[i].dref = 1;
        d->present.blocks[i].flags = BLK_MAPPED;
        d->present.blocks[i].site = site;
        d->present.blocks[i].text = text;
        if (S.nmem > 1) {
            GwBlock lb = d->present.blocks[i];
            gw__group_each(d, acc_async_sync, map_member, &lb);
        }
    }
    gw__leave();
}

void acc_unmap_data(void *h)
{
    API("acc_unmap_data");
    GwDevice *d = gw__enter(site);
    int i;
    char item[160];
    if (!d)
        host_unmap(site, text, h);
    if (d && (gw__find(d, h, 0, &i) != FIND_PRESENT || d->present.blocks[i].host != (char *)h ||
              !(d->present.blocks[i].flags & BLK_MAPPED)))
        gw__fatal_near(d, h, 0, site, "pass the host address given to acc_map_data",
                       "%s was not mapped with acc_map_data (acc_unmap_data)",
                       addr_text(item, sizeof item, text, h));
    if (d && d->present.blocks[i].sref > 0)
        gw__fatal_hint(site, "unmap it after the construct ends", "%s is still in use by "
                       "a data or compute construct (acc_unmap_data)",
                       addr_text(item, sizeof item, text, h));
    if (d) {
        GwBlock lb = d->present.blocks[i];
        gw__attach_drop(d, h, d->present.blocks[i].bytes);
        gw__remove(d, i);
        if (S.nmem > 1)
            gw__group_each(d, acc_async_sync, unmap_member, &lb);
    }
    gw__leave();
}

/* ---- addresses ---- */

void *acc_deviceptr(void *h)
{
    API("acc_deviceptr");
    GwDevice *d = gw__enter(site);
    void *r = h;
    int i;
    if (d) {
        gw__settle(d);          /* code outside OpenACC may read it now */
        r = h && gw__find(d, h, 0, &i) == FIND_PRESENT ? gw__xlate(&d->present.blocks[i], h) : NULL;
    }
    gw__leave();
    return r;
}

void *acc_hostptr(void *dev)
{
    API("acc_hostptr");
    GwDevice *d = gw__enter(site);
    void *r = dev;
    if (d) {
        int i = dev ? gw__find_dev(d, dev) : -1;
        r = i < 0 ? NULL : d->present.blocks[i].host + ((char *)dev - d->present.blocks[i].dev);
    }
    gw__leave();
    return r;
}

int acc_is_present(void *h, size_t n)
{
    API("acc_is_present");
    GwDevice *d = gw__enter(site);
    int i, r = 1;
    gw__check_len(site, text, h, n);
    if (d) {
        r = h && gw__find(d, h, n, &i) == FIND_PRESENT;
        /* OpenACC 3.3, acc_is_present: with 0 bytes, whether the address itself is present;
           one past a block's end is not (a zero-length block at h is) */
        if (r && n == 0) {
            const GwBlock *b = &d->present.blocks[i];
            r = (char *)h < b->host + b->bytes || b->host == (char *)h;
        }
    }
    gw__leave();
    return r;
}

/* ---- raw copies ---- */

typedef enum { TO_DEV, FROM_DEV, DEV_DEV } Dir;

static void raw_copy(const gw_site *s, Dir dir, void *dst, void *src, size_t n, int async)
{
    if (!n)
        return;
    GwDevice *d = gw__enter(s);
    gw__check_async(s, async);
    gw__check_len(s, NULL, dir == FROM_DEV ? src : dst, n);
    if (!dst || !src)
        gw__fatal_hint(s, NULL, "null %s address (%s)", dst ? "source" : "destination",
                       s->construct);
    if (dir != FROM_DEV)
        gw__check_dev_range(d, s, "destination", dst, n);
    if (dir != TO_DEV)
        gw__check_dev_range(d, s, "source", src, n);
    if (!d) {
        memmove(dst, src, n);
    } else {
        if (dir != TO_DEV && S.nmem > 1)    /* the leader's source, valid first */
            gw__group_valid_dev(d, src, n, async);
        void *st = gw__copy_stream(d, async);
        int ev = dir == TO_DEV ? acc_ev_enqueue_upload_start : acc_ev_enqueue_download_start;
        void *h = dir == TO_DEV ? src : dst, *dv = dir == TO_DEV ? dst : src;
        int i;
        if (dir != DEV_DEV && gw__find(d, h, n, &i) == FIND_PRESENT)
            gw__pin_copy(d, s, i, n, st, 0);    /* present data: counts for its block */
        if (dir != DEV_DEV)
            gw__prof_data(d, s, ev, NULL, h, dv, n, async);
        if (dir == TO_DEV)
            S.be->h2d(dst, src, n, st);
        else if (dir == FROM_DEV)
            S.be->d2h(dst, src, n, st);
        else
            S.be->d2d(dst, src, n, st);
        if (dir != DEV_DEV)
            gw__prof_data(d, s, ev + 1, NULL, h, dv, n, async);
        if (dir != FROM_DEV && S.nmem > 1)  /* written on the leader: stale elsewhere */
            gw__group_wrote_dev(d, dst, n);
    }
    gw__leave();
}

void acc_memcpy_to_device(void *dst, void *src, size_t n)
{
    API("acc_memcpy_to_device");
    raw_copy(site, TO_DEV, dst, src, n, acc_async_sync);
}

void acc_memcpy_to_device_async(void *dst, void *src, size_t n, int async)
{
    API("acc_memcpy_to_device_async");
    raw_copy(site, TO_DEV, dst, src, n, async);
}

void acc_memcpy_from_device(void *dst, void *src, size_t n)
{
    API("acc_memcpy_from_device");
    raw_copy(site, FROM_DEV, dst, src, n, acc_async_sync);
}

void acc_memcpy_from_device_async(void *dst, void *src, size_t n, int async)
{
    API("acc_memcpy_from_device_async");
    raw_copy(site, FROM_DEV, dst, src, n, async);
}

void acc_memcpy_device(void *dst, void *src, size_t n)
{
    API("acc_memcpy_device");
    raw_copy(site, DEV_DEV, dst, src, n, acc_async_sync);
}

void acc_memcpy_device_async(void *dst, void *src, size_t n, int async)
{
    API("acc_memcpy_device_async");
    raw_copy(site, DEV_DEV, dst, src, n, async);
}

/* ---- attach, detach ---- */

static int attached(GwDevice *d, void **p)
{
    for (int i = 0; i < d->present.natt; i++)
        if (d->present.att[i].addr == p)
            return 1;
    return 0;
}

static void attach(const gw_site *s, void **p, int detach, int finalize, int async)
{
    GwDevice *d = gw__enter(s);
    gw__check_async(s, async);
    if (d && p) {
        void *st = gw__stream(d, async);
        if (detach && !attached(d, p)) {
            /* OpenACC 3.3 2.7.2, detach action: with an attachment counter of
             * zero (never attached, or detached already) no action is taken. */
            if (gw__check_enabled()) {
                fprintf(stderr, "gangway: warning: %s: the pointer at %p is not attached "
                        "(never attached, or already detached); nothing done\n",
                        s->construct, (void *)p);
            }
        } else if (detach) {
            gw__detach(d, s, p, finalize, st);
        } else {
            gw__attach(d, s, p, st);
        }
    }
    gw__leave();
}

void acc_attach(void **p)
{
    API("acc_attach");
    attach(site, p, 0, 0, acc_async_sync);
}

void acc_attach_async(void **p, int async)
{
    API("acc_attach_async");
    attach(site, p, 0, 0, async);
}

void acc_detach(void **p)
{
    API("acc_detach");
    attach(site, p, 1, 0, acc_async_sync);
}

void acc_detach_async(void **p, int async)
{
    API("acc_detach_async");
    attach(site, p, 1, 0, async);
}

void acc_detach_finalize(void **p)
{
    API("acc_detach_finalize");
    attach(site, p, 1, 1, acc_async_sync);
}

void acc_detach_finalize_async(void **p, int async)
{
    API("acc_detach_finalize_async");
    attach(site, p, 1, 1, async);
}

/* ---- acc_memcpy_d2d: between the device copies of two host addresses,
 * possibly on different devices of the current type (staged through the
 * host then).  On the host it is a plain copy. ---- */

static char *d2d_addr(const gw_site *s, int num, void *h, size_t n, const char *which)
{
    if (num < 0 || num >= S.ndev) {
        char hint[96];
        snprintf(hint, sizeof hint, "this machine has %d device%s, numbered from 0", S.ndev,
                 S.ndev == 1 ? "" : "s");
        gw__fatal_hint(s, hint, "the %s device %d does not exist (%s)", which, num,
                       s->construct);
    }
    GwDevice *d = gw__device(num);
    int i;
    if (!h || gw__find(d, h, n, &i) != FIND_PRESENT) {
        char item[128];
        gw__fatal_near(d, h, n, s,
                       "copy it to that device first (acc_copyin, acc_create or enter data)",
                       "the %s, %s, is not present on device %d (%s)", which,
                       gw__item(item, sizeof item, NULL, h, n), num, s->construct);
    }
    return gw__xlate(&d->present.blocks[i], h);
}

static void memcpy_d2d(const gw_site *s, void *dst, void *src, size_t n, int dst_dev,
                       int src_dev, int async)
{
    if (!n)
        return;
    GwDevice *cur = gw__enter(s);
    gw__check_async(s, async);
    gw__check_len(s, NULL, dst, n);
    if (!cur) {
        gw__check_host_num(s, dst_dev, "acc_memcpy_d2d's destination");
        gw__check_host_num(s, src_dev, "acc_memcpy_d2d's source");
        if (!dst || !src)
            gw__fatal_hint(s, NULL, "null %s address (%s)", dst ? "source" : "destination",
                           s->construct);
        memmove(dst, src, n);
        gw__leave();
        return;
    }
    char *sp = d2d_addr(s, src_dev, src, n, "source");
    char *dp = d2d_addr(s, dst_dev, dst, n, "destination");
    GwDevice *ds = gw__device(src_dev);
    if (S.nmem > 1)
        gw__group_valid(ds, src, n, async);
    if (S.nmem > 1)
        gw__group_wrote(&S.devs[dst_dev], dst, n);
    if (src_dev == dst_dev) {
        S.be->d2d(dp, sp, n, gw__copy_stream(ds, async));
    } else {
        char *tmp = malloc(n);
        if (!tmp)
            gw__fatal_hint(s, NULL, "out of host memory staging %zu bytes (%s)", n,
                           s->construct);
        gw__queue_sync(ds, s, async);   /* after the work queued on the source before */
        gw__settle(ds);
        S.be->d2h(tmp, sp, n, NULL);
        gw__device(dst_dev);
        S.be->h2d(dp, tmp, n, NULL);
        free(tmp);
    }
    gw__bind(cur);
    gw__leave();
}

void acc_memcpy_d2d_async(void *dst, void *src, size_t n, int dst_dev, int src_dev, int async)
{
    API("acc_memcpy_d2d_async");
    memcpy_d2d(site, dst, src, n, dst_dev, src_dev, async);
}

void acc_memcpy_d2d(void *dst, void *src, size_t n, int dst_dev, int src_dev)
{
    API("acc_memcpy_d2d");
    memcpy_d2d(site, dst, src, n, dst_dev, src_dev, acc_async_sync);
}
