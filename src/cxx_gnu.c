/* cxx_gnu.c: GNU C's expressions that nvcc takes and NVRTC does not parse:
 * a ?: b, statement expressions ({ ... }) and arithmetic on a void *.  In
 * a block's evaluated code the CUDA text marks each with gangway_dev.h's
 * words, which are the expression's own tokens again for nvcc (its build
 * does not change) and a lambda or a call under NVRTC:
 *
 *   a ?: b          GW_ELVIS a GW_ELVIS_OR b GW_ELVIS_END   (GW_ELVIS_BF: a bit-field a)
 *   ({ s; e; })     GW_STMT { s; GW_STMT_VALUE e; } GW_STMT_END
 *   p + n           GW_VOID_ADD p GW_VOID_PLUS n GW_VOID_END
 *   n + p           GW_VOID_RADD n GW_VOID_RPLUS p GW_VOID_END (a call for nvcc
 *                   too: its GNU mode takes p + n but not n + p)
 *   p - n           GW_VOID_SUB p GW_VOID_MINUS n GW_VOID_END
 *   p - q           GW_VOID_DIFF p GW_VOID_MINUS q GW_VOID_END
 *   p += n, p -= n  GW_VOID_ADD_TO p GW_VOID_PLUS_EQ n GW_VOID_END, GW_VOID_SUB_FROM ... GW_VOID_MINUS_EQ
 *   ++p, --p        GW_VOID_INC p GW_VOID_STEP_END, GW_VOID_DEC p GW_VOID_STEP_END
 *   p++, p--        GW_VOID_POST_INC p GW_VOID_INC_END, GW_VOID_POST_DEC p GW_VOID_DEC_END
 *
 * Words, not macro arguments: a line marker may come inside the
 * expression (a system header's macro), and a directive may not be in a
 * macro's arguments.  A lambda is what C++ has to hold a value or run
 * statements inside an expression, and C++17 allows it in evaluated code
 * alone, with a capture default only in a block; void * arithmetic's calls
 * are no constants.  So in sizeof, in a type, outside a function, in a
 * static variable's initialiser (void *) and for a statement expression
 * that jumps out of itself (return, goto, break, continue: not out of a
 * lambda) the text keeps GNU's spelling, and fe_jit_check says the kernel
 * or unit is not JIT-able (cxx_gnu_expr).  The edits of one expression
 * are a group (Edit.group). */
#include "gangway.h"
#include "frontend.h"

#include <string.h>

/* ---- recognising them ---- */

/* The tokens between offsets from and to (line markers aside): up to max
 * of their offsets in at[] and spellings in sp[] (arena copies); returns
 * how many there are. */
static int tokens_between(Ctx *cx, CXSourceLocation a, CXSourceLocation b, size_t from, size_t to, size_t *at,
                          const char **sp, int max)
{
    CXToken *t;
    unsigned nt, line = 0, directive = 0;
    int found = 0;
    clang_tokenize(cx->tu, clang_getRange(a, b), &t, &nt);
    for (unsigned k = 0; k < nt; k++) {
        size_t off = fe_offset_of(clang_getTokenLocation(cx->tu, t[k]));
        if (off < from || off >= to || cxx_directive_token(cx, t, k, &line, &directive)) continue;
        if (found < max) {
            at[found] = off;
            sp[found] = cx_str(cx->u->arena, clang_getTokenSpelling(cx->tu, t[k]));
        }
        found++;
    }
    clang_disposeTokens(cx->tu, t, nt);
    return found;
}

/* Is node i GNU's a ?: b?  libclang shows it (clang's
 * BinaryConditionalOperator) as an unexposed expression of four children:
 * a, two opaque copies of a (the condition and the value: a's extent
 * again), then b; the tokens between a and b are '?' and ':'.  *q, *colon:
 * where those are. */
