/* cxx.c: the front end's second half: what C allows and C++ (the CUDA text's
 * language) rejects, found in libclang's AST and lowered for the CUDA text
 * only: implicit conversions made explicit, _Generic resolved, designated
 * initialisers put in declaration order (cxx_desig.c), variably modified
 * types flattened (cxx_vla.c), complex types, long double and tags
 * respelled, and the C++/CUDA names a C program may declare renamed.  The
 * host C keeps the user's text. */
#include "gangway.h"
#include "frontend.h"

#include <ctype.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* Names a C program may declare that mean something else in CUDA C++: the
 * C++ keywords (the alternative tokens and/or/not... are identifiers there
 * too: nvcc runs with --no_alternative_tokens), and what CUDA's headers
 * declare in the global namespace that C's do not.  Sorted, for bsearch. */
static const char *const cxx_names[] = {
    "alignas", "alignof", "bool", "catch", "char16_t", "char32_t", "char4", "char8_t", "class",
    "co_await", "co_return", "co_yield", "concept", "const_cast", "consteval", "constexpr",
    "constinit", "cospi", "decltype", "delete", "dim3", "double2", "double3", "double4",
    "dynamic_cast", "erfcinv", "erfcx", "erfinv", "explicit", "export", "false", "float2",
    "float3", "float4", "friend", "half", "half2", "int2", "int3", "int4", "llmax", "llmin", "long2", "long3",
    "long4", "max", "min", "mutable", "namespace", "new", "noexcept", "norm", "norm3d", "norm4d",
    "normcdf", "normcdfinv", "nullptr", "operator", "private", "protected", "public", "rcbrt",
    "register", "reinterpret_cast", "requires", "rhypot", "rnorm", "rnorm3d", "rnorm4d", "rsqrt",
    "saturate", "short2", "short3", "short4", "sincospi", "sinpi", "static_assert", "static_cast",
    "template", "this", "thread_local", "throw", "true", "try", "typeid", "typename", "uchar2",
    "uchar3", "uchar4", "uint2", "uint3", "uint4", "ullmax", "ullmin", "umax", "umin", "using",
    "virtual", "wchar_t",
};

static int name_cmp(const void *k, const void *e)
{
    return strcmp(k, *(const char *const *)e);
}

static bool is_cxx_name(const char *s)
{
    /* 'register' is a C storage class, not a name: it is in the table only
       so that C++17's removal of it never matters (see gangway_dev.h) */
    if (!strcmp(s, "register")) return false;
    return bsearch(s, cxx_names, sizeof cxx_names / sizeof *cxx_names, sizeof *cxx_names, name_cmp);
}

static bool declares_name(enum CXCursorKind k)
{
    switch (k) {
    case CXCursor_VarDecl: case CXCursor_ParmDecl: case CXCursor_FieldDecl:
    case CXCursor_FunctionDecl: case CXCursor_TypedefDecl: case CXCursor_EnumConstantDecl:
    case CXCursor_StructDecl: case CXCursor_UnionDecl: case CXCursor_EnumDecl:
    case CXCursor_LabelStmt:
        return true;
    default:
        return false;
    }
}

/* The name the CUDA file gives name, a name the unit declares: gw_c_NAME
 * for a C++ or CUDA keyword or name (Unit.renames), else name itself. */
const char *cuda_spelling(Unit *u, const char *name)
{
    for (int i = 0; i < u->nrenames; i++)
        if (!strcmp(u->renames[i], name)) return arena_printf(u->arena, "gw_c_%s", name);
    return name;
}

static void note_rename(Unit *u, const char *name)
{
    if (cuda_spelling(u, name) != name) return;
    if (!(u->nrenames & (u->nrenames - 1))) {     /* 0, 1, 2, 4, ...: grow */
        const char **v = arena_alloc(u->arena, sizeof *v * (u->nrenames ? u->nrenames * 2 : 4));
        if (u->nrenames) memcpy(v, u->renames, sizeof *v * u->nrenames);
        u->renames = v;
    }
    u->renames[u->nrenames++] = arena_strdup(u->arena, name);
}

/* ---- implicit conversions C makes and C++ does not ---- */

static bool is_integer(CXType t)
{
    return (t.kind >= CXType_Bool && t.kind <= CXType_Int128) || t.kind == CXType_Enum;
}

static bool is_pointer(CXType t)
{
    return t.kind == CXType_Pointer;
}

/* Where the cursor c's name is in the preprocessed text. */
size_t cxx_name_offset(CXCursor c)
{
    unsigned off;
    clang_getFileLocation(clang_getCursorLocation(c), NULL, NULL, NULL, &off);
    return off;
}

/* A type C++ can spell in a cast: named, no variable extents. */
bool cxx_castable(const char *spelling)
{
    return !strstr(spelling, "(unnamed") && !strstr(spelling, "(anonymous") && !strstr(spelling, "typeof");
}

/* Does converting from to `to` need a cast in C++?  int or double to enum,
 * complex to real, one
 * pointer type to another (void * to T * most often), integer to pointer
 * and back. */
/* Has the (canonical) type t a variable extent at one of its array levels?
 * A pointer to it is then a flat pointer to the elements (cxx_vla.c). */
static bool variable_levels(CXType t)
{
    for (; cxx_array_kind(t.kind); t = clang_getCanonicalType(clang_getArrayElementType(t)))
        if (t.kind == CXType_VariableArray) return true;
    return false;
}

static bool needs_cast(CXType to, CXType from)
{
    CXType ct = clang_getCanonicalType(to), cf = clang_getCanonicalType(from);
    if (clang_equalTypes(ct, cf)) return false;
    if (cf.kind == CXType_Complex && ct.kind != CXType_Complex)    /* gw_cplx's conversions are explicit */
        return is_integer(ct) || ct.kind == CXType_Float || ct.kind == CXType_Double
               || ct.kind == CXType_LongDouble;
    if (ct.kind == CXType_Enum)         /* from an integer, another enum or a floating value */
        return is_integer(cf) || cf.kind == CXType_Float || cf.kind == CXType_Double
               || cf.kind == CXType_LongDouble;
    if (is_pointer(ct) && is_pointer(cf)) {
        CXType pt = clang_getCanonicalType(clang_getPointeeType(ct));
        CXType pf = clang_getCanonicalType(clang_getPointeeType(cf));
        bool vt = variable_levels(pt), vf = variable_levels(pf);
        if (vt != vf) return true;      /* one a flat pointer to its elements (cxx_vla.c), one not */
        if (vt) {
            /* both flat pointers to their elements: a cast when those differ */
            while (cxx_array_kind(pt.kind)) pt = clang_getCanonicalType(clang_getArrayElementType(pt));
            while (cxx_array_kind(pf.kind)) pf = clang_getCanonicalType(clang_getArrayElementType(pf));
            return !clang_equalTypes(clang_getUnqualifiedType(pt), clang_getUnqualifiedType(pf));
        }
        return !clang_equalTypes(clang_getUnqualifiedType(pt), clang_getUnqualifiedType(pf))
               || (clang_isConstQualifiedType(pf) && !clang_isConstQualifiedType(pt))
               || (clang_isVolatileQualifiedType(pf) && !clang_isVolatileQualifiedType(pt));
    }
    if (is_pointer(ct)) return is_integer(cf);      /* a null pointer constant: see cast_edit */
    if (is_integer(ct) && ct.kind != CXType_Bool) return is_pointer(cf);
    return false;
}

/* An integer argument where a function takes a floating one (sqrt(n)):
 * C converts it; C++ picks <cmath>'s integer overload, a host function. */
static bool int_to_floating(CXType to, CXType from)
{
    CXType ct = clang_getCanonicalType(to), cf = clang_getCanonicalType(from);
    return is_integer(cf) && (ct.kind == CXType_Float || ct.kind == CXType_Double || ct.kind == CXType_LongDouble);
}

/* The type of call argument a before C converted it to the parameter's. */
static enum CXTypeKind source_kind(Ctx *cx, CNode *a)
{
    CNode *k = a->kind == CXCursor_UnexposedExpr && a->first >= 0 && cx->n[a->first].next < 0
               && cx->n[a->first].start == a->start && cx->n[a->first].end == a->end ? &cx->n[a->first] : a;
    return clang_getCanonicalType(clang_getCursorType(k->c)).kind;
}

/* Does the conversion n of a call's argument need a cast in C++: an
 * integer to a floating parameter, or a float to a double one in a call
 * that mixes float with other types (fmin(x, 1.0))?  C++ would pick an
 * overload of <cmath> that is a host function. */
static bool argument_cast(Ctx *cx, CNode *n, CXType to, CXType from)
{
    if (n->parent < 0 || cx->n[n->parent].kind != CXCursor_CallExpr) return false;
    if (int_to_floating(to, from)) return true;
    if (clang_getCanonicalType(from).kind != CXType_Float || clang_getCanonicalType(to).kind != CXType_Double)
        return false;
    CNode *call = &cx->n[n->parent];
    int c = call->first >= 0 ? cx->n[call->first].next : -1;    /* the arguments, after the callee */
    for (; c >= 0; c = cx->n[c].next)
        if (source_kind(cx, &cx->n[c]) != CXType_Float) return true;
    return false;
}

static bool is_floating(CXType t)
{
    return t.kind == CXType_Float || t.kind == CXType_Double || t.kind == CXType_LongDouble;
}

/* An enum converted on its way to a complex type, or to a real one that
 * meets a complex one (z * e, w = e, e == z: C makes it unsigned int, then
 * double, then double _Complex): gw_cplx's operators and constructors take
 * C's arithmetic types, not enums.  The type to cast it to (this step's,
 * or a complex one's element), or an invalid type. */
static CXType enum_to_complex(Ctx *cx, CNode *n, CXType to, CXType from)
{
    CXType ct = clang_getCanonicalType(to), none = {CXType_Invalid, {0, 0}};
    CNode *k = &cx->n[n->first];
    while (k->kind == CXCursor_ParenExpr && k->first >= 0) k = &cx->n[k->first];
    bool constant = k->kind == CXCursor_DeclRefExpr     /* an int in C, of its enum in C++ */
                    && clang_getCursorKind(clang_getCursorReferenced(k->c)) == CXCursor_EnumConstantDecl;
    if ((clang_getCanonicalType(from).kind != CXType_Enum && !constant) || ct.kind == CXType_Enum) return none;
    if (ct.kind == CXType_Complex) return clang_getCanonicalType(clang_getElementType(ct));
    if (!is_integer(ct) && !is_floating(ct)) return none;
    int top = (int)(n - cx->n), p = n->parent;      /* the conversions' chain, then what takes it */
    for (; p >= 0 && cx->n[p].kind == CXCursor_UnexposedExpr && cx->n[p].start == n->start && cx->n[p].end == n->end;
         p = cx->n[p].parent)
        top = p;
    if (clang_getCanonicalType(clang_getCursorType(cx->n[top].c)).kind == CXType_Complex) return ct;
    while (p >= 0 && cx->n[p].kind == CXCursor_ParenExpr) p = cx->n[p].parent;
    if (p < 0) return none;
    if (clang_getCanonicalType(clang_getCursorType(cx->n[p].c)).kind == CXType_Complex) return ct;
    if (cx->n[p].kind != CXCursor_BinaryOperator && cx->n[p].kind != CXCursor_CompoundAssignOperator) return none;
    for (int k = cx->n[p].first; k >= 0; k = cx->n[k].next)
        if (clang_getCanonicalType(clang_getCursorType(cx->n[k].c)).kind == CXType_Complex) return ct;
    return none;
}

/* A branch of c ? a : b that C converts to long double or a complex type:
 * gw_ldouble and gw_cplx convert to and from other types, so C++ finds
 * the conditional ambiguous unless both branches have that type. */
static bool branch_cast(Ctx *cx, CNode *n, CXType to, CXType from)
{
    CXType ct = clang_getCanonicalType(to);
    if (n->parent < 0 || cx->n[n->parent].kind != CXCursor_ConditionalOperator) return false;
    if (ct.kind != CXType_LongDouble && ct.kind != CXType_Complex) return false;
    return !clang_equalTypes(ct, clang_getCanonicalType(from));
}

static bool is_zero(CXCursor c)
{
    CXEvalResult r = clang_Cursor_Evaluate(c);
    if (!r) return false;
    bool z = clang_EvalResult_getKind(r) == CXEval_Int && clang_EvalResult_getAsLongLong(r) == 0;
    clang_EvalResult_dispose(r);
    return z;
}

/* An implicit cast is an UnexposedExpr with one child of its own extent
 * (outside the words that mark a GNU expression, cxx_gnu.c). */
