/* data.c: data clauses with OpenACC 3.3 reference counts (2.6.7, 2.7), update, deviceptr. */
#include "rt.h"

#include <stdio.h>

#define S gw__state

void gw__not_present(GwDevice *d, const gw_site *s, const char *text, const void *h, size_t bytes)
{
    char item[192], where[64];
    const char *hint = gw__is_directive_site(s)
        ? "add it to a data clause of the directive or to an enclosing data region"
        : "copy it to the device first (acc_copyin, acc_create or an enter data directive)";
    gw__fatal_near(d, h, bytes, s, hint, "%s is not present on the device (%s)",
                   gw__item(item, sizeof item, text, h, bytes), gw__where(s, where, sizeof where));
}

void gw__check_len(const gw_site *s, const char *text, const void *h, size_t bytes)
{
    if (bytes <= PTRDIFF_MAX)
        return;
    char where[64];
    gw__where(s, where, sizeof where);
    if (text && gw__is_directive_site(s) && bytes == GW_BYTES_TOO_BIG)
        gw__fatal_hint(s, "check the value of its length expression: the section's elements would not fit in "
                       "the address space", "'%s' is too large: its length times the element size is more than "
                       "%td bytes (%s)", text, (ptrdiff_t)PTRDIFF_MAX, where);
    if (text && gw__is_directive_site(s) && bytes == GW_BYTES_NEGATIVE)
        gw__fatal_hint(s, "a subarray a[start:length] needs a length of 0 or more: check the value of "
                       "its length expression", "'%s' has a negative length (%s)", text, where);
    if (text && gw__is_directive_site(s))
        gw__fatal_hint(s, "a subarray a[start:length] needs a length of 0 or more: check the value of "
                       "its length expression", "'%s' has a negative length: %td bytes (%s)", text,
                       (ptrdiff_t)bytes, where);
    if (!h)
        gw__fatal_hint(s, "pass a size in bytes of 0 or more (a negative int converted to size_t "
                       "becomes huge)", "negative size: %td bytes (%s)", (ptrdiff_t)bytes, where);
    gw__fatal_hint(s, "pass a length in bytes of 0 or more (a negative int converted to size_t becomes "
                   "huge)", "negative length: %td bytes for %s%s%s at %p (%s)", (ptrdiff_t)bytes,
                   text ? "'" : "the data", text ? text : "", text ? "'" : "", h, where);
}

/* Every item's length, and for a[l:n][l:m] on a T **a its number of rows. */
void gw__check_maps(const gw_site *s, const gw_map *m, int n)
{
    for (int i = 0; i < n; i++) {
        gw__check_len(s, m[i].text, m[i].host, m[i].bytes);
        if ((m[i].flags & GW_MF_ROWS) && m[i].rows > PTRDIFF_MAX) {
            char where[64];
            gw__fatal_hint(s, "a subarray a[start:length] needs a length of 0 or more: check the value "
                           "of its length expression", "'%s' has a negative number of rows: %td (%s)",
                           m[i].text ? m[i].text : "?", (ptrdiff_t)m[i].rows,
                           gw__where(s, where, sizeof where));
        }
    }
}

/* Data that would be copied or made from host memory at a null pointer
 * (p[0:n] with p == NULL and n > 0; an address in the first page, so
 * p[2:n] too): an error in every mode, before any device sees it, which
 * would map page zero or fault in the copy.  Entries and updates only: an
 * exit of such data finds it absent and does nothing (2.7). */
void gw__check_null(const gw_site *s, const char *text, const void *h, size_t bytes)
{
    if (!bytes || (uintptr_t)h >= 4096)
        return;
    char item[192], where[64];
    gw__fatal_hint(s, "allocate the memory before the directive or call, or give the section a length of 0",
                   "%s starts at a null pointer (%s)", gw__item(item, sizeof item, text, h, bytes),
                   gw__where(s, where, sizeof where));
}

