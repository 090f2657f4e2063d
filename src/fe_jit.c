/* fe_jit.c: the front end's facts for run-time compilation (docs/jit-plan.md
 * 1.3 and 3.1): what in the CUDA text NVRTC's C++ cannot compile
 * (Unit.jit_why for the declarations every kernel needs, Kernel.jit_why for
 * one kernel's text), and which integers of a construct reach floating-point
 * arithmetic (Var.floaty).  Part of the front end: sees libclang (frontend.h). */
#include "gangway.h"
#include "frontend.h"

#include <string.h>

/* ---- what NVRTC refuses: fe_jit_check ---- */

/* C's alternative spellings of operators, names in C (nvcc is told so:
 * --no_alternative_tokens) and operators to NVRTC, which has no such option. */
static bool alternative_token(const char *s)
{
    static const char *const alt[] = {"and", "and_eq", "bitand", "bitor", "compl", "not",
                                      "not_eq", "or", "or_eq", "xor", "xor_eq", NULL};
    for (int i = 0; alt[i]; i++)
        if (!strcmp(alt[i], s)) return true;
    return false;
}

/* Cursors whose spelling is a name the CUDA text would print. */
static bool names_something(enum CXCursorKind k)
{
    switch (k) {
    case CXCursor_VarDecl: case CXCursor_ParmDecl: case CXCursor_FieldDecl:
    case CXCursor_FunctionDecl: case CXCursor_TypedefDecl: case CXCursor_EnumConstantDecl:
    case CXCursor_StructDecl: case CXCursor_UnionDecl: case CXCursor_EnumDecl:
    case CXCursor_LabelStmt: case CXCursor_DeclRefExpr: case CXCursor_MemberRefExpr:
    case CXCursor_MemberRef: case CXCursor_TypeRef: case CXCursor_LabelRef:
        return true;
    default:
        return false;
    }
}

/* GNU's a ?: b, a statement expression or arithmetic on a void * that
 * the CUDA text keeps as written (cxx_gnu.c): a phrase for jit_why, or
 * NULL (none, or gangway_dev.h's words, which NVRTC compiles). */
static const char *gnu_kept(Ctx *cx, int i)
{
    GnuExpr g = cxx_gnu_expr(cx, i);
    if (g == GNU_NONE || g == GNU_REWRITTEN) return NULL;
    enum CXCursorKind k = cx->n[i].kind;
    const char *what = k == CXCursor_StmtExpr ? "a statement expression"
                       : k == CXCursor_UnexposedExpr ? "GNU's 'a ?: b'" : "arithmetic on a void pointer";
    const char *place = g == GNU_IN_TYPE ? " in sizeof or a type"
                        : g == GNU_OUTSIDE ? " outside a function body"
                        : g == GNU_STATIC_INIT ? " in a static variable's initialiser"
                        : g == GNU_JUMPS ? " left by return, goto, break or continue" : "";
    return arena_printf(cx->u->arena, "%s%s", what, place);
}

/* An initialiser list with a designator (.x = v, [2] = v, .c.x = v): C++17
 * has none, and NVRTC's C++ takes no GNU extension.  libclang shows a
 * designated element as an expression of type void. */
static bool designated(Ctx *cx, CNode *list)
{
    for (int i = list->first; i >= 0; i = cx->n[i].next)
        if (cx->n[i].kind == CXCursor_UnexposedExpr && clang_getCursorType(cx->n[i].c).kind == CXType_Void)
            return true;
    return false;
}

/* A member of incomplete array type, or GNU's zero-length one. */
static bool flexible_member(CNode *c)
{
    CXType t = clang_getCanonicalType(clang_getCursorType(c->c));
    return t.kind == CXType_IncompleteArray || (t.kind == CXType_ConstantArray && clang_getArraySize(t) == 0);
}

/* A declaration of __typeof__(a type name): gangway_dev.h makes NVRTC's
 * __typeof__ a decltype, which takes expressions only.  Its type is a
 * typeof with no expression before the declared name. */
