/* cxx.c: the front end's second half: what C allows and C++ (the CUDA text's
 * language) rejects, found in libclang's AST and lowered for the CUDA text
 * only: implicit conversions made explicit, _Generic resolved, designated
 * initialisers put in declaration order, and the C++/CUDA names a C program
 * may declare renamed.  The host C keeps the user's text. */
#include "gangway.h"
#include "frontend.h"

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
    "float3", "float4", "friend", "int2", "int3", "int4", "llmax", "llmin", "long2", "long3",
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

static void note_rename(Unit *u, const char *name)
{
    for (int i = 0; i < u->nrenames; i++)
        if (!strcmp(u->renames[i], name)) return;
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

/* A type C++ can spell in a cast: named, no variable extents. */
static bool castable(const char *spelling)
{
    return !strstr(spelling, "(unnamed") && !strstr(spelling, "(anonymous") && !strstr(spelling, "typeof");
}

/* Does converting from to `to` need a cast in C++?  int to enum, one
 * pointer type to another (void * to T * most often), integer to pointer
 * and back. */
static bool needs_cast(CXType to, CXType from)
{
    CXType ct = clang_getCanonicalType(to), cf = clang_getCanonicalType(from);
    if (clang_equalTypes(ct, cf)) return false;
    if (ct.kind == CXType_Enum) return is_integer(cf) || cf.kind == CXType_Enum;
    if (is_pointer(ct) && is_pointer(cf)) {
        CXType pt = clang_getCanonicalType(clang_getPointeeType(ct));
        CXType pf = clang_getCanonicalType(clang_getPointeeType(cf));
        if (pt.kind == CXType_VariableArray || pf.kind == CXType_VariableArray) return false;
        return !clang_equalTypes(clang_getUnqualifiedType(pt), clang_getUnqualifiedType(pf))
               || (clang_isConstQualifiedType(pf) && !clang_isConstQualifiedType(pt))
               || (clang_isVolatileQualifiedType(pf) && !clang_isVolatileQualifiedType(pt));
    }
    if (is_pointer(ct)) return is_integer(cf);      /* a null pointer constant: see cast_edit */
    if (is_integer(ct) && ct.kind != CXType_Bool) return is_pointer(cf);
    return false;
}

static bool is_zero(CXCursor c)
{
    CXEvalResult r = clang_Cursor_Evaluate(c);
    if (!r) return false;
    bool z = clang_EvalResult_getKind(r) == CXEval_Int && clang_EvalResult_getAsLongLong(r) == 0;
    clang_EvalResult_dispose(r);
    return z;
}

/* An implicit cast is an UnexposedExpr with one child of its own extent. */
static void cast_edit(Ctx *cx, CNode *n)
{
    if (n->first < 0 || cx->n[n->first].next >= 0) return;
    CNode *k = &cx->n[n->first];
    if (k->start != n->start || k->end != n->end || n->end <= n->start) return;
    CXType to = clang_getCursorType(n->c), from = clang_getCursorType(k->c);
    if (to.kind == CXType_Invalid || from.kind == CXType_Invalid || !needs_cast(to, from)) return;
    if (is_pointer(clang_getCanonicalType(to)) && is_integer(clang_getCanonicalType(from)) && is_zero(k->c))
        return;                 /* 0 is a null pointer in C++ too */
    Unit *u = cx->u;
    char *ty = cx_str(u->arena, clang_getTypeSpelling(to));
    if (!castable(ty)) return;
    edit_add(&u->cxx, n->start, n->start, arena_printf(u->arena, "((%s)(", ty), 1 << 20);
    edit_add(&u->cxx, n->end, n->end, "))", -(1 << 20));
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
    edit_add(&u->cxx, g->start, e->start, "(", 0);
    edit_add(&u->cxx, e->end, g->end, ")", 0);
}

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

/* C++ takes designated initialisers only in declaration order: rewrite an
 * out-of-order list of a struct's initialisers as the elements sorted. */
static void designator_edit(Ctx *cx, CNode *list)
{
    CXType t = clang_getCanonicalType(clang_getCursorType(list->c));
    if (t.kind != CXType_Record) return;
    FieldPos f = {{0}, 0};
    clang_Type_visitFields(t, field_visit, &f);
    int order[256], ids[256], n = 0, prev = -1;
    bool sorted = true;
    for (int e = list->first; e >= 0 && n < 256; e = cx->n[e].next) {
        int at = element_field(cx, &cx->n[e], &f, prev);
        if (at < 0) goto done;
        if (at <= prev) sorted = false;
        order[n] = prev = at;
        ids[n++] = e;
    }
    if (!sorted && n > 1) {
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
            buf_add(&b, u->pp + e->start, e->end - e->start);
        }
        size_t s = cx->n[list->first].start, end = cx->n[list->last].end;
        edit_add(&u->cxx, s, end, arena_strdup(u->arena, buf_cstr(&b)), 0);
        buf_release(&b);
    }
done:
    for (int i = 0; i < f.n; i++) free((void *)f.names[i]);
}

/* ---- the pass ---- */

static int edit_cmp(const void *a, const void *b)
{
    const Edit *x = a, *y = b;
    if (x->start != y->start) return x->start < y->start ? -1 : 1;
    return x->order - y->order;
}

/* Inner edits inside a range another edit replaces are dropped (the
 * replacement copies the original text). */
static void drop_covered(EditList *l)
{
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
}

void cxx_lower(Ctx *cx)
{
    Unit *u = cx->u;
    for (int i = 0; i < cx->nn; i++) {
        CNode *n = &cx->n[i];
        if (declares_name(n->kind)) {
            CXString s = clang_getCursorSpelling(n->c);
            const char *name = clang_getCString(s);
            if (name && is_cxx_name(name)) note_rename(u, name);
            clang_disposeString(s);
        }
        if (n->kind == CXCursor_UnexposedExpr) cast_edit(cx, n);
        else if (n->kind == CXCursor_GenericSelectionExpr) generic_edit(cx, n);
        else if (n->kind == CXCursor_InitListExpr) designator_edit(cx, n);
    }
    if (u->cxx.n) qsort(u->cxx.v, u->cxx.n, sizeof(Edit), edit_cmp);
    drop_covered(&u->cxx);
}