static bool elvis_at(Ctx *cx, int i, size_t *q, size_t *colon)
{
    CNode *n = &cx->n[i];
    if (n->kind != CXCursor_UnexposedExpr || n->first < 0) return false;
    int a = n->first, c1 = cx->n[a].next, c2 = c1 >= 0 ? cx->n[c1].next : -1, b = c2 >= 0 ? cx->n[c2].next : -1;
    if (b < 0 || cx->n[b].next >= 0) return false;
    CNode *an = &cx->n[a], *bn = &cx->n[b];
    if (cx->n[c1].start != an->start || cx->n[c1].end != an->end || cx->n[c2].start != an->start
        || cx->n[c2].end != an->end || an->start != n->start || bn->end != n->end || bn->start < an->end)
        return false;
    size_t at[2];
    const char *sp[2];
    if (tokens_between(cx, clang_getRangeEnd(clang_getCursorExtent(an->c)),
                       clang_getRangeStart(clang_getCursorExtent(bn->c)), an->end, bn->start, at, sp, 2) != 2
        || strcmp(sp[0], "?") || strcmp(sp[1], ":"))
        return false;
    *q = at[0], *colon = at[1];
    return true;
}

static bool void_pointer(CXType t)
{
    t = clang_getCanonicalType(t);
    return t.kind == CXType_Pointer && clang_getCanonicalType(clang_getPointeeType(t)).kind == CXType_Void;
}

/* The forms of void * arithmetic. */
typedef enum VoidOp {
    V_NONE, V_ADD, V_RADD, V_SUB, V_DIFF, V_ADD_TO, V_SUB_FROM, V_INC, V_DEC, V_POST_INC, V_POST_DEC
} VoidOp;

/* Node i as arithmetic on a void * (GNU C: as on a char *), or V_NONE. */
static VoidOp void_op(Ctx *cx, int i)
{
    CNode *c = &cx->n[i];
    int first = c->first;
    if (first < 0) return V_NONE;
    if (c->kind == CXCursor_UnaryOperator) {
        if (!void_pointer(clang_getCursorType(cx->n[first].c))) return V_NONE;
        switch (clang_getCursorUnaryOperatorKind(c->c)) {
        case CXUnaryOperator_PreInc: return V_INC;
        case CXUnaryOperator_PreDec: return V_DEC;
        case CXUnaryOperator_PostInc: return V_POST_INC;
        case CXUnaryOperator_PostDec: return V_POST_DEC;
        default: return V_NONE;
        }
    }
    if (c->kind != CXCursor_BinaryOperator && c->kind != CXCursor_CompoundAssignOperator) return V_NONE;
    int second = cx->n[first].next;
    if (second < 0) return V_NONE;
    bool p1 = void_pointer(clang_getCursorType(cx->n[first].c));
    bool p2 = void_pointer(clang_getCursorType(cx->n[second].c));
    switch (clang_getCursorBinaryOperatorKind(c->c)) {
    case CXBinaryOperator_Add: return p1 ? V_ADD : p2 ? V_RADD : V_NONE;
    case CXBinaryOperator_Sub: return p1 ? (p2 ? V_DIFF : V_SUB) : V_NONE;
    case CXBinaryOperator_AddAssign: return p1 ? V_ADD_TO : V_NONE;
    case CXBinaryOperator_SubAssign: return p1 ? V_SUB_FROM : V_NONE;
    default: return V_NONE;
    }
}

/* Is node i inside an opaque copy of a ?: b's a (its second or third
 * child), which the text has once, as the first? */
static bool in_elvis_copy(Ctx *cx, int i)
{
    size_t q, colon;
    for (int k = i, p = cx->n[i].parent; p >= 0; k = p, p = cx->n[p].parent)
        if (k != cx->n[p].first && k != cx->n[p].last && elvis_at(cx, p, &q, &colon)) return true;
    return false;
}

/* Does the statement expression at node i jump out of itself: a return, a
 * goto, a break or continue of a loop or switch around it? */