static void cast_edit(Ctx *cx, CNode *n)
{
    if (n->first < 0 || cx->n[n->first].next >= 0) return;
    CNode *k = &cx->n[n->first];
    if (k->start != n->start || k->end != n->end || n->end <= n->start) return;
    CXType to = clang_getCursorType(n->c), from = clang_getCursorType(k->c);
    if (to.kind == CXType_Invalid || from.kind == CXType_Invalid) return;
    CXType real = enum_to_complex(cx, n, to, from);
    if (real.kind != CXType_Invalid) to = real;
    else if (!needs_cast(to, from) && !argument_cast(cx, n, to, from) && !branch_cast(cx, n, to, from)) return;
    if (is_pointer(clang_getCanonicalType(to)) && is_integer(clang_getCanonicalType(from)) && is_zero(k->c))
        return;                 /* 0 is a null pointer in C++ too */
    Unit *u = cx->u;
    char *ty = cuda_type_of(u, to);     /* an enum without a tag has one there (new_tag) */
    if (!cxx_castable(ty)) ty = cuda_type_of(u, clang_getCanonicalType(to));     /* __typeof__(1.0) *: double * */
    CXType et;
    if (clang_getCanonicalType(to).kind == CXType_Pointer && vm_flat(u->arena, to, &et, NULL))
        ty = arena_printf(u->arena, "%s *", cuda_type_of(u, et));  /* to E (*)[m]: the flat E * (cxx_vla.c) */
    if (!cxx_castable(ty)) return;
    bool around = cxx_gnu_rewritten(cx, n->first);
    int group = (int)(n - cx->n) + 1;   /* both or neither: a rewrite around may drop one (cxx_desig.c) */
    edit_add(&u->cxx, n->start, n->start, arena_printf(u->arena, "((%s)(", ty),
             around ? EDIT_OUTER_OPEN : EDIT_INNERMOST_OPEN);
    u->cxx.v[u->cxx.n - 1].group = group;
    edit_add(&u->cxx, n->end, n->end, "))", around ? EDIT_OUTER_CLOSE : EDIT_INNERMOST_CLOSE);
    u->cxx.v[u->cxx.n - 1].group = group;
}

/* x += z, -= z or *= z of a real x and a complex z: C computes in complex
 * and keeps the real part, which is x op the real part of z; gw_cplx has no
 * such operators with a real left side, so the CUDA text takes z's real
 * part (gw_real).  (x /= z needs all of z: it stays, and nvcc refuses it.) */
static void complex_assign_edit(Ctx *cx, int i)
{
    CNode *n = &cx->n[i];
    enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(n->c);
    if ((op != CXBinaryOperator_AddAssign && op != CXBinaryOperator_SubAssign && op != CXBinaryOperator_MulAssign)
        || n->last < 0 || n->first == n->last)
        return;
    CNode *rhs = &cx->n[n->last];
    if (clang_getCanonicalType(clang_getCursorType(n->c)).kind == CXType_Complex
        || clang_getCanonicalType(clang_getCursorType(rhs->c)).kind != CXType_Complex || rhs->end <= rhs->start)
        return;
    edit_add(&cx->u->cxx, rhs->start, rhs->start, "gw_real(", EDIT_OUTER_OPEN);
    cx->u->cxx.v[cx->u->cxx.n - 1].group = i + 1;
    edit_add(&cx->u->cxx, rhs->end, rhs->end, ")", EDIT_OUTER_CLOSE);
    cx->u->cxx.v[cx->u->cxx.n - 1].group = i + 1;
}

/* i += p with an integer i and a pointer p: C computes p + i and converts
 * it to i's type (with a warning: the operands break 6.5.16.2's constraint,
 * but gcc and clang take them); C++ refuses it.  The CUDA text calls
 * gangway_dev.h's gw_int_add_ptr(i, p), which does the same. */
static void int_ptr_add_edit(Ctx *cx, int i)
{
    CNode *n = &cx->n[i];
    if (clang_getCursorBinaryOperatorKind(n->c) != CXBinaryOperator_AddAssign || n->first < 0 || n->first == n->last)
        return;
    CNode *l = &cx->n[n->first], *r = &cx->n[n->last];
    CXType lt = clang_getCanonicalType(clang_getCursorType(l->c)), rt = clang_getCanonicalType(clang_getCursorType(r->c));
    if (!is_integer(lt) || !is_pointer(rt) || l->end > r->start || r->end > n->end) return;
    CXToken *tk;
    unsigned nt;
    clang_tokenize(cx->tu, clang_getCursorExtent(n->c), &tk, &nt);
    size_t op = 0, op_end = 0;
    for (unsigned k = 0; k < nt && !op_end; k++) {
        size_t at = fe_offset_of(clang_getTokenLocation(cx->tu, tk[k]));
        CXString sp = clang_getTokenSpelling(cx->tu, tk[k]);
        if (at >= l->end && at < r->start && !strcmp(clang_getCString(sp), "+="))
            op = at, op_end = fe_offset_of(clang_getRangeEnd(clang_getTokenExtent(cx->tu, tk[k])));
        clang_disposeString(sp);
    }
    clang_disposeTokens(cx->tu, tk, nt);
    if (!op_end) return;        /* from a macro: left to nvcc */
    edit_add(&cx->u->cxx, n->start, n->start, "gw_int_add_ptr(", EDIT_OUTER_OPEN);
    cx->u->cxx.v[cx->u->cxx.n - 1].group = i + 1;
    edit_add(&cx->u->cxx, op, op_end, ",", EDIT_PLAIN);
    cx->u->cxx.v[cx->u->cxx.n - 1].group = i + 1;
    edit_add(&cx->u->cxx, n->end, n->end, ")", EDIT_OUTER_CLOSE);
    cx->u->cxx.v[cx->u->cxx.n - 1].group = i + 1;
}

/* A string literal is char[N] in C and const char[N] in C++: where it
 * decays to char *, the CUDA text casts it (char *"..." is ill-formed C++,
 * and "a" : "b" in a conditional is const char *). */
static void string_edit(Ctx *cx, CNode *n)
{
    if (n->first < 0 || cx->n[n->first].next >= 0) return;
    CNode *k = &cx->n[n->first];
    if (k->kind != CXCursor_StringLiteral || k->start != n->start || k->end != n->end) return;
    CXType t = clang_getCanonicalType(clang_getCursorType(n->c));
    if (t.kind != CXType_Pointer) return;
    CXType pt = clang_getPointeeType(t);
    if (clang_isConstQualifiedType(pt)) return;
    enum CXTypeKind pk = clang_getCanonicalType(pt).kind;
    if (pk != CXType_Char_S && pk != CXType_Char_U) return;
    /* only where it becomes a char * object: initialised, assigned, passed,
       returned or chosen by ?: (not compared, indexed or added to) */
    int p = n->parent;
    while (p >= 0 && (cx->n[p].kind == CXCursor_ParenExpr || cx->n[p].kind == CXCursor_UnexposedExpr))
        p = cx->n[p].parent;
    if (p < 0) return;
    enum CXCursorKind pk2 = cx->n[p].kind;
    if (pk2 == CXCursor_BinaryOperator ? clang_getCursorBinaryOperatorKind(cx->n[p].c) != CXBinaryOperator_Assign
        : pk2 != CXCursor_VarDecl && pk2 != CXCursor_CallExpr && pk2 != CXCursor_ReturnStmt
          && pk2 != CXCursor_ConditionalOperator && pk2 != CXCursor_InitListExpr)
        return;
    edit_add(&cx->u->cxx, n->start, n->start, "(char *)", EDIT_INNERMOST_OPEN);
}

/* ---- _Generic: the association the controlling type selects ---- */

/* The spelling of a type name as written in an association, with the
 * words put in the canonical order libclang spells builtin types in. */
static const char *builtin_spelling(const char *s)
{
    static const struct { const char *as, *canon; } v[] = {
        {"unsigned", "unsigned int"}, {"signed", "int"}, {"signed int", "int"},
        {"long int", "long"}, {"signed long", "long"}, {"long signed int", "long"},
        {"unsigned long int", "unsigned long"}, {"long unsigned int", "unsigned long"},
        {"long long int", "long long"}, {"unsigned long long int", "unsigned long long"},
        {"short int", "short"}, {"signed short", "short"}, {"unsigned short int", "unsigned short"},
        {"_Bool", "_Bool"},
    };
    for (size_t i = 0; i < sizeof v / sizeof *v; i++)
        if (!strcmp(s, v[i].as)) return v[i].canon;
    return s;
}

/* s without blanks: "unsigned long *" and "unsigned long*" compare equal. */
static char *squeezed(Unit *u, const char *s)
{
    char *r = arena_strdup(u->arena, s), *w = r;
    for (const char *p = s; *p; p++)
        if (*p != ' ') *w++ = *p;
    *w = '\0';
    return r;
}

/* Tokens of [start, end) joined by single blanks. */
static char *token_text(Ctx *cx, size_t start, size_t end)
{
    Unit *u = cx->u;
    Buf b;
    buf_init(&b);
    size_t i = start;
    while (i < end) {
        while (i < end && (u->pp[i] == ' ' || u->pp[i] == '\t' || u->pp[i] == '\n')) i++;
        size_t j = i;
        while (j < end && u->pp[j] != ' ' && u->pp[j] != '\t' && u->pp[j] != '\n') j++;
        if (j > i) {
            if (b.len) buf_puts(&b, " ");
            buf_add(&b, u->pp + i, j - i);
        }
        i = j;
    }
    char *r = arena_strdup(u->arena, b.len ? buf_cstr(&b) : "");
    buf_release(&b);
    return r;
}

/* Which association expression (a child of the selection) is chosen: the
 * one whose type name, between the previous child and its ':', names the
 * controlling expression's type (after lvalue conversion), else default. */
static int generic_choice(Ctx *cx, CNode *g)
{
    Unit *u = cx->u;
    int ctl = g->first;
    if (ctl < 0) return -1;
    CXType t = clang_getCanonicalType(clang_getCursorType(cx->n[ctl].c));
    bool decays = t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray;
    if (decays) t = clang_getCanonicalType(clang_getArrayElementType(t));
    char *want = cx_str(u->arena, clang_getTypeSpelling(decays ? t : clang_getUnqualifiedType(t)));
    want = squeezed(u, decays ? arena_printf(u->arena, "%s*", want) : want);
    int chosen = -1, dflt = -1;
    size_t from = cx->n[ctl].end;
    for (int a = cx->n[ctl].next; a >= 0; a = cx->n[a].next) {
        size_t colon = cx->n[a].start;
        while (colon > from && u->pp[colon - 1] != ':') colon--;
        size_t comma = from;
        while (comma < colon && u->pp[comma] != ',') comma++;
        char *name = token_text(cx, comma + 1, colon ? colon - 1 : colon);
        if (!strcmp(name, "default")) dflt = a;
        else if (chosen < 0 && !strcmp(squeezed(u, builtin_spelling(name)), want)) chosen = a;
        from = cx->n[a].end;
    }
    if (chosen < 0) {   /* typedef names and struct types: the result's type decides when unique */
        CXType r = clang_getCanonicalType(clang_getCursorType(g->c));
        int hits = 0, hit = -1;
        for (int a = cx->n[ctl].next; a >= 0; a = cx->n[a].next)
            if (clang_equalTypes(clang_getCanonicalType(clang_getCursorType(cx->n[a].c)), r)) hits++, hit = a;
        if (hits == 1) chosen = hit;
    }
    return chosen >= 0 ? chosen : dflt;
}

static void generic_edit(Ctx *cx, CNode *g)
{
    int a = generic_choice(cx, g);
    if (a < 0) return;
    Unit *u = cx->u;
    CNode *e = &cx->n[a];
    edit_add(&u->cxx, g->start, e->start, "(", EDIT_PLAIN);
    edit_add(&u->cxx, e->end, g->end, ")", EDIT_PLAIN);
}


/* The first token of node n's text: is it word? */
static bool starts_with_token(Ctx *cx, CNode *n, const char *word)
{
    CXToken *t = clang_getToken(cx->tu, clang_getRangeStart(clang_getCursorExtent(n->c)));
    if (!t) return false;
    CXString s = clang_getTokenSpelling(cx->tu, *t);
    bool same = !strcmp(clang_getCString(s), word);
    clang_disposeString(s);
    clang_disposeTokens(cx->tu, t, 1);
    return same;
}

/* GNU's __builtin_types_compatible_p(T, U), an integer constant C++ does
 * not have: its value.  __builtin_choose_expr(c, a, b) (libclang: an
 * unexposed expression of three children): the one its constant c
 * chooses, as _Generic's association (the other is not evaluated, and
 * may not be valid C++; edit_drop_covered drops edits inside). */
