/* fe_decls.c: declarations: the top-level ones the device code may need (types, globals,
 * functions), K&R definitions lowered, and the names in clauses checked against the declarations
 * in scope. Part of the front end: sees libclang (frontend.h). */
#include "gangway.h"
#include "frontend.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
        if (!top && (c->kind == CXCursor_EnumConstantDecl || is_type_decl(c->kind)))
            for (Decl *d = decls; d && !top; d = d->next)       /* in a function's type put at file scope */
                top = !d->is_function && d->start <= c->start && c->end <= d->end;
        if (!top || c->kind == CXCursor_FunctionDecl) continue;
        CXString s = clang_getCursorSpelling(c->c);
        bool same = !strcmp(clang_getCString(s), name);
        clang_disposeString(s);
        if (same) return true;
    }
    return false;
}

/* Types declared inside a function: the kernels' parameters and bodies may
 * name them, so the CUDA file declares them at file scope, unless a name
 * clashes there or a type depends on a variable (variably modified): the
 * nodes from `from` to end, of the declaration statement ds. */
static bool local_range_ok(Ctx *cx, int ds, int from, size_t end)
{
    for (int j = from; j < cx->nn && cx->n[j].start < end; j++) {
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

/* A declaration statement of types only (typedef, struct, union, enum). */
static bool local_types_ok(Ctx *cx, int ds)
{
    CNode *d = &cx->n[ds];
    if (d->first < 0) return false;
    for (int k = d->first; k >= 0; k = cx->n[k].next)
        if (!is_type_decl(cx->n[k].kind)) return false;
    return local_range_ok(cx, ds, ds + 1, d->end);
}

/* Where the definition of tag t ends, with the GNU attributes after its '}'
 * (struct s { char c; } __attribute__((aligned(16)))): libclang's extent
 * stops at the brace, and a CUDA copy without them would lay the type out
 * otherwise than the host does. */
static size_t tag_end(Ctx *cx, int t)
{
    CNode *c = &cx->n[t];
    size_t end = c->end;
    CXFile f;
    clang_getFileLocation(clang_getRangeEnd(clang_getCursorExtent(c->c)), &f, NULL, NULL, NULL);
    if (!f || end >= cx->u->pp_len) return end;
    size_t to = end + 4096 < cx->u->pp_len ? end + 4096 : cx->u->pp_len;
    CXSourceRange r = clang_getRange(clang_getLocationForOffset(cx->tu, f, (unsigned)end),
                                     clang_getLocationForOffset(cx->tu, f, (unsigned)to));
    CXToken *tk;
    unsigned n;
    clang_tokenize(cx->tu, r, &tk, &n);
    unsigned i = 0;
    while (i + 1 < n) {
        CXString sp = clang_getTokenSpelling(cx->tu, tk[i]);
        const char *w = clang_getCString(sp);
        bool attr = !strcmp(w, "__attribute__") || !strcmp(w, "__attribute");
        clang_disposeString(sp);
        if (!attr) break;
        int depth = 0;
        unsigned j = i + 1;
        for (; j < n; j++) {
            CXString q = clang_getTokenSpelling(cx->tu, tk[j]);
            const char *v = clang_getCString(q);
            bool punct = clang_getTokenKind(tk[j]) == CXToken_Punctuation;
            depth += punct && !strcmp(v, "(") ? 1 : punct && !strcmp(v, ")") ? -1 : 0;
            clang_disposeString(q);
            if (depth <= 0) break;
        }
        if (j >= n || depth) break;         /* not a whole attribute: the file's end */
        end = fe_offset_of(clang_getRangeEnd(clang_getTokenExtent(cx->tu, tk[j])));
        i = j + 1;
    }
    clang_disposeTokens(cx->tu, tk, n);
    return end;
}

/* A declaration statement that defines a struct, union or enum and
 * declares variables of it (struct p { ... } v;), or a parameter whose
 * type is defined in the parameter list (enum { A, B } m): the type alone,
 * on the same terms, for the kernels that take those variables; or -1. */
static int local_tag(Ctx *cx, int ds)
{
    CNode *d = &cx->n[ds];
    int t = d->first;
    if (t < 0 || !is_type_decl(cx->n[t].kind) || cx->n[t].kind == CXCursor_TypedefDecl
        || !clang_isCursorDefinition(cx->n[t].c) || (d->kind == CXCursor_DeclStmt && cx->n[t].next < 0))
        return -1;
    for (int k = cx->n[t].next; k >= 0 && d->kind == CXCursor_DeclStmt; k = cx->n[k].next)
        if (cx->n[k].kind != CXCursor_VarDecl) return -1;
    return local_range_ok(cx, ds, t, cx->n[t].end) ? t : -1;
}

/* The '{' of tag t's definition. */
static size_t tag_brace(Ctx *cx, int t)
{
    CXToken *tk;
    unsigned n;
    size_t at = cx->n[t].end;
    clang_tokenize(cx->tu, clang_getCursorExtent(cx->n[t].c), &tk, &n);
    for (unsigned i = 0; i < n; i++) {
        CXString sp = clang_getTokenSpelling(cx->tu, tk[i]);
        bool open = clang_getTokenKind(tk[i]) == CXToken_Punctuation
                    && !strcmp(clang_getCString(sp), "{");
        clang_disposeString(sp);
        if (open) {
            at = fe_offset_of(clang_getTokenLocation(cx->tu, tk[i]));
            break;
        }
    }
    clang_disposeTokens(cx->tu, tk, n);
    return at;
}

/* Is top-level tag i inside the parameter list of the function declared
 * next?  libclang puts a tag defined in a nested parameter list (that of a
 * parameter's function type, int (*f)(enum { A } a)) at file scope. */
static bool in_params(Ctx *cx, int i)
{
    CNode *c = &cx->n[i];
    if (c->kind == CXCursor_TypedefDecl) return false;
    int j = i + 1;
    while (j < cx->nn && cx->n[j].parent >= 0) j++;
    return j < cx->nn && cx->n[j].kind == CXCursor_FunctionDecl && c->start > cx->n[j].start
           && c->end <= cx->n[j].end;
}

/* Is a type starting at offset start among u's declarations already?  A
 * struct or union a parameter list defines is one of the file's top-level
 * cursors too (in_params), as well as the parameter's child. */
static bool collected(Unit *u, size_t start)
{
    for (Decl *d = u->decls; d; d = d->next)
        if (!d->is_function && d->start == start) return true;
    return false;
}

Decl **fe_local_types(Ctx *cx, int fn, Decl **tail)
{
    Unit *u = cx->u;
    for (int j = fn + 1; j < cx->nn && cx->n[j].parent >= 0; j++) {
        CNode *c = &cx->n[j];
        if (c->kind != CXCursor_DeclStmt && c->kind != CXCursor_ParmDecl) continue;
        int t = c->kind == CXCursor_DeclStmt && local_types_ok(cx, j) ? j : local_tag(cx, j);
        if (t < 0 || (c->kind == CXCursor_ParmDecl && collected(u, cx->n[t].start))) continue;
        Decl *d = arena_alloc(u->arena, sizeof *d);
        d->start = cx->n[t].start;
        d->end = t == j ? cx->n[t].end : tag_end(cx, t);
        int last = t == j ? c->last : t;
        d->name = cx_str(u->arena, clang_getCursorSpelling(cx->n[last].c));
        if (c->kind == CXCursor_ParmDecl) d->param_body = tag_brace(cx, t);
        *tail = d;
        tail = &d->next;
    }
    return tail;
}

/* Does type t (through pointers, arrays and typedefs) have a size that
 * depends on a variable? */
static bool variably_modified(CXType t)
{
    for (int depth = 0; depth < 32; depth++) {
        switch (t.kind) {
        case CXType_VariableArray: case CXType_DependentSizedArray: return true;
        case CXType_Pointer: t = clang_getPointeeType(t); break;
        case CXType_ConstantArray: case CXType_IncompleteArray: t = clang_getArrayElementType(t); break;
        case CXType_Typedef: t = clang_getTypedefDeclUnderlyingType(clang_getTypeDeclaration(t)); break;
        case CXType_Elaborated: t = clang_Type_getNamedType(t); break;
        default: return false;
        }
    }
    return false;
}

/* A struct, union, enum or typedef declared inside a function that the
 * CUDA file does not declare (fe_local_types: its name is taken at file
 * scope or by another function's type), for a reason other than a size
 * that depends on a variable: device code naming it would get the other
 * type of that name, or none. */
bool fe_local_type_unhoisted(Ctx *cx, CXCursor decl)
{
    enum CXCursorKind k = clang_getCursorKind(decl);
    if (!is_type_decl(k)) return false;
    CXCursor def = clang_getCursorDefinition(decl);
    if (!clang_Cursor_isNull(def)) decl = def;
    bool local = false;
    for (CXCursor p = clang_getCursorSemanticParent(decl); !clang_Cursor_isNull(p) && !local;
         p = clang_getCursorSemanticParent(p)) {
        enum CXCursorKind pk = clang_getCursorKind(p);
        if (pk == CXCursor_TranslationUnit || clang_isInvalid(pk)) break;
        local = pk == CXCursor_FunctionDecl;
    }
    if (!local) return false;
    CXSourceRange r = clang_getCursorExtent(decl);
    size_t a = fe_offset_of(clang_getRangeStart(r)), b = fe_offset_of(clang_getRangeEnd(r));
    for (Decl *d = cx->u->decls; d; d = d->next) {
        if (!d->is_function && d->start <= a && b <= d->end) return false;
        if (d->is_function && d->start <= a && a < d->body_start)
            return false;       /* a parameter list's: fe_param_tag_clash */
    }
    CXType t = k == CXCursor_TypedefDecl ? clang_getTypedefDeclUnderlyingType(decl) : clang_getCursorType(decl);
    return !variably_modified(t);
}

void fe_collect_decls(Ctx *cx)
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
            last->end = fe_stmt_end(u, c);
            last->name = cx_str(u->arena, clang_getCursorSpelling(c->c));
            continue;
        }
        Decl *d = arena_alloc(u->arena, sizeof *d);
        d->start = c->start;
        d->end = fn ? c->end : fe_stmt_end(u, c);
        if (ty && c->kind != CXCursor_TypedefDecl && clang_isCursorDefinition(c->c) && u->pp[d->end - 1] == '}')
            d->end = tag_end(cx, i);
        if (ty && in_params(cx, i)) {
            d->end = tag_end(cx, i);
            d->param_body = tag_brace(cx, i);
        }
        d->is_function = fn;
        d->name = cx_str(u->arena, clang_getCursorSpelling(c->c));
        if (fn) {
            d->is_static = clang_getCursorLinkage(c->c) == CXLinkage_Internal;
            int b = c->last;
            d->body_start = b >= 0 && cx->n[b].kind == CXCursor_CompoundStmt ? cx->n[b].start : c->end;
        }
        *tail = d;
        tail = &d->next;
        if (fn) tail = fe_local_types(cx, i, tail);
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
        if (fe_offset_of(clang_getTokenLocation(cx->tu, t[i])) >= name_at) break;
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

/* The parameter declarations of a K&R definition, [from, to), become blank
 * lines in the CUDA text; a struct, union or enum one defines is declared
 * before the function, and emit_cuda.c's param_type_edits blank it in the
 * function's copies (its text keeps the edits that name it there). */
static void knr_drop_decls(Unit *u, size_t from, size_t to)
{
    while (from < to) {
        size_t gap = to, gap_end = to;
        for (Decl *t = u->decls; t; t = t->next)
            if (t->param_body && t->start >= from && t->start < gap && t->end <= to) gap = t->start, gap_end = t->end;
        if (gap > from) edit_add(&u->cxx, from, gap, unit_newlines(u, from, gap), EDIT_PLAIN);
        from = gap_end;
    }
}

/* Function definitions in forms C++ does not take, rewritten for the CUDA
 * text: the implicit int return type written out, and a K&R definition
 * ('double f(a, b) double a; int b; {...}') given its prototype from the
 * parameters' declared types. */
void fe_knr_lower(Ctx *cx)
{
    Unit *u = cx->u;
    for (Decl *d = u->decls; d; d = d->next) {
        if (!d->is_function) continue;
        int i = fe_top_node_at(cx, d->start, CXCursor_FunctionDecl);
        if (i < 0) continue;
        CNode *c = &cx->n[i];
        size_t name_at = fe_offset_of(clang_getCursorLocation(c->c));
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
            size_t ps = fe_offset_of(clang_getRangeStart(clang_getCursorExtent(p)));
            knr = ps > close || ps == fe_offset_of(clang_getCursorLocation(p));
        }
        if (!knr) continue;
        Buf b;
        buf_init(&b);
        buf_puts(&b, "(");
        for (int k = 0; k < na; k++) {
            CXCursor p = clang_Cursor_getArgument(c->c, (unsigned)k);
            char *pt = cuda_type_of(u, clang_getCursorType(p));
            char *pn = cx_str(u->arena, clang_getCursorSpelling(p));
            buf_printf(&b, "%s%s", k ? ", " : "", fe_declarator(u->arena, pt, pn));
        }
        buf_puts(&b, ")");
        edit_add(&u->cxx, open, close + 1, arena_strdup(u->arena, buf_cstr(&b)), EDIT_PLAIN);
        buf_release(&b);
        knr_drop_decls(u, close + 1, d->body_start);
        d->knr = true;
    }
}

