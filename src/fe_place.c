/* fe_place.c: where each directive line stands (RawDir.place), from the AST: at
 * file scope, in a block, as the body of a statement, or where no directive may
 * stand; and the errors for a directive in a place its kind does not take.
 * Part of the front end: sees libclang (frontend.h). */
#include "gangway.h"
#include "frontend.h"

#include <stdlib.h>
#include <string.h>

/* What a statement kind is called in a message. */
static const char *stmt_word(enum CXCursorKind k)
{
    switch (k) {
    case CXCursor_ForStmt: return "for";
    case CXCursor_WhileStmt: return "while";
    case CXCursor_DoStmt: return "do";
    case CXCursor_IfStmt: return "if";
    case CXCursor_SwitchStmt: return "switch";
    case CXCursor_CaseStmt: return "case";
    case CXCursor_DefaultStmt: return "default";
    case CXCursor_LabelStmt: return "label";
    default: return NULL;
    }
}

/* Is child c of statement p one of its sub-statements (a body, a branch),
 * not its condition or header? */
static bool body_child(Ctx *cx, int p, int c)
{
    CNode *n = &cx->n[p];
    switch (n->kind) {
    case CXCursor_ForStmt: case CXCursor_WhileStmt: case CXCursor_SwitchStmt: case CXCursor_CaseStmt:
        return c == n->last;
    case CXCursor_DoStmt:
        return c == n->first;
    case CXCursor_IfStmt:
        return c != n->first;
    case CXCursor_LabelStmt: case CXCursor_DefaultStmt:
        return true;
    default:
        return false;
    }
}

/* The innermost node whose range holds each directive line (-1: none, file
 * scope): in the array's pre-order an ancestor comes before its
 * descendants and siblings do not overlap, so the last node to hold a line
 * is the innermost.  dirs are in order. */
static int *innermost(Ctx *cx, RawDir *dirs, int ndirs)
{
    int *in = malloc(sizeof *in * (ndirs ? ndirs : 1));
    for (int d = 0; d < ndirs; d++) in[d] = -1;
    for (int i = 0; i < cx->nn; i++) {
        CNode *n = &cx->n[i];
        int lo = 0, hi = ndirs;
        while (lo < hi) {       /* the first directive after n's start */
            int mid = (lo + hi) / 2;
            if (dirs[mid].start <= n->start) lo = mid + 1;
            else hi = mid;
        }
        for (int d = lo; d < ndirs && dirs[d].start < n->end; d++) in[d] = i;
    }
    return in;
}

/* The place of directive r whose innermost holder is p, a block or a
 * statement with sub-statements.  resume[p]: the child of p the last
 * directive in p stopped at (directives come in order, so the children
 * before it end before r: each is looked at once for all directives). */
static Place place_in_stmt(Ctx *cx, RawDir *r, int p, int *resume)
{
    int c = resume[p] >= 0 ? resume[p] : cx->n[p].first;
    while (c >= 0 && cx->n[c].start < r->start) {
        resume[p] = c;
        if (fe_is_stmt_kind(cx->n[c].kind) && fe_stmt_end(cx->u, &cx->n[c]) > r->start)
            return PLACE_EXPR;  /* before the ';' of the statement it follows */
        c = cx->n[c].next;
    }
    if (cx->n[p].kind == CXCursor_CompoundStmt) return PLACE_BLOCK;
    if (c < 0 || !body_child(cx, p, c) || !fe_follows_directly(cx->u, r->end, cx->n[c].start))
        return PLACE_EXPR;
    return PLACE_BODY;
}

static Place place_of(Ctx *cx, RawDir *r, int p, int *resume)
{
    if (p < 0) return PLACE_FILE;
    enum CXCursorKind k = cx->n[p].kind;
    if (k == CXCursor_CompoundStmt || stmt_word(k)) return place_in_stmt(cx, r, p, resume);
    if (k == CXCursor_FunctionDecl) return PLACE_DECLARATOR;
    if (k == CXCursor_StructDecl || k == CXCursor_UnionDecl || k == CXCursor_EnumDecl) return PLACE_STRUCT;
    return PLACE_EXPR;
}

/* Directives that act where they stand, with no statement of their own:
 * as the body of a 'for' or an 'if' they would become that body. */
static bool needs_block(DirKind k)
{
    return dir_is_executable(k) || k == DIR_PACC_INIT || k == DIR_CACHE || k == DIR_DECLARE
           || k == DIR_ROUTINE;
}

