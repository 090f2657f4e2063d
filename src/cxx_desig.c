/* cxx_desig.c: the part of cxx.c's lowering for C++ that rewrites the
 * designated initialisers C++ rejects: a struct's list out of declaration
 * order, nested designations (.c.x = a, .v[2] = b), a member's
 * initialisers that a later one replaces; and GNU's range designators
 * ([a ... b] = v) whose value is not a constant, one designator per
 * element.  The CUDA text only (Unit.cxx). */
#include "gangway.h"
#include "frontend.h"

#include <stdlib.h>
#include <string.h>

/* ---- designated initialisers, in declaration order ---- */

typedef struct FieldPos {
    const char *names[256];
    int n;
} FieldPos;

static enum CXVisitorResult field_visit(CXCursor c, CXClientData d)
{
    FieldPos *f = d;
    if (f->n < 256) {
        CXString s = clang_getCursorSpelling(c);
        f->names[f->n++] = strdup(clang_getCString(s));
        clang_disposeString(s);
    }
    return CXVisit_Continue;
}

/* Field index an element of a struct's initialiser list sets: its first
 * designator (.name = v) or, without one, the one after the previous. */
static int element_field(Ctx *cx, CNode *el, FieldPos *f, int prev)
{
    if (el->kind == CXCursor_UnexposedExpr && el->first >= 0 && cx->n[el->first].kind == CXCursor_MemberRef) {
        CXString s = clang_getCursorSpelling(cx->n[el->first].c);
        int at = -1;
        for (int i = 0; i < f->n; i++)
            if (!strcmp(f->names[i], clang_getCString(s))) at = i;
        clang_disposeString(s);
        return at;
    }
    return prev + 1;
}

/* Nested designations (.c.x = a, .v[2] = b) C++ does not take: each
 * element of a list is an item, the designator it is at (a MemberRef or an
 * index expression child of the element; -1: a positional element). */
typedef struct DItem { int el, d; } DItem;

/* Does an element begin with a designator (.name or [index])?  A C
 * expression starts with neither '[' nor '.' and a letter. */
static bool is_designated(Ctx *cx, CNode *el)
{
    if (el->kind != CXCursor_UnexposedExpr || el->first < 0 || el->first == el->last) return false;
    if (cx->n[el->first].kind == CXCursor_MemberRef) return true;
    return el->end > el->start && cx->u->pp[el->start] == '[';
}

/* Is designator d of element el the range [a ... b]?  Its two bounds are
 * index expressions with "..." between them. */
static bool range_designator(Ctx *cx, int el, int d)
{
    int nx = cx->n[d].next;
    if (cx->n[d].kind == CXCursor_MemberRef || nx < 0 || nx == cx->n[el].last || cx->n[nx].kind == CXCursor_MemberRef)
        return false;
    for (size_t p = cx->n[d].end; p + 3 <= cx->n[nx].start; p++)
        if (!memcmp(cx->u->pp + p, "...", 3)) return true;
    return false;
}

/* The designator after an item's own (the value: the element's last child) */
static int desig_next(Ctx *cx, const DItem *x)
{
    int nx = cx->n[x->d].next;
    return range_designator(cx, x->el, x->d) ? cx->n[nx].next : nx;
}

/* Is an item an initialiser of its whole member (positional, or one name)? */
static bool whole_item(Ctx *cx, const DItem *x)
{
    return x->d < 0 || desig_next(cx, x) == cx->n[x->el].last;
}

/* Does an element designate further than its first name? */
static bool nested_designation(Ctx *cx, CNode *el)
{
    return is_designated(cx, el) && !whole_item(cx, &(DItem){(int)(el - cx->n), el->first});
}

/* Has an expression an effect (a call, an assignment, ++ or --)?  A range
 * designator's value written once per element must not. */
static bool has_effect(Ctx *cx, int e)
{
    CNode *n = &cx->n[e];
    if (n->kind == CXCursor_CallExpr || n->kind == CXCursor_CompoundAssignOperator) return true;
    if (n->kind == CXCursor_BinaryOperator && clang_getCursorBinaryOperatorKind(n->c) == CXBinaryOperator_Assign)
        return true;
    if (n->kind == CXCursor_UnaryOperator) {
        enum CXUnaryOperatorKind k = clang_getCursorUnaryOperatorKind(n->c);
        if (k == CXUnaryOperator_PostInc || k == CXUnaryOperator_PostDec || k == CXUnaryOperator_PreInc
            || k == CXUnaryOperator_PreDec)
            return true;
    }
    for (int c = n->first; c >= 0; c = cx->n[c].next)
        if (has_effect(cx, c)) return true;
    return false;
}

