/* frontend.c: preprocessed C to IR: find the directives, parse the C with
 * libclang, attach each directive to its statement, collect loops and the
 * variables each compute construct uses.  The only file that sees libclang. */
#include "gangway.h"
#include "frontend.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static Ctx *the_ctx;            /* for unit_pos; one unit at a time */

/* ---- positions ---- */

static void scan_lines(Ctx *cx)
{
    Unit *u = cx->u;
    int cap = 1024;
    cx->lines = malloc(sizeof(PLine) * cap);
    const char *file = u->src_name;
    int line = 1;
    bool sys = false;
    for (size_t off = 0; off < u->pp_len;) {
        const char *p = u->pp + off;
        const char *nl = memchr(p, '\n', u->pp_len - off);
        size_t len = nl ? (size_t)(nl - p) + 1 : u->pp_len - off;
        int ln;
        char name[4096];
        int pos = 0;
        if (p[0] == '#' && sscanf(p, "# %d \"%4095[^\"]\"%n", &ln, name, &pos) >= 2) {
            file = arena_strdup(u->arena, name);
            line = ln;
            sys = false;
            for (const char *q = p + pos; q < p + len && *q != '\n'; q++)
                if (*q == '3') sys = true;
        } else {
            if (cx->nlines == cap) cx->lines = realloc(cx->lines, sizeof(PLine) * (cap *= 2));
            cx->lines[cx->nlines++] = (PLine){off, file, line, sys};
            line++;
        }
        off += len;
    }
}

static PLine *line_of(Ctx *cx, size_t off)
{
    int lo = 0, hi = cx->nlines - 1;
    if (hi < 0) return NULL;
    while (lo < hi) {
        int mid = (lo + hi + 1) / 2;
        if (cx->lines[mid].off <= off) lo = mid;
        else hi = mid - 1;
    }
    return &cx->lines[lo];
}

SrcPos unit_pos(Unit *u, size_t off)
{
    PLine *l = line_of(the_ctx, off);
    if (!l) return (SrcPos){u->src_name, 0, 0};
    return (SrcPos){l->file, l->line, (int)(off - l->off) + 1};
}

/* The source line text, from the user's file when it is readable. */
static const char *source_line(Unit *u, const char *file, int line)
{
    static char *cached_name, *cached;
    if (!cached_name || strcmp(cached_name, file)) {
        free(cached);
        free(cached_name);
        cached = read_file(file, NULL);
        cached_name = strdup(file);
    }
    if (!cached) return NULL;
    const char *p = cached;
    for (int i = 1; i < line && p; i++) {
        p = strchr(p, '\n');
        if (p) p++;
    }
    if (!p) return NULL;
    const char *e = strchr(p, '\n');
    return arena_strndup(u->arena, p, e ? (size_t)(e - p) : strlen(p));
}

Loc unit_loc(Unit *u, size_t off)
{
    SrcPos p = unit_pos(u, off);
    return (Loc){p.file, p.line, p.col, source_line(u, p.file, p.line)};
}

/* ---- the AST as an array ---- */

static size_t offset_of(CXSourceLocation loc)
{
    unsigned off;
    clang_getFileLocation(loc, NULL, NULL, NULL, &off);
    return off;
}

typedef struct Visit {
    Ctx *cx;
    int parent, count;
} Visit;

static enum CXChildVisitResult visit(CXCursor c, CXCursor parent, CXClientData data)
{
    Visit *v = data;
    Ctx *cx = v->cx;
    if (v->parent < 0 && clang_Location_isInSystemHeader(clang_getCursorLocation(c)))
        return CXChildVisit_Continue;
    if (cx->nn == cx->cap) cx->n = realloc(cx->n, sizeof(CNode) * (cx->cap = cx->cap ? cx->cap * 2 : 4096));
    int me = cx->nn++;
    CXSourceRange r = clang_getCursorExtent(c);
    cx->n[me] = (CNode){c, clang_getCursorKind(c), offset_of(clang_getRangeStart(r)),
                        offset_of(clang_getRangeEnd(r)), v->parent, -1, -1, -1, v->count++, NULL, NULL};
    if (v->parent >= 0) {
        CNode *p = &cx->n[v->parent];
        if (p->last >= 0) cx->n[p->last].next = me;
        else p->first = me;
        p->last = me;
    }
    Visit sub = {cx, me, 0};
    clang_visitChildren(c, visit, &sub);
    return CXChildVisit_Continue;
}

static bool is_stmt_kind(enum CXCursorKind k)
{
    return clang_isStatement(k) || clang_isExpression(k) || k == CXCursor_DeclStmt;
}

static int up(Ctx *cx, int i)
{
    int p = cx->n[i].parent;
    while (p >= 0 && (cx->n[p].kind == CXCursor_UnexposedExpr || cx->n[p].kind == CXCursor_ParenExpr)) {
        i = p;
        p = cx->n[p].parent;
    }
    return p;
}

/* The child of p on the path to i (i itself when p is its parent). */
static int child_toward(Ctx *cx, int p, int i)
{
    while (i >= 0 && cx->n[i].parent != p) i = cx->n[i].parent;
    return i;
}

static bool is_device_libcall(const char *name);

/* ---- text helpers ---- */

static size_t skip_space(Unit *u, size_t i)
{
    while (i < u->pp_len && isspace((unsigned char)u->pp[i])) i++;
    return i;
}

/* End of a statement, including the ';' libclang leaves out of expressions
 * (after a macro's expansion, such as assert's, a line marker may come
 * before it). */
static size_t stmt_end(Unit *u, CNode *n)
{
    size_t e = n->end;
    if (e > 0 && (u->pp[e - 1] == ';' || u->pp[e - 1] == '}')) return e;
    size_t i = skip_space(u, e);
    while (i < u->pp_len && u->pp[i] == '#' && u->pp[i - 1] == '\n') {
        while (i < u->pp_len && u->pp[i] != '\n') i++;
        i = skip_space(u, i);
    }
    return i < u->pp_len && u->pp[i] == ';' ? i + 1 : e;
}

static char *trim(Arena *a, const char *s, size_t n)
{
    while (n && isspace((unsigned char)*s)) s++, n--;
    while (n && isspace((unsigned char)s[n - 1])) n--;
    return arena_strndup(a, s, n);
}

static bool is_ident_char(char c) { return isalnum((unsigned char)c) || c == '_'; }

/* ---- directives ---- */

typedef struct RawDir {
    size_t start, end;          /* the pragma line in pp, end after '\n' */
    Directive *dir;
    bool used;
} RawDir;

static bool is_acc_pragma(const char *p, const char *end)
{
    while (p < end && (*p == ' ' || *p == '\t')) p++;
    if (p >= end || *p++ != '#') return false;
    while (p < end && (*p == ' ' || *p == '\t')) p++;
    if (end - p < 6 || strncmp(p, "pragma", 6)) return false;
    p += 6;
    if (p >= end || (*p != ' ' && *p != '\t')) return false;
    while (p < end && (*p == ' ' || *p == '\t')) p++;
    return end - p >= 3 && !strncmp(p, "acc", 3) && (end - p == 3 || !is_ident_char(p[3]));
}

/* The directive as written in the user's file (continuations joined), so
 * diagnostics carry the user's columns; NULL when it came from a macro. */
static char *original_text(Unit *u, SrcPos pos, int *col)
{
    char *src = read_file(pos.file, NULL);
    if (!src) return NULL;
    const char *p = src;
    for (int i = 1; i < pos.line && p; i++) {
        p = strchr(p, '\n');
        if (p) p++;
    }
    char *res = NULL;
    if (p) {
        Buf b;
        buf_init(&b);
        for (;;) {
            const char *e = strchr(p, '\n');
            size_t n = e ? (size_t)(e - p) : strlen(p);
            if (n && p[n - 1] == '\r') n--;
            if (n && p[n - 1] == '\\' && e) {
                buf_add(&b, p, n - 1);
                buf_puts(&b, " ");
                p = e + 1;
                continue;
            }
            buf_add(&b, p, n);
            break;
        }
        const char *t = buf_cstr(&b);
        if (is_acc_pragma(t, t + b.len)) {
            const char *h = strchr(t, '#');
            *col = (int)(h - t) + 1;
            res = arena_strdup(u->arena, t);
        }
        buf_release(&b);
    }
    free(src);
    return res;
}

static RawDir *find_directives(Ctx *cx, int *count)
{
    Unit *u = cx->u;
    int cap = 16, n = 0;
    RawDir *v = malloc(sizeof(RawDir) * cap);
    for (int i = 0; i < cx->nlines; i++) {
        size_t off = cx->lines[i].off;
        const char *p = u->pp + off;
        const char *e = memchr(p, '\n', u->pp_len - off);
        if (!e) e = u->pp + u->pp_len;
        if (cx->lines[i].system || !is_acc_pragma(p, e)) continue;
        SrcPos pos = {cx->lines[i].file, cx->lines[i].line, 0};
        int col = 1;
        char *orig = original_text(u, pos, &col);
        char *ppt = arena_strndup(u->arena, p, (size_t)(e - p));
        Directive *d;
        if (orig) {
            Loc loc = {pos.file, pos.line, col, arena_strdup(u->arena, orig)};
            d = dir_parse(u->arena, orig + col - 1, loc);
            if (d && strcmp(orig + col - 1, ppt + (strchr(ppt, '#') - ppt))) {
                Loc ploc = {pos.file, pos.line, col, ppt};
                Directive *e2 = dir_parse(u->arena, strchr(ppt, '#'), ploc);
                d = e2 ? e2 : NULL;
            }
        } else {
            Loc loc = {pos.file, pos.line, (int)(strchr(ppt, '#') - ppt) + 1, ppt};
            d = dir_parse(u->arena, strchr(ppt, '#'), loc);
        }
        if (!d) continue;
        if (n == cap) v = realloc(v, sizeof(RawDir) * (cap *= 2));
        v[n++] = (RawDir){off, (size_t)(e - u->pp) + (*e == '\n'), d, false};
    }
    *count = n;
    return v;
}

/* Is there nothing but blanks, line markers and other directives between
 * a directive's end and the statement start? */
static bool follows_directly(Unit *u, size_t from, size_t to)
{
    bool bol = true;
    for (size_t i = from; i < to; i++) {
        char c = u->pp[i];
        if (c == '\n') {
            bol = true;
            continue;
        }
        if (bol && c == '#') {          /* a whole preprocessor line */
            const char *nl = memchr(u->pp + i, '\n', to - i);
            if (!nl) return false;
            i = (size_t)(nl - u->pp) - 1;
            continue;
        }
        if (c != ' ' && c != '\t' && c != '\r') return false;
    }
    return true;
}

/* The statement that follows a directive: the outermost one starting first. */
static int stmt_after(Ctx *cx, size_t off)
{
    int best = -1;
    for (int i = 0; i < cx->nn; i++) {
        CNode *n = &cx->n[i];
        if (n->start < off || !is_stmt_kind(n->kind)) continue;
        if (best < 0 || n->start < cx->n[best].start
            || (n->start == cx->n[best].start && n->end > cx->n[best].end))
            best = i;
    }
    return best;
}

/* ---- variables ---- */

char *cx_str(Arena *a, CXString s)
{
    char *r = arena_strdup(a, clang_getCString(s));
    clang_disposeString(s);
    return r;
}

/* "float [200]" + name -> "float name[200]"; "float (*)[4]" -> "float (*name)[4]". */
static char *declarator(Arena *a, const char *type, const char *name)
{
    const char *star = strstr(type, "(*)");
    if (star)
        return arena_printf(a, "%.*s(*%s)%s", (int)(star - type), type, name, star + 3);
    const char *br = strchr(type, '[');
    if (br) {
        size_t n = (size_t)(br - type);
        while (n && type[n - 1] == ' ') n--;
        return arena_printf(a, "%.*s %s%s", (int)n, type, name, br);
    }
    size_t n = strlen(type);
    return arena_printf(a, "%s%s%s", type, n && type[n - 1] == '*' ? "" : " ", name);
}

/* t's spelling in C (*c, for the host) and in the CUDA text (*cuda). */
static void spell_both(Unit *u, CXType t, char **c, char **cuda)
{
    *c = cx_str(u->arena, clang_getTypeSpelling(t));
    *cuda = cuda_type_of(u, t);
}

/* Where a declarator goes in a type spelled "T [4]": before the first '['. */
static char *pointer_to_elem(Arena *a, const char *elem, const char *name)
{
    const char *br = strchr(elem, '[');
    return br ? arena_printf(a, "%.*s(*%s)%s", (int)(br - elem), elem, name, br) : arena_printf(a, "%s *%s", elem, name);
}

static bool var_global(CXCursor decl)
{
    enum CX_StorageClass sc = clang_Cursor_getStorageClass(decl);
    CXCursor sp = clang_getCursorSemanticParent(decl);
    return sc == CX_SC_Static || sc == CX_SC_Extern || clang_getCursorKind(sp) == CXCursor_TranslationUnit;
}

/* A variably modified v: a flat pointer to the element in the kernel
 * (cxx.c linearises the subscripts); a VLA's private copy gets its storage
 * from alloca. */
static void describe_vm_var(Unit *u, Var *v, CXCursor decl, CXType ct, CXType et, char *count)
{
    Arena *a = u->arena;
    v->shape = SHAPE_POINTER;
    spell_both(u, et, &v->elem, &v->cuda_elem);
    v->red_elem = v->elem;
    v->cuda_red_elem = v->cuda_elem;
    const char *ce = v->cuda_elem;
    v->param_decl = arena_printf(a, "%s *%s", ce, v->name);
    v->local_decl = ct.kind == CXType_Pointer || clang_getCursorKind(decl) == CXCursor_ParmDecl
                    ? v->param_decl
                    : arena_printf(a, "%s *%s = (%s *)alloca(sizeof(%s) * (%s))", ce, v->name, ce, ce, count);
    v->vm = true;
    v->vla = v->local_decl != v->param_decl;
    v->vla_count = count;
    v->global = var_global(decl);
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
    spell_both(u, clang_getArrayElementType(t), &v->elem, &v->cuda_elem);
    v->red_elem = v->elem;
    v->cuda_red_elem = v->cuda_elem;
    v->param_decl = pointer_to_elem(a, v->cuda_elem, v->name);
    v->local_decl = v->param_decl;
    v->type = pointer_to_elem(a, v->elem, "");
    v->cuda_type = pointer_to_elem(a, v->cuda_elem, "");
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
    spell_both(u, ct, &v->red_elem, &v->cuda_red_elem);
    if (ct.kind == CXType_ConstantArray) {      /* reductions on arrays: element by element */
        CXType et = clang_getCanonicalType(clang_getArrayElementType(ct));
        long long eb = clang_Type_getSizeOf(et);
        if (eb > 0 && et.kind != CXType_ConstantArray && et.kind != CXType_Record) {
            v->red_n = (int)(v->bytes / eb);
            spell_both(u, et, &v->red_elem, &v->cuda_red_elem);
        }
    }
    v->type = cx_str(a, clang_getTypeSpelling(t));
    v->canon = cx_str(a, clang_getTypeSpelling(ct));
    v->int_complex = int_complex_type(ct);
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
    switch (ct.kind) {
    case CXType_Pointer: {
        CXType pt = clang_getCanonicalType(clang_getPointeeType(ct));
        v->shape = pt.kind == CXType_FunctionProto || pt.kind == CXType_FunctionNoProto ? SHAPE_OTHER : SHAPE_POINTER;
        v->elem_ptr = pt.kind == CXType_Pointer;
        spell_both(u, clang_getPointeeType(t), &v->elem, &v->cuda_elem);
        spell_both(u, pt, &v->red_elem, &v->cuda_red_elem);     /* reduction(op: p[lo:n]) */
        v->param_decl = declarator(a, v->cuda_type, v->name);
        break;
    }
    case CXType_ConstantArray:
    case CXType_IncompleteArray:
    case CXType_VariableArray:
        v->shape = ct.kind == CXType_ConstantArray ? SHAPE_ARRAY : SHAPE_POINTER;
        spell_both(u, clang_getArrayElementType(t), &v->elem, &v->cuda_elem);
        v->param_decl = pointer_to_elem(a, v->cuda_elem, v->name);
        break;
    case CXType_Record:
        v->shape = SHAPE_STRUCT;
        v->param_decl = declarator(a, v->cuda_type, v->name);
        break;
    default:
        v->shape = ct.kind >= CXType_FirstBuiltin && ct.kind <= CXType_LastBuiltin ? SHAPE_SCALAR
                 : ct.kind == CXType_Enum ? SHAPE_SCALAR : SHAPE_OTHER;
        v->param_decl = declarator(a, v->cuda_type, v->name);
        break;
    }
    /* a const-qualified scalar parameter is fine; a private copy must be writable */
    const char *ty = v->cuda_type;
    if (!strncmp(ty, "const ", 6) && v->shape != SHAPE_POINTER) ty += 6;
    v->local_decl = declarator(a, ty, v->name);
    v->global = var_global(decl);
}

static Var *find_var(Node *nd, const char *name)
{
    for (Var *v = nd->vars; v; v = v->next)
        if (!strcmp(v->name, name)) return v;
    return NULL;
}

/* Is node i the target of an assignment, ++/--, or &? */
static bool is_written(Ctx *cx, int i)
{
    int p = up(cx, i);
    if (p < 0) return false;
    CNode *pn = &cx->n[p];
    if (pn->kind == CXCursor_CompoundAssignOperator) return child_toward(cx, p, i) == pn->first;
    if (pn->kind == CXCursor_BinaryOperator)
        return clang_getCursorBinaryOperatorKind(pn->c) == CXBinaryOperator_Assign
               && child_toward(cx, p, i) == pn->first;
    if (pn->kind == CXCursor_UnaryOperator) {
        enum CXUnaryOperatorKind k = clang_getCursorUnaryOperatorKind(pn->c);
        return k == CXUnaryOperator_PostInc || k == CXUnaryOperator_PostDec || k == CXUnaryOperator_PreInc
               || k == CXUnaryOperator_PreDec || k == CXUnaryOperator_AddrOf;
    }
    return false;
}

/* Record a use at node i of a variable declared outside the construct,
 * named name and described by decl (its declaration, or a reduced
 * member's use: MemberRed). */
