/* fe_vars.c: a compute construct's variables and the construct put
 * together.  Node.vars: each variable the construct uses and declares
 * outside it, with its shape and its declarations in the kernel (C's and
 * the CUDA text's spellings), how it is used (Index.uses); Node.locals,
 * the stores (guard candidates), reduced subarrays' updates, the
 * enumerations the kernels repeat; the functions the construct calls,
 * marked for the device with the file-scope variables they use.
 * fe_build_compute runs these and the other fe_*.c collectors over a
 * construct and splits a kernels construct into its kernels. */
#include "gangway.h"
#include "frontend.h"

#include <stdlib.h>
#include <string.h>

/* Where a declaration of type (an abstract declarator as libclang spells
 * it) takes its name: inside the innermost group of pointers, "(*" ")[4]"
 * for int (*)[4], "(*const restrict" ")[4]" for a qualified one, "(*(*"
 * ")[3])[4]" for a pointer to an array of pointers to arrays; else before
 * the first '[' (float [4]), else at the end (double *). */
static size_t name_at(const char *type, bool *group)
{
    for (const char *p = strchr(type, '('); p; p = strchr(p + 1, '(')) {
        const char *q = p + 1;
        while (*q == ' ') q++;
        if (*q != '*' && *q != '^') continue;
        while (*q == '*' || *q == '^' || *q == ' ' || *q == '_' || (*q >= 'a' && *q <= 'z') ||
               (*q >= 'A' && *q <= 'Z') || (*q >= '0' && *q <= '9'))
            q++;
        if (*q == ')') {
            *group = true;
            return (size_t)(q - type);
        }
    }
    *group = false;
    const char *br = strchr(type, '[');
    size_t n = br ? (size_t)(br - type) : strlen(type);
    while (n && type[n - 1] == ' ') n--;
    return n;
}

/* A declaration of type split where the name goes: "int (*" ")[4]", "float "
 * "[4]", "double *" "". */
static Declarator declarator_of(Arena *a, const char *type)
{
    bool group;
    size_t n = name_at(type, &group);
    const char *rest = type + n;
    while (*rest == ' ') rest++;
    bool space = n && type[n - 1] != '*' && type[n - 1] != '(' && type[n - 1] != '^';
    return (Declarator){arena_printf(a, "%.*s%s", (int)n, type, space ? " " : ""), arena_strdup(a, rest)};
}

char *fe_declarator(Arena *a, const char *type, const char *name)
{
    return decl_named(a, declarator_of(a, type), name);
}

/* Is t an integer type of at most 32 bits (no _Bool, no enum): a 32-bit
 * counter holds a loop's trip over a variable of it? */
bool fe_int32_type(CXType t)
{
    CXType ct = clang_getCanonicalType(t);
    bool integer = ct.kind >= CXType_Char_U && ct.kind <= CXType_Int128;
    return integer && clang_Type_getSizeOf(ct) > 0 && clang_Type_getSizeOf(ct) <= 4;
}

/* t's spelling in C (*c, for the host) and in the CUDA text (*cuda). */
static void spell_both(Unit *u, CXType t, char **c, char **cuda)
{
    *c = cx_str(u->arena, clang_getTypeSpelling(t));
    *cuda = cuda_type_of(u, t);
}

/* The kind of arithmetic of t, from its canonical type: what a reduction
 * of it may do (valid operators, identities, native atomics, combining
 * several devices' results). */
Arith fe_arith(CXType t)
{
    CXType ct = clang_getCanonicalType(t);
    if (ct.kind == CXType_Enum)
        ct = clang_getCanonicalType(clang_getEnumDeclIntegerType(clang_getTypeDeclaration(ct)));
    Arith r = {AR_OTHER, (int)clang_Type_getSizeOf(ct), clang_isVolatileQualifiedType(ct) != 0};
    switch (ct.kind) {
    case CXType_Bool: r.kind = AR_BOOL; break;
    case CXType_Char_U: case CXType_UChar: case CXType_UShort: case CXType_UInt: case CXType_ULong:
    case CXType_ULongLong: case CXType_UInt128: r.kind = AR_UINT; break;
    case CXType_Char_S: case CXType_SChar: case CXType_Short: case CXType_Int: case CXType_Long:
    case CXType_LongLong: case CXType_Int128: r.kind = AR_SINT; break;
    case CXType_Float: r.kind = AR_FLOAT; break;
    case CXType_Double: r.kind = AR_DOUBLE; break;
    case CXType_LongDouble: r.kind = AR_LDOUBLE; break;
    case CXType_Complex: {
        ArithKind ek = fe_arith(clang_getElementType(ct)).kind;
        r.kind = ek == AR_FLOAT ? AR_CFLOAT : ek == AR_DOUBLE ? AR_CDOUBLE : ek == AR_LDOUBLE ? AR_CLDOUBLE : AR_CINT;
        break;
    }
    default: break;
    }
    return r;
}

/* The reduced element type t of v: its spellings and its arithmetic. */
static void spell_red(Unit *u, Var *v, CXType t)
{
    spell_both(u, t, &v->red_elem, &v->cuda_red_elem);
    v->red_arith = fe_arith(t);
}

/* A pointer to elem, split where the name goes: "T (*" ")[4]" for T [4],
 * "T (**" ")[4]" for T (*)[4], "T *" "" for T. */
static Declarator pointer_parts(Arena *a, const char *elem)
{
    Declarator d = declarator_of(a, elem);
    bool wrap = *d.post == '[' || *d.post == '(';
    return (Declarator){arena_printf(a, "%s%s", d.pre, wrap ? "(*" : "*"), wrap ? arena_printf(a, ")%s", d.post) : d.post};
}

char *fe_pointer_to(Arena *a, const char *elem, const char *name)
{
    return decl_named(a, pointer_parts(a, elem), name);
}

/* v's element type et: its spellings, a pointer to it split at the name,
 * and whether it is an array and const (in its innermost element). */
static void describe_elem(Unit *u, Var *v, CXType et)
{
    spell_both(u, et, &v->elem, &v->cuda_elem);
    v->ptr_parts = pointer_parts(u->arena, v->cuda_elem);
    CXType ce = clang_getCanonicalType(et);
    v->elem_array = clang_getArrayElementType(ce).kind != CXType_Invalid;
    while (clang_getArrayElementType(ce).kind != CXType_Invalid)
        ce = clang_getCanonicalType(clang_getArrayElementType(ce));
    v->elem_const = clang_isConstQualifiedType(ce);
}

/* v's kernel parameter and local declarations, from their parts. */
static void set_decls(Arena *a, Var *v, Declarator param, const Declarator *local)
{
    v->param_parts = param;
    v->local_parts = local ? *local : param;
    v->param_decl = decl_named(a, param, v->name);
    v->local_decl = local ? decl_named(a, *local, v->name) : v->param_decl;   /* vla: two */
}

static bool var_global(CXCursor decl)
{
    enum CX_StorageClass sc = clang_Cursor_getStorageClass(decl);
    CXCursor sp = clang_getCursorSemanticParent(decl);
    return sc == CX_SC_Static || sc == CX_SC_Extern || clang_getCursorKind(sp) == CXCursor_TranslationUnit;
}

/* A variably modified v: a flat pointer to the element in the kernel
 * (cxx_vla.c linearises the subscripts); a VLA's private copy gets its storage
 * from alloca. */
static void describe_vm_var(Unit *u, Var *v, CXCursor decl, CXType ct, CXType et, char *count)
{
    Arena *a = u->arena;
    v->shape = SHAPE_POINTER;
    describe_elem(u, v, et);
    spell_red(u, v, et);
    const char *ce = v->cuda_elem;
    Declarator param = {arena_printf(a, "%s *", ce), ""};
    Declarator local = {param.pre, arena_printf(a, " = (%s *)alloca(sizeof(%s) * (%s))", ce, ce, count)};
    bool flat = ct.kind == CXType_Pointer || clang_getCursorKind(decl) == CXCursor_ParmDecl;
    set_decls(a, v, param, flat ? NULL : &local);
    v->vm = true;
    v->vla = v->local_decl != v->param_decl;
    v->vla_count = count;
    v->global = var_global(decl);
    const char *dims[16];
    v->vm_levels = vm_levels(a, clang_getCursorType(decl), dims, 16, &v->vm_array);
}

/* void k(double A[N][M]): C made A a pointer; maps name its declared
 * extent (arr_param_items). */
static void describe_arr_param(Unit *u, Var *v, CXType t)
{
    Arena *a = u->arena;
    v->shape = SHAPE_POINTER;
    v->arr_param = true;
    v->bytes = 8;
    v->red_n = 1;
    describe_elem(u, v, clang_getArrayElementType(t));
    spell_red(u, v, clang_getArrayElementType(t));
    set_decls(a, v, v->ptr_parts, NULL);
    v->type = fe_pointer_to(a, v->elem, "");
    v->cuda_type = fe_pointer_to(a, v->cuda_elem, "");
    v->global = false;
}

/* v's shape and the spellings of its type: C's for the host and the
 * messages, the CUDA text's (cuda_type_of) for the kernel's declarations. */