static void check_null_maps(const gw_site *s, const gw_map *m, int n)
{
    for (int i = 0; i < n; i++) {
        if (m[i].flags & (GW_MF_ROWS | GW_MF_IF_PRESENT))
            continue;
        switch (m[i].kind) {
        case GW_MAP_COPY: case GW_MAP_COPYIN: case GW_MAP_COPYOUT: case GW_MAP_CREATE: case GW_MAP_PRESENT:
        case GW_MAP_UPDATE_DEVICE: case GW_MAP_UPDATE_SELF:
            gw__check_null(s, m[i].text, m[i].host, m[i].bytes);
            break;
        default:
            break;
        }
    }
}

void gw_host_maps(const gw_site *s, const gw_map *m, int n)
{
    gw__check_maps(s, m, n);
    check_null_maps(s, m, n);
}

static void overlap_error(GwDevice *d, const gw_site *s, const gw_map *m, int i)
    __attribute__((noreturn));
static void overlap_error(GwDevice *d, const gw_site *s, const gw_map *m, int i)
{
    GwBlock *b = &d->present.blocks[i];
    char item[192], blk[96], where[64];
    gw__fatal_near(d, m->host, m->bytes, s, "a section must lie inside one present block: map the "
                   "whole array in the enclosing region, or end that region first",
                   "%s is only partly present on the device: it overlaps the present block "
                   "%s but does not lie inside it (%s)",
                   gw__item(item, sizeof item, m->text, m->host, m->bytes),
                   gw__item(blk, sizeof blk, NULL, b->host, b->bytes),
                   gw__where(s, where, sizeof where));
}

/* Look m up; a partly present section is an error. */
static GwFind find(GwDevice *d, const gw_site *s, const gw_map *m, int *i)
{
    GwFind f = gw__find(d, m->host, m->bytes, i);
    if (f == FIND_PARTIAL)
        overlap_error(d, s, m, *i);
    return f;
}

static long *counter(GwBlock *b, int ref)
{
    return ref == REF_STRUCT ? &b->sref : &b->dref;
}

/* A copy between the host and the device, as the instruments see it. */
static void h2d(GwDevice *d, const gw_site *s, const gw_map *m, void *dev, void *st, int async)
{
    gw__prof_data(d, s, acc_ev_enqueue_upload_start, m->text, m->host, dev, m->bytes, async);
    S.be->h2d(dev, m->host, m->bytes, st);
    gw__prof_data(d, s, acc_ev_enqueue_upload_end, m->text, m->host, dev, m->bytes, async);
}

/* To the host: with a group, gathered from the members where it is valid. */
static void d2h(GwDevice *d, const gw_site *s, const gw_map *m, void *dev, int async)
{
    gw__prof_data(d, s, acc_ev_enqueue_download_start, m->text, m->host, dev, m->bytes, async);
    if (S.nmem > 1)
        gw__group_d2h(d, m->host, m->bytes, async);
    else
        S.be->d2h(m->host, dev, m->bytes, gw__copy_stream(d, async));
    gw__prof_data(d, s, acc_ev_enqueue_download_end, m->text, m->host, dev, m->bytes, async);
}

static int block_new(GwDevice *d, const gw_site *s, gw_map *m, int copyin, int async)
{
    void *st = gw__copy_stream(d, async);
    char *dev = gw__alloc(d, m->bytes, m->text ? m->text : "data");
    int i = gw__insert(d, m->host, m->bytes, dev);
    d->present.blocks[i].text = m->text;
    d->present.blocks[i].site = s;
    gw__prof_data(d, s, acc_ev_create, m->text, m->host, dev, m->bytes, async);
    gw__pin_created(d, s, i, st);     /* page-locked when its copies repeat (pin.c) */
    if (copyin) {
        gw__pin_copy(d, s, i, m->bytes, st, 0);
        h2d(d, s, m, dev, st, async);
    } else if (m->flags & GW_MF_ZERO) {
        S.be->memset(dev, 0, m->bytes, st);
    }
    return i;
}