/* The error for directive r at place pl (inner: its innermost holder);
 * false when it may stand there. */
static bool misplaced(Ctx *cx, RawDir *r, Place pl, int inner)
{
    Directive *d = r->dir;
    const char *name = dir_label(d);
    switch (pl) {
    case PLACE_FILE:
        if (d->kind == DIR_ROUTINE || d->kind == DIR_DECLARE) return false;
        error_at(d->loc, "%s'%s' must be inside a function; only 'routine' and 'declare' may appear at "
                 "file scope", dir_is_executable(d->kind) ? "executable directive " : "", name);
        return true;
    case PLACE_BLOCK: case PLACE_BAD:
        return false;
    case PLACE_BODY:
        if (!needs_block(d->kind)) return false;
        if (cx->n[inner].kind == CXCursor_LabelStmt || cx->n[inner].kind == CXCursor_CaseStmt
            || cx->n[inner].kind == CXCursor_DefaultStmt)
            error_at(d->loc, "'%s' may only be used in a compound statement, not as the statement of a "
                     "label; put it in braces", name);
        else
            error_at(d->loc, "'%s' may only be used in a compound statement, not as the body of '%s'; "
                     "put it in braces", name, stmt_word(cx->n[inner].kind));
        return true;
    case PLACE_DECLARATOR:
        error_at(d->loc, "'%s' cannot stand between a function's declarator and its body", name);
        return true;
    case PLACE_STRUCT:
        error_at(d->loc, "'%s' cannot stand inside a struct, union or enum declaration", name);
        return true;
    case PLACE_EXPR:
        error_at(d->loc, "'%s' cannot stand in the middle of a statement, expression or declaration", name);
        return true;
    }
    return false;
}

/* Directives whose statement must be a 'for' loop. */
static bool needs_for(DirKind k)
{
    return k == DIR_LOOP || dir_is_combined(k) || k == DIR_PACC_LOOP || k == DIR_PACC_PIPELINE;
}

/* The error for directive e standing right after r, as r's statement; false
 * when a construct may apply to that directive (a 'data' or compute
 * construct to another construct). */
static bool misstacked(RawDir *r, RawDir *e)
{
    DirKind k = r->dir->kind;
    const char *outer = dir_label(r->dir), *name = dir_label(e->dir);
    if (k == DIR_ATOMIC)
        error_at(e->dir->loc, "'%s' must be followed by an expression statement, not by the directive "
                 "'%s'", outer, name);
    else if (needs_for(k))
        error_at(e->dir->loc, "'%s' must be followed by a 'for' loop, not by the directive '%s'", outer, name);
    else if (needs_block(e->dir->kind))
        error_at(e->dir->loc, "'%s' may only be used in a compound statement, not as the statement of "
                 "'%s'; put it in braces", name, outer);
    else
        return false;
    return true;
}

/* A directive line right after one that takes a statement stands as that
 * statement: only a construct may, and not after 'atomic' or a loop
 * directive, which need an expression statement or a 'for'. */
static void check_stacked(Ctx *cx, RawDir *dirs, int ndirs)
{
    for (int d = 0; d + 1 < ndirs; d++) {
        RawDir *r = &dirs[d], *e = &dirs[d + 1];
        DirKind k = r->dir->kind;
        if (r->used || e->used || needs_block(k) || k == DIR_PACC_INIT) continue;
        if (!fe_follows_directly(cx->u, r->end, e->start)) continue;
        if (misstacked(r, e)) {
            e->place = PLACE_BAD;
            e->used = true;
        }
    }
}

/* Each directive's RawDir.place; a directive where it may not stand is an
 * error and is marked used, so that no later pass takes it. */
void fe_check_placement(Ctx *cx, RawDir *dirs, int ndirs)
{
    int *in = innermost(cx, dirs, ndirs), *resume = malloc(sizeof *resume * (size_t)(cx->nn + 1));
    if (!in || !resume) gw_bug("out of memory");
    for (int i = 0; i < cx->nn; i++) resume[i] = -1;
    for (int d = 0; d < ndirs; d++) {
        dirs[d].place = place_of(cx, &dirs[d], in[d], resume);
        if (misplaced(cx, &dirs[d], dirs[d].place, in[d])) {
            dirs[d].place = PLACE_BAD;
            dirs[d].used = true;
        }
    }
    free(in);
    free(resume);
    check_stacked(cx, dirs, ndirs);
}