static void describe_var(Unit *u, Var *v, CXCursor decl)
{
    Arena *a = u->arena;
    CXType t = clang_getCursorType(decl);
    CXType ct = clang_getCanonicalType(t);
    v->bytes = clang_Type_getSizeOf(ct);
    v->red_n = 1;
    spell_red(u, v, ct);
    if (ct.kind == CXType_ConstantArray) {      /* reductions on arrays: element by element */
        CXType et = clang_getCanonicalType(clang_getArrayElementType(ct));
        long long eb = clang_Type_getSizeOf(et);
        if (eb > 0 && et.kind != CXType_ConstantArray && et.kind != CXType_Record) {
            v->red_n = (int)(v->bytes / eb);
            spell_red(u, v, et);
        }
    }
    v->type = cx_str(a, clang_getTypeSpelling(t));
    v->canon = cx_str(a, clang_getTypeSpelling(ct));
    v->arith = fe_arith(ct);
    CXType at = ct.kind == CXType_Enum ? clang_getEnumDeclIntegerType(clang_getTypeDeclaration(ct)) : ct;
    v->arith_type = cx_str(a, clang_getTypeSpelling(clang_getUnqualifiedType(clang_getCanonicalType(at))));
    v->int_complex = int_complex_type(ct);
    v->cplx = ct.kind == CXType_Complex;
    v->restrict_qual = clang_isRestrictQualifiedType(ct);
    /* typeof(x) names a variable the kernel may not see; MemberRed's (an expression) is typeof(s.x) */
    if (strstr(v->type, "typeof") || clang_isExpression(clang_getCursorKind(decl))) t = ct;
    spell_both(u, t, &v->type, &v->cuda_type);
    CXType flat_elem;
    char *flat_count;
    if (vm_flat(a, t, &flat_elem, &flat_count)) {
        describe_vm_var(u, v, decl, ct, flat_elem, flat_count);
        return;
    }
    if (clang_getCursorKind(decl) == CXCursor_ParmDecl && ct.kind == CXType_ConstantArray) {
        describe_arr_param(u, v, t);
        return;
    }
    Declarator param;
    switch (ct.kind) {
    case CXType_Pointer: {
        CXType pt = clang_getCanonicalType(clang_getPointeeType(ct));
        v->fn_ptr = pt.kind == CXType_FunctionProto || pt.kind == CXType_FunctionNoProto;
        v->shape = v->fn_ptr ? SHAPE_OTHER : SHAPE_POINTER;
        v->elem_ptr = pt.kind == CXType_Pointer;
        /* a typedef of a pointer has no pointee of its own: the canonical type's */
        CXType pe = clang_getPointeeType(t);
        describe_elem(u, v, pe.kind != CXType_Invalid ? pe : clang_getPointeeType(ct));
        spell_red(u, v, pt);                                     /* reduction(op: p[lo:n]) */
        param = declarator_of(a, v->cuda_type);
        if (pe.kind != CXType_Invalid) v->ptr_parts = param;    /* spelled as a pointer: as declared */
        break;
    }
    case CXType_ConstantArray:
    case CXType_IncompleteArray:
    case CXType_VariableArray:
        v->shape = ct.kind == CXType_ConstantArray ? SHAPE_ARRAY : SHAPE_POINTER;
        describe_elem(u, v, clang_getArrayElementType(t));
        param = v->ptr_parts;
        break;
    default:
        v->shape = ct.kind == CXType_Record ? SHAPE_STRUCT
                 : ct.kind >= CXType_FirstBuiltin && ct.kind <= CXType_LastBuiltin ? SHAPE_SCALAR
                 : ct.kind == CXType_Enum ? SHAPE_SCALAR : SHAPE_OTHER;
        param = declarator_of(a, v->cuda_type);
        break;
    }
    /* a const-qualified scalar parameter is fine; a private copy must be writable */
    const char *ty = v->cuda_type;
    if (!strncmp(ty, "const ", 6) && v->shape != SHAPE_POINTER) ty += 6;
    Declarator local = declarator_of(a, ty);
    set_decls(a, v, param, &local);
    v->global = var_global(decl);
}

Var *fe_find_var(Node *nd, const char *name)
{
    for (Var *v = nd->vars; v; v = v->next)
        if (!strcmp(v->name, name)) return v;
    return NULL;
}

/* Is node i the target of an assignment, ++/--, or &? */
bool fe_is_written(Ctx *cx, int i)
{
    int p = fe_up(cx, i);
    if (p < 0) return false;
    CNode *pn = &cx->n[p];
    if (pn->kind == CXCursor_CompoundAssignOperator) return fe_child_toward(cx, p, i) == pn->first;
    if (pn->kind == CXCursor_BinaryOperator)
        return clang_getCursorBinaryOperatorKind(pn->c) == CXBinaryOperator_Assign
               && fe_child_toward(cx, p, i) == pn->first;
    if (pn->kind == CXCursor_UnaryOperator) {
        enum CXUnaryOperatorKind k = clang_getCursorUnaryOperatorKind(pn->c);
        return k == CXUnaryOperator_PostInc || k == CXUnaryOperator_PostDec || k == CXUnaryOperator_PreInc
               || k == CXUnaryOperator_PreDec || k == CXUnaryOperator_AddrOf;
    }
    return false;
}

/* Does the subtree at i assign, increment or decrement? */
static bool has_side_effect(Ctx *cx, int i)
{
    CNode *c = &cx->n[i];
    if (c->kind == CXCursor_CompoundAssignOperator) return true;
    enum CXBinaryOperatorKind b = c->kind == CXCursor_BinaryOperator ? clang_getCursorBinaryOperatorKind(c->c)
                                  : CXBinaryOperator_Invalid;
    if (b == CXBinaryOperator_Assign) return true;
    if (c->kind == CXCursor_UnaryOperator) {
        enum CXUnaryOperatorKind k = clang_getCursorUnaryOperatorKind(c->c);
        if (k == CXUnaryOperator_PostInc || k == CXUnaryOperator_PostDec || k == CXUnaryOperator_PreInc
            || k == CXUnaryOperator_PreDec)
            return true;
    }
    for (int j = c->first; j >= 0; j = cx->n[j].next)
        if (has_side_effect(cx, j)) return true;
    return false;
}

/* Index.uses of the subscript p[e] at node s (e at node e): what contains
 * the element, up through members and further subscripts to an '&'. */
static unsigned index_uses(Ctx *cx, int s, int e)
{
    unsigned uses = has_side_effect(cx, e) ? IX_SIDE_EFFECT : 0;
    for (int q = s, first = 1;; first = 0) {
        int p = fe_up(cx, q);
        if (p < 0) break;
        CNode *pn = &cx->n[p];
        bool base = fe_child_toward(cx, p, q) == pn->first;
        bool addr = pn->kind == CXCursor_UnaryOperator
                    && clang_getCursorUnaryOperatorKind(pn->c) == CXUnaryOperator_AddrOf;
        if (addr) uses |= IX_ADDRESS;
        if (!base || (pn->kind != CXCursor_MemberRefExpr && pn->kind != CXCursor_ArraySubscriptExpr)) break;
        if (first) uses |= pn->kind == CXCursor_MemberRefExpr ? IX_MEMBER : IX_SUBSCRIPTED;
        q = p;
    }
    return uses;
}

/* Is c a <tgmath.h> call (glibc's __builtin_tgmath)? */
static bool tgmath_cursor(CXCursor c)
{
    if (clang_getCursorKind(c) != CXCursor_CallExpr) return false;
    CXString s = clang_getCursorSpelling(c);
    bool tg = !strcmp(clang_getCString(s), "__builtin_tgmath");
    clang_disposeString(s);
    return tg;
}

static enum CXChildVisitResult find_tgmath(CXCursor c, CXCursor parent, CXClientData found)
{
    (void)parent;
    if (!tgmath_cursor(c)) return CXChildVisit_Recurse;
    *(bool *)found = true;
    return CXChildVisit_Break;
}

/* Is c, or does it contain, a <tgmath.h> call?  libclang knows no
 * __builtin_tgmath and types the call int, so a type deduced from one
 * (__auto_type, typeof, _Generic's choice) is int in its AST. */
static bool has_tgmath_call(CXCursor c)
{
    bool found = false;
    if (find_tgmath(c, c, &found) == CXChildVisit_Recurse) clang_visitChildren(c, find_tgmath, &found);
    return found;
}

/* Is decl's type deduced from an expression holding a <tgmath.h> call
 * (__auto_type v = sqrt(x); typeof(sqrt(x)) v)?  Then libclang's type for
 * it is not the host compiler's. */
static bool type_from_tgmath(Unit *u, CXCursor decl)
{
    if (clang_getCursorKind(decl) != CXCursor_VarDecl && clang_getCursorKind(decl) != CXCursor_ParmDecl)
        return false;
    CXType t = clang_getCursorType(decl);
    if (t.kind != CXType_Auto && !strstr(cx_str(u->arena, clang_getTypeSpelling(t)), "typeof")) return false;
    return has_tgmath_call(decl);
}

/* A use at offset at, in device code, of a variable (decl, named name)
 * whose type comes from a <tgmath.h> call: the kernel's declaration of it
 * would have libclang's type, int.  fn: the function the device calls, or
 * NULL: a compute construct. */
static void tgmath_type_check(Ctx *cx, size_t at, CXCursor decl, const char *name, const char *fn)
{
    Unit *u = cx->u;
    if (u->opt->host_only || !type_from_tgmath(u, decl)) return;
    int line = unit_loc(u, fe_offset_of(clang_getCursorLocation(decl))).line;
    error_at(unit_loc(u, at), "'%s' (line %d) takes its type from a <tgmath.h> call (__auto_type or typeof), which "
             "gwcc's front end cannot type; declare it with its type (double, float...) to use it in %s%s%s", name,
             line, fn ? "'" : "a compute construct", fn ? fn : "", fn ? "', which the device calls" : "");
}

/* Does the value of v's element at node cur leave as a pointer the kernel
 * may write through: a row of an array (double *row = t[i]), a pointer
 * element, &t[i][j], not converted to a pointer to const?  Then v's
 * elements may be written where no subscript of v shows it: not const in
 * the kernel (restrict_ro), and not split. */
static bool pointer_out(Ctx *cx, int cur)
{
    int p = cur, q;
    bool addr = false;
    /* up through parentheses, conversions, pointer arithmetic (p + k, c ? p : q) and & */
    while ((q = fe_up(cx, p)) >= 0) {
        enum CXCursorKind k = cx->n[q].kind;
        if (k == CXCursor_ParenExpr || k == CXCursor_UnexposedExpr) {
            p = q;
        } else if (k == CXCursor_UnaryOperator && clang_getCursorUnaryOperatorKind(cx->n[q].c) == CXUnaryOperator_AddrOf
                   && !addr) {
            addr = true, p = q;
        } else if (k == CXCursor_BinaryOperator || k == CXCursor_ConditionalOperator) {
            if (clang_getCanonicalType(clang_getCursorType(cx->n[q].c)).kind != CXType_Pointer)
                return false;   /* p == q, p - q: the address alone */
            p = q;
        } else {
            if (k == CXCursor_UnaryExpr) return false;      /* sizeof, _Alignof */
            break;
        }
    }
    CXType t = clang_getCanonicalType(clang_getCursorType(cx->n[p].c));
    if (t.kind != CXType_Pointer && !cxx_array_kind(t.kind))
        return false;
    CXType to = t.kind == CXType_Pointer ? clang_getPointeeType(t) : clang_getArrayElementType(t);
    return !clang_isConstQualifiedType(to);
}

/* Record a use at node i of a variable declared outside the construct,
 * named name and described by decl (its declaration, or a reduced
 * member's use: MemberRed). */