/* Both counts are zero: give the device memory back. */
static void block_free(GwDevice *d, const gw_site *s, int i, int async)
{
    GwBlock b = d->present.blocks[i];
    gw__queue_sync(d, s, async);    /* copies still reading it must finish */
    gw__attach_drop(d, b.host, b.bytes);
    gw__pin_drop(d, s, &b);         /* no registration outlives the block */
    gw__prof_data(d, s, acc_ev_delete, b.text, b.host, b.dev, b.bytes, async);
    gw__remove(d, i);
    if (!(b.flags & BLK_MAPPED))
        gw__free(d, b.dev);
}

/* copy, copyin, copyout, create: present increment, else allocate. */
static void present_or_alloc(GwDevice *d, const gw_site *s, gw_map *m, int ref, int async)
{
    int i;
    if (find(d, s, m, &i) == FIND_PRESENT) {
        if (m->bytes)
            ++*counter(&d->present.blocks[i], ref);
        m->dev = gw__xlate(&d->present.blocks[i], m->host);
        return;
    }
    if (!m->bytes) {
        m->dev = m->host;   /* zero-length and not present: no action */
        return;
    }
    int copyin = m->kind == GW_MAP_COPY || m->kind == GW_MAP_COPYIN;
    GwBlock *lb = i >= 0 && i < d->present.nblocks ? &d->present.blocks[i] : NULL;
    if (lb && (lb->flags & BLK_LINK) && (const char *)m->host >= lb->host
        && (const char *)m->host + m->bytes <= lb->host + lb->bytes) {
        /* declare link: the module's variable becomes the device copy */
        m->dev = gw__xlate(lb, m->host);
        if (copyin)
            h2d(d, s, m, m->dev, gw__copy_stream(d, async), async);
        *counter(lb, ref) = 1;
        return;
    }
    i = block_new(d, s, m, copyin, async);
    *counter(&d->present.blocks[i], ref) = 1;
    m->dev = d->present.blocks[i].dev;
}

/* present, no_create: present increment, else an error or the host address. */
static void present_inc(GwDevice *d, const gw_site *s, gw_map *m, int ref, int must)
{
    int i;
    if (find(d, s, m, &i) == FIND_ABSENT) {
        if (must && m->bytes)
            gw__not_present(d, s, m->text, m->host, m->bytes);
        m->dev = m->host;
        return;
    }
    if (m->bytes)
        ++*counter(&d->present.blocks[i], ref);
    m->dev = gw__xlate(&d->present.blocks[i], m->host);
}

/* The device address of p if it is present, else p. */
static void *translate(GwDevice *d, void *p)
{
    int i;
    if (p && gw__find(d, p, 0, &i) == FIND_PRESENT)
        return gw__xlate(&d->present.blocks[i], p);
    return p;
}

/* An implicit pointer: translate if present, else copy the section the
 * compiler inferred (the kind becomes what was done, for the exit), else
 * keep the host value. */
static void lookup(GwDevice *d, const gw_site *s, gw_map *m, int ref, int async)
{
    int i;
    /* the section's first byte, not its address: a section that starts
       where a present block ends (two arrays side by side on the stack) is
       not in that block */
    if ((m->flags & GW_MF_SECTION) && m->bytes && m->host && gw__find(d, m->host, 1, &i) != FIND_PRESENT) {
        m->kind = (m->flags & GW_MF_READONLY) ? GW_MAP_COPYIN : GW_MAP_COPY;
        present_or_alloc(d, s, m, ref, async);
        return;
    }
    m->dev = translate(d, m->host);
    if (m->dev == m->host && m->host && (m->flags & GW_MF_DEREF))
        gw__not_present(d, s, m->text, m->host, m->bytes);
}

static void bad_kind(const gw_site *s, const gw_map *m, const char *what)
{
    char where[64];
    gw__fatal_hint(s, "this is a gwcc bug; please report it",
                   "map kind %d of '%s' cannot be used for %s (%s)", m->kind,
                   m->text ? m->text : "?", what, gw__where(s, where, sizeof where));
}