static void note_use(Ctx *cx, Node *nd, int i, char *name, CXCursor decl)
{
    Unit *u = cx->u;
    Var *v = find_var(nd, name);
    if (!v) {
        v = arena_alloc(u->arena, sizeof *v);
        v->name = name;
        v->map = -1;
        describe_var(u, v, decl);
        Var **pp = &nd->vars;
        while (*pp) pp = &(*pp)->next;
        *pp = v;
    }
    /* walk up through subscripts and member accesses to the lvalue's root */
    int cur = i;
    bool through = false;
    for (;;) {
        int p = up(cx, cur);
        if (p < 0) break;
        CNode *pn = &cx->n[p];
        if (pn->kind == CXCursor_ArraySubscriptExpr && child_toward(cx, p, cur) == pn->first) {
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
    int p = up(cx, i);
    if (through) {      /* p[e] directly: e may give the section the region uses */
        CNode *pn = p >= 0 ? &cx->n[p] : NULL;
        int ix = pn && pn->kind == CXCursor_ArraySubscriptExpr && child_toward(cx, p, i) == pn->first ? pn->first : -1;
        ix = ix >= 0 ? cx->n[ix].next : -1;
        if (ix >= 0 && v->shape == SHAPE_POINTER) {
            Index *x = arena_alloc(u->arena, sizeof *x);
            *x = (Index){trim(u->arena, u->pp + cx->n[ix].start, cx->n[ix].end - cx->n[ix].start), cx->n[i].start,
                         pn->end, v->index};
            v->index = x;
        } else {
            v->no_section = true;
        }
    }
    for (int q = p, from = i; q >= 0 && clang_isExpression(cx->n[q].kind); from = q, q = cx->n[q].parent)
        if (cx->n[q].kind == CXCursor_CallExpr) {     /* inside an argument of a user function */
            char *fn = cx_str(u->arena, clang_getCursorSpelling(cx->n[q].c));
            if (child_toward(cx, q, from) != cx->n[q].first && !is_device_libcall(fn)) v->escapes = true;
            break;
        }
    if (p >= 0 && cx->n[p].kind == CXCursor_UnaryOperator
        && clang_getCursorUnaryOperatorKind(cx->n[p].c) == CXUnaryOperator_AddrOf)
        v->escapes = true;
    if (is_written(cx, cur)) {
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

static bool decl_inside(Ctx *cx, CXCursor decl, size_t start, size_t end)
{
    size_t off = offset_of(clang_getCursorLocation(decl));
    CXFile f;
    clang_getFileLocation(clang_getCursorLocation(decl), &f, NULL, NULL, NULL);
    return f && off >= start && off < end;
}

/* ---- reductions on members of outside variables (MemberRed) ----
 * reduction(op: s.x), (op: p->a.x), (op: s.a[2]) or (op: s.p[lo:n]) on a
 * variable declared outside the construct: the construct reduces a
 * temporary, gw_mr<n>, which starts from the member's value, as OpenACC
 * says (s.p[lo:n]: a pointer to the first element, whose subarray is
 * reduced).  The member's uses are found in the AST: the node of each
 * carries the temporary's name (CNode.alias), so the passes below see a
 * variable of that name there; Unit.member_uses prints the name in its place,
 * and the reduction clause names the temporary. */

typedef struct MemberItem {
    char root[128];             /* "s" */
    char path[256];             /* ".a.x", "->x" or ".a[2]", without spaces */
    bool elems;                 /* s.p[lo:n] */
} MemberItem;

static char *squeezed(Unit *u, size_t start, size_t end);

/* The clause's "s.x", "s . x", "p->x", "s.a.x", "p->a.b" (and s.a[2] with
 * its index), split into m. */
static bool member_split(const VarItem *it, MemberItem *m)
{
    const char *p = it->base;
    size_t n = 0, len = 0;
    while (*p == ' ') p++;
    while (is_ident_char(p[n])) n++;
    if (!n || n >= sizeof m->root || isdigit((unsigned char)*p) || it->nsub > 1) return false;
    memcpy(m->root, p, n), m->root[n] = '\0';
    for (p += n;;) {
        while (*p == ' ') p++;
        if (!*p) break;
        const char *op = *p == '.' ? "." : p[0] == '-' && p[1] == '>' ? "->" : NULL;
        if (!op) return false;
        for (p += strlen(op); *p == ' ';) p++;
        for (n = 0; is_ident_char(p[n]);) n++;
        if (!n || isdigit((unsigned char)*p) || len + strlen(op) + n >= sizeof m->path) return false;
        len += (size_t)snprintf(m->path + len, sizeof m->path - len, "%s%.*s", op, (int)n, p);
        p += n;
    }
    m->elems = it->nsub && !it->subs[0].is_index;
    if (it->nsub && it->subs[0].is_index) {     /* s.a[2]: that element */
        size_t k = len + 1;
        for (const char *ix = it->subs[0].lb; *ix; ix++)
            if (!isspace((unsigned char)*ix)) {
                if (k + 2 >= sizeof m->path) return false;
                m->path[k++] = *ix;
            }
        m->path[len] = '[', m->path[k] = ']', m->path[k + 1] = '\0';
    }
    return len > 0;
}

/* The temporary whose use node i is or is inside (CNode.alias), or NULL. */
static const char *in_alias(Ctx *cx, int i)
{
    for (; i >= 0 && clang_isExpression(cx->n[i].kind); i = cx->n[i].parent)
        if (cx->n[i].alias) return cx->n[i].alias;
    return NULL;
}

/* The node that describes the temporary of the use at i: an array member
 * (s.arr[lo:n]) as the pointer it decays to. */
static CXCursor alias_typed(Ctx *cx, int i)
{
    int p = cx->n[i].parent;
    CXType t = clang_getCanonicalType(clang_getCursorType(cx->n[i].c));
    if (t.kind == CXType_ConstantArray && p >= 0 && cx->n[p].kind == CXCursor_UnexposedExpr)
        return cx->n[p].c;
    return cx->n[i].c;
}

/* Where the use of m that starts at the variable reference j ends (the
 * node of the whole member expression), or -1: up through the members and
 * subscripts, each compared with m's path. */
static int member_use(Ctx *cx, int j, const MemberItem *m)
{
    char path[256] = "";
    size_t len = 0;
    int cur = j;
    while (strcmp(path, m->path)) {
        if (strncmp(path, m->path, len)) return -1;
        int p = up(cx, cur), w;
        if (p < 0 || child_toward(cx, p, cur) != cx->n[p].first) return -1;
        CNode *pn = &cx->n[p];
        if (pn->kind == CXCursor_MemberRefExpr) {
            bool arrow = clang_getCanonicalType(clang_getCursorType(cx->n[pn->first].c)).kind == CXType_Pointer;
            w = snprintf(path + len, sizeof path - len, "%s%s", arrow ? "->" : ".",
                         cx_str(cx->u->arena, clang_getCursorSpelling(pn->c)));
        } else if (pn->kind == CXCursor_ArraySubscriptExpr && cx->n[pn->first].next >= 0) {
            CNode *ix = &cx->n[cx->n[pn->first].next];
            w = snprintf(path + len, sizeof path - len, "[%s]", squeezed(cx->u, ix->start, ix->end));
        } else {
            return -1;
        }
        if (w < 0 || len + (size_t)w >= sizeof path) return -1;
        len += (size_t)w;
        cur = p;
    }
    return cur;
}

/* The variable from outside nd that m's root names where nd uses it, in
 * *decl; false when nd does not use it. */
static bool root_decl(Ctx *cx, Node *nd, const MemberItem *m, CXCursor *decl)
{
    for (int j = 0; j < cx->nn; j++) {
        CNode *c = &cx->n[j];
        if (c->kind != CXCursor_DeclRefExpr || c->start < nd->stmt_start || c->start >= nd->stmt_end) continue;
        CXCursor d = clang_getCursorReferenced(c->c);
        enum CXCursorKind dk = clang_getCursorKind(d);
        if ((dk != CXCursor_VarDecl && dk != CXCursor_ParmDecl) || decl_inside(cx, d, nd->stmt_start, nd->stmt_end)
            || strcmp(cx_str(cx->u->arena, clang_getCursorSpelling(d)), m->root))
            continue;
        *decl = d;
        return true;
    }
    return false;
}

typedef struct FieldFind {
    const char *name;
    size_t len;
    CXType type;
    bool found;
} FieldFind;

/* clang_Type_visitFields: the field named f->name, also inside members
 * without a name (C11 anonymous structs and unions). */
static enum CXVisitorResult field_named(CXCursor c, CXClientData data)
{
    FieldFind *f = data;
    CXString s = clang_getCursorSpelling(c);
    const char *n = clang_getCString(s);
    CXType t = clang_getCanonicalType(clang_getCursorType(c));
    if (strlen(n) == f->len && !strncmp(n, f->name, f->len))
        f->type = clang_getCursorType(c), f->found = true;
    else if (clang_Cursor_isAnonymousRecordDecl(clang_getTypeDeclaration(t)))
        clang_Type_visitFields(t, field_named, f);
    clang_disposeString(s);
    return f->found ? CXVisit_Break : CXVisit_Continue;
}

/* Does m's path name members (and elements) of its root, declared by decl,
 * of a type the reduction can take?  Else an error at the clause item says
 * which step does not. */
static bool member_path_ok(Ctx *cx, CXCursor decl, const MemberItem *m, const VarItem *it, Loc at)
{
    Arena *a = cx->u->arena;
    CXType t = clang_getCursorType(decl);
    for (const char *p = m->path; *p;) {
        CXType ct = clang_getCanonicalType(t);
        char *so_far = arena_printf(a, "%s%.*s", m->root, (int)(p - m->path), m->path);
        char *ty = cx_str(a, clang_getTypeSpelling(t));
        if (*p == '[') {                /* [index], brackets inside it too */
            int depth = 0;
            do depth += *p == '[' ? 1 : *p == ']' ? -1 : 0;
            while (*++p && depth);
            if (ct.kind == CXType_Pointer) t = clang_getPointeeType(ct);
            else if (ct.kind == CXType_ConstantArray || ct.kind == CXType_IncompleteArray
                     || ct.kind == CXType_VariableArray)
                t = clang_getArrayElementType(ct);
            else {
                error_at(at, "in the reduction of '%s': '%s' is not an array or a pointer (its type is '%s')",
                         it->text, so_far, ty);
                return false;
            }
            continue;
        }
        bool arrow = *p == '-';
        p += arrow ? 2 : 1;
        FieldFind f = {p, strcspn(p, ".-["), {0}, false};
        if (arrow && ct.kind == CXType_Pointer) ct = clang_getCanonicalType(clang_getPointeeType(ct));
        else if (arrow) ct.kind = CXType_Invalid;
        if (ct.kind == CXType_Record) clang_Type_visitFields(ct, field_named, &f);
        if (!f.found) {
            error_at(at, "in the reduction of '%s': '%s' has no member '%.*s'%s (its type is '%s')", it->text, so_far,
                     (int)f.len, f.name, arrow ? " through '->'" : "", ty);
            return false;
        }
        t = f.type;
        p += f.len;
    }
    CXType ct = clang_getCanonicalType(t);
    bool arith = (ct.kind >= CXType_FirstBuiltin && ct.kind <= CXType_LastBuiltin) || ct.kind == CXType_Enum
                 || ct.kind == CXType_Complex;
    bool elems = ct.kind == CXType_Pointer || ct.kind == CXType_ConstantArray;
    if (m->elems ? elems : arith) return true;
    error_at(at, m->elems ? "in the reduction of '%s': '%s%s' is not an array or a pointer (its type is '%s')"
                          : "the reduction on the member '%s' is not supported: '%s%s' has type '%s'; a member "
                            "reduced must be of arithmetic type, an element of an array (s.a[2]) or a subarray "
                            "(s.p[lo:n])",
             it->text, m->root, m->path, cx_str(a, clang_getTypeSpelling(t)));
    return false;
}

/* The temporary of m in nd, found or made: its uses marked and renamed. */
static MemberRed *member_red(Ctx *cx, Node *nd, const MemberItem *m, const VarItem *it, CXCursor decl)
{
    Unit *u = cx->u;
    char *expr = arena_printf(u->arena, "%s%s", m->root, m->path);
    int id = 1;
    for (Node *o = u->nodes; o; o = o->next)
        for (MemberRed *r = o->members; r; r = r->next, id++)
            if (o == nd && !strcmp(r->expr, expr)) return r;
    MemberRed *r = arena_alloc(u->arena, sizeof *r), **tail = &nd->members;
    *r = (MemberRed){arena_printf(u->arena, "gw_mr%d", id), expr, m->elems, *it, NULL};
    r->item.text = expr;
    while (*tail) tail = &(*tail)->next;
    *tail = r;
    for (int j = 0; j < cx->nn; j++) {
        CNode *c = &cx->n[j];
        if (c->kind != CXCursor_DeclRefExpr || c->start < nd->stmt_start || c->start >= nd->stmt_end
            || !clang_equalCursors(clang_getCursorReferenced(c->c), decl))
            continue;
        int a = member_use(cx, j, m);
        if (a < 0 || in_alias(cx, a)) continue;
        cx->n[a].alias = r->name;
        edit_add(&u->member_uses, cx->n[a].start, cx->n[a].end, r->name, EDIT_PLAIN);
    }
    return r;
}

/* The reduction clauses of d (the construct's or a loop's in it) that
 * name members of outside variables: each item then names its temporary. */
static void member_items(Ctx *cx, Node *nd, Directive *d)
{
    Unit *u = cx->u;
    for (Clause *c = d ? d->clauses : NULL; c; c = c->next)
        for (int i = 0; c->kind == CL_REDUCTION && i < c->nvars; i++) {
            VarItem *it = &c->vars[i];
            MemberItem m = {0};
            CXCursor decl;
            Loc at = d->loc;
            at.col = it->col;
            if (!strpbrk(it->base, ".-") || !member_split(it, &m) || !root_decl(cx, nd, &m, &decl)
                || !member_path_ok(cx, decl, &m, it, at))
                continue;
            MemberRed *r = member_red(cx, nd, &m, it, decl);
            /* s.p[lo:n] becomes gw_mr<n>[lo:n]; s.x and s.a[2] become gw_mr<n> */
            it->text = m.elems ? arena_printf(u->arena, "%s%s", r->name, it->text + strlen(it->base)) : r->name;
            it->base = r->name;
            if (!m.elems) it->nsub = 0;
        }
}

static void member_items_loops(Ctx *cx, Node *nd, Loop *l)
{
    for (; l; l = l->next) {
        if (l->dir && l->dir != nd->dir) member_items(cx, nd, l->dir);
        member_items_loops(cx, nd, l->kids);
    }
}

/* Node.members: the construct's reductions on members, as temporaries. */
static void reduced_members(Ctx *cx, Node *nd)
{
    member_items(cx, nd, nd->dir);
    member_items_loops(cx, nd, nd->loops);
}

/* ---- loop headers, from the AST ---- */

/* Past the implicit conversions libclang shows as UnexposedExpr with one
 * child of the same extent, and past parentheses when parens. */
int cx_unwrap(Ctx *cx, bool parens, int i)
{
    while (i >= 0) {
        CNode *c = &cx->n[i];
        bool paren = parens && c->kind == CXCursor_ParenExpr;
        bool implicit = c->kind == CXCursor_UnexposedExpr && c->first >= 0 && cx->n[c->first].next < 0
                        && cx->n[c->first].start == c->start && cx->n[c->first].end == c->end;
        if (!paren && !implicit) return i;
        i = c->first;
    }
    return i;
}

static int unwrap(Ctx *cx, int i) { return cx_unwrap(cx, true, i); }

/* Is node i (past parentheses) a reference to the variable decl? */
static bool refers_to(Ctx *cx, int i, CXCursor decl)
{
    i = unwrap(cx, i);
    return i >= 0 && cx->n[i].kind == CXCursor_DeclRefExpr
           && clang_equalCursors(clang_getCursorReferenced(cx->n[i].c), decl);
}

/* Does the subtree of node i refer to decl anywhere? */
static bool mentions(Ctx *cx, int i, CXCursor decl)
{
    for (int j = i; j < cx->nn && cx->n[j].start < cx->n[i].end; j++) {
        if (j > i && cx->n[j].start < cx->n[i].start) break;
        if (cx->n[j].kind == CXCursor_DeclRefExpr && clang_equalCursors(clang_getCursorReferenced(cx->n[j].c), decl))
            return true;
    }
    return false;
}

static char *node_text(Ctx *cx, int i)
{
    return trim(cx->u->arena, cx->u->pp + cx->n[i].start, cx->n[i].end - cx->n[i].start);
}

static Form form_of(Ctx *cx, int i);

/* init: 'T var = lb' or 'var = lb'.  Returns the variable's declaration. */
static bool loop_init(Ctx *cx, Loop *l, int i, CXCursor *var)
{
    Unit *u = cx->u;
    CNode *c = &cx->n[i];
    if (c->kind == CXCursor_DeclStmt) {
        int d = c->first;
        if (d < 0 || cx->n[d].next >= 0 || cx->n[d].kind != CXCursor_VarDecl) return false;
        CXCursor init = clang_Cursor_getVarDeclInitializer(cx->n[d].c);
        if (clang_Cursor_isNull(init)) return false;
        *var = cx->n[d].c;
        l->var_declared = true;
        l->var_type = cuda_type_of(u, clang_getCursorType(*var));
        int e = cx->n[d].last;      /* the initialiser is the declaration's last child */
        l->lb = node_text(cx, e);
        l->lb_form = form_of(cx, e);
    } else {
        i = unwrap(cx, i);
        c = &cx->n[i];
        if (c->kind != CXCursor_BinaryOperator || clang_getCursorBinaryOperatorKind(c->c) != CXBinaryOperator_Assign)
            return false;
        int lhs = unwrap(cx, c->first), rhs = cx->n[c->first].next;
        if (lhs < 0 || rhs < 0 || cx->n[lhs].kind != CXCursor_DeclRefExpr) return false;
        *var = clang_getCursorReferenced(cx->n[lhs].c);
        enum CXCursorKind k = clang_getCursorKind(*var);
        if (k != CXCursor_VarDecl && k != CXCursor_ParmDecl) return false;
        l->var_type = "";
        l->lb = node_text(cx, rhs);
        l->lb_form = form_of(cx, rhs);
    }
    l->var = cx_str(u->arena, clang_getCursorSpelling(*var));
    return true;
}

/* cond: var < ub, var <= ub, ub > var, var != ub ... */
static const char *loop_cond(Ctx *cx, Loop *l, int i, CXCursor var)
{
    i = unwrap(cx, i);
    CNode *c = &cx->n[i];
    const char *cmp = "is not a comparison of the loop variable with <, <=, >, >= or !=";
    if (c->kind != CXCursor_BinaryOperator) return cmp;
    int op;
    switch (clang_getCursorBinaryOperatorKind(c->c)) {
    case CXBinaryOperator_LT: op = '<'; break;
    case CXBinaryOperator_LE: op = 'l'; break;
    case CXBinaryOperator_GT: op = '>'; break;
    case CXBinaryOperator_GE: op = 'g'; break;
    case CXBinaryOperator_NE: op = '!'; break;
    default: return cmp;
    }
    int a = c->first, b = a >= 0 ? cx->n[a].next : -1;
    if (a < 0 || b < 0) return cmp;
    int bound;
    if (refers_to(cx, a, var)) {
        bound = b;
    } else if (refers_to(cx, b, var)) {
        bound = a;
        op = op == '<' ? '>' : op == '>' ? '<' : op == 'l' ? 'g' : op == 'g' ? 'l' : '!';
    } else {
        return arena_printf(cx->u->arena, "does not compare '%s' itself with a bound", l->var);
    }
    if (mentions(cx, bound, var)) return "has a bound that depends on the loop variable";
    l->ub = node_text(cx, bound);
    l->ub_form = form_of(cx, bound);
    l->cmp = op;
    return NULL;
}

/* inc: var++, ++var, var--, --var, var += s, var -= s, var = var + s,
 * var = s + var, var = var - s. */
static bool loop_inc(Ctx *cx, Loop *l, int i, CXCursor var, int *step)
{
    Arena *a = cx->u->arena;
    *step = -1;
    i = unwrap(cx, i);
    CNode *c = &cx->n[i];
    int x = c->first, y = x >= 0 ? cx->n[x].next : -1;
    if (c->kind == CXCursor_UnaryOperator) {
        enum CXUnaryOperatorKind k = clang_getCursorUnaryOperatorKind(c->c);
        if (!refers_to(cx, x, var)) return false;
        bool inc = k == CXUnaryOperator_PostInc || k == CXUnaryOperator_PreInc;
        if (!inc && k != CXUnaryOperator_PostDec && k != CXUnaryOperator_PreDec) return false;
        l->step = inc ? "1" : "-1";
        l->step_form = form_const(a, inc ? 1 : -1);
        return true;
    }
    if (y < 0 || !refers_to(cx, x, var)) return false;
    enum CXBinaryOperatorKind k = clang_getCursorBinaryOperatorKind(c->c);
    if (c->kind == CXCursor_CompoundAssignOperator && (k == CXBinaryOperator_AddAssign || k == CXBinaryOperator_SubAssign)) {
        if (mentions(cx, y, var)) return false;
        l->step = arena_printf(a, "%s(%s)", k == CXBinaryOperator_SubAssign ? "-" : "", node_text(cx, y));
        l->step_form = form_add(a, form_const(a, 0), form_of(cx, y), k == CXBinaryOperator_SubAssign ? -1 : 1);
        *step = y;
        return true;
    }
    if (c->kind != CXCursor_BinaryOperator || k != CXBinaryOperator_Assign) return false;
    int e = unwrap(cx, y);
    if (cx->n[e].kind != CXCursor_BinaryOperator) return false;
    enum CXBinaryOperatorKind ek = clang_getCursorBinaryOperatorKind(cx->n[e].c);
    int p = cx->n[e].first, q = p >= 0 ? cx->n[p].next : -1;
    if (q < 0 || (ek != CXBinaryOperator_Add && ek != CXBinaryOperator_Sub)) return false;
    int s = refers_to(cx, p, var) ? q : ek == CXBinaryOperator_Add && refers_to(cx, q, var) ? p : -1;
    if (s < 0 || mentions(cx, s, var)) return false;
    l->step = arena_printf(a, "%s(%s)", ek == CXBinaryOperator_Sub ? "-" : "", node_text(cx, s));
    l->step_form = form_add(a, form_const(a, 0), form_of(cx, s), ek == CXBinaryOperator_Sub ? -1 : 1);
    *step = s;
    return true;
}

/* Is the step node s (-1: ++ or --) a constant of value 1? */
static bool unit_step(Ctx *cx, int s)
{
    if (s < 0) return true;
    CXEvalResult r = clang_Cursor_Evaluate(cx->n[s].c);
    if (!r) return false;
    bool one = clang_EvalResult_getKind(r) == CXEval_Int && clang_EvalResult_getAsLongLong(r) == 1;
    clang_EvalResult_dispose(r);
    return one;
}

/* The offsets of the header's '(' and its two top-level ';' and ')'. */
static bool header_marks(Unit *u, Loop *l, size_t m[4])
{
    size_t i = skip_space(u, l->start + 3);
    if (u->pp[i] != '(') return false;
    m[0] = i;
    int depth = 0, semis = 0;
    for (; i < l->body_start; i++) {
        char ch = u->pp[i];
        if (ch == '"' || ch == '\'') {          /* literals may hold ( ) ; */
            for (i++; i < l->body_start && u->pp[i] != ch; i++)
                if (u->pp[i] == '\\') i++;
            continue;
        }
        if (ch == '(' || ch == '[' || ch == '{') depth++;
        if (ch == ')' || ch == ']' || ch == '}') depth--;
        if (ch == ';' && depth == 1 && semis < 2) m[1 + semis++] = i;
        if (depth == 0) {
            m[3] = i;
            return semis == 2;
        }
    }
    return false;
}

/* Read the header of the for statement fi into l: var, lb, ub, step and
 * cmp from the AST, or l->why_seq saying which part is not canonical. */
static void parse_header(Ctx *cx, int fi, Loop *l)
{
    Unit *u = cx->u;
    size_t m[4];
    if (!header_marks(u, l, m)) {
        l->why_seq = "its header could not be read";
        return;
    }
    l->header_end = m[3] + 1;
    int part[3] = {-1, -1, -1};
    for (int k = cx->n[fi].first; k >= 0; k = cx->n[k].next) {
        size_t s = cx->n[k].start;
        if (s > m[0] && s < m[1]) part[0] = k;
        else if (s > m[1] && s < m[2]) part[1] = k;
        else if (s > m[2] && s < m[3]) part[2] = k;
    }
    CXCursor var;
    if (part[0] < 0 || !loop_init(cx, l, part[0], &var)) {
        l->why_seq = part[0] < 0 ? "it has no initialisation of the loop variable"
                                 : arena_printf(u->arena, "its initialisation '%s' is not 'var = lb' or 'T var = lb'",
                                                node_text(cx, part[0]));
        return;
    }
    CXType t = clang_getCanonicalType(clang_getCursorType(var));
    l->ptr_var = t.kind == CXType_Pointer;
    if (!(t.kind >= CXType_Bool && t.kind <= CXType_Int128) && t.kind != CXType_Enum && !l->ptr_var) {
        l->why_seq = arena_printf(u->arena, "the loop variable '%s' is not of integer or pointer type", l->var);
        return;
    }
    const char *why = part[1] < 0 ? "" : loop_cond(cx, l, part[1], var);
    if (why) {
        l->why_seq = part[1] < 0 ? "it has no condition"
                                 : arena_printf(u->arena, "its condition '%s' %s", node_text(cx, part[1]), why);
        return;
    }
    int step;
    if (part[2] < 0 || !loop_inc(cx, l, part[2], var, &step)) {
        l->why_seq = arena_printf(u->arena, "its increment '%s' is not ++, --, += or -= of '%s' by an amount "
                                  "that does not depend on it", part[2] < 0 ? "" : node_text(cx, part[2]), l->var);
        return;
    }
    if (l->cmp == '!' && !unit_step(cx, step)) {
        l->why_seq = arena_printf(u->arena, "its condition uses '!=' with a step other than 1 or -1");
        return;
    }
    l->canonical = true;
}

/* ---- compute constructs ---- */

static Loop *new_loop(Ctx *cx, int fi)
{
    Unit *u = cx->u;
    CNode *f = &cx->n[fi];
    Loop *l = arena_alloc(u->arena, sizeof *l);
    l->start = f->start;
    l->line = unit_pos(u, f->start).line;
    int body = f->last;
    l->body_start = cx->n[body].start;
    l->body_end = stmt_end(u, &cx->n[body]);
    l->end = l->body_end;
    l->body_compound = cx->n[body].kind == CXCursor_CompoundStmt;
    /* the body's only statement: the body, or the one statement of its block */
    int only = !l->body_compound ? body : cx->n[body].first >= 0 && cx->n[body].first == cx->n[body].last
                                          ? cx->n[body].first : -1;
    l->only_stmt = only >= 0 ? cx->n[only].start : (size_t)-1;
    int first = l->body_compound ? cx->n[body].first : -1;
    l->first_stmt = first >= 0 ? cx->n[first].start : l->body_end;
    l->collapse = 1;
    parse_header(cx, fi, l);
    if (l->canonical) l->trip = loop_trip(u->arena, l);
    return l;
}

/* Is statement i empty: ';', or a block of empty statements? */
static bool empty_stmt(Ctx *cx, int i)
{
    if (cx->n[i].kind == CXCursor_NullStmt) return true;
    if (cx->n[i].kind != CXCursor_CompoundStmt) return false;
    for (int c = cx->n[i].first; c >= 0; c = cx->n[c].next)
        if (!empty_stmt(cx, c)) return false;
    return true;
}

/* Statement i, or the for statement it only wraps in a statement libclang
 * does not expose (#pragma unroll's attributed statement). */
static int past_wrapper(Ctx *cx, int i)
{
    if (cx->n[i].kind != CXCursor_UnexposedStmt) return i;
    int loop = -1;
    for (int c = cx->n[i].first; c >= 0; c = cx->n[c].next)
        if (cx->n[c].kind == CXCursor_ForStmt && loop < 0) loop = c;
        else if (!clang_isAttribute(cx->n[c].kind)) return i;
    return loop >= 0 ? loop : i;
}

/* The for statement that is all of the statements from first up to stop
 * (a sibling, or -1), blocks and empty statements aside; -1: none. */
static int sole_loop(Ctx *cx, int first, int stop)
{
    int found = -1;
    for (int c = first; c >= 0 && c != stop; c = cx->n[c].next) {
        if (empty_stmt(cx, c)) continue;
        if (found >= 0) return -1;
        found = past_wrapper(cx, c);
    }
    if (found < 0 || cx->n[found].kind == CXCursor_ForStmt) return found;
    return cx->n[found].kind == CXCursor_CompoundStmt ? sole_loop(cx, cx->n[found].first, -1) : -1;
}

/* Does nothing but empty statements and closing braces follow statement i
 * up to end, the end of its kernel, which starts at start?  Then nothing
 * in the kernel runs after it. */
static bool ends_stmts(Ctx *cx, int i, size_t start, size_t end)
{
    for (int p = cx->n[i].parent; ; i = p, p = cx->n[p].parent) {
        bool compound = p >= 0 && cx->n[p].kind == CXCursor_CompoundStmt;
        if (p >= 0 && !compound && cx->n[p].start >= start
            && (!clang_isStatement(cx->n[p].kind) || cx->n[i].next >= 0))
            return false;
        for (int c = compound ? cx->n[i].next : -1; c >= 0 && cx->n[c].start < end; c = cx->n[c].next)
            if (cx->n[c].kind != CXCursor_NullStmt) return false;
        if (p < 0 || cx->n[p].start < start) return true;
    }
}

/* The kernel's facts from the AST: the loop that is all of it, and the
 * top-level loops that end it (Kernel.sole_loop, Loop.ends_kernel). */
static void kernel_shape(Ctx *cx, Node *nd, Kernel *k, int first, int stop)
{
    int sole = sole_loop(cx, first, stop);
    k->sole_loop = sole >= 0 ? cx->n[sole].start : (size_t)-1;
    for (int i = 0; i < cx->nn; i++) {
        CNode *c = &cx->n[i];
        if (c->kind != CXCursor_ForStmt || c->start < k->start || c->start >= k->end) continue;
        for (Loop *l = nd->loops; l; l = l->next)
            if (l->start == c->start) l->ends_kernel = ends_stmts(cx, i, k->start, k->end);
    }
}

/* Build the loop tree of [start, end) and attach loop directives. */
static Loop *collect_loops(Ctx *cx, Node *nd, RawDir *dirs, int ndirs)
{
    Loop *all[4096];
    int n = 0;
    for (int i = 0; i < cx->nn && n < 4096; i++) {
        CNode *c = &cx->n[i];
        if (c->kind != CXCursor_ForStmt || c->start < nd->stmt_start || c->start >= nd->stmt_end) continue;
        all[n++] = new_loop(cx, i);
    }
    Loop *top = NULL, **tail = &top;
    for (int i = 0; i < n; i++) {
        Loop *l = all[i];
        for (int j = i - 1; j >= 0; j--)
            if (all[j]->start < l->start && all[j]->end >= l->end) {
                l->parent = all[j];
                break;
            }
        if (!l->parent) {
            *tail = l;
            tail = &l->next;
        } else {
            Loop **k = &l->parent->kids;
            while (*k) k = &(*k)->next;
            *k = l;
        }
    }
    for (int d = 0; d < ndirs; d++) {
        RawDir *r = &dirs[d];
        if (r->dir->kind != DIR_LOOP || r->start < nd->pragma_end || r->start >= nd->stmt_end) continue;
        r->used = true;
        Loop *best = NULL;
        for (int i = 0; i < n; i++)
            if (all[i]->start >= r->end && (!best || all[i]->start < best->start)) best = all[i];
        size_t next_stmt = skip_space(cx->u, r->end);
        while (next_stmt < cx->u->pp_len && cx->u->pp[next_stmt] == '#') {   /* line markers */
            const char *nl = strchr(cx->u->pp + next_stmt, '\n');
            next_stmt = skip_space(cx->u, nl ? (size_t)(nl - cx->u->pp) : cx->u->pp_len);
        }
        if (!best || best->start != next_stmt) {
            error_at(r->dir->loc, "a 'loop' directive must be followed by a 'for' loop");
            continue;
        }
        best->dir = r->dir;
    }
    if (dir_is_combined(nd->dir->kind)) {
        if (top && top->start == nd->stmt_start) top->dir = nd->dir;
        else error_at(nd->dir->loc, "a '%s' directive must be followed by a 'for' loop", dir_name(nd->dir->kind));
    }
    return top;
}

/* Is the called function a C library routine CUDA provides on the device? */
static bool is_device_libcall(const char *name)
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
        "__builtin_assume_aligned", NULL};
    for (int i = 0; ok[i]; i++)
        if (!strcmp(ok[i], name)) return true;
    return false;
}

static Decl *find_decl(Unit *u, const char *name, bool fn)
{
    for (Decl *d = u->decls; d; d = d->next)
        if (d->is_function == fn && d->name && !strcmp(d->name, name)) return d;
    return NULL;
}

static void mark_function(Ctx *cx, const char *name, size_t at, bool undeclared);

/* Mark functions called in [start, end) for the device. */
static void mark_calls(Ctx *cx, size_t start, size_t end)
{
    for (int i = 0; i < cx->nn; i++) {
        CNode *c = &cx->n[i];
        if (c->kind != CXCursor_CallExpr || c->start < start || c->start >= end) continue;
        char *name = cx_str(cx->u->arena, clang_getCursorSpelling(c->c));
        if (!name[0] || is_device_libcall(name)) continue;
        /* a call to an undeclared function: C's implicit declaration, which
           libclang places at the call itself */
        CXCursor f = clang_getCursorReferenced(c->c);
        mark_function(cx, name, c->start,
                      !clang_Cursor_isNull(f) && offset_of(clang_getCursorLocation(f)) == c->start);
    }
}

/* File-scope variables the device function d uses by name. */
static void note_globals(Ctx *cx, Decl *d)
{
    Unit *u = cx->u;
    for (int i = 0; i < cx->nn; i++) {
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
        DevGlobal *g = arena_alloc(u->arena, sizeof *g);
        CXType t = clang_getCursorType(r), et = clang_getCanonicalType(t);
        while (et.kind == CXType_ConstantArray || et.kind == CXType_IncompleteArray) {
            t = clang_getArrayElementType(t);       /* the canonical array drops the const */
            et = clang_getCanonicalType(t);
        }
        t = clang_getCursorType(r);
        g->name = name;
        g->decl = declarator(u->arena, cuda_type_of(u, t), name);
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
            size_t s = offset_of(clang_getRangeStart(ext)), e = offset_of(clang_getRangeEnd(ext));
            if (s < e && e <= u->pp_len) g->init = spelled_text(cx, s, e);
        }
        g->use = c->start;
        g->fn = d->name;
        g->next = u->dev_globals;
        u->dev_globals = g;
    }
}

static void mark_function(Ctx *cx, const char *name, size_t at, bool undeclared)
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
                 "function '%s' is called in a compute region but its body is not visible "
                 "and it has no 'routine' directive; define it in this file, or declare it "
                 "with '#pragma acc routine seq' here and where it is defined", name);
        return;
    }
    if (d->used) return;
    d->used = true;
    if (d->proto) {             /* defined in another file: linked at run time */
        cx->u->rdc = true;
        return;
    }
    note_globals(cx, d);
    mark_calls(cx, d->body_start, d->end);
}

