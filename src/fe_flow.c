/* fe_flow.c: control flow from the AST: jumps out of compute constructs, and where the host waits
 * for a quiet region's kernels (the first statement after it that can see them). Part of the front
 * end: sees libclang (frontend.h). */
#include "gangway.h"
#include "frontend.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Does the jump statement n leave [rs, re)? */
static bool jumps_out(Ctx *cx, int n, size_t rs, size_t re)
{
    CNode *j = &cx->n[n];
    if (j->kind == CXCursor_ReturnStmt) return true;
    if (j->kind == CXCursor_GotoStmt) {
        CXCursor l = clang_getCursorReferenced(j->c);
        size_t at = fe_offset_of(clang_getCursorLocation(l));
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
void fe_collect_jumps(Ctx *cx)
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
            *j = (Jump){c->start, fe_stmt_end(cx->u, c), nd->jumps};
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
            || !fe_silent_libcall(cx_str(cx->u->arena, clang_getCursorSpelling(f))))
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
    return host_unseen(cx, i, cx->n[i].start, fe_stmt_end(cx->u, &cx->n[i]));
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
    return c->last >= 0 ? fe_stmt_end(cx->u, &cx->n[c->last]) : c->end - 1;
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

void fe_settle_points(Ctx *cx)
{
    for (int i = 0; i < cx->nn; i++)
        if (cx->n[i].region && !cx->n[i].region->speaks)
            cx->n[i].region->settle_at = settle_point(cx, i);
}
