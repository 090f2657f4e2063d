/* pin.c: page-locking present blocks whose copies repeat, once that pays (GANGWAY_PIN). */
#include "rt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define S gw__state
#define P gw__state.pin

/* Copies from pageable memory run at about a fifth of the bus's rate
 * (docs/async-plan.md section 0), but locking and unlocking a MiB costs
 * what 14 of its copies save.  So a block is locked only when the copies
 * it had already would have paid for locking and unlocking it
 * (GW_PIN_SAVE_US against GW_PIN_COST_US): rent or buy, at most twice the
 * cost of the best choice made knowing the future.
 * A block created and freed again and again (a data region inside a time
 * loop) is locked at its creation when its host range's last two
 * lifetimes each saved more than the cost.
 *
 * Locking pins pages, not addresses: once the program frees the memory, a
 * registration left behind would make the driver copy to and from the old
 * pages at that address.  So no registration outlives its block: blocks
 * are unlocked when freed, and between lifetimes only the savings are
 * remembered, never a registration. */

void gw__pin_env(void)
{
    const char *v = getenv("GANGWAY_PIN");
    P.on = !(v && !strcmp(v, "0"));
    long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
    P.max = pages > 0 && page > 0 ? (size_t)pages / 8 * (size_t)page : (size_t)1 << 30;
    v = getenv("GANGWAY_PIN_MAX");
    if (!v || !*v)
        return;
    if (!strcmp(v, "0"))
        P.max = 0;
    else if (!gw__parse_size(v, &P.max))
        gw__fatal_hint(NULL, "give a size in bytes with an optional K, M, G or T (powers of "
                       "1024), e.g. GANGWAY_PIN_MAX=4G; 0: lock nothing",
                       "GANGWAY_PIN_MAX='%s' is not a size", v);
}


static int lockable(const GwBlock *b)
{
    return P.on && !(b->flags & (BLK_PINNED | BLK_NOPIN | BLK_MAPPED | BLK_LINK | BLK_PACC));
}

/* GANGWAY_NOTIFY (transfers or allocations): one line per lock and unlock. */
static void note(GwDevice *d, const gw_site *s, const GwBlock *b, const char *what, const char *why,
                 double us)
{
    if (!(S.prof.notify & (GW_NOTIFY_COPY | GW_NOTIFY_ALLOC)))
        return;
    char item[192], where[64], at[96] = "";
    if (s && s->file)
        snprintf(at, sizeof at, " at %s:%d", s->file, s->line);
    gw__item(item, sizeof item, b->text, b->host, b->bytes);
    gw__where(s, where, sizeof where);
    fprintf(stderr, "gangway: %s %s%s (%s)%s device=%d, %.0f us\n", what, item, why, where, at,
            d->num, us);
}

static void lock(GwDevice *d, const gw_site *s, GwBlock *b, const char *why)
{
    if (b->bytes > P.max || P.total > P.max - b->bytes) {
        P.capped++;
        return;
    }
    double t0 = gw__now_ms();
    int ok = S.be->host_register(b->host, b->bytes);
    double t = (gw__now_ms() - t0) * 1e3;
    P.lock_us += t;
    b->flags |= ok ? BLK_PINNED : BLK_NOPIN;
    if (ok) {
        P.locks++;
        P.total += b->bytes;
        P.peak = P.total > P.peak ? P.total : P.peak;
    } else {
        P.fails++;
    }
    note(d, s, b, ok ? "page-locked" : "could not page-lock", why, t);
}

void gw__pin_unlock(GwBlock *b)
{
    if (!(b->flags & BLK_PINNED))
        return;
    double t0 = gw__now_ms();
    S.be->host_unregister(b->host);
    P.unlock_us += (gw__now_ms() - t0) * 1e3;
    P.unlocks++;
    P.total -= b->bytes;
    b->flags &= ~BLK_PINNED;
}

/* The host range's remembered lifetimes; make: a slot for it if none. */
static GwPinLife *life(GwDevice *d, const char *h, size_t n, int make)
{
    GwPinLife *old = &d->pin.v[0];
    for (int i = 0; i < GW_PIN_HIST; i++) {
        GwPinLife *l = &d->pin.v[i];
        if (l->lives && l->host == h && l->bytes == n)
            return l;
        if (l->used < old->used)
            old = l;
    }
    if (!make)
        return NULL;
    *old = (GwPinLife){.host = h, .bytes = n};
    return old;
}

/* An async copy from pageable memory is staged by the driver, which makes
 * the host wait: a large block is locked at its first. */
static void lock_async(GwDevice *d, const gw_site *s, GwBlock *b)
{
    if (b->bytes >= GW_PIN_ASYNC_MIN && lockable(b))
        lock(d, s, b, " for its async copies");
}

void gw__pin_created(GwDevice *d, const gw_site *s, int i, void *st)
{
    GwBlock *b = &d->present.blocks[i];
    b->saved = 0;
    if (st) {
        lock_async(d, s, b);
        return;
    }
    if (b->bytes < GW_PIN_COPY_MIN || !lockable(b))
        return;
    GwPinLife *l = life(d, b->host, b->bytes, 0);
    double least = l ? (l->last < l->prev ? l->last : l->prev) : 0;
    if (l && l->lives >= GW_PIN_LIVES && least >= GW_PIN_COST_US(b->bytes))
        lock(d, s, b, ": its last lifetimes' copies paid for it");
}

void gw__pin_copy(GwDevice *d, const gw_site *s, int i, size_t bytes, void *st, int last)
{
    GwBlock *b = &d->present.blocks[i];
    double before = b->saved;
    if (b->flags & BLK_PINNED)
        P.locked_copies++;
    if (bytes >= GW_PIN_COPY_MIN)
        b->saved += GW_PIN_SAVE_US(bytes);
    if (last)
        return;         /* the block goes: no copy would gain */
    if (st)
        lock_async(d, s, b);
    else if (before >= GW_PIN_COST_US(b->bytes) && lockable(b))
        lock(d, s, b, ": its copies so far paid for it");
}

void gw__pin_drop(GwDevice *d, const gw_site *s, GwBlock *b)
{
    if (b->bytes >= GW_PIN_COPY_MIN && !(b->flags & (BLK_MAPPED | BLK_LINK | BLK_PACC))) {
        GwPinLife *l = life(d, b->host, b->bytes, b->saved > 0);
        if (l) {
            l->prev = l->last;
            l->last = b->saved;
            l->lives++;
            l->used = ++d->pin.tick;
        }
    }
    if (!(b->flags & BLK_PINNED))
        return;
    double t0 = gw__now_ms();
    gw__pin_unlock(b);
    note(d, s, b, "unlocked", ": its block is freed", (gw__now_ms() - t0) * 1e3);
}

/* GANGWAY_TIME, at exit. */
void gw__pin_report(void)
{
    if (!S.timing || !(P.locks || P.fails || P.capped))
        return;
    fprintf(stderr, "gangway: page-locked for repeated copies (GANGWAY_PIN): %ld block%s, "
            "%.1f MiB at most at once (GANGWAY_PIN_MAX %.0f MiB), %ld copies from them; "
            "%.3f ms locking, %.3f ms unlocking; %ld failed, %ld refused at the cap\n",
            P.locks, P.locks == 1 ? "" : "s", (double)P.peak / 1048576.0,
            (double)P.max / 1048576.0, P.locked_copies, P.lock_us * 1e-3, P.unlock_us * 1e-3,
            P.fails, P.capped);
}
