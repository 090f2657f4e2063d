/* fe_probe.c: the clause expressions checked where their directive stands.  A
 * pragma's text is not in libclang's AST, so the file is parsed once more with
 * each directive line replaced by a probe: a block of statements that use its
 * expressions as the generated code will ('(void)&(a[lb][lb2]);', '(void)(n);'),
 * in the directive's scope.  libclang's errors inside a probe become errors at
 * the clause (undeclared names, members of non-structs, too many subscripts),
 * and the probes' types and values give the checks C cannot (an integer
 * argument, a pointer in use_device, a negative length).  Part of the front
 * end: sees libclang (frontend.h). */
#include "gangway.h"
#include "frontend.h"

#include <limits.h>

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What a probe stands for, and so what its type must be. */
typedef enum ProbeKind {
    P_ITEM,                     /* a list item, its subscripts' lower bounds applied */
    P_BASE,                     /* a list item's variable, without subscripts */
    P_LB, P_LEN,                /* a subscript's lower bound and length */
    P_INT,                      /* an integer argument (num_gangs, async, ...) */
    P_COND,                     /* a condition (if, self) */
} ProbeKind;

/* One expression of a probe: its '(' in the probe text, whose ParenExpr is
 * the expression, and the statement it stands in. */
typedef struct Probe {
    ProbeKind kind;
    RawDir *r;
    Clause *c;
    VarItem *item;              /* P_ITEM, P_BASE, P_LB, P_LEN */
    int sub;                    /* P_LB, P_LEN: which subscript */
    Expr *expr;                 /* P_INT, P_COND */
    size_t paren, start, end;   /* in the probe text */
    int group;                  /* the item or argument: one error each */
    int col;                    /* where its errors go when no piece holds them */
} Probe;

/* A piece of the probe text copied from a directive. */
typedef struct Piece {
    size_t at, len;
    int col;
} Piece;

typedef struct PCtx {
    Ctx *cx;
    Buf text;
    Probe *probes;
    int np, pcap;
    Piece *pieces;
    int npieces, piece_cap;
    int ngroups;
    bool *failed;               /* by group: an error was reported */
    char **clang_error;         /* by group: libclang's first error, to
                                   report in the probes' order */
    CXTranslationUnit tu;
    CXFile file;
    CXCursor *cursors;          /* by probe: its ParenExpr, or a null cursor */
} PCtx;

/* ---- the probe text ---- */

static void add_piece(PCtx *pc, const char *s, int col)
{
    if (pc->npieces == pc->piece_cap)
        pc->pieces = realloc(pc->pieces, sizeof *pc->pieces * (pc->piece_cap = pc->piece_cap * 2 + 16));
    pc->pieces[pc->npieces++] = (Piece){pc->text.len, strlen(s), col};
    buf_puts(&pc->text, s);
}

static Probe *open_probe(PCtx *pc, ProbeKind k, RawDir *r, Clause *c, int group, int col, const char *head)
{
    if (pc->np == pc->pcap)
        pc->probes = realloc(pc->probes, sizeof *pc->probes * (pc->pcap = pc->pcap * 2 + 16));
    Probe *p = &pc->probes[pc->np++];
    *p = (Probe){.kind = k, .r = r, .c = c, .group = group, .col = col, .start = pc->text.len};
    buf_puts(&pc->text, head);
    p->paren = pc->text.len;
    buf_puts(&pc->text, "(");
    return p;
}

static void close_probe(PCtx *pc, Probe *p)
{
    buf_puts(&pc->text, "); ");
    p->end = pc->text.len;
}

/* (void)(e); for one expression argument */
static void probe_expr(PCtx *pc, ProbeKind k, RawDir *r, Clause *c, Expr *x)
{
    if (!x || !x->text || !strcmp(x->text, "*")) return;
    Probe *p = open_probe(pc, k, r, c, pc->ngroups++, x->col, "(void)");
    p->expr = x;
    add_piece(pc, x->text, x->col);
    close_probe(pc, p);
}

/* An item a[lb:len][lb2:len2]: (void)&(a[lb][lb2]); then the variable and
 * each bound and length alone, for their types and values. */