static void note_use(Ctx *cx, Node *nd, int i, char *name, CXCursor decl)
{
    Unit *u = cx->u;
    Var *v = fe_find_var(nd, name);
    if (!v) {
        v = arena_alloc(u->arena, sizeof *v);
        v->name = name;
        v->map = -1;
        describe_var(u, v, decl);
        tgmath_type_check(cx, cx->n[i].start, decl, name, NULL);
        Var **pp = &nd->vars;
        while (*pp) pp = &(*pp)->next;
        *pp = v;
    }
    /* walk up through subscripts and member accesses to the lvalue's root */
    int cur = i;
    bool through = false;
    for (;;) {
        int p = fe_up(cx, cur);
        if (p < 0) break;
        CNode *pn = &cx->n[p];
        if (pn->kind == CXCursor_ArraySubscriptExpr && fe_child_toward(cx, p, cur) == pn->first) {
            through = true;
        } else if (pn->kind == CXCursor_UnaryOperator
                   && clang_getCursorUnaryOperatorKind(pn->c) == CXUnaryOperator_Deref) {
            through = true;
        } else if (pn->kind == CXCursor_MemberRefExpr) {
            if (v->shape == SHAPE_POINTER) through = true;
        } else {
            break;
        }
        cur = p;
    }
    if (through) v->deref = true;
    int p = fe_up(cx, i);
    if (through) {      /* p[e] directly: e may give the section the region uses */
        CNode *pn = p >= 0 ? &cx->n[p] : NULL;
        int ix = pn && pn->kind == CXCursor_ArraySubscriptExpr && fe_child_toward(cx, p, i) == pn->first
                 ? pn->first : -1;
        ix = ix >= 0 ? cx->n[ix].next : -1;
        if (ix >= 0 && v->shape == SHAPE_POINTER) {
            Index *x = arena_alloc(u->arena, sizeof *x);
            *x = (Index){fe_node_text(cx, ix), fe_node_cuda(cx, ix), cx->n[i].start, pn->end, index_uses(cx, p, ix),
                         v->index};
            v->index = x;
        } else {
            v->no_section = true;
        }
    }
    for (int q = p, from = i; q >= 0 && clang_isExpression(cx->n[q].kind); from = q, q = cx->n[q].parent)
        if (cx->n[q].kind == CXCursor_CallExpr) {     /* inside an argument of a user function */
            char *fn = cx_str(u->arena, clang_getCursorSpelling(cx->n[q].c));
            if (fe_child_toward(cx, q, from) != cx->n[q].first && !fe_is_device_libcall(fn)) v->escapes = true;
            break;
        }
    if (p >= 0 && cx->n[p].kind == CXCursor_UnaryOperator
        && clang_getCursorUnaryOperatorKind(cx->n[p].c) == CXUnaryOperator_AddrOf)
        v->escapes = true;
    if (pointer_out(cx, cur))
        v->escapes = true;
    if (fe_is_written(cx, cur)) {
        if (through) {
            v->elem_written = true;
        } else {
            v->written = true;
            Write *w = arena_alloc(u->arena, sizeof *w);
            *w = (Write){v, cx->n[i].start, nd->writes};
            nd->writes = w;
        }
    }
}

static void note_ref(Ctx *cx, Node *nd, int i, CXCursor decl)
{
    note_use(cx, nd, i, cx_str(cx->u->arena, clang_getCursorSpelling(decl)), decl);
}

bool fe_decl_inside(Ctx *cx, CXCursor decl, size_t start, size_t end)
{
    size_t off = fe_offset_of(clang_getCursorLocation(decl));
    CXFile f;
    clang_getFileLocation(clang_getCursorLocation(decl), &f, NULL, NULL, NULL);
    return f && off >= start && off < end;
}

/* Is the called function a C library routine CUDA provides on the device? */
bool fe_is_device_libcall(const char *name)
{
    static const char *const ok[] = {
        "sqrt", "sqrtf", "cbrt", "cbrtf", "exp", "expf", "exp2", "exp2f", "expm1", "expm1f", "log", "logf",
        "log2", "log2f", "log10", "log10f", "log1p", "log1pf", "pow", "powf", "sin", "sinf", "cos", "cosf",
        "tan", "tanf", "asin", "asinf", "acos", "acosf", "atan", "atanf", "atan2", "atan2f", "sinh", "sinhf",
        "cosh", "coshf", "tanh", "tanhf", "asinh", "asinhf", "acosh", "acoshf", "atanh", "atanhf",
        "fabs", "fabsf", "abs", "labs", "llabs", "floor", "floorf", "ceil", "ceilf", "round", "roundf",
        "trunc", "truncf", "fmod", "fmodf", "fmin", "fminf", "fmax", "fmaxf", "fma", "fmaf", "hypot",
        "hypotf", "erf", "erff", "erfc", "erfcf", "tgamma", "tgammaf", "lgamma", "lgammaf", "copysign",
        "copysignf", "rint", "rintf", "lround", "lroundf", "llround", "nearbyint", "ldexp", "ldexpf",
        "frexp", "frexpf", "modf", "modff", "remainder", "remainderf", "isnan", "isinf", "isfinite",
        "signbit", "rsqrt", "rsqrtf", "sincos", "sincosf", "printf", "memcpy", "memset", "malloc", "free",
        "acc_on_device", "__assert_fail", "__builtin_isnan", "__builtin_isinf", "__builtin_expect",
        "__isnan", "__isnanf", "__isinf", "__isinff", "__finite", "__finitef", "__signbit", "__signbitf",
        "__fpclassify", "__fpclassifyf", "__builtin_fabs", "__builtin_fabsf", "__builtin_huge_val",
        "__builtin_huge_valf", "__builtin_inff", "__builtin_inf", "__builtin_nan", "__builtin_nanf",
        "__builtin_isfinite", "__builtin_isinf_sign", "__builtin_signbit", "__builtin_signbitf",
        "__builtin_fpclassify", "__builtin_isnormal",
        "creal", "crealf", "cimag", "cimagf", "conj", "conjf", "cproj", "cprojf", "cabs", "cabsf", "carg", "cargf",
        "cexp", "cexpf", "clog", "clogf", "csqrt", "csqrtf", "cpow", "cpowf", "csin", "csinf", "ccos", "ccosf",
        "creall", "cimagl", "conjl", "cprojl", "cabsl", "cargl", "cexpl", "clogl", "csqrtl", "cpowl", "csinl", "ccosl",
        /* the rest of C99's <math.h> and GNU's, which CUDA has */
        "fdim", "fdimf", "exp10", "exp10f", "logb", "logbf", "ilogb", "ilogbf", "scalbn", "scalbnf", "scalbln",
        "scalblnf", "nextafter", "nextafterf", "nexttoward", "nexttowardf", "lrint", "lrintf", "llrint", "llrintf",
        "llroundf", "nearbyintf", "remquo", "remquof", "nan", "nanf", "j0", "j0f", "j1", "j1f", "jn", "jnf", "y0",
        "y0f", "y1", "y1f", "yn", "ynf", "__isnanl", "__isinfl", "__finitel", "__signbitl", "__fpclassifyl",
        /* long double's, computed in double (gangway_dev.h) */
        "sqrtl", "cbrtl", "expl", "exp2l", "expm1l", "logl", "log2l", "log10l", "log1pl", "logbl", "sinl", "cosl",
        "tanl", "asinl", "acosl", "atanl", "sinhl", "coshl", "tanhl", "asinhl", "acoshl", "atanhl", "fabsl",
        "floorl", "ceill", "roundl", "truncl", "rintl", "nearbyintl", "erfl", "erfcl", "tgammal", "lgammal",
        "powl", "atan2l", "fmodl", "remainderl", "hypotl", "fminl", "fmaxl", "fdiml", "copysignl", "nextafterl",
        "nexttowardl", "fmal", "ldexpl", "scalbnl", "scalblnl", "frexpl", "remquol", "ilogbl", "lroundl",
        "llroundl", "lrintl", "llrintl",
        /* GCC's builtins (CUDA's or gangway_dev.h's) */
        "__builtin_popcount", "__builtin_popcountl", "__builtin_popcountll", "__builtin_clz", "__builtin_clzl",
        "__builtin_clzll", "__builtin_ctz", "__builtin_ctzl", "__builtin_ctzll", "__builtin_ffs", "__builtin_ffsl",
        "__builtin_ffsll", "__builtin_parity", "__builtin_parityl", "__builtin_parityll", "__builtin_bswap16",
        "__builtin_bswap32", "__builtin_bswap64", "__builtin_isgreater", "__builtin_isgreaterequal",
        "__builtin_isless", "__builtin_islessequal", "__builtin_islessgreater", "__builtin_isunordered",
        "__builtin_fabsl", "__builtin_sqrtl", "__builtin_sqrt", "__builtin_sqrtf", "__builtin_copysign",
        "__builtin_copysignf", "__builtin_abs", "__builtin_labs", "__builtin_llabs", "__builtin_unreachable",
        "__builtin_assume_aligned", "__builtin_memcpy", "__builtin_memset",
        "__builtin_add_overflow", "__builtin_sub_overflow", "__builtin_mul_overflow", "__builtin_add_overflow_p",
        "__builtin_sub_overflow_p", "__builtin_mul_overflow_p", "__builtin_sadd_overflow",
        "__builtin_saddl_overflow", "__builtin_saddll_overflow", "__builtin_uadd_overflow",
        "__builtin_uaddl_overflow", "__builtin_uaddll_overflow", "__builtin_ssub_overflow",
        "__builtin_ssubl_overflow", "__builtin_ssubll_overflow", "__builtin_usub_overflow",
        "__builtin_usubl_overflow", "__builtin_usubll_overflow", "__builtin_smul_overflow",
        "__builtin_smull_overflow", "__builtin_smulll_overflow", "__builtin_umul_overflow",
        "__builtin_umull_overflow", "__builtin_umulll_overflow",
        "__builtin_complex", /* C11's CMPLX (cxx.c builtin_complex_edit) */
        "alloca", "__builtin_alloca", /* CUDA's, per thread (not NVRTC's: fe_jit.c) */ NULL};
    /* GCC's builtin spellings of <math.h>'s functions: nvcc takes them in
     * device code, gangway_dev.h defines them under NVRTC (and the long
     * double ones, in double, for both) */
    static const char *const math[] = {
        "sqrt", "cbrt", "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "logb", "sin", "cos",
        "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "fabs",
        "floor", "ceil", "round", "trunc", "rint", "nearbyint", "erf", "erfc", "tgamma", "lgamma",
        "pow", "atan2", "fmod", "remainder", "hypot", "fmin", "fmax", "fdim", "copysign", "nextafter",
        "fma", /* the long double ones end here */
        "ldexp", "scalbn", "frexp", "modf", "ilogb", "lround", "llround", "lrint", "llrint", NULL};
    int ldouble = 0;
    while (strcmp(math[ldouble], "ldexp")) ldouble++;
    for (int i = 0; ok[i]; i++)
        if (!strcmp(ok[i], name)) return true;
    if (strncmp(name, "__builtin_", 10)) return false;
    const char *b = name + 10;
    size_t n = strlen(b);
    for (int i = 0; math[i]; i++) {
        size_t m = strlen(math[i]);
        if (strncmp(b, math[i], m)) continue;
        if (n == m || (n == m + 1 && b[m] == 'f')) return true;
        if (n == m + 1 && b[m] == 'l') return i < ldouble;      /* gangway_dev.h's GW_LD1, GW_LD2, fmal */
    }
    return false;
}

