/* cxx_vla.c: the part of cxx.c's lowering for C++ that takes variably
 * modified types out of the CUDA text: variables, parameters and casts of
 * such types become flat pointers to the element, subscripts are
 * linearised with the extents' own text, sizeof multiplies the extents, and
 * a VLA local in device code gets alloca storage (Unit.vlas).  vm_flat and
 * array_extent tell the rest of the front end about such types. */
#include "gangway.h"
#include "frontend.h"

#include <stdlib.h>
#include <string.h>

/* ---- variably modified types: a flat pointer, subscripts linearised ----
 * C++ has no variable array extents.  A variable or parameter of a type
 * like double (*)[m][k], double [n][m] or a typedef of one becomes a
 * pointer to its element (double *a); each chain of subscripts a[i][j][l]
 * becomes a[((i)*(m) + (j))*(k) + (l)] with the extents' own text, which
 * names variables the kernel receives (fe_vars.c adds them) or the
 * function's parameters; a partial chain a[i] becomes (a + ((i))*(m)*(k)).
 * A VLA local in device code gets its storage from alloca. */

bool cxx_array_kind(enum CXTypeKind k)
{
    return k == CXType_ConstantArray || k == CXType_IncompleteArray || k == CXType_VariableArray
           || k == CXType_DependentSizedArray;
}

/* A bracket group's extent: a parameter's array declarator may hold type
 * qualifiers and static before it (double a[restrict static 64], C11
 * 6.7.6.3), which clang's spelling keeps; the extent is what follows. */
static char *extent_text(Arena *a, const char *g, size_t n)
{
    static const char *const skip[] = {"static", "const", "volatile", "restrict", "_Atomic",
                                       "__restrict", "__restrict__", "__const", "__volatile__"};
    for (bool again = true; again;) {
        again = false;
        while (n && *g == ' ') g++, n--;
        for (size_t k = 0; k < sizeof skip / sizeof *skip; k++) {
            size_t l = strlen(skip[k]);
            if (n >= l && !strncmp(g, skip[k], l) && (n == l || !fe_is_ident_char(g[l]))) {
                g += l, n -= l, again = true;
                break;
            }
        }
    }
    return arena_strndup(a, g, n);
}

/* The extents of the array levels of t (canonical), outermost first, as
 * text from its spelling ("double [n][m + 1]"); the element after them. */
static int array_dims(Arena *a, CXType t, const char **dims, int max, CXType *elem, bool *variable)
{
    int n = 0;
    t = clang_getCanonicalType(t);
    char *sp = cx_str(a, clang_getTypeSpelling(t));
    /* the bracket groups at the end of the spelling, right to left */
    const char *grp[16];
    size_t glen[16];
    int ng = 0;
    size_t e = strlen(sp);
    while (e && sp[e - 1] == ']' && ng < 16) {
        int depth = 0;
        size_t b = e;
        while (b > 0) {
            b--;
            if (sp[b] == ']' || sp[b] == ')') depth++;
            else if (sp[b] == '[' || sp[b] == '(') depth--;
            if (!depth) break;
        }
        grp[ng] = sp + b + 1;
        glen[ng++] = e - b - 2;
        e = b;
        while (e && sp[e - 1] == ' ') e--;
    }
    *variable = false;
    while (cxx_array_kind(t.kind) && n < max) {
        if (t.kind == CXType_VariableArray) *variable = true;
        int g = ng - 1 - n;
        dims[n++] = g >= 0 ? extent_text(a, grp[g], glen[g]) : "";
        t = clang_getCanonicalType(clang_getArrayElementType(t));
    }
    *elem = t;
    return cxx_array_kind(t.kind) ? -1 : n;
}

/* Is t a type this lowering flattens: a pointer to arrays, or an array,
 * with a variable extent somewhere?  elem: the element type (canonical);
 * count: the number of elements of an array t (for its storage). */