static void probe_item(PCtx *pc, RawDir *r, Clause *c, VarItem *it)
{
    /* a reduction on a member has its own checks, with the member's path (fe_member.c) */
    if (it->undeclared || (c->kind == CL_REDUCTION && strpbrk(it->base, ".-"))) return;
    int g = pc->ngroups++;
    Probe *p = open_probe(pc, P_ITEM, r, c, g, it->col, "(void)&");
    p->item = it;
    add_piece(pc, it->base, it->col);
    for (int i = 0; i < it->nsub; i++) {
        buf_puts(&pc->text, "[");
        if (it->subs[i].lb) add_piece(pc, it->subs[i].lb, it->subs[i].lb_col);
        else buf_puts(&pc->text, "0");
        buf_puts(&pc->text, "]");
    }
    close_probe(pc, p);
    if (!it->nsub) return;
    p = open_probe(pc, P_BASE, r, c, g, it->col, "(void)");
    p->item = it;
    add_piece(pc, it->base, it->col);
    close_probe(pc, p);
    for (int i = 0; i < it->nsub; i++) {
        Subscript *s = &it->subs[i];
        for (int len = 0; len < 2; len++) {
            const char *t = len ? s->len : s->lb;
            if (!t) continue;
            p = open_probe(pc, len ? P_LEN : P_LB, r, c, g, len ? s->len_col : s->lb_col, "(void)");
            p->item = it;
            p->sub = i;
            add_piece(pc, t, p->col);
            close_probe(pc, p);
        }
    }
}

static bool int_clause(ClauseKind k)
{
    switch (k) {
    case CL_ASYNC: case CL_WAIT: case CL_NUM_GANGS: case CL_NUM_WORKERS: case CL_VECTOR_LENGTH:
    case CL_COLLAPSE: case CL_TILE: case CL_WORKER: case CL_VECTOR: case CL_DEVICE_NUM:
    case CL_DEFAULT_ASYNC: case CL_DIM: case CL_CHUNKS: case CL_DEPTH: case CL_SIZE: case CL_HALO:
        return true;
    default:
        return false;
    }
}

static void probe_clause(PCtx *pc, RawDir *r, Clause *c)
{
    for (int i = 0; i < c->nvars; i++) probe_item(pc, r, c, &c->vars[i]);
    if (c->kind == CL_IF || c->kind == CL_SELF)
        for (int i = 0; i < c->nexprs; i++) probe_expr(pc, P_COND, r, c, &c->exprs[i]);
    if (int_clause(c->kind))
        for (int i = 0; i < c->nexprs; i++) probe_expr(pc, P_INT, r, c, &c->exprs[i]);
    probe_expr(pc, P_INT, r, c, c->wait_devnum);
    probe_expr(pc, P_INT, r, c, c->gang_num);
    probe_expr(pc, P_INT, r, c, c->gang_static);
    probe_expr(pc, P_INT, r, c, c->gang_dim);
}

/* How a probe opens and closes where the directive stands: a block among
 * statements, a dead branch before a statement's body (which it keeps), a
 * function at file scope. */
static void probe_directive(PCtx *pc, RawDir *r, int id)
{
    if (r->place == PLACE_BLOCK) buf_puts(&pc->text, "{ ");
    else if (r->place == PLACE_BODY) buf_puts(&pc->text, "if (0) { ");
    else buf_printf(&pc->text, "static void gw_probe_%d(void) { ", id);
    if (r->dir->args) probe_clause(pc, r, r->dir->args);
    for (Clause *c = r->dir->clauses; c; c = c->next) probe_clause(pc, r, c);
    buf_puts(&pc->text, r->place == PLACE_BODY ? "} else " : "} ");
}

static bool probed(const RawDir *r)
{
    if (r->place == PLACE_BAD || r->dir->kind == DIR_ROUTINE) return false;
    if (r->place == PLACE_FILE && r->dir->kind != DIR_DECLARE) return false;
    return r->dir->clauses || r->dir->args;
}

/* The file with each directive line (to its newline) replaced by its
 * probe; false when no directive has anything to check. */