/* The rank of a floating type in C11 7.25's choice: float 1, double (and
 * an integer) 2, long double 3; *complex set for a complex type.  0: a
 * type it does not know (_Float128, a pointer). */
static int tg_rank(CXType t, bool *complex)
{
    t = clang_getCanonicalType(t);
    *complex = t.kind == CXType_Complex;
    if (*complex) t = clang_getCanonicalType(clang_getElementType(t));
    switch (t.kind) {
    case CXType_Float: return 1;
    case CXType_Double: return 2;
    case CXType_LongDouble: return 3;
    default: return (t.kind >= CXType_Bool && t.kind <= CXType_Int128) || t.kind == CXType_Enum ? 2 : 0;
    }
}

static bool tgmath_call(Ctx *cx, int call) { return tgmath_cursor(cx->n[call].c); }

/* GNU's __builtin_tgmath(f, g, ..., x, ...), what glibc's <tgmath.h>
 * makes of a type-generic macro (sqrt(x) of <tgmath.h>): its leading
 * arguments name the functions, the rest are the values.  libclang has no
 * such builtin: it sees a call of an undeclared function, whose values C's
 * default promotions may have converted (a float to double), so their
 * types are read below those conversions.  The function C11 7.25 chooses
 * for the values' types (a parameter whose type differs among the
 * functions is generic: its argument counts; complex if one is complex,
 * then the widest of float, double (integers too) and long double), and
 * in *first the node of the first value and in *chosen (unless NULL) the
 * function's declaration; NULL when the call is no such call or no
 * function fits. */
const char *fe_tgmath_choice(Ctx *cx, int call, int *first, CXCursor *chosen)
{
    CNode *c = &cx->n[call];
    if (!tgmath_call(cx, call)) return NULL;
    int args[64], nargs = 0;
    for (int k = c->first >= 0 ? cx->n[c->first].next : -1; k >= 0 && nargs < 64; k = cx->n[k].next)
        args[nargs++] = k;
    CXCursor fns[64];
    int nf = 0;
    while (nf < nargs) {
        int r = fe_unwrap(cx, args[nf]);
        CXCursor f = r >= 0 && cx->n[r].kind == CXCursor_DeclRefExpr ? clang_getCursorReferenced(cx->n[r].c)
                                                                      : clang_getNullCursor();
        if (clang_getCursorKind(f) != CXCursor_FunctionDecl) break;
        fns[nf++] = f;
    }
    int nv = nargs - nf;
    if (!nf || !nv) return NULL;
    for (int i = 0; i < nf; i++)
        if (clang_getNumArgTypes(clang_getCursorType(fns[i])) != nv) return NULL;
    bool cplx = false;
    int rank = 0, key = -1;         /* key: the first generic parameter */
    for (int j = 0; j < nv; j++) {
        CXType t0 = clang_getCanonicalType(clang_getArgType(clang_getCursorType(fns[0]), (unsigned)j));
        bool generic = false;
        for (int i = 1; i < nf && !generic; i++)
            generic = !clang_equalTypes(t0, clang_getCanonicalType(clang_getArgType(clang_getCursorType(fns[i]),
                                                                                     (unsigned)j)));
        if (!generic) continue;
        if (key < 0) key = j;
        int v = args[nf + j];       /* below the promotions an unprototyped call adds */
        while (cx->n[v].kind == CXCursor_UnexposedExpr && cx->n[v].first >= 0 && cx->n[cx->n[v].first].next < 0)
            v = cx->n[v].first;
        bool vc;
        int r = tg_rank(clang_getCursorType(cx->n[v].c), &vc);
        if (!r) return NULL;
        cplx = cplx || vc;
        if (r > rank) rank = r;
    }
    if (key < 0) return NULL;
    for (int pass = 0; pass < 2; pass++)        /* a real argument of a complex-only function: complex */
        for (int i = 0; i < nf; i++) {
            bool fc;
            int fr = tg_rank(clang_getArgType(clang_getCursorType(fns[i]), (unsigned)key), &fc);
            if (fr == rank && fc == (cplx || pass)) {
                *first = args[nf];
                if (chosen) *chosen = fns[i];
                return cx_str(cx->u->arena, clang_getCursorSpelling(fns[i]));
            }
        }
    return NULL;
}

/* The name of the function call node i calls: <tgmath.h>'s choice for
 * __builtin_tgmath (fe_tgmath_choice), else the callee's spelling. */
char *fe_callee_name(Ctx *cx, int i)
{
    int first;
    const char *tg = fe_tgmath_choice(cx, i, &first, NULL);
    return tg ? (char *)tg : cx_str(cx->u->arena, clang_getCursorSpelling(cx->n[i].c));
}

static void check_device_code(Ctx *cx, size_t start, size_t end, const char *fn);
static void check_thread_local(Ctx *cx, size_t start, size_t end, const char *fn);

static Decl *find_decl(Unit *u, const char *name, bool fn)
{
    for (Decl *d = u->decls; d; d = d->next)
        if (d->is_function == fn && d->name && !strcmp(d->name, name)) return d;
    return NULL;
}

/* Has name a routine directive's bind(target)?  Then the device calls the
 * target, even for a name of CUDA's library (rsqrt). */
static bool is_bound(Unit *u, const char *name)
{
    for (Bind *b = u->binds; b; b = b->next)
        if (!strcmp(b->name, name)) return true;
    return false;
}

/* Does this file define a function of that name (a user's rsqrt, which
 * the device must call rather than CUDA's)? */
static bool user_defined(Unit *u, const char *name)
{
    Decl *d = find_decl(u, name, true);
    return d && !d->proto;
}

/* The type declaration through which type t (its pointers, arrays and
 * typedefs) names a local type the CUDA file cannot declare
 * (fe_local_type_unhoisted); a null cursor when none does. */
static CXCursor unhoisted_in(Ctx *cx, CXType t)
{
    for (int depth = 0; depth < 32; depth++) {
        CXCursor d = clang_getTypeDeclaration(t);
        if (!clang_Cursor_isNull(d) && fe_local_type_unhoisted(cx, d)) return d;
        switch (t.kind) {
        case CXType_Pointer: t = clang_getPointeeType(t); break;
        case CXType_ConstantArray: case CXType_IncompleteArray: case CXType_VariableArray:
            t = clang_getArrayElementType(t);
            break;
        case CXType_Typedef: t = clang_getTypedefDeclUnderlyingType(d); break;
        case CXType_Elaborated: t = clang_Type_getNamedType(t); break;
        default: return clang_getNullCursor();
        }
    }
    return clang_getNullCursor();
}

/* Device code at node i names a type declared inside a function that the
 * CUDA file cannot declare under its name (another type, tag or enumerator
 * of the file has it: fe_decls.c puts the types kernels use at file
 * scope): a located error, once per type in [start, end), not a kernel
 * that silently gets the other type.  A type declared in [start, end)
 * itself comes with the code that declares it. */
static void check_local_type(Ctx *cx, int i, size_t start, size_t end, size_t *told, int *ntold)
{
    CNode *c = &cx->n[i];
    CXCursor bad = clang_getNullCursor();
    const char *enumerator = NULL;
    if (c->kind == CXCursor_TypeRef) {
        CXCursor d = clang_getCursorReferenced(c->c);
        if (fe_local_type_unhoisted(cx, d)) bad = d;
    } else if (c->kind == CXCursor_DeclRefExpr) {
        CXCursor d = clang_getCursorReferenced(c->c);
        enum CXCursorKind dk = clang_getCursorKind(d);
        if (dk == CXCursor_EnumConstantDecl) {
            CXCursor e = clang_getCursorSemanticParent(d);
            if (fe_local_type_unhoisted(cx, e)) bad = e;
            enumerator = cx_str(cx->u->arena, clang_getCursorSpelling(d));
        } else if (dk == CXCursor_VarDecl || dk == CXCursor_ParmDecl) {
            bad = unhoisted_in(cx, clang_getCursorType(d));
        }
    }
    if (clang_Cursor_isNull(bad)) return;
    size_t at = fe_offset_of(clang_getCursorLocation(bad));
    if (at >= start && at < end) return;        /* declared in the device code itself, which has it */
    for (int k = 0; k < *ntold; k++)
        if (told[k] == at) return;
    if (*ntold < 16) told[(*ntold)++] = at;
    char *what = enumerator ? arena_printf(cx->u->arena, "enumerator '%s'", enumerator)
                            : arena_printf(cx->u->arena, "'%s'", cx_str(cx->u->arena,
                                                                        clang_getTypeSpelling(clang_getCursorType(bad))));
    error_at(unit_loc(cx->u, c->start),
             "device code uses %s, declared inside a function at line %d, whose name another type, tag or "
             "enumerator of this file also has; the CUDA code declares the types kernels use at file scope, "
             "where the two would clash: give this one a name of its own",
             what, unit_pos(cx->u, at).line);
}

/* Mark functions called in [start, end) for the device, and those whose
 * address the code takes there (via(twice, i): the device's pointer must be
 * to the device's copy). */