static bool typeof_type(Ctx *cx, CNode *c)
{
    CXType t = c->kind == CXCursor_TypedefDecl ? clang_getTypedefDeclUnderlyingType(c->c) : clang_getCursorType(c->c);
    CXString s = clang_getTypeSpelling(t);
    bool is_typeof = strstr(clang_getCString(s), "typeof") != NULL;
    clang_disposeString(s);
    if (!is_typeof) return false;
    size_t name_at = fe_offset_of(clang_getCursorLocation(c->c));
    for (int i = c->first; i >= 0; i = cx->n[i].next)
        if (clang_isExpression(cx->n[i].kind) && cx->n[i].end <= name_at) return false;
    return true;
}

/* __builtin_choose_expr(...) and __builtin_types_compatible_p(...), which
 * libclang shows as unexposed expressions: by their first token. */
static const char *gnu_builtin(Ctx *cx, CNode *c)
{
    static const char *const names[] = {"__builtin_choose_expr", "__builtin_types_compatible_p", NULL};
    CXToken *t = clang_getToken(cx->tu, clang_getRangeStart(clang_getCursorExtent(c->c)));
    if (!t) return NULL;
    const char *found = NULL;
    CXString s = clang_getTokenSpelling(cx->tu, *t);
    for (int i = 0; names[i] && !found; i++)
        if (!strcmp(clang_getCString(s), names[i])) found = names[i];
    clang_disposeString(s);
    clang_disposeTokens(cx->tu, t, 1);
    return found;
}

/* What NVRTC cannot compile in node i (a phrase for jit_why), or NULL. */
static const char *nvrtc_refuses(Ctx *cx, int i)
{
    Arena *a = cx->u->arena;
    CNode *c = &cx->n[i];
    switch (c->kind) {
    case CXCursor_StmtExpr: return gnu_kept(cx, i);
    case CXCursor_CompoundLiteralExpr: return "a compound literal";
    case CXCursor_AddrLabelExpr: return "the address of a label";
    case CXCursor_InitListExpr: return designated(cx, c) ? "a designated initialiser" : NULL;
    case CXCursor_CallExpr: {   /* alloca: nvcc's device code has it, NVRTC not */
        char *callee = cx_str(a, clang_getCursorSpelling(c->c));
        return !strcmp(callee, "alloca") || !strcmp(callee, "__builtin_alloca") ? "a call of alloca" : NULL;
    }
    case CXCursor_UnaryOperator: case CXCursor_BinaryOperator: case CXCursor_CompoundAssignOperator:
        return gnu_kept(cx, i);
    case CXCursor_UnexposedExpr: {
        const char *g = gnu_kept(cx, i);
        if (g) return g;
        const char *b = gnu_builtin(cx, c);
        return b ? arena_printf(a, "%s", b) : NULL;
    }
    default: break;
    }
    if (c->kind == CXCursor_FieldDecl && flexible_member(c))
        return arena_printf(a, "a flexible array member '%s'", cx_str(a, clang_getCursorSpelling(c->c)));
    if ((c->kind == CXCursor_VarDecl || c->kind == CXCursor_ParmDecl || c->kind == CXCursor_FieldDecl
         || c->kind == CXCursor_TypedefDecl) && typeof_type(cx, c))
        return "__typeof__ of a type name";
    if (names_something(c->kind)) {
        char *name = cx_str(a, clang_getCursorSpelling(c->c));
        if (alternative_token(name)) return arena_printf(a, "the name '%s' (an operator in C++)", name);
    }
    return NULL;
}

/* The kernel whose text holds offset at, or NULL. */
static Kernel *kernel_at(Unit *u, size_t at)
{
    for (Node *nd = u->nodes; nd; nd = nd->next)
        for (Kernel *k = nd->kind == N_COMPUTE ? nd->kernels : NULL; k; k = k->next)
            if (at >= k->start && at < k->end) return k;
    return NULL;
}

/* Is offset at in text the CUDA file copies before its kernels: a type
 * (emit_cuda.c, emit_types, leaves our own headers' out), a function the
 * device calls, a file-scope variable's initialiser it repeats? */