static void gnu_constant_edit(Ctx *cx, CNode *n)
{
    if (n->end <= n->start) return;
    Unit *u = cx->u;
    if (starts_with_token(cx, n, "__builtin_types_compatible_p")) {
        CXEvalResult r = clang_Cursor_Evaluate(n->c);
        if (!r) return;
        if (clang_EvalResult_getKind(r) == CXEval_Int)
            edit_add(&u->cxx, n->start, n->end, clang_EvalResult_getAsLongLong(r) ? "1" : "0", EDIT_PLAIN);
        clang_EvalResult_dispose(r);
        return;
    }
    int c = n->first, a = c >= 0 ? cx->n[c].next : -1, b = a >= 0 ? cx->n[a].next : -1;
    if (b < 0 || cx->n[b].next >= 0 || !starts_with_token(cx, n, "__builtin_choose_expr")) return;
    CXEvalResult r = clang_Cursor_Evaluate(cx->n[c].c);
    if (!r) return;
    if (clang_EvalResult_getKind(r) == CXEval_Int) {
        CNode *e = &cx->n[clang_EvalResult_getAsLongLong(r) ? a : b];
        edit_add(&u->cxx, n->start, e->start, "(", EDIT_PLAIN);
        edit_add(&u->cxx, e->end, n->end, ")", EDIT_PLAIN);
    }
    clang_EvalResult_dispose(r);
}


static const char *cplx_elem(CXType t);

/* GNU's __builtin_complex(re, im), what C11's CMPLX(x, y) expands to:
 * gangway_dev.h's gw_cplx<T>(re, im), T the real type of the call's
 * complex type (gcc requires both arguments of that type). */
static void builtin_complex_edit(Ctx *cx, CNode *n)
{
    static const char name[] = "__builtin_complex";
    if (!starts_with_token(cx, n, name)) return;
    const char *t = cplx_elem(clang_getCanonicalType(clang_getCursorType(n->c)));
    if (!t) return;
    edit_add(&cx->u->cxx, n->start, n->start + strlen(name), arena_printf(cx->u->arena, "gw_cplx<%s>", t),
             EDIT_PLAIN);
}

/* <tgmath.h>'s __builtin_tgmath(f, g, ..., x): the function it chooses
 * (fe_vars.c, fe_tgmath_choice), called with the values converted to its
 * parameters' types, as C converts them (C++ would pick one of <cmath>'s
 * overloads: fmax(float, int) is a host template); the function list
 * goes. */
static void tgmath_edit(Ctx *cx, int i)
{
    int first;
    CXCursor fn;
    const char *f = fe_tgmath_choice(cx, i, &first, &fn);
    if (!f) return;
    Unit *u = cx->u;
    CNode *n = &cx->n[i];
    edit_add(&u->cxx, n->start, n->start + strlen("__builtin_tgmath"), arena_strdup(u->arena, f), EDIT_PLAIN);
    int callee = n->first, a = callee >= 0 ? cx->n[callee].next : -1;
    if (a >= 0 && a != first) edit_add(&u->cxx, cx->n[a].start, cx->n[first].start, "", EDIT_PLAIN);
    CXType ft = clang_getCursorType(fn);
    unsigned j = 0;
    for (int v = first; v >= 0; v = cx->n[v].next, j++) {
        edit_add(&u->cxx, cx->n[v].start, cx->n[v].start,
                 arena_printf(u->arena, "(%s)(", cuda_type_of(u, clang_getArgType(ft, j))), EDIT_PLAIN);
        edit_add(&u->cxx, cx->n[v].end, cx->n[v].end, ")", EDIT_PLAIN);
    }
}

/* ---- struct, union and enum tags C++ sees in another scope ---- */

static bool is_tag(enum CXCursorKind k)
{
    return k == CXCursor_StructDecl || k == CXCursor_UnionDecl || k == CXCursor_EnumDecl;
}

/* Is there a typedef named like the tag t, of another type?  C keeps tags
 * and typedef names apart; in C++ the typedef would redeclare it. */
static bool typedef_clash(Ctx *cx, CXCursor t, const char *name)
{
    CXType tag = clang_getCanonicalType(clang_getCursorType(t));
    for (int i = 0; i < cx->nn; i++) {
        if (cx->n[i].kind != CXCursor_TypedefDecl) continue;
        CXString s = clang_getCursorSpelling(cx->n[i].c);
        bool same = !strcmp(clang_getCString(s), name);
        clang_disposeString(s);
        if (same && !clang_equalTypes(clang_getCanonicalType(clang_getTypedefDeclUnderlyingType(cx->n[i].c)), tag))
            return true;
    }
    return false;
}

static const struct TagRename *tag_rename(Unit *u, CXCursor decl);

/* The C++ name of tag n declared inside the tags around it (C's scope for
 * it is theirs): "outer::inner"; NULL when one of them has no name. */
static const char *nested_name(Ctx *cx, CXCursor p, const char *name)
{
    Unit *u = cx->u;
    const char *to = name;
    for (; is_tag(clang_getCursorKind(p)); p = clang_getCursorLexicalParent(p)) {
        const struct TagRename *r = tag_rename(u, p);     /* its C++ name, whole */
        if (r) return arena_printf(u->arena, "%s::%s", r->to, to);
        char *outer = cx_str(u->arena, clang_getCursorSpelling(p));
        if (!*outer || strchr(outer, ' ') || typedef_clash(cx, p, outer)) return NULL;
        to = arena_printf(u->arena, "%s::%s", outer, to);
    }
    return to;
}

/* A struct, union or enumeration without a tag (not an anonymous member)
 * gets one in the CUDA text, so that C++ can name its type: in a kernel's
 * parameters, and in the cast int needs to become an enum there:
 * gw_enum<k>_L<line>. */
static bool untagged(CNode *n)
{
    if (!clang_Cursor_isAnonymous(n->c)) return false;
    return n->kind == CXCursor_EnumDecl || !clang_Cursor_isAnonymousRecordDecl(n->c);
}

static const char *new_tag(Ctx *cx, CNode *n, const char *kw)
{
    int k = 0;
    for (int i = 0; i < cx->u->ntags; i++) k += strchr(cx->u->tags[i].name, ' ') != NULL;
    return arena_printf(cx->u->arena, "gw_%s%d_L%d", kw, k, unit_pos(cx->u, n->start).line);
}

static void note_tag(Ctx *cx, CNode *n)
{
    Unit *u = cx->u;
    char *name = cx_str(u->arena, clang_getCursorSpelling(n->c));
    bool no_tag = untagged(n);
    if (!*name || (strchr(name, ' ') && !no_tag)) return;
    const char *kw = n->kind == CXCursor_StructDecl ? "struct" : n->kind == CXCursor_UnionDecl ? "union" : "enum";
    CXCursor p = clang_getCursorLexicalParent(n->c);       /* C's scope is the file's */
    const char *to = NULL;
    bool nested = false;
    if (typedef_clash(cx, n->c, name)) to = arena_printf(u->arena, "gw_tag_%s", name);
    else if (no_tag) to = new_tag(cx, n, kw);
    else if (is_tag(clang_getCursorKind(p))) to = name;
    if (to && is_tag(clang_getCursorKind(p))) {
        to = nested_name(cx, p, to);
        nested = true;
    }
    if (!to) return;
    for (int i = 0; i < u->ntags; i++)
        if (!strcmp(u->tags[i].kw, kw) && !strcmp(u->tags[i].name, name)) return;
    if (!(u->ntags & (u->ntags - 1))) {
        struct TagRename *v = arena_alloc(u->arena, sizeof *v * (u->ntags ? u->ntags * 2 : 4));
        if (u->ntags) memcpy(v, u->tags, sizeof *v * u->ntags);
        u->tags = v;
    }
    u->tags[u->ntags++] = (struct TagRename){kw, name, to, nested};
}

void cxx_tags(Ctx *cx)
{
    for (int i = 0; i < cx->nn; i++)
        if (is_tag(cx->n[i].kind) && clang_isCursorDefinition(cx->n[i].c)) note_tag(cx, &cx->n[i]);
}

/* ---- spellings C++ lacks: complex types, long double, tags ----
 * nvcc compiles C++, where _Complex is a GNU extension it gets wrong in
 * device code (an H100 computed zeros), so the CUDA text spells complex
 * types as gangway_dev.h's gw_cplx<float>, gw_cplx<double> and
 * gw_cplx<gw_ldouble>, imaginary constants (what <complex.h>'s I expands
 * to) as gw_cplx values and GNU __real__ x / __imag__ x as calls; long
 * double as gw_ldouble (the host's layout, computed in double) and its
 * constants as double ones; and struct, union and enum tags C++ would see
 * in another scope (Unit.tags) renamed or qualified.  The host keeps C's
 * spellings; the layouts are the same (real part, then imaginary part).
 * Types gwcc spells itself get cuda_type_of; the user's text gets edits
 * (spell_edits), made from the AST and libclang's tokens. */

static const struct TagRename *tag_rename(Unit *u, CXCursor decl)
{
    enum CXCursorKind k = clang_getCursorKind(decl);
    if (!is_tag(k)) return NULL;
    const char *kw = k == CXCursor_StructDecl ? "struct" : k == CXCursor_UnionDecl ? "union" : "enum";
    CXString s = clang_getCursorSpelling(decl);
    const struct TagRename *r = NULL;
    for (int i = 0; i < u->ntags && !r; i++)
        if (!strcmp(u->tags[i].kw, kw) && !strcmp(u->tags[i].name, clang_getCString(s))) r = &u->tags[i];
    clang_disposeString(s);
    return r;
}

/* gw_cplx's argument for the complex type t; NULL for an integer complex
 * type, which has no device version (analyze.c refuses it). */
static const char *cplx_elem(CXType t)
{
    switch (clang_getCanonicalType(clang_getElementType(t)).kind) {
    case CXType_Float: return "float";
    case CXType_Double: return "double";
    case CXType_LongDouble: return "gw_ldouble";
    default: return NULL;
    }
}

static bool is_function_kind(enum CXTypeKind k)
{
    return k == CXType_FunctionProto || k == CXType_FunctionNoProto;
}

/* Does the CUDA text spell t otherwise than C does?  A typedef name stays:
 * its definition is respelled. */
static bool respelled(Unit *u, CXType t, int depth)
{
    if (depth > 64) return false;
    switch (t.kind) {
    case CXType_Complex: return cplx_elem(t) != NULL;
    case CXType_LongDouble: return true;
    case CXType_Pointer: return respelled(u, clang_getPointeeType(t), depth + 1);
    case CXType_ConstantArray: case CXType_IncompleteArray: case CXType_VariableArray:
        return respelled(u, clang_getArrayElementType(t), depth + 1);
    case CXType_Elaborated: return respelled(u, clang_Type_getNamedType(t), depth + 1);
    case CXType_Record: case CXType_Enum: return tag_rename(u, clang_getTypeDeclaration(t)) != NULL;
    case CXType_FunctionProto: case CXType_FunctionNoProto:
        for (int i = 0; i < clang_getNumArgTypes(t); i++)
            if (respelled(u, clang_getArgType(t, (unsigned)i), depth + 1)) return true;
        return respelled(u, clang_getResultType(t), depth + 1);
    default: return false;
    }
}

/* t's qualifiers, each followed by a blank: "const volatile ". */
static char *quals(Arena *a, CXType t)
{
    return arena_printf(a, "%s%s%s", clang_isConstQualifiedType(t) ? "const " : "",
                        clang_isVolatileQualifiedType(t) ? "volatile " : "",
                        clang_isRestrictQualifiedType(t) ? "restrict " : "");
}

/* The name a type without declarator parts has in the CUDA text. */
static char *leaf_spelling(Unit *u, CXType t)
{
    Arena *a = u->arena;
    const char *q = quals(a, t);
    CXType named = t.kind == CXType_Elaborated ? clang_Type_getNamedType(t) : t;
    const struct TagRename *r = named.kind == CXType_Record || named.kind == CXType_Enum
                                ? tag_rename(u, clang_getTypeDeclaration(named)) : NULL;
    if (t.kind == CXType_Complex && cplx_elem(t)) return arena_printf(a, "%sgw_cplx<%s>", q, cplx_elem(t));
    if (t.kind == CXType_LongDouble) return arena_printf(a, "%sgw_ldouble", q);
    if (r) return arena_printf(a, "%s%s %s", q, r->kw, r->to);
    return cx_str(a, clang_getTypeSpelling(t));
}

/* t around the declarator text inner, laid out as clang spells types
 * ("double *const", "double[8]", "double (*)[4]", "int (*)(int, ...)"). */