static bool jumps_out(Ctx *cx, int i)
{
    for (int j = i + 1; j < cx->nn && cx->n[j].start < cx->n[i].end; j++) {
        enum CXCursorKind k = cx->n[j].kind;
        if (k == CXCursor_ReturnStmt || k == CXCursor_GotoStmt || k == CXCursor_IndirectGotoStmt) return true;
        if (k != CXCursor_BreakStmt && k != CXCursor_ContinueStmt) continue;
        int p = cx->n[j].parent;
        for (; p >= 0 && p != i; p = cx->n[p].parent) {
            enum CXCursorKind pk = cx->n[p].kind;
            if (pk == CXCursor_ForStmt || pk == CXCursor_WhileStmt || pk == CXCursor_DoStmt
                || (pk == CXCursor_SwitchStmt && k == CXCursor_BreakStmt))
                break;
        }
        if (p < 0 || p == i) return true;
    }
    return false;
}

/* Where node i is: in a block's evaluated code (GNU_REWRITTEN), there in a
 * static variable's initialiser, in sizeof or a type, or outside any
 * function. */
static GnuExpr place(Ctx *cx, int i)
{
    bool static_init = false;
    for (int k = i, p = cx->n[i].parent; p >= 0; k = p, p = cx->n[p].parent) {
        CNode *pn = &cx->n[p];
        switch (pn->kind) {
        case CXCursor_CompoundStmt:             /* a block: a function's, a statement expression's */
            return static_init ? GNU_STATIC_INIT : GNU_REWRITTEN;
        case CXCursor_UnaryExpr:                /* sizeof, _Alignof, offsetof: not evaluated */
        case CXCursor_TypedefDecl: case CXCursor_FieldDecl: case CXCursor_ParmDecl:
            return GNU_IN_TYPE;
        case CXCursor_VarDecl: {
            if (cx->n[k].end <= cxx_name_offset(pn->c)) return GNU_IN_TYPE;    /* typeof(...) x */
            enum CX_StorageClass sc = clang_Cursor_getStorageClass(pn->c);
            static_init |= sc == CX_SC_Static || sc == CX_SC_Extern;
            break;
        }
        case CXCursor_CStyleCastExpr: case CXCursor_CompoundLiteralExpr:
            if (k != pn->last) return GNU_IN_TYPE;     /* in the type name */
            break;
        default:
            break;
        }
    }
    return GNU_OUTSIDE;
}

/* Node i's kind of GNU expression and where its edits go (Spots). */
typedef struct Spots {
    enum { G_NONE, G_ELVIS, G_STMT, G_VOID } kind;
    VoidOp op;
    size_t at[2];               /* a ?: b's '?' and ':'; void arithmetic's operator */
    size_t len;                 /* the operator's length */
} Spots;

static Spots recognise(Ctx *cx, int i)
{
    Spots s = {G_NONE, V_NONE, {0, 0}, 0};
    CNode *n = &cx->n[i];
    if (n->kind == CXCursor_UnexposedExpr) {
        if (elvis_at(cx, i, &s.at[0], &s.at[1])) s.kind = G_ELVIS;
        return s;
    }
    if (n->kind == CXCursor_StmtExpr) {
        s.kind = G_STMT;
        return s;
    }
    if (!(s.op = void_op(cx, i))) return s;
    s.kind = G_VOID;
    static const char *const spelled[] = {[V_ADD] = "+", [V_RADD] = "+", [V_SUB] = "-", [V_DIFF] = "-",
                                          [V_ADD_TO] = "+=",
                                          [V_SUB_FROM] = "-=", [V_INC] = "++", [V_DEC] = "--",
                                          [V_POST_INC] = "++", [V_POST_DEC] = "--"};
    CNode *a = &cx->n[n->first];
    CXSourceRange na = clang_getCursorExtent(n->c), aa = clang_getCursorExtent(a->c);
    const char *sp[1];
    int found;
    if (s.op == V_INC || s.op == V_DEC)         /* ++p: the token before p */
        found = tokens_between(cx, clang_getRangeStart(na), clang_getRangeStart(aa), n->start, a->start, s.at, sp, 1);
    else if (s.op == V_POST_INC || s.op == V_POST_DEC)      /* p++: after p */
        found = tokens_between(cx, clang_getRangeEnd(aa), clang_getRangeEnd(na), a->end, n->end, s.at, sp, 1);
    else {
        CNode *b = &cx->n[a->next];
        found = tokens_between(cx, clang_getRangeEnd(aa), clang_getRangeStart(clang_getCursorExtent(b->c)), a->end,
                               b->start, s.at, sp, 1);
    }
    if (found != 1 || strcmp(sp[0], spelled[s.op])) s.op = V_NONE;     /* not where the AST says */
    else s.len = strlen(sp[0]);
    return s;
}

