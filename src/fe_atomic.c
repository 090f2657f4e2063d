/* fe_atomic.c: atomic constructs and reduction updates as {op, target, value}, from the AST. Part
 * of the front end: sees libclang (frontend.h). */
#include "gangway.h"
#include "frontend.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* An atomic directive inside a compute construct, with its statement. */
/* Text of node i past parentheses, blanks removed. */
/* u->pp[start, end) with blanks removed, for comparing expressions. */
char *fe_squeezed(Unit *u, size_t start, size_t end)
{
    char *t = arena_alloc(u->arena, end - start + 1), *w = t;
    for (size_t i = start; i < end; i++)
        if (!isspace((unsigned char)u->pp[i])) *w++ = u->pp[i];
    *w = '\0';
    return t;
}

static char *plain_text(Ctx *cx, int i)
{
    i = fe_unwrap(cx, i);
    return fe_squeezed(cx->u, cx->n[i].start, cx->n[i].end);
}

/* x = x op e and x = e op x are atomic updates; x = x - y - z is not: C
 * reads it as (x - y) - z, which no single atomic operation on x does. */
static bool check_atomic_forms(Ctx *cx, Directive *dir, size_t start, size_t end)
{
    bool told = false;
    FeSpan sp = fe_span(cx, start, end);
    for (int i = sp.from; i < sp.to; i++) {
        CNode *c = &cx->n[i];
        if (c->start < start || c->start >= end || c->kind != CXCursor_BinaryOperator
            || clang_getCursorBinaryOperatorKind(c->c) != CXBinaryOperator_Assign)
            continue;
        int lhs = c->first, rhs = lhs >= 0 ? cx->n[lhs].next : -1;
        if (rhs < 0) continue;
        int e = fe_unwrap(cx, rhs);
        if (cx->n[e].kind != CXCursor_BinaryOperator) continue;
        enum CXBinaryOperatorKind k = clang_getCursorBinaryOperatorKind(cx->n[e].c);
        if (k < CXBinaryOperator_Mul || k > CXBinaryOperator_LOr) continue;
        int a = cx->n[e].first, b = a >= 0 ? cx->n[a].next : -1;
        if (b < 0) continue;
        char *x = plain_text(cx, lhs);
        if (!strcmp(plain_text(cx, a), x) || !strcmp(plain_text(cx, b), x)) continue;
        int lv = fe_unwrap(cx, lhs);
        bool named = cx->n[lv].kind == CXCursor_DeclRefExpr
                         ? fe_mentions(cx, e, clang_getCursorReferenced(cx->n[lv].c))
                         : fe_has_ident(plain_text(cx, e), x);
        if (!named) continue;
        error_at(dir->loc, "'%s' is not an atomic update of '%s': C reads its right-hand side as '(%s) %s %s'; "
                 "write it as '%s = %s op (expr)'", fe_node_text(cx, i), x, fe_node_text(cx, a),
                 cx_str(cx->u->arena, clang_getCursorSpelling(cx->n[e].c)), fe_node_text(cx, b), x, x);
        told = true;
    }
    return told;
}

/* ---- atomic operations, from the AST ---- */

static DevOp binary_dev_op(enum CXBinaryOperatorKind k)
{
    switch (k) {
    case CXBinaryOperator_Add: case CXBinaryOperator_AddAssign: return OP_ADD;
    case CXBinaryOperator_Sub: case CXBinaryOperator_SubAssign: return OP_SUB;
    case CXBinaryOperator_Mul: case CXBinaryOperator_MulAssign: return OP_MUL;
    case CXBinaryOperator_Div: case CXBinaryOperator_DivAssign: return OP_DIV;
    case CXBinaryOperator_And: case CXBinaryOperator_AndAssign: return OP_BAND;
    case CXBinaryOperator_Or: case CXBinaryOperator_OrAssign: return OP_BOR;
    case CXBinaryOperator_Xor: case CXBinaryOperator_XorAssign: return OP_BXOR;
    case CXBinaryOperator_Shl: case CXBinaryOperator_ShlAssign: return OP_SHL;
    case CXBinaryOperator_Shr: case CXBinaryOperator_ShrAssign: return OP_SHR;
    default: return OP_NONE;
    }
}

