/* split.c: gw_launch_split: a kernel's split loop shared by the group's members, and when to share it.
 *
 * docs/multigpu.md has the design.  A split launch goes in three phases:
 * gw__split_prepare plans every member's part (its iterations, grid, the
 * kernel's device addresses translated to its copies) and queues the copies
 * of the stale pieces of what the part reads and writes; then each member's
 * kernel is launched; gw__split_finish marks what each part wrote stale on
 * the other members.  The host never waits: each copy waits for its source
 * member's stream by an event; a member's kernel follows its copies on its
 * own stream, or, where the copies touch only the iterations at either end
 * of its share (a stencil's halo), its interior runs while they come on a
 * stream of their own and the ends follow them; a source's next launch
 * waits for the copies that read it (gw__split_flush).
 * Per kernel (GwSplitStat) the runtime times the leader alone and the split,
 * on a few launches, and keeps the faster. */
#include "rt.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define S gw__state
#define SP gw__state.split

/* A range the kernel writes: an atomic's target too (split only when its
 * subscript has c != 0, so members' targets are disjoint). */
#define WRITES (GW_SR_WRITE | GW_SR_ATOMIC)

/* ---- the split state, the members' fences ---- */

void gw__split_env(void)
{
    const char *o = getenv("GANGWAY_SPLIT_OVERLAP");
    SP.overlap = !(o && !strcmp(o, "0"));
    const char *c = getenv("GANGWAY_SPLIT_COPY");
    SP.engine_copies = c && !strcmp(c, "engine");
    gw__trace_env();
    const char *b = getenv("GANGWAY_SPLIT_BALANCE");
    SP.balance = b && !strcmp(b, "1");
    const char *v = getenv("GANGWAY_SPLIT");
    SP.force = 0;
    if (!v || !*v || !strcmp(v, "auto"))
        return;
    if (!strcmp(v, "always"))
        SP.force = 1;
    else if (!strcmp(v, "never"))
        SP.force = -1;
    else
        fprintf(stderr, "gangway: warning: GANGWAY_SPLIT='%s' is not always, never or auto; "
                "using auto\n", v);
}

void gw__fences_init(GwFences *f)
{
    *f = (GwFences){0};
}

void gw__fences_release(GwFences *f)
{
    for (int i = 0; i < GW_SPLIT_FENCES; i++)
        if (f->ev[i])
            S.be->event_free(f->ev[i]);
    for (int i = 0; i < f->nrd; i++)
        if (f->rd[i])
            S.be->event_free(f->rd[i]);
    if (f->side)
        S.be->stream_free(f->side);
    if (f->copy_mod)
        S.be->module_unload(f->copy_mod);
    free(f->rd), free(f->rd_due);
    gw__fences_init(f);
}

/* A fence of member e (bound) recorded now on stream st. */
static void *fence(GwDevice *e, void *st)
{
    GwFences *f = &e->fences;
    void **ev = &f->ev[f->next];
    f->next = (f->next + 1) % GW_SPLIT_FENCES;
    if (!*ev)
        *ev = S.be->fence_new();
    S.be->event_record(*ev, st);
    return *ev;
}

/* ---- a range of the plan, in bytes ---- */

/* Host bytes [*a, *b) that range i touches in iterations [lo, hi); 0: none.
 * A whole range is the leader d's block holding the variable. */
static int range_span(GwDevice *d, const gw_split *sp, const gw_split_val *v, int i, long long lo,
                      long long hi, uintptr_t *a, uintptr_t *b)
{
    if (!v->base || lo >= hi)
        return 0;
    if (sp->ranges[i].kind & GW_SR_WHOLE) {
        GwBlock *lb = gw__group_block(d, v->base, 1);
        if (lb) {
            *a = (uintptr_t)lb->host;
            *b = *a + lb->bytes;
        }
        return lb != NULL;
    }
    __int128 e0 = (__int128)v->c * lo + v->omin, e1 = (__int128)v->c * (hi - 1) + v->omax;
    if (v->c < 0) {
        e0 = (__int128)v->c * (hi - 1) + v->omin;
        e1 = (__int128)v->c * lo + v->omax;
    }
    if (e1 < e0)
        return 0;
    __int128 from = (__int128)(uintptr_t)v->base + e0 * (__int128)v->elem;
    __int128 to = (__int128)(uintptr_t)v->base + (e1 + 1) * (__int128)v->elem;
    from = from < 0 ? 0 : from;
    to = to > (__int128)UINTPTR_MAX ? (__int128)UINTPTR_MAX : to;
    if (to <= from)
        return 0;
    *a = (uintptr_t)from;
    *b = (uintptr_t)to;
    return 1;
}

/* The leader's next present block overlapping [p, end), or NULL. */
static GwBlock *next_block(GwDevice *d, uintptr_t p, uintptr_t end)
{
    int i;
    GwFind f = gw__find(d, (const char *)p, (size_t)(end - p), &i);
    return f == FIND_ABSENT ? NULL : &d->present.blocks[i];
}

typedef void (*PieceFn)(GwDevice *e, GwBlock *eb, size_t lo, size_t hi, void *arg);

static void missing(const gw_site *s, const gw_split *sp, const gw_split_val *v, int i,
                    const GwSplitPart *p, const GwBlock *lb, uintptr_t a, uintptr_t b)
{
    char where[64];
    long long from = (long long)(a - (uintptr_t)v->base), to = (long long)(b - (uintptr_t)v->base);
    gw__fatal_hint(s, "a block the group's leader holds must be present on every member: map it with "
                   "a data directive, not a call on one device", "'%s': bytes [%lld, %lld) from its "
                   "start, touched by iterations [%lld, %lld) of the split loop, lie in %zu bytes at "
                   "%p present on the leader but not on device %d (%s)", sp->ranges[i].name, from, to,
                   p->lo, p->hi, lb->bytes, (void *)lb->host, p->dev->num,
                   gw__where(s, where, sizeof where));
}

/* fn on each piece, as byte offsets into member p->dev's block, of range i
 * for p's iterations: the range clipped to each present block it meets.
 * A range that meets no present block touches no mapped data: nothing. */
static void range_pieces(GwDevice *d, const gw_site *s, const gw_split *sp, const gw_split_val *vals,
                         int i, const GwSplitPart *p, PieceFn fn, void *arg)
{
    uintptr_t a, b;
    if (!range_span(d, sp, &vals[i], i, p->lo, p->hi, &a, &b))
        return;
    for (uintptr_t at = a; at < b;) {
        GwBlock *lb = next_block(d, at, b);
        if (!lb)
            return;
        uintptr_t h = (uintptr_t)lb->host, end = h + lb->bytes;
        GwBlock *eb = p->dev == d ? lb : gw__group_block(p->dev, lb->host, lb->bytes);
        if (!eb)
            missing(s, sp, &vals[i], i, p, lb, a, b);
        size_t lo = (size_t)((at > h ? at : h) - h), hi = (size_t)((b < end ? b : end) - h);
        if (lo < hi)
            fn(p->dev, eb, lo, hi, arg);
        at = end;
    }
}

/* ---- planning: parts, arguments, coverage ---- */

static void parts_reserve(int n, int nptr)
{
    gw__grow(&SP.part, &SP.cappart, n, sizeof *SP.part);
    gw__grow(&SP.ptrs, &SP.capptrs, n * (nptr ? nptr : 1), sizeof *SP.ptrs);
    gw__grow(&SP.src_ready, &SP.capsrc, n, sizeof *SP.src_ready);
    gw__grow(&SP.reads, &SP.capreads, n * n, 1);
    SP.npart = n;
}