GnuExpr cxx_gnu_expr(Ctx *cx, int i)
{
    Spots s = recognise(cx, i);
    if (s.kind == G_NONE) return GNU_NONE;
    GnuExpr g = place(cx, i);
    if (g == GNU_STATIC_INIT && s.kind != G_VOID) g = GNU_REWRITTEN;   /* a lambda is a constant, a call not */
    if (g != GNU_REWRITTEN) return g;
    if (s.kind == G_STMT && jumps_out(cx, i)) return GNU_JUMPS;
    if (s.kind == G_VOID && !s.op) return GNU_UNSPELLED;
    return GNU_REWRITTEN;
}

/* Does the CUDA text spell node i with gangway_dev.h's words (once: not
 * in an opaque copy)? */
bool cxx_gnu_rewritten(Ctx *cx, int i)
{
    return cxx_gnu_expr(cx, i) == GNU_REWRITTEN && !in_elvis_copy(cx, i);
}

/* ---- the edits ---- */

static void add(Ctx *cx, int group, size_t start, size_t end, const char *text, int order)
{
    edit_add(&cx->u->cxx, start, end, (char *)text, order);
    cx->u->cxx.v[cx->u->cxx.n - 1].group = group;
}

static int depth_of(Ctx *cx, int i)
{
    int d = 0;
    for (int p = cx->n[i].parent; p >= 0; p = cx->n[p].parent) d++;
    return d;
}

/* The bit-field the C++ glvalue at node i is, or a null cursor: a member,
 * past parentheses, implicit conversions, assignments and prefix ++/--. */
static CXCursor bit_field_of(Ctx *cx, int i)
{
    for (;;) {
        i = cx_unwrap(cx, true, i);
        if (i < 0) return clang_getNullCursor();
        CNode *n = &cx->n[i];
        if (n->kind == CXCursor_MemberRefExpr) {
            CXCursor f = clang_getCursorReferenced(n->c);
            return clang_Cursor_isBitField(f) ? f : clang_getNullCursor();
        }
        enum CXUnaryOperatorKind uk = n->kind == CXCursor_UnaryOperator ? clang_getCursorUnaryOperatorKind(n->c)
                                                                        : CXUnaryOperator_Invalid;
        bool assign = n->kind == CXCursor_CompoundAssignOperator
                      || (n->kind == CXCursor_BinaryOperator
                          && clang_getCursorBinaryOperatorKind(n->c) == CXBinaryOperator_Assign);
        if (!assign && uk != CXUnaryOperator_PreInc && uk != CXUnaryOperator_PreDec) return clang_getNullCursor();
        i = n->first;
    }
}

static CXType plain_type(CXType t)
{
    return clang_getUnqualifiedType(clang_getCanonicalType(t));
}

/* a ?: b.  nvcc's a ? a : b promotes a bit-field a (the usual arithmetic
 * conversions) unless b has its declared type; the lambda's variable
 * holding a has that type, so then GW_ELVIS_BF promotes it (+a). */
