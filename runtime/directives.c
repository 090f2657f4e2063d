/* directives.c: the init, shutdown and set directives, host_data's
 * use_device, and host-only builds, as calls from generated code. */
#include "rt.h"

#include <stdio.h>

#define S gw__state

/* -acc=host builds: every directive runs on the host, silently. */
void gw_host_only(void)
{
    acc_set_device_type(acc_device_host);
}

/* Without a device_type clause these directives act on the current device
 * type (acc_device_none: acc_set_device_num keeps the type). */
void gw_init_directive(const gw_site *s, int type, int num)
{
    (void)s;
    if (type < 0) {
        if (num >= 0)
            acc_set_device_num(num, acc_device_none);
        gw_active();            /* initialises the runtime and the current device */
        return;
    }
    if (num >= 0)
        acc_set_device_num(num, (acc_device_t)type);
    acc_init((acc_device_t)type);
}

void gw_shutdown_directive(const gw_site *s, int type, int num)
{
    acc_device_t t = type < 0 ? acc_get_device_type() : (acc_device_t)type;
    gw__shutdown(s, num < 0 ? -1 : num, t);
}

/* device_type(multicore) and other types with no device here: a warning
 * at run time, once a site, and the current device type stays (OpenACC
 * 3.3 leaves an unavailable type to the implementation; switching
 * silently to another type would hide the mistake). */
void gw_device_type_unavailable(const gw_site *s, const char *name)
{
    fprintf(stderr, "gangway: warning: %s:%d: the %s directive names device type '%s', which this program "
            "has no device for (host and nvidia); the current device type stays\n",
            s && s->file ? s->file : "?", s ? s->line : 0, s && s->construct ? s->construct : "set", name);
}

/* set device_type(...) device_num(...) default_async(...): -1 / -1 / -3
 * mean the clause is absent.  device_type(nvidia) when no GPU can be used
 * is a warning and no change, as for a type there is no device for. */
void gw_set_directive(const gw_site *s, int type, int num, int default_async)
{
    if (type == acc_device_nvidia || type == acc_device_not_host) {
        if (acc_get_num_devices((acc_device_t)type) == 0) {
            gw_device_type_unavailable(s, type == acc_device_nvidia ? "nvidia" : "not_host");
            if (default_async != -3) acc_set_default_async(default_async);
            return;
        }
    }
    if (type >= 0) acc_set_device_type((acc_device_t)type);
    if (num >= 0) acc_set_device_num(num, type >= 0 ? (acc_device_t)type : acc_device_none);
    if (default_async != -3) acc_set_default_async(default_async);
}

/* host_data use_device(p): the device address of p; with if_present, p
 * itself when p is not present. */
void *gw_use_device(const gw_site *s, const void *p, const char *what, int if_present)
{
    if (if_present && p && !acc_is_present((void *)p, 1)) return (void *)p;
    return gw_deviceptr(s, p, what);
}

void gw_cache_extent(const gw_site *s, const void *dev, size_t elem, long long *lo, long long *hi)
{
    *lo = -(1LL << 62);
    *hi = 1LL << 62;
    GwDevice *d = gw__enter(s);
    int i = d && dev && elem ? gw__find_dev(d, dev) : -1;
    if (i >= 0) {
        long long off = (long long)((const char *)dev - d->present.blocks[i].dev);
        *lo = -(off / (long long)elem);
        *hi = ((long long)d->present.blocks[i].bytes - off) / (long long)elem;
    }
    gw__leave();
}

/* May the kernel treat these device pointers as not aliasing each other?
 * Yes when each lies in its own present block; NULL pointers are ignored,
 * a pointer in no block (acc_malloc, deviceptr) makes the answer no. */
int gw_distinct(const gw_site *s, void *const *dev, int n)
{
    GwDevice *d = gw__enter(s);
    int ok = d != NULL && n <= 64, blk[64];
    for (int i = 0; ok && i < n; i++) {
        blk[i] = dev[i] ? gw__find_dev(d, dev[i]) : -2;
        if (blk[i] == -1) ok = 0;
        for (int j = 0; ok && j < i; j++)
            if (blk[i] >= 0 && blk[i] == blk[j]) ok = 0;
    }
    gw__leave();
    return ok;
}