bool vm_flat(Arena *a, CXType t, CXType *elem, char **count)
{
    CXType ct = clang_getCanonicalType(t), et;
    const char *dims[16];
    bool variable;
    int n;
    if (ct.kind == CXType_Pointer) {
        CXType pt = clang_getCanonicalType(clang_getPointeeType(ct));
        if (!cxx_array_kind(pt.kind)) return false;
        n = array_dims(a, pt, dims, 16, &et, &variable);
    } else if (cxx_array_kind(ct.kind)) {
        n = array_dims(a, ct, dims, 16, &et, &variable);
    } else {
        return false;
    }
    if (n <= 0 || !variable) return false;
    char *es = cx_str(a, clang_getTypeSpelling(et));
    CXType ce = clang_getCanonicalType(et);
    bool tag = (ce.kind == CXType_Enum || ce.kind == CXType_Record) && strstr(es, "(unnamed at ");
    if (!tag && (!cxx_castable(es) || strchr(es, '(') || strchr(es, '['))) return false;   /* a tag: cuda_type_of's */
    if (elem) *elem = et;
    if (count) {
        char *c = "1";
        if (ct.kind != CXType_Pointer)
            for (int i = 0; i < n; i++) c = arena_printf(a, "%s * (%s)", c, dims[i]);
        *count = c;
    }
    return true;
}

/* The extents of a variably modified t, outermost first: an array's own
 * levels, a pointer's pointee's; 0 when t is not one vm_flat lowers. */
int vm_levels(Arena *a, CXType t, const char **dims, int max, bool *array)
{
    CXType ct = clang_getCanonicalType(t), et;
    bool variable;
    *array = ct.kind != CXType_Pointer;
    if (!vm_flat(a, ct, NULL, NULL)) return 0;
    int n = array_dims(a, *array ? ct : clang_getCanonicalType(clang_getPointeeType(ct)), dims, max, &et, &variable);
    return n > 0 ? n : 0;
}

/* ---- extents where the variable was declared ----
 * C evaluates a variably modified type's extents once, where its
 * declaration is reached: double a[n][m]; n = 2; leaves a's rows m long.
 * So in a compute construct's kernel the extents of a variable declared
 * outside it are not the text m (the kernel's m may be the device's copy,
 * copyout(m), or changed since) but gw_vd_a_1, which the host computes
 * from sizeof (emit_host.c, kernel_arg_values; plan.c gives the kernel
 * the parameters, one for each level of Var.vm_levels). */
static int cmp_size(const void *x, const void *y)
{
    size_t a = *(const size_t *)x, b = *(const size_t *)y;
    return a < b ? -1 : a > b;
}

void cxx_compute_spans(Ctx *cx, const RawDir *dirs, int ndirs)
{
    cx->ncompute = 0;
    cx->compute = NULL;
    int cap = 0;
    for (int i = 0; i < ndirs; i++) {
        if (!dir_is_compute(dirs[i].dir->kind)) continue;
        int s = fe_stmt_after(cx, dirs[i].end);
        if (s < 0 || !fe_follows_directly(cx->u, dirs[i].end, cx->n[s].start)) continue;
        if (2 * cx->ncompute + 2 > cap) {
            cap = cap ? 2 * cap : 16;
            cx->compute = realloc(cx->compute, sizeof *cx->compute * (size_t)cap);
            if (!cx->compute) gw_bug("out of memory");
        }
        cx->compute[2 * cx->ncompute] = cx->n[s].start;
        cx->compute[2 * cx->ncompute + 1] = fe_stmt_end(cx->u, &cx->n[s]);
        cx->ncompute++;
    }
    if (cx->ncompute > 1)   /* qsort's base may not be null, even for no elements */
        qsort(cx->compute, (size_t)cx->ncompute, 2 * sizeof *cx->compute, cmp_size);
}

/* The compute construct's statement holding offset at: *lo, *hi; false:
 * none.  The statements do not nest (a compute construct in another is an
 * error), so the last one starting at or before at is the only candidate. */