/* x op e with x on the right: the reversed operation */
static DevOp reversed(DevOp op)
{
    return op == OP_SUB ? OP_RSUB : op == OP_DIV ? OP_RDIV : op == OP_SHL ? OP_RSHL : op == OP_SHR ? OP_RSHR : op;
}

/* Are nodes a and b the same expression (blanks and parentheses aside)? */
static bool same_expr(Ctx *cx, int a, int b)
{
    return a >= 0 && b >= 0 && !strcmp(plain_text(cx, a), plain_text(cx, b));
}

static bool complex_node(Ctx *cx, int i)
{
    return clang_getCanonicalType(clang_getCursorType(cx->n[i].c)).kind == CXType_Complex;
}

static void op_x(Ctx *cx, AtomicOp *op, int x)
{
    x = fe_unwrap(cx, x);
    op->x_start = cx->n[x].start, op->x_end = cx->n[x].end;
    op->x_complex = complex_node(cx, x);
    op->x_node = x;
}

/* The captured variable v, which C converts x's value to: by its real part
 * from a complex x (AtomicOp.v_real), else by a cast where v's type is not
 * x's (an int into an enum, which C++ does not convert by itself). */
static void op_v(Ctx *cx, AtomicOp *op, int v)
{
    op->v_start = cx->n[v].start, op->v_end = cx->n[v].end;
    op->v_real = op->x_complex && !complex_node(cx, v);
    CXType vt = clang_getCursorType(cx->n[v].c);
    CXType cv = clang_getCanonicalType(vt), cxt = clang_getCanonicalType(clang_getCursorType(cx->n[op->x_node].c));
    if (op->v_real || complex_node(cx, v) || clang_equalTypes(clang_getUnqualifiedType(cv), clang_getUnqualifiedType(cxt)))
        return;
    char *ty = cuda_type_of(cx->u, vt);
    if (!cxx_castable(ty)) ty = cuda_type_of(cx->u, cv);
    if (cxx_castable(ty)) op->v_cast = ty;
}

static void op_val(Ctx *cx, AtomicOp *op, int v)
{
    op->val_start = cx->n[v].start, op->val_end = cx->n[v].end;
}

/* fmax(x, v), x > v ? x : v and the like, and x && v, x || v: x = rhs as
 * a maximum, minimum or logical update of x (reductions on elements). */