static bool in_prelude(Ctx *cx, size_t at)
{
    Unit *u = cx->u;
    for (Decl *d = u->decls; d; d = d->next) {
        if (at < d->start || at >= d->end) continue;
        if (d->is_function) return d->used;
        SrcPos p = unit_pos(u, d->start);
        return !strstr(p.file, "openacc.h") && !strstr(p.file, "gangway");
    }
    for (int i = 0; i < cx->nn; i++) {
        CNode *c = &cx->n[i];
        if (c->parent >= 0 || c->kind != CXCursor_VarDecl || at < c->start || at >= c->end) continue;
        char *name = cx_str(u->arena, clang_getCursorSpelling(c->c));
        for (DevGlobal *g = u->dev_globals; g; g = g->next)
            if (!strcmp(g->name, name)) return true;
    }
    return false;
}

/* "line 14", or "line 3 of util.h" outside the user's file. */
static const char *where(Unit *u, size_t at)
{
    SrcPos p = unit_pos(u, at);
    if (!strcmp(p.file, u->src_name)) return arena_printf(u->arena, "line %d", p.line);
    const char *base = strrchr(p.file, '/');
    return arena_printf(u->arena, "line %d of %s", p.line, base ? base + 1 : p.file);
}

/* what, at offset at, keeps NVRTC from compiling the kernel it is in, or
 * the whole unit when it is in the declarations; elsewhere (host code) it
 * does not matter.  The first reason found is kept. */
static void blame(Ctx *cx, size_t at, const char *what)
{
    Unit *u = cx->u;
    Kernel *k = kernel_at(u, at);
    const char **why = k ? &k->jit_why : in_prelude(cx, at) ? &u->jit_why : NULL;
    if (why && !*why) *why = arena_printf(u->arena, "%s at %s", what, where(u, at));
}

void fe_jit_check(Ctx *cx)
{
    for (int i = 0; i < cx->nn; i++) {
        const char *what = nvrtc_refuses(cx, i);
        if (what) blame(cx, cx->n[i].start, what);
    }
    /* device code's VLAs get alloca storage (cxx_vla.c), which NVRTC has not */
    for (VlaLocal *v = cx->u->vlas; v; v = v->next)
        blame(cx, v->at, arena_printf(cx->u->arena, "the variable-length array '%s'", v->name));
}

/* ---- integers that reach floating-point arithmetic: fe_float_uses ---- */

/* Where a value goes, as far as Var.floaty cares. */
typedef enum Flow {
    FLOW_INT,                   /* an integer use stops it: a subscript, a comparison, a condition */
    FLOW_FLOAT,                 /* floating-point arithmetic, or a floating variable */
    FLOW_RETURN                 /* a routine returns it (callee_flow) */
} Flow;

/* Follow a value this many variables and calls deep, no further: beyond,
 * a value counts as floating (the conservative answer). */
enum { FLOW_DEPTH = 3 };

static bool float_type(CXType t)
{
    switch (clang_getCanonicalType(t).kind) {
    case CXType_Float: case CXType_Double: case CXType_LongDouble: case CXType_Half: case CXType_Float16:
    case CXType_Float128: case CXType_Complex: case CXType_BFloat16: case CXType_Ibm128:
        return true;
    default:
        return false;
    }
}

static Flow value_flow(Ctx *cx, int i, size_t start, size_t end, int depth);

/* The uses of the variable decl in [start, end): the first that is not
 * FLOW_INT decides. */
static Flow uses_flow(Ctx *cx, CXCursor decl, size_t start, size_t end, int depth, size_t *at)
{
    if (depth > FLOW_DEPTH) return FLOW_FLOAT;
    FeSpan sp = fe_span(cx, start, end);
    for (int j = sp.from; j < sp.to; j++) {
        CNode *c = &cx->n[j];
        if (c->kind != CXCursor_DeclRefExpr || c->start < start || c->start >= end || c->alias) continue;
        if (!clang_equalCursors(clang_getCursorReferenced(c->c), decl)) continue;
        Flow f = value_flow(cx, j, start, end, depth);
        if (f != FLOW_INT) {
            if (at) *at = c->start;
            return f;
        }
    }
    return FLOW_INT;
}