static void rows_enter(GwDevice *d, const gw_site *s, gw_map *m, int ref, int async);
static void rows_exit(GwDevice *d, const gw_site *s, gw_map *m, int ref, int async);

static void map_enter(GwDevice *d, const gw_site *s, gw_map *m, int ref, int async)
{
    if (m->flags & GW_MF_ROWS) {
        rows_enter(d, s, m, ref, async);
        return;
    }
    switch (m->kind) {
    case GW_MAP_COPY:
    case GW_MAP_COPYIN:
    case GW_MAP_COPYOUT:
    case GW_MAP_CREATE:
        present_or_alloc(d, s, m, ref, async);
        break;
    case GW_MAP_NO_CREATE:
        present_inc(d, s, m, ref, 0);
        break;
    case GW_MAP_PRESENT:
        present_inc(d, s, m, ref, 1);
        break;
    case GW_MAP_DEVICEPTR:
        m->dev = m->host;
        break;
    case GW_MAP_ATTACH:
        if (m->host)
            gw__attach_at(d, s, m->host, m->row_off, gw__stream(d, async));
        m->dev = translate(d, m->host);
        break;
    case GW_MAP_LOOKUP:
        lookup(d, s, m, ref, async);
        break;
    default:
        bad_kind(s, m, "entering data");
    }
}

/* Present decrement; when both counts reach zero copy out (if asked) and free. */
static void release(GwDevice *d, const gw_site *s, gw_map *m, int ref, int copyout, int async)
{
    int i;
    if (!m->bytes || find(d, s, m, &i) == FIND_ABSENT)
        return;
    GwBlock *b = &d->present.blocks[i];
    if (ref == REF_DYN && (b->flags & BLK_MAPPED) && !(b->flags & BLK_LINK))
        return;     /* acc_map_data: only acc_unmap_data removes it */
    long *c = counter(b, ref);
    if (ref == REF_DYN && (m->flags & GW_MF_FINALIZE))
        *c = 0;
    else if (*c > 0)
        --*c;
    if (b->sref > 0 || b->dref > 0)
        return;
    if ((b->flags & BLK_MAPPED) && !(b->flags & BLK_LINK))
        return;
    if (copyout && !S.member_pass) {    /* the leader's: the group's gathered */
        gw__pin_copy(d, s, i, m->bytes, NULL, 1);
        d2h(d, s, m, gw__xlate(b, m->host), async);
        if (gw__attach_in(d, m->host, m->bytes)) {
            gw__queue_sync(d, s, async);
            gw__attach_fix_host(d, m->host, m->bytes);
        }
    }
    if (b->flags & BLK_LINK)
        return;     /* the module's variable stays, no longer present */
    block_free(d, s, i, async);
}

static void map_exit(GwDevice *d, const gw_site *s, gw_map *m, int ref, int async)
{
    if (m->flags & GW_MF_ROWS) {
        rows_exit(d, s, m, ref, async);
        return;
    }
    switch (m->kind) {
    case GW_MAP_COPY:
    case GW_MAP_COPYOUT:
        release(d, s, m, ref, 1, async);
        break;
    case GW_MAP_NO_CREATE:
        if (m->dev == m->host)
            break;  /* it was not present on entry */
        /* fall through */
    case GW_MAP_COPYIN:
    case GW_MAP_CREATE:
    case GW_MAP_PRESENT:
    case GW_MAP_DELETE:
        release(d, s, m, ref, 0, async);
        break;
    case GW_MAP_DEVICEPTR:
    case GW_MAP_LOOKUP:
        break;
    case GW_MAP_ATTACH:
    case GW_MAP_DETACH:
        if (m->host && !gw__detach(d, s, m->host, ref == REF_DYN && (m->flags & GW_MF_FINALIZE),
                                   gw__stream(d, async))
            && m->kind == GW_MAP_DETACH && gw__check_enabled()) {
            fprintf(stderr, "%s:%d: warning: detach(%s): the pointer at %p is not attached (never attached, "
                    "or already detached); nothing done (%s directive)\n", s->file, s->line,
                    m->text ? m->text : "?", m->host, s->construct);
        }
        break;
    default:
        bad_kind(s, m, "exiting data");
    }
}