static void mark_calls(Ctx *cx, size_t start, size_t end)
{
    FeSpan sp = fe_span(cx, start, end);
    for (int i = sp.from; i < sp.to; i++) {
        CNode *c = &cx->n[i];
        if (c->start < start || c->start >= end) continue;
        if (c->kind == CXCursor_DeclRefExpr) {
            int k = i;          /* a callee is the CallExpr's: below */
            bool generic = false;   /* an association of _Generic: perhaps not the one chosen */
            while (cx->n[k].parent >= 0 && (cx->n[cx->n[k].parent].kind == CXCursor_UnexposedExpr
                                            || cx->n[cx->n[k].parent].kind == CXCursor_ParenExpr
                                            || cx->n[cx->n[k].parent].kind == CXCursor_GenericSelectionExpr)) {
                k = cx->n[k].parent;
                generic = generic || cx->n[k].kind == CXCursor_GenericSelectionExpr;
            }
            int p = cx->n[k].parent;
            if (p >= 0 && cx->n[p].kind == CXCursor_CallExpr && cx->n[p].first == k) continue;
            if (p >= 0 && tgmath_call(cx, p)) continue;     /* <tgmath.h>'s list: below */
            CXCursor f = clang_getCursorReferenced(c->c);
            if (clang_getCursorKind(f) != CXCursor_FunctionDecl) continue;
            char *name = cx_str(cx->u->arena, clang_getCursorSpelling(f));
            if (!name[0]) continue;
            if (fe_is_device_libcall(name) && !is_bound(cx->u, name) && !user_defined(cx->u, name)) {
                /* CUDA's own functions (malloc, sqrt) are for calling: the
                   device has no address for them that C could hold */
                if (!generic)
                    error_at(unit_loc(cx->u, c->start),
                             "the address of library function '%s' is taken in device code; the device "
                             "can call '%s' but not through a pointer: call it, or wrap the call in a "
                             "function of this file with '#pragma acc routine seq' and take that one's address",
                             name, name);
                continue;
            }
            fe_mark_function(cx, name, c->start, false, true);
            continue;
        }
        if (c->kind != CXCursor_CallExpr) continue;
        int first;
        bool tg = fe_tgmath_choice(cx, i, &first, NULL);
        if (!tg && tgmath_call(cx, i)) {
            if (cx->u->opt->host_only) continue;        /* the host's C compiler chooses */
            error_at(unit_loc(cx->u, c->start), "this type-generic math call (<tgmath.h>) has arguments of types "
                     "(_Float128, _Float16, a pointer...) that gwcc cannot match to one of its functions in device "
                     "code; call the function for the type itself (sqrtf, sqrt, sqrtl...)");
            continue;
        }
        char *name = fe_callee_name(cx, i);     /* <tgmath.h>'s macros: the function chosen */
        if (!name[0] || (fe_is_device_libcall(name) && !is_bound(cx->u, name) && !user_defined(cx->u, name)))
            continue;
        if (tg) {
            fe_mark_function(cx, name, c->start, false, false);
            continue;
        }
        /* a call to an undeclared function: C's implicit declaration, which
           libclang places at the call itself */
        CXCursor f = clang_getCursorReferenced(c->c);
        enum CXCursorKind fk = clang_getCursorKind(f);
        if (fk == CXCursor_VarDecl || fk == CXCursor_ParmDecl || fk == CXCursor_FieldDecl)
            continue;           /* through a pointer: to a function marked where its address is taken */
        fe_mark_function(cx, name, c->start,
                         !clang_Cursor_isNull(f) && fe_offset_of(clang_getCursorLocation(f)) == c->start, false);
    }
}

/* File-scope variables the device function d uses by name. */
static void note_globals(Ctx *cx, Decl *d)
{
    Unit *u = cx->u;
    FeSpan sp = fe_span(cx, d->body_start, d->end);
    for (int i = sp.from; i < sp.to; i++) {
        CNode *c = &cx->n[i];
        if (c->kind != CXCursor_DeclRefExpr || c->start < d->body_start || c->start >= d->end) continue;
        CXCursor r = clang_getCursorReferenced(c->c);
        if (clang_getCursorKind(r) != CXCursor_VarDecl
            || clang_getCursorKind(clang_getCursorSemanticParent(r)) != CXCursor_TranslationUnit)
            continue;
        char *name = cx_str(u->arena, clang_getCursorSpelling(r));
        bool seen = false;
        for (DevGlobal *g = u->dev_globals; g && !seen; g = g->next) seen = !strcmp(g->name, name);
        if (seen) continue;
        tgmath_type_check(cx, c->start, r, name, d->name);
        DevGlobal *g = arena_alloc(u->arena, sizeof *g);
        CXType t = clang_getCursorType(r), et = clang_getCanonicalType(t);
        while (et.kind == CXType_ConstantArray || et.kind == CXType_IncompleteArray) {
            t = clang_getArrayElementType(t);       /* the canonical array drops the const */
            et = clang_getCanonicalType(t);
        }
        t = clang_getCursorType(r);
        g->name = name;
        g->decl = fe_declarator(u->arena, cuda_type_of(u, t), name);
        g->is_const = clang_isConstQualifiedType(et);
        g->external = true;     /* unless defined here, tentatively counts (int g;) */
        for (int j = 0; j < cx->nn && g->external; j++)
            if (cx->n[j].parent < 0 && cx->n[j].kind == CXCursor_VarDecl
                && (clang_Cursor_getStorageClass(cx->n[j].c) != CX_SC_Extern || clang_isCursorDefinition(cx->n[j].c))
                && !strcmp(cx_str(u->arena, clang_getCursorSpelling(cx->n[j].c)), name))
                g->external = false;
        CXCursor ini = clang_Cursor_getVarDeclInitializer(r);
        if (!clang_Cursor_isNull(ini)) {
            CXSourceRange ext = clang_getCursorExtent(ini);
            size_t s = fe_offset_of(clang_getRangeStart(ext)), e = fe_offset_of(clang_getRangeEnd(ext));
            if (s < e && e <= u->pp_len) g->init = spelled_text(cx, s, e);
        }
        g->use = c->start;
        g->fn = d->name;
        g->next = u->dev_globals;
        u->dev_globals = g;
    }
}

void fe_mark_function(Ctx *cx, const char *name, size_t at, bool undeclared, bool address)
{
    const char *called = name;
    for (Bind *b = cx->u->binds; b; b = b->next)
        if (!strcmp(b->name, name)) name = b->target;      /* the device calls the bound one */
    Decl *d = find_decl(cx->u, name, true);
    if (!d || (d->proto && strcmp(name, called))) {
        Decl *p = find_decl(cx->u, called, true);          /* bind: the prototype, renamed */
        if (p && p->proto) d = p;
    }
    if (!d && undeclared) {
        error_at(unit_loc(cx->u, at),
                 "function '%s' is called in a compute region without a declaration; the "
                 "device cannot call it: declare it, with '#pragma acc routine seq' before "
                 "the declaration and the definition (or define it in this file)", name);
        return;
    }
    if (!d) {
        error_at(unit_loc(cx->u, at),
                 "function '%s' %s in a compute region but its body is not visible "
                 "and it has no 'routine' directive; define it in this file, or declare it "
                 "with '#pragma acc routine seq' here and where it is defined", name,
                 address ? "has its address taken (the device would call it through the pointer)" : "is called");
        return;
    }
    if (d->used) return;
    d->used = true;
    if (d->proto) {             /* defined in another file: linked at run time */
        cx->u->rdc = true;
        return;
    }
    check_device_code(cx, d->start, d->end, d->name);
    check_thread_local(cx, d->start, d->end, d->name);
    note_globals(cx, d);
    mark_calls(cx, d->body_start, d->end);
}

/* Is expression statement i an assignment to a scalar declared in the region? */
bool fe_assigns_local(Ctx *cx, Node *nd, int i)
{
    CNode *c = &cx->n[i];
    bool assign = c->kind == CXCursor_CompoundAssignOperator
                  || (c->kind == CXCursor_BinaryOperator
                      && clang_getCursorBinaryOperatorKind(c->c) == CXBinaryOperator_Assign);
    if (!assign || c->first < 0 || cx->n[c->first].kind != CXCursor_DeclRefExpr) return false;
    CXCursor d = clang_getCursorReferenced(cx->n[c->first].c);
    enum CXTypeKind t = clang_getCanonicalType(clang_getCursorType(d)).kind;
    return clang_getCursorKind(d) == CXCursor_VarDecl && fe_decl_inside(cx, d, nd->stmt_start, nd->stmt_end)
           && t != CXType_ConstantArray && t != CXType_Record;
}

static bool is_tag_kind(enum CXCursorKind k)
{
    return k == CXCursor_StructDecl || k == CXCursor_UnionDecl || k == CXCursor_EnumDecl;
}

/* Enumerations declared in a function, outside the construct, whose
 * constants it uses: each kernel repeats their declaration (not one a
 * parameter list declares: the CUDA text has it at file scope, and the
 * kernel's parameter has that type). */
static void collect_enums(Ctx *cx, Node *nd)
{
    Unit *u = cx->u;
    FeSpan sp = fe_span(cx, nd->stmt_start, nd->stmt_end);
    for (int i = sp.from; i < sp.to; i++) {
        CNode *c = &cx->n[i];
        if (c->kind != CXCursor_DeclRefExpr || c->start < nd->stmt_start || c->start >= nd->stmt_end) continue;
        CXCursor k = clang_getCursorReferenced(c->c);
        if (clang_getCursorKind(k) != CXCursor_EnumConstantDecl) continue;
        CXCursor e = clang_getCursorSemanticParent(k), top = clang_getCursorSemanticParent(e);
        while (is_tag_kind(clang_getCursorKind(top))) top = clang_getCursorSemanticParent(top);
        if (clang_getCursorKind(top) == CXCursor_TranslationUnit) continue;    /* in a struct there: cxx.c */
        if (fe_decl_inside(cx, e, nd->stmt_start, nd->stmt_end)) continue;
        CXSourceRange r = clang_getCursorExtent(e);
        size_t s = fe_offset_of(clang_getRangeStart(r)), end = fe_offset_of(clang_getRangeEnd(r));
        bool seen = false;
        for (Store *x = nd->enums; x && !seen; x = x->next) seen = x->start == s;
        for (Decl *t = u->decls; t && !seen; t = t->next)   /* a parameter list's: at file scope already */
            seen = !t->is_function && t->param_body && t->start == s;
        if (seen || end <= s || end > u->pp_len) continue;
        Store *x = arena_alloc(u->arena, sizeof *x);
        *x = (Store){.start = s, .end = end, .next = nd->enums};
        nd->enums = x;
    }
}

/* Expression statements that store to memory: candidates for guards. */
/* The lvalue that the reference i to variable d is the root of: up through
 * subscripts of it, member accesses and dereferences.  via: the lvalue is
 * memory reached through d (a subscript, a dereference, or a member of a
 * struct d points at), not d itself. */
int fe_lvalue_root(Ctx *cx, int i, CXCursor d, bool *via)
{
    int cur = i, p;
    *via = false;
    while ((p = fe_up(cx, cur)) >= 0
           && ((cx->n[p].kind == CXCursor_ArraySubscriptExpr && fe_child_toward(cx, p, cur) == cx->n[p].first)
               || cx->n[p].kind == CXCursor_MemberRefExpr
               || (cx->n[p].kind == CXCursor_UnaryOperator
                   && clang_getCursorUnaryOperatorKind(cx->n[p].c) == CXUnaryOperator_Deref))) {
        if (cx->n[p].kind != CXCursor_MemberRefExpr
            || clang_getCanonicalType(clang_getCursorType(d)).kind == CXType_Pointer)
            *via = true;
        cur = p;
    }
    return cur;
}

/* Is i (a child of p, or inside parentheses that are) a statement of its
 * own: in a block, the body of an if, else, for, while or do, or a labelled
 * statement? */
