/* emit_cuda.h: the CUDA emitter's private header, shared by emit_cuda.c
 * (the file: declarations, kernels, their parameters, reductions, store
 * guards, atomics and routines) and emit_loops.c (a kernel's loops on the
 * grid: their clauses and plans, nests and staging). */
#ifndef EMIT_CUDA_H
#define EMIT_CUDA_H

#include <string.h>

/* Numbers the CUDA text holds as digits, named once here (the runtime's
 * own, or this emitter's choices). */
enum {
    FOLD_MIN_WIDTH = 4,         /* the narrowest vector width gw_fold picks (runtime/launch.c) */
    MAX_COLLAPSE = 8,           /* loops one partitioned loop folds together */
    PARTIALS = 4,               /* FORM_PARTIALS: iterations a turn, partial results kept */
    VECTOR_UNROLL = 4,          /* an innermost vector loop's unrolling */
    STAGE_UNROLL = 8,           /* a full tile's iterations: unrolled */
    STAGE_LOAD_UNROLL = 4,      /* a tile's loads, of row or column operands */
    STAGE_LOAD_UNROLL_ALL = 16, /* a tile's loads, when every operand is the whole block's */
};
_Static_assert(PARTIALS == 4, "plan_partials combines the partial results as a tree of four");

/* Small helpers both files use. */

/* The barrier analysis chose after a loop (Loop.sync_after), as called. */
static inline const char *sync_name(SyncKind s)
{
    static const char *name[] = {[SYNC_NONE] = "", [SYNC_ROW] = "__syncwarp(gw_row_mask());",
                                 [SYNC_GANG] = "gw_sync_gang();", [SYNC_BLOCK] = "__syncthreads();"};
    return name[s];
}

/* The reduction operator as gangway_dev.h names it (GW_ADD ...). */
static inline const char *red_name(RedOp op)
{
    return dev_op_name(red_dev_op(op));
}

/* The construct's variable named name, or NULL. */
static inline Var *var_named(Node *nd, const char *name)
{
    for (Var *v = nd->vars; v; v = v->next)
        if (!strcmp(v->name, name)) return v;
    return NULL;
}

/* The levels of the loops of l around offset at. */
static inline unsigned dims_at(Loop *l, size_t at)
{
    for (; l; l = l->next)
        if (at >= l->start && at < l->end) return (l->par & ~PAR_SEQ) | dims_at(l->kids, at);
    return 0;
}

/* What a kernel nest's edit wraps, from the outside in, at one loop depth:
 * the loop (its prologue and epilogue), its body, a single-thread guard,
 * a __shared__ declaration; the body's post code and a gang's barrier
 * close inside the body's brace. */
typedef enum NestPart { NEST_LOOP, NEST_BODY, NEST_GUARD, NEST_SHARED, NEST_BODY_POST = 2, NEST_BARRIER = 4 } NestPart;
enum { NEST_STEP = 4 };         /* edit orders one loop depth takes */

/* Edit orders at one offset: outer loops' openers first, inner loops'
 * closers first (EditOrder's band from EDIT_PLAIN to EDIT_NEST_END). */
static inline int nest_open(int depth, NestPart p)
{
    return EDIT_PLAIN + depth * NEST_STEP + (int)p;
}

static inline int nest_close(int depth, NestPart p)
{
    return EDIT_NEST_END - depth * NEST_STEP - (int)p;
}

/* A kernel being printed: its construct, the edits of its text, and the
 * count that numbers its gw_ names. */
typedef struct KCtx {
    Unit *u;
    Node *nd;
    Kernel *k;
    EditList *el;
    int ids;
} KCtx;

/* emit_loops.c */
void cu_privsub_decl(Var *v, bool serial, Buf *b);           /* a private pointer subarray's copy */
void cu_loop_edits(KCtx *c, Loop *l, unsigned outer, int depth, bool top);    /* the loops l, ... */
void cu_stage_edits(KCtx *c, int depth);                     /* the staged loop (Kernel.stage_loop) */
void cu_shared_arrays(KCtx *c);                              /* gang-scope arrays: __shared__ */
void cu_gang_global_decl(Arena *a, const Kernel *k, const GangSlot *g, Declarator parts, const char *x,
                         Buf *b);                            /* or in the scratch */
void cu_recover_var(Arena *a, Loop *l, const char *idx, const char *ct, Buf *b);  /* l's variable */

#endif