/* a[l0:n0][l1:n1] on a T **a (2.7.1): the table of row pointers, then each
 * row's section, attached in the table's device copy (2.6.8). */
static gw_map row_map(const gw_map *m, size_t r)
{
    char *row = ((char **)m->host)[r];
    return (gw_map){.host = row ? row + m->row_off : NULL, .bytes = row ? m->bytes : 0,
                    .kind = m->kind, .flags = m->flags & ~GW_MF_ROWS, .text = m->text};
}

static void rows_enter(GwDevice *d, const gw_site *s, gw_map *m, int ref, int async)
{
    gw_map t = *m;
    t.flags &= ~GW_MF_ROWS;
    t.bytes = m->rows * sizeof(void *);
    map_enter(d, s, &t, ref, async);
    m->dev = t.dev;
    for (size_t r = 0; r < m->rows; r++) {
        gw_map rm = row_map(m, r);
        map_enter(d, s, &rm, ref, async);
        if (m->kind != GW_MAP_DELETE)
            gw__attach_at(d, s, &((void **)m->host)[r], m->row_off, gw__stream(d, async));
    }
}

static void rows_exit(GwDevice *d, const gw_site *s, gw_map *m, int ref, int async)
{
    for (size_t r = m->rows; r-- > 0;) {
        gw__detach(d, s, &((void **)m->host)[r], ref == REF_DYN && (m->flags & GW_MF_FINALIZE),
                   gw__stream(d, async));
        gw_map rm = row_map(m, r);
        map_exit(d, s, &rm, ref, async);
    }
    gw_map t = *m;
    t.flags &= ~GW_MF_ROWS;
    t.bytes = m->rows * sizeof(void *);
    map_exit(d, s, &t, ref, async);
}

static gw_map row_map(const gw_map *m, size_t r);

static void map_update(GwDevice *d, const gw_site *s, gw_map *m, int async)
{
    int i;
    if (m->flags & GW_MF_ROWS) {        /* the rows, not the table of pointers */
        for (size_t r = 0; r < m->rows; r++) {
            gw_map rm = row_map(m, r);
            map_update(d, s, &rm, async);
        }
        return;
    }
    if (!m->bytes)
        return;
    GwFind f = gw__find(d, m->host, m->bytes, &i);
    if (f == FIND_ABSENT && (m->flags & GW_MF_IF_PRESENT))
        return;     /* partly present is an error still: skipping it would leave stale data */
    if (f == FIND_PARTIAL)
        overlap_error(d, s, m, i);
    if (f == FIND_ABSENT)
        gw__not_present(d, s, m->text, m->host, m->bytes);
    if (d->present.blocks[i].flags & BLK_PACC) {
        char item[192], where[64];
        gw__fatal_hint(s, "update the array before or after the pipeline's time loop",
                       "%s is an array of a pacc pipeline running out of core: only a chunk of its rows "
                       "is on the device (%s)", gw__item(item, sizeof item, m->text, m->host, m->bytes),
                       gw__where(s, where, sizeof where));
    }
    void *st = gw__copy_stream(d, async);
    gw__pin_copy(d, s, i, m->bytes, st, 0);
    char *dev = gw__xlate(&d->present.blocks[i], m->host);
    if (m->kind == GW_MAP_UPDATE_DEVICE) {
        h2d(d, s, m, dev, st, async);
        size_t off = (size_t)((char *)m->host - d->present.blocks[i].host);
        gw__ranges_sub(&d->present.blocks[i].stale, off, off + m->bytes);   /* valid here now */
        gw__attach_fix_dev(d, m->host, m->bytes, st);
    } else if (m->kind == GW_MAP_UPDATE_SELF) {
        d2h(d, s, m, dev, async);
        if (gw__attach_in(d, m->host, m->bytes)) {
            gw__queue_sync(d, s, async);
            gw__attach_fix_host(d, m->host, m->bytes);
        }
    } else {
        bad_kind(s, m, "update");
    }
}