static DevOp other_update(Ctx *cx, int x, int r, int *val)
{
    r = fe_unwrap(cx, r);
    CNode *c = &cx->n[r];
    if (c->kind == CXCursor_CallExpr) {
        const char *f = cx_str(cx->u->arena, clang_getCursorSpelling(c->c));
        bool mx = !strcmp(f, "fmax") || !strcmp(f, "fmaxf") || !strcmp(f, "fmaxl") || !strcmp(f, "max");
        bool mn = !strcmp(f, "fmin") || !strcmp(f, "fminf") || !strcmp(f, "fminl") || !strcmp(f, "min");
        int a0 = c->first >= 0 ? cx->n[c->first].next : -1, a1 = a0 >= 0 ? cx->n[a0].next : -1;
        if ((!mx && !mn) || a1 < 0 || cx->n[a1].next >= 0) return OP_NONE;
        if (!same_expr(cx, a0, x) && !same_expr(cx, a1, x)) return OP_NONE;
        *val = same_expr(cx, a0, x) ? a1 : a0;
        return mx ? OP_MAX : OP_MIN;
    }
    if (c->kind == CXCursor_ConditionalOperator) {      /* L > R ? A : B */
        int cond = fe_unwrap(cx, c->first), A = cond >= 0 ? cx->n[c->first].next : -1, B = A >= 0 ? cx->n[A].next : -1;
        if (B < 0 || cx->n[cond].kind != CXCursor_BinaryOperator) return OP_NONE;
        enum CXBinaryOperatorKind k = clang_getCursorBinaryOperatorKind(cx->n[cond].c);
        bool gt = k == CXBinaryOperator_GT || k == CXBinaryOperator_GE;
        if (!gt && k != CXBinaryOperator_LT && k != CXBinaryOperator_LE) return OP_NONE;
        int L = cx->n[cond].first, R = L >= 0 ? cx->n[L].next : -1;
        bool straight = same_expr(cx, A, L) && same_expr(cx, B, R);
        if (!straight && !(same_expr(cx, A, R) && same_expr(cx, B, L))) return OP_NONE;
        if (!same_expr(cx, L, x) && !same_expr(cx, R, x)) return OP_NONE;
        *val = same_expr(cx, L, x) ? R : L;
        return gt == straight ? OP_MAX : OP_MIN;
    }
    if (c->kind == CXCursor_BinaryOperator) {           /* x && v, v || x */
        enum CXBinaryOperatorKind k = clang_getCursorBinaryOperatorKind(c->c);
        int a = c->first, b = a >= 0 ? cx->n[a].next : -1;
        if ((k != CXBinaryOperator_LAnd && k != CXBinaryOperator_LOr) || b < 0) return OP_NONE;
        if (!same_expr(cx, a, x) && !same_expr(cx, b, x)) return OP_NONE;
        *val = same_expr(cx, a, x) ? b : a;
        return k == CXBinaryOperator_LAnd ? OP_LAND : OP_LOR;
    }
    return OP_NONE;
}

/* Expression e as an update of some x: x++, ++x, x--, --x, x op= v,
 * x = x op v, x = v op x; with others, the maximum, minimum and logical
 * forms too.  false: not one. */
bool fe_update_of(Ctx *cx, int e, bool others, AtomicOp *op)
{
    e = fe_unwrap(cx, e);
    if (e < 0) return false;
    CNode *c = &cx->n[e];
    int x = c->first, y = x >= 0 ? cx->n[x].next : -1;
    if (c->kind == CXCursor_UnaryOperator && x >= 0) {
        enum CXUnaryOperatorKind k = clang_getCursorUnaryOperatorKind(c->c);
        bool inc = k == CXUnaryOperator_PostInc || k == CXUnaryOperator_PreInc;
        if (!inc && k != CXUnaryOperator_PostDec && k != CXUnaryOperator_PreDec) return false;
        op_x(cx, op, x);
        op->op = inc ? OP_ADD : OP_SUB;
        op->val_start = op->val_end = 0;
        op->fetch_new = k == CXUnaryOperator_PreInc || k == CXUnaryOperator_PreDec;
        return true;
    }
    if (y < 0) return false;
    enum CXBinaryOperatorKind k = clang_getCursorBinaryOperatorKind(c->c);
    op->fetch_new = true;
    if (c->kind == CXCursor_CompoundAssignOperator && binary_dev_op(k) != OP_NONE) {
        op_x(cx, op, x), op_val(cx, op, y);
        op->op = binary_dev_op(k);
        return true;
    }
    if (c->kind != CXCursor_BinaryOperator || k != CXBinaryOperator_Assign) return false;
    int r = fe_unwrap(cx, y), val;
    if (others && (op->op = other_update(cx, x, r, &val)) != OP_NONE) {
        op_x(cx, op, x), op_val(cx, op, val);
        return true;
    }
    if (cx->n[r].kind != CXCursor_BinaryOperator) return false;
    DevOp o = binary_dev_op(clang_getCursorBinaryOperatorKind(cx->n[r].c));
    int a = cx->n[r].first, b = a >= 0 ? cx->n[a].next : -1;
    if (o == OP_NONE || b < 0) return false;
    if (same_expr(cx, a, x)) op->op = o, op_val(cx, op, b);
    else if (same_expr(cx, b, x)) op->op = reversed(o), op_val(cx, op, a);
    else return false;
    op_x(cx, op, x);
    return true;
}