static char *cuda_spell(Unit *u, CXType t, const char *inner, int depth)
{
    Arena *a = u->arena;
    if (depth > 64) return cx_str(a, clang_getTypeSpelling(t));
    switch (t.kind) {
    case CXType_Pointer: {
        CXType p = clang_getPointeeType(t);
        char *q = quals(a, t);          /* after the '*': "*const", "*const *" */
        size_t nq = strlen(q);
        char *d = arena_printf(a, "*%.*s%s", (int)(*inner ? nq : nq ? nq - 1 : 0), q, inner);
        if (cxx_array_kind(p.kind) || is_function_kind(p.kind)) d = arena_printf(a, "(%s)", d);
        return cuda_spell(u, p, d, depth + 1);
    }
    case CXType_ConstantArray:
        return cuda_spell(u, clang_getArrayElementType(t),
                          arena_printf(a, "%s[%lld]", inner, clang_getArraySize(t)), depth + 1);
    case CXType_IncompleteArray: case CXType_VariableArray: {
        char *n = t.kind == CXType_VariableArray ? array_extent(a, t) : NULL;
        char *d = arena_printf(a, "%s[%s]", inner, n ? n : "");
        return cuda_spell(u, clang_getArrayElementType(t), d, depth + 1);
    }
    case CXType_FunctionProto: case CXType_FunctionNoProto: {
        Buf b;
        buf_init(&b);
        int n = clang_getNumArgTypes(t);
        bool proto = t.kind == CXType_FunctionProto;
        for (int i = 0; i < n; i++)
            buf_printf(&b, "%s%s", i ? ", " : "", cuda_type_of(u, clang_getArgType(t, (unsigned)i)));
        if (proto && clang_isFunctionTypeVariadic(t)) buf_puts(&b, n ? ", ..." : "...");
        else if (proto && !n) buf_puts(&b, "void");
        char *d = arena_printf(a, "%s(%s)", inner, b.len ? buf_cstr(&b) : "");
        buf_release(&b);
        return cuda_spell(u, clang_getResultType(t), d, depth + 1);
    }
    default: {
        char *leaf = leaf_spelling(u, t);
        return *inner ? arena_printf(a, "%s%s%s", leaf, *inner == '[' ? "" : " ", inner) : leaf;
    }
    }
}

bool int_complex_type(CXType t)
{
    t = clang_getCanonicalType(t);
    for (int d = 0; d < 64; d++) {
        if (t.kind == CXType_Complex) return !cplx_elem(t);
        if (t.kind == CXType_Pointer) t = clang_getCanonicalType(clang_getPointeeType(t));
        else if (cxx_array_kind(t.kind)) t = clang_getCanonicalType(clang_getArrayElementType(t));
        else if (is_function_kind(t.kind)) {
            for (int i = 0; i < clang_getNumArgTypes(t); i++)
                if (int_complex_type(clang_getArgType(t, (unsigned)i))) return true;
            t = clang_getCanonicalType(clang_getResultType(t));
        } else return false;
    }
    return false;
}

char *cuda_type_of(Unit *u, CXType t)
{
    if (!respelled(u, t, 0)) return cx_str(u->arena, clang_getTypeSpelling(t));
    return cuda_spell(u, t, "", 0);
}

static size_t token_offset(Ctx *cx, CXToken t)
{
    unsigned off;
    clang_getFileLocation(clang_getTokenLocation(cx->tu, t), NULL, NULL, NULL, &off);
    return off;
}

enum { TW_FLOAT = 1, TW_DOUBLE = 2, TW_LONG = 4, TW_COMPLEX = 8, TW_INTEGER = 16 };

/* The type specifier keyword w as a TW_ bit; 0 for any other token. */
static unsigned type_word(CXTranslationUnit tu, CXToken t)
{
    static const struct { const char *w; unsigned bit; } words[] = {
        {"float", TW_FLOAT}, {"double", TW_DOUBLE}, {"long", TW_LONG}, {"_Complex", TW_COMPLEX},
        {"__complex__", TW_COMPLEX}, {"int", TW_INTEGER}, {"short", TW_INTEGER}, {"char", TW_INTEGER},
        {"signed", TW_INTEGER}, {"unsigned", TW_INTEGER},
    };
    if (clang_getTokenKind(t) != CXToken_Keyword) return 0;
    CXString s = clang_getTokenSpelling(tu, t);
    unsigned bit = 0;
    for (size_t i = 0; i < sizeof words / sizeof *words && !bit; i++)
        if (!strcmp(clang_getCString(s), words[i].w)) bit = words[i].bit;
    clang_disposeString(s);
    return bit;
}

static void spell_add(Ctx *cx, size_t start, size_t end, char *text, int order)
{
    edit_add(&cx->spell, start, end, text, order);
}

/* A run of type specifier keywords t[from, to) (C lets them come in any
 * order: long double _Complex): its CUDA spelling, when it has another. */
static void type_run(Ctx *cx, CXToken *t, unsigned from, unsigned to, unsigned words)
{
    const char *with = NULL;
    if (words & TW_COMPLEX) {
        bool integer = (words & TW_INTEGER) || ((words & TW_LONG) && !(words & (TW_FLOAT | TW_DOUBLE)));
        with = integer ? NULL : words & TW_FLOAT ? "gw_cplx<float>" : words & TW_LONG ? "gw_cplx<gw_ldouble>"
                                                                   : "gw_cplx<double>";
    } else if ((words & TW_LONG) && (words & TW_DOUBLE)) {
        with = "gw_ldouble";
    }
    if (!with) {
        if (words & TW_COMPLEX) {       /* an integer complex type: check_complex refuses it */
            if (!(cx->nint_complex & (cx->nint_complex - 1)))
                cx->int_complex = realloc(cx->int_complex,
                                          sizeof(size_t) * (cx->nint_complex ? cx->nint_complex * 2 : 4));
            cx->int_complex[cx->nint_complex++] = token_offset(cx, t[from]);
        }
        return;
    }
    CXSourceRange last = clang_getTokenExtent(cx->tu, t[to - 1]);
    unsigned end;
    clang_getFileLocation(clang_getRangeEnd(last), NULL, NULL, NULL, &end);
    spell_add(cx, token_offset(cx, t[from]), end, (char *)with, EDIT_PLAIN);
}

/* Is token i of t the first of its line, and the line a preprocessing
 * directive (a GNU line marker: gcc puts one around each expansion of a
 * system header's macro, <complex.h>'s complex among them)? */
bool cxx_directive_token(Ctx *cx, CXToken *t, unsigned i, unsigned *line, unsigned *directive)
{
    unsigned ln;
    clang_getFileLocation(clang_getTokenLocation(cx->tu, t[i]), NULL, &ln, NULL, NULL);
    if ((i == 0 || ln != *line) && clang_getTokenKind(t[i]) == CXToken_Punctuation) {
        CXString s = clang_getTokenSpelling(cx->tu, t[i]);
        if (!strcmp(clang_getCString(s), "#")) *directive = ln;
        clang_disposeString(s);
    }
    *line = ln;
    return ln == *directive;
}

/* The type specifier keywords of node n's tokens (declarations, casts,
 * sizeof, _Generic's associations alike).  A run goes on across directive
 * lines: float complex is float, a line marker, then _Complex. */
static void type_tokens(Ctx *cx, CNode *n)
{
    CXToken *t;
    unsigned nt, line = 0, directive = 0, from = 0, to = 0, words = 0;
    clang_tokenize(cx->tu, clang_getCursorExtent(n->c), &t, &nt);
    for (unsigned i = 0; i < nt; i++) {
        if (cxx_directive_token(cx, t, i, &line, &directive)) continue;
        unsigned w = type_word(cx->tu, t[i]);
        if (w && !words) from = i;
        if (w) to = i + 1;
        if (!w && words) type_run(cx, t, from, to, words);
        words = w ? words | w : 0;
    }
    if (words) type_run(cx, t, from, to, words);
    clang_disposeTokens(cx->tu, t, nt);
}

/* 2.0i, 1.0fi: gw_cplx<double>(0, 2.0), gw_cplx<float>(0, 1.0f); an
 * integer or long double one is a double one. */
static void imaginary_edit(Ctx *cx, CNode *n)
{
    Unit *u = cx->u;
    const char *s = u->pp + n->start;
    size_t len = n->end - n->start, num = len;
    bool hex = len > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
    while (num && isalpha((unsigned char)s[num - 1]) && !(hex && isxdigit((unsigned char)s[num - 1]))) num--;
    const char *el = cplx_elem(clang_getCursorType(n->c));
    bool fl = el && !strcmp(el, "float");
    char *with = arena_printf(u->arena, "gw_cplx<%s>(0, %.*s%s)", fl ? "float" : "double", (int)num, s, fl ? "f" : "");
    spell_add(cx, n->start, n->end, with, EDIT_PLAIN);
}

/* 3.0L: 3.0, as gw_ldouble computes in double (not inside an imaginary
 * constant, which imaginary_edit spells whole). */
static void long_double_literal(Ctx *cx, CNode *n)
{
    const char *pp = cx->u->pp;
    if (n->end > n->start && (n->parent < 0 || cx->n[n->parent].kind != CXCursor_ImaginaryLiteral)
        && clang_getCanonicalType(clang_getCursorType(n->c)).kind == CXType_LongDouble && strchr("lL", pp[n->end - 1]))
        spell_add(cx, n->start, n->end, arena_strndup(cx->u->arena, pp + n->start, n->end - 1 - n->start), EDIT_PLAIN);
}

/* __real__ x, __imag__ x: gw_real( x), gw_imag( x) */
static void real_imag_edit(Ctx *cx, CNode *n)
{
    enum CXUnaryOperatorKind k = clang_getCursorUnaryOperatorKind(n->c);
    if (n->first < 0) return;
    CXType ot = clang_getCanonicalType(clang_getCursorType(cx->n[n->first].c));
    bool boolean = ot.kind == CXType_Bool;
    const char *call = k == CXUnaryOperator_Real ? "gw_real(" : k == CXUnaryOperator_Imag ? "gw_imag("
                     : k == CXUnaryOperator_Not && ot.kind == CXType_Complex ? "gw_conj("    /* GNU ~z */
                     : boolean && k == CXUnaryOperator_PreDec ? "gw_bool_predec("
                     : boolean && k == CXUnaryOperator_PreInc ? "gw_bool_preinc(" : NULL;
    bool post = boolean && (k == CXUnaryOperator_PostDec || k == CXUnaryOperator_PostInc);
    if (post) {         /* b-- -> gw_bool_postdec(b): the operator after the operand becomes ')' */
        CXToken *t2;
        unsigned nt2;
        CXSourceRange op = clang_getRange(clang_getRangeEnd(clang_getCursorExtent(cx->n[n->first].c)),
                                          clang_getRangeEnd(clang_getCursorExtent(n->c)));
        clang_tokenize(cx->tu, op, &t2, &nt2);
        if (nt2) {
            unsigned end;
            clang_getFileLocation(clang_getRangeEnd(clang_getTokenExtent(cx->tu, t2[nt2 - 1])), NULL, NULL, NULL,
                                  &end);
            int group = (int)(n - cx->n) + 1;  /* both or neither: x's text alone (an atomic's) has neither */
            spell_add(cx, n->start, n->start,
                      (char *)(k == CXUnaryOperator_PostDec ? "gw_bool_postdec(" : "gw_bool_postinc("), EDIT_INNER_OPEN);
            cx->spell.v[cx->spell.n - 1].nest = (long long)n->start;
            cx->spell.v[cx->spell.n - 1].group = group;
            spell_add(cx, token_offset(cx, t2[nt2 - 1]), end, ")", EDIT_PLAIN);
            cx->spell.v[cx->spell.n - 1].group = group;
        }
        clang_disposeTokens(cx->tu, t2, nt2);
        return;
    }
    if (!call) return;
    CXToken *t;
    unsigned nt;
    CXSourceRange op = clang_getRange(clang_getCursorLocation(n->c),
                                      clang_getRangeStart(clang_getCursorExtent(cx->n[n->first].c)));
    clang_tokenize(cx->tu, op, &t, &nt);
    if (nt) {
        unsigned end;
        clang_getFileLocation(clang_getRangeEnd(clang_getTokenExtent(cx->tu, t[0])), NULL, NULL, NULL, &end);
        spell_add(cx, token_offset(cx, t[0]), end, (char *)call, EDIT_PLAIN);
        cx->spell.v[cx->spell.n - 1].group = (int)(n - cx->n) + 1;
        spell_add(cx, n->end, n->end, ")", EDIT_INNER_CLOSE);
        cx->spell.v[cx->spell.n - 1].nest = (long long)n->start;     /* one per operator (spell_edits) */
        cx->spell.v[cx->spell.n - 1].group = (int)(n - cx->n) + 1;
    }
    clang_disposeTokens(cx->tu, t, nt);
}

/* A tag that C++ sees in another scope: renamed where it is named after
 * struct, union or enum, qualified (outer::inner) except where it is
 * declared. */