static bool in_compute(const Ctx *cx, size_t at, size_t *lo, size_t *hi)
{
    int l = 0, h = cx->ncompute;        /* the first starting after at: h */
    while (l < h) {
        int m = l + (h - l) / 2;
        if (cx->compute[2 * m] <= at) l = m + 1;
        else h = m;
    }
    if (h == 0 || at >= cx->compute[2 * (h - 1) + 1]) return false;
    *lo = cx->compute[2 * (h - 1)], *hi = cx->compute[2 * (h - 1) + 1];
    return true;
}

bool cxx_in_compute(const Ctx *cx, size_t at)
{
    size_t lo, hi;
    return in_compute(cx, at, &lo, &hi);
}

/* t + i, i + t, t - i: the operand that points (an array or a pointer), and
 * the other in *other; -1 when neither or both do, or n is another operator. */
static int pointer_operand(Ctx *cx, const CNode *n, int *other)
{
    if (n->kind != CXCursor_BinaryOperator || n->first < 0 || n->first == n->last) return -1;
    enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(n->c);
    if (op != CXBinaryOperator_Add && op != CXBinaryOperator_Sub) return -1;
    int ptr = -1, oth = -1;
    for (int c = n->first, side = 0; c >= 0 && side < 2; c = cx->n[c].next, side++) {
        CXType t = clang_getCanonicalType(clang_getCursorType(cx->n[cx_unwrap(cx, false, c)].c));
        if (t.kind == CXType_Pointer || cxx_array_kind(t.kind)) ptr = c;
        else oth = c;
    }
    *other = oth;
    return oth < 0 ? -1 : ptr;
}

/* The variable an expression at node e reaches through r (a chain of
 * parentheses, subscripts and *: *depth of them; pointer steps t + i keep
 * the level), when it has a variably modified type and is declared outside
 * the compute construct e is in, or, outside compute constructs, is a
 * function's parameter (cxx_vla_param_extents): its name, its levels'
 * count in *nlev and whether it is an array; NULL otherwise (a VLA
 * declared in the construct or a function's body, a cast: the extents'
 * text is right there). */
static const char *captured(Ctx *cx, int e, int r, int *depth, int *nlev, bool *array)
{
    size_t lo = 0, hi = 0;
    bool compute = in_compute(cx, cx->n[e].start, &lo, &hi);
    *depth = 0;
    for (;;) {
        r = cx_unwrap(cx, true, r);
        if (r < 0) return NULL;
        CNode *n = &cx->n[r];
        if (n->kind == CXCursor_ArraySubscriptExpr
            || (n->kind == CXCursor_UnaryOperator && clang_getCursorUnaryOperatorKind(n->c) == CXUnaryOperator_Deref)) {
            ++*depth;
            r = n->first;
            continue;
        }
        if (n->kind == CXCursor_BinaryOperator) {   /* t + i: whole rows a step */
            int other;
            r = pointer_operand(cx, n, &other);
            if (r < 0) return NULL;
            continue;
        }
        if (n->kind != CXCursor_DeclRefExpr) return NULL;
        break;
    }
    CXCursor d = clang_getCursorReferenced(cx->n[r].c);
    enum CXCursorKind dk = clang_getCursorKind(d);
    if (dk != CXCursor_VarDecl && dk != CXCursor_ParmDecl) return NULL;
    size_t at = fe_offset_of(clang_getCursorLocation(d));
    if (compute ? at >= lo && at < hi : dk != CXCursor_ParmDecl) return NULL;
    const char *dims[16];
    *nlev = vm_levels(cx->u->arena, clang_getCursorType(d), dims, 16, array);
    if (!*nlev) return NULL;
    return cx_str(cx->u->arena, clang_getCursorSpelling(d));
}

/* A function definition's variably modified parameters (double a[n][m]):
 * C evaluates their extents once, on entry, so n = 2; in the body leaves
 * a's rows m long.  The CUDA text keeps each extent in gw_vd_a_l, declared
 * at the start of the body, and the subscripts of a use those (captured). */