/* Is a block the kernel gets an address of (an argument) touched by some
 * range of the plan?  Otherwise the plan does not describe its use. */
static int covered(GwDevice *d, const gw_split *sp, const gw_split_val *vals, const GwBlock *lb,
                   long long trip)
{
    for (int i = 0; i < sp->nranges; i++) {
        uintptr_t a, b, h = (uintptr_t)lb->host;
        if (range_span(d, sp, &vals[i], i, 0, trip, &a, &b) && a < h + lb->bytes && b > h)
            return 1;
    }
    return 0;
}

/* ... and is every block that a pointer attached inside lb points into? */
static int reach_covered(GwDevice *d, const gw_split *sp, const gw_split_val *vals, const GwBlock *lb,
                         long long trip)
{
    for (int a = 0; a < d->present.natt; a++) {
        const GwAttach *at = &d->present.att[a];
        if ((char *)at->addr < lb->host || (char *)at->addr >= lb->host + lb->bytes || !at->host_val)
            continue;
        const GwBlock *t = gw__group_block(d, (char *)at->host_val + at->bias, 1);
        if (t && t != lb && !covered(d, sp, vals, t, trip))
            return 0;
    }
    return 1;
}

/* Each part's copies of the kernel's device addresses: the same offset in
 * its copy of the same present block.  0 (*why) when one cannot be. */
static int translate(GwDevice *d, const gw_split *sp, void **args, const gw_split_val *vals,
                     long long trip, const char **why)
{
    for (int j = 0; j < sp->nptr; j++) {
        char *p = *(char **)args[sp->ptr_args[j]];
        int bi = p ? gw__find_dev(d, p) : -1;
        GwBlock *lb = bi >= 0 ? &d->present.blocks[bi] : NULL;
        if (p && !lb)
            return *why = "a device address it gets lies in no present block", 0;
        if (lb && (lb->flags & (BLK_MAPPED | BLK_LINK)))     /* the program reads that memory itself */
            return *why = "it uses memory the program mapped (acc_map_data) or a declare link variable", 0;
        if (lb && !covered(d, sp, vals, lb, trip))
            return *why = "the plan has no range for a block it uses", 0;
        if (lb && !reach_covered(d, sp, vals, lb, trip))
            return *why = "the plan has no range for a block it reaches through an attached pointer", 0;
        for (int m = 0; m < SP.npart; m++) {
            GwSplitPart *pt = &SP.part[m];
            GwBlock *eb = lb && m ? gw__group_block(pt->dev, lb->host, lb->bytes) : lb;
            if (lb && !eb)
                return *why = "a block it uses is present on the leader only", 0;
            pt->ptr[j] = lb ? eb->dev + (p - lb->dev) : NULL;
        }
    }
    return 1;
}

/* Where member m of n starts: trip*m/n, rounded to a whole number of
 * blocks (per iterations each) when the grid is proportional to the split
 * loop, so that every member's blocks are whole: a grid that gave each
 * thread exactly one point (a staged variant's condition) still does. */
long long gw__split_share(int m, int n, long long trip, long long per)
{
    if (m <= 0) return 0;
    if (m >= n) return trip;
    long long b = (long long)((__int128)trip * m / n);
    if (per > 1) b = (b + per / 2) / per * per;
    return b < trip ? b : trip;
}

/* Member m of n runs [gw__split_share(m), gw__split_share(m + 1)) with at most the
 * blocks its share needs. */
static void plan_part(GwSplitPart *p, int m, int n, const gw_split *sp, const unsigned grid[3],
                      long long trip, long long per)
{
    p->lo = gw__split_share(m, n, trip, per) + (SP.bias && m > 0 ? SP.bias[m] : 0);
    p->hi = gw__split_share(m + 1, n, trip, per) + (SP.bias && m + 1 < n ? SP.bias[m + 1] : 0);
    memcpy(p->grid, grid, sizeof p->grid);
    long long need = per > 0 ? (p->hi - p->lo + per - 1) / per : 0;
    int ax = sp->axis >= 0 && sp->axis < 3 ? sp->axis : 0;
    if (per > 0 && need < (long long)p->grid[ax])
        p->grid[ax] = need > 0 ? (unsigned)need : 1;
    p->fetched = 0;
    p->ncopies = 0;
    p->ia = p->ib = p->lo;
    p->t0 = p->t1 = NULL;
}

static int plan(GwDevice *d, const gw_split *sp, void **args, const unsigned grid[3], long long trip,
                long long per, const gw_split_val *vals, const char **why)
{
    int n = S.nmem;
    if (trip < n || (per > 1 && trip / per < n))
        return *why = per > 1 ? "fewer blocks of iterations than members" : "fewer iterations than members", 0;
    for (int i = 0; i < sp->nranges; i++)
        if ((sp->ranges[i].kind & WRITES) && (sp->ranges[i].kind & GW_SR_WHOLE))
            return *why = "it writes a variable whose range is not known", 0;
    parts_reserve(n, sp->nptr);
    SP.per = per;
    SP.axis = sp->axis >= 0 && sp->axis < 3 ? sp->axis : 0;
    for (int m = 0; m < n; m++) {
        GwSplitPart *p = &SP.part[m];
        p->dev = m ? gw__device(gw__group_member(m)->num) : d;
        p->ptr = SP.ptrs + m * sp->nptr;
        plan_part(p, m, n, sp, grid, trip, per);
        for (int r = 0; r < 3; r++)
            p->red[r] = sp->red_arg >= 0 ? *(void **)args[sp->red_arg + r] : NULL;
    }
    gw__bind(d);
    return translate(d, sp, args, vals, trip, why);
}

/* ---- fetches ---- */

/* Member e's (bound) event for its copies from member s, made on first use. */
static void **read_event(GwDevice *e, int s)
{
    GwFences *f = &e->fences;
    if (s >= f->nrd) {
        int n = S.nmem > s + 1 ? S.nmem : s + 1;
        void **rd = realloc(f->rd, (size_t)n * sizeof *rd);
        unsigned char *due = rd ? realloc(f->rd_due, (size_t)n) : NULL;
        if (!rd || !due)
            gw__bug("out of host memory");
        for (int i = f->nrd; i < n; i++)
            rd[i] = NULL, due[i] = 0;
        f->rd = rd, f->rd_due = due, f->nrd = n;
    }
    if (!f->rd[s])
        f->rd[s] = S.be->fence_new();
    return &f->rd[s];
}

/* Write after read: each member s waits, on its default stream and on
 * every queue's stream, for the copies other members made from it that
 * it has not waited for.  A split launch does this before it queues its
 * own copies, so a member's next kernel waits for the copies that read
 * its memory one launch earlier (long done when they overlapped that
 * launch's kernels), never for the copies of its own launch. */
void gw__split_flush(void)
{
    if (!SP.due)
        return;
    SP.due = 0;
    for (int k = 0; k < S.nmem; k++) {
        GwDevice *e = gw__group_member(k);
        for (int s = 0; e->ctx && s < e->fences.nrd; s++) {
            if (!e->fences.rd_due[s])
                continue;
            e->fences.rd_due[s] = 0;
            GwDevice *src = gw__group_member(s);
            if (!src->ctx)
                continue;
            gw__bind(src);
            S.be->event_wait(NULL, e->fences.rd[s]);
            for (int q = 0; q < src->queues.n; q++)
                S.be->event_wait(src->queues.list[q].stream, e->fences.rd[s]);
        }
    }
}

/* Queue nothing yet: note the copy of [at, stop) of e's block eb from
 * member src's block sb, for part m. */
