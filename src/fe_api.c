/* fe_api.c: the host code's calls of the OpenACC routines openacc.h
 * declares (Unit.api_calls), which emit_host makes name their line. */
#include "gangway.h"
#include "frontend.h"

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

/* Inside a compute construct (device code, replaced whole) or a pipeline,
 * or in a directive's own line? */
static bool outside_host_code(Unit *u, size_t off)
{
    for (Node *nd = u->nodes; nd; nd = nd->next) {
        if (off >= nd->pragma_start && off < nd->pragma_end) return true;
        if ((nd->kind == N_COMPUTE || nd->kind == N_PACC) && off >= nd->pragma_start
            && off < nd->stmt_end)
            return true;
    }
    return false;
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
    for (int i = 0; i < cx->nn; i++) {
        CNode *n = &cx->n[i];
        if (n->kind != CXCursor_CallExpr || n->first < 0) continue;
        int callee = n->first, ref = cx_unwrap(cx, true, callee);
        if (ref < 0 || cx->n[ref].kind != CXCursor_DeclRefExpr) continue;
        const char *name = openacc_routine(cx, clang_getCursorReferenced(cx->n[ref].c));
        if (!name || outside_host_code(u, n->start)) continue;
        ApiCall *a = arena_alloc(u->arena, sizeof *a);
        *a = (ApiCall){cx->n[ref].start, cx->n[ref].end, unit_pos(u, n->start), name,
                       pointer_arg_text(cx, callee), NULL};
        *tail = a;
        tail = &a->next;
    }
}