void cxx_vla_param_extents(Ctx *cx, int i)
{
    CNode *f = &cx->n[i];
    int body = -1;
    for (int c = f->first; c >= 0; c = cx->n[c].next)
        if (cx->n[c].kind == CXCursor_CompoundStmt) body = c;
    if (body < 0 || cx->u->pp[cx->n[body].start] != '{') return;
    Arena *a = cx->u->arena;
    char *text = NULL;
    for (int c = f->first; c >= 0; c = cx->n[c].next) {
        if (cx->n[c].kind != CXCursor_ParmDecl) continue;
        const char *dims[16];
        bool array;
        int nlev = vm_levels(a, clang_getCursorType(cx->n[c].c), dims, 16, &array);
        if (!nlev) continue;
        const char *name = cx_str(a, clang_getCursorSpelling(cx->n[c].c));
        for (int l = array; l < nlev; l++)      /* an array's first level: no subscript uses it */
            if (*dims[l] && strcmp(dims[l], "*"))
                text = arena_printf(a, "%sconst long long gw_vd_%s_%d = (long long)(%s); (void)gw_vd_%s_%d; ",
                                text ? text : " ", name, l, dims[l], name, l);
    }
    if (text) edit_add(&cx->u->cxx, cx->n[body].start + 1, cx->n[body].start + 1, text, EDIT_PLAIN);
}

/* dims[0 .. nd) of a captured variable's level first on: its gw_vd names. */
static void captured_dims(Arena *a, const char *name, int first, const char **dims, int nd)
{
    for (int l = 0; l < nd; l++) dims[l] = arena_printf(a, "gw_vd_%s_%d", name, first + l);
}

/* The first extent of an array type, as text; NULL when it has none. */
char *array_extent(Arena *a, CXType t)
{
    CXType ct = clang_getCanonicalType(t), et;
    const char *dims[16];
    bool variable;
    if (ct.kind != CXType_ConstantArray && ct.kind != CXType_VariableArray) return NULL;
    if (array_dims(a, ct, dims, 16, &et, &variable) < 1 || !*dims[0] || !strcmp(dims[0], "*")) return NULL;
    return (char *)dims[0];
}

/* The extents that index a subscript chain rooted at r: r's pointee's or
 * element's array levels, when one of them is variable. */
static int root_dims(Ctx *cx, int r, const char **dims, int max)
{
    /* flattened (vm_flat) when any extent is variable, the root's own too:
       double t[n][3] is a flat double * as well; an array's first level is
       the one a subscript of r steps over */
    const char *all[17];
    bool array = false;
    int n = vm_levels(cx->u->arena, clang_getCursorType(cx->n[cx_unwrap(cx, false, r)].c), all,
                      max + 1 < 17 ? max + 1 : 17, &array);
    int from = array ? 1 : 0;
    if (n <= from) return 0;
    for (int l = from; l < n; l++) dims[l - from] = all[l];
    return n - from;
}