static void want_copy(int m, GwDevice *src, GwBlock *sb, GwBlock *eb, size_t at, size_t stop)
{
    gw__grow(&SP.copies, &SP.capcopies, SP.ncopies + 1, sizeof *SP.copies);
    SP.copies[SP.ncopies++] = (GwSplitCopy){m, src, sb, eb, at, stop};
    SP.part[m].ncopies++;
    SP.part[m].fetched += stop - at;
}

typedef struct Fetch {
    int m;                      /* the part fetching */
} Fetch;

/* The stale pieces of [lo, hi) of e's block eb, each from a member where it is valid. */
static void fetch_range(GwDevice *e, GwBlock *eb, size_t lo, size_t hi, void *arg)
{
    const Fetch *f = arg;
    size_t a, c, at = lo;
    while (gw__ranges_next(&eb->stale, at, hi, &a, &c)) {
        for (size_t p = a; p < c;) {
            GwBlock *sb;
            size_t stop;
            GwDevice *src = gw__group_source(e, eb, p, c, &sb, &stop);
            want_copy(f->m, src, sb, eb, p, stop);
            p = stop;
        }
        gw__grow(&SP.valid, &SP.capvalid, SP.nvalid + 1, sizeof *SP.valid);
        SP.valid[SP.nvalid++] = (GwSplitValid){e, eb->host + a, c - a};
        at = c;
    }
}

static void want_piece(GwDevice *e, GwBlock *eb, size_t lo, size_t hi, void *arg)
{
    gw__ranges_add(&SP.want, (size_t)(uintptr_t)(eb->host + lo), (size_t)(uintptr_t)(eb->host + hi));
}

/* Part m's fetches: the union of its ranges (a variable read and written,
 * or named by several subscripts, is fetched once), block by block. */
static void fetch_part(GwDevice *d, const gw_site *s, const gw_split *sp, const gw_split_val *vals,
                       int m)
{
    GwSplitPart *p = &SP.part[m];
    Fetch f = {m};
    SP.want.n = 0;
    for (int i = 0; i < sp->nranges; i++)
        range_pieces(d, s, sp, vals, i, p, want_piece, NULL);
    for (int j = 0; j < SP.want.n; j++) {
        uintptr_t at = SP.want.v[j].lo, end = SP.want.v[j].hi;
        GwBlock *eb;
        while (at < end && (eb = next_block(p->dev, at, end)) != NULL) {
            uintptr_t h = (uintptr_t)eb->host, stop = h + eb->bytes;
            fetch_range(p->dev, eb, (size_t)((at > h ? at : h) - h), (size_t)((end < stop ? end : stop) - h),
                        &f);
            at = stop;
        }
    }
}

/* ---- the interior: what a part can run before its copies arrive ---- */

/* The iterations [*x, *y] of range v that touch host bytes [a, b): every
 * iteration when c is 0 and it touches them at all; 0: none. */
static int touching(const gw_split_val *v, uintptr_t a, uintptr_t b, __int128 *x, __int128 *y)
{
    __int128 base = (__int128)(uintptr_t)v->base, el = (__int128)(v->elem ? v->elem : 1);
    __int128 ea = gw__div_floor((__int128)a - base, el), eb = gw__div_ceil((__int128)b - base, el) - 1;
    if (v->c == 0) {
        if (v->omin > eb || v->omax < ea)
            return 0;
        *x = -((__int128)1 << 100), *y = (__int128)1 << 100;
        return 1;
    }
    /* c*i + omin <= eb and c*i + omax >= ea */
    if (v->c > 0) {
        *x = gw__div_ceil(ea - v->omax, v->c);
        *y = gw__div_floor(eb - v->omin, v->c);
    } else {
        *x = gw__div_ceil(eb - v->omin, v->c);
        *y = gw__div_floor(ea - v->omax, v->c);
    }
    return *x <= *y;
}

/* Part m's interior [ia, ib): its iterations less those at either end
 * that touch a piece it fetches (a stencil's rows next to its halo).  None
 * when it fetches nothing, has a region-level reduction (its launches must
 * be one: the last block finishes the result), uses a range whose extent
 * is not known, or would keep less than half its iterations inside. */
static void interior(const gw_split *sp, const gw_split_val *vals, int m)
{
    GwSplitPart *p = &SP.part[m];
    p->ia = p->ib = p->lo;
    if (!p->ncopies || sp->red_arg >= 0 || !SP.overlap)
        return;
    for (int i = 0; i < sp->nranges; i++)
        if (sp->ranges[i].kind & GW_SR_WHOLE)
            return;
    __int128 pre = 0, suf = 0, lo = p->lo, hi = p->hi;
    for (int c = 0; c < SP.ncopies; c++) {
        const GwSplitCopy *cp = &SP.copies[c];
        if (cp->m != m)
            continue;
        uintptr_t a = (uintptr_t)cp->eb->host + cp->at, b = (uintptr_t)cp->eb->host + cp->stop;
        for (int i = 0; i < sp->nranges; i++) {
            __int128 x, y;
            if (!vals[i].base || !touching(&vals[i], a, b, &x, &y))
                continue;
            x = x < lo ? lo : x;
            y = y > hi - 1 ? hi - 1 : y;
            if (x > y)
                continue;
            if (x - lo <= hi - 1 - y) {
                if (y + 1 - lo > pre) pre = y + 1 - lo;
            } else if (hi - x > suf) {
                suf = hi - x;
            }
        }
    }
    long long per = SP.per > 1 ? SP.per : 1;
    __int128 ia = lo + gw__div_ceil(pre, per) * per, ib = hi;
    if (suf)                    /* the blocks stay those of the share: whole, from lo */
        ib = lo + gw__div_floor(hi - suf - lo, per) * per;
    if (ib - ia < (hi - lo + 1) / 2 || ia >= ib)
        return;
    p->ia = (long long)ia, p->ib = (long long)ib;
}

/* Member e's side stream (bound), made on first use. */
static void *side_stream(GwDevice *e)
{
    if (!e->fences.side)
        e->fences.side = S.be->side_stream_new();
    return e->fences.side;
}

/* ---- a part's pieces in one kernel ----
 * runtime/copy.cu's gw_copy_pieces, built into libgangway as a fat binary:
 * machine code for sm_75 to sm_120 and PTX for any other.  PTX alone made
 * the driver compile it on each device's first use, on a machine without
 * the driver's cache inside the program's first split launches that fetch
 * by kernel (129 ms against 9.7 for jacobi2d on two H200s with
 * GANGWAY_SPLIT_OVERLAP=0, the next run 9.7). */
#ifndef GW_COPY_IMAGE_PATH
#define GW_COPY_IMAGE_PATH "runtime/copy.fatbin"
#endif
__asm__(".pushsection .rodata\n"
        ".balign 16\n"
        ".globl gw__copy_image\n"
        ".hidden gw__copy_image\n"
        "gw__copy_image:\n"
        ".incbin \"" GW_COPY_IMAGE_PATH "\"\n"
        ".popsection\n");

static int reaches(GwDevice *e, GwDevice *f);

/* Member e's copy kernel (bound), loaded on first use; NULL where it cannot
 * be (a driver older than the PTX, or GANGWAY_SPLIT_COPY=engine): its copies
 * then go to the copy engines one by one. */
static void *copy_kernel(GwDevice *e)
{
    GwFences *f = &e->fences;
    if (f->copy_tried)
        return f->copy_fn;
    f->copy_tried = 1;
    if (SP.engine_copies)
        return NULL;
    int err = 0;
    f->copy_mod = S.be->module_load(gw__copy_image, &err);
    if (f->copy_mod)
        f->copy_fn = S.be->function(f->copy_mod, GW_COPY_KERNEL, &err);
    if (!f->copy_fn)
        SP.copy_err = err;
    return f->copy_fn;
}