static long long eval_index(Ctx *cx, int d)
{
    long long at = -1;
    CXEvalResult r = clang_Cursor_Evaluate(cx->n[d].c);
    if (r && clang_EvalResult_getKind(r) == CXEval_Int) at = clang_EvalResult_getAsLongLong(r);
    if (r) clang_EvalResult_dispose(r);
    return at;
}

static int ditem_cmp(const void *a, const void *b)
{
    const long long *x = a, *y = b;
    return x[0] != y[0] ? (x[0] < y[0] ? -1 : 1) : (x[1] < y[1] ? -1 : x[1] > y[1]);
}

enum { DESIG_MAX = 4096 };              /* elements a rewritten list may name */

/* The keys of a list's items: the field or index each sets, its position
 * and its item, one per element of a range [a ... b].  false: not done. */
static bool desig_keys(Ctx *cx, CXType t, FieldPos *f, DItem *it, int n, long long (*key)[3], int *nk)
{
    bool rec = t.kind == CXType_Record;
    long long prev = -1, len = rec ? f->n : clang_getArraySize(t);
    *nk = 0;
    for (int i = 0; i < n; i++) {
        long long at = -1, hi;
        int d = it[i].d;
        if (d < 0) {
            /* positional: the next field or element (after .c.x = a, C's
               next is c.y: not done) */
            if (i && !whole_item(cx, &it[i - 1])) return false;
            at = prev + 1;
        } else if (cx->n[d].kind == CXCursor_MemberRef) {
            CXString sp = clang_getCursorSpelling(cx->n[d].c);
            for (int k = 0; rec && k < f->n; k++)
                if (!strcmp(f->names[k], clang_getCString(sp))) at = k;
            clang_disposeString(sp);
        } else if (!rec) {
            at = eval_index(cx, d);
        }
        hi = d >= 0 && !rec && range_designator(cx, it[i].el, d) ? eval_index(cx, cx->n[d].next) : at;
        if (at < 0 || hi < at || hi >= len || *nk + (hi - at) >= DESIG_MAX) return false;
        for (long long k = at; k <= hi; k++) {
            key[*nk][0] = k, key[*nk][1] = *nk, key[*nk][2] = i;
            (*nk)++;
        }
        prev = hi;
    }
    qsort(key, (size_t)*nk, sizeof key[0], ditem_cmp);
    return true;
}

/* Is an array of t one C++ takes no designator for: its elements (past
 * arrays) are of a class with constructors in the CUDA text (gw_cplx,
 * gw_ldouble), and nvcc says "class type not suitable for use with
 * designators"?  Its list is then written in order, {} in the gaps. */
static bool class_elements(CXType t)
{
    t = clang_getCanonicalType(t);
    while (t.kind == CXType_ConstantArray) t = clang_getCanonicalType(clang_getArrayElementType(t));
    return t.kind == CXType_Complex || t.kind == CXType_LongDouble;
}

/* The list of items of type t as a C++ list: one designator each, in
 * order, nested designations as lists of their own, a range as its
 * elements (an array of class_elements: in order, no designators).
 * false: not done. */