static bool build_text(PCtx *pc, RawDir *dirs, int ndirs)
{
    Unit *u = pc->cx->u;
    size_t from = 0;
    int any = 0;
    for (int d = 0; d < ndirs; d++) {
        RawDir *r = &dirs[d];
        if (!probed(r)) continue;
        buf_add(&pc->text, u->pp + from, r->start - from);
        probe_directive(pc, r, d);
        from = r->end > r->start && u->pp[r->end - 1] == '\n' ? r->end - 1 : r->end;
        any++;
    }
    buf_add(&pc->text, u->pp + from, u->pp_len - from);
    return any && pc->np;
}

/* ---- what libclang says ---- */

static Probe *probe_at(PCtx *pc, size_t off)
{
    int lo = 0, hi = pc->np;
    while (lo < hi) {           /* the last probe starting at or before off */
        int mid = (lo + hi) / 2;
        if (pc->probes[mid].start <= off) lo = mid + 1;
        else hi = mid;
    }
    return lo && off < pc->probes[lo - 1].end ? &pc->probes[lo - 1] : NULL;
}

static int col_at(PCtx *pc, Probe *p, size_t off)
{
    int lo = 0, hi = pc->npieces;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (pc->pieces[mid].at <= off) lo = mid + 1;
        else hi = mid;
    }
    Piece *s = lo ? &pc->pieces[lo - 1] : NULL;
    if (s && off <= s->at + s->len && s->at >= p->start && s->col > 0) return s->col + (int)(off - s->at);
    return p->col;
}

static Loc probe_loc(Probe *p, int col)
{
    Loc at = p->r->dir->loc;
    at.col = col;
    return at;
}

static const char *clause_label(Probe *p)
{
    return p->c == p->r->dir->args ? dir_label(p->r->dir) : clause_name(p->c->kind);
}

/* A library function's name that no declaration in scope declares, not
 * called, at offset off of the probe text (libclang 19: "call to undeclared
 * library function 'exp' with type ...", an error that -W options name;
 * older: "implicitly declaring library function 'exp'", a warning):
 * gcc's "'exp' undeclared", and the
 * host C would not compile.  A call is only gcc's warning (C90's implicit
 * declaration) and is left to it.  The name, or NULL. */
static char *undeclared_library_name(PCtx *pc, const char *msg, unsigned off)
{
    static const char *const leads[] = {"call to undeclared library function '",
                                        "implicitly declaring library function '", NULL};
    const char *name = NULL;
    for (int i = 0; leads[i] && !name; i++)
        if (!strncmp(msg, leads[i], strlen(leads[i]))) name = msg + strlen(leads[i]);
    if (!name) return NULL;
    const char *q = strchr(name, '\'');
    size_t len = q ? (size_t)(q - name) : 0;
    if (!len || off + len > pc->text.len || strncmp(pc->text.data + off, name, len)) return NULL;
    size_t k = off + len;
    while (k < pc->text.len && (pc->text.data[k] == ' ' || pc->text.data[k] == '\t' || pc->text.data[k] == '\n'))
        k++;
    if (k < pc->text.len && pc->text.data[k] == '(') return NULL;
    return arena_strndup(pc->cx->u->arena, name, len);
}

/* libclang's errors inside the probes: the first of each item or argument
 * (Ctx.clang_error), "col:message". */