/* GANGWAY_SPLIT_COPY's choice, made again (tests): engine 1 fetches by the
 * copy engines alone. */
void gw__split_copy_mode(int engine)
{
    SP.engine_copies = engine;
    for (int i = 0; i < S.ndev; i++) {
        GwFences *f = &S.devs[i].fences;
        if (f->copy_mod) {
            gw__bind(&S.devs[i]);
            S.be->module_unload(f->copy_mod);
        }
        f->copy_mod = f->copy_fn = NULL;
        f->copy_tried = 0;
    }
}

/* The pieces in set, on stream st of member e (bound); 0 or a launch error. */
static int copy_launch(void *fn, GwCopySet *set, int n, size_t most, void *st)
{
    unsigned long long words = (most + 15) / 16, blocks = (words + 255) / 256;
    unsigned grid[3] = {blocks < 1 ? 1 : blocks > 1024 ? 1024 : (unsigned)blocks, (unsigned)n, 1};
    unsigned block[3] = {256, 1, 1};
    void *args[1] = {set};
    int err = S.be->launch(fn, grid, block, 0, args, st);
    if (!err)
        SP.by_kernel += n, SP.kernel_launches++;
    else
        SP.copy_err = err;
    return err;
}

/* Part p's copies on stream fs by gw_copy_pieces, GW_COPY_MAX at a time, when
 * its kernel waits for all of them (no interior runs beside them, which the
 * copy kernel's blocks would slow) and every source's memory is reachable
 * from its device (open_peers); 0: not done, the copy engines do them. */
static int copies_by_kernel(GwSplitPart *p, int m, void *fs)
{
    if (p->ia < p->ib)
        return 0;
    void *fn = copy_kernel(p->dev);
    if (!fn)
        return 0;
    for (int c = 0; c < SP.ncopies; c++)
        if (SP.copies[c].m == m && !reaches(p->dev, SP.copies[c].src)) {
            SP.unreached++;
            return 0;
        }
    GwCopySet set;
    int n = 0;
    size_t most = 0;
    for (int c = 0; c < SP.ncopies; c++) {
        const GwSplitCopy *cp = &SP.copies[c];
        if (cp->m != m)
            continue;
        set.dst[n] = (uintptr_t)(cp->eb->dev + cp->at);
        set.src[n] = (uintptr_t)(cp->sb->dev + cp->at);
        set.n[n] = cp->stop - cp->at;
        most = set.n[n] > most ? set.n[n] : most;
        if (++n == GW_COPY_MAX) {
            if (copy_launch(fn, &set, n, most, fs))
                return 0;
            n = 0, most = 0;
        }
    }
    return !n || !copy_launch(fn, &set, n, most, fs);
}

/* Part m's copies, on its side stream, after what its own stream holds
 * (its kernels that read what the copies overwrite); the ends of its share
 * follow them there when it has an interior, else its stream waits for them
 * before its kernel (launch_parts).  Not on its own stream: a synchronous
 * launch's is the legacy default stream, and a peer copy there also waits
 * for the source's default stream, so each member's kernel waited for the
 * copies the other members pulled from it (60 us a step in nbody on two
 * H200, tools/gwtrace).  Each copy after the source's work so far; then the
 * event its source will wait for before writing again. */
static void queue_copies(int m)
{
    GwSplitPart *p = &SP.part[m];
    int n = SP.npart;
    if (!p->ncopies)
        return;
    gw__bind(p->dev);
    /* one fence a member a launch: its side stream and the members that copy
       from it wait for the same point of its stream (nothing is queued there
       between: the copies go on side streams), so a sweep's stream holds one
       record less between its kernels */
    if (!SP.src_ready[m])
        SP.src_ready[m] = fence(p->dev, p->stream);
    void *own = SP.src_ready[m], *fs = side_stream(p->dev);
    S.be->event_wait(fs, own);
    memset(SP.reads, 0, (size_t)n);
    for (int c = 0; c < SP.ncopies; c++) {
        const GwSplitCopy *cp = &SP.copies[c];
        if (cp->m != m)
            continue;
        int s = gw__group_index(cp->src);
        if (!SP.src_ready[s]) {
            gw__bind(cp->src);
            SP.src_ready[s] = fence(cp->src, SP.part[s].stream);
            gw__bind(p->dev);
        }
        if (!SP.reads[s]) {
            SP.reads[s] = 1;
            S.be->event_wait(fs, SP.src_ready[s]);
        }
    }
    gw__trace_mark(m, TRACE_SIDE, fs);
    if (!copies_by_kernel(p, m, fs))
        for (int c = 0; c < SP.ncopies; c++) {
            const GwSplitCopy *cp = &SP.copies[c];
            if (cp->m != m)
                continue;
            S.be->peer_async(cp->eb->dev + cp->at, p->dev->ctx, cp->sb->dev + cp->at, cp->src->ctx,
                             cp->stop - cp->at, fs);
            SP.by_engine++;
        }
    gw__trace_mark(m, TRACE_COPIED, fs);
    for (int s = 0; s < n; s++) {
        if (!SP.reads[s])
            continue;
        S.be->event_record(*read_event(p->dev, s), fs);
        p->dev->fences.rd_due[s] = 1;
        SP.due = 1;
    }
}

/* Every part's fetches, chosen against the validity before the launch (a
 * piece fetched now is marked valid only after all are queued, so no part
 * copies from a copy still on its way); each part's interior; then the
 * members wait for the copies of earlier launches that read them, and
 * this launch's copies are queued. */
static void fetch_all(GwDevice *d, const gw_site *s, const gw_split *sp, const gw_split_val *vals)
{
    int n = SP.npart;
    SP.nvalid = SP.ncopies = 0;
    memset(SP.src_ready, 0, (size_t)n * sizeof *SP.src_ready);
    for (int m = 0; m < n; m++)
        fetch_part(d, s, sp, vals, m);
    for (int m = 0; m < n; m++)
        interior(sp, vals, m);
    gw__split_flush();
    for (int m = 0; m < n; m++)
        queue_copies(m);
    for (int v = 0; v < SP.nvalid; v++) {
        GwBlock *b = gw__group_block(SP.valid[v].dev, SP.valid[v].host, SP.valid[v].n);
        size_t lo = (size_t)(SP.valid[v].host - b->host);
        gw__ranges_sub(&b->stale, lo, lo + SP.valid[v].n);
    }
}

/* Each member's streams, its timing start, its reduction scratch.  On an
 * async queue a member's stream first waits for the leader's, which may
 * hold copies that read the member's memory (a leader-only launch's
 * fetches, group.c) before the member's kernel overwrites it. */
static void prepare_members(GwDevice *d, const gw_split *sp, int async, void **time_ev)
{
    void *ls = gw__stream(d, async), *lead = ls ? fence(d, ls) : NULL;
    for (int m = 0; m < SP.npart; m++) {
        GwSplitPart *p = &SP.part[m];
        gw__bind(p->dev);
        p->stream = gw__stream(p->dev, async);
        if (m && lead && p->stream)
            S.be->event_wait(p->stream, lead);
        gw__trace_mark(m, TRACE_START, p->stream);
        if (time_ev) {
            p->t0 = time_ev[2 * m];
            p->t1 = time_ev[2 * m + 1];
            S.be->event_record(p->t0, p->stream);
        }
        if (m && sp->red_arg >= 0)
            gw__red_member(d, p->dev, async, p->red, p->stream);
    }
}