/* A value stored in the integer variable named at node lhs (a local of
 * [start, end)): where that variable's uses take it. */
static Flow stored_flow(Ctx *cx, int lhs, size_t start, size_t end, int depth)
{
    CXCursor d = cx->n[lhs].kind == CXCursor_VarDecl ? cx->n[lhs].c : clang_getCursorReferenced(cx->n[lhs].c);
    if (cx->n[lhs].kind != CXCursor_VarDecl && cx->n[lhs].kind != CXCursor_DeclRefExpr) return FLOW_INT;
    if (!fe_decl_inside(cx, d, start, end)) return FLOW_INT;    /* a variable of outside: memory */
    return uses_flow(cx, d, start, end, depth + 1, NULL);
}

/* Argument k of the call at node call goes into a routine defined here: one
 * level of its parameter's uses (inlining carries a constant into it);
 * other functions count as floating. */
static Flow callee_flow(Ctx *cx, int call, int arg, int depth)
{
    CXCursor fn = clang_getCursorDefinition(clang_getCursorReferenced(cx->n[call].c));
    if (clang_Cursor_isNull(fn) || depth >= FLOW_DEPTH - 1 || arg >= clang_Cursor_getNumArguments(fn))
        return FLOW_FLOAT;      /* deep, or in a callee already: no second level */
    CXCursor parm = clang_Cursor_getArgument(fn, (unsigned)arg);
    CXSourceRange r = clang_getCursorExtent(fn);
    return uses_flow(cx, parm, fe_offset_of(clang_getRangeStart(r)), fe_offset_of(clang_getRangeEnd(r)),
                     FLOW_DEPTH - 1, NULL);
}

/* The value at node i, a function's argument at its child from of the call
 * at node p. */
static Flow call_flow(Ctx *cx, int p, int from, size_t start, size_t end, int depth)
{
    char *name = cx_str(cx->u->arena, clang_getCursorSpelling(cx->n[p].c));
    if (fe_is_device_libcall(name))         /* sqrt(n) floating, abs(n) an integer still */
        return float_type(clang_getCursorType(cx->n[p].c)) ? FLOW_FLOAT : value_flow(cx, p, start, end, depth);
    int arg = -1, na = clang_Cursor_getNumArguments(cx->n[p].c);
    for (int k = 0; k < na && arg < 0; k++) {
        CXSourceRange r = clang_getCursorExtent(clang_Cursor_getArgument(cx->n[p].c, (unsigned)k));
        if (fe_offset_of(clang_getRangeStart(r)) == cx->n[from].start) arg = k;
    }
    Flow f = arg < 0 ? FLOW_FLOAT : callee_flow(cx, p, arg, depth);
    return f == FLOW_RETURN ? value_flow(cx, p, start, end, depth) : f;
}

static bool comparison(enum CXBinaryOperatorKind k)
{
    return k == CXBinaryOperator_LT || k == CXBinaryOperator_GT || k == CXBinaryOperator_LE
           || k == CXBinaryOperator_GE || k == CXBinaryOperator_EQ || k == CXBinaryOperator_NE
           || k == CXBinaryOperator_LAnd || k == CXBinaryOperator_LOr || k == CXBinaryOperator_Cmp;
}