static bool desig_list(Ctx *cx, Buf *b, CXType t, DItem *it, int n, int depth)
{
    t = clang_getCanonicalType(t);
    bool rec = t.kind == CXType_Record, arr = t.kind == CXType_ConstantArray;
    if ((!rec && !arr) || n > DESIG_MAX || depth > 8) return false;
    bool positional = arr && class_elements(clang_getArrayElementType(t));
    long long next = 0;         /* positional: the index the next element has */
    FieldPos f = {{0}, 0};
    if (rec) clang_Type_visitFields(t, field_visit, &f);
    long long (*key)[3] = malloc(sizeof *key * DESIG_MAX);
    int nk = 0;
    bool ok = desig_keys(cx, t, &f, it, n, key, &nk);
    bool comma = false;
    for (int i = 0; i < nk && ok;) {
        int j = i;
        while (j < nk && key[j][0] == key[i][0]) j++;
        /* C takes the last initialiser written whole and the parts after it */
        for (int k = j - 1; k > i; k--)
            if (whole_item(cx, &it[key[k][2]])) {
                i = k;
                break;
            }
        DItem *first = &it[key[i][2]];
        CNode *v = &cx->n[first->d < 0 ? first->el : cx->n[first->el].last];
        if (whole_item(cx, first) && j - i > 1 && v->kind != CXCursor_InitListExpr)
            first = &it[key[++i][2]];       /* parts after a whole value: gcc drops the value */
        bool whole = whole_item(cx, first);
        if (comma) buf_puts(b, ", ");
        comma = true;
        if (rec) {
            buf_printf(b, ".%s = ", f.names[key[i][0]]);
        } else if (positional) {
            for (; next < key[i][0]; next++) buf_puts(b, "{}, ");
            next = key[i][0] + 1;
        } else {
            buf_printf(b, "[%lld] = ", key[i][0]);
        }
        if (whole && j - i == 1) {
            /* a range's value once per element: only one without effects */
            if (first->d >= 0 && range_designator(cx, first->el, first->d) && has_effect(cx, (int)(v - cx->n)))
                ok = false;
            buf_puts(b, cxx_lowered(cx, v->start, v->end));
        } else {
            /* parts, or a list written whole and parts after it: the list's
               elements, then the parts, as one list of the member's type */
            DItem *sub = malloc(sizeof *sub * DESIG_MAX);
            int m = 0;
            CXType ft = !rec ? clang_getArrayElementType(t)
                        : first->d >= 0 ? clang_getCursorType(clang_getCursorReferenced(cx->n[first->d].c))
                                        : clang_getCursorType(v->c);
            if (whole)
                for (int e = v->first; e >= 0 && m < DESIG_MAX; e = cx->n[e].next)
                    sub[m++] = (DItem){e, is_designated(cx, &cx->n[e]) ? cx->n[e].first : -1};
            for (int k = whole ? i + 1 : i; k < j && ok; k++) {
                DItem *x = &it[key[k][2]];
                int nx = desig_next(cx, x);
                if (nx == cx->n[x->el].last || m >= DESIG_MAX) ok = false;
                else sub[m++] = (DItem){x->el, nx};
            }
            buf_puts(b, "{ ");
            ok = ok && desig_list(cx, b, ft, sub, m, depth + 1);
            buf_puts(b, " }");
            free(sub);
        }
        i = j;
    }
    for (int i = 0; i < f.n; i++) free((void *)f.names[i]);
    free(key);
    return ok;
}

/* Replace a list by the C++ list of its items */
static void list_edit(Ctx *cx, CNode *list, CXType t, DItem *it, int n)
{
    Buf b;
    buf_init(&b);
    if (desig_list(cx, &b, t, it, n, 0)) {
        size_t s = cx->n[list->first].start, end = cx->n[list->last].end;
        edit_add(&cx->u->cxx, s, end, arena_strdup(cx->u->arena, buf_cstr(&b)), EDIT_PLAIN);
    }
    buf_release(&b);
}

/* nvcc takes a range designator ([a ... b] = v) only when v is a constant:
 * an array's list with another becomes one designator per element. */
static void range_edit(Ctx *cx, CNode *list, CXType t)
{
    bool dynamic = false;
    int n = 0;
    for (int e = list->first; e >= 0; e = cx->n[e].next, n++) {
        CNode *el = &cx->n[e];
        if (!is_designated(cx, el) || !range_designator(cx, e, el->first)) continue;
        if (cx->n[el->last].kind == CXCursor_InitListExpr) {    /* libclang's evaluator fails on lists */
            dynamic = true;
            continue;
        }
        CXEvalResult r = clang_Cursor_Evaluate(cx->n[el->last].c);
        dynamic |= !r;
        if (r) clang_EvalResult_dispose(r);
    }
    if (!dynamic || n > DESIG_MAX) return;
    DItem *it = malloc(sizeof *it * (size_t)n);
    n = 0;
    for (int e = list->first; e >= 0; e = cx->n[e].next)
        it[n++] = (DItem){e, is_designated(cx, &cx->n[e]) ? cx->n[e].first : -1};
    list_edit(cx, list, t, it, n);
    free(it);
}