bool fe_stmt_in(Ctx *cx, int p, int i)
{
    if (p < 0) return false;
    enum CXCursorKind pk = cx->n[p].kind;
    int ch = fe_child_toward(cx, p, i);
    return pk == CXCursor_CompoundStmt || (pk == CXCursor_IfStmt && ch != cx->n[p].first)
           || ((pk == CXCursor_WhileStmt || pk == CXCursor_ForStmt || pk == CXCursor_LabelStmt
                || pk == CXCursor_CaseStmt || pk == CXCursor_DefaultStmt) && ch == cx->n[p].last)
           || (pk == CXCursor_DoStmt && ch == cx->n[p].first);
}

static void collect_stores(Ctx *cx, Node *nd)
{
    Unit *u = cx->u;
    FeSpan sp = fe_span(cx, nd->stmt_start, nd->stmt_end);
    for (int i = sp.from; i < sp.to; i++) {
        CNode *c = &cx->n[i];
        if (c->start < nd->stmt_start || c->start >= nd->stmt_end || !clang_isExpression(c->kind)) continue;
        if (!fe_stmt_in(cx, c->parent, i)) continue;
        bool shared = false, var_via = false, call = false, gang_call = false;
        char *var = NULL;
        for (int j = i; j < cx->nn && cx->n[j].start < c->end && !shared; j++) {
            CNode *e = &cx->n[j];
            if (e->kind == CXCursor_CallExpr) {
                char *name = cx_str(u->arena, clang_getCursorSpelling(e->c));
                if (!strcmp(name, "printf")) shared = true;
                else call = call || !fe_is_device_libcall(name);
                Routine *r = fe_find_routine(u, name);
                gang_call = gang_call || (r && dir_find(r->dir, CL_GANG));
            } else if (e->kind == CXCursor_DeclRefExpr) {
                CXCursor d = clang_getCursorReferenced(e->c);
                if (clang_getCursorKind(d) != CXCursor_VarDecl && clang_getCursorKind(d) != CXCursor_ParmDecl)
                    continue;
                bool via;
                int cur = fe_lvalue_root(cx, j, d, &via);
                if (!fe_is_written(cx, cur)) continue;
                bool local = fe_decl_inside(cx, d, nd->stmt_start, nd->stmt_end);
                CXType dt = clang_getCanonicalType(clang_getCursorType(d));
                if (local) {
                    if (via) shared = dt.kind != CXType_ConstantArray;
                } else if (!var) {
                    var = cx_str(u->arena, clang_getCursorSpelling(d));
                    var_via = via;
                }
            }
        }
        /* local = f(...): every lane needs the value, so every lane calls f,
           as for a declaration's initialiser; other calls may store */
        if (call && !gang_call && !shared && fe_assigns_local(cx, nd, i)) continue;   /* &a[i] is an argument */
        if (call || gang_call) shared = true;
        if (!shared && !var) continue;
        Store *s = arena_alloc(u->arena, sizeof *s);
        *s = (Store){c->start, fe_stmt_end(u, c), shared, var, var_via, gang_call, nd->stores, NULL, 0, 0};
        nd->stores = s;
    }
}

/* reduction(op: name[lo:n]) on the construct or on any loop in it, searched
 * in that order: the item, with its clause and directive. */
static VarItem *subarray_item(Directive *d, const char *name, Clause **cl, Directive **where)
{
    for (Clause *c = d ? d->clauses : NULL; c; c = c->next)
        for (int i = 0; c->kind == CL_REDUCTION && i < c->nvars; i++)
            if (c->vars[i].nsub && !strcmp(c->vars[i].base, name)) {
                *cl = c, *where = d;
                return &c->vars[i];
            }
    return NULL;
}

static VarItem *loops_subarray_item(Loop *l, const char *name, Clause **cl, Directive **where)
{
    VarItem *it = NULL;
    for (; l && !it; l = l->next)
        if (!(it = subarray_item(l->dir, name, cl, where))) it = loops_subarray_item(l->kids, name, cl, where);
    return it;
}

VarItem *reduced_subarray(Node *nd, const char *name, Clause **cl, Directive **where)
{
    VarItem *it = subarray_item(nd->dir, name, cl, where);
    return it ? it : loops_subarray_item(nd->loops, name, cl, where);
}

static void collect_updates(Ctx *cx, Node *nd)
{
    Unit *u = cx->u;
    Update **tail = &nd->updates;
    FeSpan sp = fe_span(cx, nd->stmt_start, nd->stmt_end);
    for (int j = sp.from; j < sp.to; j++) {
        CNode *e = &cx->n[j];
        if (e->start < nd->stmt_start || e->start >= nd->stmt_end) continue;
        if (!e->alias && (e->kind != CXCursor_DeclRefExpr || fe_in_alias(cx, j))) continue;
        /* s.p[lo:n]: its temporary */
        CXCursor d = e->alias ? fe_alias_typed(cx, j) : clang_getCursorReferenced(e->c);
        if ((!e->alias && ((clang_getCursorKind(d) != CXCursor_VarDecl && clang_getCursorKind(d) != CXCursor_ParmDecl)
                           || fe_decl_inside(cx, d, nd->stmt_start, nd->stmt_end)))
            || clang_getCanonicalType(clang_getCursorType(d)).kind != CXType_Pointer)
            continue;
        char *name = e->alias ? (char *)e->alias : cx_str(u->arena, clang_getCursorSpelling(d));
        Clause *cl;
        Directive *where;
        if (!reduced_subarray(nd, name, &cl, &where)) continue;
        bool via;
        int cur = fe_lvalue_root(cx, j, d, &via);
        if (!via || !fe_is_written(cx, cur)) continue;
        int w = fe_up(cx, cur), p = fe_up(cx, w);
        Update *up1 = arena_alloc(u->arena, sizeof *up1);
        *up1 = (Update){cx->n[w].start, cx->n[w].end, name, p < 0 || !fe_is_stmt_kind(cx->n[p].kind)
                        || clang_isExpression(cx->n[p].kind) || cx->n[p].kind == CXCursor_DeclStmt, {0}, NULL};
        up1->op.op = OP_NONE;
        up1->op.ok = fe_update_of(cx, w, true, &up1->op);
        *tail = up1;            /* in source order */
        tail = &up1->next;
    }
}

static void cursor_range(CXCursor c, size_t *start, size_t *end)
{
    CXSourceRange r = clang_getCursorExtent(c);
    *start = fe_offset_of(clang_getRangeStart(r));
    *end = fe_offset_of(clang_getRangeEnd(r));
}

/* A variably modified variable's extents name variables (double (*a)[m],
 * a typedef double row[n]): the kernel needs their values to index it
 * (cxx_vla.c), so they reach it as variables the construct reads. */
static void note_extents(Ctx *cx, Node *nd, CXCursor decl, int depth)
{
    size_t ds, de;
    cursor_range(decl, &ds, &de);
    FeSpan sp = fe_span(cx, ds, de);
    for (int j = sp.from; j < sp.to; j++) {
        CNode *c = &cx->n[j];
        if (c->start < ds || c->start >= de) continue;
        if (c->kind == CXCursor_TypeRef && depth < 3) {
            CXCursor t = clang_getCursorReferenced(c->c);
            if (clang_getCursorKind(t) == CXCursor_TypedefDecl) note_extents(cx, nd, t, depth + 1);
            continue;
        }
        if (c->kind != CXCursor_DeclRefExpr) continue;
        CXCursor d = clang_getCursorReferenced(c->c);
        enum CXCursorKind dk = clang_getCursorKind(d);
        if ((dk != CXCursor_VarDecl && dk != CXCursor_ParmDecl) || clang_equalCursors(d, decl)) continue;
        CXType t = clang_getCanonicalType(clang_getCursorType(d));
        if (!(t.kind >= CXType_Bool && t.kind <= CXType_Int128) && t.kind != CXType_Enum) continue;
        if (fe_decl_inside(cx, d, nd->stmt_start, nd->stmt_end)) continue;
        char *name = cx_str(cx->u->arena, clang_getCursorSpelling(d));
        bool known = fe_find_var(nd, name) != NULL;
        note_ref(cx, nd, j, d);
        Var *v = fe_find_var(nd, name);
        if (!known && v) v->extent_only = true;
    }
}

static void collect_vars(Ctx *cx, Node *nd)
{
    FeSpan sp = fe_span(cx, nd->stmt_start, nd->stmt_end);
    for (int i = sp.from; i < sp.to; i++) {
        CNode *c = &cx->n[i];
        if (c->start < nd->stmt_start || c->start >= nd->stmt_end) continue;
        if (c->alias) {             /* a reduced member: its temporary */
            note_use(cx, nd, i, (char *)c->alias, fe_alias_typed(cx, i));
            continue;
        }
        if (c->kind != CXCursor_DeclRefExpr || fe_in_alias(cx, i)) continue;
        CXCursor d = clang_getCursorReferenced(c->c);
        enum CXCursorKind dk = clang_getCursorKind(d);
        if (dk != CXCursor_VarDecl && dk != CXCursor_ParmDecl) continue;
        if (fe_decl_inside(cx, d, nd->stmt_start, nd->stmt_end)) continue;
        char *name = cx_str(cx->u->arena, clang_getCursorSpelling(d));
        bool known = fe_find_var(nd, name) != NULL;
        note_ref(cx, nd, i, d);
        Var *v = fe_find_var(nd, name);
        if (v) v->extent_only = false;
        if (!known && v && v->vm) note_extents(cx, nd, d, 0);
    }
}

/* Node.locals: the construct's own variables and where each is visible,
 * to the end of the block or for statement that declares it. */
static void collect_locals(Ctx *cx, Node *nd)
{
    FeSpan sp = fe_span(cx, nd->stmt_start, nd->stmt_end);
    for (int i = sp.to - 1; i >= sp.from; i--) {
        CNode *c = &cx->n[i];
        if (c->kind != CXCursor_VarDecl || c->start < nd->stmt_start || c->start >= nd->stmt_end) continue;
        int p = c->parent;
        if (p >= 0 && cx->n[p].kind == CXCursor_DeclStmt) p = cx->n[p].parent;
        LocalVar *l = arena_alloc(cx->u->arena, sizeof *l);
        CXType t = clang_getCanonicalType(clang_getCursorType(c->c));
        while (t.kind == CXType_ConstantArray || t.kind == CXType_VariableArray || t.kind == CXType_IncompleteArray)
            t = clang_getCanonicalType(clang_getArrayElementType(t));
        *l = (LocalVar){cx_str(cx->u->arena, clang_getCursorSpelling(c->c)), c->start,
                        p >= 0 ? cx->n[p].end : nd->stmt_end, nd->locals,
                        cx_str(cx->u->arena, clang_getTypeSpelling(clang_getCursorType(c->c))), fe_arith(t)};
        nd->locals = l;
    }
}

