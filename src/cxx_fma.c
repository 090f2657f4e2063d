/* cxx_fma.c: roundings fixed in the CUDA text: -ffp-contract=on's
 * contractions made explicit, and float 1/sqrtf(x) made branch-free.
 * C lets one expression contract x * y + z into a fused multiply-add
 * (FP_CONTRACT ON, clang's default); nvcc's -fmad=true contracts across
 * statements too, and where it does depends on what the optimiser sees: a
 * kernel specialised at run time (constants compiled in, loops unrolled)
 * then rounds otherwise than the generic one (docs/jit-plan.md 3.6).  So
 * under on, each contraction C allows becomes a call of gangway_dev.h's
 * helpers, and nvcc, given -fmad=false, contracts nothing else: the CUDA
 * text alone fixes every rounding.
 *
 *   x * y + z  ->  gw_fma<T>(x, y, z)        z + x * y  ->  gw_add_fma<T>(z, x, y)
 *   x * y - z  ->  gw_fms<T>(x, y, z)        z - x * y  ->  gw_sub_fma<T>(z, x, y)
 *   s += x * y ->  gw_fma_acc<T>(s, x, y)    s -= x * y ->  gw_sub_fma_acc<T>(s, x, y)
 *
 * T is float or double, the type of both the product and the sum (a
 * product converted first is not contracted, as in clang).  The operands
 * keep their text and order, so the edits only wrap the expression and
 * turn its two operators into commas (and drop parentheses around the
 * product): nested contractions compose, and the lvalue s is written once.
 * The edits of one contraction are a group (Edit.group), applied all or
 * none where another edit or a copied subrange cuts through them. */
#include "gangway.h"
#include "frontend.h"

#include <string.h>

/* "float" or "double" for those types; NULL for any other. */
static const char *fma_type(CXType t)
{
    switch (clang_getCanonicalType(t).kind) {
    case CXType_Float: return "float";
    case CXType_Double: return "double";
    default: return NULL;
    }
}

static bool same_type(CXType a, CXType b)
{
    return clang_equalTypes(clang_getUnqualifiedType(clang_getCanonicalType(a)),
                            clang_getUnqualifiedType(clang_getCanonicalType(b)));
}

/* Node k, past parentheses only, when it is a product of type t (no
 * conversion between it and the sum); else -1. */
static int product_of(Ctx *cx, int k, CXType t)
{
    while (cx->n[k].kind == CXCursor_ParenExpr && cx->n[k].first >= 0
           && cx->n[cx->n[k].first].next < 0)
        k = cx->n[k].first;
    CNode *m = &cx->n[k];
    if (m->kind != CXCursor_BinaryOperator
        || clang_getCursorBinaryOperatorKind(m->c) != CXBinaryOperator_Mul)
        return -1;
    int x = m->first;
    if (x < 0 || cx->n[x].next < 0 || cx->n[cx->n[x].next].next >= 0) return -1;
    return same_type(clang_getCursorType(m->c), t) ? k : -1;
}

/* Where the one token between nodes a and b is, when it is spelled op
 * (line markers aside: a system header's macro, M_PI, brings them); else
 * (size_t)-1. */
static size_t token_between(Ctx *cx, int a, int b, const char *op)
{
    CXSourceRange r = clang_getRange(clang_getRangeEnd(clang_getCursorExtent(cx->n[a].c)),
                                     clang_getRangeStart(clang_getCursorExtent(cx->n[b].c)));
    CXToken *t;
    unsigned nt, line = 0, directive = 0, found = 0;
    size_t at = (size_t)-1;
    clang_tokenize(cx->tu, r, &t, &nt);
    for (unsigned i = 0; i < nt; i++) {
        size_t off = fe_offset_of(clang_getTokenLocation(cx->tu, t[i]));
        if (off < cx->n[a].end || off >= cx->n[b].start) continue;
        if (cxx_directive_token(cx, t, i, &line, &directive)) continue;
        CXString s = clang_getTokenSpelling(cx->tu, t[i]);
        if (!strcmp(clang_getCString(s), op)) at = off;
        clang_disposeString(s);
        found++;
    }
    clang_disposeTokens(cx->tu, t, nt);
    return found == 1 ? at : (size_t)-1;
}

/* Is node i code of a function body that is not a constant: a static
 * local's initialiser must be one, and so must an expression clang folds
 * (nvcc folds it too, with or without the call)? */