static Routine *find_routine(Unit *u, const char *name);

/* Is expression statement i an assignment to a scalar declared in the region? */
static bool assigns_local(Ctx *cx, Node *nd, int i)
{
    CNode *c = &cx->n[i];
    bool assign = c->kind == CXCursor_CompoundAssignOperator
                  || (c->kind == CXCursor_BinaryOperator
                      && clang_getCursorBinaryOperatorKind(c->c) == CXBinaryOperator_Assign);
    if (!assign || c->first < 0 || cx->n[c->first].kind != CXCursor_DeclRefExpr) return false;
    CXCursor d = clang_getCursorReferenced(cx->n[c->first].c);
    enum CXTypeKind t = clang_getCanonicalType(clang_getCursorType(d)).kind;
    return clang_getCursorKind(d) == CXCursor_VarDecl && decl_inside(cx, d, nd->stmt_start, nd->stmt_end)
           && t != CXType_ConstantArray && t != CXType_Record;
}

/* Enumerations declared in a function, outside the construct, whose
 * constants it uses: each kernel repeats their declaration. */
static void collect_enums(Ctx *cx, Node *nd)
{
    Unit *u = cx->u;
    for (int i = 0; i < cx->nn; i++) {
        CNode *c = &cx->n[i];
        if (c->kind != CXCursor_DeclRefExpr || c->start < nd->stmt_start || c->start >= nd->stmt_end) continue;
        CXCursor k = clang_getCursorReferenced(c->c);
        if (clang_getCursorKind(k) != CXCursor_EnumConstantDecl) continue;
        CXCursor e = clang_getCursorSemanticParent(k);
        if (clang_getCursorKind(clang_getCursorSemanticParent(e)) == CXCursor_TranslationUnit) continue;
        if (decl_inside(cx, e, nd->stmt_start, nd->stmt_end)) continue;
        CXSourceRange r = clang_getCursorExtent(e);
        size_t s = offset_of(clang_getRangeStart(r)), end = offset_of(clang_getRangeEnd(r));
        bool seen = false;
        for (Store *x = nd->enums; x && !seen; x = x->next) seen = x->start == s;
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
static int lvalue_root(Ctx *cx, int i, CXCursor d, bool *via)
{
    int cur = i, p;
    *via = false;
    while ((p = up(cx, cur)) >= 0
           && ((cx->n[p].kind == CXCursor_ArraySubscriptExpr && child_toward(cx, p, cur) == cx->n[p].first)
               || cx->n[p].kind == CXCursor_MemberRefExpr
               || (cx->n[p].kind == CXCursor_UnaryOperator
                   && clang_getCursorUnaryOperatorKind(cx->n[p].c) == CXUnaryOperator_Deref))) {
        if (cx->n[p].kind != CXCursor_MemberRefExpr || clang_getCanonicalType(clang_getCursorType(d)).kind == CXType_Pointer)
            *via = true;
        cur = p;
    }
    return cur;
}

/* Is i (a child of p, or inside parentheses that are) a statement of its
 * own: in a block, the body of an if, else, for, while or do, or a labelled
 * statement? */
static bool stmt_in(Ctx *cx, int p, int i)
{
    if (p < 0) return false;
    enum CXCursorKind pk = cx->n[p].kind;
    int ch = child_toward(cx, p, i);
    return pk == CXCursor_CompoundStmt || (pk == CXCursor_IfStmt && ch != cx->n[p].first)
           || ((pk == CXCursor_WhileStmt || pk == CXCursor_ForStmt || pk == CXCursor_LabelStmt
                || pk == CXCursor_CaseStmt || pk == CXCursor_DefaultStmt) && ch == cx->n[p].last)
           || (pk == CXCursor_DoStmt && ch == cx->n[p].first);
}

static void collect_stores(Ctx *cx, Node *nd)
{
    Unit *u = cx->u;
    for (int i = 0; i < cx->nn; i++) {
        CNode *c = &cx->n[i];
        if (c->start < nd->stmt_start || c->start >= nd->stmt_end || !clang_isExpression(c->kind)) continue;
        if (!stmt_in(cx, c->parent, i)) continue;
        bool shared = false, var_via = false, call = false, gang_call = false;
        char *var = NULL;
        for (int j = i; j < cx->nn && cx->n[j].start < c->end && !shared; j++) {
            CNode *e = &cx->n[j];
            if (e->kind == CXCursor_CallExpr) {
                char *name = cx_str(u->arena, clang_getCursorSpelling(e->c));
                if (!strcmp(name, "printf")) shared = true;
                else call = call || !is_device_libcall(name);
                Routine *r = find_routine(u, name);
                gang_call = gang_call || (r && dir_find(r->dir, CL_GANG));
            } else if (e->kind == CXCursor_DeclRefExpr) {
                CXCursor d = clang_getCursorReferenced(e->c);
                if (clang_getCursorKind(d) != CXCursor_VarDecl && clang_getCursorKind(d) != CXCursor_ParmDecl)
                    continue;
                bool via;
                int cur = lvalue_root(cx, j, d, &via);
                if (!is_written(cx, cur)) continue;
                bool local = decl_inside(cx, d, nd->stmt_start, nd->stmt_end);
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
        if (call && !gang_call && !shared && assigns_local(cx, nd, i)) continue;   /* &a[i] is an argument */
        if (call || gang_call) shared = true;
        if (!shared && !var) continue;
        Store *s = arena_alloc(u->arena, sizeof *s);
        *s = (Store){c->start, stmt_end(u, c), shared, var, var_via, gang_call, nd->stores, NULL};
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

/* Writes of elements of pointers declared outside the construct that a
 * reduction clause names with a subarray: reduction(+:p[0:n]). */
static bool update_of(Ctx *cx, int e, bool others, AtomicOp *op);

static void collect_updates(Ctx *cx, Node *nd)
{
    Unit *u = cx->u;
    Update **tail = &nd->updates;
    for (int j = 0; j < cx->nn; j++) {
        CNode *e = &cx->n[j];
        if (e->start < nd->stmt_start || e->start >= nd->stmt_end) continue;
        if (!e->alias && (e->kind != CXCursor_DeclRefExpr || in_alias(cx, j))) continue;
        CXCursor d = e->alias ? alias_typed(cx, j) : clang_getCursorReferenced(e->c);    /* s.p[lo:n]: its temporary */
        if ((!e->alias && ((clang_getCursorKind(d) != CXCursor_VarDecl && clang_getCursorKind(d) != CXCursor_ParmDecl)
                           || decl_inside(cx, d, nd->stmt_start, nd->stmt_end)))
            || clang_getCanonicalType(clang_getCursorType(d)).kind != CXType_Pointer)
            continue;
        char *name = e->alias ? (char *)e->alias : cx_str(u->arena, clang_getCursorSpelling(d));
        Clause *cl;
        Directive *where;
        if (!reduced_subarray(nd, name, &cl, &where)) continue;
        bool via;
        int cur = lvalue_root(cx, j, d, &via);
        if (!via || !is_written(cx, cur)) continue;
        int w = up(cx, cur), p = up(cx, w);
        Update *up1 = arena_alloc(u->arena, sizeof *up1);
        *up1 = (Update){cx->n[w].start, cx->n[w].end, name, p < 0 || !is_stmt_kind(cx->n[p].kind)
                        || clang_isExpression(cx->n[p].kind) || cx->n[p].kind == CXCursor_DeclStmt, {0}, NULL};
        up1->op.op = OP_NONE;
        up1->op.ok = update_of(cx, w, true, &up1->op);
        *tail = up1;            /* in source order */
        tail = &up1->next;
    }
}

static void cursor_range(CXCursor c, size_t *start, size_t *end)
{
    CXSourceRange r = clang_getCursorExtent(c);
    *start = offset_of(clang_getRangeStart(r));
    *end = offset_of(clang_getRangeEnd(r));
}

/* A variably modified variable's extents name variables (double (*a)[m],
 * a typedef double row[n]): the kernel needs their values to index it
 * (cxx.c), so they reach it as variables the construct reads. */
static void note_extents(Ctx *cx, Node *nd, CXCursor decl, int depth)
{
    size_t ds, de;
    cursor_range(decl, &ds, &de);
    for (int j = 0; j < cx->nn; j++) {
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
        if (decl_inside(cx, d, nd->stmt_start, nd->stmt_end)) continue;
        char *name = cx_str(cx->u->arena, clang_getCursorSpelling(d));
        bool known = find_var(nd, name) != NULL;
        note_ref(cx, nd, j, d);
        Var *v = find_var(nd, name);
        if (!known && v) v->extent_only = true;
    }
}

static void collect_vars(Ctx *cx, Node *nd)
{
    for (int i = 0; i < cx->nn; i++) {
        CNode *c = &cx->n[i];
        if (c->start < nd->stmt_start || c->start >= nd->stmt_end) continue;
        if (c->alias) {             /* a reduced member: its temporary */
            note_use(cx, nd, i, (char *)c->alias, alias_typed(cx, i));
            continue;
        }
        if (c->kind != CXCursor_DeclRefExpr || in_alias(cx, i)) continue;
        CXCursor d = clang_getCursorReferenced(c->c);
        enum CXCursorKind dk = clang_getCursorKind(d);
        if (dk != CXCursor_VarDecl && dk != CXCursor_ParmDecl) continue;
        if (decl_inside(cx, d, nd->stmt_start, nd->stmt_end)) continue;
        char *name = cx_str(cx->u->arena, clang_getCursorSpelling(d));
        bool known = find_var(nd, name) != NULL;
        note_ref(cx, nd, i, d);
        Var *v = find_var(nd, name);
        if (v) v->extent_only = false;
        if (!known && v && v->vm) note_extents(cx, nd, d, 0);
    }
}

static void mark_loop_vars(Node *nd, Loop *l)
{
    for (; l; l = l->next) {
        if (l->var && !l->var_declared) {
            Var *v = find_var(nd, l->var);
            if (v) v->loop_var = true;
        }
        mark_loop_vars(nd, l->kids);
    }
}

/* Does the text s name the identifier id? */
static bool has_ident(const char *s, const char *id)
{
    size_t n = strlen(id);
    for (const char *p = strstr(s, id); p; p = strstr(p + 1, id))
        if ((p == s || !is_ident_char(p[-1])) && !is_ident_char(p[n])) return true;
    return false;
}

/* ---- the access IR: subscripts as forms, from the AST ---- */

/* The form of the integer expression at node i, or none. */
static Form form_of(Ctx *cx, int i)
{
    Arena *a = cx->u->arena;
    i = unwrap(cx, i);
    if (i < 0) return form_none();
    CNode *c = &cx->n[i];
    if (c->kind == CXCursor_CStyleCastExpr) {
        CXType t = clang_getCanonicalType(clang_getCursorType(c->c));
        if (!(t.kind >= CXType_Bool && t.kind <= CXType_Int128)) return form_none();
        return form_of(cx, c->last);
    }
    if (c->kind == CXCursor_DeclRefExpr) {
        CXCursor d = clang_getCursorReferenced(c->c);
        enum CXCursorKind dk = clang_getCursorKind(d);
        CXType t = clang_getCanonicalType(clang_getCursorType(d));
        bool integer = (t.kind >= CXType_Bool && t.kind <= CXType_Int128) || t.kind == CXType_Enum;
        if ((dk == CXCursor_VarDecl || dk == CXCursor_ParmDecl) && integer)
            return form_var(a, cx_str(a, clang_getCursorSpelling(d)));
        if (dk != CXCursor_EnumConstantDecl) return form_none();
    }
    if (c->kind == CXCursor_BinaryOperator) {
        enum CXBinaryOperatorKind k = clang_getCursorBinaryOperatorKind(c->c);
        int x = c->first, y = x >= 0 ? cx->n[x].next : -1;
        if (y < 0) return form_none();
        if (k == CXBinaryOperator_Add) return form_add(a, form_of(cx, x), form_of(cx, y), 1);
        if (k == CXBinaryOperator_Sub) return form_add(a, form_of(cx, x), form_of(cx, y), -1);
        if (k == CXBinaryOperator_Mul) return form_mul(a, form_of(cx, x), form_of(cx, y));
        long long sh;
        if (k == CXBinaryOperator_Shl && form_is_const(form_of(cx, y), &sh) && sh >= 0 && sh < 31)
            return form_mul(a, form_of(cx, x), form_const(a, 1LL << sh));
    }
    if (c->kind == CXCursor_UnaryOperator) {
        enum CXUnaryOperatorKind k = clang_getCursorUnaryOperatorKind(c->c);
        if (k == CXUnaryOperator_Plus) return form_of(cx, c->first);
        if (k == CXUnaryOperator_Minus) return form_add(a, form_const(a, 0), form_of(cx, c->first), -1);
    }
    if (c->kind == CXCursor_IntegerLiteral || c->kind == CXCursor_DeclRefExpr || c->kind == CXCursor_UnaryExpr
        || c->kind == CXCursor_BinaryOperator || c->kind == CXCursor_UnaryOperator) {
        CXEvalResult r = clang_Cursor_Evaluate(c->c);      /* constants: 3, N (enum), sizeof, 1 << 4 */
        Form f = form_none();
        if (r && clang_EvalResult_getKind(r) == CXEval_Int) f = form_const(a, clang_EvalResult_getAsLongLong(r));
        if (r) clang_EvalResult_dispose(r);
        return f;
    }
    return form_none();
}

static bool rows_type(CXType t)
{
    t = clang_getCanonicalType(t);
    if (t.kind == CXType_Pointer) t = clang_getCanonicalType(clang_getPointeeType(t));
    else if (t.kind != CXType_ConstantArray && t.kind != CXType_IncompleteArray && t.kind != CXType_VariableArray)
        return false;
    return t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray || t.kind == CXType_VariableArray;
}

typedef struct AccessBuild {
    int sub[16];                /* subscript nodes, innermost first */
    int nsub;
    bool deep;                  /* more than 16: recorded as one subscript with no form */
    int root;                   /* the variable's DeclRefExpr, or -1 */
} AccessBuild;

/* Walk an element access down to its variable: subscripts, members of
 * elements (a[i].v[k]), *(p + e). */
static void access_parts(Ctx *cx, int i, AccessBuild *ab)
{
    for (;;) {
        i = unwrap(cx, i);
        if (i < 0) return;
        CNode *c = &cx->n[i];
        if (c->alias) {             /* s.p[lo:n]: its temporary */
            ab->root = i;
            return;
        }
        if (c->kind == CXCursor_ArraySubscriptExpr && c->first >= 0 && cx->n[c->first].next >= 0) {
            if (ab->nsub < 16) ab->sub[ab->nsub++] = cx->n[c->first].next;
            else ab->deep = true;
            i = c->first;
        } else if (c->kind == CXCursor_MemberRefExpr && c->first >= 0 && cx->u->pp[cx->n[c->first].end] == '.') {
            i = c->first;       /* s.a[k] of an element: the element's variable */
        } else if (c->kind == CXCursor_DeclRefExpr) {
            CXCursor d = clang_getCursorReferenced(c->c);
            enum CXCursorKind dk = clang_getCursorKind(d);
            ab->root = dk == CXCursor_VarDecl || dk == CXCursor_ParmDecl ? i : -1;
            return;
        } else {
            return;
        }
    }
}

/* The access at node top (an ArraySubscriptExpr at the top of its chain,
 * or a dereference), or NULL when it does not reach a variable. */
static AccessRec *access_at(Ctx *cx, int top, bool deref)
{
    Arena *a = cx->u->arena;
    AccessBuild ab = {.nsub = 0, .root = -1};
    Form step = form_const(a, 0);      /* *(p + e): e */
    if (deref) {
        int e = unwrap(cx, cx->n[top].first);
        /* p + e1 - e2 + ...: the pointer's side down to the variable */
        while (e >= 0 && cx->n[e].kind == CXCursor_BinaryOperator && cx->n[e].first >= 0
               && cx->n[cx->n[e].first].next >= 0) {
            enum CXBinaryOperatorKind k = clang_getCursorBinaryOperatorKind(cx->n[e].c);
            int p = cx->n[e].first, q = cx->n[p].next;
            bool pq = clang_getCanonicalType(clang_getCursorType(cx->n[p].c)).kind == CXType_Pointer;
            if (k != CXBinaryOperator_Add && !(k == CXBinaryOperator_Sub && pq)) break;
            step = form_add(a, step, form_of(cx, pq ? q : p), k == CXBinaryOperator_Sub ? -1 : 1);
            e = unwrap(cx, pq ? p : q);
        }
        access_parts(cx, e, &ab);
        if (ab.nsub) step = form_none();        /* (p[i] + k)[...]: not followed */
    } else {
        access_parts(cx, top, &ab);
    }
    if (ab.root < 0) return NULL;
    const char *alias = cx->n[ab.root].alias;
    CXCursor d = alias ? alias_typed(cx, ab.root) : clang_getCursorReferenced(cx->n[ab.root].c);
    AccessRec *r = arena_alloc(a, sizeof *r);
    r->array = alias ? (char *)alias : cx_str(a, clang_getCursorSpelling(d));
    r->rows = rows_type(clang_getCursorType(d));
    r->nsub = ab.nsub ? ab.nsub : 1;
    r->sub = arena_alloc(a, sizeof(Form) * (size_t)r->nsub);
    r->sub_text = arena_alloc(a, sizeof(char *) * (size_t)r->nsub);
    for (int k = 0; k < ab.nsub; k++) {     /* outermost first */
        int node = ab.sub[ab.nsub - 1 - k];
        r->sub[k] = form_of(cx, node);
        r->sub_text[k] = node_text(cx, node);
    }
    if (!ab.nsub) r->sub[0] = step, r->sub_text[0] = form_str(a, step);
    if (ab.deep) r->nsub = 1, r->sub[0] = form_none(), r->sub_text[0] = "?";  /* no subscript dropped unseen */
    /* the lvalue: up through members of the element, then is it stored? */
    int lv = top, p;
    while ((p = up(cx, lv)) >= 0 && cx->n[p].kind == CXCursor_MemberRefExpr) lv = p;
    r->kind = ACC_READ;
    if (is_written(cx, lv)) {
        r->kind = ACC_WRITE;
        if (p >= 0 && (cx->n[p].kind == CXCursor_CompoundAssignOperator || cx->n[p].kind == CXCursor_UnaryOperator))
            r->kind |= ACC_READ;
    }
    r->start = cx->n[top].start;
    r->end = cx->n[top].end;
    return r;
}

static Loop *innermost_loop(Loop *ls, size_t at)
{
    for (Loop *l = ls; l; l = l->next)
        if (at >= l->start && at < l->end) {
            Loop *k = innermost_loop(l->kids, at);
            return k ? k : l;
        }
    return NULL;
}

/* Node.accesses: every element access of the construct, in source order
 * (its loops found, its atomic statements known from dirs). */
static void collect_accesses(Ctx *cx, Node *nd, RawDir *dirs, int ndirs)
{
    AccessRec **tail = &nd->accesses;
    for (int i = 0; i < cx->nn; i++) {
        CNode *c = &cx->n[i];
        if (c->start < nd->stmt_start || c->start >= nd->stmt_end) continue;
        bool deref = c->kind == CXCursor_UnaryOperator && clang_getCursorUnaryOperatorKind(c->c) == CXUnaryOperator_Deref;
        if ((!deref && c->kind != CXCursor_ArraySubscriptExpr) || in_alias(cx, i)) continue;    /* s.a[2]: a scalar */
        int p = up(cx, i), below = i;
        while (p >= 0 && cx->n[p].kind == CXCursor_MemberRefExpr && cx->u->pp[cx->n[below].end] == '.')
            below = p, p = up(cx, p);
        if (!deref && p >= 0 && cx->n[p].kind == CXCursor_ArraySubscriptExpr && child_toward(cx, p, below) == cx->n[p].first)
            continue;           /* a[i] of a[i][j] or of s[i].v[k]: part of the access above it */
        AccessRec *r = access_at(cx, i, deref);
        if (!r) continue;
        r->loop = innermost_loop(nd->loops, r->start);
        for (int k = 0; k < ndirs; k++) {
            if (dirs[k].dir->kind != DIR_ATOMIC || dirs[k].start < nd->stmt_start || dirs[k].start >= nd->stmt_end) continue;
            int s = stmt_after(cx, dirs[k].end);
            if (s >= 0 && r->start >= cx->n[s].start && r->start < stmt_end(cx->u, &cx->n[s])) r->kind |= ACC_ATOMIC;
        }
        *tail = r;
        tail = &r->next;
    }
}

/* ---- dependence test for kernels loops and 'loop auto' ---- */

/* Does form f change while l runs: its variable, or a name of changing[]? */
static bool changes_in(Form f, const Loop *l, char **changing, int n)
{
    if (!f.affine || form_mentions(f, l->var)) return true;
    for (int k = 0; k < n; k++)
        if (form_mentions(f, changing[k])) return true;
    return false;
}

/* The subscript f as stride*var + rest, with neither stride nor rest
 * changing while l runs: *stride (none when f is not of that shape, or
 * does not move with l's variable). */
static bool stride_in(Arena *a, Form f, const Loop *l, char **changing, int n, Form *stride, Form *rest)
{
    *stride = form_by(a, f, l->var);
    *rest = form_drop(a, f, l->var);
    long long c;
    if (!stride->affine || (form_is_const(*stride, &c) && !c)) return false;
    return !changes_in(*stride, l, changing, n) && !changes_in(*rest, l, changing, n);
}

/* The loop of ls's tree (inner loops of l) whose variable is v, or NULL. */
static const Loop *loop_of_var(const Loop *ls, const char *v)
{
    for (const Loop *k = ls; k; k = k->next) {
        if (k->var && !strcmp(k->var, v)) return k;
        const Loop *in = loop_of_var(k->kids, v);
        if (in) return in;
    }
    return NULL;
}

/* The least and greatest values of form r while one iteration of l runs:
 * its invariant part, plus each inner loop variable of l times its
 * coefficient at the loop's ends (coefficients made of variables l does
 * not change count as not negative: extents).  false when r has another
 * variable that changes, or an inner loop's bounds change in l. */
static bool range_in(Arena *a, Form r, const Loop *l, char **changing, int n, Form *lo, Form *hi)
{
    if (!r.affine) return false;
    *lo = *hi = form_const(a, 0);
    for (int i = 0; i < r.n; i++) {
        Mono m = r.m[i];
        Form one = {true, 1, &m};
        const Loop *k = NULL;
        const char *other = NULL;
        for (int j = 0; j < 2 && m.v[j] && !k; j++)
            if ((k = loop_of_var(l->kids, m.v[j]))) other = m.v[1 - j];
        if (!k) {
            if (changes_in(one, l, changing, n)) return false;
            *lo = form_add(a, *lo, one, 1), *hi = form_add(a, *hi, one, 1);
            continue;
        }
        if (other && (loop_of_var(l->kids, other) || changes_in(form_var(a, other), l, changing, n))) return false;
        long long st;
        if (!k->canonical || !form_is_const(k->step_form, &st) || (st != 1 && st != -1)) return false;
        Form first = k->lb_form, last = k->ub_form;      /* the variable's first and last values */
        if (st == 1 && k->cmp == '<') last = form_add(a, last, form_const(a, 1), -1);
        else if (st == -1 && k->cmp == '>') last = form_add(a, last, form_const(a, 1), 1);
        else if (!(st == 1 && k->cmp == 'l') && !(st == -1 && k->cmp == 'g')) return false;
        if (changes_in(first, l, changing, n) || changes_in(last, l, changing, n)) return false;
        Form c = other ? form_mul(a, form_const(a, m.coef), form_var(a, other)) : form_const(a, m.coef);
        Form small = st == 1 ? first : last, big = st == 1 ? last : first;
        bool neg = m.coef < 0;
        *lo = form_add(a, *lo, form_mul(a, c, neg ? big : small), 1);
        *hi = form_add(a, *hi, form_mul(a, c, neg ? small : big), 1);
    }
    return lo->affine && hi->affine;
}

/* Is form f a positive constant? */
static bool positive(Form f)
{
    long long c;
    return form_is_const(f, &c) && c > 0;
}

/* Can accesses x and y touch the same element in two different
 * iterations of l?  false when some dimension tells them apart: both move
 * with l's variable by the same stride, so equal subscripts meet in one
 * iteration only and subscripts a whole span of l apart never meet; or a
 * row dimension that does not change in l holds different constants. */
static bool may_meet(Arena *a, const AccessRec *x, const AccessRec *y, const Loop *l, char **changing, int n)
{
    Form span = l->step_form.affine && form_equal(l->step_form, form_const(a, 1)) && l->cmp == '<'
                ? form_add(a, l->ub_form, l->lb_form, -1) : form_none();
    int nd = x->nsub < y->nsub ? x->nsub : y->nsub;
    for (int k = 0; k < nd; k++) {
        Form fx = x->sub[k], fy = y->sub[k], sx, sy, rx, ry;
        long long dc, sc;
        sx = form_by(a, fx, l->var), sy = form_by(a, fy, l->var);
        rx = form_drop(a, fx, l->var), ry = form_drop(a, fy, l->var);
        Form xlo, xhi, ylo, yhi, s = sx;
        if (form_is_const(sx, &sc) && sc < 0) s = form_add(a, form_const(a, 0), sx, -1);
        /* the same stride, each iteration's elements within less than it:
           a[i*m + j] and a[i*m + j + 1] over i, with j from 0 to m - 2 */
        if (sx.affine && form_equal(sx, sy) && !changes_in(sx, l, changing, n) && !(form_is_const(sx, &sc) && !sc)
            && range_in(a, rx, l, changing, n, &xlo, &xhi) && range_in(a, ry, l, changing, n, &ylo, &yhi)
            && positive(form_add(a, s, form_add(a, xhi, ylo, -1), -1))
            && positive(form_add(a, s, form_add(a, yhi, xlo, -1), -1)))
            return false;
        if (stride_in(a, fx, l, changing, n, &sx, &rx) && stride_in(a, fy, l, changing, n, &sy, &ry)
            && form_equal(sx, sy)) {
            Form d = form_add(a, rx, ry, -1), far = form_mul(a, span, sx);
            if (form_is_const(d, &dc) && dc == 0) return false;
            /* a whole span of iterations apart, or more */
            if (form_equal(d, far) || form_equal(form_add(a, form_const(a, 0), d, -1), far)) return false;
            if (form_is_const(d, &dc) && form_is_const(far, &sc) && (dc < 0 ? -dc : dc) >= (sc < 0 ? -sc : sc))
                return false;
        }
        /* b[i][j] and b[i-1][j] in a loop over j */
        bool row = x->rows && y->rows && k < x->nsub - 1 && k < y->nsub - 1;
        if (row && !changes_in(fx, l, changing, n) && !changes_in(fy, l, changing, n)
            && form_is_const(form_add(a, fx, fy, -1), &dc) && dc != 0)
            return false;
    }
    return true;
}

static char *access_text(Arena *a, const AccessRec *r)
{
    Buf b;
    buf_init(&b);
    buf_puts(&b, r->array);
    for (int k = 0; k < r->nsub; k++) buf_printf(&b, "[%s]", r->sub_text[k]);
    char *s = arena_strdup(a, buf_cstr(&b));
    buf_release(&b);
    return s;
}

/* Does l's own directive make name private to each iteration, or combine
 * it as a reduction (private, firstprivate and reduction clauses)? */
static bool own_private(Loop *l, const char *name)
{
    if (!l->dir) return false;
    for (Clause *c = l->dir->clauses; c; c = c->next) {
        if (c->kind != CL_PRIVATE && c->kind != CL_FIRSTPRIVATE && c->kind != CL_REDUCTION) continue;
        for (int i = 0; i < c->nvars; i++)
            if (!strcmp(c->vars[i].base, name)) return true;
    }
    return false;
}

/* Can the iterations of l run in any order?  Sets l->why_seq when not.
 * Scalars: only l's variable and its private and reduction variables are
 * assigned.  Arrays (Node.accesses): every store moves with l's variable
 * in some dimension, and no other access of the array may meet it in
 * another iteration (may_meet); atomic updates do not order iterations. */
static bool independent(Ctx *cx, Node *nd, Loop *l)
{
    Unit *u = cx->u;
    int nchanging = 0, cap = 64;
    char **changing = arena_alloc(u->arena, sizeof(char *) * (size_t)cap);   /* names l changes */
    for (int i = 0; i < cx->nn; i++) {
        CNode *c = &cx->n[i];
        if (c->start < l->start || c->start >= l->end) continue;
        char *name = NULL;
        if (c->kind == CXCursor_VarDecl) name = cx_str(u->arena, clang_getCursorSpelling(c->c));
        if (c->start < l->body_start && !name) continue;
        if (c->kind == CXCursor_CallExpr) {
            char *fn = cx_str(u->arena, clang_getCursorSpelling(c->c));
            if (!is_device_libcall(fn)) {
                l->why_seq = arena_printf(u->arena, "it calls '%s'", fn);
                return false;
            }
            continue;
        }
        if (c->alias) {             /* a reduced member's temporary, from outside */
            if (is_written(cx, i) && strcmp(c->alias, l->var) && !own_private(l, c->alias)) {
                l->why_seq = arena_printf(u->arena, "scalar '%s' is assigned in the loop", c->alias);
                return false;
            }
            continue;
        }
        if (c->kind == CXCursor_DeclRefExpr && in_alias(cx, i)) continue;
        if (c->kind == CXCursor_DeclRefExpr) {
            CXCursor d = clang_getCursorReferenced(c->c);
            if (clang_getCursorKind(d) != CXCursor_VarDecl && clang_getCursorKind(d) != CXCursor_ParmDecl) continue;
            name = cx_str(u->arena, clang_getCursorSpelling(d));
            if (!is_written(cx, i)) continue;
            if (!decl_inside(cx, d, l->start, l->end) && strcmp(name, l->var) && !own_private(l, name)) {
                l->why_seq = arena_printf(u->arena, "scalar '%s' is assigned in the loop", name);
                return false;
            }
        }
        if (!name) continue;
        if (nchanging == cap) {
            char **m = arena_alloc(u->arena, sizeof(char *) * (size_t)(cap *= 2));
            memcpy(m, changing, sizeof(char *) * (size_t)nchanging);
            changing = m;
        }
        changing[nchanging++] = name;
    }
    for (AccessRec *w = nd->accesses; w; w = w->next) {
        if (w->start < l->body_start || w->start >= l->end || !(w->kind & ACC_WRITE) || (w->kind & ACC_ATOMIC)) continue;
        /* two iterations never store at one element */
        bool moves = !may_meet(u->arena, w, w, l, changing, nchanging);
        Form stride, rest;
        for (int k = 0; k < w->nsub && !moves; k++)
            moves = stride_in(u->arena, w->sub[k], l, changing, nchanging, &stride, &rest);
        if (!moves) {
            l->why_seq = arena_printf(u->arena, "'%s' is written at an element that does not move with '%s'",
                                      access_text(u->arena, w), l->var);
            return false;
        }
        for (AccessRec *x = nd->accesses; x; x = x->next)
            if (x->start >= l->body_start && x->start < l->end && x != w && !strcmp(x->array, w->array)
                && may_meet(u->arena, w, x, l, changing, nchanging)) {
                l->why_seq = arena_printf(u->arena, "'%s' is written as '%s' and accessed as '%s'", w->array,
                                          access_text(u->arena, w), access_text(u->arena, x));
                return false;
            }
    }
    return true;
}

/* Does the header of l use only variables declared outside the construct,
 * other than the variables of the loops around it? */
static bool bounds_from_host(Ctx *cx, Node *nd, Loop *l)
{
    for (int i = 0; i < cx->nn; i++) {
        CNode *c = &cx->n[i];
        if (c->kind != CXCursor_DeclRefExpr || c->start < l->start || c->start >= l->header_end) continue;
        CXCursor d = clang_getCursorReferenced(c->c);
        if (clang_getCursorKind(d) == CXCursor_FunctionDecl) return false;
        char *name = cx_str(cx->u->arena, clang_getCursorSpelling(d));
        if (l->var && !strcmp(name, l->var)) continue;
        if (decl_inside(cx, d, nd->stmt_start, nd->stmt_end)) return false;
        for (Loop *p = l->parent; p; p = p->parent)     /* a hyperplane or triangular nest */
            if (p->var && !strcmp(name, p->var)) return false;
    }
    return true;
}

/* Loop.writes_out: a store through a pointer or subscript (but not into an
 * array declared in the body), a write of a variable declared outside the
 * body that is not l's own, or a call that may store. */
static bool writes_out(Ctx *cx, Loop *l)
{
    static const char *const stores[] = {"memcpy", "memset", "free", "malloc", "sincos", "sincosf",
                                         "remquo", "remquof", "remquol", "frexpl",
                                         "modf", "modff", "frexp", "frexpf", "printf", NULL};
    Unit *u = cx->u;
    for (int i = 0; i < cx->nn; i++) {
        CNode *c = &cx->n[i];
        if (c->start < l->body_start || c->start >= l->end) continue;
        if (c->kind == CXCursor_CallExpr) {
            char *name = cx_str(u->arena, clang_getCursorSpelling(c->c));
            if (!is_device_libcall(name)) return true;
            for (int j = 0; stores[j]; j++)
                if (!strcmp(name, stores[j])) return true;
            continue;
        }
        if (c->alias) {             /* a reduced member's temporary */
            bool via;
            int cur = lvalue_root(cx, i, alias_typed(cx, i), &via);
            if (is_written(cx, cur) && (via || (strcmp(c->alias, l->var) && !own_private(l, c->alias)))) return true;
            continue;
        }
        if (c->kind != CXCursor_DeclRefExpr || in_alias(cx, i)) continue;
        CXCursor d = clang_getCursorReferenced(c->c);
        if (clang_getCursorKind(d) != CXCursor_VarDecl && clang_getCursorKind(d) != CXCursor_ParmDecl) continue;
        bool via;
        int cur = lvalue_root(cx, i, d, &via);
        if (!is_written(cx, cur)) continue;
        if (decl_inside(cx, d, l->body_start, l->end)) {
            if (via && clang_getCanonicalType(clang_getCursorType(d)).kind != CXType_ConstantArray) return true;
            continue;
        }
        char *name = cx_str(u->arena, clang_getCursorSpelling(d));
        if (via || (strcmp(name, l->var) && !own_private(l, name))) return true;
    }
    return false;
}

/* Loop.body_jumps: a jump statement anywhere in l's body. */
static bool body_jumps(Ctx *cx, const Loop *l)
{
    for (int i = 0; i < cx->nn; i++) {
        enum CXCursorKind k = cx->n[i].kind;
        if (cx->n[i].start >= l->body_start && cx->n[i].start < l->body_end
            && (k == CXCursor_BreakStmt || k == CXCursor_ContinueStmt || k == CXCursor_ReturnStmt
                || k == CXCursor_GotoStmt || k == CXCursor_IndirectGotoStmt))
            return true;
    }
    return false;
}

static void loop_facts(Ctx *cx, Node *nd, Loop *l)
{
    for (; l; l = l->next) {
        l->body_jumps = body_jumps(cx, l);
        l->writes_out = !l->canonical || writes_out(cx, l);
        if (l->canonical) {
            l->host_bounds = bounds_from_host(cx, nd, l);
            l->independent = independent(cx, nd, l);
        }
        loop_facts(cx, nd, l->kids);
    }
}

/* collapse(n): nothing but the next loop may stand in each body. */
static void check_collapse(Ctx *cx, Loop *l)
{
    for (; l; l = l->next) {
        Clause *c = l->dir ? dir_find(l->dir, CL_COLLAPSE) : NULL;
        int n = c && c->nexprs ? atoi(c->exprs[0].text) : 1;
        Loop *p = l;
        for (int i = 1; i < n; i++, p = p->kids) {
            Loop *k = p->kids;
            if (!k || k->next) {
                error_at(l->dir->loc, "'collapse(%d)' needs %d tightly nested 'for' loops", n, n);
                break;
            }
            size_t b0 = p->body_compound ? p->body_start + 1 : p->body_start;
            size_t b1 = p->body_compound ? p->body_end - 1 : p->body_end;
            if (!c->force && (!follows_directly(cx->u, b0, k->start) || !follows_directly(cx->u, k->end, b1))) {
                error_at(l->dir->loc, "'collapse(%d)' needs %d tightly nested 'for' loops; the loop at line %d "
                         "has other code around the loop at line %d", n, n, p->line, k->line);
                break;
            }
            if (!k->canonical) {
                error_at(l->dir->loc, "'collapse(%d)' cannot fold the loop at line %d: %s", n, k->line, k->why_seq);
                break;
            }
            /* the iteration count of every folded loop must not depend on
               the loops it is folded with (a triangular or hyperplane nest) */
            const char *dep = NULL;
            for (int j = 0; j < cx->nn && !dep; j++) {
                CNode *r = &cx->n[j];
                if (r->kind != CXCursor_DeclRefExpr || r->start < k->start || r->start >= k->header_end) continue;
                CXCursor d = clang_getCursorReferenced(r->c);
                if (decl_inside(cx, d, k->start, k->end)) continue;
                char *name = cx_str(cx->u->arena, clang_getCursorSpelling(d));
                for (Loop *o = l; o != k && !dep; o = o->kids)
                    if (o->var && !strcmp(o->var, name)) dep = o->var;
            }
            if (dep) {
                error_at(l->dir->loc, "'collapse(%d)' cannot fold the loop at line %d: its bounds depend on '%s', "
                         "the variable of a loop it would be folded with", n, k->line, dep);
                break;
            }
        }
        check_collapse(cx, l->kids);
    }
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
    kernel_shape(cx, nd, kn, first, stop);
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
        size_t e = stmt_end(cx->u, cn);
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
    for (int i = 0; i < cx->nn; i++) {
        CNode *c = &cx->n[i];
        if (c->kind != CXCursor_DeclStmt || c->start < nd->stmt_start || c->start >= nd->stmt_end) continue;
        int v = c->first;
        if (v < 0 || cx->n[v].next >= 0 || cx->n[v].kind != CXCursor_VarDecl) continue;
        if (clang_getCanonicalType(clang_getCursorType(cx->n[v].c)).kind != CXType_ConstantArray) continue;
        if (memchr(cx->u->pp + c->start, '=', c->end - c->start)) continue;
        Store *s = arena_alloc(cx->u->arena, sizeof *s);
        *s = (Store){c->start, c->end, false, cx_str(cx->u->arena, clang_getCursorSpelling(cx->n[v].c)), false,
                     false, nd->arrays, NULL};
        nd->arrays = s;
    }
}

/* A call whose only effect is its value (a math function): not printf or
 * assert, whose output the host would see, nor a function of the program,
 * which might print, read a clock or reach the runtime. */
static bool silent_libcall(const char *name)
{
    return is_device_libcall(name) && strcmp(name, "printf") && strcmp(name, "__assert_fail");
}

/* Does [start, end) call anything but silent_libcall's functions? */
static bool speaks(Ctx *cx, size_t start, size_t end)
{
    for (int i = 0; i < cx->nn; i++) {
        CNode *c = &cx->n[i];
        if (c->kind != CXCursor_CallExpr || c->start < start || c->start >= end) continue;
        if (!silent_libcall(cx_str(cx->u->arena, clang_getCursorSpelling(c->c)))) return true;
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
    for (int i = 0; i < cx->nn && !nd->ldouble; i++) {
        CNode *c = &cx->n[i];
        if (c->start < nd->stmt_start || c->start >= nd->stmt_end) continue;
        if (has_long_double(clang_getCursorType(c->c))) nd->ldouble = true;
    }
    if (nd->ldouble && !cx->u->opt->host_only)
        warning_at(unit_loc(cx->u, nd->pragma_start),
                   "long double is computed in double in the device code of this construct (as GCC does)");
}

/* Does the construct write an integer complex type (check_complex)? */
static void check_int_complex(Ctx *cx, Node *nd)
{
    for (int i = 0; i < cx->nint_complex && !nd->int_complex; i++)
        nd->int_complex = cx->int_complex[i] >= nd->stmt_start && cx->int_complex[i] < nd->stmt_end;
}

static void build_compute(Ctx *cx, Node *nd, RawDir *dirs, int ndirs, int stmt)
{
    collect_arrays(cx, nd);
    nd->loops = collect_loops(cx, nd, dirs, ndirs);
    check_collapse(cx, nd->loops);
    reduced_members(cx, nd);                   /* Node.members, CNode.alias */
    collect_accesses(cx, nd, dirs, ndirs);     /* Node.accesses, for the dependence test */
    loop_facts(cx, nd, nd->loops);
    collect_vars(cx, nd);
    check_long_double(cx, nd);
    check_int_complex(cx, nd);
    mark_loop_vars(nd, nd->loops);
    collect_stores(cx, nd);
    collect_updates(cx, nd);
    collect_enums(cx, nd);
    mark_calls(cx, nd->stmt_start, nd->stmt_end);
    nd->speaks = speaks(cx, nd->stmt_start, nd->stmt_end);
    SrcPos p = unit_pos(cx->u, nd->pragma_start);
    nd->name = arena_printf(cx->u->arena, "%s_L%d", cx->u->stem, p.line);
    for (Node *o = cx->u->nodes; o; o = o->next)        /* two constructs on one line */
        if (o != nd && o->name && !strcmp(o->name, nd->name))
            nd->name = arena_printf(cx->u->arena, "%s_%d", nd->name, cx->u->ncompute);
    cx->u->ncompute++;
    split_kernels(cx, nd, stmt);
}

/* ---- top-level declarations the device code may need ---- */

static bool is_type_decl(enum CXCursorKind k)
{
    return k == CXCursor_TypedefDecl || k == CXCursor_StructDecl || k == CXCursor_UnionDecl
           || k == CXCursor_EnumDecl;
}

/* Is name already a type, tag or enumerator of the CUDA file's scope? */
static bool decl_name_taken(Ctx *cx, Decl *decls, int skip_from, const char *name)
{
    for (Decl *d = decls; d; d = d->next)
        if (d->name && !strcmp(d->name, name)) return true;
    for (int i = 0; i < cx->nn; i++) {
        if (i == skip_from) break;
        CNode *c = &cx->n[i];
        bool top = c->parent < 0 || cx->n[c->parent].parent < 0;       /* enumerators: one down */
        if (!top || c->kind == CXCursor_FunctionDecl) continue;
        CXString s = clang_getCursorSpelling(c->c);
        bool same = !strcmp(clang_getCString(s), name);
        clang_disposeString(s);
        if (same) return true;
    }
    return false;
}

/* A declaration statement of types only (typedef, struct, union, enum)
 * inside a function: the kernels' parameters and bodies may name them, so
 * the CUDA file declares them at file scope, unless a name clashes there or
 * a type depends on a variable (variably modified). */
static bool local_types_ok(Ctx *cx, int ds)
{
    CNode *d = &cx->n[ds];
    if (d->first < 0) return false;
    for (int k = d->first; k >= 0; k = cx->n[k].next)
        if (!is_type_decl(cx->n[k].kind)) return false;
    for (int j = ds + 1; j < cx->nn && cx->n[j].start < d->end; j++) {
        CNode *c = &cx->n[j];
        if (c->kind == CXCursor_DeclRefExpr) {
            enum CXCursorKind rk = clang_getCursorKind(clang_getCursorReferenced(c->c));
            if (rk == CXCursor_VarDecl || rk == CXCursor_ParmDecl) return false;
        }
        bool named = is_type_decl(c->kind) || c->kind == CXCursor_EnumConstantDecl;
        if (!named) continue;
        CXString s = clang_getCursorSpelling(c->c);
        const char *nm = clang_getCString(s);
        bool clash = *nm && !strchr(nm, ' ') && decl_name_taken(cx, cx->u->decls, ds, nm);
        clang_disposeString(s);
        if (clash) return false;
    }
    return true;
}

static Decl **local_types(Ctx *cx, int fn, Decl **tail)
{
    Unit *u = cx->u;
    for (int j = fn + 1; j < cx->nn && cx->n[j].parent >= 0; j++) {
        CNode *c = &cx->n[j];
        if (c->kind != CXCursor_DeclStmt || !local_types_ok(cx, j)) continue;
        Decl *d = arena_alloc(u->arena, sizeof *d);
        d->start = c->start;
        d->end = c->end;
        int last = c->last;
        d->name = cx_str(u->arena, clang_getCursorSpelling(cx->n[last].c));
        *tail = d;
        tail = &d->next;
    }
    return tail;
}

static void collect_decls(Ctx *cx)
{
    Unit *u = cx->u;
    Decl **tail = &u->decls;
    for (int i = 0; i < cx->nn; i++) {
        CNode *c = &cx->n[i];
        if (c->parent >= 0) continue;
        bool fn = c->kind == CXCursor_FunctionDecl;
        bool ty = c->kind == CXCursor_TypedefDecl || c->kind == CXCursor_StructDecl
                  || c->kind == CXCursor_UnionDecl || c->kind == CXCursor_EnumDecl;
        if (!fn && !ty) continue;
        if (fn && !clang_isCursorDefinition(c->c)) continue;
        if (ty && c->end <= c->start) continue;
        Decl *last = NULL;
        for (Decl *x = u->decls; x; x = x->next) last = x;
        if (last && !fn && !last->is_function && c->start <= last->start && c->end >= last->end) {
            last->start = c->start;             /* typedef struct s {...} s; covers the struct */
            last->end = stmt_end(u, c);
            last->name = cx_str(u->arena, clang_getCursorSpelling(c->c));
            continue;
        }
        Decl *d = arena_alloc(u->arena, sizeof *d);
        d->start = c->start;
        d->end = fn ? c->end : stmt_end(u, c);
        d->is_function = fn;
        d->name = cx_str(u->arena, clang_getCursorSpelling(c->c));
        if (fn) {
            d->is_static = clang_getCursorLinkage(c->c) == CXLinkage_Internal;
            int b = c->last;
            d->body_start = b >= 0 && cx->n[b].kind == CXCursor_CompoundStmt ? cx->n[b].start : c->end;
        }
        *tail = d;
        tail = &d->next;
        if (fn) tail = local_types(cx, i, tail);
    }
}

/* Does the definition's text before its name (c->start to the name) leave
 * the return type out (gnu17's implicit int: 'static f(int v) {...}')? */
static bool implicit_int(Ctx *cx, CNode *c, size_t name_at)
{
    static const char *types[] = {"void", "char", "short", "int", "long", "float", "double", "signed",
                                  "unsigned", "_Bool", "_Complex", "struct", "union", "enum",
                                  "typeof", "__typeof__", "__typeof", "_Atomic", "__int128", NULL};
    CXToken *t;
    unsigned n;
    CXSourceRange r = clang_getRange(clang_getRangeStart(clang_getCursorExtent(c->c)),
                                     clang_getCursorLocation(c->c));
    clang_tokenize(cx->tu, r, &t, &n);
    bool implicit = true;
    for (unsigned i = 0; i < n && implicit; i++) {
        if (offset_of(clang_getTokenLocation(cx->tu, t[i])) >= name_at) break;
        CXString sp = clang_getTokenSpelling(cx->tu, t[i]);
        const char *w = clang_getCString(sp);
        enum CXTokenKind k = clang_getTokenKind(t[i]);
        if (k == CXToken_Identifier) implicit = false;          /* a typedef name */
        for (int j = 0; types[j] && implicit; j++)
            if (k == CXToken_Keyword && !strcmp(w, types[j])) implicit = false;
        clang_disposeString(sp);
    }
    clang_disposeTokens(cx->tu, t, n);
    return implicit;
}

/* Function definitions in forms C++ does not take, rewritten for the CUDA
 * text: the implicit int return type written out, and a K&R definition
 * ('double f(a, b) double a; int b; {...}') given its prototype from the
 * parameters' declared types. */
static void knr_lower(Ctx *cx)
{
    Unit *u = cx->u;
    for (Decl *d = u->decls; d; d = d->next) {
        if (!d->is_function) continue;
        int i = 0;
        while (i < cx->nn && !(cx->n[i].parent < 0 && cx->n[i].start == d->start
                               && cx->n[i].kind == CXCursor_FunctionDecl))
            i++;
        if (i == cx->nn) continue;
        CNode *c = &cx->n[i];
        size_t name_at = offset_of(clang_getCursorLocation(c->c));
        if (implicit_int(cx, c, name_at))
            edit_add(&u->cxx, name_at, name_at, "int ", EDIT_PLAIN);
        int na = clang_Cursor_getNumArguments(c->c);
        size_t open = name_at, close;
        while (open < d->body_start && u->pp[open] != '(') open++;
        int depth = 0;
        for (close = open; close < d->body_start; close++)
            if (u->pp[close] == '(') depth++;
            else if (u->pp[close] == ')' && --depth == 0) break;
        if (na <= 0 || close >= d->body_start) continue;
        bool knr = false;           /* a parameter declared after ')', or not at all */
        for (int k = 0; k < na && !knr; k++) {
            CXCursor p = clang_Cursor_getArgument(c->c, (unsigned)k);
            size_t ps = offset_of(clang_getRangeStart(clang_getCursorExtent(p)));
            knr = ps > close || ps == offset_of(clang_getCursorLocation(p));
        }
        if (!knr) continue;
        Buf b;
        buf_init(&b);
        buf_puts(&b, "(");
        for (int k = 0; k < na; k++) {
            CXCursor p = clang_Cursor_getArgument(c->c, (unsigned)k);
            char *pt = cuda_type_of(u, clang_getCursorType(p));
            char *pn = cx_str(u->arena, clang_getCursorSpelling(p));
            buf_printf(&b, "%s%s", k ? ", " : "", declarator(u->arena, pt, pn));
        }
        buf_puts(&b, ")\n");
        edit_add(&u->cxx, open, d->body_start, arena_strdup(u->arena, buf_cstr(&b)), EDIT_PLAIN);
        buf_release(&b);
    }
}

/* ---- putting it together ---- */

static NodeKind node_kind(DirKind k)
{
    if (dir_is_compute(k)) return N_COMPUTE;
    if (k == DIR_DATA || k == DIR_HOST_DATA) return N_DATA;
    if (k == DIR_LOOP) return N_LOOP_ORPHAN;
    if (k == DIR_ENTER_DATA || k == DIR_EXIT_DATA || k == DIR_UPDATE || k == DIR_WAIT || k == DIR_INIT
        || k == DIR_SHUTDOWN || k == DIR_SET)
        return N_STANDALONE;
    return N_OTHER;
}

/* The function a routine directive names: routine(name), or the
 * identifier before the first '(' of the declaration that follows it. */
static char *routine_target(Ctx *cx, RawDir *r)
{
    Unit *u = cx->u;
    if (r->dir->routine_name) return r->dir->routine_name;
    const char *p = u->pp + r->end, *paren = strchr(p, '(');
    if (!paren) return NULL;
    const char *e = paren;
    while (e > p && isspace((unsigned char)e[-1])) e--;
    const char *b = e;
    while (b > p && is_ident_char(b[-1])) b--;
    return b < e ? arena_strndup(u->arena, b, (size_t)(e - b)) : NULL;
}

/* Every routine directive: which function it names, and bind(target). */
static void collect_routines(Ctx *cx, RawDir *dirs, int ndirs)
{
    Unit *u = cx->u;
    for (int i = 0; i < ndirs; i++) {
        Directive *d = dirs[i].dir;
        if (d->kind != DIR_ROUTINE) continue;
        char *name = routine_target(cx, &dirs[i]);
        if (!name) continue;
        Routine *rt = arena_alloc(u->arena, sizeof *rt);
        *rt = (Routine){.name = name, .dir = d, .nohost = dir_find(d, CL_NOHOST) != NULL, .next = u->routines};
        u->routines = rt;
        Clause *c = dir_find(d, CL_BIND);
        if (!c || !c->nexprs) continue;
        char *t = c->exprs[0].text;
        size_t tl = strlen(t);
        if (tl >= 2 && t[0] == '"') t = arena_strndup(u->arena, t + 1, tl - 2);
        Bind *bd = arena_alloc(u->arena, sizeof *bd);
        *bd = (Bind){name, t, u->binds};
        u->binds = bd;
    }
}

static Routine *find_routine(Unit *u, const char *name)
{
    for (Routine *r = u->routines; r; r = r->next)
        if (!strcmp(r->name, name)) return r;
    return NULL;
}

/* A routine whose body is not in this file: its first prototype becomes a
 * Decl, so the device code can call it as an extern function (the unit
 * is then built as relocatable device code). */
static void routine_protos(Ctx *cx)
{
    Unit *u = cx->u;
    Decl **tail = &u->decls;
    while (*tail) tail = &(*tail)->next;
    for (int i = 0; i < cx->nn; i++) {
        CNode *c = &cx->n[i];
        if (c->parent >= 0 || c->kind != CXCursor_FunctionDecl || clang_isCursorDefinition(c->c)) continue;
        char *name = cx_str(u->arena, clang_getCursorSpelling(c->c));
        Routine *r = find_routine(u, name);
        Decl *d;
        for (d = u->decls; d && !(d->is_function && !strcmp(d->name, name)); d = d->next) {}
        if (!r || d) continue;
        d = arena_alloc(u->arena, sizeof *d);
        *d = (Decl){.start = c->start, .end = c->end, .is_function = true, .body_start = c->end, .name = name,
                    .proto = true, .is_static = clang_getCursorLinkage(c->c) == CXLinkage_Internal};
        *tail = d;
        tail = &d->next;
    }
}

/* Functions defined here with a routine directive: compiled for the device
 * even when no compute construct here calls them, since other files may. */
static void routine_defs(Ctx *cx)
{
    Unit *u = cx->u;
    for (Decl *d = u->decls; d; d = d->next) {
        Routine *r = d->is_function && !d->proto ? find_routine(u, d->name) : NULL;
        if (!r || d->is_static || dir_find(r->dir, CL_BIND)) continue;
        mark_function(cx, d->name, d->start, false);
        u->rdc = true;
    }
}

/* ---- loops of routine gang, worker and vector functions ---- */

/* Is node i inside one of the loops in ls? */
static Loop *in_loops(Loop *ls, size_t at)
{
    for (Loop *l = ls; l; l = l->next)
        if (at >= l->start && at < l->end) return l;
    return NULL;
}

/* Why code of routine r outside its partitioned loops (function body
 * [b0, b1)) cannot run on every lane of the caller, or NULL: it may only
 * compute values in the routine's own variables. */
static char *vector_single_unsafe(Ctx *cx, Routine *r, size_t b0, size_t b1)
{
    Unit *u = cx->u;
    for (int i = 0; i < cx->nn; i++) {
        CNode *c = &cx->n[i];
        if (c->start < b0 || c->start >= b1) continue;
        Loop *l = in_loops(r->vloops, c->start);
        int line = unit_pos(u, c->start).line;
        if (l) {        /* in a partitioned loop: nothing may leave it */
            if (c->kind == CXCursor_ReturnStmt || c->kind == CXCursor_GotoStmt || c->kind == CXCursor_IndirectGotoStmt)
                return arena_printf(u->arena, "a jump at line %d leaves the loop at line %d", line, l->line);
            if (c->kind == CXCursor_BreakStmt) {
                int p = c->parent;
                while (p >= 0 && cx->n[p].kind != CXCursor_ForStmt && cx->n[p].kind != CXCursor_WhileStmt
                       && cx->n[p].kind != CXCursor_DoStmt && cx->n[p].kind != CXCursor_SwitchStmt)
                    p = cx->n[p].parent;
                if (p >= 0 && cx->n[p].start == l->start)
                    return arena_printf(u->arena, "a break at line %d leaves the loop at line %d", line, l->line);
            }
            continue;
        }
        if (c->kind == CXCursor_CallExpr) {
            char *name = cx_str(u->arena, clang_getCursorSpelling(c->c));
            if (!is_device_libcall(name) || !strcmp(name, "printf") || !strcmp(name, "malloc") || !strcmp(name, "free")
                || !strcmp(name, "memcpy") || !strcmp(name, "memset") || !strcmp(name, "__assert_fail"))
                return arena_printf(u->arena, "it calls '%s' at line %d, outside its loops", name, line);
        } else if (c->kind == CXCursor_DeclRefExpr) {
            CXCursor d = clang_getCursorReferenced(c->c);
            if (clang_getCursorKind(d) != CXCursor_VarDecl && clang_getCursorKind(d) != CXCursor_ParmDecl) continue;
            bool via;
            int cur = lvalue_root(cx, i, d, &via);
            if (!is_written(cx, cur)) continue;
            CXType dt = clang_getCanonicalType(clang_getCursorType(d));
            if (!decl_inside(cx, d, b0, b1) && clang_getCursorKind(d) != CXCursor_ParmDecl)
                return arena_printf(u->arena, "it writes '%s' at line %d, outside its loops",
                                    cx_str(u->arena, clang_getCursorSpelling(d)), line);
            if (via && dt.kind != CXType_ConstantArray)
                return arena_printf(u->arena, "it writes memory at line %d, outside its loops", line);
        }
    }
    return NULL;
}

/* collapse(n) or tile(a, b, ...) on loop l (the for statement fi) of a
 * routine: the tight nest of its n loops (tile: as many as its sizes) as
 * l->kids, one chain, partitioned as one loop over all their iterations
 * (any order will do: the loops are independent).  NULL, or why not. */
static const char *routine_nest(Ctx *cx, Loop *l, int fi)
{
    Clause *c = dir_find(l->dir, CL_COLLAPSE), *t = dir_find(l->dir, CL_TILE);
    int n = t ? t->nexprs : 1;
    if (c && c->nexprs) {
        char *end;
        long v = strtol(c->exprs[0].text, &end, 0);
        n = *end || v < 1 ? -1 : (int)v;
    }
    if (n < 1 || n > 3) return n > 3 ? "collapse or tile of more than 3 loops" : "its collapse clause has no constant";
    Loop *p = l;
    for (int k = 1; k < n; k++) {
        int inner = -1;
        for (int j = fi; j >= 0 && j < cx->nn && cx->n[j].start < p->end && inner < 0; j++)
            if (cx->n[j].kind == CXCursor_ForStmt && cx->n[j].start == p->only_stmt) inner = j;
        if (inner < 0) return "a collapsed loop is not the only statement of the loop around it";
        Loop *q = new_loop(cx, inner);
        if (!q->canonical) return q->why_seq;
        for (Loop *o = l; o != q && o; o = o->kids)
            if (!q->lb_form.affine || !q->ub_form.affine || !q->step_form.affine || form_mentions(q->lb_form, o->var)
                || form_mentions(q->ub_form, o->var) || form_mentions(q->step_form, o->var))
                return "a collapsed loop's bounds depend on the loops around it";
        q->parent = p;
        p->kids = q;
        p = q;
        fi = inner;
    }
    l->collapse = n;
    return NULL;
}

/* Can the reductions of loop l of routine function fn be combined across
 * the threads that share its iterations (emit_cuda.c, routine_copies)?
 * Each must name a scalar local or parameter of fn, of arithmetic or
 * complex type; a loop over every gang's threads has none (gangs never
 * meet).  NULL, or why not. */
static const char *routine_reduction_unsafe(Ctx *cx, Loop *l, int fn)
{
    Unit *u = cx->u;
    for (Clause *cl = l->dir->clauses; cl; cl = cl->next) {
        if (cl->kind != CL_REDUCTION) continue;
        if (l->par & PAR_GANG) return "a reduction in a loop over every gang's threads";
        for (int i = 0; i < cl->nvars; i++) {
            VarItem *v = &cl->vars[i];
            int found = 0;
            bool scalar = false;
            for (int j = fn; j >= 0 && j < cx->nn && cx->n[j].start < cx->n[fn].end; j++) {
                CNode *c = &cx->n[j];
                if ((c->kind != CXCursor_VarDecl && c->kind != CXCursor_ParmDecl) || c->start >= l->start
                    || strcmp(cx_str(u->arena, clang_getCursorSpelling(c->c)), v->base))
                    continue;
                enum CXTypeKind k = clang_getCanonicalType(clang_getCursorType(c->c)).kind;
                found++;
                scalar = (k >= CXType_Bool && k <= CXType_LongDouble) || k == CXType_Complex;
            }
            if (v->nsub || found != 1 || !scalar)
                return arena_printf(u->arena, "its reduction on '%s', which is not one scalar of the routine", v->text);
        }
    }
    return NULL;
}

/* A routine gang, worker or vector defined in this file: its loop
 * directives become vloops, the loops partitioned across the threads that
 * call it (the caller's lanes, its gang, or every gang) when the rest of its
 * code may run on each of those threads and every call lets all of them call
 * (analysis decides the calls' part). */
static void routine_loops(Ctx *cx, RawDir *dirs, int ndirs)
{
    Unit *u = cx->u;
    for (Routine *r = u->routines; r; r = r->next) {
        Directive *rd = r->dir;
        unsigned level = dir_find(rd, CL_GANG) ? PAR_GANG : dir_find(rd, CL_WORKER) ? PAR_WORKER
                         : dir_find(rd, CL_VECTOR) ? PAR_VECTOR : 0;
        if (!level || dir_find(rd, CL_BIND)) continue;
        r->level = level;
        int fn = -1;
        for (int i = 0; i < cx->nn && fn < 0; i++)
            if (cx->n[i].parent < 0 && cx->n[i].kind == CXCursor_FunctionDecl && clang_isCursorDefinition(cx->n[i].c)
                && !strcmp(cx_str(u->arena, clang_getCursorSpelling(cx->n[i].c)), r->name))
                fn = i;
        if (fn < 0 || cx->n[fn].last < 0 || cx->n[cx->n[fn].last].kind != CXCursor_CompoundStmt) continue;
        CNode *body = &cx->n[cx->n[fn].last];
        r->line = unit_pos(u, cx->n[fn].start).line;
        r->name_at = offset_of(clang_getCursorLocation(cx->n[fn].c));
        Loop **tail = &r->vloops;
        for (int d = 0; d < ndirs; d++) {
            RawDir *rw = &dirs[d];
            if (rw->dir->kind != DIR_LOOP || rw->start < body->start || rw->start >= body->end) continue;
            int f = stmt_after(cx, rw->end);
            if (f < 0 || cx->n[f].kind != CXCursor_ForStmt || !follows_directly(u, rw->end, cx->n[f].start)) {
                error_at(rw->dir->loc, "a 'loop' directive must be followed by a 'for' loop");
                continue;
            }
            Directive *ld = rw->dir;
            Loop *l = new_loop(cx, f);
            l->dir = ld;
            if (dir_find(ld, CL_SEQ) || in_loops(r->vloops, l->start)) continue;
            /* the threads its iterations are spread over (emit_cuda.c,
               routine_copies): a gang loop (or one with no level in a
               routine gang), every thread of every gang; a worker or
               vector loop of a routine gang or worker, the threads of the
               calling gang; a routine vector's loop, the caller's lanes */
            bool lg = dir_find(ld, CL_GANG), lw = dir_find(ld, CL_WORKER), lv = dir_find(ld, CL_VECTOR);
            l->par = lg || (level == PAR_GANG && !lw && !lv) ? PAR_GANG | PAR_WORKER | PAR_VECTOR
                     : level == PAR_VECTOR ? PAR_VECTOR : PAR_WORKER | PAR_VECTOR;
            const char *nest = l->canonical ? routine_nest(cx, l, f) : NULL;
            const char *why = !l->canonical ? l->why_seq
                              : nest ? nest
                              : lg && level != PAR_GANG ? "a gang loop in a routine that is not gang"
                              : lw && level == PAR_VECTOR ? "a worker loop in a routine vector"
                              : routine_reduction_unsafe(cx, l, fn);
            if (why) {
                if (!r->why_seq) r->why_seq = arena_printf(u->arena, "the loop at line %d: %s", l->line, why);
                continue;
            }
            *tail = l;
            tail = &l->next;
        }
        if (!r->vloops) continue;
        for (Node *nd = u->nodes; nd && !r->why_seq; nd = nd->next)       /* atomics would run on every lane */
            if (nd->dir->kind == DIR_ATOMIC && nd->pragma_start >= body->start && nd->pragma_start < body->end
                && !in_loops(r->vloops, nd->pragma_start))
                r->why_seq = arena_printf(u->arena, "an atomic at line %d, outside its loops",
                                          unit_pos(u, nd->pragma_start).line);
        if (!r->why_seq) r->why_seq = vector_single_unsafe(cx, r, body->start, body->end);
        /* its calls: statements of their own, initialisers or assignments
           of the construct's scalars in compute constructs; none elsewhere */
        for (int i = 0; i < cx->nn && !r->why_seq; i++) {
            CNode *c = &cx->n[i];
            if (c->kind != CXCursor_CallExpr || strcmp(cx_str(u->arena, clang_getCursorSpelling(c->c)), r->name))
                continue;
            int line = unit_pos(u, c->start).line;
            Node *nd = u->nodes;
            while (nd && !(nd->kind == N_COMPUTE && c->start >= nd->stmt_start && c->start < nd->stmt_end)) nd = nd->next;
            if (!nd) continue;  /* in a function: that thread runs the first copy, whole */
            int p = up(cx, i), stmt = i;
            bool ok = stmt_in(cx, p, i);
            if (!ok && p >= 0 && (cx->n[p].kind == CXCursor_BinaryOperator || cx->n[p].kind == CXCursor_CompoundAssignOperator)
                && cx->n[p].last >= 0 && child_toward(cx, p, i) == cx->n[p].last) {
                int q = up(cx, p);
                ok = q >= 0 && cx->n[q].kind == CXCursor_CompoundStmt && assigns_local(cx, nd, p);
                stmt = p;
            }
            if (!ok && p >= 0 && cx->n[p].kind == CXCursor_VarDecl) ok = true;
            if (!ok) {
                r->why_seq = arena_printf(u->arena, "its call at line %d is not a statement, an initialiser or an "
                                                    "assignment to a variable of the construct", line);
                continue;
            }
            RCall *rc = arena_alloc(u->arena, sizeof *rc);
            *rc = (RCall){nd, c->start, r->calls, false, NULL};
            r->calls = rc;
            for (Store *st = nd->stores; st; st = st->next)       /* local = gang_f(...) stores too */
                if (st->start == cx->n[stmt].start) st->vcall = r;
        }
    }
}

/* An atomic directive inside a compute construct, with its statement. */
/* Text of node i past parentheses, blanks removed. */
/* u->pp[start, end) with blanks removed, for comparing expressions. */
static char *squeezed(Unit *u, size_t start, size_t end)
{
    char *t = arena_alloc(u->arena, end - start + 1), *w = t;
    for (size_t i = start; i < end; i++)
        if (!isspace((unsigned char)u->pp[i])) *w++ = u->pp[i];
    *w = '\0';
    return t;
}

static char *plain_text(Ctx *cx, int i)
{
    i = unwrap(cx, i);
    return squeezed(cx->u, cx->n[i].start, cx->n[i].end);
}

/* x = x op e and x = e op x are atomic updates; x = x - y - z is not: C
 * reads it as (x - y) - z, which no single atomic operation on x does. */
static bool check_atomic_forms(Ctx *cx, Directive *dir, size_t start, size_t end)
{
    bool told = false;
    for (int i = 0; i < cx->nn; i++) {
        CNode *c = &cx->n[i];
        if (c->start < start || c->start >= end || c->kind != CXCursor_BinaryOperator
            || clang_getCursorBinaryOperatorKind(c->c) != CXBinaryOperator_Assign)
            continue;
        int lhs = c->first, rhs = lhs >= 0 ? cx->n[lhs].next : -1;
        if (rhs < 0) continue;
        int e = unwrap(cx, rhs);
        if (cx->n[e].kind != CXCursor_BinaryOperator) continue;
        enum CXBinaryOperatorKind k = clang_getCursorBinaryOperatorKind(cx->n[e].c);
        if (k < CXBinaryOperator_Mul || k > CXBinaryOperator_LOr) continue;
        int a = cx->n[e].first, b = a >= 0 ? cx->n[a].next : -1;
        if (b < 0) continue;
        char *x = plain_text(cx, lhs);
        if (!strcmp(plain_text(cx, a), x) || !strcmp(plain_text(cx, b), x)) continue;
        int lv = unwrap(cx, lhs);
        bool named = cx->n[lv].kind == CXCursor_DeclRefExpr
                         ? mentions(cx, e, clang_getCursorReferenced(cx->n[lv].c))
                         : has_ident(plain_text(cx, e), x);
        if (!named) continue;
        error_at(dir->loc, "'%s' is not an atomic update of '%s': C reads its right-hand side as '(%s) %s %s'; "
                 "write it as '%s = %s op (expr)'", node_text(cx, i), x, node_text(cx, a),
                 cx_str(cx->u->arena, clang_getCursorSpelling(cx->n[e].c)), node_text(cx, b), x, x);
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

static void op_x(Ctx *cx, AtomicOp *op, int x)
{
    x = unwrap(cx, x);
    op->x_start = cx->n[x].start, op->x_end = cx->n[x].end;
}

static void op_val(Ctx *cx, AtomicOp *op, int v)
{
    op->val_start = cx->n[v].start, op->val_end = cx->n[v].end;
}

/* fmax(x, v), x > v ? x : v and the like, and x && v, x || v: x = rhs as
 * a maximum, minimum or logical update of x (reductions on elements). */
static DevOp other_update(Ctx *cx, int x, int r, int *val)
{
    r = unwrap(cx, r);
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
        int cond = unwrap(cx, c->first), A = cond >= 0 ? cx->n[c->first].next : -1, B = A >= 0 ? cx->n[A].next : -1;
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
static bool update_of(Ctx *cx, int e, bool others, AtomicOp *op)
{
    e = unwrap(cx, e);
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
    int r = unwrap(cx, y), val;
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
    e = unwrap(cx, e);
    CNode *c = &cx->n[e];
    if (c->kind != CXCursor_BinaryOperator || clang_getCursorBinaryOperatorKind(c->c) != CXBinaryOperator_Assign)
        return false;
    int v = unwrap(cx, c->first), r = cx->n[c->first].next;
    if (r < 0) return false;
    if (strcmp(plain_text(cx, r), squeezed(cx->u, op->x_start, op->x_end))) return false;
    op->v_start = cx->n[v].start, op->v_end = cx->n[v].end;
    return true;
}

/* The operation of the atomic construct's statement s (kind: read, write,
 * update or capture); ok false when it has none of the construct's forms. */
static AtomicOp atomic_op_of(Ctx *cx, int s, AtomicKind kind)
{
    AtomicOp op = {0};
    op.op = OP_NONE;
    CNode *c = &cx->n[s];
    if (kind == ATOMIC_READ || kind == ATOMIC_WRITE) {
        int e = unwrap(cx, s);
        op.plain = op.ok = c->kind != CXCursor_CompoundStmt && cx->n[e].kind == CXCursor_BinaryOperator
                           && clang_getCursorBinaryOperatorKind(cx->n[e].c) == CXBinaryOperator_Assign;
        return op;
    }
    if (c->kind != CXCursor_CompoundStmt) {
        if (kind == ATOMIC_UPDATE) {
            op.ok = update_of(cx, s, false, &op);
            return op;
        }
        /* capture: v = update */
        int e = unwrap(cx, s);
        CNode *a = &cx->n[e];
        if (a->kind != CXCursor_BinaryOperator || clang_getCursorBinaryOperatorKind(a->c) != CXBinaryOperator_Assign
            || a->first < 0 || cx->n[a->first].next < 0)
            return op;
        int v = unwrap(cx, a->first);
        op.ok = update_of(cx, cx->n[a->first].next, false, &op);
        op.v_start = cx->n[v].start, op.v_end = cx->n[v].end;
        return op;
    }
    /* capture blocks: { v = x; update; }, { update; v = x; }, { v = x; x = e; } */
    int s1 = c->first, s2 = s1 >= 0 ? cx->n[s1].next : -1;
    if (kind != ATOMIC_CAPTURE || s2 < 0 || cx->n[s2].next >= 0) return op;
    if (update_of(cx, s2, false, &op) && captures(cx, s1, &op)) {
        op.fetch_new = false;
        op.ok = true;
    } else if (update_of(cx, s1, false, &op) && captures(cx, s2, &op)) {
        op.fetch_new = true;
        op.ok = true;
    } else {
        int e = unwrap(cx, s2);
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

/* The operation of atomic directive dir's statement s, or a located error. */
static AtomicOp checked_atomic_op(Ctx *cx, Directive *dir, int s)
{
    AtomicOp op = atomic_op_of(cx, s, dir->atomic);
    size_t start = cx->n[s].start;
    bool told = check_atomic_forms(cx, dir, start, stmt_end(cx->u, &cx->n[s]));
    AtomicKind k = dir->atomic;
    if (!op.ok && !told)
        error_at(unit_loc(cx->u, start), "this statement is not of a form the 'atomic %s' construct allows",
                 k == ATOMIC_READ ? "read" : k == ATOMIC_WRITE ? "write" : k == ATOMIC_CAPTURE ? "capture" : "update");
    return op;
}

static void note_atomic(Ctx *cx, Node *nd, RawDir *r)
{
    int s = stmt_after(cx, r->end);
    if (s < 0 || !follows_directly(cx->u, r->end, cx->n[s].start)) {
        error_at(r->dir->loc, "'atomic' must be followed by a statement");
        return;
    }
    Atomic *a = arena_alloc(cx->u->arena, sizeof *a);
    *a = (Atomic){r->dir, cx->n[s].start, stmt_end(cx->u, &cx->n[s]), cx->n[s].kind == CXCursor_CompoundStmt,
                  nd->atomics, false, checked_atomic_op(cx, r->dir, s)};
    a->bad = !a->op.ok;
    nd->atomics = a;
}

/* A declare directive lasts to the end of its block (before the block's
 * final return, so a returned value sees the data copied out), or for the
 * whole program at file scope. */
static void declare_scope(Ctx *cx, Node *nd)
{
    int best = -1;
    for (int i = 0; i < cx->nn; i++) {
        CNode *c = &cx->n[i];
        if (c->kind == CXCursor_CompoundStmt && c->start < nd->pragma_start && c->end > nd->pragma_end
            && (best < 0 || c->start > cx->n[best].start))
            best = i;
    }
    if (best < 0) {
        nd->file_scope = true;
        return;
    }
    CNode *b = &cx->n[best];
    nd->scope_end = b->end - 1;
    if (b->last >= 0 && cx->n[b->last].kind == CXCursor_ReturnStmt && cx->n[b->last].start > nd->pragma_end)
        nd->scope_end = cx->n[b->last].start;
}

/* Does the jump statement n leave [rs, re)? */
static bool jumps_out(Ctx *cx, int n, size_t rs, size_t re)
{
    CNode *j = &cx->n[n];
    if (j->kind == CXCursor_ReturnStmt) return true;
    if (j->kind == CXCursor_GotoStmt) {
        CXCursor l = clang_getCursorReferenced(j->c);
        size_t at = offset_of(clang_getCursorLocation(l));
        return at < rs || at >= re;
    }
    for (int p = j->parent; p >= 0; p = cx->n[p].parent) {     /* break, continue: their target */
        enum CXCursorKind k = cx->n[p].kind;
        if (k == CXCursor_ForStmt || k == CXCursor_WhileStmt || k == CXCursor_DoStmt
            || (k == CXCursor_SwitchStmt && j->kind == CXCursor_BreakStmt))
            return cx->n[p].start < rs;
    }
    return false;
}

/* Jumps out of data constructs and function-scope declare blocks. */
static void collect_jumps(Ctx *cx)
{
    for (Node *nd = cx->u->nodes; nd; nd = nd->next) {
        size_t rs, re;
        if (nd->dir->kind == DIR_DATA) rs = nd->stmt_start, re = nd->stmt_end;
        else if (nd->dir->kind == DIR_DECLARE && !nd->file_scope) rs = nd->pragma_end, re = nd->scope_end + 1;
        else continue;
        for (int i = 0; i < cx->nn; i++) {
            CNode *c = &cx->n[i];
            if (c->start < rs || c->start >= re || (nd->dir->kind == DIR_DECLARE && c->start == nd->scope_end))
                continue;
            if (c->kind != CXCursor_ReturnStmt && c->kind != CXCursor_BreakStmt && c->kind != CXCursor_ContinueStmt
                && c->kind != CXCursor_GotoStmt)
                continue;
            if (!jumps_out(cx, i, rs, re)) continue;
            Jump *j = arena_alloc(cx->u->arena, sizeof *j);
            *j = (Jump){c->start, stmt_end(cx->u, c), nd->jumps};
            nd->jumps = j;
        }
    }
}

/* ---- where the host waits for a quiet region's kernels ---- */

/* Can the host run statement i while kernels launched before it are still
 * running, without seeing that they are?  It can when i calls nothing that
 * could read a clock, print or reach the runtime (only math functions), reads
 * nothing volatile, runs no asm and does not jump out of itself.  Host
 * memory is not the kernels' (a region that passes raw host addresses never
 * defers, gw_data_enter), and every copy between the two waits in the
 * runtime, so plain loads and stores are safe.  Compute constructs inside i
 * count when they do not speak: their launches keep program order on the
 * device. */
static bool host_unseen(Ctx *cx, int i, size_t rs, size_t re)
{
    CNode *c = &cx->n[i];
    if (c->region) return !c->region->speaks;
    switch (c->kind) {
    case CXCursor_CallExpr: {
        CXCursor f = clang_getCursorReferenced(c->c);
        if (clang_getCursorKind(f) != CXCursor_FunctionDecl
            || !silent_libcall(cx_str(cx->u->arena, clang_getCursorSpelling(f))))
            return false;
        break;
    }
    case CXCursor_ReturnStmt: case CXCursor_GotoStmt: case CXCursor_IndirectGotoStmt:
    case CXCursor_BreakStmt: case CXCursor_ContinueStmt:
        if (c->kind == CXCursor_IndirectGotoStmt || jumps_out(cx, i, rs, re)) return false;
        break;
    case CXCursor_GCCAsmStmt: case CXCursor_MSAsmStmt:
        return false;
    default:
        if (clang_isExpression(c->kind) && clang_isVolatileQualifiedType(clang_getCursorType(c->c)))
            return false;
        break;
    }
    for (int k = c->first; k >= 0; k = cx->n[k].next)
        if (!host_unseen(cx, k, rs, re)) return false;
    return true;
}

static bool stmt_unseen(Ctx *cx, int i)
{
    return host_unseen(cx, i, cx->n[i].start, stmt_end(cx->u, &cx->n[i]));
}

/* Where statement y begins, before the directives that apply to it (but
 * after standalone ones such as update, whose copies wait by themselves). */
static size_t stmt_begin(Ctx *cx, int y)
{
    size_t at = cx->n[y].start;
    for (Node *nd = cx->u->nodes; nd; nd = nd->next)
        if (nd->kind != N_STANDALONE && nd->stmt_start == cx->n[y].start && nd->pragma_start < at)
            at = nd->pragma_start;
    return at;
}

static size_t block_end(Ctx *cx, int b)         /* after its last statement */
{
    CNode *c = &cx->n[b];
    return c->last >= 0 ? stmt_end(cx->u, &cx->n[c->last]) : c->end - 1;
}

/* The offset where the host must wait (gw_settle) for the kernels of the
 * region whose statement is s, when their launch returns at once: at the
 * first statement after it that could see them (stmt_unseen), on the
 * path out of enclosing blocks, ifs, switches and loops (a loop is followed
 * to its end when its whole text is unseen, else the wait ends its body),
 * or at the function's closing brace.  NO_SETTLE where no such place
 * exists (a loop body without braces that can see): the launch waits. */
static size_t settle_point(Ctx *cx, int s)
{
    for (int x = s;;) {
        int p = cx->n[x].parent;
        if (p < 0) return NO_SETTLE;
        CNode *pc = &cx->n[p];
        switch (pc->kind) {
        case CXCursor_CompoundStmt: {
            for (int y = cx->n[x].next; y >= 0; y = cx->n[y].next)
                if (!stmt_unseen(cx, y)) return stmt_begin(cx, y);
            if (pc->parent >= 0 && cx->n[pc->parent].kind == CXCursor_FunctionDecl) return block_end(cx, p);
            break;
        }
        case CXCursor_IfStmt: case CXCursor_SwitchStmt: case CXCursor_LabelStmt:
        case CXCursor_CaseStmt: case CXCursor_DefaultStmt:
            if (pc->first == x && pc->kind != CXCursor_LabelStmt) return NO_SETTLE;   /* a condition */
            break;
        case CXCursor_ForStmt: case CXCursor_WhileStmt: case CXCursor_DoStmt:
            if (x != (pc->kind == CXCursor_DoStmt ? pc->first : pc->last)) return NO_SETTLE;
            if (stmt_unseen(cx, p)) break;              /* round again, then out */
            return cx->n[x].kind == CXCursor_CompoundStmt ? block_end(cx, x) : NO_SETTLE;
        default:
            return NO_SETTLE;
        }
        x = p;
    }
}

static void settle_points(Ctx *cx)
{
    for (int i = 0; i < cx->nn; i++)
        if (cx->n[i].region && !cx->n[i].region->speaks)
            cx->n[i].region->settle_at = settle_point(cx, i);
}

/* Is offset off inside a function's body? */
static bool in_function(Ctx *cx, size_t off)
{
    for (int i = 0; i < cx->nn; i++)
        if (cx->n[i].parent < 0 && cx->n[i].kind == CXCursor_FunctionDecl && cx->n[i].start < off
            && off < cx->n[i].end)
            return true;
    return false;
}

static void build_nodes(Ctx *cx, RawDir *dirs, int ndirs)
{
    Unit *u = cx->u;
    Node **tail = &u->nodes;
    for (int d = 0; d < ndirs; d++) {
        RawDir *r = &dirs[d];
        if (r->used) continue;
        /* only routine and declare may stand outside a function */
        if (r->dir->kind != DIR_ROUTINE && r->dir->kind != DIR_DECLARE && !in_function(cx, r->start)) {
            error_at(r->dir->loc, "%s'%s' must be inside a function; only 'routine' and 'declare' may "
                     "appear at file scope", node_kind(r->dir->kind) == N_STANDALONE ? "executable directive " : "",
                     dir_name(r->dir->kind));
            continue;
        }
        Node *nd = arena_alloc(u->arena, sizeof *nd);
        nd->dir = r->dir;
        nd->kind = node_kind(r->dir->kind);
        nd->pragma_start = r->start;
        nd->pragma_end = r->end;
        nd->settle_at = NO_SETTLE;
        *tail = nd;
        tail = &nd->next;
        if (r->dir->kind == DIR_DECLARE) {
            declare_scope(cx, nd);
            continue;
        }
        if (nd->kind == N_STANDALONE || r->dir->kind == DIR_ROUTINE || r->dir->kind == DIR_CACHE)
            continue;
        int s = stmt_after(cx, r->end);
        if (s >= 0 && !follows_directly(u, r->end, cx->n[s].start)) s = -1;
        if (s < 0) {
            error_at(r->dir->loc, "'%s' must be followed by a statement", dir_name(r->dir->kind));
            continue;
        }
        nd->stmt_start = cx->n[s].start;
        nd->stmt_end = stmt_end(u, &cx->n[s]);
        if (r->dir->kind == DIR_ATOMIC) nd->atomic_op = checked_atomic_op(cx, r->dir, s);
        if (nd->kind == N_LOOP_ORPHAN && cx->n[s].kind != CXCursor_ForStmt)
            error_at(r->dir->loc, "a 'loop' directive must be followed by a 'for' loop");
        if (nd->kind == N_COMPUTE) {
            cx->n[s].region = nd;
            build_compute(cx, nd, dirs, ndirs, s);
            for (int k = d + 1; k < ndirs; k++)      /* nested directives are the construct's */
                if (dirs[k].start < nd->stmt_end && dirs[k].dir->kind != DIR_LOOP) {
                    if (dir_is_compute(dirs[k].dir->kind))
                        error_at(dirs[k].dir->loc, "compute construct '%s' cannot be nested in '%s'",
                                 dir_name(dirs[k].dir->kind), dir_name(r->dir->kind));
                    if (dirs[k].dir->kind == DIR_ATOMIC) note_atomic(cx, nd, &dirs[k]);
                    if (dirs[k].dir->kind == DIR_CACHE) {
                        Atomic *ca = arena_alloc(u->arena, sizeof *ca);
                        *ca = (Atomic){dirs[k].dir, dirs[k].start, dirs[k].end, false, nd->cache_dirs, false, {0}};
                        nd->cache_dirs = ca;
                    }
                    dirs[k].used = true;
                }
        }
    }
}

/* ---- names in clauses ---- */

static bool is_scope(enum CXCursorKind k)
{
    return k == CXCursor_CompoundStmt || k == CXCursor_ForStmt || k == CXCursor_FunctionDecl;
}

/* The unit's variable and parameter declarations, by name (then position):
 * built once for the clause-name checks. */
typedef struct NamedDecl {
    const char *name;
    int node;
} NamedDecl;

static int named_decl_cmp(const void *a, const void *b)
{
    const NamedDecl *x = a, *y = b;
    int c = strcmp(x->name, y->name);
    return c ? c : x->node - y->node;
}

static NamedDecl *named_decls(Ctx *cx, int *count)
{
    int n = 0;
    for (int i = 0; i < cx->nn; i++) n += cx->n[i].kind == CXCursor_VarDecl || cx->n[i].kind == CXCursor_ParmDecl;
    NamedDecl *v = arena_alloc(cx->u->arena, sizeof *v * (n ? n : 1));
    n = 0;
    for (int i = 0; i < cx->nn; i++)
        if (cx->n[i].kind == CXCursor_VarDecl || cx->n[i].kind == CXCursor_ParmDecl)
            v[n++] = (NamedDecl){cx_str(cx->u->arena, clang_getCursorSpelling(cx->n[i].c)), i};
    qsort(v, n, sizeof *v, named_decl_cmp);
    *count = n;
    return v;
}

/* The variable or parameter named name that offset at sees (the last one
 * declared before it in a scope around it), or -1; decls: named_decls. */
static int name_visible(Ctx *cx, const NamedDecl *decls, int ndecls, const char *name, size_t at)
{
    int lo = 0, hi = ndecls;
    while (lo < hi) {           /* the first declaration of name */
        int mid = (lo + hi) / 2;
        if (strcmp(decls[mid].name, name) < 0) lo = mid + 1;
        else hi = mid;
    }
    int found = -1;
    for (int k = lo; k < ndecls && !strcmp(decls[k].name, name); k++) {
        int i = decls[k].node;
        CNode *c = &cx->n[i];
        if (c->start > at) continue;
        int p = c->parent;
        while (p >= 0 && !is_scope(cx->n[p].kind)) p = cx->n[p].parent;
        if (p >= 0 && (at < cx->n[p].start || at >= cx->n[p].end)) continue;
        found = i;
    }
    return found;
}

/* Every variable a clause names is declared where its directive stands:
 * otherwise the host compiler would be the one to say so, in our text. */
static void check_clause_names(Ctx *cx, RawDir *dirs, int ndirs)
{
    int ndecls = 0;
    NamedDecl *decls = NULL;
    for (int d = 0; d < ndirs; d++) {
        Directive *dir = dirs[d].dir;
        if (dir->kind == DIR_ROUTINE) continue;
        for (Clause *c = dir->clauses; c; c = c->next)
            for (int i = 0; i < c->nvars; i++) {
                const char *b = c->vars[i].base;
                size_t n = 0;
                while (is_ident_char(b[n])) n++;
                char *root = arena_strndup(cx->u->arena, b, n);
                if (n && !decls) decls = named_decls(cx, &ndecls);
                int decl = n ? name_visible(cx, decls, ndecls, root, dirs[d].start) : 0;
                if (decl > 0 && !b[n]) {
                    CXType t = clang_getCanonicalType(clang_getCursorType(cx->n[decl].c));
                    if (t.kind == CXType_ConstantArray) c->vars[i].array_len = clang_getArraySize(t);
                }
                if (!n || decl >= 0) continue;
                Loc at = dir->loc;
                at.col = c->vars[i].col;
                error_at(at, "'%s' is not declared here", root);
            }
    }
}

/* Does the user's command line ask libclang for flag (exactly)? */
static bool user_flag(const Options *o, const char *flag)
{
    for (const char **a = o->clang_args; a && *a; a++)
        if (!strcmp(*a, flag)) return true;
    return false;
}

/* libclang's command line: C in gcc's dialect (what gcc -std=gnu17 accepts
 * with a warning, clang 16+ makes an error by default: back to warnings,
 * unless the user asks for -Werror), then the user's -std=, -W..., -w and
 * -pedantic flags, which come last and so win. */
static const char **clang_args(Ctx *cx)
{
    static const char *gcc_warnings[] = {
        "implicit-function-declaration", "implicit-int", "int-conversion",
        "incompatible-function-pointer-types", "return-type", "return-mismatch",
        "incompatible-pointer-types",
    };
    const Options *o = cx->u->opt;
    Arena *a = cx->u->arena;
    int nuser = 0;
    while (o->clang_args && o->clang_args[nuser]) nuser++;
    const char **args = arena_alloc(a, (size_t)(nuser + 40) * sizeof *args);
    int na = 0;
    args[na++] = "-x";
    args[na++] = "c";
    const char *std = o->clang_std;
    args[na++] = !std ? "-std=gnu17" : !strncmp(std, "-std=", 5) ? std : arena_printf(a, "-std=%s", std);
    args[na++] = "-Wno-unknown-pragmas";
    args[na++] = "-Wno-unknown-warning-option";
    args[na++] = "-ferror-limit=100";
    if (!user_flag(o, "-Werror"))
        for (size_t i = 0; i < sizeof gcc_warnings / sizeof *gcc_warnings; i++)
            args[na++] = arena_printf(a, "-Wno-error=%s", gcc_warnings[i]);
    /* gcc-preprocessed glibc headers name gcc-only types and attributes */
    args[na++] = "-D_Float128=__float128";
    args[na++] = "-D_Float32=float";
    args[na++] = "-D_Float64=double";
    args[na++] = "-D_Float32x=double";
    args[na++] = "-D_Float64x=long double";
    args[na++] = "-D__malloc__(...)=__malloc__";
    for (int i = 0; i < nuser; i++)
        if (strncmp(o->clang_args[i], "-std=", 5)) args[na++] = o->clang_args[i];
    /* the line markers of cc -E, and K&R definitions, which gcc takes silently */
    args[na++] = "-Wno-gnu-line-marker";
    args[na++] = "-Wno-deprecated-non-prototype";
    if (!user_flag(o, "-Wstrict-prototypes")) args[na++] = "-Wno-strict-prototypes";
    args[na] = NULL;
    return args;
}

/* libclang's diagnostics, as gcc prints them.  Errors always count.  A
 * warning (or a warning that -Werror made an error) is printed only with
 * -fsyntax-only: otherwise the host compiler compiles the same text and
 * prints gcc's own warnings, and its -Werror decides, exactly as with gcc. */
/* A definition whose type differs from an earlier implicit declaration
 * (a call before any declaration): clang's error, gcc's warning. */
static bool implicit_conflict(CXDiagnostic dg)
{
    CXString msg = clang_getDiagnosticSpelling(dg);
    bool conflict = !strncmp(clang_getCString(msg), "conflicting types for", 21);
    clang_disposeString(msg);
    if (!conflict) return false;
    CXDiagnosticSet notes = clang_getChildDiagnostics(dg);
    bool implicit = false;
    for (unsigned i = 0; notes && i < clang_getNumDiagnosticsInSet(notes); i++) {
        CXDiagnostic d = clang_getDiagnosticInSet(notes, i);
        CXString m = clang_getDiagnosticSpelling(d);
        implicit = implicit || strstr(clang_getCString(m), "implicit declaration");
        clang_disposeString(m);
        clang_disposeDiagnostic(d);
    }
    return implicit;
}

static void report_clang(Ctx *cx)
{
    unsigned n = clang_getNumDiagnostics(cx->tu);
    for (unsigned i = 0; i < n; i++) {
        CXDiagnostic dg = clang_getDiagnostic(cx->tu, i);
        enum CXDiagnosticSeverity sev = clang_getDiagnosticSeverity(dg);
        CXSourceLocation loc = clang_getDiagnosticLocation(dg);
        CXString opt = clang_getDiagnosticOption(dg, NULL);
        const char *w = clang_getCString(opt);
        bool from_warning = w && !strncmp(w, "-W", 2);
        if (sev >= CXDiagnostic_Warning && !clang_Location_isInSystemHeader(loc) &&
            (!from_warning || cx->u->opt->syntax_only)) {
            CXString msg = clang_getDiagnosticSpelling(dg);
            Loc at = unit_loc(cx->u, offset_of(loc));
            const char *text = clang_getCString(msg);
            if (sev >= CXDiagnostic_Error && implicit_conflict(dg)) {
                if (cx->u->opt->syntax_only) warning_at(at, "%s", text);
            } else if (sev >= CXDiagnostic_Error && from_warning)
                error_at(at, "%s [-Werror,%s]", text, w);
            else if (sev >= CXDiagnostic_Error)
                error_at(at, "%s", text);
            else if (from_warning)
                warning_at(at, "%s [%s]", text, w);
            else
                warning_at(at, "%s", text);
            clang_disposeString(msg);
        }
        clang_disposeString(opt);
        clang_disposeDiagnostic(dg);
    }
}

static char *file_stem(Arena *a, const char *path)
{
    const char *b = strrchr(path, '/');
    b = b ? b + 1 : path;
    char *s = arena_strdup(a, b);
    char *dot = strrchr(s, '.');
    if (dot && dot != s) *dot = '\0';
    for (char *p = s; *p; p++)
        if (!is_ident_char(*p)) *p = '_';
    if (isdigit((unsigned char)s[0])) s = arena_printf(a, "f%s", s);
    return s;
}

/* A parameter declared as an array, void k(int n, double A[N][M]): C has
 * made A a pointer, and sizeof(A) is a pointer's size.  A data clause that
 * names all of A maps its declared extent, A[0:N], as NVHPC does; a compute
 * construct that uses A without a clause copies A[0:N] (present or copy). */
static bool is_data_clause(ClauseKind k)
{
    switch (k) {
    case CL_COPY: case CL_COPYIN: case CL_COPYOUT: case CL_CREATE: case CL_NO_CREATE: case CL_PRESENT:
    case CL_DELETE: case CL_HOST: case CL_DEVICE: case CL_SELF: case CL_DEVICE_RESIDENT:
        return true;
    default:
        return false;
    }
}

static bool names_var(Directive *d, const char *name)
{
    for (Clause *c = d ? d->clauses : NULL; c; c = c->next)
        for (int i = 0; i < c->nvars; i++)
            if (!strcmp(c->vars[i].base, name)) return true;
    return false;
}

static bool loops_name_var(Loop *l, const char *name)
{
    for (; l; l = l->next)
        if (names_var(l->dir, name) || loops_name_var(l->kids, name)) return true;
    return false;
}

static void arr_param_items(Ctx *cx)
{
    Unit *u = cx->u;
    for (Node *nd = u->nodes; nd; nd = nd->next) {
        if (!nd->dir) continue;
        int fn = -1;
        for (int i = 0; i < cx->nn; i++)
            if (cx->n[i].kind == CXCursor_FunctionDecl && cx->n[i].start <= nd->pragma_start
                && nd->pragma_start < cx->n[i].end)
                fn = i;
        if (fn < 0) continue;
        for (int p = cx->n[fn].first; p >= 0; p = cx->n[p].next) {
            if (cx->n[p].kind != CXCursor_ParmDecl) continue;
            char *ext = array_extent(u->arena, clang_getCursorType(cx->n[p].c));
            if (!ext) continue;
            char *name = cx_str(u->arena, clang_getCursorSpelling(cx->n[p].c));
            for (Clause *c = nd->dir->clauses; c; c = c->next) {
                if (!is_data_clause(c->kind)) continue;
                for (int i = 0; i < c->nvars; i++) {
                    VarItem *it = &c->vars[i];
                    if (it->nsub || strcmp(it->base, name)) continue;
                    it->subs = arena_alloc(u->arena, sizeof *it->subs);
                    it->subs[0].len = ext;
                    it->nsub = 1;
                }
            }
            if (nd->kind != N_COMPUTE || !find_var(nd, name) || names_var(nd->dir, name)
                || loops_name_var(nd->loops, name))
                continue;
            Clause *dc = dir_find(nd->dir, CL_DEFAULT);
            if (dc && dc->dflt != DEFAULT_UNSET) continue;
            Clause *c = arena_alloc(u->arena, sizeof *c);
            c->kind = CL_COPY;
            c->col = 0;
            c->nvars = 1;
            c->vars = arena_alloc(u->arena, sizeof *c->vars);
            c->vars[0] = (VarItem){.text = name, .base = name, .nsub = 1, .subs = arena_alloc(u->arena, sizeof(Subscript))};
            c->vars[0].subs[0].len = ext;
            Clause **tail = &nd->dir->clauses;
            while (*tail) tail = &(*tail)->next;
            *tail = c;
        }
    }
}

/* Parse the preprocessed file into u; 0 on success. */
int frontend_parse(Unit *u, const char *pp_path)
{
    static Ctx cx;
    memset(&cx, 0, sizeof cx);
    cx.u = u;
    the_ctx = &cx;
    u->stem = file_stem(u->arena, u->src_name);
    scan_lines(&cx);

    int ndirs;
    RawDir *dirs = find_directives(&cx, &ndirs);

    const char **args = clang_args(&cx);
    int na = 0;
    while (args[na]) na++;
    CXIndex idx = clang_createIndex(0, 0);
    /* the text gwcc read (Unit.pp), from memory: every offset is one of it */
    struct CXUnsavedFile text = {pp_path, u->pp, (unsigned long)u->pp_len};
    enum CXErrorCode ec = clang_parseTranslationUnit2(idx, pp_path, args, na, &text, 1,
                                                      CXTranslationUnit_KeepGoing, &cx.tu);
    if (ec != CXError_Success) {
        error_at((Loc){u->src_name, 0, 0, NULL}, "libclang could not parse the file (error %d)", (int)ec);
        free(dirs);
        clang_disposeIndex(idx);
        return 1;
    }
    report_clang(&cx);
    if (!error_count()) {
        Visit v = {&cx, -1, 0};
        clang_visitChildren(clang_getTranslationUnitCursor(cx.tu), visit, &v);
        check_clause_names(&cx, dirs, ndirs);
        collect_decls(&cx);
        cxx_tags(&cx);
        knr_lower(&cx);
        cxx_lower(&cx);
        collect_routines(&cx, dirs, ndirs);
        routine_protos(&cx);
        build_nodes(&cx, dirs, ndirs);
        arr_param_items(&cx);
        routine_loops(&cx, dirs, ndirs);
        routine_defs(&cx);
        collect_jumps(&cx);
        settle_points(&cx);
    }
    free(dirs);
    edit_release(&cx.spell);
    free(cx.int_complex);
    free(cx.n);
    cx.n = NULL;
    clang_disposeTranslationUnit(cx.tu);
    clang_disposeIndex(idx);
    return error_count() ? 1 : 0;
}