/* Does the text s name the identifier id? */
bool fe_has_ident(const char *s, const char *id)
{
    size_t n = strlen(id);
    for (const char *p = strstr(s, id); p; p = strstr(p + 1, id))
        if ((p == s || !fe_is_ident_char(p[-1])) && !fe_is_ident_char(p[n])) return true;
    return false;
}

/* A kernel of the statements from first up to stop (a sibling, or -1),
 * [start, end) in the text. */
static Kernel *new_kernel(Ctx *cx, Node *nd, size_t start, size_t end, int k, int first, int stop)
{
    Kernel *kn = arena_alloc(cx->u->arena, sizeof *kn);
    kn->start = start;
    kn->end = end;
    kn->line = unit_pos(cx->u, start).line;
    kn->name = k ? arena_printf(cx->u->arena, "%s_k%d", nd->name, k) : nd->name;
    fe_kernel_shape(cx, nd, kn, first, stop);
    return kn;
}

/* A kernels construct becomes one kernel per top-level statement group:
 * each loop nest its own, straight-line code between them one serial kernel. */
static void split_kernels(Ctx *cx, Node *nd, int stmt)
{
    Kernel **tail = &nd->kernels;
    CNode *s = &cx->n[stmt];
    bool kernels = nd->dir->kind == DIR_KERNELS;
    bool has_decl = false;
    for (int c = s->first; c >= 0; c = cx->n[c].next)
        if (cx->n[c].kind == CXCursor_DeclStmt) has_decl = true;
    if (!kernels || s->kind != CXCursor_CompoundStmt || has_decl) {
        *tail = new_kernel(cx, nd, nd->stmt_start, nd->stmt_end, 0, stmt, s->next);
        return;
    }
    int k = 0, run = -1;
    size_t run_start = 0, run_end = 0;
    for (int c = s->first; c >= 0; c = cx->n[c].next) {
        CNode *cn = &cx->n[c];
        size_t e = fe_stmt_end(cx->u, cn);
        if (cn->kind == CXCursor_ForStmt) {
            if (run_end) {
                *tail = new_kernel(cx, nd, run_start, run_end, k++, run, c);
                tail = &(*tail)->next;
                run_end = 0;
            }
            *tail = new_kernel(cx, nd, cn->start, e, k++, c, cn->next);
            tail = &(*tail)->next;
        } else {
            if (!run_end) run_start = cn->start, run = c;
            run_end = e;
        }
    }
    if (run_end) *tail = new_kernel(cx, nd, run_start, run_end, k++, run, -1);
    if (!nd->kernels) *tail = new_kernel(cx, nd, nd->stmt_start, nd->stmt_end, 0, stmt, s->next);
}

/* Arrays declared in the construct: candidates for gang-shared memory. */
static void collect_arrays(Ctx *cx, Node *nd)
{
    FeSpan sp = fe_span(cx, nd->stmt_start, nd->stmt_end);
    for (int i = sp.from; i < sp.to; i++) {
        CNode *c = &cx->n[i];
        if (c->kind != CXCursor_DeclStmt || c->start < nd->stmt_start || c->start >= nd->stmt_end) continue;
        int v = c->first;
        if (v < 0 || cx->n[v].next >= 0 || cx->n[v].kind != CXCursor_VarDecl) continue;
        if (clang_getCanonicalType(clang_getCursorType(cx->n[v].c)).kind != CXType_ConstantArray) continue;
        if (memchr(cx->u->pp + c->start, '=', c->end - c->start)) continue;
        Store *s = arena_alloc(cx->u->arena, sizeof *s);
        *s = (Store){c->start, c->end, false, cx_str(cx->u->arena, clang_getCursorSpelling(cx->n[v].c)), false,
                     false, nd->arrays, NULL, 0, 0};
        s->bytes = clang_Type_getSizeOf(clang_getCursorType(cx->n[v].c));
        s->name_at = fe_offset_of(clang_getCursorLocation(cx->n[v].c));
        nd->arrays = s;
    }
}

/* A call whose only effect is its value (a math function): not printf or
 * assert, whose output the host would see, nor a function of the program,
 * which might print, read a clock or reach the runtime. */
bool fe_silent_libcall(const char *name)
{
    return fe_is_device_libcall(name) && strcmp(name, "printf") && strcmp(name, "__assert_fail");
}

/* Does [start, end) call anything but silent_libcall's functions? */
bool fe_speaks(Ctx *cx, size_t start, size_t end)
{
    FeSpan sp = fe_span(cx, start, end);
    for (int i = sp.from; i < sp.to; i++) {
        CNode *c = &cx->n[i];
        if (c->kind != CXCursor_CallExpr || c->start < start || c->start >= end) continue;
        if (!fe_silent_libcall(cx_str(cx->u->arena, clang_getCursorSpelling(c->c)))) return true;
    }
    return false;
}

/* Is t long double, or built from it (a pointer, array or complex of it)? */
static bool has_long_double(CXType t)
{
    t = clang_getCanonicalType(t);
    for (int d = 0; d < 8; d++) {
        if (t.kind == CXType_LongDouble) return true;
        if (t.kind == CXType_Pointer) t = clang_getCanonicalType(clang_getPointeeType(t));
        else if (t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray || t.kind == CXType_VariableArray)
            t = clang_getCanonicalType(clang_getArrayElementType(t));
        else if (t.kind == CXType_Complex) t = clang_getCanonicalType(clang_getElementType(t));
        else return false;
    }
    return false;
}

/* long double in a compute construct: the GPU has no extended precision;
 * the device code computes in double on the host's layout (gw_ldouble). */
static void check_long_double(Ctx *cx, Node *nd)
{
    FeSpan sp = fe_span(cx, nd->stmt_start, nd->stmt_end);
    for (int i = sp.from; i < sp.to && !nd->ldouble; i++) {
        CNode *c = &cx->n[i];
        if (c->start < nd->stmt_start || c->start >= nd->stmt_end) continue;
        if (has_long_double(clang_getCursorType(c->c))) nd->ldouble = true;
    }
    if (nd->ldouble && !cx->u->opt->host_only)
        warning_at(unit_loc(cx->u, nd->pragma_start),
                   "long double is computed in double in the device code of this construct (as GCC does)");
}

static CXType no_device_type(CXType t, int depth);

typedef struct FieldScan {
    CXType bad;
    int depth;
} FieldScan;

static enum CXVisitorResult field_no_device(CXCursor c, CXClientData data)
{
    FieldScan *f = data;
    f->bad = no_device_type(clang_getCursorType(c), f->depth + 1);
    return f->bad.kind == CXType_Invalid ? CXVisit_Continue : CXVisit_Break;
}

static CXType no_device_type(CXType t, int depth)
{
    CXType none = {CXType_Invalid, {NULL, NULL}};
    t = clang_getCanonicalType(t);
    switch (t.kind) {
    case CXType_Half: case CXType_Float16: case CXType_BFloat16: case CXType_Float128: case CXType_Ibm128:
    case CXType_Atomic:         /* C11's: C++ has std::atomic, CUDA neither */
    case CXType_Vector: case CXType_ExtVector:      /* GNU's: "not supported in device code" */
        return t;
    case CXType_Pointer: return depth < 8 ? no_device_type(clang_getPointeeType(t), depth + 1) : none;
    case CXType_Complex: return no_device_type(clang_getElementType(t), depth + 1);
    case CXType_ConstantArray: case CXType_IncompleteArray: case CXType_VariableArray:
        return no_device_type(clang_getArrayElementType(t), depth + 1);
    case CXType_Record:
        if (depth < 4) {
            FieldScan f = {none, depth};
            clang_Type_visitFields(t, field_no_device, &f);
            return f.bad;
        }
        return none;
    case CXType_Unexposed: {
        CXString sp = clang_getTypeSpelling(t);
        const char *w = clang_getCString(sp);       /* libclang has no kinds for these */
        bool bad = strstr(w, "_BitInt") || !strcmp(w, "__bf16");
        clang_disposeString(sp);
        return bad ? t : none;
    }
    default:
        return none;
    }
}

CXType fe_no_device_type(CXType t)
{
    return no_device_type(t, 0);
}

/* Code a kernel cannot have: host assembly, and a block-scope extern
 * declaration (the kernel has no such variable; gwcc passes the ones
 * declared outside the construct).  fn: the device function that holds c,
 * NULL in a compute construct. */
static bool host_only_code(Ctx *cx, CNode *c, const char *fn)
{
    if (c->kind == CXCursor_AsmStmt) {
        if (fn)
            error_at(unit_loc(cx->u, c->start), "inline assembly cannot be in '%s', which the device calls: it "
                     "is the host's; move it out of the function, or build with -acc=host", fn);
        else
            error_at(unit_loc(cx->u, c->start), "inline assembly cannot be in a compute construct: it is the "
                     "host's; move it out of the construct, or build with -acc=host");
        return true;
    }
    if (!fn && c->kind == CXCursor_VarDecl && clang_Cursor_getStorageClass(c->c) == CX_SC_Extern) {
        error_at(unit_loc(cx->u, c->start), "'%s' is declared extern inside a compute construct; declare it "
                 "outside the construct, where the construct can map it", cx_str(cx->u->arena,
                 clang_getCursorSpelling(c->c)));
        return true;
    }
    return false;
}

/* Arithmetic on a function pointer (f + 1, a GNU extension: the function's
 * size counts as 1) in device code: C++ has none, and nvcc refuses it. */
static bool function_pointer_arith(Ctx *cx, CNode *c, const char *fn)
{
    if (c->kind != CXCursor_BinaryOperator && c->kind != CXCursor_CompoundAssignOperator) return false;
    enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(c->c);
    if (op != CXBinaryOperator_Add && op != CXBinaryOperator_Sub && op != CXBinaryOperator_AddAssign
        && op != CXBinaryOperator_SubAssign)
        return false;
    for (int k = c->first; k >= 0; k = cx->n[k].next) {
        CXType t = clang_getCanonicalType(clang_getCursorType(cx->n[k].c));
        if (t.kind != CXType_Pointer) continue;
        enum CXTypeKind pk = clang_getCanonicalType(clang_getPointeeType(t)).kind;
        if (pk != CXType_FunctionProto && pk != CXType_FunctionNoProto) continue;
        error_at(unit_loc(cx->u, c->start), "arithmetic on a function pointer (a GNU extension) cannot be in %s%s%s: "
                 "the device's C++ has none; compute with the function pointer's value as an integer "
                 "(uintptr_t), or build with -acc=host", fn ? "'" : "the kernels of this construct",
                 fn ? fn : "", fn ? "', which the device calls" : "");
        return true;
    }
    return false;
}