void cxx_vla_subscripts(Ctx *cx, int e)
{
    Unit *u = cx->u;
    /* only the outermost subscript of a chain */
    int p = cx->n[e].parent, from = e;
    while (p >= 0 && (cx->n[p].kind == CXCursor_UnexposedExpr) && cx->n[p].start == cx->n[from].start
           && cx->n[p].end == cx->n[from].end)
        from = p, p = cx->n[p].parent;
    if (p >= 0 && cx->n[p].kind == CXCursor_ArraySubscriptExpr && cx->n[p].first == from) return;
    int chain[32], len = 0;         /* outer to inner */
    for (int c = e; len < 32;) {
        chain[len++] = c;
        int b = cx_unwrap(cx, false, cx->n[c].first);
        if (cx->n[b].kind != CXCursor_ArraySubscriptExpr) break;
        c = b;
    }
    int root = cx->n[chain[len - 1]].first;
    const char *dims[16];
    int nd = root_dims(cx, root, dims, 16), depth, nlev;
    if (!nd) return;
    bool array;
    const char *cap = captured(cx, e, root, &depth, &nlev, &array);
    if (cap && nlev - (array ? depth + 1 : depth) == nd) captured_dims(u->arena, cap, nlev - nd, dims, nd);
    int k = len < nd + 1 ? len : nd + 1;
    bool full = k == nd + 1;
    size_t ix[32][2] = {{0}};
    for (int l = 0; l < k; l++) {
        int a = chain[len - 1 - l], i = cx->n[cx->n[a].first].next;
        if (i < 0) return;
        ix[l][0] = cx->n[i].start;
        ix[l][1] = cx->n[i].end;
    }
    Arena *ar = u->arena;
    /* the flat index in 64 bits, as C computes p[z][y][x] (sizeof(*p) is a size_t): arrays
       of more than 2^31 elements (an out-of-core pipeline's) index past int */
    char *open = arena_strdup(ar, full ? "[" : " + (");
    for (int l = 0; l < k; l++) open = arena_printf(ar, "%s%s", open, l == k - 1 ? "(long long)(" : "(");
    if (!full) edit_add(&u->cxx, cx->n[root].start, cx->n[root].start, "(", EDIT_OUTER_OPEN);
    edit_add(&u->cxx, cx->n[root].end, ix[0][0], open, EDIT_PLAIN);
    for (int l = 1; l < k; l++)
        edit_add(&u->cxx, ix[l - 1][1], ix[l][0], arena_printf(ar, "%s*(%s) + (", l == 1 ? ")" : "))", dims[l - 1]),
                 EDIT_PLAIN);
    const char *close = k == 1 ? ")" : "))";
    if (full) {
        edit_add(&u->cxx, ix[k - 1][1], cx->n[chain[len - k]].end, arena_printf(ar, "%s]", close), EDIT_PLAIN);
    } else {
        char *rest = arena_strdup(ar, "1");
        for (int l = k - 1; l < nd; l++) rest = arena_printf(ar, "%s * (%s)", rest, dims[l]);
        edit_add(&u->cxx, ix[k - 1][1], cx->n[chain[len - k]].end, arena_printf(ar, "%s)*(%s))", close, rest),
                 EDIT_PLAIN);
    }
}

/* *a on a pointer to a variable array is the row a points at: a itself. */
void cxx_vla_deref(Ctx *cx, CNode *n)
{
    if (clang_getCursorUnaryOperatorKind(n->c) != CXUnaryOperator_Deref || n->first < 0) return;
    const char *dims[16];
    if (!root_dims(cx, n->first, dims, 16)) return;
    edit_add(&cx->u->cxx, n->start, cx->n[n->first].start, "", EDIT_PLAIN);
}

/* a + i on a pointer to variable arrays steps whole rows: the flat
 * pointer steps i times the row's elements. */
void cxx_vla_pointer_step(Ctx *cx, CNode *n)
{
    const char *dims[16];
    int other, ptr = pointer_operand(cx, n, &other);
    if (ptr < 0) return;
    int nd = root_dims(cx, ptr, dims, 16), depth, nlev;
    if (!nd) return;
    bool array;
    const char *cap = captured(cx, (int)(n - cx->n), ptr, &depth, &nlev, &array);
    if (cap && nlev - (array ? depth + 1 : depth) == nd) captured_dims(cx->u->arena, cap, nlev - nd, dims, nd);
    char *rest = arena_strdup(cx->u->arena, "1");
    for (int l = 0; l < nd; l++) rest = arena_printf(cx->u->arena, "%s * (%s)", rest, dims[l]);
    edit_add(&cx->u->cxx, cx->n[other].start, cx->n[other].start, "((", EDIT_OUTER_OPEN);
    edit_add(&cx->u->cxx, cx->n[other].end, cx->n[other].end, arena_printf(cx->u->arena, ")*(%s))", rest),
             EDIT_OUTER_CLOSE);
}

/* sizeof t, sizeof *a, sizeof a[i] of a variable array: the flat pointer's
 * size would be wrong; the elements times the extents instead. */