/* v = x: sets the captured variable when the right side is x itself. */
static bool captures(Ctx *cx, int e, AtomicOp *op)
{
    e = fe_unwrap(cx, e);
    CNode *c = &cx->n[e];
    if (c->kind != CXCursor_BinaryOperator || clang_getCursorBinaryOperatorKind(c->c) != CXBinaryOperator_Assign)
        return false;
    int v = fe_unwrap(cx, c->first), r = cx->n[c->first].next;
    if (r < 0) return false;
    if (strcmp(plain_text(cx, r), fe_squeezed(cx->u, op->x_start, op->x_end))) return false;
    op_v(cx, op, v);
    return true;
}

/* Is node i (past parentheses and implicit conversions) an lvalue expression
 * an atomic read or write can name as x or v: a variable, a member, an
 * element or a dereference; not x++, a call or a cast. */
static bool lvalue_expr(Ctx *cx, int i)
{
    i = fe_unwrap(cx, i);
    if (i < 0) return false;
    switch (cx->n[i].kind) {
    case CXCursor_DeclRefExpr: case CXCursor_MemberRefExpr: case CXCursor_ArraySubscriptExpr:
        return true;
    case CXCursor_UnaryOperator:
        return clang_getCursorUnaryOperatorKind(cx->n[i].c) == CXUnaryOperator_Deref;
    default:
        return false;
    }
}

/* The operation of the atomic construct's statement s (kind: read, write,
 * update or capture); ok false when it has none of the construct's forms. */
static AtomicOp atomic_op_of(Ctx *cx, int s, AtomicKind kind)
{
    AtomicOp op = {0};
    op.op = OP_NONE;
    CNode *c = &cx->n[s];
    if (kind == ATOMIC_READ || kind == ATOMIC_WRITE) {
        int e = fe_unwrap(cx, s);
        op.plain = op.ok = c->kind != CXCursor_CompoundStmt && cx->n[e].kind == CXCursor_BinaryOperator
                           && clang_getCursorBinaryOperatorKind(cx->n[e].c) == CXBinaryOperator_Assign
                           && cx->n[e].first >= 0 && cx->n[cx->n[e].first].next >= 0;
        if (!op.ok) return op;
        int l = cx->n[e].first, r = cx->n[l].next;     /* read: v = x; write: x = e */
        op.plain = op.ok = lvalue_expr(cx, l) && (kind == ATOMIC_WRITE || lvalue_expr(cx, r));
        if (!op.ok) return op;
        op_x(cx, &op, kind == ATOMIC_READ ? r : l);
        if (kind == ATOMIC_READ) {
            op_v(cx, &op, fe_unwrap(cx, l));
        } else {
            op_val(cx, &op, r);
        }
        return op;
    }
    if (c->kind != CXCursor_CompoundStmt) {
        if (kind == ATOMIC_UPDATE) {
            op.ok = fe_update_of(cx, s, false, &op);
            return op;
        }
        /* capture: v = update */
        int e = fe_unwrap(cx, s);
        CNode *a = &cx->n[e];
        if (a->kind != CXCursor_BinaryOperator || clang_getCursorBinaryOperatorKind(a->c) != CXBinaryOperator_Assign
            || a->first < 0 || cx->n[a->first].next < 0)
            return op;
        int v = fe_unwrap(cx, a->first);
        op.ok = fe_update_of(cx, cx->n[a->first].next, false, &op);
        op_v(cx, &op, v);
        return op;
    }
    /* capture blocks: { v = x; update; }, { update; v = x; }, { v = x; x = e; } */
    int s1 = c->first, s2 = s1 >= 0 ? cx->n[s1].next : -1;
    if (kind != ATOMIC_CAPTURE || s2 < 0 || cx->n[s2].next >= 0) return op;
    if (fe_update_of(cx, s2, false, &op) && captures(cx, s1, &op)) {
        op.fetch_new = false;
        op.ok = true;
    } else if (fe_update_of(cx, s1, false, &op) && captures(cx, s2, &op)) {
        op.fetch_new = true;
        op.ok = true;
    } else {
        int e = fe_unwrap(cx, s2);
        CNode *w = &cx->n[e];
        if (w->kind == CXCursor_BinaryOperator && clang_getCursorBinaryOperatorKind(w->c) == CXBinaryOperator_Assign
            && w->first >= 0 && cx->n[w->first].next >= 0) {
            op_x(cx, &op, w->first), op_val(cx, &op, cx->n[w->first].next);
            op.op = OP_ASSIGN;
            op.ok = captures(cx, s1, &op);
            op.fetch_new = false;
        }
    }
    return op;
}