/* A call, in device code, of a function with a K&R definition, with more
 * or fewer arguments than its parameters: C leaves that undefined (gcc
 * takes it silently), and the device's copy of the function has a
 * prototype (fe_knr_lower), which nvcc holds the call to. */
static bool knr_call_count(Ctx *cx, CNode *c)
{
    if (c->kind != CXCursor_CallExpr || c->first < 0) return false;
    CXType callee = clang_getCanonicalType(clang_getCursorType(cx->n[c->first].c));
    if (callee.kind == CXType_Pointer) callee = clang_getCanonicalType(clang_getPointeeType(callee));
    CXCursor def = clang_getCursorDefinition(clang_getCursorReferenced(c->c));
    if (callee.kind != CXType_FunctionNoProto || clang_getCursorKind(def) != CXCursor_FunctionDecl) return false;
    int want = clang_Cursor_getNumArguments(def), have = clang_Cursor_getNumArguments(c->c);
    if (want < 0 || have == want) return false;
    error_at(unit_loc(cx->u, c->start), "'%s' is called with %d argument%s, but its definition (K&R style, "
             "without a prototype) has %d parameter%s: the behaviour is undefined in C, and the device code "
             "cannot make the call", cx_str(cx->u->arena, clang_getCursorSpelling(def)), have, have == 1 ? "" : "s",
             want, want == 1 ? "" : "s");
    return true;
}

/* Is call c one of the program's main? */
static bool calls_main(CNode *c)
{
    CXCursor f = clang_getCursorReferenced(c->c);
    if (clang_getCursorKind(f) != CXCursor_FunctionDecl) return false;
    CXString s = clang_getCursorSpelling(f);
    bool is_main = !strcmp(clang_getCString(s), "main");
    clang_disposeString(s);
    return is_main;
}

/* A type the device code in [start, end) cannot have (a compute construct,
 * or fn, a function the device calls): an error where it is first named,
 * and code only the host can run (the host build, -acc=host, takes both). */
static void check_device_code(Ctx *cx, size_t start, size_t end, const char *fn)
{
    if (cx->u->opt->host_only) return;
    FeSpan sp = fe_span(cx, start, end);
    size_t told[16];
    int ntold = 0;
    for (int i = sp.from; i < sp.to; i++) {
        CNode *c = &cx->n[i];
        if (c->start < start || c->start >= end || host_only_code(cx, c, fn)) continue;
        check_local_type(cx, i, start, end, told, &ntold);
        if (function_pointer_arith(cx, c, fn)) return;
        if (knr_call_count(cx, c)) continue;
        if (c->kind == CXCursor_CallExpr && calls_main(c)) {
            error_at(unit_loc(cx->u, c->start), "'main' cannot be called in device code: the program's entry "
                     "point has no device version");
            continue;
        }
        if (c->kind == CXCursor_GenericSelectionExpr && c->first >= 0 && has_tgmath_call(cx->n[c->first].c)) {
            error_at(unit_loc(cx->u, cx->n[c->first].start), "_Generic's controlling expression holds a <tgmath.h> "
                     "call, which gwcc's front end cannot type in device code; select on its arguments' types");
            continue;
        }
        if ((c->kind == CXCursor_StructDecl || c->kind == CXCursor_UnionDecl || c->kind == CXCursor_EnumDecl) &&
            clang_isCursorDefinition(c->c) && c->parent >= 0 && clang_isExpression(cx->n[c->parent].kind) &&
            cx->n[c->parent].kind != CXCursor_CompoundLiteralExpr) {
            /* sizeof(struct { ... }), (union u { ... } *)p: C++ defines no type there */
            const char *kw = c->kind == CXCursor_StructDecl ? "struct" : c->kind == CXCursor_UnionDecl ? "union" : "enum";
            error_at(unit_loc(cx->u, c->start), "%s type defined inside an expression (a cast, sizeof or _Alignof) in "
                     "%s%s%s: the device code is C++, which defines no type there; define it in a declaration "
                     "before%s", kw, fn ? "'" : "the kernels of this construct", fn ? fn : "", fn ? "', which the "
                     "device calls" : "", fn ? " it" : " the construct");
            continue;
        }
        if (c->kind == CXCursor_AddrLabelExpr || c->kind == CXCursor_IndirectGotoStmt) {
            /* GNU's labels as values: CUDA has no computed goto */
            error_at(unit_loc(cx->u, c->start), "%s in device code: the GPU has no computed goto; use a switch",
                     c->kind == CXCursor_AddrLabelExpr ? "the address of a label (&&label)" : "'goto *'");
            continue;
        }
        CXType t = clang_getCursorType(c->c);
        if (c->kind == CXCursor_FunctionDecl) t = clang_getResultType(t);     /* its parameters follow */
        CXType bad = no_device_type(t, 0);
        if (bad.kind == CXType_Invalid) continue;
        const char *ty = cx_str(cx->u->arena, clang_getTypeSpelling(bad));
        const char *use = bad.kind == CXType_Atomic ? "the plain type and 'acc atomic'"
                          : bad.kind == CXType_Vector || bad.kind == CXType_ExtVector ? "arrays of the element type"
                          : "float or double";
        if (fn)
            error_at(unit_loc(cx->u, c->start), "type '%s' has no device version: nvcc cannot compile it in "
                     "'%s', which the device calls; use %s there, or build with -acc=host", ty, fn, use);
        else
            error_at(unit_loc(cx->u, c->start), "type '%s' has no device version: nvcc cannot compile it in "
                     "the kernels of this construct; use %s there, or build with -acc=host", ty, use);
        return;
    }
}

/* A thread-local variable (__thread, _Thread_local) named in device code
 * [start, end) (a compute construct, or fn, a function the device calls):
 * each host thread has its own and the device none, so, as gcc does, an
 * error in every mode, once per variable and place. */
static void check_thread_local(Ctx *cx, size_t start, size_t end, const char *fn)
{
    FeSpan sp = fe_span(cx, start, end);
    CXCursor told[8];
    int ntold = 0;
    for (int i = sp.from; i < sp.to; i++) {
        CNode *c = &cx->n[i];
        if (c->start < start || c->start >= end) continue;
        CXCursor v = c->kind == CXCursor_DeclRefExpr ? clang_getCursorReferenced(c->c)
                     : c->kind == CXCursor_VarDecl ? c->c : clang_getNullCursor();
        if (clang_getCursorKind(v) != CXCursor_VarDecl || clang_getCursorTLSKind(v) == CXTLS_None) continue;
        bool seen = false;
        for (int k = 0; k < ntold && !seen; k++) seen = clang_equalCursors(told[k], v);
        if (seen) continue;
        if (ntold < 8) told[ntold++] = v;
        const char *name = cx_str(cx->u->arena, clang_getCursorSpelling(v));
        if (fn)
            error_at(unit_loc(cx->u, c->start), "'%s' is thread-local ('__thread' or '_Thread_local'): each host "
                     "thread has its own and the device has none, so '%s', which the device calls, cannot use "
                     "it; pass its value as an argument", name, fn);
        else
            error_at(unit_loc(cx->u, c->start), "'%s' is thread-local ('__thread' or '_Thread_local'): each host "
                     "thread has its own and the device has none, so a compute construct cannot use it; copy it "
                     "into a variable of the function before the construct", name);
    }
}

/* Does the construct write an integer complex type (check_complex)? */
static void check_int_complex(Ctx *cx, Node *nd)
{
    for (int i = 0; i < cx->nint_complex && !nd->int_complex; i++)
        nd->int_complex = cx->int_complex[i] >= nd->stmt_start && cx->int_complex[i] < nd->stmt_end;
}

static unsigned name_hash(const char *s)
{
    unsigned h = 2166136261u;
    for (; *s; s++) h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

/* Does an earlier construct have this name (Ctx.names)?  add: it has now. */
static bool name_taken(Ctx *cx, const char *name, bool add)
{
    if (add && 2 * (cx->nnames + 1) > cx->names_cap) {
        const char **old = cx->names;
        int cap = cx->names_cap;
        cx->names_cap = cap ? cap * 2 : 256;
        cx->names = calloc((size_t)cx->names_cap, sizeof *cx->names);
        if (!cx->names) gw_bug("out of memory");
        cx->nnames = 0;
        for (int i = 0; i < cap; i++)
            if (old[i]) name_taken(cx, old[i], true);
        free(old);
    }
    if (!cx->names_cap) return false;
    unsigned mask = (unsigned)cx->names_cap - 1, i = name_hash(name) & mask;
    for (; cx->names[i]; i = (i + 1) & mask)
        if (!strcmp(cx->names[i], name)) return true;
    if (add) cx->names[i] = name, cx->nnames++;
    return false;
}

void fe_build_compute(Ctx *cx, Node *nd, RawDir *dirs, int ndirs, int stmt)
{
    collect_arrays(cx, nd);
    nd->loops = fe_collect_loops(cx, nd, dirs, ndirs);
    fe_check_collapse(cx, nd->loops);
    fe_reduced_members(cx, nd);                   /* Node.members, CNode.alias */
    fe_collect_accesses(cx, nd, dirs, ndirs);     /* Node.accesses, for the dependence test */
    fe_loop_facts(cx, nd, nd->loops);
    collect_vars(cx, nd);
    fe_float_uses(cx, nd);                        /* Var.floaty (fe_jit.c) */
    collect_locals(cx, nd);
    check_long_double(cx, nd);
    check_int_complex(cx, nd);
    check_device_code(cx, nd->stmt_start, nd->stmt_end, NULL);
    check_thread_local(cx, nd->stmt_start, nd->stmt_end, NULL);
    fe_mark_loop_vars(nd, nd->loops);
    fe_mark_reduced_arrays(nd, nd->loops);
    collect_stores(cx, nd);
    collect_updates(cx, nd);
    collect_enums(cx, nd);
    mark_calls(cx, nd->stmt_start, nd->stmt_end);
    nd->speaks = fe_speaks(cx, nd->stmt_start, nd->stmt_end);
    SrcPos p = unit_pos(cx->u, nd->pragma_start);
    nd->name = arena_printf(cx->u->arena, "%s_L%d", cx->u->stem, p.line);
    while (name_taken(cx, nd->name, false))     /* two constructs on one line */
        nd->name = arena_printf(cx->u->arena, "%s_%d", nd->name, cx->u->ncompute);
    name_taken(cx, nd->name, true);
    cx->u->ncompute++;
    split_kernels(cx, nd, stmt);
}