static bool run_time_code(Ctx *cx, int i)
{
    CXEvalResult r = clang_Cursor_Evaluate(cx->n[i].c);
    if (r) {
        CXEvalResultKind k = clang_EvalResult_getKind(r);
        clang_EvalResult_dispose(r);
        if (k == CXEval_Float || k == CXEval_Int) return false;
    }
    for (int p = cx->n[i].parent; p >= 0; p = cx->n[p].parent) {
        if (cx->n[p].kind == CXCursor_FunctionDecl) return true;
        enum CX_StorageClass sc = cx->n[p].kind == CXCursor_VarDecl
                                  ? clang_Cursor_getStorageClass(cx->n[p].c) : CX_SC_None;
        if (sc != CX_SC_None && sc != CX_SC_Auto && sc != CX_SC_Register) return false;
    }
    return false;
}

/* The helper for operator op with the product on the left (x * y + z) or
 * the right (z + x * y, s += x * y); NULL for another operator. */
static const char *helper_of(enum CXBinaryOperatorKind op, bool left)
{
    switch (op) {
    case CXBinaryOperator_Add: return left ? "gw_fma" : "gw_add_fma";
    case CXBinaryOperator_Sub: return left ? "gw_fms" : "gw_sub_fma";
    case CXBinaryOperator_AddAssign: return left ? NULL : "gw_fma_acc";
    case CXBinaryOperator_SubAssign: return left ? NULL : "gw_sub_fma_acc";
    default: return NULL;
    }
}

static const char *op_spelling(enum CXBinaryOperatorKind op)
{
    return op == CXBinaryOperator_Add ? "+" : op == CXBinaryOperator_Sub ? "-"
           : op == CXBinaryOperator_AddAssign ? "+=" : "-=";
}

static int depth_of(Ctx *cx, int i)
{
    int d = 0;
    for (int p = cx->n[i].parent; p >= 0; p = cx->n[p].parent) d++;
    return d;
}

/* The edits that delete the parentheses around the product m, from the
 * sum's operand k inwards; false when one is not where the AST says. */
static bool drop_parens(Ctx *cx, int k, int m, EditList *l)
{
    const char *pp = cx->u->pp;
    for (; k != m; k = cx->n[k].first) {
        CNode *p = &cx->n[k];
        if (p->end < p->start + 2 || pp[p->start] != '(' || pp[p->end - 1] != ')') return false;
        edit_add(l, p->start, p->start + 1, "", EDIT_PLAIN);
        edit_add(l, p->end - 1, p->end, "", EDIT_PLAIN);
    }
    return true;
}

/* Node i, a + or - (or += and -=) whose operand is a product of its own
 * floating type: the call that contracts them, as edits of Unit.cxx.  The
 * left product when both are (x * y + u * v: as clang). */
void cxx_fma_edit(Ctx *cx, int i)
{
    Unit *u = cx->u;
    if (u->opt->fp_contract != FP_CONTRACT_ON) return;
    CNode *n = &cx->n[i];
    enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(n->c);
    int lhs = n->first, rhs = lhs >= 0 ? cx->n[lhs].next : -1;
    if (!helper_of(op, false) || rhs < 0 || cx->n[rhs].next >= 0) return;
    bool assign = n->kind == CXCursor_CompoundAssignOperator;
    /* s += x * y: s of the product's type, and a reference can bind it */
    CXType t = assign ? clang_getCursorType(cx->n[lhs].c) : clang_getCursorType(n->c);
    const char *ty = fma_type(t);
    if (!ty || (assign && clang_isVolatileQualifiedType(t))) return;
    int k = assign ? -1 : lhs, m = assign ? -1 : product_of(cx, lhs, t);
    if (m < 0) k = rhs, m = product_of(cx, rhs, t);
    if (m < 0 || !run_time_code(cx, i)) return;
    const char *fn = helper_of(op, k == lhs);
    int x = cx->n[m].first, y = cx->n[x].next;
    size_t at_op = token_between(cx, lhs, rhs, op_spelling(op));
    size_t at_mul = token_between(cx, x, y, "*");
    if (!fn || at_op == (size_t)-1 || at_mul == (size_t)-1) return;
    EditList l = {0};
    if (!drop_parens(cx, k, m, &l)) {
        edit_release(&l);
        return;
    }
    int depth = depth_of(cx, i);     /* an outer contraction's call opens first, closes last */
    edit_add(&l, n->start, n->start, arena_printf(u->arena, "%s<%s>(", fn, ty),
             EDIT_INNER_OPEN + depth);
    edit_add(&l, at_op, at_op + strlen(op_spelling(op)), ",", EDIT_PLAIN);
    edit_add(&l, at_mul, at_mul + 1, ",", EDIT_PLAIN);
    edit_add(&l, n->end, n->end, ")", EDIT_INNER_CLOSE - depth);
    for (int e = 0; e < l.n; e++) {
        edit_add(&u->cxx, l.v[e].start, l.v[e].end, l.v[e].text, l.v[e].order);
        u->cxx.v[u->cxx.n - 1].group = i + 1;
    }
    edit_release(&l);
}

