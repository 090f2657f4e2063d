/* fe_api.c: the host code's calls of the OpenACC routines openacc.h
 * declares (Unit.api_calls), which emit_host makes name their line. */
#include "gangway.h"
#include "frontend.h"

#include <stdlib.h>
#include <string.h>

/* Is the function decl one gwcc's own openacc.h declares first?  A user's
 * function of the same kind of name, or a redeclaration without the
 * header, is theirs. */
static const char *openacc_routine(Ctx *cx, CXCursor decl)
{
    const char *h = cx->u->opt->openacc_h;
    if (!h || clang_getCursorKind(decl) != CXCursor_FunctionDecl) return NULL;
    CXCursor first = clang_getCanonicalCursor(decl);
    SrcPos p = unit_pos(cx->u, fe_offset_of(clang_getCursorLocation(first)));
    if (!p.file || strcmp(p.file, h)) return NULL;
    char *name = cx_str(cx->u->arena, clang_getCursorSpelling(first));
    return strcmp(name, "acc_on_device") ? name : NULL;     /* no errors; device code's too */
}

/* The parts of the file that are not host code: compute constructs
 * (device code, replaced whole), pipelines and directives' own lines, as
 * disjoint ranges in order, so that each call is placed by a binary search
 * (12,000 regions and as many calls stay linear). */
typedef struct { size_t start, end; } Span;

static int span_cmp(const void *a, const void *b)
{
    const Span *x = a, *y = b;
    return x->start < y->start ? -1 : x->start > y->start;
}

static Span *not_host_code(Unit *u, int *count)
{
    int n = 0;
    for (Node *nd = u->nodes; nd; nd = nd->next) n++;
    Span *sp = arena_alloc(u->arena, (size_t)(n ? n : 1) * sizeof *sp);
    n = 0;
    for (Node *nd = u->nodes; nd; nd = nd->next) {
        size_t end = nd->pragma_end;
        if ((nd->kind == N_COMPUTE || nd->kind == N_PACC) && nd->stmt_end > end) end = nd->stmt_end;
        if (end > nd->pragma_start) sp[n++] = (Span){nd->pragma_start, end};
    }
    if (n > 1) qsort(sp, (size_t)n, sizeof *sp, span_cmp);
    int m = 0;                  /* merged: disjoint, in order */
    for (int i = 0; i < n; i++) {
        if (m && sp[i].start <= sp[m - 1].end) {
            if (sp[i].end > sp[m - 1].end) sp[m - 1].end = sp[i].end;
        } else {
            sp[m++] = sp[i];
        }
    }
    *count = m;
    return sp;
}

static bool outside_host_code(const Span *sp, int n, size_t off)
{
    int lo = 0, hi = n;         /* the first span that ends after off */
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (sp[mid].end <= off) lo = mid + 1;
        else hi = mid;
    }
    return lo < n && sp[lo].start <= off;
}

/* The spelling of the call's first pointer argument when it names a
 * variable, a member or an element (through & and parentheses); else NULL. */
static const char *pointer_arg_text(Ctx *cx, int callee)
{
    Unit *u = cx->u;
    for (int k = cx->n[callee].next; k >= 0; k = cx->n[k].next) {
        CXType t = clang_getCanonicalType(clang_getCursorType(cx->n[k].c));
        if (t.kind != CXType_Pointer) continue;
        int e = cx_unwrap(cx, true, k);
        if (e >= 0 && cx->n[e].kind == CXCursor_UnaryOperator
            && clang_getCursorUnaryOperatorKind(cx->n[e].c) == CXUnaryOperator_AddrOf)
            e = cx_unwrap(cx, true, cx->n[e].first);
        if (e < 0) return NULL;
        enum CXCursorKind kind = cx->n[e].kind;
        if (kind != CXCursor_DeclRefExpr && kind != CXCursor_MemberRefExpr
            && kind != CXCursor_ArraySubscriptExpr)
            return NULL;
        size_t len = cx->n[e].end - cx->n[e].start;
        const char *s = u->pp + cx->n[e].start;
        if (len > 80 || memchr(s, '\n', len)) return NULL;
        return fe_trim(u->arena, s, len);
    }
    return NULL;
}

void fe_api_calls(Ctx *cx)
{
    Unit *u = cx->u;
    ApiCall **tail = &u->api_calls;
    int nspans;
    Span *spans = not_host_code(u, &nspans);
    for (int i = 0; i < cx->nn; i++) {
        CNode *n = &cx->n[i];
        if (n->kind != CXCursor_CallExpr || n->first < 0) continue;
        int callee = n->first, ref = cx_unwrap(cx, true, callee);
        if (ref < 0 || cx->n[ref].kind != CXCursor_DeclRefExpr) continue;
        const char *name = openacc_routine(cx, clang_getCursorReferenced(cx->n[ref].c));
        if (!name || outside_host_code(spans, nspans, n->start)) continue;
        ApiCall *a = arena_alloc(u->arena, sizeof *a);
        *a = (ApiCall){cx->n[ref].start, cx->n[ref].end, unit_pos(u, n->start), name,
                       pointer_arg_text(cx, callee), NULL};
        *tail = a;
        tail = &a->next;
    }
}