/* A binary operator p that the value reaches from its child from. */
static Flow binary_flow(Ctx *cx, int p, int from, size_t start, size_t end, int depth)
{
    CNode *pn = &cx->n[p];
    enum CXBinaryOperatorKind k = clang_getCursorBinaryOperatorKind(pn->c);
    bool left = from == pn->first;
    int lhs = pn->first;
    if (comparison(k) || (k == CXBinaryOperator_Comma && left)) return FLOW_INT;
    if (k == CXBinaryOperator_Assign) {     /* x = v: a floating x, or where an integer local takes it */
        if (left) return FLOW_INT;
        if (float_type(clang_getCursorType(pn->c))) return FLOW_FLOAT;
        return stored_flow(cx, cx_unwrap(cx, true, lhs), start, end, depth);
    }
    for (int c = pn->first; c >= 0; c = cx->n[c].next)       /* the operation's own type */
        if (float_type(clang_getCursorType(cx->n[c].c))) return FLOW_FLOAT;
    if (float_type(clang_getCursorType(pn->c))) return FLOW_FLOAT;
    if (pn->kind == CXCursor_CompoundAssignOperator)        /* m += v: into m */
        return left ? FLOW_INT : stored_flow(cx, cx_unwrap(cx, true, lhs), start, end, depth);
    if (clang_getCanonicalType(clang_getCursorType(pn->c)).kind == CXType_Pointer) return FLOW_INT;   /* p + n */
    return value_flow(cx, p, start, end, depth);
}

/* Where the value of node i goes, up its parents in [start, end) (docs/jit-plan.md 3.1). */
static Flow value_flow(Ctx *cx, int i, size_t start, size_t end, int depth)
{
    int p = fe_up(cx, i);
    if (p < 0) return FLOW_INT;
    CNode *pn = &cx->n[p];
    int from = fe_child_toward(cx, p, i);
    switch (pn->kind) {
    case CXCursor_BinaryOperator:
    case CXCursor_CompoundAssignOperator:
        return binary_flow(cx, p, from, start, end, depth);
    case CXCursor_UnaryOperator: {
        enum CXUnaryOperatorKind k = clang_getCursorUnaryOperatorKind(pn->c);
        if (k != CXUnaryOperator_Plus && k != CXUnaryOperator_Minus && k != CXUnaryOperator_Not) return FLOW_INT;
        return value_flow(cx, p, start, end, depth);
    }
    case CXCursor_CStyleCastExpr:       /* a conversion alone rounds as at run time: its use decides */
        return value_flow(cx, p, start, end, depth);
    case CXCursor_ConditionalOperator:
        return from == pn->first ? FLOW_INT : value_flow(cx, p, start, end, depth);
    case CXCursor_CallExpr:
        return call_flow(cx, p, from, start, end, depth);
    case CXCursor_VarDecl:              /* double t = n, or an integer local's uses */
        if (float_type(clang_getCursorType(pn->c))) return FLOW_FLOAT;
        return stored_flow(cx, p, start, end, depth);
    case CXCursor_InitListExpr:         /* the element's type: its implicit conversion's */
        return float_type(clang_getCursorType(cx->n[from].c)) ? FLOW_FLOAT : FLOW_INT;
    case CXCursor_ReturnStmt:
        return FLOW_RETURN;
    default:                            /* a subscript, a member, a statement, a condition */
        return FLOW_INT;
    }
}

/* Var.floaty of the construct's integer variables: the first of their uses
 * whose value reaches floating-point arithmetic. */
void fe_float_uses(Ctx *cx, Node *nd)
{
    FeSpan sp = fe_span(cx, nd->stmt_start, nd->stmt_end);
    for (int j = sp.from; j < sp.to; j++) {
        CNode *c = &cx->n[j];
        if (c->kind != CXCursor_DeclRefExpr || c->start < nd->stmt_start || c->start >= nd->stmt_end || c->alias
            || fe_in_alias(cx, j))
            continue;
        CXCursor d = clang_getCursorReferenced(c->c);
        if (fe_decl_inside(cx, d, nd->stmt_start, nd->stmt_end)) continue;
        Var *v = fe_find_var(nd, cx_str(cx->u->arena, clang_getCursorSpelling(d)));
        ArithKind k = v ? v->arith.kind : AR_OTHER;
        if (!v || v->floaty || v->shape != SHAPE_SCALAR || (k != AR_SINT && k != AR_UINT && k != AR_BOOL)) continue;
        if (value_flow(cx, j, nd->stmt_start, nd->stmt_end, 0) == FLOW_INT) continue;
        v->floaty = true;
        v->floaty_at = c->start;
    }
}