/* C++ takes designated initialisers only in declaration order, one name
 * each: rewrite an out-of-order list of a struct's initialisers as the
 * elements sorted, and nested designations (.c.x = a, .c.y = b, .v[2] = c)
 * as lists of their own (.c = { .x = a, .y = b }, .v = { [2] = c }). */
void cxx_designator_edit(Ctx *cx, CNode *list)
{
    CXType t = clang_getCanonicalType(clang_getCursorType(list->c));
    if (t.kind == CXType_ConstantArray && class_elements(clang_getArrayElementType(t))) {
        int n = 0;
        bool designated = false;
        for (int e = list->first; e >= 0; e = cx->n[e].next, n++) designated |= is_designated(cx, &cx->n[e]);
        if (!designated || n > DESIG_MAX) return;
        DItem *it = malloc(sizeof *it * (size_t)n);
        n = 0;
        for (int e = list->first; e >= 0; e = cx->n[e].next)
            it[n++] = (DItem){e, is_designated(cx, &cx->n[e]) ? cx->n[e].first : -1};
        list_edit(cx, list, t, it, n);
        free(it);
        return;
    }
    if (t.kind == CXType_ConstantArray) {
        range_edit(cx, list, t);
        return;
    }
    if (t.kind != CXType_Record) return;
    FieldPos f = {{0}, 0};
    clang_Type_visitFields(t, field_visit, &f);
    int order[256], ids[256], n = 0, prev = -1;
    bool sorted = true, nested = false;
    for (int e = list->first; e >= 0 && n < 256; e = cx->n[e].next) {
        int at = element_field(cx, &cx->n[e], &f, prev);
        if (at < 0) goto done;
        if (at <= prev) sorted = false;
        nested |= nested_designation(cx, &cx->n[e]);
        order[n] = prev = at;
        ids[n++] = e;
    }
    /* C takes the last initialiser of a member: one written whole replaces
       the earlier ones of the same member (.c.x = 1, .c = {5, 6}), which C++
       would call duplicates */
    int kept = 0;
    for (int i = 0; i < n; i++) {
        bool replaced = false;
        for (int j = i + 1; j < n && !replaced; j++)
            replaced = order[j] == order[i] && !nested_designation(cx, &cx->n[ids[j]]);
        if (replaced) continue;
        order[kept] = order[i];
        ids[kept++] = ids[i];
    }
    bool dropped = kept < n;
    n = kept;
    if (dropped) {
        sorted = true, nested = false;
        for (int i = 0; i < n; i++) {
            sorted = sorted && (i == 0 || order[i] > order[i - 1]);
            nested |= nested_designation(cx, &cx->n[ids[i]]);
        }
    }
    if (nested) {
        DItem it[256];
        for (int i = 0; i < n; i++) {
            CNode *e = &cx->n[ids[i]];
            it[i] = (DItem){ids[i], is_designated(cx, e) ? e->first : -1};
        }
        list_edit(cx, list, t, it, n);
    } else if ((!sorted && n > 1) || dropped) {     /* dropped: rewritten without them */
        for (int i = 1; i < n; i++)         /* insertion sort by field index */
            for (int j = i; j > 0 && order[j - 1] > order[j]; j--) {
                int t1 = order[j]; order[j] = order[j - 1]; order[j - 1] = t1;
                int t2 = ids[j]; ids[j] = ids[j - 1]; ids[j - 1] = t2;
            }
        Unit *u = cx->u;
        Buf b;
        buf_init(&b);
        for (int i = 0; i < n; i++) {
            CNode *e = &cx->n[ids[i]];
            if (i) buf_puts(&b, ", ");
            buf_puts(&b, cxx_lowered(cx, e->start, e->end));
        }
        size_t s = cx->n[list->first].start, end = cx->n[list->last].end;
        edit_add(&u->cxx, s, end, arena_strdup(u->arena, buf_cstr(&b)), EDIT_PLAIN);
        buf_release(&b);
    }
done:
    for (int i = 0; i < f.n; i++) free((void *)f.names[i]);
}