static void tag_edit(Ctx *cx, CNode *n)
{
    Unit *u = cx->u;
    bool ref = n->kind == CXCursor_TypeRef;
    const struct TagRename *r = tag_rename(u, ref ? clang_getCursorReferenced(n->c) : n->c);
    if (!r) return;
    if (!ref && strchr(r->name, ' ')) {         /* no tag: the new one follows the keyword */
        const char *tag = strrchr(r->to, ':');
        size_t at = n->start + strlen(r->kw);
        if (at < u->pp_len && !strncmp(u->pp + n->start, r->kw, strlen(r->kw)) && !fe_is_ident_char(u->pp[at]))
            spell_add(cx, at, at, arena_printf(u->arena, " %s", tag ? tag + 1 : r->to), EDIT_PLAIN);
        return;
    }
    const char *to = r->to, *last = strrchr(to, ':');
    if (!ref && r->nested) {        /* declared here: its own name, but for a typedef's clash */
        if (!strcmp(last + 1, r->name)) return;
        to = last + 1;
    }
    size_t at = ref ? n->start : cxx_name_offset(n->c), len = strlen(r->name);
    if (at + len <= u->pp_len && !strncmp(u->pp + at, r->name, len))
        spell_add(cx, at, at + len, (char *)to, EDIT_PLAIN);
}

/* GNU C's struct or union without members (struct tag {};) has size 0, a
 * C++ one size 1, so a struct holding one would be laid out otherwise on
 * the device: the CUDA text gives it a member of size 0, which nvcc lays
 * out as gcc does (sizeof 0, no room in an enclosing struct). */
static void empty_record_edit(Ctx *cx, CNode *n)
{
    if ((n->kind != CXCursor_StructDecl && n->kind != CXCursor_UnionDecl) || !clang_isCursorDefinition(n->c))
        return;
    for (int k = n->first; k >= 0; k = cx->n[k].next)
        if (cx->n[k].kind == CXCursor_FieldDecl) return;
    CXToken *tk;
    unsigned nt;
    clang_tokenize(cx->tu, clang_getCursorExtent(n->c), &tk, &nt);
    for (unsigned i = 0; i < nt; i++) {
        CXString sp = clang_getTokenSpelling(cx->tu, tk[i]);
        bool open = clang_getTokenKind(tk[i]) == CXToken_Punctuation && !strcmp(clang_getCString(sp), "{");
        clang_disposeString(sp);
        if (!open) continue;
        size_t at = fe_offset_of(clang_getRangeEnd(clang_getTokenExtent(cx->tu, tk[i])));
        if (at > n->start && at <= n->end) spell_add(cx, at, at, " char gw_empty[0]; ", EDIT_PLAIN);
        break;
    }
    clang_disposeTokens(cx->tu, tk, nt);
}

/* GNU C lets a struct or union's last member go without its ';' (gcc warns
 * "no semicolon at end of struct or union"); C++ does not: the CUDA text
 * gets one after the last member's last token. */
static void member_semicolon_edit(Ctx *cx, CNode *n)
{
    if ((n->kind != CXCursor_StructDecl && n->kind != CXCursor_UnionDecl) || !clang_isCursorDefinition(n->c))
        return;
    CXToken *tk;
    unsigned nt;
    clang_tokenize(cx->tu, clang_getCursorExtent(n->c), &tk, &nt);
    unsigned close = nt;        /* the last '}': attributes may follow it */
    for (unsigned i = nt; i-- > 1 && close == nt;) {
        CXString sp = clang_getTokenSpelling(cx->tu, tk[i]);
        if (clang_getTokenKind(tk[i]) == CXToken_Punctuation && !strcmp(clang_getCString(sp), "}")) close = i;
        clang_disposeString(sp);
    }
    if (close < nt) {
        CXString prev = clang_getTokenSpelling(cx->tu, tk[close - 1]);
        if (strcmp(clang_getCString(prev), ";") && strcmp(clang_getCString(prev), "{")) {
            size_t at = fe_offset_of(clang_getRangeEnd(clang_getTokenExtent(cx->tu, tk[close - 1])));
            if (at > n->start && at <= n->end) spell_add(cx, at, at, ";", EDIT_PLAIN);
        }
        clang_disposeString(prev);
    }
    clang_disposeTokens(cx->tu, tk, nt);
}

/* A constant of an enumeration declared inside a struct or union: C's scope
 * for it is the file's, C++'s the struct's (outer::tag::name). */
static void enumerator_edit(Ctx *cx, CNode *n)
{
    Unit *u = cx->u;
    CXCursor k = clang_getCursorReferenced(n->c);
    if (clang_getCursorKind(k) != CXCursor_EnumConstantDecl) return;
    const struct TagRename *r = tag_rename(u, clang_getCursorSemanticParent(k));
    if (!r || !r->nested) return;
    char *name = cx_str(u->arena, clang_getCursorSpelling(k));
    size_t len = strlen(name);
    if (n->start + len <= u->pp_len && !strncmp(u->pp + n->start, name, len))
        spell_add(cx, n->start, n->start + len, arena_printf(u->arena, "%s::%s", r->to, name), EDIT_PLAIN);
}

/* ---- enumerations named before their definition ----
 * GNU C takes `enum E;`, and `enum E *p` before E's list; C++ takes an
 * enum's declaration without its list only with a fixed underlying type,
 * which every declaration of it then names.  Such an enum gets one in the
 * CUDA text: int where its values fit (C's type for its constants; C++
 * promotes an enum without one to int too), else the type libclang gives
 * it.  A file-scope one is declared so before the user's types (a Decl of
 * text alone), for the declarations that name it first (a struct's member,
 * a typedef, a function's return type); `enum E;` and the definition get
 * the type where they stand, and the type declaration emit_types would
 * make of a variable's or function's `enum E` is dropped. */

struct EnumFits { bool is_unsigned, fits; };

static enum CXChildVisitResult enum_value_visit(CXCursor c, CXCursor parent, CXClientData d)
{
    struct EnumFits *f = d;
    if (clang_getCursorKind(c) != CXCursor_EnumConstantDecl) return CXChildVisit_Continue;
    if (f->is_unsigned ? clang_getEnumConstantDeclUnsignedValue(c) > INT_MAX
                       : clang_getEnumConstantDeclValue(c) < INT_MIN || clang_getEnumConstantDeclValue(c) > INT_MAX)
        f->fits = false;
    return CXChildVisit_Continue;
}

static const char *enum_base(CXCursor def)
{
    if (clang_Cursor_isNull(def)) return "int";
    CXType t = clang_getCanonicalType(clang_getEnumDeclIntegerType(def));
    struct EnumFits f = {t.kind == CXType_UInt || t.kind == CXType_ULong || t.kind == CXType_ULongLong, true};
    clang_visitChildren(def, enum_value_visit, &f);
    if (f.fits) return "int";
    switch (t.kind) {
    case CXType_UInt: return "unsigned int";
    case CXType_Long: return "long";
    case CXType_ULong: return "unsigned long";
    case CXType_LongLong: return "long long";
    case CXType_ULongLong: return "unsigned long long";
    default: return "int";
    }
}

struct EnumUse { unsigned hash; int node; };

static int enum_use_cmp(const void *a, const void *b)
{
    const struct EnumUse *x = a, *y = b;
    if (x->hash != y->hash) return x->hash < y->hash ? -1 : 1;
    return (x->node > y->node) - (x->node < y->node);
}

/* One enum's uses: v[at, at + n), the first at node first. */
struct EnumGroup { int at, n, first; };

static int enum_group_cmp(const void *a, const void *b)
{
    const struct EnumGroup *x = a, *y = b;
    return (x->first > y->first) - (x->first < y->first);
}

static CXCursor enum_named(CNode *n)
{
    CXCursor e = n->kind == CXCursor_TypeRef ? clang_getCursorReferenced(n->c) : n->c;
    return clang_getCursorKind(e) == CXCursor_EnumDecl ? clang_getCanonicalCursor(e) : clang_getNullCursor();
}

/* Does the declaration node c of an enum named at `at` stand alone
 * (`enum E;`, or the definition), rather than in another declaration? */
static bool enum_alone(Ctx *cx, CNode *c, size_t at)
{
    if (clang_isCursorDefinition(c->c)) return true;
    while (at < cx->u->pp_len && isspace((unsigned char)cx->u->pp[at])) at++;
    return at < cx->u->pp_len && cx->u->pp[at] == ';';
}

/* The type declaration fe_collect_decls made of top-level node c. */
static void drop_type_decl(Unit *u, CNode *c)
{
    for (Decl **d = &u->decls; *d; d = &(*d)->next)
        if (!(*d)->is_function && (*d)->start == c->start) {
            *d = (*d)->next;
            return;
        }
}

/* The uses v[0, n) of one enum, in source order; its file-scope
 * declaration goes to pre. */
static void enum_fix(Ctx *cx, const struct EnumUse *v, int n, Buf *pre)
{
    Unit *u = cx->u;
    CXCursor e = enum_named(&cx->n[v[0].node]);
    CXCursor def = clang_getCursorDefinition(e);
    char *name = cx_str(u->arena, clang_getCursorSpelling(e));
    CXCursor home = clang_Cursor_isNull(def) ? e : def;
    if (!*name || strchr(name, ' ') || is_tag(clang_getCursorKind(clang_getCursorLexicalParent(home)))) return;
    size_t len = strlen(name), def_at = clang_Cursor_isNull(def) ? (size_t)-1 : cxx_name_offset(def);
    bool need = false;
    for (int i = 0; i < n && !need; i++) {
        CNode *c = &cx->n[v[i].node];
        if (c->kind == CXCursor_EnumDecl) need = !clang_isCursorDefinition(c->c);
        else need = c->start < def_at;
    }
    SrcPos p = unit_pos(u, cx->n[v[0].node].start);     /* our own headers' types come from gangway_dev.h */
    if (!need || strstr(p.file, "openacc.h") || strstr(p.file, "gangway")) return;
    const char *base = enum_base(def);
    const struct TagRename *r = tag_rename(u, e);
    bool file_scope = clang_getCursorKind(clang_getCursorSemanticParent(home)) == CXCursor_TranslationUnit;
    if (file_scope) buf_printf(pre, "enum %s : %s;\n", r ? r->to : name, base);
    for (int i = 0; i < n; i++) {
        CNode *c = &cx->n[v[i].node];
        size_t at = cxx_name_offset(c->c);
        if (c->kind != CXCursor_EnumDecl || at + len > u->pp_len || strncmp(u->pp + at, name, len)) continue;
        if (enum_alone(cx, c, at + len))
            spell_add(cx, at + len, at + len, arena_printf(u->arena, " : %s", base), EDIT_PLAIN);
        else if (c->parent < 0 && file_scope)
            drop_type_decl(u, c);
    }
}

static void enum_fixed_edits(Ctx *cx)
{
    Unit *u = cx->u;
    int n = 0;
    struct EnumUse *v = NULL;
    for (int i = 0; i < cx->nn; i++) {
        CNode *c = &cx->n[i];
        if (c->kind != CXCursor_EnumDecl && c->kind != CXCursor_TypeRef) continue;
        CXCursor e = enum_named(c);
        if (clang_Cursor_isNull(e)) continue;
        if (!(n & (n - 1))) v = realloc(v, sizeof *v * (n ? n * 2 : 8));
        v[n++] = (struct EnumUse){clang_hashCursor(e), i};
    }
    if (n) qsort(v, (size_t)n, sizeof *v, enum_use_cmp);
    /* the enums by their first use (hashes differ run to run) */
    int ng = 0;
    struct EnumGroup *g = malloc(sizeof *g * (size_t)(n ? n : 1));
    for (int i = 0, j; i < n; i = j) {
        CXCursor e = enum_named(&cx->n[v[i].node]);
        for (j = i + 1; j < n && v[j].hash == v[i].hash && clang_equalCursors(enum_named(&cx->n[v[j].node]), e); j++) {}
        g[ng++] = (struct EnumGroup){i, j - i, v[i].node};
    }
    qsort(g, (size_t)ng, sizeof *g, enum_group_cmp);
    Buf pre;
    buf_init(&pre);
    for (int k = 0; k < ng; k++) enum_fix(cx, v + g[k].at, g[k].n, &pre);
    free(g);
    free(v);
    if (pre.len) {
        Decl *d = arena_alloc(u->arena, sizeof *d);
        d->text = arena_strdup(u->arena, buf_cstr(&pre));
        d->name = "";
        d->next = u->decls;
        u->decls = d;
    }
    buf_release(&pre);
}

static int edit_order_cmp(const void *a, const void *b)
{
    const Edit *x = a, *y = b;
    if (x->start != y->start) return x->start < y->start ? -1 : 1;
    if (x->end != y->end) return x->end < y->end ? -1 : 1;
    if (x->nest != y->nest) return x->nest < y->nest ? -1 : 1;
    return strcmp(x->text, y->text);
}