int gw__split_prepare(GwDevice *d, const gw_site *s, const gw_split *sp, void **args,
                      const unsigned grid[3], long long trip, long long per,
                      const gw_split_val *vals, int async, const char **why)
{
    void **tev = SP.time_ev;
    SP.time_ev = NULL;
    if (!plan(d, sp, args, grid, trip, per, vals, why))
        return 0;
    prepare_members(d, sp, async, tev);
    fetch_all(d, s, sp, vals);
    gw__bind(d);
    return 1;
}

/* Part m's iterations, device addresses and reduction scratch into args. */
void gw__split_args(const gw_split *sp, int m, void **args)
{
    const GwSplitPart *p = &SP.part[m];
    *(long long *)args[sp->lo_arg] = p->lo;
    *(long long *)args[sp->lo_arg + 1] = p->hi;
    for (int j = 0; j < sp->nptr; j++)
        *(void **)args[sp->ptr_args[j]] = p->ptr[j];
    for (int r = 0; sp->red_arg >= 0 && r < 3; r++)
        *(void **)args[sp->red_arg + r] = p->red[r];
}

/* ---- after the launches ---- */

static void wrote_range(GwDevice *e, GwBlock *eb, size_t lo, size_t hi, void *arg)
{
    gw__group_wrote(e, eb->host + lo, hi - lo);
}

/* What each part wrote is valid there and stale on the others (the parts'
 * write ranges are disjoint: the translator splits only such kernels); the
 * leader's stream of an async queue waits for the members', so that a wait
 * on the program's queue waits for the group; a reduction's members are
 * noted for gw_red_done/gw_red_end. */
void gw__split_finish(GwDevice *d, const gw_split *sp, const gw_split_val *vals, int async)
{
    int nums[SP.npart], nred = 0;
    for (int m = 0; m < SP.npart; m++)
        for (int i = 0; i < sp->nranges; i++)
            if (sp->ranges[i].kind & WRITES)
                range_pieces(d, S.site, sp, vals, i, &SP.part[m], wrote_range, NULL);
    void *ls = SP.part[0].stream;
    for (int m = 1; m < SP.npart; m++) {
        GwSplitPart *p = &SP.part[m];
        if (ls && p->stream) {
            gw__bind(p->dev);
            void *f = fence(p->dev, p->stream);
            gw__bind(d);
            S.be->event_wait(ls, f);
        }
        nums[nred++] = p->dev->num;
    }
    if (sp->red_arg >= 0)
        gw__red_members(d, async, sp->slots, sp->nslots, nums, nred);
    gw__bind(d);
}

/* ---- per kernel: its mode, its times, its functions on other contexts ----
 * Switching (docs/multigpu.md, "Adaptive switching"): a kernel starts on the
 * leader; WARM timed launches are discarded, TRIAL more give t1; then it
 * runs split (if equation 1 allows) and the same gives tn and the exchange
 * bytes X.  Afterwards every EVERY-th launch is timed; K timed launches in a
 * row that favour the other mode switch to it. */
enum { MODE_ONE, MODE_SPLIT };
enum { WARM = 1, TRIAL = 3, EVERY = 64, K = 3 };
#define DOUBT 0.25              /* the leader alone predicted less than this above a split: try it */

typedef struct GwSplitStat {
    gw_kernel *k;
    const gw_site *site;
    int nmem;                   /* members its arrays are for */
    int loop;                   /* its plan is GW_SPLIT_LOOP */
    int mode;                   /* MODE_* it runs in now */
    int fresh;                  /* timed launches since it entered the mode */
    int streak;                 /* timed launches in a row that favour the other */
    double t1, tn;              /* ms: on the leader alone, split (0: not timed) */
    double x;                   /* bytes fetched per split launch */
    long launches[2];           /* by mode */
    long overlapped;            /* members' launches whose interior ran before their copies */
    double host_ms[2];          /* GANGWAY_TIME: the host's time in its launches, by mode */
    double *lag;                /* per member: host us from member 0's launch call's
                                   return to its own (a running mean; balance) */
    long nlag;                  /* launches measured into lag */
    long long *bias;            /* per boundary between parts: its shift (balance) */
    long since;                 /* launches since the last timed one */
    int pending;                /* a timed launch's events not read yet: its mode + 1 */
    double pending_x;
    const char *why;            /* why its last split-able launch ran on the leader */
    void **ev;                  /* 2 timing events per member, */
    int *ev_dev;                /* made on that device (-1: none yet) */
    void **fn;                  /* its function on each member's context */
    int *fn_dev;
} GwSplitStat;

static GwSplitStat *stat_of(gw_kernel *k, const gw_site *s)
{
    GwSplitStat *st = k->split;
    if (st && st->nmem == S.nmem)
        return st;
    if (!st) {
        if (!(st = calloc(1, sizeof *st)))
            gw__bug("out of host memory");
        st->mode = MODE_SPLIT;          /* a kernel with a split plan starts split */
        gw__grow(&SP.stats, &SP.capstats, SP.nstats + 1, sizeof *SP.stats);
        SP.stats[SP.nstats++] = st;
    } else {
        free(st->ev), free(st->ev_dev), free(st->fn), free(st->fn_dev);   /* events: leaked, rare */
        free(st->lag), free(st->bias);
    }
    int n = S.nmem;
    st->ev = calloc((size_t)n * 2, sizeof *st->ev);
    st->ev_dev = malloc((size_t)n * sizeof *st->ev_dev);
    st->fn = calloc((size_t)n, sizeof *st->fn);
    st->fn_dev = malloc((size_t)n * sizeof *st->fn_dev);
    st->lag = calloc((size_t)n, sizeof *st->lag);
    st->bias = calloc((size_t)n + 1, sizeof *st->bias);
    st->nlag = 0;
    if (!st->ev || !st->ev_dev || !st->fn || !st->fn_dev || !st->lag || !st->bias)
        gw__bug("out of host memory");
    for (int m = 0; m < n; m++)
        st->ev_dev[m] = st->fn_dev[m] = -1;
    st->k = k, st->site = s, st->nmem = n, st->pending = 0;
    k->split = st;
    return st;
}

/* k's function on member e (bound), cached per member. */
static void *member_fn(GwSplitStat *st, int m, GwDevice *e, const gw_site *s)
{
    if (st->fn_dev[m] != e->num || !st->fn[m]) {
        st->fn[m] = gw__kernel_fn_at(e, s, st->k);
        st->fn_dev[m] = e->num;
    }
    return st->fn[m];
}

/* Member m's two timing events, made on its device (bound). */
static void timing_events(GwSplitStat *st, int m, GwDevice *e)
{
    if (st->ev_dev[m] == e->num && st->ev[2 * m])
        return;
    st->ev[2 * m] = S.be->event_new();
    st->ev[2 * m + 1] = S.be->event_new();
    st->ev_dev[m] = e->num;
}

/* ---- switching ---- */

/* ms the measured link takes for bytes; 0 when it was not measured. */
static double link_ms(double bytes)
{
    return SP.link_gbs > 0 ? bytes / (SP.link_gbs * 1e6) : 0;
}

/* JACC's equation 1: split, its exchange at the link's speed counted, beats the leader alone. */
static int split_could_win(const GwSplitStat *st)
{
    return st->t1 > st->t1 / st->nmem + link_ms(st->x);
}

/* Is a split launch of ms, x bytes fetched, in doubt?  Its kernel part,
 * ms less the exchange at the link's speed, times the members, predicts the
 * leader alone (equation 1 turned round); the split is in doubt when that
 * prediction is not DOUBT above ms.  A short kernel without an exchange is
 * not: a trial would measure device time, which the prediction already
 * gives (the host's part is in neither). */
static int split_doubtful(const GwSplitStat *st, double ms, double x)
{
    double kernel = ms - link_ms(x);
    return st->nmem * (kernel > 0 ? kernel : 0) < ms * (1 + DOUBT);
}