/* ---- the group (group.c): every member acts ----
 * With GANGWAY_NUM_DEVICES=n every data action is done on each member with
 * that member's addresses (a copy of the map: m->dev stays the leader's).
 * Enter and update device: every member; exit: the leader first, whose
 * copies out gather from the members, then the others, which copy nothing
 * out; update self: the leader alone. */

typedef struct MemberAct {
    const gw_site *s;
    const gw_map *m;
    int ref, async, what;
} MemberAct;

enum { ACT_ENTER, ACT_EXIT, ACT_UPDATE };

static void member_act(GwDevice *e, void *arg)
{
    const MemberAct *a = arg;
    gw_map c = *a->m;
    if (a->what == ACT_ENTER)
        map_enter(e, a->s, &c, a->ref, a->async);
    else if (a->what == ACT_EXIT)
        map_exit(e, a->s, &c, a->ref, a->async);
    else
        map_update(e, a->s, &c, a->async);
}

void gw__map_enter_members(GwDevice *d, const gw_site *s, const gw_map *m, int ref, int async)
{
    MemberAct a = {s, m, ref, async, ACT_ENTER};
    gw__group_each(d, async, member_act, &a);
}

void gw__map_enter(GwDevice *d, const gw_site *s, gw_map *m, int ref, int async)
{
    if (S.nmem <= 1) {
        map_enter(d, s, m, ref, async);
        return;
    }
    gw_map orig = *m;           /* before lookup changes its kind */
    map_enter(d, s, m, ref, async);
    gw__map_enter_members(d, s, &orig, ref, async);
}

void gw__map_exit(GwDevice *d, const gw_site *s, gw_map *m, int ref, int async)
{
    map_exit(d, s, m, ref, async);
    if (S.nmem > 1) {
        MemberAct a = {s, m, ref, async, ACT_EXIT};
        gw__group_each(d, async, member_act, &a);
    }
}

void gw__map_update(GwDevice *d, const gw_site *s, gw_map *m, int async)
{
    map_update(d, s, m, async);
    if (S.nmem > 1 && m->kind == GW_MAP_UPDATE_DEVICE) {
        MemberAct a = {s, m, 0, async, ACT_UPDATE};
        gw__group_each(d, async, member_act, &a);
    }
}

/* ---- the ABI ---- */

/* Running on the host: every item is its own device copy. */
static void on_host(gw_map *m, int n)
{
    for (int i = 0; i < n; i++)
        m[i].dev = m[i].host;
}

static int is_attach(const gw_map *m)
{
    return (m->kind == GW_MAP_ATTACH || m->kind == GW_MAP_DETACH) && !(m->flags & GW_MF_ROWS);
}

/* Attach actions come after every copy, so a pointer is attached even when
 * its struct is mapped later in the list (or implicitly); detach actions come
 * before every copy out, so the host keeps its own pointers. */
static void enter_all(GwDevice *d, const gw_site *s, gw_map *m, int n, int ref, int async)
{
    if (!d)
        return;
    for (int i = 0; i < n; i++)
        if (!is_attach(&m[i]))
            gw__map_enter(d, s, &m[i], ref, async);
    for (int i = 0; i < n; i++)
        if (is_attach(&m[i]))
            gw__map_enter(d, s, &m[i], ref, async);
}

static void exit_all(GwDevice *d, const gw_site *s, gw_map *m, int n, int ref, int async)
{
    if (!d)
        return;
    for (int i = n - 1; i >= 0; i--)
        if (is_attach(&m[i]))
            gw__map_exit(d, s, &m[i], ref, async);
    for (int i = n - 1; i >= 0; i--)
        if (!is_attach(&m[i]))
            gw__map_exit(d, s, &m[i], ref, async);
}