/* ---- names gwcc's own code uses ---- */

/* The host C and CUDA gwcc writes name their variables, parameters,
 * functions and types gw_..., and gangway_rt.h's macros GW_...: a name of
 * the program's with either prefix, in a file with directives, would be
 * taken for one of them (a kernel's gw_lo parameter twice, a GW_MAP_COPY
 * variable replaced by the macro).  A located error, as the README says
 * those prefixes are gwcc's; our own headers' names, and prototypes of
 * libgangway's functions (tests declare its hooks), are left alone. */
void fe_reserved_names(Ctx *cx)
{
    for (int i = 0; i < cx->nn; i++) {
        CNode *c = &cx->n[i];
        switch (c->kind) {
        case CXCursor_VarDecl: case CXCursor_ParmDecl: case CXCursor_FunctionDecl: case CXCursor_TypedefDecl:
        case CXCursor_EnumConstantDecl: case CXCursor_StructDecl: case CXCursor_UnionDecl: case CXCursor_EnumDecl:
            break;
        default:
            continue;
        }
        CXString sp = clang_getCursorSpelling(c->c);
        const char *name = clang_getCString(sp);
        bool ours = (!strncmp(name, "gw_", 3) || !strncmp(name, "GW_", 3))
                    && (c->kind != CXCursor_FunctionDecl || clang_isCursorDefinition(c->c));
        if (ours && !clang_Location_isInSystemHeader(clang_getCursorLocation(c->c))) {
            SrcPos p = unit_pos(cx->u, c->start);
            if (!strstr(p.file, "openacc.h") && !strstr(p.file, "gangway") && !strstr(p.file, "acc_prof.h"))
                error_at(unit_loc(cx->u, fe_offset_of(clang_getCursorLocation(c->c))),
                         "'%s': names beginning with 'gw_' or 'GW_' are gwcc's own, used by the code it "
                         "generates; rename it", name);
        }
        clang_disposeString(sp);
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
    if (cx->named) {
        *count = cx->nnamed;
        return cx->named;
    }
    int n = 0;
    for (int i = 0; i < cx->nn; i++) n += cx->n[i].kind == CXCursor_VarDecl || cx->n[i].kind == CXCursor_ParmDecl;
    NamedDecl *v = arena_alloc(cx->u->arena, sizeof *v * (n ? n : 1));
    n = 0;
    for (int i = 0; i < cx->nn; i++)
        if (cx->n[i].kind == CXCursor_VarDecl || cx->n[i].kind == CXCursor_ParmDecl)
            v[n++] = (NamedDecl){cx_str(cx->u->arena, clang_getCursorSpelling(cx->n[i].c)), i};
    qsort(v, n, sizeof *v, named_decl_cmp);
    *count = cx->nnamed = n;
    return cx->named = v;
}

/* The variable or parameter named name that offset at sees (the last one
 * declared before it in a scope around it), or -1; decls: named_decls. */
static int name_visible(Ctx *cx, const NamedDecl *decls, int ndecls, const char *name, size_t at)
{
    int first = 0, end = ndecls;
    for (int hi = ndecls; first < hi;) {        /* the first declaration of name */
        int mid = (first + hi) / 2;
        if (strcmp(decls[mid].name, name) < 0) first = mid + 1;
        else hi = mid;
    }
    for (int lo = first; lo < end;) {           /* past the last */
        int mid = (lo + end) / 2;
        if (strcmp(decls[mid].name, name) <= 0) lo = mid + 1;
        else end = mid;
    }
    /* the last in the AST's order that at sees: from the last declared
       before at (the array's order is the text's) back */
    for (int lo = first; lo < end;) {
        int mid = (lo + end) / 2;
        if (cx->n[decls[mid].node].start <= at) lo = mid + 1;
        else end = mid;
    }
    for (int k = end - 1; k >= first; k--) {
        int i = decls[k].node;
        CNode *c = &cx->n[i];
        if (c->start > at) continue;
        int p = c->parent;
        while (p >= 0 && !is_scope(cx->n[p].kind)) p = cx->n[p].parent;
        if (p >= 0 && (at < cx->n[p].start || at >= cx->n[p].end)) continue;
        return i;
    }
    return -1;
}

/* The declaration (node) of the variable or parameter name that offset at
 * sees, or -1 (fe_pacc.c). */
int fe_visible_decl(Ctx *cx, const char *name, size_t at)
{
    int n;
    NamedDecl *decls = named_decls(cx, &n);
    return name_visible(cx, decls, n, name, at);
}

/* Every variable a clause names is declared where its directive stands:
 * otherwise the host compiler would be the one to say so, in our text. */
void fe_check_clause_names(Ctx *cx, RawDir *dirs, int ndirs)
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
                while (fe_is_ident_char(b[n])) n++;
                char *root = arena_strndup(cx->u->arena, b, n);
                if (n && !decls) decls = named_decls(cx, &ndecls);
                int decl = n ? name_visible(cx, decls, ndecls, root, dirs[d].start) : 0;
                if (decl >= 0 && clang_getCursorKind(cx->n[decl].c) == CXCursor_VarDecl
                    && clang_getCursorTLSKind(cx->n[decl].c) != CXTLS_None) {
                    Loc at = dir->loc;
                    at.col = c->vars[i].col;
                    error_at(at, "'%s' is thread-local ('__thread' or '_Thread_local'): each host thread has its "
                             "own and the device has none, so no clause can name it; copy it into a variable of "
                             "the function", root);
                    c->vars[i].undeclared = true;
                    continue;
                }
                if (decl >= 0 && dir->kind == DIR_DECLARE && c->kind == CL_LINK
                    && (clang_getCursorKind(cx->n[decl].c) != CXCursor_VarDecl
                        || !clang_Cursor_hasVarDeclGlobalStorage(cx->n[decl].c))) {
                    Loc at = dir->loc;      /* gcc: "must be a global variable in '#pragma acc declare link'" */
                    at.col = c->vars[i].col;
                    error_at(at, "'%s' in 'declare link' must be a global variable (at file scope, static or "
                             "extern): the device links to one copy of it, which a function's own variable or "
                             "parameter does not have", root);
                    c->vars[i].undeclared = true;
                    continue;
                }
                if (decl >= 0 && !b[n]) {
                    CXType t = clang_getCanonicalType(clang_getCursorType(cx->n[decl].c));
                    if (t.kind == CXType_ConstantArray) {
                        c->vars[i].array_len = clang_getArraySize(t);
                        enum CXTypeKind ek = clang_getCanonicalType(clang_getArrayElementType(t)).kind;
                        c->vars[i].array_nested = ek == CXType_ConstantArray || ek == CXType_IncompleteArray
                                                  || ek == CXType_VariableArray;
                    }
                }
                if (!n || decl >= 0) continue;
                c->vars[i].undeclared = true;
                Loc at = dir->loc;
                at.col = c->vars[i].col;
                error_at(at, "'%s' is not declared here", root);
            }
    }
}