static void enter_mode(GwSplitStat *st, int mode)
{
    st->mode = mode;
    st->fresh = st->streak = 0;
    st->since = 0;
}

/* A timed launch in st's mode took ms (and fetched x bytes, split), its
 * mode's trial done: does it favour the other mode?  A kernel starts
 * split; the leader alone is tried only when the split is in doubt, and
 * kept when it was faster.  After that, K launches in a row decide:
 * equation 2, split slower than the leader alone; 3, its exchange alone
 * slower than the leader alone; and for the leader, slower than the split
 * while equation 1 holds. */
static void judge(GwSplitStat *st, int mode, double ms, double x)
{
    int against;
    if (mode == MODE_SPLIT && !st->t1) {
        against = split_doubtful(st, st->fresh == WARM + TRIAL ? st->tn : ms, st->fresh == WARM + TRIAL ? st->x : x);
        if (against && st->fresh == WARM + TRIAL)
            st->streak = K - 1;         /* the trial's mean counts as K - 1 launches */
    } else if (mode == MODE_ONE && st->tn && st->fresh == WARM + TRIAL) {
        if (st->t1 > st->tn)
            enter_mode(st, MODE_SPLIT);  /* the trial of the leader alone lost */
        return;
    } else if (mode == MODE_ONE) {
        against = ms > st->tn && split_could_win(st);
    } else {
        against = ms > st->t1 || link_ms(x) > st->t1;
    }
    st->streak = against ? st->streak + 1 : 0;
    if (st->streak >= K)
        enter_mode(st, mode == MODE_ONE ? MODE_SPLIT : MODE_ONE);
}

/* A timed launch's result: the first WARM after entering a mode are left
 * out (a split's first launch moves every share), then the mean of TRIAL,
 * then a moving average. */
static void feed(GwSplitStat *st, int mode, double ms, double x)
{
    if (mode != st->mode || ++st->fresh <= WARM)
        return;
    int n = st->fresh - WARM;
    double w = n <= TRIAL ? 1.0 / n : 0.25;
    double *t = mode == MODE_ONE ? &st->t1 : &st->tn;
    *t += (ms - *t) * w;
    if (mode == MODE_SPLIT)
        st->x += (x - st->x) * w;
    if (!SP.force && st->fresh >= WARM + TRIAL)     /* the trial's mean is in */
        judge(st, mode, ms, x);
}

/* The last timed launch's times, once all its events have fired (never a
 * host wait: until then the launches go on untimed). */
static void read_pending(GwDevice *d, GwSplitStat *st)
{
    int mode = st->pending - 1, n = mode == MODE_ONE ? 1 : st->nmem;
    for (int m = 0; m < n; m++) {
        gw__bind(&S.devs[st->ev_dev[m]]);
        if (!S.be->event_done(st->ev[2 * m + 1])) {
            gw__bind(d);
            return;
        }
    }
    double ms = 0;
    for (int m = 0; m < n; m++) {
        gw__bind(&S.devs[st->ev_dev[m]]);
        double t = S.be->event_ms(st->ev[2 * m], st->ev[2 * m + 1]);
        ms = t > ms ? t : ms;
    }
    gw__bind(d);
    st->pending = 0;
    feed(st, mode, ms, st->pending_x);
}

/* For tests: k's split time and its members' launch lags, as if measured. */
void gw__split_balance_test(gw_kernel *k, double tn_ms, const double *lag_us)
{
    GwSplitStat *st = stat_of(k, NULL);
    st->tn = tn_ms;
    for (int m = 0; m < st->nmem; m++)
        st->lag[m] = lag_us[m];
    st->nlag = 16;
}

/* The rule alone, for tests: k had a timed launch in mode split (1) or on
 * the leader (0); k's mode after it. */
int gw__split_feed(gw_kernel *k, int split, double ms, double bytes)
{
    GwSplitStat *st = stat_of(k, NULL);
    st->loop = 1;
    feed(st, split ? MODE_SPLIT : MODE_ONE, ms, bytes);
    return st->mode == MODE_SPLIT;
}

/* Is this launch timed?  The trial's, then every EVERY-th; with a forced
 * mode only for GANGWAY_TIME's report. */
static int want_time(GwSplitStat *st)
{
    if (st->pending || !S.be->event_new || (SP.force && !S.timing))
        return 0;
    if (st->fresh < WARM + TRIAL || ++st->since >= EVERY) {
        st->since = 0;
        return 1;
    }
    return 0;
}

/* One copy of n bytes from `from` to `to`, timed on to's default stream. */
static double one_way(GwDevice *to, void *dst, GwDevice *from, const void *src, size_t n)
{
    gw__bind(to);
    void *a = S.be->event_new(), *b = S.be->event_new();
    S.be->event_record(a, NULL);
    S.be->peer_async(dst, to->ctx, src, from->ctx, n, NULL);
    S.be->event_record(b, NULL);
    double ms = S.be->event_ms(a, b);
    S.be->event_free(a);
    S.be->event_free(b);
    return ms;
}

/* May kernels on e (bound) read f's memory?  Asked of the driver once per
 * pair (which also opens the way, so peer copies take the link directly). */
static int reaches(GwDevice *e, GwDevice *f)
{
    if (e->ctx == f->ctx)
        return 1;
    if (!S.be->peer_access)
        return 0;
    if (!SP.direct)
        SP.direct = calloc((size_t)S.ndev * S.ndev, 1);
    unsigned char *r = SP.direct ? &SP.direct[e->num * S.ndev + f->num] : NULL;
    if (!r)
        return 0;
    if (!*r)
        *r = S.be->peer_access(f->ctx) == 1 ? 1 : 2;
    return *r == 1;
}

/* Every member's context may reach every other's memory (logical devices
 * of one GPU share theirs): peer copies take NVLink or PCIe directly. */
static void open_peers(GwDevice *d)
{
    SP.peers_done = 1;
    for (int m = 0; S.be->peer_access && m < S.nmem; m++) {
        GwDevice *e = gw__device(gw__group_member(m)->num);
        for (int o = 0; o < S.nmem; o++) {
            GwDevice *f = gw__device(gw__group_member(o)->num);     /* binds f */
            gw__bind(e);
            reaches(e, f);
        }
    }
    gw__bind(d);
}

/* The link between members 0 and 1: one 64 MiB copy each way, once. */
static void measure_link(GwDevice *d)
{
    SP.link_done = 1;
    if (!S.be->event_new)
        return;                 /* the fake device: not measured */
    size_t n = (size_t)64 << 20;
    GwDevice *e = gw__device(gw__group_member(1)->num);
    void *pe = S.be->alloc(n);
    gw__bind(d);
    void *pd = S.be->alloc(n);
    if (pd && pe) {
        double ms = one_way(e, pe, d, pd, n) + one_way(d, pd, e, pe, n);
        SP.link_gbs = ms > 0 ? 2.0 * (double)n / (ms * 1e6) : 0;
    }
    if (pd)
        S.be->free(pd);
    gw__bind(e);
    if (pe)
        S.be->free(pe);
    gw__bind(d);
}

/* ---- the launch ---- */

/* Iterations [a, b) of part p on stream st: its grid cut to the blocks they need. */
static int launch_range(const GwSplitPart *p, const gw_split *sp, void *f, const unsigned block[3],
                        size_t shmem, void **args, long long a, long long b, void *st)
{
    unsigned grid[3];
    memcpy(grid, p->grid, sizeof grid);
    if (SP.per > 0) {
        long long need = (b - a + SP.per - 1) / SP.per;
        if (need < (long long)grid[SP.axis])
            grid[SP.axis] = need > 0 ? (unsigned)need : 1;
    }
    *(long long *)args[sp->lo_arg] = a;
    *(long long *)args[sp->lo_arg + 1] = b;
    return S.be->launch(f, grid, block, shmem, args, st);
}