static void clang_errors(PCtx *pc)
{
    unsigned n = clang_getNumDiagnostics(pc->tu);
    for (unsigned i = 0; i < n; i++) {
        CXDiagnostic dg = clang_getDiagnostic(pc->tu, i);
        CXString opt = clang_getDiagnosticOption(dg, NULL);
        bool from_warning = !strncmp(clang_getCString(opt), "-W", 2);
        clang_disposeString(opt);
        CXFile f;
        unsigned off;
        clang_getFileLocation(clang_getDiagnosticLocation(dg), &f, NULL, NULL, &off);
        Probe *p = f && clang_File_isEqual(f, pc->file) ? probe_at(pc, off) : NULL;
        if (p && !pc->clang_error[p->group]) {
            CXString msg = clang_getDiagnosticSpelling(dg);
            const char *m = clang_getCString(msg);
            char *lib = clang_getDiagnosticSeverity(dg) >= CXDiagnostic_Warning ? undeclared_library_name(pc, m, off)
                                                                                 : NULL;
            if (lib)
                pc->clang_error[p->group] = arena_printf(pc->cx->u->arena, "%d:use of undeclared identifier '%s' "
                                                         "(a library function that no header included here "
                                                         "declares) (in '%s')", col_at(pc, p, off), lib,
                                                         clause_label(p));
            else if (clang_getDiagnosticSeverity(dg) >= CXDiagnostic_Error && !from_warning)
                pc->clang_error[p->group] = arena_printf(pc->cx->u->arena, "%d:%s (in '%s')", col_at(pc, p, off),
                                                         m, clause_label(p));
            clang_disposeString(msg);
        }
        clang_disposeDiagnostic(dg);
    }
}

/* ---- types and values ---- */

static bool int_type(CXType t)
{
    t = clang_getCanonicalType(t);
    return (t.kind >= CXType_Bool && t.kind <= CXType_Int128) || t.kind == CXType_Enum;
}

static bool arith_type(CXType t)
{
    t = clang_getCanonicalType(t);
    switch (t.kind) {
    case CXType_Float: case CXType_Double: case CXType_LongDouble: case CXType_Float128: case CXType_Half:
    case CXType_Float16: case CXType_BFloat16: case CXType_Complex:
        return true;
    default:
        return int_type(t);
    }
}

static bool is_array(CXType t)
{
    return t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray || t.kind == CXType_VariableArray
           || t.kind == CXType_DependentSizedArray;
}

/* A pointer to an object (not to a function). */
static bool object_pointer(CXType t)
{
    if (t.kind != CXType_Pointer) return false;
    enum CXTypeKind k = clang_getCanonicalType(clang_getPointeeType(t)).kind;
    return k != CXType_FunctionProto && k != CXType_FunctionNoProto;
}

static char *type_name(Arena *a, CXType t)
{
    return cx_str(a, clang_getTypeSpelling(t));
}

/* The ParenExpr of probe p, or a null cursor (an expression libclang dropped). */
static CXCursor probe_cursor(PCtx *pc, Probe *p)
{
    return pc->cursors[p - pc->probes];
}

/* The first ParenExpr that starts at a probe's '(' is its cursor. */
static enum CXChildVisitResult find_parens(CXCursor c, CXCursor parent, CXClientData data)
{
    PCtx *pc = data;
    if (clang_getCursorKind(parent) == CXCursor_TranslationUnit
        && clang_Location_isInSystemHeader(clang_getCursorLocation(c)))
        return CXChildVisit_Continue;
    if (clang_getCursorKind(c) != CXCursor_ParenExpr) return CXChildVisit_Recurse;
    CXFile f;
    unsigned off;
    clang_getFileLocation(clang_getRangeStart(clang_getCursorExtent(c)), &f, NULL, NULL, &off);
    if (!clang_File_isEqual(f, pc->file)) return CXChildVisit_Recurse;
    int lo = 0, hi = pc->np;
    while (lo < hi) {           /* probes are in text order */
        int mid = (lo + hi) / 2;
        if (pc->probes[mid].paren < off) lo = mid + 1;
        else hi = mid;
    }
    if (lo < pc->np && pc->probes[lo].paren == off && clang_Cursor_isNull(pc->cursors[lo])) pc->cursors[lo] = c;
    return CXChildVisit_Recurse;
}

/* Each probe's cursor from one walk of the probe text's AST, not a
 * clang_getCursor each, which searches the file's top-level declarations
 * every time (quadratic in a file of many functions). */
static void find_cursors(PCtx *pc)
{
    pc->cursors = malloc(sizeof *pc->cursors * (size_t)(pc->np ? pc->np : 1));
    for (int i = 0; i < pc->np; i++) pc->cursors[i] = clang_getNullCursor();
    clang_visitChildren(clang_getTranslationUnitCursor(pc->tu), find_parens, pc);
}