/* The spelling edits of the user's code (Ctx.spell), each once: the AST
 * shows some nodes twice (a struct defined in a declaration), and top-level
 * declarations may share tokens (struct s {...} x;). */
static void spell_edits(Ctx *cx)
{
    enum_fixed_edits(cx);
    for (int i = 0; i < cx->nn; i++) {
        CNode *n = &cx->n[i];
        if (n->parent < 0) type_tokens(cx, n);
        if (n->kind == CXCursor_ImaginaryLiteral) {
            imaginary_edit(cx, n);
        } else if (n->kind == CXCursor_FloatingLiteral) {
            long_double_literal(cx, n);
        } else if (n->kind == CXCursor_UnaryOperator) {
            real_imag_edit(cx, n);
        } else if (n->kind == CXCursor_TypeRef || is_tag(n->kind)) {
            tag_edit(cx, n);
            member_semicolon_edit(cx, n);
            empty_record_edit(cx, n);
        } else if (n->kind == CXCursor_DeclRefExpr) {
            enumerator_edit(cx, n);
        }
    }
    EditList *l = &cx->spell;
    if (l->n > 1) qsort(l->v, (size_t)l->n, sizeof *l->v, edit_order_cmp);
    int w = 0;
    for (int i = 0; i < l->n; i++)
        if (!w || edit_order_cmp(&l->v[w - 1], &l->v[i])) l->v[w++] = l->v[i];
    l->n = w;
}

char *spelled_text(Ctx *cx, size_t start, size_t end)
{
    Unit *u = cx->u;
    Buf b;
    buf_init(&b);
    size_t at = start;
    for (int i = 0; i < cx->spell.n && cx->spell.v[i].start <= end; i++) {
        const Edit *e = &cx->spell.v[i];
        /* an insertion at start closes something before the text */
        if (e->start < at || e->end > end || (e->start == start && e->end == start)) continue;
        buf_add(&b, u->pp + at, e->start - at);
        buf_puts(&b, e->text);
        at = e->end;
    }
    buf_add(&b, u->pp + at, end - at);
    char *r = arena_strdup(u->arena, b.len ? buf_cstr(&b) : "");
    buf_release(&b);
    return r;
}

/* u->pp[start, end) with the edits made so far inside it (Ctx.spell and
 * Unit.cxx, while cxx_lower runs): the text a rewrite of a larger range
 * puts where it covers theirs (cxx_desig.c). */
char *cxx_lowered(Ctx *cx, size_t start, size_t end)
{
    Unit *u = cx->u;
    EditList in = {0};
    const EditList *from[2] = {&cx->spell, &u->cxx};
    for (int k = 0; k < 2; k++)
        for (int i = 0; i < from[k]->n; i++) {
            const Edit *e = &from[k]->v[i];
            if (e->start < start || e->end > end) continue;
            edit_add(&in, e->start, e->end, e->text, e->order);
            in.v[in.n - 1].nest = e->nest;
            in.v[in.n - 1].group = e->group;
        }
    edit_whole_groups(&in, &u->cxx);
    edit_drop_covered(&in);
    Buf b;
    buf_init(&b);
    size_t at = start;
    for (int i = 0; i < in.n; i++) {
        buf_add(&b, u->pp + at, in.v[i].start - at);
        buf_puts(&b, in.v[i].text);
        at = in.v[i].end;
    }
    buf_add(&b, u->pp + at, end - at);
    char *r = arena_strdup(u->arena, b.len ? buf_cstr(&b) : "");
    buf_release(&b);
    edit_release(&in);
    return r;
}

/* u->pp[start, end) with every edit of Unit.cxx that lies inside it: the
 * CUDA spellings (Ctx.spell) and C++'s lowering of the user's code (sizeof
 * of a VLA, 'x' as an int, the casts C++ needs), for the texts the kernels
 * print from the IR rather than from the user's code (Loop.cuda_lb ...,
 * fe_node_cuda).  Run after cxx_lower; an edit reaching outside the range
 * is another node's. */
char *cxx_text(Ctx *cx, size_t start, size_t end)
{
    Unit *u = cx->u;
    EditList in = {0};
    int lo = 0, hi = u->cxx.n;
    while (lo < hi) {           /* the first edit at start: Unit.cxx is sorted (edit_drop_covered) */
        int mid = (lo + hi) / 2;
        if (u->cxx.v[mid].start < start) lo = mid + 1;
        else hi = mid;
    }
    bool grouped = false;
    for (int i = lo; i < u->cxx.n && u->cxx.v[i].start <= end; i++) {
        const Edit *e = &u->cxx.v[i];
        if (e->end > end) continue;
        edit_add(&in, e->start, e->end, e->text, e->order);
        in.v[in.n - 1].nest = e->nest;
        in.v[in.n - 1].group = e->group;
        grouped |= e->group != 0;
    }
    if (grouped) edit_whole_groups(&in, &u->cxx);
    edit_sort(&in);
    Buf b;
    buf_init(&b);
    size_t at = start;
    for (int i = 0; i < in.n; i++) {
        const Edit *e = &in.v[i];
        if (e->start < at) continue;            /* inside a replacement made (edit_drop_covered) */
        buf_add(&b, u->pp + at, e->start - at);
        buf_puts(&b, e->text);
        at = e->end;
    }
    buf_add(&b, u->pp + at, end - at);
    char *r = arena_strdup(u->arena, b.len ? buf_cstr(&b) : "");
    buf_release(&b);
    edit_release(&in);
    return r;
}

/* ---- declarations C++ reads differently ---- */

/* Delete, in node n's tokens, each keyword the predicate picks: 'auto' as
 * a storage class (C++ reads it as a deduced type), and static, const,
 * restrict and volatile inside a parameter's [] (C99 array declarators). */
static void drop_keywords(Ctx *cx, CNode *n, bool in_brackets)
{
    CXToken *t;
    unsigned nt;
    clang_tokenize(cx->tu, clang_getCursorExtent(n->c), &t, &nt);
    int depth = 0;
    for (unsigned i = 0; i < nt; i++) {
        CXString sp = clang_getTokenSpelling(cx->tu, t[i]);
        const char *w = clang_getCString(sp);
        bool drop;
        if (in_brackets) {
            depth += !strcmp(w, "[") - !strcmp(w, "]");
            drop = depth > 0 && clang_getTokenKind(t[i]) == CXToken_Keyword
                   && (!strcmp(w, "static") || !strcmp(w, "const") || !strcmp(w, "restrict")
                       || !strcmp(w, "volatile") || !strcmp(w, "__restrict"));
        } else {
            drop = clang_getTokenKind(t[i]) == CXToken_Keyword && !strcmp(w, "auto");
        }
        if (drop) {
            size_t at = token_offset(cx, t[i]);
            edit_add(&cx->u->cxx, at, at + strlen(w), "", EDIT_PLAIN);
        }
        clang_disposeString(sp);
    }
    clang_disposeTokens(cx->tu, t, nt);
}

/* char s[4] = "ACGT": C drops the '\0' that does not fit, C++ rejects it;
 * the CUDA text gets the characters as a list. */
static void exact_string_edit(Ctx *cx, CNode *d)
{
    CXType t = clang_getCanonicalType(clang_getCursorType(d->c));
    if (t.kind != CXType_ConstantArray) return;
    enum CXTypeKind ek = clang_getCanonicalType(clang_getArrayElementType(t)).kind;
    if (ek != CXType_Char_S && ek != CXType_SChar && ek != CXType_UChar && ek != CXType_Char_U) return;
    int e = d->last;
    while (e >= 0 && (cx->n[e].kind == CXCursor_UnexposedExpr || cx->n[e].kind == CXCursor_ParenExpr)
           && cx->n[e].first >= 0)
        e = cx->n[e].first;
    if (e < 0 || cx->n[e].kind != CXCursor_StringLiteral) return;
    CXEvalResult r = clang_Cursor_Evaluate(cx->n[e].c);
    if (!r) return;
    const char *str = clang_EvalResult_getKind(r) == CXEval_StrLiteral ? clang_EvalResult_getAsStr(r) : NULL;
    if (str && (long long)strlen(str) == clang_getArraySize(t)) {
        Buf b;
        buf_init(&b);
        buf_puts(&b, "{");
        for (const char *p = str; *p; p++) buf_printf(&b, "%s%d", p == str ? "" : ", ", (signed char)*p);
        buf_puts(&b, "}");
        edit_add(&cx->u->cxx, cx->n[e].start, cx->n[e].end, arena_strdup(cx->u->arena, buf_cstr(&b)), EDIT_PLAIN);
        buf_release(&b);
    }
    clang_EvalResult_dispose(r);
}

/* Does the function node fn jump (goto, switch) past declarations? */
static bool jumps_in(Ctx *cx, int fn)
{
    for (int j = fn + 1; j < cx->nn && cx->n[j].start < cx->n[fn].end; j++)
        if (cx->n[j].kind == CXCursor_GotoStmt || cx->n[j].kind == CXCursor_SwitchStmt) return true;
    return false;
}

/* GNU C's cast to a union, (union u)e, which C++ does not have: a
 * compound literal of the union whose member of e's type is e,
 * (union u){ .m = (e) } (nvcc takes both as extensions). */
struct UnionMember { CXType want; char *name; Arena *a; };

static enum CXVisitorResult union_member(CXCursor c, CXClientData d)
{
    struct UnionMember *m = d;
    CXType t = clang_getCanonicalType(clang_getCursorType(c));
    if (!clang_equalTypes(clang_getUnqualifiedType(t), m->want)) return CXVisit_Continue;
    m->name = cx_str(m->a, clang_getCursorSpelling(c));
    return CXVisit_Break;
}

static void union_cast_edit(Ctx *cx, CNode *n)
{
    Unit *u = cx->u;
    CXType to = clang_getCanonicalType(clang_getCursorType(n->c));
    if (n->last < 0 || to.kind != CXType_Record
        || clang_getCursorKind(clang_getTypeDeclaration(to)) != CXCursor_UnionDecl)
        return;
    CNode *e = &cx->n[n->last];
    CXType from = clang_getUnqualifiedType(clang_getCanonicalType(clang_getCursorType(e->c)));
    if (clang_equalTypes(from, clang_getUnqualifiedType(to))) return;
    struct UnionMember m = {from, NULL, u->arena};
    clang_Type_visitFields(to, union_member, &m);
    char *ty = cuda_type_of(u, to);
    if (!m.name || !*m.name || !cxx_castable(ty)) return;
    edit_add(&u->cxx, n->start, e->start, arena_printf(u->arena, "(%s){ .%s = (", ty, m.name), EDIT_PLAIN);
    edit_add(&u->cxx, n->end, n->end, ") }", EDIT_PLAIN);
}

/* Does type t hold a const object C++ must initialise: const itself (or
 * its arrays' elements), or a struct with such a member? */
static enum CXVisitorResult const_field(CXCursor c, CXClientData d);

static bool holds_const(CXType t)
{
    CXType ct = clang_getCanonicalType(t);
    while (!clang_isConstQualifiedType(ct) && (ct.kind == CXType_ConstantArray || ct.kind == CXType_IncompleteArray))
        ct = clang_getCanonicalType(clang_getArrayElementType(ct));
    if (clang_isConstQualifiedType(ct)) return true;
    bool found = false;
    if (ct.kind == CXType_Record) clang_Type_visitFields(ct, const_field, &found);
    return found;
}

static Ctx *const_ctx;          /* const_field's: the unit's (field_consts) */

static int cmp_unsigned(const void *a, const void *b)
{
    unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
    return x < y ? -1 : x > y;
}

static enum CXVisitorResult const_field(CXCursor c, CXClientData d)
{
    unsigned h = clang_hashCursor(c);
    bool dropped = const_ctx && const_ctx->nunconst
                   && bsearch(&h, const_ctx->unconst, (size_t)const_ctx->nunconst, sizeof h, cmp_unsigned);
    CXType t = clang_getCanonicalType(clang_getCursorType(c));
    while (dropped && (t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray))
        t = clang_getCanonicalType(clang_getArrayElementType(t));
    if (dropped) t = clang_getUnqualifiedType(t);       /* its members may hold more */
    if (holds_const(t)) *(bool *)d = true;
    return *(bool *)d ? CXVisit_Break : CXVisit_Continue;
}

/* A local const object without an initialiser (const int k;): C leaves
 * its value unspecified (static: zero), C++ refuses it; the CUDA text
 * gives it = {} (zero), which C allows too. */
static void const_init_edit(Ctx *cx, CNode *n)
{
    CXCursor c = n->c;
    enum CX_StorageClass sc = clang_Cursor_getStorageClass(c);
    if (!clang_Cursor_isNull(clang_Cursor_getVarDeclInitializer(c)) || sc == CX_SC_Extern
        || clang_getCursorKind(clang_getCursorSemanticParent(c)) != CXCursor_FunctionDecl
        || !holds_const(clang_getCursorType(c)) || n->end <= n->start)
        return;
    edit_add(&cx->u->cxx, n->end, n->end, " = {}", EDIT_PLAIN);
}