static const char *atomic_kind_name(AtomicKind k)
{
    return k == ATOMIC_READ ? "read" : k == ATOMIC_WRITE ? "write" : k == ATOMIC_CAPTURE ? "capture" : "update";
}

/* The node of the atomic statement s's x, or -1. */
static int atomic_x(Ctx *cx, const AtomicOp *op, int s)
{
    FeSpan sp = fe_span(cx, cx->n[s].start, cx->n[s].end + 1);
    for (int i = sp.from; i < sp.to; i++)
        if (cx->n[i].start == op->x_start && cx->n[i].end == op->x_end && clang_isExpression(cx->n[i].kind))
            return i;
    return -1;
}

/* The device's atomics take the target's address and work on 1 to 8 bytes
 * (16-byte reads and writes, and long double updates, by a lock): an
 * update of a bit-field, or an update or capture of an __int128, in device
 * code has none.  The host build (-acc=host) takes them. */
static bool atomic_target_ok(Ctx *cx, AtomicKind k, const AtomicOp *op, int s)
{
    if (!op->ok || op->plain || cx->u->opt->host_only) return true;
    int x = atomic_x(cx, op, s);
    if (x < 0) return true;
    CXCursor ref = clang_getCursorReferenced(cx->n[cx_unwrap(cx, true, x)].c);
    CXType t = clang_getCanonicalType(clang_getCursorType(cx->n[x].c));
    const char *what = fe_squeezed(cx->u, op->x_start, op->x_end);
    if (clang_getCursorKind(ref) == CXCursor_FieldDecl && clang_Cursor_isBitField(ref))
        error_at(unit_loc(cx->u, op->x_start), "'%s' is a bit-field: the device's atomic operations need its "
                 "address; use an int member", what);
    else if ((t.kind == CXType_Int128 || t.kind == CXType_UInt128) && clang_Type_getSizeOf(t) > 8
             && k != ATOMIC_READ && k != ATOMIC_WRITE)
        error_at(unit_loc(cx->u, op->x_start), "an atomic update of '%s', of type '%s', is not supported on the "
                 "device (at most 8 bytes); use a lock or a reduction", what,
                 cx_str(cx->u->arena, clang_getTypeSpelling(t)));
    else
        return true;
    return false;
}

/* x's type (OpenACC 3.3 section 2.12: x and v are scalars of intrinsic
 * type): a struct, union, array or vector is an error in every mode, as
 * gcc gives.  A complex one: a float _Complex's read and write become one
 * 64-bit load or exchange on the device (updates and captures are
 * compare-and-swap loops already); a wider one is an error in every mode,
 * as no device build could make it atomic.  A 16-byte real or integer x
 * (long double, __int128): its read and write take the lock its updates
 * take (gangway_dev.h, gw_atomic_read), not two 8-byte copies. */