/* ---- 1.0f / sqrtf(x) ----
 * A float division of the constant 1 by a call of the C library's sqrtf
 * becomes gangway_dev.h's gw_rsqrt_rn(x): the same two correctly rounded
 * operations without their out-of-range branches, which keep nvcc from
 * overlapping the iterations of a loop (a sequential loop of pair
 * interactions: 1.2x on its own, and a kernel on half the threads keeps
 * twice the work in flight).  Not under --use_fast_math (nvcc's rsqrt
 * approximation stays).  The argument keeps its text; the edits replace
 * "1.0f / sqrtf(" and the closing ")", a group applied whole or not at all. */

static int strip_parens(Ctx *cx, int k)
{
    while (k >= 0 && cx->n[k].kind == CXCursor_ParenExpr && cx->n[k].first >= 0
           && cx->n[cx->n[k].first].next < 0)
        k = cx->n[k].first;
    return k;
}

/* Does node k fold to the number 1? */
static bool is_one(Ctx *cx, int k)
{
    CXEvalResult r = clang_Cursor_Evaluate(cx->n[k].c);
    if (!r) return false;
    CXEvalResultKind kind = clang_EvalResult_getKind(r);
    bool one = (kind == CXEval_Float && clang_EvalResult_getAsDouble(r) == 1.0)
               || (kind == CXEval_Int && clang_EvalResult_getAsLongLong(r) == 1);
    clang_EvalResult_dispose(r);
    return one;
}

/* Node k's argument node when k calls the C library's sqrtf (declared in a
 * system header) with one argument; else -1. */
static int sqrtf_argument(Ctx *cx, int k)
{
    if (k < 0 || cx->n[k].kind != CXCursor_CallExpr || clang_Cursor_getNumArguments(cx->n[k].c) != 1)
        return -1;
    CXCursor f = clang_getCursorReferenced(cx->n[k].c);
    CXString s = clang_getCursorSpelling(f);
    bool lib = f.kind == CXCursor_FunctionDecl && !strcmp(clang_getCString(s), "sqrtf")
               && clang_Location_isInSystemHeader(clang_getCursorLocation(f));
    clang_disposeString(s);
    int callee = cx->n[k].first, arg = callee >= 0 ? cx->n[callee].next : -1;
    if (!lib || arg < 0 || cx->n[arg].next >= 0) return -1;
    return cx->n[arg].end > cx->n[arg].start ? arg : -1;
}

void cxx_rsqrt_edit(Ctx *cx, int i)
{
    Unit *u = cx->u;
    CNode *n = &cx->n[i];
    if (u->opt->fast_math || n->kind != CXCursor_BinaryOperator
        || clang_getCursorBinaryOperatorKind(n->c) != CXBinaryOperator_Div
        || clang_getCanonicalType(clang_getCursorType(n->c)).kind != CXType_Float)
        return;
    int lhs = n->first, rhs = lhs >= 0 ? cx->n[lhs].next : -1;
    if (rhs < 0 || cx->n[rhs].next >= 0 || !is_one(cx, lhs)) return;
    int call = strip_parens(cx, rhs), arg = sqrtf_argument(cx, call);
    if (arg < 0 || !run_time_code(cx, i)) return;
    /* the call's value is the division's operand as it is: a float */
    if (clang_getCanonicalType(clang_getCursorType(cx->n[call].c)).kind != CXType_Float) return;
    int depth = depth_of(cx, i);
    edit_add(&u->cxx, n->start, cx->n[arg].start, "gw_rsqrt_rn(", EDIT_INNER_OPEN + depth);
    u->cxx.v[u->cxx.n - 1].group = i + 1;
    edit_add(&u->cxx, cx->n[arg].end, n->end, ")", EDIT_INNER_CLOSE - depth);
    u->cxx.v[u->cxx.n - 1].group = i + 1;
}