void gw_data_enter(const gw_site *s, gw_map *m, int n, int async)
{
    GwDevice *d = gw__enter(s);
    gw__check_async(s, async);
    gw__check_maps(s, m, n);
    check_null_maps(s, m, n);
    gw__prof_region(d, s, acc_ev_enter_data_start, async);
    if (!d)
        on_host(m, n);
    enter_all(d, s, m, n, REF_STRUCT, async);
    gw__prof_region(d, s, acc_ev_enter_data_end, async);
    /* The last region entered whose maps pass host addresses to the device
       as they are (deviceptr, a pointer not present): its kernels may write
       memory the host reads without the runtime, so gw_launch waits for them. */
    gw__thread.raw_site = NULL;
    for (int i = 0; d && S.defer && i < n; i++)    /* only deferring asks */
        if (m[i].kind == GW_MAP_DEVICEPTR || (m[i].kind == GW_MAP_LOOKUP && m[i].host && m[i].dev == m[i].host))
            gw__thread.raw_site = s;
    if (d) {    /* the maps of the launch with the same site (group.c, graph.c) */
        gw__thread.maps_site = s;
        gw__thread.maps = m;
        gw__thread.nmaps = n;
    }
    gw__leave();
}

void gw_data_exit(const gw_site *s, gw_map *m, int n, int async)
{
    GwDevice *d = gw__enter(s);
    gw__check_async(s, async);
    gw__check_maps(s, m, n);
    if (gw__thread.maps == m)   /* the caller's array ends with its region */
        gw__thread.maps_site = NULL, gw__thread.maps = NULL;
    gw__prof_region(d, s, acc_ev_exit_data_start, async);
    exit_all(d, s, m, n, REF_STRUCT, async);
    gw__prof_region(d, s, acc_ev_exit_data_end, async);
    gw__leave();
}

void gw_enter_data(const gw_site *s, gw_map *m, int n, int async)
{
    GwDevice *d = gw__enter(s);
    gw__check_async(s, async);
    gw__check_maps(s, m, n);
    check_null_maps(s, m, n);
    gw__prof_region(d, s, acc_ev_enter_data_start, async);
    if (!d)
        on_host(m, n);
    enter_all(d, s, m, n, REF_DYN, async);
    gw__prof_region(d, s, acc_ev_enter_data_end, async);
    gw__leave();
}

void gw_exit_data(const gw_site *s, gw_map *m, int n, int async)
{
    GwDevice *d = gw__enter(s);
    gw__check_async(s, async);
    gw__check_maps(s, m, n);
    gw__prof_region(d, s, acc_ev_exit_data_start, async);
    exit_all(d, s, m, n, REF_DYN, async);
    gw__prof_region(d, s, acc_ev_exit_data_end, async);
    gw__leave();
}

void gw_update(const gw_site *s, gw_map *m, int n, int async)
{
    GwDevice *d = gw__enter(s);
    gw__check_async(s, async);
    gw__check_maps(s, m, n);
    check_null_maps(s, m, n);
    gw__prof_region(d, s, acc_ev_update_start, async);
    for (int i = 0; d && i < n; i++)
        gw__map_update(d, s, &m[i], async);
    gw__prof_region(d, s, acc_ev_update_end, async);
    gw__leave();
}

void *gw_deviceptr(const gw_site *s, const void *p, const char *what)
{
    GwDevice *d = gw__enter(s);
    void *r = (void *)p;
    int i;
    if (d)
        gw__settle(d);          /* host_data: code outside OpenACC may read it */
    if (d && p) {
        if (gw__find(d, p, 0, &i) != FIND_PRESENT)
            gw__not_present(d, s, what, p, 0);
        r = gw__xlate(&d->present.blocks[i], p);
    }
    gw__leave();
    return r;
}
