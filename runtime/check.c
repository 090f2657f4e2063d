/* check.c: GANGWAY_CHECK=1's reports (data left at exit, waits on unused queues) and their state. */
#include "rt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define S gw__state
#define C gw__state.check

/* Read where a report may follow, never on a hot path: no state keeps it. */
int gw__check_enabled(void)
{
    const char *v = getenv("GANGWAY_CHECK");
    return v && atoi(v) > 0;
}

/* ---- file-scope declare data, which the exit report leaves out ---- */

static int is_declare(const gw_site *s)
{
    return s && s->file && s->construct && !strcmp(s->construct, "declare");
}

static long snap_dref(const char *h)
{
    for (int i = 0; i < C.nsnap; i++)
        if (C.snap[i].host == h)
            return C.snap[i].dref;
    return 0;
}

static void declare_begin(GwDevice *d)
{
    GwPresent *p = &d->present;
    C.declaring = d;
    C.nsnap = 0;
    gw__grow(&C.snap, &C.capsnap, p->nblocks, sizeof *C.snap);
    for (int i = 0; i < p->nblocks; i++)
        C.snap[C.nsnap++] = (GwHeld){d->num, p->blocks[i].host, p->blocks[i].dref};
}

static void declare_end(void)
{
    GwDevice *d = C.declaring;
    C.declaring = NULL;
    for (int i = 0; i < d->present.nblocks; i++) {
        GwBlock *b = &d->present.blocks[i];
        long add = b->dref - snap_dref(b->host);
        if (add <= 0)
            continue;
        gw__grow(&C.held, &C.capheld, C.nheld + 1, sizeof *C.held);
        C.held[C.nheld++] = (GwHeld){d->num, b->host, add};
    }
}

/* Dynamic references of the block at h on device dev that declares hold. */
static long held_dref(int dev, const char *h)
{
    long n = 0;
    for (int i = 0; i < C.nheld; i++)
        if (C.held[i].dev == dev && C.held[i].host == h)
            n += C.held[i].dref;
    return n;
}

/* gw__enter at nesting depth on device d: a declare's entry begins. */
void gw__check_enter(GwDevice *d, const gw_site *s, int depth)
{
    if (is_declare(s) && !C.declaring) {
        C.declare_depth = depth;
        declare_begin(d);
    }
}

/* gw__leave at nesting depth: the declare's entry is over. */
void gw__check_leave(int depth)
{
    if (C.declaring && depth == C.declare_depth)
        declare_end();
}

void gw__check_forget(int dev)
{
    for (int i = C.nheld - 1; i >= 0; i--)
        if (C.held[i].dev == dev)
            C.held[i] = C.held[--C.nheld];
}

/* ---- reports ---- */

/* A wait on a queue nothing was queued on is reported once per device and
 * queue (as long as 64 entries last). */
int gw__check_first_wait(int dev, int id)
{
    for (int i = 0; i < C.nwaited; i++)
        if (C.waited[i].dev == dev && C.waited[i].id == id)
            return 0;
    if (C.nwaited < 64) {
        C.waited[C.nwaited].dev = dev;
        C.waited[C.nwaited++].id = id;
    }
    return 1;
}

/* ", mapped by 'a[0:n]', enter data directive at f.c:12": what mapped b first. */
static void mapped_by(const GwBlock *b, char *from, size_t n)
{
    char by[64];
    from[0] = 0;
    if (b->site)
        snprintf(from, n, ", mapped by %s%s%s%s%s", b->text ? "'" : "", b->text ? b->text : "",
                 b->text ? "', " : "", gw__where(b->site, by, sizeof by), b->site->file ? " at " : "");
    if (b->site && b->site->file)
        snprintf(from + strlen(from), n - strlen(from), "%s:%d", b->site->file, b->site->line);
}

/* acc_shutdown of d, for site s: each block the program still holds there
 * (inside a data region, or entered and not exited; not file-scope declare
 * data nor acc_map_data's) loses its device copy, unread: a warning each,
 * in every mode, so that no device data is dropped without a word. */
void gw__check_shutdown(GwDevice *d, const gw_site *s)
{
    int n = 0;
    for (int j = 0; j < d->present.nblocks; j++) {
        GwBlock *b = &d->present.blocks[j];
        long dref = b->dref - held_dref(d->num, b->host);
        if ((dref <= 0 && (b->sref <= 0 || is_declare(b->site))) || (b->flags & (BLK_MAPPED | BLK_LINK | BLK_PACC)))
            continue;
        if (++n > 8)
            continue;
        char item[128], where[64], at[256] = "", from[256];
        if (s && s->file)
            snprintf(at, sizeof at, "%s:%d: ", s->file, s->line);
        mapped_by(b, from, sizeof from);
        fprintf(stderr, "gangway: warning: %s%s%s discards %s on device %d (reference counts: structured %ld, "
                "dynamic %ld%s): its device values are not copied back\n", at, gw__is_api(s) ? "" : "the ",
                gw__where(s, where, sizeof where),
                gw__item(item, sizeof item, b->text, b->host, b->bytes), d->num, b->sref, dref, from);
    }
    if (n > 8)
        fprintf(stderr, "gangway: warning: ... and %d more blocks on device %d\n", n - 8, d->num);
    if (n)
        fprintf(stderr, "hint: copy out (update self, exit data copyout) what the program still needs before "
                "shutting the device down\n");
}

/* Blocks an enter data or acc_copyin left behind; not file-scope declare
 * data, nor acc_map_data's (acc_unmap_data's business). */
void gw__check_report(void)
{
    if (!gw__check_enabled() || S.failed)
        return;     /* after an error, what is left over says nothing */
    int n = 0;
    for (int i = 0; i < S.ndev; i++) {
        GwDevice *d = &S.devs[i];
        for (int j = 0; j < d->present.nblocks; j++) {
            GwBlock *b = &d->present.blocks[j];
            long decl = held_dref(i, b->host);
            if (b->dref - decl <= 0 || (b->flags & BLK_MAPPED))
                continue;
            char item[128], extra[64] = "", from[256];
            if (decl > 0)
                snprintf(extra, sizeof extra, ", %ld of them from a file-scope declare", decl);
            mapped_by(b, from, sizeof from);
            fprintf(stderr, "gangway: warning: %s still present on device %d at exit "
                    "(dynamic reference count %ld%s)%s\n",
                    gw__item(item, sizeof item, NULL, b->host, b->bytes), i, b->dref, extra, from);
            n++;
        }
    }
    if (n)
        fprintf(stderr, "hint: %d block%s entered with enter data or acc_copyin/acc_create "
                "had no matching exit data or acc_copyout/acc_delete\n", n, n == 1 ? "" : "s");
}