/* sizeof(T[e1][e2]) of a type name with variable extents, which libclang
 * shows as a sizeof with no operand at its '(': (sizeof(T) * (e1) * (e2)). */
static void vla_sizeof_type(Ctx *cx, CNode *n)
{
    Unit *u = cx->u;
    size_t i = n->start + 6;
    while (i < n->end && (u->pp[i] == ' ' || u->pp[i] == '\t' || u->pp[i] == '\n')) i++;
    if (i >= n->end || u->pp[i] != '(' || u->pp[n->end - 1] != ')') return;
    size_t open = i++;
    while (i < n->end && (u->pp[i] == ' ' || u->pp[i] == '\t' || u->pp[i] == '\n')) i++;
    for (int k = n->first; k >= 0; k = cx->n[k].next)
        if (cx->n[k].start <= i && cx->n[k].kind != CXCursor_TypeRef) return;     /* an expression */
    CXEvalResult r = clang_Cursor_Evaluate(n->c);
    if (r) {                    /* a constant: C++ takes it as it is */
        clang_EvalResult_dispose(r);
        return;
    }
    size_t br = open + 1;
    while (br < n->end - 1 && u->pp[br] != '[') br++;
    if (br >= n->end - 1) return;
    Buf b;
    buf_init(&b);
    buf_printf(&b, "(sizeof(%s)", spelled_text(cx, open + 1, br));
    int depth = 0;
    size_t from = 0;
    for (size_t j = br; j < n->end - 1; j++) {
        char c = u->pp[j];
        if (c == '[' && depth++ == 0) from = j + 1;
        else if (c == ']' && --depth == 0) buf_printf(&b, " * (%.*s)", (int)(j - from), u->pp + from);
    }
    buf_puts(&b, ")");
    edit_add(&u->cxx, n->start, n->end, arena_strdup(u->arena, buf_cstr(&b)), EDIT_PLAIN);
    buf_release(&b);
}

void cxx_vla_sizeof(Ctx *cx, CNode *n)
{
    Unit *u = cx->u;
    if (n->end - n->start < 6 || strncmp(u->pp + n->start, "sizeof", 6)) return;
    vla_sizeof_type(cx, n);
    if (n->first < 0) return;
    CXType t = clang_getCursorType(cx->n[cx_unwrap(cx, false, n->first)].c);
    CXType et;
    char *count;
    if (clang_getCanonicalType(t).kind == CXType_Pointer || !vm_flat(u->arena, t, &et, &count)) return;
    int depth, nlev;
    bool array;
    const char *cap = captured(cx, (int)(n - cx->n), n->first, &depth, &nlev, &array);
    int first = cap ? (array ? depth : depth - 1) : 0;
    if (cap && first >= 0 && first < nlev) {     /* its levels first .. nlev - 1 */
        count = "1";
        for (int l = first; l < nlev; l++) count = arena_printf(u->arena, "%s * gw_vd_%s_%d", count, cap, l);
    }
    edit_add(&u->cxx, n->start, n->end, arena_printf(u->arena, "(sizeof(%s) * (%s))", cuda_type_of(u, et), count),
             EDIT_PLAIN);
}

/* The end of a declaration's declarator: before its initialiser's '='. */
static size_t declarator_end(Ctx *cx, CNode *d)
{
    Unit *u = cx->u;
    size_t at = cxx_name_offset(d->c);
    int depth = 0;
    for (size_t i = at; i < d->end; i++) {
        char ch = u->pp[i];
        if (ch == '(' || ch == '[') depth++;
        else if (ch == ')' || ch == ']') depth--;
        else if (ch == '=' && depth <= 0) {
            size_t e = i;
            while (e > at && (u->pp[e - 1] == ' ' || u->pp[e - 1] == '\t' || u->pp[e - 1] == '\n')) e--;
            return e;
        }
    }
    return d->end;
}

/* A VLA local d: its bytes, and where the variables its size names are
 * declared (analysis decides whether a construct's launch can evaluate it). */