/* Each part's kernel: with an interior, that on its stream and the
 * iterations at either end on its side stream after its copies, the two
 * side by side (iterations of a split loop are independent), and its
 * stream then waits for the ends; else all of its share at once. */
static void launch_parts(GwDevice *d, const gw_site *s, gw_kernel *k, GwSplitStat *st,
                         const gw_split *sp, void *fn, const unsigned block[3], size_t shmem,
                         void **args)
{
    struct timespec first = {0, 0};
    double lags[SP.npart > 0 ? SP.npart : 1];
    memset(lags, 0, sizeof lags);
    for (int m = 0; m < SP.npart; m++) {
        GwSplitPart *p = &SP.part[m];
        gw__bind(p->dev);
        void *f = p->dev->ctx == d->ctx ? fn : member_fn(st, m, p->dev, s);
        gw__split_args(sp, m, args);
        int err;
        if (p->ia < p->ib) {
            void *side = p->dev->fences.side;
            gw__trace_mark(m, TRACE_KERNEL, p->stream);
            err = launch_range(p, sp, f, block, shmem, args, p->ia, p->ib, p->stream);
            gw__trace_mark(m, TRACE_KDONE, p->stream);
            if (!err && p->lo < p->ia)
                err = launch_range(p, sp, f, block, shmem, args, p->lo, p->ia, side);
            if (!err && p->ib < p->hi)
                err = launch_range(p, sp, f, block, shmem, args, p->ib, p->hi, side);
            gw__trace_mark(m, TRACE_ENDS, side);
            S.be->event_wait(p->stream, fence(p->dev, side));
            st->overlapped++;
        } else {
            if (p->ncopies)
                S.be->event_wait(p->stream, fence(p->dev, p->dev->fences.side));
            gw__trace_mark(m, TRACE_KERNEL, p->stream);
            err = S.be->launch(f, p->grid, block, shmem, args, p->stream);
            gw__trace_mark(m, TRACE_KDONE, p->stream);
        }
        gw__trace_mark(m, TRACE_END, p->stream);
        if (err) {
            gw__settle(p->dev);         /* an earlier kernel's failure, if it was one */
            gw__launch_failed(s, k, err);
        }
        if (p->t1)
            S.be->event_record(p->t1, p->stream);
        if (SP.balance && st->lag) {
            struct timespec now;
            clock_gettime(CLOCK_MONOTONIC, &now);
            if (m == 0)
                first = now;
            else
                lags[m] = 1e6 * (double)(now.tv_sec - first.tv_sec) + 1e-3 * (double)(now.tv_nsec - first.tv_nsec);
        }
    }
    if (SP.balance && st->lag && SP.npart == st->nmem) {
        st->nlag++;
        for (int m = 1; m < SP.npart; m++)     /* a running mean, then a window of about 16 */
            st->lag[m] += (lags[m] - st->lag[m]) / (double)(st->nlag < 16 ? st->nlag : 16);
    }
    gw__split_args(sp, 0, args);        /* the leader's addresses back */
    gw__bind(d);
}

/* Synchronous launches: each member's is one the host has not waited for
 * (gw_settle waits for all); a kernel that is not quiet is waited for on
 * every member now, after all were launched. */
static void settle_parts(GwDevice *d, const gw_site *s, const gw_kernel *k)
{
    bool defer = k->quiet && S.defer && gw__thread.raw_site != s;
    for (int m = 0; m < SP.npart; m++) {
        if (SP.part[m].stream)
            continue;
        gw__bind(SP.part[m].dev);
        gw__defer_note(SP.part[m].dev, s, k->name, true);
    }
    for (int m = 0; !defer && m < SP.npart; m++) {
        if (SP.part[m].stream)
            continue;
        gw__bind(SP.part[m].dev);
        gw__settle(SP.part[m].dev);
    }
    gw__bind(d);
}

typedef struct Launch {
    const gw_site *s;
    gw_kernel *k;
    unsigned grid[3], block[3];
    size_t shmem;
    void **args;
    int async;
    const gw_split *sp;
    long long trip, per;
    const gw_split_val *vals;
} Launch;

/* The kernel split over the members; 0 (nothing done) when it cannot be. */
/* GANGWAY_SPLIT_BALANCE=1: members finish together.  The host launches
 * the members one after another, so member m's kernel starts lag[m] us
 * after member 0's (about 4 us a launch call on an H200), and a reduction
 * whose result the host waits for ends with the last of them.  Such a
 * kernel (its results only reductions: no written range, so a share that
 * moves moves no data) gives each member (F - lag[m]) / c iterations, c the
 * measured us an iteration takes (tn over a member's share), F the common
 * finish: boundary m moves by the sum over k < m of (mean lag - lag[k]) / c,
 * whole blocks of per, at most a quarter of a share.  Into st->bias; 0: no
 * shift for this launch. */
static int balance(GwSplitStat *st, const Launch *l)
{
    int n = st->nmem;
    if (!SP.balance || n < 2 || n != S.nmem || l->sp->red_arg < 0 || l->async != GW_ASYNC_SYNC ||
        st->nlag < 4 || st->tn <= 0 || l->trip < 4LL * n)
        return 0;
    for (int i = 0; i < l->sp->nranges; i++)
        if (l->sp->ranges[i].kind & WRITES)
            return 0;
    double mean = 0;
    for (int m = 0; m < n; m++)
        mean += st->lag[m] / n;
    double c = 1e3 * st->tn / ((double)l->trip / n);        /* us an iteration */
    long long per = l->per > 1 ? l->per : 1, most = l->trip / (4LL * n) / per * per, acc = 0;
    double shift = 0;
    st->bias[0] = st->bias[n] = 0;
    for (int m = 1; m < n; m++) {
        shift += (mean - st->lag[m - 1]) / c;
        acc = (long long)(shift / (double)per + (shift >= 0 ? 0.5 : -0.5)) * per;
        st->bias[m] = acc > most ? most : acc < -most ? -most : acc;
    }
    return 1;
}

static int split_launch(GwDevice *d, GwSplitStat *st, const Launch *l)
{
    void *fn = gw__kernel_fn(d, l->s, l->k);
    int timed = want_time(st);
    for (int m = 0; timed && m < S.nmem; m++)
        timing_events(st, m, m ? gw__device(gw__group_member(m)->num) : d);
    gw__bind(d);
    SP.time_ev = timed ? st->ev : NULL;
    const char *why = NULL;
    gw__trace_begin(l->k, l->s);
    SP.bias = balance(st, l) ? st->bias : NULL;
    int planned = gw__split_prepare(d, l->s, l->sp, l->args, l->grid, l->trip, l->per, l->vals, l->async, &why);
    SP.bias = NULL;
    if (!planned) {
        st->why = why;
        gw__trace_end();
        return 0;
    }
    gw__prof_split(l->s, l->k, l->block, l->shmem, l->async, acc_ev_enqueue_launch_start);
    launch_parts(d, l->s, l->k, st, l->sp, fn, l->block, l->shmem, l->args);
    gw__trace_end();
    gw__prof_split(l->s, l->k, l->block, l->shmem, l->async, acc_ev_enqueue_launch_end);
    gw__split_finish(d, l->sp, l->vals, l->async);
    settle_parts(d, l->s, l->k);
    size_t x = 0;
    for (int m = 0; m < SP.npart; m++)
        x += SP.part[m].fetched;
    if (timed) {
        st->pending = MODE_SPLIT + 1;
        st->pending_x = (double)x;
    }
    st->launches[MODE_SPLIT]++;
    if (S.timing)
        gw__time_note(l->k, l->s, l->grid, l->block);
    return 1;
}