static void elvis_edit(Ctx *cx, int i, const Spots *s)
{
    CNode *n = &cx->n[i];
    CXCursor f = bit_field_of(cx, n->first);
    bool promote = !clang_Cursor_isNull(f)
                   && !clang_equalTypes(plain_type(clang_getCursorType(f)),
                                        plain_type(clang_getCursorType(cx->n[cx_unwrap(cx, true, n->last)].c)));
    int d = depth_of(cx, i);            /* an outer one opens first and closes last */
    add(cx, i + 1, n->start, n->start, promote ? "GW_ELVIS_BF " : "GW_ELVIS ", EDIT_INNER_OPEN + d);
    add(cx, i + 1, s->at[0], s->at[0] + 1, "GW_ELVIS_OR", EDIT_PLAIN);
    add(cx, i + 1, s->at[1], s->at[1] + 1, "", EDIT_PLAIN);
    add(cx, i + 1, n->end, n->end, " GW_ELVIS_END", EDIT_INNER_CLOSE - d);
}

/* ({ s; e; }): its '(' and ')' (the extent's ends) replaced, and
 * GW_STMT_VALUE before the expression whose value it has (past labels),
 * if any. */
static void stmt_expr_edit(Ctx *cx, int i)
{
    CNode *n = &cx->n[i];
    int body = n->first;
    if (body < 0 || cx->n[body].kind != CXCursor_CompoundStmt || n->end < n->start + 2) return;
    int last = cx->n[body].last;
    while (last >= 0 && cx->n[last].kind == CXCursor_LabelStmt) last = cx->n[last].last;
    add(cx, i + 1, n->start, n->start + 1, "GW_STMT", EDIT_PLAIN);
    if (last >= 0 && clang_isExpression(cx->n[last].kind))
        add(cx, i + 1, cx->n[last].start, cx->n[last].start, "GW_STMT_VALUE ", EDIT_OUTERMOST_OPEN);
    add(cx, i + 1, n->end - 1, n->end, "GW_STMT_END", EDIT_PLAIN);
}

/* Arithmetic on a void *: an opener where the expression starts (but ++p
 * and --p: their operator), the operator replaced, a closer at the end
 * (but p++ and p--: their operator). */
static void void_edit(Ctx *cx, int i, const Spots *s)
{
    static const struct { const char *open, *op, *close; } w[] = {
        [V_ADD] = {"GW_VOID_ADD ", "GW_VOID_PLUS", " GW_VOID_END"},
        [V_RADD] = {"GW_VOID_RADD ", "GW_VOID_RPLUS", " GW_VOID_END"},
        [V_SUB] = {"GW_VOID_SUB ", "GW_VOID_MINUS", " GW_VOID_END"},
        [V_DIFF] = {"GW_VOID_DIFF ", "GW_VOID_MINUS", " GW_VOID_END"},
        [V_ADD_TO] = {"GW_VOID_ADD_TO ", "GW_VOID_PLUS_EQ", " GW_VOID_END"},
        [V_SUB_FROM] = {"GW_VOID_SUB_FROM ", "GW_VOID_MINUS_EQ", " GW_VOID_END"},
        [V_INC] = {NULL, "GW_VOID_INC ", " GW_VOID_STEP_END"},
        [V_DEC] = {NULL, "GW_VOID_DEC ", " GW_VOID_STEP_END"},
        [V_POST_INC] = {"GW_VOID_POST_INC ", " GW_VOID_INC_END", NULL},
        [V_POST_DEC] = {"GW_VOID_POST_DEC ", " GW_VOID_DEC_END", NULL},
    };
    CNode *n = &cx->n[i];
    int d = depth_of(cx, i);
    if (w[s->op].open) add(cx, i + 1, n->start, n->start, w[s->op].open, EDIT_INNER_OPEN + d);
    add(cx, i + 1, s->at[0], s->at[0] + s->len, w[s->op].op, EDIT_PLAIN);
    if (w[s->op].close) add(cx, i + 1, n->end, n->end, w[s->op].close, EDIT_INNER_CLOSE - d);
}

void cxx_gnu_edit(Ctx *cx, int i)
{
    if (!cxx_gnu_rewritten(cx, i)) return;
    Spots s = recognise(cx, i);
    if (s.kind == G_ELVIS) elvis_edit(cx, i, &s);
    else if (s.kind == G_STMT) stmt_expr_edit(cx, i);
    else if (s.kind == G_VOID) void_edit(cx, i, &s);
}