/* A file with device code: the types parameter lists define are declared at
 * file scope in the CUDA text (param_type_edits), where C's separate
 * prototype scopes are one.  Two of them, or one and a file-scope type,
 * defining the same enumerator or tag would be redefinitions there: a
 * located error here, in every mode, rather than CUDA that cannot compile. */
void fe_param_tag_clash(Ctx *cx)
{
    Unit *u = cx->u;
    if (!u->ncompute && !u->routines) return;
    typedef struct { const char *name; size_t at; bool param; } Name;
    int cap = 64, n = 0;
    Name *v = malloc(sizeof *v * (size_t)cap);
    for (int i = 0; i < cx->nn && v; i++) {
        CNode *c = &cx->n[i];
        bool tag = c->kind == CXCursor_StructDecl || c->kind == CXCursor_UnionDecl || c->kind == CXCursor_EnumDecl;
        if (c->kind != CXCursor_EnumConstantDecl && !(tag && clang_isCursorDefinition(c->c))) continue;
        if (tag && clang_Cursor_isAnonymous(c->c)) continue;
        bool param = false;
        for (int k = c->parent; k >= 0 && !param; k = cx->n[k].parent)
            param = cx->n[k].kind == CXCursor_ParmDecl;
        for (Decl *d = u->decls; d && !param; d = d->next)
            param = d->param_body && c->start >= d->start && c->start < d->end;
        if (!param) {       /* file scope: the enum's (or the tag's) parent is the unit */
            CXCursor e = c->kind == CXCursor_EnumConstantDecl ? clang_getCursorSemanticParent(c->c) : c->c;
            if (clang_getCursorKind(clang_getCursorSemanticParent(e)) != CXCursor_TranslationUnit) continue;
        }
        if (n == cap) {
            Name *w = realloc(v, sizeof *v * (size_t)(cap *= 2));
            if (!w) break;
            v = w;
        }
        v[n++] = (Name){cx_str(u->arena, clang_getCursorSpelling(c->c)), c->start, param};
    }
    for (int i = 0; v && i < n; i++)
        for (int j = 0; j < i; j++) {
            if ((!v[i].param && !v[j].param) || v[i].at == v[j].at || strcmp(v[i].name, v[j].name)) continue;
            const Name *p = v[i].param ? &v[i] : &v[j], *o = p == &v[i] ? &v[j] : &v[i];
            error_at(unit_loc(u, p->at),
                     "'%s', defined in a parameter list, is also defined at line %d; in a file with device "
                     "code gwcc declares the types of parameter lists at file scope, where the two would "
                     "clash: rename one, or define the type once at file scope",
                     p->name, unit_pos(u, o->at).line);
            break;
        }
    free(v);
}
