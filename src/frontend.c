/* frontend.c: preprocessed C to IR: find the directives, parse the C with
 * libclang, attach each directive to its statement, and run the front end's
 * passes in order (frontend_parse); what a compute construct records (its
 * variables, loops, accesses...) is fe_vars.c's and the other fe_*.c's.
 * With them and cxx*.c, the only files that see libclang. */
#include "gangway.h"
#include "frontend.h"

#include <ctype.h>
#include <limits.h>
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
        const char *name;
        size_t nlen;
        if (line_marker(p, p + len, &line, &name, &nlen, &sys)) {
            if (strlen(file) != nlen || strncmp(file, name, nlen)) file = arena_strndup(u->arena, name, nlen);
        } else {
            if (cx->nlines == cap) cx->lines = realloc(cx->lines, sizeof(PLine) * (cap *= 2));
            cx->lines[cx->nlines++] = (PLine){off, file, line, sys};
            if (line < INT_MAX) line++;         /* #line 2147483647: no overflow */
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

/* Is offset off in a system header's text? */
bool fe_in_system(Ctx *cx, size_t off)
{
    PLine *l = line_of(cx, off);
    return l && l->system;
}

SrcPos unit_pos(Unit *u, size_t off)
{
    PLine *l = line_of(the_ctx, off);
    if (!l) return (SrcPos){u->src_name, 0, 0};
    return (SrcPos){l->file, l->line, (int)(off - l->off) + 1};
}

/* The line breaks of u->pp[a, b): what an edit that removes that text
 * writes, so that the lines after it keep their numbers. */
char *unit_newlines(Unit *u, size_t a, size_t b)
{
    char *nl = arena_alloc(u->arena, b - a + 1);
    size_t n = 0;
    for (size_t i = a; i < b; i++)
        if (u->pp[i] == '\n') nl[n++] = '\n';
    nl[n] = 0;
    return nl;
}

/* With the line's text from the user's file, and the columns of its
 * preprocessed text mapped back to it where they differ (macros, comments,
 * the lines a macro's arguments took, which cc -E joins into one). */
Loc unit_loc(Unit *u, size_t off)
{
    SrcPos p = unit_pos(u, off);
    PLine *l = line_of(the_ctx, off);
    if (!l || (l->system && !(p.file && src_is_user_file(u, p.file))))
        return (Loc){p.file, p.line, p.col, src_line_text(u, p.file, p.line), NULL};
    if (l->system) {
        /* a system header's macro expanded in the user's line (sqrt of
         * <tgmath.h>): cc -E indents its expansion to just before the macro's
         * name, which the whole expansion stands for */
        const char *t = src_line_text(u, p.file, p.line);
        size_t c = 0, n = t ? strcspn(t, "\n") : 0;
        while (l->off + c < u->pp_len && (u->pp[l->off + c] == ' ' || u->pp[l->off + c] == '\t')) c++;
        while (c < n && !(fe_is_ident_char(t[c]) && (!c || !fe_is_ident_char(t[c - 1])) && !isdigit((unsigned char)t[c])))
            c++;
        return (Loc){p.file, p.line, c < n ? (int)c + 1 : p.col, t, NULL};
    }
    const char *s = u->pp + l->off, *e = memchr(s, '\n', u->pp_len - l->off);
    int last = p.line;          /* in long long: after '#line 2147483647' p.line + 1 overflows */
    if (l + 1 < the_ctx->lines + the_ctx->nlines && l[1].file == l->file && l[1].line > (long long)p.line + 1)
        last = (long long)l[1].line - 1 < (long long)p.line + 64 ? l[1].line - 1 : p.line + 64;
    const ColMap *m = src_map(u, s, e ? (size_t)(e - s) : u->pp_len - l->off, 1, p.file, p.line, last);
    return (Loc){p.file, p.line, p.col, src_line_text(u, p.file, p.line), m};
}

/* ---- the AST as an array ---- */

size_t fe_offset_of(CXSourceLocation loc)
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
    cx->n[me] = (CNode){c, clang_getCursorKind(c), fe_offset_of(clang_getRangeStart(r)),
                        fe_offset_of(clang_getRangeEnd(r)), v->parent, -1, -1, -1, v->count++, NULL, NULL};
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

bool fe_is_stmt_kind(enum CXCursorKind k)
{
    return clang_isStatement(k) || clang_isExpression(k) || k == CXCursor_DeclStmt;
}

int fe_up(Ctx *cx, int i)
{
    int p = cx->n[i].parent;
    while (p >= 0 && (cx->n[p].kind == CXCursor_UnexposedExpr || cx->n[p].kind == CXCursor_ParenExpr)) {
        i = p;
        p = cx->n[p].parent;
    }
    return p;
}

/* The child of p on the path to i (i itself when p is its parent). */
int fe_child_toward(Ctx *cx, int p, int i)
{
    while (i >= 0 && cx->n[i].parent != p) i = cx->n[i].parent;
    return i;
}

/* ---- nodes by position ---- */

typedef struct StartKey {
    size_t start;
    int node;
} StartKey;

static int start_key_cmp(const void *a, const void *b)
{
    const StartKey *x = a, *y = b;
    if (x->start != y->start) return x->start < y->start ? -1 : 1;
    return x->node - y->node;
}

/* Ctx.by_start, least_from and most_upto, once after the AST is flat: the
 * passes ask for a construct's nodes per construct, and a scan of the
 * whole AST each time made compile time quadratic in constructs. */
static void index_positions(Ctx *cx)
{
    int n = cx->nn;
    StartKey *keys = malloc(sizeof *keys * (size_t)(n ? n : 1));
    cx->by_start = malloc(sizeof(int) * (size_t)(n ? n : 1));
    cx->least_from = malloc(sizeof(int) * (size_t)(n + 1));
    cx->most_upto = malloc(sizeof(int) * (size_t)(n ? n : 1));
    if (!keys || !cx->by_start || !cx->least_from || !cx->most_upto) gw_bug("out of memory");
    for (int i = 0; i < n; i++) keys[i] = (StartKey){cx->n[i].start, i};
    if (n) qsort(keys, (size_t)n, sizeof *keys, start_key_cmp);
    for (int k = 0; k < n; k++) cx->by_start[k] = keys[k].node;
    cx->least_from[n] = n;
    for (int k = n - 1; k >= 0; k--)
        cx->least_from[k] = keys[k].node < cx->least_from[k + 1] ? keys[k].node : cx->least_from[k + 1];
    for (int k = 0; k < n; k++)
        cx->most_upto[k] = k && cx->most_upto[k - 1] > keys[k].node ? cx->most_upto[k - 1] : keys[k].node;
    free(keys);
    cx->fns = malloc(sizeof(int) * (size_t)(n ? n : 1));
    cx->fns_most_end = malloc(sizeof(size_t) * (size_t)(n ? n : 1));
    if (!cx->fns || !cx->fns_most_end) gw_bug("out of memory");
    for (int k = 0; k < n; k++) {
        CNode *c = &cx->n[cx->by_start[k]];
        if (c->kind != CXCursor_FunctionDecl) continue;
        size_t before = cx->nfns ? cx->fns_most_end[cx->nfns - 1] : 0;
        cx->fns_most_end[cx->nfns] = c->end > before ? c->end : before;
        cx->fns[cx->nfns++] = cx->by_start[k];
    }
}

/* The last function declaration, at any depth and in the AST's order, whose
 * range [start, end) holds off; -1: none.  Only those after the last one
 * to end past off need a look. */
int fe_function_at(Ctx *cx, size_t off)
{
    int lo = 0, hi = cx->nfns, fn = -1;
    while (lo < hi) {           /* the functions that start at or before off */
        int mid = (lo + hi) / 2;
        if (cx->n[cx->fns[mid]].start <= off) lo = mid + 1;
        else hi = mid;
    }
    for (int k = lo - 1; k >= 0 && cx->fns_most_end[k] > off; k--)
        if (cx->n[cx->fns[k]].end > off && cx->fns[k] > fn) fn = cx->fns[k];
    return fn;
}

/* The first position in by_start whose node starts at or after off. */
static int first_at(Ctx *cx, size_t off)
{
    int lo = 0, hi = cx->nn;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (cx->n[cx->by_start[mid]].start < off) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

/* The outermost node that starts first at or after off (a parent comes
 * before its children in the AST's order), or -1. */
int fe_node_after(Ctx *cx, size_t off)
{
    int k = cx->by_start ? first_at(cx, off) : cx->nn;
    return k < cx->nn ? cx->by_start[k] : -1;
}

/* The first top-level node of kind k that starts at off, or -1. */
int fe_top_node_at(Ctx *cx, size_t off, enum CXCursorKind k)
{
    for (int j = first_at(cx, off); j < cx->nn && cx->n[cx->by_start[j]].start == off; j++)
        if (cx->n[cx->by_start[j]].parent < 0 && cx->n[cx->by_start[j]].kind == k) return cx->by_start[j];
    return -1;
}

/* Where the pre-order keeps a range's nodes together (almost always), the
 * span is exactly them; a scan over it with the range's test finds what a
 * scan of the whole array would, in the same order. */
FeSpan fe_span(Ctx *cx, size_t lo, size_t hi)
{
    if (!cx->by_start || lo >= hi) return (FeSpan){0, 0};
    int a = first_at(cx, lo), b = first_at(cx, hi);
    if (a >= b) return (FeSpan){0, 0};
    return (FeSpan){cx->least_from[a], cx->most_upto[b - 1] + 1};
}

/* The first directive that starts at or after off (dirs are in text order). */
int fe_first_dir(const RawDir *dirs, int ndirs, size_t off)
{
    int lo = 0, hi = ndirs;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (dirs[mid].start < off) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

/* ---- text helpers ---- */

size_t fe_skip_space(Unit *u, size_t i)
{
    while (i < u->pp_len && isspace((unsigned char)u->pp[i])) i++;
    return i;
}

static enum CXChildVisitResult keep_last(CXCursor c, CXCursor parent, CXClientData data)
{
    (void)parent;
    *(CXCursor *)data = c;
    return CXChildVisit_Continue;
}

/* Does statement c end with a block, so that no ';' follows it?  A compound
 * literal's '}' or a do-while's ')' do not end one. */
static bool ends_in_block(CXCursor c)
{
    switch (clang_getCursorKind(c)) {
    case CXCursor_CompoundStmt:
        return true;
    case CXCursor_IfStmt: case CXCursor_ForStmt: case CXCursor_WhileStmt: case CXCursor_SwitchStmt:
    case CXCursor_LabelStmt: case CXCursor_CaseStmt: case CXCursor_DefaultStmt: {
        CXCursor last = clang_getNullCursor();
        clang_visitChildren(c, keep_last, &last);
        return !clang_Cursor_isNull(last) && ends_in_block(last);
    }
    default:
        return false;
    }
}

/* End of a statement, including the ';' libclang leaves out of expressions
 * (after a macro's expansion, such as assert's, a line marker may come
 * before it).  A declaration's '}' (a struct's) ends it as before. */
size_t fe_stmt_end(Unit *u, CNode *n)
{
    size_t e = n->end;
    bool stmt = clang_isStatement(n->kind) || clang_isExpression(n->kind);
    if (e > 0 && (u->pp[e - 1] == ';' || (u->pp[e - 1] == '}' && (!stmt || ends_in_block(n->c))))) return e;
    size_t i = fe_skip_space(u, e);
    while (i < u->pp_len && u->pp[i] == '#' && u->pp[i - 1] == '\n') {
        while (i < u->pp_len && u->pp[i] != '\n') i++;
        i = fe_skip_space(u, i);
    }
    return i < u->pp_len && u->pp[i] == ';' ? i + 1 : e;
}

char *fe_trim(Arena *a, const char *s, size_t n)
{
    while (n && isspace((unsigned char)*s)) s++, n--;
    while (n && isspace((unsigned char)s[n - 1])) n--;
    return arena_strndup(a, s, n);
}

bool fe_is_ident_char(char c) { return isalnum((unsigned char)c) || c == '_'; }

/* The directive as written in the user's file (continuations joined), so
 * diagnostics carry the user's columns; NULL when it came from a macro. */
static char *original_text(Unit *u, SrcPos pos, int *col)
{
    size_t len;
    const char *p = src_line(src_file(u, pos.file), pos.line, &len);
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
        if (dir_pragma_kind(t, t + b.len)) {
            const char *h = strchr(t, '#');
            *col = (int)(h - t) + 1;
            res = arena_strdup(u->arena, t);
        }
        buf_release(&b);
    }
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
        if (cx->lines[i].system || !dir_pragma_kind(p, e)) continue;
        SrcPos pos = {cx->lines[i].file, cx->lines[i].line, 0};
        int col = 1;
        char *orig = original_text(u, pos, &col);
        char *ppt = arena_strndup(u->arena, p, (size_t)(e - p));
        Directive *d;
        /* messages place each token where the user spelled it (Loc.map):
           on continuation lines, in a macro, in a _Pragma's string */
        const char *h = strchr(ppt, '#');
        if (orig && !strcmp(orig + col - 1, h)) {
            Loc loc = {pos.file, pos.line, col, arena_strdup(u->arena, orig),
                       src_map(u, orig + col - 1, strlen(orig + col - 1), col, pos.file, pos.line, pos.line)};
            d = dir_parse(u->arena, orig + col - 1, loc);
        } else {                        /* macros expanded (gcc expands '#pragma acc'), or _Pragma */
            if (!orig) col = (int)(h - ppt) + 1;
            Loc loc = {pos.file, pos.line, col, ppt, src_map(u, h, strlen(h), col, pos.file, pos.line, pos.line)};
            d = dir_parse(u->arena, h, loc);
        }
        if (!d) continue;
        if (n == cap) v = realloc(v, sizeof(RawDir) * (cap *= 2));
        v[n++] = (RawDir){off, (size_t)(e - u->pp) + (*e == '\n'), d, false, NULL, PLACE_FILE};
    }
    *count = n;
    return v;
}

/* Is there nothing but blanks, line markers and other directives between
 * a directive's end and the statement start? */
bool fe_follows_directly(Unit *u, size_t from, size_t to)
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

/* The statement that follows a directive: the outermost one starting first
 * (the first in the AST's order among equals). */
int fe_stmt_after(Ctx *cx, size_t off)
{
    int best = -1;
    for (int k = first_at(cx, off); k < cx->nn; k++) {
        CNode *n = &cx->n[cx->by_start[k]];
        if (best >= 0 && n->start > cx->n[best].start) break;
        if (fe_is_stmt_kind(n->kind) && (best < 0 || n->end > cx->n[best].end)) best = cx->by_start[k];
    }
    return best;
}

/* s copied into the arena; s disposed. */
char *cx_str(Arena *a, CXString s)
{
    char *r = arena_strdup(a, clang_getCString(s));
    clang_disposeString(s);
    return r;
}

/* ---- putting it together ---- */

static NodeKind node_kind(DirKind k)
{
    if (dir_is_compute(k)) return N_COMPUTE;
    if (k == DIR_DATA || k == DIR_HOST_DATA) return N_DATA;
    if (k == DIR_LOOP) return N_LOOP_ORPHAN;
    if (k == DIR_ENTER_DATA || k == DIR_EXIT_DATA || k == DIR_UPDATE || k == DIR_WAIT || k == DIR_INIT
        || k == DIR_SHUTDOWN || k == DIR_SET || k == DIR_PACC_INIT)
        return N_STANDALONE;
    if (k == DIR_PACC_PIPELINE) return N_PACC;
    return N_OTHER;
}

/* Directives that act on the host, on data or the device (data, enter and
 * exit data, update, host_data, wait, declare, init, shutdown, set): none
 * may be inside a compute construct (gcc: "construct inside of region");
 * the kernels would drop them. */
static bool host_directive(DirKind k)
{
    switch (k) {
    case DIR_DATA: case DIR_ENTER_DATA: case DIR_EXIT_DATA: case DIR_HOST_DATA: case DIR_UPDATE: case DIR_WAIT:
    case DIR_DECLARE: case DIR_INIT: case DIR_SHUTDOWN: case DIR_SET:
        return true;
    default:
        return false;
    }
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

/* A host directive in a function the device calls runs where the host
 * calls it; where the device does, it cannot (its device copy has none of
 * it), as in GCC.  A warning, once per directive. */
static void device_copy_directives(Ctx *cx)
{
    for (Decl *d = cx->u->decls; d; d = d->next) {
        if (!d->is_function || d->proto || !d->used || cx->u->opt->host_only) continue;
        for (Node *nd = cx->u->nodes; nd; nd = nd->next)
            if (nd->dir && host_directive(nd->dir->kind) && nd->pragma_start >= d->start
                && nd->pragma_start < d->end)
                warning_at(nd->dir->loc, "'%s' in '%s' does nothing where the device calls '%s' (its device "
                           "version cannot move data or wait); it runs where the host calls it",
                           dir_label(nd->dir), d->name, d->name);
    }
}

static void build_nodes(Ctx *cx, RawDir *dirs, int ndirs)
{
    Unit *u = cx->u;
    Node **tail = &u->nodes;
    for (int d = 0; d < ndirs; d++) {
        RawDir *r = &dirs[d];
        if (r->used) continue;
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
        int s = fe_stmt_after(cx, r->end);
        if (s >= 0 && !fe_follows_directly(u, r->end, cx->n[s].start)) s = -1;
        if (s < 0) {
            error_at(r->dir->loc, "'%s' must be followed by a statement", dir_name(r->dir->kind));
            continue;
        }
        if (cx->n[s].kind == CXCursor_DeclStmt) {
            error_at(r->dir->loc, "'%s' applies to a statement, not to a declaration: the names it declares "
                     "would end with the construct; put the declaration and its uses in braces", dir_label(r->dir));
            continue;
        }
        nd->stmt_start = cx->n[s].start;
        nd->stmt_end = fe_stmt_end(u, &cx->n[s]);
        nd->pacc = r->pacc;
        if (nd->kind == N_DATA && nd->pacc) nd->kind = N_PACC;      /* data ... pipeline */
        if (nd->kind == N_PACC) {
            nd->pacc->node = nd;
            continue;
        }
        if (r->dir->kind == DIR_ATOMIC) {
            nd->atomic_op = fe_checked_atomic_op(cx, r->dir, s);
            nd->atomic_op.block = cx->n[s].kind == CXCursor_CompoundStmt;
        }
        if (nd->kind == N_LOOP_ORPHAN && cx->n[s].kind != CXCursor_ForStmt)
            error_at(r->dir->loc, "a 'loop' directive must be followed by a 'for' loop");
        if (nd->kind == N_COMPUTE) {
            cx->n[s].region = nd;
            fe_build_compute(cx, nd, dirs, ndirs, s);
            for (int k = d + 1; k < ndirs && dirs[k].start < nd->stmt_end; k++)    /* nested: the construct's */
                if (dirs[k].dir->kind != DIR_LOOP) {
                    if (dir_is_compute(dirs[k].dir->kind))
                        error_at(dirs[k].dir->loc, "compute construct '%s' cannot be nested in '%s'",
                                 dir_name(dirs[k].dir->kind), dir_name(r->dir->kind));
                    else if (host_directive(dirs[k].dir->kind) && dirs[k].place != PLACE_BAD)
                        error_at(dirs[k].dir->loc, "'%s' cannot be inside the compute construct '%s': the host "
                                 "runs it, before or after the device code; move it out of the construct",
                                 dir_label(dirs[k].dir), dir_name(r->dir->kind));
                    if (dirs[k].dir->kind == DIR_ATOMIC) fe_note_atomic(cx, nd, &dirs[k]);
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
    args[na++] = arena_printf(a, "-ferror-limit=%d", o->error_limit);  /* ours stops at the same */
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
            Loc at = unit_loc(cx->u, fe_offset_of(loc));
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
        if (!fe_is_ident_char(*p)) *p = '_';
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

/* An orphaned loop directive (outside a compute construct) belongs to a
 * procedure the device runs: one with a routine directive, or one a
 * compute construct or such a procedure calls (OpenACC 3.3 sec. 2.15.1:
 * an implied routine seq).  Elsewhere it has no meaning, and gcc rejects
 * it ("must be associated with an OpenACC compute region"). */
static void orphan_loops_check(Ctx *cx)
{
    Unit *u = cx->u;
    for (Node *nd = u->nodes; nd; nd = nd->next) {
        /* (in a compute construct that another error left unbuilt: not orphaned) */
        if (nd->kind != N_LOOP_ORPHAN || !nd->dir || cxx_in_compute(cx, nd->pragma_start)) continue;
        Decl *fn = NULL;
        for (Decl *d = u->decls; d; d = d->next)
            if (d->is_function && !d->proto && d->name && d->start <= nd->pragma_start && nd->pragma_start < d->end)
                fn = d;
        if (fn && !fn->used) {
            error_at(nd->dir->loc, "a 'loop' directive outside a compute construct belongs in a procedure the "
                     "device runs, but '%s' has no 'routine' directive and no compute construct calls it; put "
                     "the loop in a compute construct (parallel loop), or give '%s' a 'routine' directive",
                     fn->name, fn->name);
            continue;
        }
        /* a routine seq, said or implied, has no partitioned loops (sec. 2.15.1) */
        Routine *r = NULL;
        for (Routine *k = fn ? u->routines : NULL; k && !r; k = k->next)
            if (!strcmp(k->name, fn->name)) r = k;
        const char *lv = dir_find(nd->dir, CL_GANG) ? "gang" : dir_find(nd->dir, CL_WORKER) ? "worker"
                         : dir_find(nd->dir, CL_VECTOR) ? "vector" : NULL;
        if (fn && lv && (!r || !r->level))
            error_at(nd->dir->loc, "a '%s' loop is not allowed in '%s', which runs as a routine seq (%s): each "
                     "thread that calls it runs it whole; give '%s' a 'routine gang', 'worker' or 'vector' "
                     "directive, or make the loop 'seq'", lv, fn->name, r ? "its 'routine' directive" :
                     "a compute construct calls it, and it has no 'routine' directive", fn->name);
    }
}

static void arr_param_items(Ctx *cx)
{
    Unit *u = cx->u;
    for (Node *nd = u->nodes; nd; nd = nd->next) {
        if (!nd->dir) continue;
        int fn = fe_function_at(cx, nd->pragma_start);
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
            if (nd->kind != N_COMPUTE || !fe_find_var(nd, name) || names_var(nd->dir, name)
                || loops_name_var(nd->loops, name))
                continue;
            Clause *dc = dir_find(nd->dir, CL_DEFAULT);
            if (dc && dc->dflt != DEFAULT_UNSET) continue;
            Clause *c = arena_alloc(u->arena, sizeof *c);
            c->kind = CL_COPY;
            c->col = 0;
            c->nvars = 1;
            c->vars = arena_alloc(u->arena, sizeof *c->vars);
            c->vars[0] = (VarItem){.text = name, .base = name, .nsub = 1,
                                   .subs = arena_alloc(u->arena, sizeof(Subscript))};
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
        error_at((Loc){u->src_name, 0, 0, NULL, NULL}, "libclang could not parse the file (error %d)", (int)ec);
        free(dirs);
        clang_disposeIndex(idx);
        return 1;
    }
    report_clang(&cx);
    if (!error_count()) {
        Visit v = {&cx, -1, 0};
        clang_visitChildren(clang_getTranslationUnitCursor(cx.tu), visit, &v);
        index_positions(&cx);
        if (ndirs) fe_reserved_names(&cx);
        fe_check_clause_names(&cx, dirs, ndirs);
        fe_check_placement(&cx, dirs, ndirs);
        fe_check_clause_exprs(&cx, dirs, ndirs, pp_path, args, na);
        fe_collect_decls(&cx);
        cxx_tags(&cx);
        fe_knr_lower(&cx);
        cxx_compute_spans(&cx, dirs, ndirs);
        cxx_lower(&cx);
        fe_collect_routines(&cx, dirs, ndirs);
        fe_routine_protos(&cx);
        fe_pacc_bind(&cx, dirs, ndirs);
        build_nodes(&cx, dirs, ndirs);
        arr_param_items(&cx);
        fe_routine_loops(&cx, dirs, ndirs);
        fe_routine_defs(&cx);
        orphan_loops_check(&cx);
        device_copy_directives(&cx);
        fe_device_atomics(&cx);
        fe_collect_jumps(&cx);
        fe_settle_points(&cx);
        fe_api_calls(&cx);      /* host calls of openacc.h's routines, after build_nodes */
        fe_host_scopes(&cx);
        fe_jit_check(&cx);
        fe_param_tag_clash(&cx);
    }
    free(dirs);
    edit_release(&cx.spell);
    free(cx.int_complex);
    free(cx.n);
    cx.n = NULL;
    free(cx.by_start);
    free(cx.least_from);
    free(cx.most_upto);
    free(cx.fns);
    free(cx.fns_most_end);
    free(cx.names);
    free(cx.unconst);
    free(cx.compute);
    clang_disposeTranslationUnit(cx.tu);
    clang_disposeIndex(idx);
    return error_count() ? 1 : 0;
}