static void scalar_target(Ctx *cx, AtomicKind k, AtomicOp *op, int s)
{
    int x = atomic_x(cx, op, s);
    if (x < 0) return;
    CXType t = clang_getCanonicalType(clang_getCursorType(cx->n[x].c));
    const char *what = fe_squeezed(cx->u, op->x_start, op->x_end);
    const char *type = cx_str(cx->u->arena, clang_getTypeSpelling(t));
    switch (t.kind) {
    case CXType_Record: case CXType_ConstantArray: case CXType_IncompleteArray: case CXType_VariableArray:
    case CXType_DependentSizedArray: case CXType_Vector: case CXType_ExtVector:
        error_at(unit_loc(cx->u, op->x_start), "an atomic %s of '%s', of type '%s', is not allowed: what an "
                 "atomic construct reads or writes must be a scalar of arithmetic or pointer type",
                 atomic_kind_name(k), what, type);
        op->ok = false;
        return;
    case CXType_Complex:
        if (clang_Type_getSizeOf(t) > 8) {
            error_at(unit_loc(cx->u, op->x_start), "an atomic %s of '%s', of type '%s', is not supported "
                     "(the device's atomic operations take at most 8 bytes); keep its real and imaginary "
                     "parts in two variables, or use a reduction", atomic_kind_name(k), what, type);
            op->ok = false;
            return;
        }
        break;
    case CXType_LongDouble: case CXType_Int128: case CXType_UInt128:
        if (clang_Type_getSizeOf(t) > 8) break;
        return;
    default:
        return;
    }
    if (op->plain) {
        op->plain = false;
        op->op = k == ATOMIC_READ ? OP_NONE : OP_ASSIGN;
    }
}

AtomicOp fe_checked_atomic_op(Ctx *cx, Directive *dir, int s)
{
    AtomicOp op = atomic_op_of(cx, s, dir->atomic);
    size_t start = cx->n[s].start;
    bool told = check_atomic_forms(cx, dir, start, fe_stmt_end(cx->u, &cx->n[s]));
    AtomicKind k = dir->atomic;
    if (!op.ok && !told)
        error_at(unit_loc(cx->u, start), "this statement is not of a form the 'atomic %s' construct allows",
                 atomic_kind_name(k));
    if (op.ok) scalar_target(cx, k, &op, s);
    return op;
}

void fe_note_atomic(Ctx *cx, Node *nd, RawDir *r)
{
    int s = fe_stmt_after(cx, r->end);
    if (s < 0 || !fe_follows_directly(cx->u, r->end, cx->n[s].start)) {
        error_at(r->dir->loc, "'atomic' must be followed by a statement");
        return;
    }
    Atomic *a = arena_alloc(cx->u->arena, sizeof *a);
    *a = (Atomic){r->dir, cx->n[s].start, fe_stmt_end(cx->u, &cx->n[s]), cx->n[s].kind == CXCursor_CompoundStmt,
                  nd->atomics, false, fe_checked_atomic_op(cx, r->dir, s)};
    if (!atomic_target_ok(cx, r->dir->atomic, &a->op, s)) a->op.ok = false;
    a->bad = !a->op.ok;
    nd->atomics = a;
}

/* The atomics outside compute constructs in functions compiled for the
 * device (a routine, or a function a kernel calls: Decl.used, settled by
 * fe_routine_defs and the compute constructs' calls): the device's limits
 * (atomic_target_ok), as inside compute constructs. */
void fe_device_atomics(Ctx *cx)
{
    Decl *d = cx->u->decls;
    for (Node *nd = cx->u->nodes; nd; nd = nd->next) {
        if (nd->dir->kind != DIR_ATOMIC || !nd->atomic_op.ok || nd->atomic_op.plain) continue;
        while (d && d->end <= nd->pragma_start) d = d->next;
        Decl *in = d;
        while (in && in->start <= nd->pragma_start && !(in->is_function && in->end > nd->pragma_start))
            in = in->next;
        if (!in || in->start > nd->pragma_start || !in->used || in->proto) continue;
        int s = fe_stmt_after(cx, nd->pragma_end);
        if (s >= 0 && !atomic_target_ok(cx, nd->dir->atomic, &nd->atomic_op, s)) nd->atomic_op.ok = false;
    }
}