/* The whole kernel on the leader (gw_launch fetches what it uses there and
 * marks what it writes stale elsewhere), timed when st asks. */
static void one_launch(GwDevice *d, GwSplitStat *st, const Launch *l)
{
    gw__split_flush();
    gw__bind(d);
    *(long long *)l->args[l->sp->lo_arg] = 0;
    *(long long *)l->args[l->sp->lo_arg + 1] = l->trip;
    int timed = st && st->loop && st->mode == MODE_ONE && want_time(st);
    void *stream = timed ? gw__stream(d, l->async) : NULL;
    if (timed) {
        timing_events(st, 0, d);
        S.be->event_record(st->ev[0], stream);
    }
    gw_launch(l->s, l->k, l->grid[0], l->grid[1], l->grid[2], l->block[0], l->block[1], l->block[2],
              l->shmem, l->args, l->async);
    if (timed) {
        gw__bind(d);
        S.be->event_record(st->ev[1], stream);
        st->pending = MODE_ONE + 1;
    }
    if (st)
        st->launches[MODE_ONE]++;
}

void gw_launch_split(const gw_site *s, gw_kernel *k, unsigned gx, unsigned gy, unsigned gz,
                     unsigned bx, unsigned by, unsigned bz, size_t shmem, void **args, int async,
                     const gw_split *sp, long long trip, long long per, const gw_split_val *vals)
{
    if (!k)
        return;
    GwDevice *d = gw__enter_split(s);
    gw__launch_check(d, s, k);
    const unsigned grid[3] = {gx, gy, gz}, block[3] = {bx, by, bz};
    if (S.pacc.chunked && gw__pacc_launch(d, s, k, grid, block, shmem, args, sp, trip, per, vals)) {
        gw__leave();
        return;
    }
    Launch l = {s, k, {gx, gy, gz}, {bx, by, bz}, shmem, args, async, sp, trip, per, vals};
    GwSplitStat *st = NULL;
    if (S.nmem > 1 && sp->mode == GW_SPLIT_LOOP) {
        if (!SP.peers_done)
            open_peers(d);
        if (!SP.link_done && (!SP.force || S.timing))
            measure_link(d);
    }
    if (S.nmem > 1) {
        st = stat_of(k, s);
        st->loop = sp->mode == GW_SPLIT_LOOP;
        if (!st->loop)
            st->why = sp->why ? sp->why : "not split";
        if (st->pending)
            read_pending(d, st);
    }
    int split = st && st->loop && SP.force >= 0 && (SP.force > 0 || st->mode == MODE_SPLIT);
    struct timespec t0;
    if (st && S.timing)
        clock_gettime(CLOCK_MONOTONIC, &t0);
    if (!split || !split_launch(d, st, &l)) {
        one_launch(d, st, &l);
        split = 0;
    }
    if (st && S.timing)
        st->host_ms[split ? MODE_SPLIT : MODE_ONE] += gw__ms_since(&t0);
    gw__leave();
}

/* ---- GANGWAY_TIME, exit ---- */

static const char *mode_name(const GwSplitStat *st)
{
    if (!st->loop || SP.force < 0)
        return "one";
    return SP.force > 0 || st->mode == MODE_SPLIT ? "split" : "one";
}

void gw__split_report(void)
{
    if (S.nmem < 2 || !SP.nstats)
        return;
    char link[64] = "not measured";
    if (SP.link_gbs > 0)
        snprintf(link, sizeof link, "%.1f GB/s", SP.link_gbs);
    fprintf(stderr, "gangway: split kernels over %d devices (GANGWAY_SPLIT=%s, link %s; pieces "
            "fetched: %ld by %ld copy kernels, %ld by copy engines)\n", S.nmem,
            SP.force > 0 ? "always" : SP.force < 0 ? "never" : "auto", link, SP.by_kernel,
            SP.kernel_launches, SP.by_engine);
    if (SP.copy_err) {
        char why[160];
        fprintf(stderr, "  the copy kernel did not load or run: %s\n",
                S.be->error_text(SP.copy_err, why, sizeof why));
    }
    if (SP.unreached)
        fprintf(stderr, "  %ld parts' copies by the copy engines: a source's memory was out of "
                "their kernels' reach\n", SP.unreached);
    fprintf(stderr, "  %-5s %8s %8s %10s %10s %12s %8s %8s %8s  %s\n", "mode", "one", "split", "ms one",
            "ms split", "bytes/split", "overlap", "host us1", "host usN", "kernel");
    for (int i = 0; i < SP.nstats; i++) {
        GwSplitStat *st = SP.stats[i];
        const gw_site *s = st->site;
        double h1 = st->launches[MODE_ONE] ? 1e3 * st->host_ms[MODE_ONE] / st->launches[MODE_ONE] : 0;
        double hn = st->launches[MODE_SPLIT] ? 1e3 * st->host_ms[MODE_SPLIT] / st->launches[MODE_SPLIT] : 0;
        fprintf(stderr, "  %-5s %8ld %8ld %10.4f %10.4f %12.0f %8ld %8.1f %8.1f  %s (%s:%d)%s%s\n", mode_name(st),
                st->launches[MODE_ONE], st->launches[MODE_SPLIT], st->t1, st->tn, st->x, st->overlapped, h1, hn,
                st->k->name,
                s ? s->file : "?", s ? s->line : 0, !st->why ? "" : st->loop ? "; last on the leader: "
                : "; on the leader: ",
                st->why ? st->why : "");
        for (int m = 1; SP.balance && st->bias && m < st->nmem; m++)
            if (st->bias[m])
                fprintf(stderr, "        boundary %d moved by %lld iterations (GANGWAY_SPLIT_BALANCE; member %d "
                        "launched %.1f us after member 0)\n", m, st->bias[m], m, st->lag[m]);
    }
}

static void stat_free(GwSplitStat *st)
{
    for (int m = 0; m < st->nmem; m++) {
        GwDevice *e = st->ev_dev[m] >= 0 ? &S.devs[st->ev_dev[m]] : NULL;
        if (!e || !e->ctx || !st->ev[2 * m])
            continue;
        gw__bind(e);
        S.be->event_free(st->ev[2 * m]);
        S.be->event_free(st->ev[2 * m + 1]);
    }
    st->k->split = NULL;
    free(st->ev), free(st->ev_dev), free(st->fn), free(st->fn_dev);
    free(st->lag), free(st->bias);
    free(st);
}

/* At exit, the contexts still open: the kernels' records and their events. */
void gw__split_release(void)
{
    gw__trace_release();
    for (int i = 0; i < SP.nstats; i++)
        stat_free(SP.stats[i]);
    free(SP.stats), free(SP.part), free(SP.ptrs), free(SP.valid), free(SP.src_ready), free(SP.reads);
    gw__ranges_free(&SP.want);
    int force = SP.force;
    SP = (GwSplitState){.force = force};
}

/* A context was released: what the records held of it is gone with it. */
void gw__split_forget(void)
{
    gw__trace_forget();
    for (int i = 0; i < SP.nstats; i++) {
        GwSplitStat *st = SP.stats[i];
        for (int m = 0; m < st->nmem; m++) {
            st->fn[m] = st->ev[2 * m] = st->ev[2 * m + 1] = NULL;
            st->fn_dev[m] = st->ev_dev[m] = -1;
        }
        st->pending = 0;
    }
}