static void note_vla_local(Ctx *cx, CNode *d, const char *name, const char *bytes)
{
    Unit *u = cx->u;
    int i = (int)(d - cx->n), n = 0;
    for (int k = i + 1; k < cx->nn && cx->n[k].start < d->end; k++) n += cx->n[k].kind == CXCursor_DeclRefExpr;
    VlaLocal *v = arena_alloc(u->arena, sizeof *v);
    *v = (VlaLocal){name, bytes, d->start, arena_alloc(u->arena, sizeof(size_t) * (n ? n : 1)), 0,
                    unit_pos(u, d->start).line, NULL, false, u->vlas};
    for (int k = i + 1; k < cx->nn && cx->n[k].start < d->end; k++) {
        if (cx->n[k].kind != CXCursor_DeclRefExpr) continue;
        CXCursor r = clang_getCursorReferenced(cx->n[k].c);
        enum CXCursorKind rk = clang_getCursorKind(r);
        if (rk != CXCursor_VarDecl && rk != CXCursor_ParmDecl) continue;
        unsigned off;
        clang_getFileLocation(clang_getCursorLocation(r), NULL, NULL, NULL, &off);
        v->refs[v->nrefs++] = off;
    }
    u->vlas = v;
}

/* Is the declarator whose extent starts at *at a later one of its
 * declaration (int k, v[n], (*p)[n]: libclang's extent starts at the
 * name)?  Then *at moves back to where the declarator starts (its '(' and
 * '*'), and its replacement has no type of its own: the declaration's is
 * its element type. */
static bool later_declarator(const Unit *u, const CNode *d, size_t *at)
{
    if (d->kind != CXCursor_VarDecl || fe_offset_of(clang_getCursorLocation(d->c)) != d->start) return false;
    size_t b = *at;
    while (b > 0 && strchr(" \t\n(*", u->pp[b - 1])) b--;
    if (b == 0 || u->pp[b - 1] != ',') return false;
    while (b < *at && strchr(" \t\n", u->pp[b])) b++;
    *at = b;
    return true;
}

void cxx_vla_decl(Ctx *cx, CNode *d)
{
    Unit *u = cx->u;
    CXType et;
    char *count;
    if (!vm_flat(u->arena, clang_getCursorType(d->c), &et, &count)) return;
    char *elem = cuda_type_of(u, et), *name = cx_str(u->arena, clang_getCursorSpelling(d->c));
    if (!*name) return;
    CXType ct = clang_getCanonicalType(clang_getCursorType(d->c));
    if (d->kind == CXCursor_ParmDecl || ct.kind == CXType_Pointer) {
        size_t end = declarator_end(cx, d);
        size_t from = d->start;
        bool later = later_declarator(u, d, &from);
        for (int k = (int)(d - cx->n) + 1; k < cx->nn && cx->n[k].start < end; k++)
            if ((cx->n[k].kind == CXCursor_EnumDecl || cx->n[k].kind == CXCursor_StructDecl
                 || cx->n[k].kind == CXCursor_UnionDecl) && cx->n[k].end > from && cx->n[k].end <= end) {
                from = cx->n[k].end;        /* a tag the parameter defines: kept, with its CUDA name */
                later = true;
            }
        edit_add(&u->cxx, from, end, arena_printf(u->arena, "%s *%s", later ? "" : elem, name), EDIT_PLAIN);
        if (end < d->end && d->last >= 0) {        /* the initialiser, converted */
            CNode *init = &cx->n[d->last];
            edit_add(&u->cxx, init->start, init->start, arena_printf(u->arena, "((%s *)(", elem), EDIT_OUTERMOST_OPEN);
            edit_add(&u->cxx, init->end, init->end, "))", EDIT_OUTERMOST_CLOSE);
        }
        return;
    }
    /* a VLA local: storage on the thread's stack */
    size_t from = d->start;
    bool later = later_declarator(u, d, &from);
    edit_add(&u->cxx, from, d->end,
             arena_printf(u->arena, "%s *%s = (%s *)alloca(sizeof(%s) * (%s))", later ? "" : elem, name, elem, elem,
                          count),
             EDIT_PLAIN);
    /* the bytes the host computes: C's spelling */
    char *c_elem = cx_str(u->arena, clang_getTypeSpelling(et));
    note_vla_local(cx, d, name, arena_printf(u->arena, "sizeof(%s) * (%s)", c_elem, count));
}

