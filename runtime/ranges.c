/* ranges.c: sets of byte ranges [lo, hi), sorted and disjoint (a present
 * block's stale ranges on one member of the group, docs/multigpu.md). */
#include "rt.h"

#include <stdlib.h>
#include <string.h>

void gw__ranges_free(GwRanges *r)
{
    free(r->v);
    *r = (GwRanges){0};
}

/* Index of the first range whose end is after at (n when none). */
static int first_after(const GwRanges *r, size_t at)
{
    int lo = 0, hi = r->n;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (r->v[mid].hi <= at)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* Replace ranges [i, j) by the k ranges in put. */
static void splice(GwRanges *r, int i, int j, const GwRange *put, int k)
{
    gw__grow(&r->v, &r->cap, r->n - (j - i) + k, sizeof *r->v);
    memmove(&r->v[i + k], &r->v[j], (size_t)(r->n - j) * sizeof *r->v);
    memcpy(&r->v[i], put, (size_t)k * sizeof *put);
    r->n += k - (j - i);
}

void gw__ranges_add(GwRanges *r, size_t lo, size_t hi)
{
    if (lo >= hi)
        return;
    /* ranges touching [lo, hi) (ending at lo or starting at hi) merge with it */
    int i = lo ? first_after(r, lo - 1) : 0, j = i;
    while (j < r->n && r->v[j].lo <= hi)
        j++;
    GwRange m = {lo, hi};
    if (i < j) {
        if (r->v[i].lo < m.lo)
            m.lo = r->v[i].lo;
        if (r->v[j - 1].hi > m.hi)
            m.hi = r->v[j - 1].hi;
    }
    splice(r, i, j, &m, 1);
}

void gw__ranges_sub(GwRanges *r, size_t lo, size_t hi)
{
    if (lo >= hi)
        return;
    int i = first_after(r, lo), j = i;
    while (j < r->n && r->v[j].lo < hi)
        j++;
    if (i == j)
        return;
    GwRange keep[2];
    int k = 0;
    if (r->v[i].lo < lo)
        keep[k++] = (GwRange){r->v[i].lo, lo};
    if (r->v[j - 1].hi > hi)
        keep[k++] = (GwRange){hi, r->v[j - 1].hi};
    splice(r, i, j, keep, k);
}

int gw__ranges_next(const GwRanges *r, size_t lo, size_t hi, size_t *a, size_t *b)
{
    int i = first_after(r, lo);
    if (lo >= hi || i == r->n || r->v[i].lo >= hi)
        return 0;
    *a = r->v[i].lo > lo ? r->v[i].lo : lo;
    *b = r->v[i].hi < hi ? r->v[i].hi : hi;
    return 1;
}

int gw__ranges_has(const GwRanges *r, size_t at)
{
    int i = first_after(r, at);
    return i < r->n && r->v[i].lo <= at;
}
