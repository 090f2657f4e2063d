/* edit.c: text edits of the preprocessed source (insertions and
 * replacements), merged by named precedence rules and applied in order;
 * an edit that overlaps one already applied is an internal error. */
#include "gangway.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void edit_add(EditList *l, size_t start, size_t end, char *text, int order)
{
    if (end < start) gw_bug("an edit ends before it starts");
    if (l->n == l->cap) {
        l->cap = l->cap ? l->cap * 2 : 64;
        l->v = realloc(l->v, sizeof(Edit) * l->cap);
        if (!l->v) gw_bug("out of memory");
    }
    l->v[l->n++] = (Edit){start, end, text, order, 0, 0};
}

void edit_add_nested(EditList *l, size_t at, char *text, int order, size_t opened_at)
{
    edit_add(l, at, at, text, order);
    l->v[l->n - 1].nest = -(long long)opened_at;
}

void edit_release(EditList *l)
{
    free(l->v);
    l->v = NULL;
    l->n = l->cap = 0;
}

/* By offset; at one offset insertions before a replacement, then by order. */
static int edit_cmp(const void *a, const void *b)
{
    const Edit *x = a, *y = b;
    if (x->start != y->start) return x->start < y->start ? -1 : 1;
    if ((x->end == x->start) != (y->end == y->start)) return x->end == x->start ? -1 : 1;
    if (x->order != y->order) return x->order < y->order ? -1 : 1;
    return x->nest != y->nest ? (x->nest < y->nest ? -1 : 1) : 0;
}

void edit_sort(EditList *l)
{
    if (l->n > 1) qsort(l->v, (size_t)l->n, sizeof(Edit), edit_cmp);     /* an empty list has no array */
}

/* Do two edits change the same text: replaced ranges that intersect, or an
 * insertion strictly inside a replaced range? */
static bool edits_overlap(const Edit *a, const Edit *b)
{
    bool ra = a->end > a->start, rb = b->end > b->start;
    if (ra && rb) return a->start < b->end && b->start < a->end;
    if (ra) return b->start > a->start && b->start < a->end;
    if (rb) return a->start > b->start && a->start < b->end;
    return false;
}

/* ---- groups: the edits of one rewrite, applied all or none ---- */

/* How many edits of l each group has, by its number; *n: the array's
 * length; NULL when l has no group. */
static int *group_sizes(const EditList *l, int *n)
{
    int max = 0;
    for (int i = 0; i < l->n; i++)
        if (l->v[i].group > max) max = l->v[i].group;
    *n = max + 1;
    if (!max) return NULL;
    int *c = calloc((size_t)*n, sizeof *c);
    if (!c) gw_bug("out of memory");
    for (int i = 0; i < l->n; i++) c[l->v[i].group]++;
    return c;
}

/* Drop the edits of l whose group has fewer there than want says. */
static void keep_whole(EditList *l, const int *want, int nwant)
{
    int nhave;
    int *have = group_sizes(l, &nhave);
    if (!want || !have) {
        free(have);
        return;
    }
    int w = 0;
    for (int i = 0; i < l->n; i++) {
        int g = l->v[i].group;
        if (g && g < nwant && have[g] < want[g]) continue;
        l->v[w++] = l->v[i];
    }
    l->n = w;
    free(have);
}

void edit_whole_groups(EditList *kept, const EditList *from)
{
    int n;
    int *want = group_sizes(from, &n);
    keep_whole(kept, want, n);
    free(want);
}

void edit_drop_covered(EditList *l)
{
    int nwant;
    int *want = group_sizes(l, &nwant);
    edit_sort(l);
    int w = 0;
    size_t cs = 0, ce = 0;      /* the last replaced range kept */
    for (int i = 0; i < l->n; i++) {
        Edit *e = &l->v[i];
        bool before = e->start == cs && e->start == e->end;    /* an insertion in front of it */
        if (e->start < ce && !before) continue;
        if (e->end > e->start) cs = e->start, ce = e->end;
        l->v[w++] = *e;
    }
    l->n = w;
    keep_whole(l, want, nwant);
    free(want);
}

void edit_merge(EditList *out, const EditList *win, const EditList *lose, size_t start, size_t end)
{
    for (int i = 0; i < win->n; i++) {
        edit_add(out, win->v[i].start, win->v[i].end, win->v[i].text, win->v[i].order);
        out->v[out->n - 1].group = win->v[i].group;
    }
    int lo = 0, hi = lose->n;   /* lose is sorted: its first edit at or after start */
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (lose->v[mid].start < start) lo = mid + 1;
        else hi = mid;
    }
    for (int i = lo; i < lose->n && lose->v[i].start <= end; i++) {
        const Edit *e = &lose->v[i];
        bool clash = e->end > end;
        for (int k = 0; k < win->n && !clash; k++) clash = edits_overlap(&win->v[k], e);
        if (clash) continue;
        edit_add(out, e->start, e->end, e->text, e->order);
        out->v[out->n - 1].group = e->group;
    }
    edit_whole_groups(out, lose);
}

void edit_line_marker(Unit *u, size_t off, Buf *out)
{
    SrcPos p = unit_pos(u, off);
    if (out->len && out->data[out->len - 1] != '\n') buf_puts(out, "\n");
    buf_printf(out, "#line %d \"%s\"\n", p.line, p.file);
}

/* Copy [from, to) of the preprocessed text: GNU line markers become #line,
 * '#pragma acc' and '#pragma pacc' lines become blank lines. */
static void copy_text(Unit *u, size_t from, size_t to, Buf *out)
{
    size_t i = from;
    while (i < to) {
        bool bol = i == 0 || u->pp[i - 1] == '\n';
        const char *nl = memchr(u->pp + i, '\n', to - i);
        size_t e = nl ? (size_t)(nl - u->pp) + 1 : to;
        int ln;
        const char *name;
        size_t nlen;
        bool sys;
        if (bol && u->pp[i] == '#' && i + 1 < to && u->pp[i + 1] == ' '
            && line_marker(u->pp + i, u->pp + e, &ln, &name, &nlen, &sys)) {
            if (ln > 0) buf_printf(out, "#line %d \"%.*s\"\n", ln, (int)nlen, name);
            i = e;
            continue;
        }
        if (bol && dir_pragma_kind(u->pp + i, u->pp + e)) {
            buf_puts(out, "\n");
            i = e;
            continue;
        }
        buf_add(out, u->pp + i, e - i);
        i = e;
    }
}

static int count_nl(const char *s, size_t n)
{
    int k = 0;
    for (size_t i = 0; i < n; i++) k += s[i] == '\n';
    return k;
}

void edit_apply(Unit *u, EditList *l, size_t start, size_t end, Buf *out)
{
    edit_sort(l);
    size_t at = start;
    const Edit *last = NULL;
    for (int i = 0; i < l->n; i++) {
        Edit *e = &l->v[i];
        if (e->start < start || e->start > end || e->end > end) continue;     /* another range's */
        if (e->start < at || (last && edits_overlap(last, e))) {
            char msg[160];
            snprintf(msg, sizeof msg, "overlapping edits at offsets [%zu, %zu) and [%zu, %zu)",
                     last ? last->start : at, last ? last->end : at, e->start, e->end);
            gw_bug(msg);
        }
        copy_text(u, at, e->start, out);
        buf_puts(out, e->text);
        at = e->end;
        last = e;
        if (count_nl(e->text, strlen(e->text)) != count_nl(u->pp + e->start, e->end - e->start))
            edit_line_marker(u, at, out);
    }
    copy_text(u, at, end, out);
}