/* Is an expression or parameter of type t, decayed, a pointer to arrays in
 * the CUDA text?  Not when it is flat (vm_flat: a pointer to elements). */
static bool rows_pointer(Arena *a, CXType t)
{
    CXType ct = clang_getCanonicalType(t), p;
    if (vm_flat(a, ct, NULL, NULL)) return false;
    if (ct.kind == CXType_Pointer) p = clang_getCanonicalType(clang_getPointeeType(ct));
    else if (cxx_array_kind(ct.kind)) p = clang_getCanonicalType(clang_getArrayElementType(ct));
    else return false;
    return cxx_array_kind(p.kind);
}

/* A call's argument that the CUDA text holds as a flat element pointer
 * where the parameter is a pointer to arrays, or the other way round: C
 * takes double (*)[5] and double (*)[n] as compatible (libclang shows no
 * conversion, or one between equal types), but a variably modified
 * declaration, double a[n][5] too, is flat (cxx_vla_decl) and another is
 * not.  The argument is cast to the parameter's CUDA type. */
void cxx_vla_arg_casts(Ctx *cx, int i)
{
    CNode *n = &cx->n[i];
    CXCursor fn = clang_getCursorReferenced(n->c);
    if (clang_getCursorKind(fn) != CXCursor_FunctionDecl || n->first < 0) return;
    CXType ft = clang_getCursorType(fn);
    int np = clang_Cursor_getNumArguments(fn);
    if (ft.kind != CXType_FunctionProto || np <= 0) return;
    Unit *u = cx->u;
    int k = 0;
    for (int c = cx->n[n->first].next; c >= 0 && k < np; c = cx->n[c].next, k++) {
        CXType pd = clang_getCursorType(clang_Cursor_getArgument(fn, (unsigned)k)), et;
        CXType at = clang_getCursorType(cx->n[cx_unwrap(cx, true, c)].c);
        bool pflat = vm_flat(u->arena, pd, &et, NULL);
        if (rows_pointer(u->arena, pd) == rows_pointer(u->arena, at)) continue;
        CXType pc = clang_getCanonicalType(pd);
        const char *ty;
        if (pflat) ty = arena_printf(u->arena, "%s *", cuda_type_of(u, et));
        else if (cxx_array_kind(pc.kind))           /* an array parameter: a pointer to its element */
            ty = fe_pointer_to(u->arena, cuda_type_of(u, clang_getArrayElementType(pc)), "");
        else ty = cuda_type_of(u, pd);
        if (!cxx_castable(ty)) continue;
        edit_add(&u->cxx, cx->n[c].start, cx->n[c].start, arena_printf(u->arena, "((%s)(", ty), EDIT_OUTER_OPEN);
        u->cxx.v[u->cxx.n - 1].group = c + 1;
        edit_add(&u->cxx, cx->n[c].end, cx->n[c].end, "))", EDIT_OUTER_CLOSE);
        u->cxx.v[u->cxx.n - 1].group = c + 1;
    }
}

/* (double (*)[m])p: the cast's type, flattened. */
void cxx_vla_cast(Ctx *cx, CNode *n)
{
    CXType et;
    if (n->last < 0 || !vm_flat(cx->u->arena, clang_getCursorType(n->c), &et, NULL)) return;
    char *flat = arena_printf(cx->u->arena, "(%s *)", cuda_type_of(cx->u, et));
    edit_add(&cx->u->cxx, n->start, cx->n[n->last].start, flat, EDIT_PLAIN);
}
