/* fe_member.c: reductions on members of outside variables (reduction(+:s.x)): the clause's path
 * checked against the type, its uses in the construct found in the AST and named by a temporary
 * (MemberRed). Part of the front end: sees libclang (frontend.h). */
#include "gangway.h"
#include "frontend.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* The clause's "s.x", "s . x", "p->x", "s.a.x", "p->a.b" (and s.a[2] with
 * its index), split into m. */
static bool member_split(const VarItem *it, MemberItem *m)
{
    const char *p = it->base;
    size_t n = 0, len = 0;
    while (*p == ' ') p++;
    while (fe_is_ident_char(p[n])) n++;
    if (!n || n >= sizeof m->root || isdigit((unsigned char)*p) || it->nsub > 1) return false;
    memcpy(m->root, p, n), m->root[n] = '\0';
    for (p += n;;) {
        while (*p == ' ') p++;
        if (!*p) break;
        const char *op = *p == '.' ? "." : p[0] == '-' && p[1] == '>' ? "->" : NULL;
        if (!op) return false;
        for (p += strlen(op); *p == ' ';) p++;
        for (n = 0; fe_is_ident_char(p[n]);) n++;
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
const char *fe_in_alias(Ctx *cx, int i)
{
    for (; i >= 0 && clang_isExpression(cx->n[i].kind); i = cx->n[i].parent)
        if (cx->n[i].alias) return cx->n[i].alias;
    return NULL;
}

/* The node that describes the temporary of the use at i: an array member
 * (s.arr[lo:n]) as the pointer it decays to. */
CXCursor fe_alias_typed(Ctx *cx, int i)
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
        int p = fe_up(cx, cur), w;
        if (p < 0 || fe_child_toward(cx, p, cur) != cx->n[p].first) return -1;
        CNode *pn = &cx->n[p];
        if (pn->kind == CXCursor_MemberRefExpr) {
            bool arrow = clang_getCanonicalType(clang_getCursorType(cx->n[pn->first].c)).kind == CXType_Pointer;
            w = snprintf(path + len, sizeof path - len, "%s%s", arrow ? "->" : ".",
                         cx_str(cx->u->arena, clang_getCursorSpelling(pn->c)));
        } else if (pn->kind == CXCursor_ArraySubscriptExpr && cx->n[pn->first].next >= 0) {
            CNode *ix = &cx->n[cx->n[pn->first].next];
            w = snprintf(path + len, sizeof path - len, "[%s]", fe_squeezed(cx->u, ix->start, ix->end));
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
    FeSpan sp = fe_span(cx, nd->stmt_start, nd->stmt_end);
    for (int j = sp.from; j < sp.to; j++) {
        CNode *c = &cx->n[j];
        if (c->kind != CXCursor_DeclRefExpr || c->start < nd->stmt_start || c->start >= nd->stmt_end) continue;
        CXCursor d = clang_getCursorReferenced(c->c);
        enum CXCursorKind dk = clang_getCursorKind(d);
        if ((dk != CXCursor_VarDecl && dk != CXCursor_ParmDecl) || fe_decl_inside(cx, d, nd->stmt_start, nd->stmt_end)
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
static bool member_path_ok(Ctx *cx, CXCursor decl, const MemberItem *m, const VarItem *it, RedOp op, Loc at)
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
    if (!m->elems && ct.kind == CXType_Enum && op != RED_MAX && op != RED_MIN) {
        error_at(at, "a '%s' reduction on '%s', of enumerated type '%s', is not supported (max and min are); "
                 "reduce into an int", redop_name(op), it->text, cx_str(a, clang_getTypeSpelling(t)));
        return false;
    }
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
    FeSpan sp = fe_span(cx, nd->stmt_start, nd->stmt_end);
    for (int j = sp.from; j < sp.to; j++) {
        CNode *c = &cx->n[j];
        if (c->kind != CXCursor_DeclRefExpr || c->start < nd->stmt_start || c->start >= nd->stmt_end
            || !clang_equalCursors(clang_getCursorReferenced(c->c), decl))
            continue;
        int a = member_use(cx, j, m);
        if (a < 0 || fe_in_alias(cx, a)) continue;
        cx->n[a].alias = r->name;
        edit_add(&u->member_uses, cx->n[a].start, cx->n[a].end, r->name, EDIT_PLAIN);
    }
    return r;
}

/* The reduction clauses of d (the construct's, or loop l's in it) that
 * name members of outside variables: each item then names its temporary.
 * A member of a variable of the construct's own is reduced as the loop's
 * variables are; its path is checked alike. */
static void member_items(Ctx *cx, Node *nd, Directive *d, const Loop *l)
{
    Unit *u = cx->u;
    for (Clause *c = d ? d->clauses : NULL; c; c = c->next)
        for (int i = 0; c->kind == CL_REDUCTION && i < c->nvars; i++) {
            VarItem *it = &c->vars[i];
            MemberItem m = {0};
            CXCursor decl;
            Loc at = d->loc;
            at.col = it->col;
            if (!strpbrk(it->base, ".-") || !member_split(it, &m)) continue;
            if (!root_decl(cx, nd, &m, &decl)) {
                int k = fe_visible_decl(cx, m.root, l ? l->start : nd->stmt_start);
                if (k >= 0) member_path_ok(cx, cx->n[k].c, &m, it, c->op, at);     /* else fe_decls.c says */
                continue;
            }
            if (!member_path_ok(cx, decl, &m, it, c->op, at)) continue;
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
        if (l->dir && l->dir != nd->dir) member_items(cx, nd, l->dir, l);
        member_items_loops(cx, nd, l->kids);
    }
}

/* Node.members: the construct's reductions on members, as temporaries. */
void fe_reduced_members(Ctx *cx, Node *nd)
{
    member_items(cx, nd, nd->dir, NULL);
    member_items_loops(cx, nd, nd->loops);
}