/* The value of an integer constant expression. */
static bool const_value(CXCursor c, long long *v)
{
    CXEvalResult e = clang_Cursor_Evaluate(c);
    if (!e) return false;
    bool ok = clang_EvalResult_getKind(e) == CXEval_Int;
    if (ok) *v = clang_EvalResult_getAsLongLong(e);
    clang_EvalResult_dispose(e);
    return ok;
}

static void fail(PCtx *pc, Probe *p, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void fail(PCtx *pc, Probe *p, const char *fmt, ...)
{
    pc->failed[p->group] = true;
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    error_at(probe_loc(p, p->col), "%s", msg);
}

/* The clause's Expr made a constant (collapse(N), tile(2*B)), or the
 * argument dropped with a warning where gcc warns (num_gangs(0)). */
static void check_int_value(PCtx *pc, Probe *p, CXCursor cur)
{
    long long v = 0;
    bool known = const_value(cur, &v);
    ClauseKind k = p->c->kind;
    const char *name = clause_label(p);
    if (known && (v > INT_MAX || v < INT_MIN) && k != CL_SIZE && k != CL_HALO) {
        /* the runtime and the schedules take an int: cut to 32 bits, it
           would be another value (collapse(4294967297) as collapse(1)) */
        fail(pc, p, "the argument of '%s', %lld, does not fit in an int", name, v);
        return;
    }
    if (k == CL_COLLAPSE || k == CL_TILE) {
        if (!known || v < 1)
            fail(pc, p, "the argument of '%s' must be a positive integer constant, not '%s'", name,
                 p->expr->text);
        else
            p->expr->facts = (ExprFacts){p->expr->facts.names, p->expr->facts.nnames, true, v};
        return;
    }
    bool gang = k == CL_GANG && (p->expr == p->c->gang_num || p->expr == p->c->gang_static);
    bool sizes = k == CL_NUM_GANGS || k == CL_NUM_WORKERS || k == CL_VECTOR_LENGTH || k == CL_WORKER
                 || k == CL_VECTOR || gang;
    if (!known || !sizes || v > 0) return;
    warning_at(probe_loc(p, p->col), "'%s' value must be positive; the argument '%s' is ignored", name,
               p->expr->text);
    p->expr->text = NULL;       /* dropped: see drop_ignored */
}

static void check_expr(PCtx *pc, Probe *p, CXCursor cur)
{
    Arena *a = pc->cx->u->arena;
    CXType t = clang_getCanonicalType(clang_getCursorType(cur));
    if (p->kind == P_INT && !int_type(t)) {
        fail(pc, p, "the argument of '%s' must be an integer expression; '%s' has type '%s'", clause_label(p),
             p->expr->text, type_name(a, clang_getCursorType(cur)));
        return;
    }
    if (p->kind == P_COND && !arith_type(t) && t.kind != CXType_Pointer && !is_array(t)) {
        fail(pc, p, "the condition of '%s' must have scalar type; '%s' has type '%s'", clause_label(p),
             p->expr->text, type_name(a, clang_getCursorType(cur)));
        return;
    }
    if (p->kind == P_INT) check_int_value(pc, p, cur);
}

/* Is t const, or a struct or union with a const member (C++, the kernels'
 * language, cannot declare one without a value)? */
static bool const_inside(CXType t, int depth);

static enum CXVisitorResult const_field(CXCursor c, CXClientData data)
{
    int *depth = data;
    if (!const_inside(clang_getCursorType(c), *depth + 1)) return CXVisit_Continue;
    *depth = -1;
    return CXVisit_Break;
}

static bool const_inside(CXType t, int depth)
{
    t = clang_getCanonicalType(t);
    while (is_array(t)) t = clang_getCanonicalType(clang_getArrayElementType(t));
    if (clang_isConstQualifiedType(t)) return true;
    if (t.kind != CXType_Record || depth > 4) return false;
    int d = depth;
    clang_Type_visitFields(t, const_field, &d);
    return d < 0;
}

/* private and reduction make new copies of a variable that the kernel
 * writes: as gcc, not of a const one (firstprivate copies the value). */
static bool private_const(PCtx *pc, Probe *p, CXType elem)
{
    ClauseKind k = p->c->kind;          /* (a cache list is private-shaped: not private) */
    if ((k != CL_PRIVATE && k != CL_REDUCTION) || p->c == p->r->dir->args || !const_inside(elem, 0))
        return false;
    CXType e = clang_getCanonicalType(elem);
    while (is_array(e)) e = clang_getCanonicalType(clang_getArrayElementType(e));
    fail(pc, p, "'%s' (of type '%s') %s: it may appear in 'firstprivate', not in '%s'", p->item->text,
         type_name(pc->cx->u->arena, elem), clang_isConstQualifiedType(e) ? "is const" : "has a const member",
         clause_label(p));
    return true;
}

/* What the clause needs of the variable an item names (t: its type) or of
 * the item itself (elem: with its subscripts applied). */
static void check_item_type(PCtx *pc, Probe *p, CXType t, CXType elem)
{
    Arena *a = pc->cx->u->arena;
    const char *name = clause_label(p), *text = p->item->text;
    CXType ct = clang_getCanonicalType(t), ce = clang_getCanonicalType(elem);
    if (private_const(pc, p, elem)) return;
    switch (p->c->kind) {
    case CL_USE_DEVICE:
        if (!object_pointer(ct) && !is_array(ct))
            fail(pc, p, "'%s' in '%s' must be a pointer or an array; it has type '%s'", text, name,
                 type_name(a, t));
        return;
    case CL_DEVICEPTR:
        if (!object_pointer(ct) || p->item->nsub)
            fail(pc, p, "'%s' in '%s' must be a pointer variable; it has type '%s'", text, name,
                 type_name(a, p->item->nsub ? elem : t));
        return;
    case CL_ATTACH: case CL_DETACH:
        if (!object_pointer(ce))
            fail(pc, p, "'%s' in '%s' must be a pointer; it has type '%s'", text, name, type_name(a, elem));
        return;
    case CL_REDUCTION:          /* of subarrays: analyze.c says which elements it takes */
        if (p->item->nsub) return;
        while (is_array(ce)) ce = clang_getCanonicalType(clang_getArrayElementType(ce));
        if (ce.kind == CXType_Enum && p->c->op != RED_MAX && p->c->op != RED_MIN)
            fail(pc, p, "a '%s' reduction on '%s', of enumerated type '%s', is not supported (max and min "
                 "are); reduce into an int", redop_name(p->c->op), text, type_name(a, elem));
        else if (!arith_type(ce))
            fail(pc, p, "a reduction on '%s' needs an arithmetic type; it has type '%s'", text,
                 type_name(a, elem));
        return;
    default:
        return;
    }
}

/* An item without subscripts must have a size (not 'extern double a[]'). */
static void check_complete(PCtx *pc, Probe *p, CXType t)
{
    CXType ct = clang_getCanonicalType(t);
    if (p->item->nsub || ct.kind == CXType_VariableArray || clang_Type_getSizeOf(ct) >= 0) return;
    fail(pc, p, "'%s' in '%s' has incomplete type '%s'; name a subarray of it", p->item->text, clause_label(p),
         type_name(pc->cx->u->arena, t));
}

/* A compute construct's variable (or a loop's, which is one's or a
 * routine's) reaches the kernels: nvcc must take its type. */
static void check_device_type(PCtx *pc, Probe *p, CXType t)
{
    DirKind k = p->r->dir->kind;
    if (pc->cx->u->opt->host_only || (!dir_is_compute(k) && k != DIR_LOOP)) return;
    CXType bad = fe_no_device_type(t);
    bool vec = bad.kind == CXType_Vector || bad.kind == CXType_ExtVector;
    if (bad.kind != CXType_Invalid)
        fail(pc, p, "'%s' in '%s' has type '%s', which has no device version; use %s, or build with -acc=host",
             p->item->text, clause_label(p), type_name(pc->cx->u->arena, bad),
             vec ? "arrays of the element type" : bad.kind == CXType_Atomic ? "the plain type and 'acc atomic'"
             : "float or double");
}

/* The type an item's variable has at subscript depth i. */
static CXType dim_type(CXType t, int i)
{
    t = clang_getCanonicalType(t);
    for (int k = 0; k < i; k++) {
        if (is_array(t)) t = clang_getArrayElementType(t);
        else if (t.kind == CXType_Pointer) t = clang_getPointeeType(t);
        else break;
        t = clang_getCanonicalType(t);
    }
    return t;
}

/* Constant bounds and lengths: not negative, and within a C array's extent. */
static void check_bounds(PCtx *pc, Probe *p, CXType base, long long *lb, bool *lb_known)
{
    VarItem *it = p->item;
    Subscript *s = &it->subs[p->sub];
    long long v;
    CXCursor cur = probe_cursor(pc, p);
    if (clang_Cursor_isNull(cur) || !const_value(cur, &v)) return;
    if (p->kind == P_LB) {
        lb[p->sub] = v;
        lb_known[p->sub] = true;
    }
    if (v < 0) {
        fail(pc, p, "negative %s %lld in subarray '%s'", p->kind == P_LB ? "lower bound" : "length", v, it->text);
        return;
    }
    CXType d = dim_type(base, p->sub);
    if (d.kind != CXType_ConstantArray) return;
    long long n = clang_getArraySize(d);
    bool past = p->kind == P_LB ? v > n : (!s->lb || lb_known[p->sub]) && lb[p->sub] + v > n;
    if (past)
        fail(pc, p, "subarray '%s' goes past the end of its array, of %lld elements in that dimension",
             it->text, n);
}

/* The checks of one item's probes, p[0] its P_ITEM. */
static int check_item(PCtx *pc, Probe *p)
{
    int n = 1;
    while (p + n < pc->probes + pc->np && p[n].group == p->group) n++;
    if (pc->failed[p->group]) return n;
    CXCursor ic = probe_cursor(pc, p);
    CXCursor bc = n > 1 && p[1].kind == P_BASE ? probe_cursor(pc, &p[1]) : ic;
    if (clang_Cursor_isNull(ic) || clang_Cursor_isNull(bc)) return n;
    CXType base = clang_getCursorType(bc), elem = clang_getCursorType(ic);
    check_item_type(pc, p, base, elem);
    if (p->c->kind == CL_REDUCTION && !p->item->nsub && !pc->failed[p->group]) {
        /* a parameter declared as an array is a pointer in C: its reduction
           would combine pointers (gcc: no reduction for it) */
        int d = fe_visible_decl(pc->cx, p->item->base, p->r->start);
        CXCursor ref = d >= 0 ? pc->cx->n[d].c : clang_getNullCursor();
        if (d >= 0 && pc->cx->n[d].kind == CXCursor_ParmDecl && is_array(clang_getCanonicalType(clang_getCursorType(ref))))
            fail(pc, p, "a reduction on '%s' needs an arithmetic type or an array; '%s' is a parameter declared as "
                 "'%s', which C makes a pointer: reduce into a local array or a scalar", p->item->text,
                 p->item->text, type_name(pc->cx->u->arena, clang_getCursorType(ref)));
    }
    bool param_pointer = false;     /* firstprivate(v) of a parameter 'double v[]': the pointer, as C has it */
    if (!p->item->nsub && (p->c->kind == CL_FIRSTPRIVATE || p->c->kind == CL_PRIVATE)) {
        int d = fe_visible_decl(pc->cx, p->item->base, p->r->start);
        param_pointer = d >= 0 && pc->cx->n[d].kind == CXCursor_ParmDecl;
    }
    if (!pc->failed[p->group] && !param_pointer) check_complete(pc, p, base);
    if (!pc->failed[p->group]) check_device_type(pc, p, base);
    long long *lb = calloc((size_t)p->item->nsub + 1, sizeof *lb);
    bool *lb_known = calloc((size_t)p->item->nsub + 1, sizeof *lb_known);
    for (int i = 1; i < n && !pc->failed[p->group]; i++) {
        /* a lower bound too: C takes dev["str"], which is "str"[dev] */
        if ((p[i].kind == P_LEN || p[i].kind == P_LB) && !clang_Cursor_isNull(probe_cursor(pc, &p[i]))
            && !int_type(clang_getCursorType(probe_cursor(pc, &p[i]))))
            fail(pc, &p[i], "the %s in subarray '%s' must be an integer", p[i].kind == P_LB ? "lower bound"
                 : "length", p->item->text);
        else if (p[i].kind == P_LB || p[i].kind == P_LEN)
            check_bounds(pc, &p[i], base, lb, lb_known);
    }
    free(lb);
    free(lb_known);
    return n;
}

/* libclang's error for p's group, at the clause, if any. */
static bool reported(PCtx *pc, Probe *p)
{
    char *e = pc->clang_error[p->group];
    if (!e || pc->failed[p->group]) return pc->failed[p->group];
    pc->failed[p->group] = true;
    char *msg;
    int col = (int)strtol(e, &msg, 10);
    error_at(probe_loc(p, col), "%s", msg + 1);
    return true;
}

static void check_types(PCtx *pc)
{
    for (int i = 0; i < pc->np;) {
        Probe *p = &pc->probes[i];
        reported(pc, p);
        if (p->kind == P_ITEM) {
            i += check_item(pc, p);
            continue;
        }
        i++;
        if (pc->failed[p->group]) continue;
        CXCursor cur = probe_cursor(pc, p);
        if (!clang_Cursor_isNull(cur)) check_expr(pc, p, cur);
    }
}

/* Arguments check_int_value ignored (their text NULL) leave their clause. */
static void drop_ignored(Directive *d)
{
    for (Clause **cp = &d->clauses; *cp;) {
        Clause *c = *cp;
        if (c->gang_num && !c->gang_num->text) c->gang_num = NULL;
        if (c->gang_static && !c->gang_static->text) c->gang_static = NULL;
        bool gone = false;
        for (int i = 0; i < c->nexprs; i++) gone = gone || !c->exprs[i].text;
        if (gone && (c->kind == CL_WORKER || c->kind == CL_VECTOR)) c->nexprs = 0;
        else if (gone) {
            *cp = c->next;
            continue;
        }
        cp = &c->next;
    }
}

/* The probe text parsed, as the file was (its name, args), with no limit
 * on errors; false when libclang could not. */
static bool parse_probes(PCtx *pc, CXIndex idx, const char *pp_path, const char **args, int nargs)
{
    struct CXUnsavedFile f = {pp_path, pc->text.data, (unsigned long)pc->text.len};
    const char **all = malloc(sizeof *all * (size_t)(nargs + 2));
    memcpy(all, args, sizeof *all * (size_t)nargs);
    all[nargs] = "-ferror-limit=0";         /* each probe's error, however many */
    all[nargs + 1] = NULL;
    enum CXErrorCode ec = clang_parseTranslationUnit2(idx, pp_path, all, nargs + 1, &f, 1,
                                                      CXTranslationUnit_KeepGoing, &pc->tu);
    free(all);
    if (ec != CXError_Success) return false;
    pc->file = clang_getFile(pc->tu, pp_path);
    return true;
}

void fe_check_clause_exprs(Ctx *cx, RawDir *dirs, int ndirs, const char *pp_path, const char **args, int nargs)
{
    PCtx pc = {.cx = cx};
    buf_init(&pc.text);
    CXIndex idx = clang_createIndex(0, 0);
    if (build_text(&pc, dirs, ndirs) && parse_probes(&pc, idx, pp_path, args, nargs)) {
        pc.failed = calloc((size_t)pc.ngroups + 1, sizeof *pc.failed);
        pc.clang_error = calloc((size_t)pc.ngroups + 1, sizeof *pc.clang_error);
        clang_errors(&pc);
        find_cursors(&pc);
        check_types(&pc);
        for (int d = 0; d < ndirs; d++) drop_ignored(dirs[d].dir);
        free(pc.failed);
        free(pc.clang_error);
        free(pc.cursors);
        clang_disposeTranslationUnit(pc.tu);
    }
    clang_disposeIndex(idx);
    free(pc.probes);
    free(pc.pieces);
    buf_release(&pc.text);
}