/* The const of variable d's own type as its declaration spells it (const
 * int k, double *const p; not a typedef's), dropped from the CUDA text so
 * that its initialisation can become an assignment; false when there is
 * none to drop.  The C compiler has checked that nothing assigns it. */
static bool drop_own_const(Ctx *cx, int d, bool pointer)
{
    CXToken *tk;
    unsigned nt;
    size_t name_at = cxx_name_offset(cx->n[d].c);
    clang_tokenize(cx->tu, clang_getCursorExtent(cx->n[d].c), &tk, &nt);
    unsigned last_star = 0, end = 0;
    bool any = false;
    for (unsigned i = 0; i < nt; i++) {
        size_t at = fe_offset_of(clang_getTokenLocation(cx->tu, tk[i]));
        if (at >= name_at) break;
        end = i + 1;
        CXString sp = clang_getTokenSpelling(cx->tu, tk[i]);
        if (!strcmp(clang_getCString(sp), "*")) last_star = i + 1;
        clang_disposeString(sp);
    }
    for (unsigned i = pointer ? last_star : 0; i < end; i++) {
        CXString sp = clang_getTokenSpelling(cx->tu, tk[i]);
        const char *w = clang_getCString(sp);
        if (!strcmp(w, "const") || !strcmp(w, "__const") || !strcmp(w, "__const__")) {
            CXSourceRange r = clang_getTokenExtent(cx->tu, tk[i]);
            edit_add(&cx->u->cxx, fe_offset_of(clang_getRangeStart(r)), fe_offset_of(clang_getRangeEnd(r)), "",
                     EDIT_PLAIN);
            any = true;
        }
        clang_disposeString(sp);
    }
    clang_disposeTokens(cx->tu, tk, nt);
    return any;
}

/* C lets goto and switch jump past 'struct s x = {...};' whose struct has
 * a const member; C++ refuses both the jump and the 'struct s x;' a split
 * would make (split_inits).  The CUDA text drops the const of the user's
 * members as spelled (const int n; double *const p;) as C has checked
 * that nothing assigns them; Ctx.unconst records which, for holds_const. */
static void field_consts(Ctx *cx)
{
    const_ctx = cx;
    int cap = 0;
    for (int i = 0; i < cx->nn; i++) {
        CNode *f = &cx->n[i];
        if (f->kind != CXCursor_FieldDecl || f->end <= f->start || fe_in_system(cx, f->start)) continue;
        CXType ct = clang_getCanonicalType(clang_getCursorType(f->c)), e = ct;
        bool is_const = clang_isConstQualifiedType(e);      /* a canonical array carries its elements' */
        while (e.kind == CXType_ConstantArray || e.kind == CXType_IncompleteArray) {
            e = clang_getCanonicalType(clang_getArrayElementType(e));
            is_const |= clang_isConstQualifiedType(e);
        }
        unsigned h = clang_hashCursor(f->c);
        bool seen = false;          /* a typedef's struct is met again */
        for (int k = 0; k < cx->nunconst && !seen; k++) seen = cx->unconst[k] == h;
        if (seen || !is_const || !drop_own_const(cx, i, is_pointer(ct))) continue;
        if (cx->nunconst == cap) {
            cap = cap ? 2 * cap : 16;
            cx->unconst = realloc(cx->unconst, sizeof *cx->unconst * (size_t)cap);
            if (!cx->unconst) gw_bug("out of memory");
        }
        cx->unconst[cx->nunconst++] = h;
    }
    if (cx->nunconst > 1) qsort(cx->unconst, (size_t)cx->nunconst, sizeof *cx->unconst, cmp_unsigned);
}

/* A const that variable d's type has from a typedef (typedef const int
 * cint; cint k = 3;): the CUDA copy spells the type out without it (the
 * declaration's words before the name become the canonical type), so that
 * its initialisation can become an assignment; false when that type has no
 * spelling C++ can take. */
static bool respell_unqualified(Ctx *cx, int d, CXType canonical)
{
    char *ty = cuda_type_of(cx->u, clang_getUnqualifiedType(canonical));
    size_t name_at = cxx_name_offset(cx->n[d].c);
    if (!cxx_castable(ty) || name_at <= cx->n[d].start || name_at > cx->n[d].end) return false;
    edit_add(&cx->u->cxx, cx->n[d].start, name_at, arena_printf(cx->u->arena, "%s ", ty), EDIT_PLAIN);
    return true;
}

/* An array whose declaration leaves its size to the initialiser (int
 * t[] = {1, 2}): the size clang gave it written into the empty brackets,
 * so that the declaration still declares it once the initialiser moves
 * away; false when its brackets are not found empty. */
static bool complete_outer_dim(Ctx *cx, int d, long long size)
{
    CXToken *tk;
    unsigned nt;
    size_t name_at = cxx_name_offset(cx->n[d].c);
    clang_tokenize(cx->tu, clang_getCursorExtent(cx->n[d].c), &tk, &nt);
    unsigned k = 0;
    while (k < nt && fe_offset_of(clang_getTokenLocation(cx->tu, tk[k])) < name_at) k++;
    bool ok = k + 1 < nt;
    if (ok) {
        CXString open = clang_getTokenSpelling(cx->tu, tk[k + 1]);
        if (!strcmp(clang_getCString(open), "[") && k + 2 < nt) {
            CXString close = clang_getTokenSpelling(cx->tu, tk[k + 2]);
            if (!strcmp(clang_getCString(close), "]"))
                edit_add(&cx->u->cxx, fe_offset_of(clang_getTokenLocation(cx->tu, tk[k + 1])) + 1,
                         fe_offset_of(clang_getTokenLocation(cx->tu, tk[k + 2])),
                         arena_printf(cx->u->arena, "%lld", size), EDIT_PLAIN);
            clang_disposeString(close);
        }
        clang_disposeString(open);
    }
    clang_disposeTokens(cx->tu, tk, nt);
    return ok;
}

/* May an array or struct declaration 'T x = init;' become 'T x;' and a
 * copy from a temporary initialised in a block of its own?  Not when its
 * type holds a const member (C++ refuses 'T x;'), nor a const it spells
 * only through a typedef; its own spelled const is dropped (C has checked
 * that nothing assigns it), a later declarator's by decl_spec. */
static bool aggregate_splits(Ctx *cx, int d, CXType ct, bool later)
{
    CXType base = ct;
    bool is_const = clang_isConstQualifiedType(ct);
    while (base.kind == CXType_ConstantArray) {
        base = clang_getCanonicalType(clang_getArrayElementType(base));
        is_const |= clang_isConstQualifiedType(base);
    }
    bool found = false;
    CXType plain = clang_getUnqualifiedType(base);
    if (plain.kind == CXType_Record) clang_Type_visitFields(plain, const_field, &found);
    if (found || (is_const && !later && !drop_own_const(cx, d, false))) return false;
    return ct.kind != CXType_ConstantArray || complete_outer_dim(cx, d, clang_getArraySize(ct));
}

/* C lets goto and switch jump past 'int x = e;', C++ does not (it does
 * past 'int x;'): in such a function, 'T x = e;' becomes 'T x; x = e;'
 * for each lone declaration of a scalar, pointer or complex number (whose
 * own const, as spelled, drop_own_const takes away), and an array or
 * struct's 'T x = init;' becomes 'T x; { decltype(x) gw_initN = init;
 * memcpy(&x, &gw_initN, sizeof x); }': the goto passes the whole block,
 * which C++ allows. */
/* split_inits for variable d of declaration s (several: one of several
 * declarators, whose words decl_spec respells): 'T x = e' becomes
 * 'T x; x = e'; an array's or struct's, 'T x; { decltype(x) gw_initN = init'
 * and the text returned, which goes after the declarator (past the ';'
 * for the last): the copy and the block's '}'.  NULL otherwise. */
static char *split_one(Ctx *cx, CNode *s, int d, bool several, bool later)
{
    Unit *u = cx->u;
    CXCursor init = clang_Cursor_getVarDeclInitializer(cx->n[d].c);
    CXType t = clang_getCursorType(cx->n[d].c);
    CXType ct = clang_getCanonicalType(t);
    bool scalar = is_integer(ct) || is_pointer(ct) || (ct.kind >= CXType_Float && ct.kind <= CXType_LongDouble)
                  || ct.kind == CXType_Complex;
    bool aggregate = ct.kind == CXType_ConstantArray || ct.kind == CXType_Record;
    enum CX_StorageClass sc = clang_Cursor_getStorageClass(cx->n[d].c);
    if (clang_Cursor_isNull(init) || !(scalar || aggregate)
        || (sc != CX_SC_None && sc != CX_SC_Auto && sc != CX_SC_Register))
        return NULL;
    /* a typeof type may be const in the CUDA text (a read-only array's element) */
    char *spelled = cx_str(u->arena, clang_getTypeSpelling(t));
    if (strstr(spelled, "typeof")) return NULL;
    /* a later declarator's const is decl_spec's, which drops it */
    if (scalar && clang_isConstQualifiedType(ct) && !later && !drop_own_const(cx, d, is_pointer(ct))
        && (several || !respell_unqualified(cx, d, ct)))
        return NULL;
    unsigned off;
    clang_getFileLocation(clang_getRangeStart(clang_getCursorExtent(init)), NULL, NULL, NULL, &off);
    size_t eq = off;
    while (eq > cx->n[d].start && u->pp[eq - 1] != '=') eq--;
    if (eq == cx->n[d].start) return NULL;
    if (strstr(arena_strndup(u->arena, u->pp + s->start, eq - s->start), "__auto_type")) return NULL;
    char *name = cx_str(u->arena, clang_getCursorSpelling(cx->n[d].c));
    if (scalar) {
        edit_add(&u->cxx, eq - 1, eq, arena_printf(u->arena, "; %s =", name), EDIT_PLAIN);
        return NULL;
    }
    if (!aggregate_splits(cx, d, ct, later)) return NULL;
    edit_add(&u->cxx, eq - 1, eq, arena_printf(u->arena, "; { decltype(%s) gw_init%d =", name, d), EDIT_PLAIN);
    return arena_printf(u->arena, "%s __builtin_memcpy(&%s, &gw_init%d, sizeof %s); }", several ? ";" : "", name, d,
                        name);
}

/* The words of a declaration of several declarators before its first
 * declarator ("int", "struct s", "unsigned long"), for the declarations a
 * split makes of the later ones (split_inits): the first declarator's
 * tokens before its name, up to a '*' or '('; without const (C has checked
 * that nothing assigns the variables).  NULL: no such words C++ can take
 * again (a struct defined there, typeof, a const from a typedef). */
static char *decl_spec(Ctx *cx, int d)
{
    CXToken *tk;
    unsigned nt;
    size_t name_at = cxx_name_offset(cx->n[d].c);
    clang_tokenize(cx->tu, clang_getCursorExtent(cx->n[d].c), &tk, &nt);
    Buf b;
    buf_init(&b);
    bool ok = true, saw_const = false;
    int depth = 0;              /* in the parentheses of _Alignas(16), __attribute__((...)) */
    const char *prev = "";
    for (unsigned i = 0; i < nt && ok; i++) {
        if (fe_offset_of(clang_getTokenLocation(cx->tu, tk[i])) >= name_at) break;
        char *w = cx_str(cx->u->arena, clang_getTokenSpelling(cx->tu, tk[i]));
        bool word_parens = !strcmp(w, "(") && (depth || strstr(prev, "_Alignas") || !strcmp(prev, "alignas")
                                               || strstr(prev, "attribute") || !strcmp(prev, "__declspec"));
        if (!depth && !word_parens && (!strcmp(w, "*") || !strcmp(w, "("))) break;     /* the declarator */
        depth += !strcmp(w, "(") - !strcmp(w, ")");
        if (!strcmp(w, "{") || strstr(w, "typeof") || !strcmp(w, "__auto_type")) ok = false;
        else if (!depth && (!strcmp(w, "const") || !strcmp(w, "__const") || !strcmp(w, "__const__"))) saw_const = true;
        else buf_printf(&b, "%s%s", b.len ? " " : "", w);
        prev = w;
    }
    clang_disposeTokens(cx->tu, tk, nt);
    CXType base = clang_getCanonicalType(clang_getCursorType(cx->n[d].c));
    while (base.kind == CXType_ConstantArray || base.kind == CXType_IncompleteArray || base.kind == CXType_Pointer)
        base = clang_getCanonicalType(base.kind == CXType_Pointer ? clang_getPointeeType(base)
                                                                   : clang_getArrayElementType(base));
    if (clang_isConstQualifiedType(base) && !saw_const) ok = false;        /* a typedef's const */
    char *r = ok && b.len ? arena_strdup(cx->u->arena, buf_cstr(&b)) : NULL;
    buf_release(&b);
    return r;
}

/* Where the ',' before a later declarator d of a declaration is (its
 * extent starts at its name, past its '*' and '('), or 0. */
static size_t declarator_comma(Ctx *cx, int d)
{
    size_t b = cx->n[d].start;
    while (b > 0 && strchr(" \t\n(*", cx->u->pp[b - 1])) b--;
    return b > 0 && cx->u->pp[b - 1] == ',' ? b - 1 : 0;
}

/* C lets goto and switch jump past 'int x = e;', C++ does not (it does
 * past 'int x;'): in such a function, 'T x = e;' becomes 'T x; x = e;'
 * for each lone declaration of a scalar, pointer or complex number (whose
 * own const, as spelled, drop_own_const takes away), and an array or
 * struct's 'T x = init;' becomes 'T x; { decltype(x) gw_initN = init;
 * memcpy(&x, &gw_initN, sizeof x); }': the goto passes the whole block,
 * which C++ allows.  A declaration of several declarators (int a = 1,
 * b = 2;) becomes one declaration each first (int a = 1; int b = 2;,
 * decl_spec), each then split alike. */
static void split_inits(Ctx *cx, int fn)
{
    Unit *u = cx->u;
    for (int j = fn + 1; j < cx->nn && cx->n[j].start < cx->n[fn].end; j++) {
        CNode *s = &cx->n[j];
        if (s->kind != CXCursor_DeclStmt || s->parent < 0 || cx->n[s->parent].kind == CXCursor_ForStmt) continue;
        int first = s->first;
        if (first < 0 || cx->n[first].kind != CXCursor_VarDecl) continue;
        /* no jump enters a statement expression ({ ... }) */
        bool in_expr = false;
        for (int q = s->parent; q > fn && !in_expr; q = cx->n[q].parent)
            in_expr = cx->n[q].kind == CXCursor_StmtExpr;
        if (in_expr || u->pp[s->end - 1] != ';') continue;
        char *spec = NULL;
        if (cx->n[first].next >= 0) {       /* several declarators: all variables, each after a ',' */
            bool any_init = false, ok = true;
            for (int d = first; d >= 0 && ok; d = cx->n[d].next) {
                ok = cx->n[d].kind == CXCursor_VarDecl && (d == first || declarator_comma(cx, d));
                any_init |= ok && !clang_Cursor_isNull(clang_Cursor_getVarDeclInitializer(cx->n[d].c));
            }
            if (!ok || !any_init || !(spec = decl_spec(cx, first))) continue;
        }
        for (int d = first; d >= 0; d = cx->n[d].next) {
            int next = cx->n[d].next;
            size_t comma = next >= 0 ? declarator_comma(cx, next) : 0;
            char *close = split_one(cx, s, d, spec != NULL, d != first);      /* the copy's end, or NULL */
            if (next < 0) {
                if (close) edit_add(&u->cxx, s->end, s->end, close, EDIT_PLAIN);
            } else {
                edit_add(&u->cxx, comma, comma + 1,
                         arena_printf(u->arena, "%s %s ", close ? close : ";", spec), EDIT_PLAIN);
            }
        }
    }
}

/* ---- GNU's case ranges ---- */

/* GNU's case range, case A ... B: one case label a value in the CUDA text
 * (nvcc accepts the range but an H100 took a value of the first range for
 * one of the second); a range of more than 4096 values is left as it is. */
/* The type a case label's value converts to: the switch's condition's,
 * promoted (the condition node's type), when the label's own differs; NULL
 * otherwise.  C converts the values (case -1 of an unsigned long switch is
 * ULONG_MAX); C++ takes only values that fit ("invalid narrowing
 * conversion"), so the CUDA text casts them. */
static const char *case_type(Ctx *cx, CNode *n)
{
    int sw = n->parent;
    while (sw >= 0 && cx->n[sw].kind != CXCursor_SwitchStmt) sw = cx->n[sw].parent;
    if (sw < 0 || cx->n[sw].first < 0 || n->first < 0) return NULL;
    CXType ct = clang_getCanonicalType(clang_getCursorType(cx->n[cx->n[sw].first].c));
    CXType lt = clang_getCanonicalType(clang_getCursorType(cx->n[cx_unwrap(cx, false, n->first)].c));
    if (ct.kind == CXType_Invalid || clang_equalTypes(ct, lt) || !(is_integer(ct) || ct.kind == CXType_Enum))
        return NULL;
    char *ty = cuda_type_of(cx->u, ct);
    return cxx_castable(ty) ? ty : NULL;
}

static void case_range(Ctx *cx, CNode *n)
{
    int lhs = n->first, rhs = lhs >= 0 ? cx->n[lhs].next : -1;
    const char *ty = case_type(cx, n);
    if (rhs < 0 || cx->n[rhs].next < 0) {               /* case A: stmt */
        if (ty && lhs >= 0 && cx->n[lhs].end > cx->n[lhs].start) {
            edit_add(&cx->u->cxx, cx->n[lhs].start, cx->n[lhs].start, arena_printf(cx->u->arena, "(%s)(", ty),
                     EDIT_OUTERMOST_OPEN);
            edit_add(&cx->u->cxx, cx->n[lhs].end, cx->n[lhs].end, ")", EDIT_OUTERMOST_CLOSE);
        }
        return;
    }
    long long v[2];
    int ends[2] = {lhs, rhs};
    for (int k = 0; k < 2; k++) {
        CXEvalResult r = clang_Cursor_Evaluate(cx->n[ends[k]].c);
        bool ok = r && clang_EvalResult_getKind(r) == CXEval_Int;
        v[k] = ok ? clang_EvalResult_getAsLongLong(r) : 0;
        if (r) clang_EvalResult_dispose(r);
        if (!ok) return;
    }
    if (v[1] - v[0] >= 4096) return;                   /* left to nvcc */
    const char *pp = cx->u->pp;
    size_t colon = cx->n[rhs].end;                      /* the label's ':' (past the
                                                           literal edits inside it) */
    while (colon < cx->n[n->last].start && pp[colon] != ':') colon++;
    if (pp[colon] != ':') return;
    if (v[1] < v[0]) {                                  /* empty: matches nothing (gcc warns) */
        edit_add(&cx->u->cxx, n->start, colon + 1, "", EDIT_PLAIN);
        return;
    }
    Buf b;
    buf_init(&b);
    for (long long x = v[0]; x <= v[1]; x++)
        buf_printf(&b, ty ? "case (%s)(%lldLL): " : "case %s%lldLL: ", ty ? ty : "", x);
    edit_add(&cx->u->cxx, n->start, colon + 1, arena_strdup(cx->u->arena, buf_cstr(&b)), EDIT_PLAIN);
    buf_release(&b);
}

/* A call of a function with a K&R definition: C passes its arguments
 * promoted (an enum as its integer type), and the function converts them;
 * the CUDA text gives it a prototype (fe_knr_lower), through which C++
 * converts an integer to an enum parameter only with a cast. */
static void knr_enum_args(Ctx *cx, int i)
{
    CNode *n = &cx->n[i];
    CXCursor def = clang_getCursorDefinition(clang_getCursorReferenced(n->c));
    if (n->first < 0 || clang_getCursorKind(def) != CXCursor_FunctionDecl) return;
    CXType callee = clang_getCanonicalType(clang_getCursorType(cx->n[n->first].c));     /* double (*)() */
    if (callee.kind == CXType_Pointer) callee = clang_getCanonicalType(clang_getPointeeType(callee));
    if (callee.kind != CXType_FunctionNoProto) return;
    int na = clang_Cursor_getNumArguments(def), k = 0;
    for (int a = n->first >= 0 ? cx->n[n->first].next : -1; a >= 0 && k < na; a = cx->n[a].next, k++) {
        CXType pt = clang_getCursorType(clang_Cursor_getArgument(def, (unsigned)k));
        CNode *arg = &cx->n[a];
        if (clang_getCanonicalType(pt).kind != CXType_Enum || arg->end <= arg->start) continue;
        char *ty = cuda_type_of(cx->u, pt);
        if (!cxx_castable(ty)) continue;
        edit_add(&cx->u->cxx, arg->start, arg->start, arena_printf(cx->u->arena, "((%s)(", ty), EDIT_OUTER_OPEN);
        cx->u->cxx.v[cx->u->cxx.n - 1].group = a + 1;
        edit_add(&cx->u->cxx, arg->end, arg->end, "))", EDIT_OUTER_CLOSE);
        cx->u->cxx.v[cx->u->cxx.n - 1].group = a + 1;
    }
}

/* ---- the pass ---- */

void cxx_lower(Ctx *cx)
{
    Unit *u = cx->u;
    spell_edits(cx);
    field_consts(cx);
    for (int i = 0; i < cx->nn; i++) {
        CNode *n = &cx->n[i];
        if (declares_name(n->kind)) {
            CXString s = clang_getCursorSpelling(n->c);
            const char *name = clang_getCString(s);
            if (name && is_cxx_name(name)) note_rename(u, name);
            clang_disposeString(s);
        }
        if (n->kind == CXCursor_BinaryOperator || n->kind == CXCursor_CompoundAssignOperator)
            cxx_fma_edit(cx, i);
        if (n->kind == CXCursor_BinaryOperator) cxx_rsqrt_edit(cx, i);
        if (n->kind == CXCursor_CompoundAssignOperator) complex_assign_edit(cx, i), int_ptr_add_edit(cx, i);
        cxx_gnu_edit(cx, i);
        if (n->kind == CXCursor_UnexposedExpr) cast_edit(cx, n), string_edit(cx, n), gnu_constant_edit(cx, n);
        else if (n->kind == CXCursor_GenericSelectionExpr) generic_edit(cx, n);
        else if (n->kind == CXCursor_CallExpr)
            knr_enum_args(cx, i), builtin_complex_edit(cx, n), tgmath_edit(cx, i), cxx_vla_arg_casts(cx, i);
        else if (n->kind == CXCursor_ArraySubscriptExpr) cxx_vla_subscripts(cx, i);
        else if (n->kind == CXCursor_UnaryOperator) cxx_vla_deref(cx, n);
        else if (n->kind == CXCursor_BinaryOperator) cxx_vla_pointer_step(cx, n);
        else if (n->kind == CXCursor_UnaryExpr) cxx_vla_sizeof(cx, n);
        else if (n->kind == CXCursor_ParmDecl || n->kind == CXCursor_VarDecl) cxx_vla_decl(cx, n);
        else if (n->kind == CXCursor_CaseStmt) case_range(cx, n);
        if (n->kind == CXCursor_VarDecl && clang_Cursor_getStorageClass(n->c) == CX_SC_Auto)
            drop_keywords(cx, n, false);
        if (n->kind == CXCursor_ParmDecl) drop_keywords(cx, n, true);
        if (n->kind == CXCursor_VarDecl) exact_string_edit(cx, n), const_init_edit(cx, n);
        if (n->kind == CXCursor_CharacterLiteral && n->end > n->start && cx->u->pp[n->start] == '\'') {
            /* 'x' is an int in C, a char in C++ (sizeof 'x', overloads) */
            edit_add(&u->cxx, n->start, n->start, "((int)", EDIT_INNERMOST_OPEN);
            u->cxx.v[u->cxx.n - 1].group = i + 1;
            edit_add(&u->cxx, n->end, n->end, ")", EDIT_INNERMOST_CLOSE);
            u->cxx.v[u->cxx.n - 1].group = i + 1;
        }
        if (n->kind == CXCursor_FunctionDecl && clang_isCursorDefinition(n->c)) cxx_vla_param_extents(cx, i);
        if (n->kind == CXCursor_FunctionDecl && clang_isCursorDefinition(n->c) && jumps_in(cx, i)) split_inits(cx, i);
        else if (n->kind == CXCursor_CStyleCastExpr) cxx_vla_cast(cx, n), union_cast_edit(cx, n);
    }
    /* designated initialisers last, inner lists first: each list's items are
       copied with the edits made inside them (cxx_lowered) */
    for (int i = cx->nn - 1; i >= 0; i--)
        if (cx->n[i].kind == CXCursor_InitListExpr) cxx_designator_edit(cx, &cx->n[i]);
    for (int i = 0; i < cx->spell.n; i++) {
        const Edit *e = &cx->spell.v[i];
        edit_add(&u->cxx, e->start, e->end, e->text, e->order);
        u->cxx.v[u->cxx.n - 1].nest = e->nest;
        u->cxx.v[u->cxx.n - 1].group = e->group;
    }
    edit_drop_covered(&u->cxx);
}
