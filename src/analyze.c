/* analyze.c: decisions on the IR: implicit data attributes, how each
 * variable reaches the kernel, loop schedules, reductions, launch shapes;
 * sched.c adds the nests on multi-dimensional grids, staging and caches. */
#include "gangway.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool is_data_clause(ClauseKind k)
{
    return k == CL_COPY || k == CL_COPYIN || k == CL_COPYOUT || k == CL_CREATE || k == CL_NO_CREATE
           || k == CL_PRESENT || k == CL_DEVICEPTR || k == CL_ATTACH;
}

/* The clause of d (of a data kind when data is set) naming variable name. */
static Clause *clause_naming(const Directive *d, const char *name, bool data, ClauseKind only)
{
    for (Clause *c = d->clauses; c; c = c->next) {
        if (c->dtype && strcmp(c->dtype, "nvidia") && strcmp(c->dtype, "*")) continue;
        if (data ? !is_data_clause(c->kind) : c->kind != only) continue;
        for (int i = 0; i < c->nvars; i++)
            if (!strcmp(c->vars[i].base, name)) return c;
    }
    return NULL;
}

static bool is_kernels(const Node *nd)
{
    return nd->dir->kind == DIR_KERNELS || nd->dir->kind == DIR_KERNELS_LOOP;
}

static bool is_serial(const Node *nd)
{
    return nd->dir->kind == DIR_SERIAL || nd->dir->kind == DIR_SERIAL_LOOP;
}

/* ---- reductions ---- */

static Clause *loop_reduction(Loop *l, const char *name)
{
    return l->dir ? clause_naming(l->dir, name, false, CL_REDUCTION) : NULL;
}

static bool loops_private(Loop *l, const char *name)
{
    for (; l; l = l->next)
        if ((l->dir && clause_naming(l->dir, name, false, CL_PRIVATE)) || loops_private(l->kids, name)) return true;
    return false;
}

static bool clause_naming_any_private(Node *nd, const char *name)
{
    return loops_private(nd->loops, name);
}

/* A reduction clause for name on a loop (only gang loops when gang_only);
 * *where gets the loop's directive. */
static Clause *loops_reduction(Loop *l, const char *name, bool gang_only, Directive **where)
{
    for (; l; l = l->next) {
        Clause *c = gang_only && !(l->par & PAR_GANG) ? NULL : loop_reduction(l, name);
        if (c) *where = l->dir;
        if (!c) c = loops_reduction(l->kids, name, gang_only, where);
        if (c) return c;
    }
    return NULL;
}

/* The reduction clause for name anywhere in the construct, or NULL; *where
 * gets the directive it is on. */
static Clause *find_reduction(Node *nd, const char *name, Directive **where)
{
    Clause *c = clause_naming(nd->dir, name, false, CL_REDUCTION);
    *where = nd->dir;
    /* in parallel, a worker or vector loop's reduction is the loop's own:
       its variable is private to the gang (a row sum in a gang loop) */
    return c ? c : loops_reduction(nd->loops, name, nd->dir->kind == DIR_PARALLEL || nd->dir->kind == DIR_PARALLEL_LOOP,
                                   where);
}

/* Is the reduction operator valid for the (canonical) type?  C's own rule
 * (OpenACC 3.3 section 2.5.15): the operator must apply to the type, with
 * '<' standing for max and min.  Reports an error at the clause if not. */
static bool red_type_ok(const Unit *u, Node *nd, Directive *d, Clause *c, const char *name, const char *type, Arith ar)
{
    bool cplx = ar.kind >= AR_CFLOAT;
    bool fp = cplx || arith_float(ar);
    Loc at = d->loc;
    at.col = c->col;
    for (int i = 0; i < c->nvars; i++)
        if (!strcmp(c->vars[i].base, name)) at.col = c->vars[i].col;
    for (MemberRed *m = nd->members; m; m = m->next)    /* a member's temporary: the member, as written */
        if (!strcmp(m->name, name)) name = m->item.text;
    if (fp && (c->op == RED_BITAND || c->op == RED_BITOR || c->op == RED_BITXOR)) {
        error_at(at, "reduction operator '%s' is not valid for '%s' of type '%s'; it needs an integer type",
                 redop_name(c->op), name, type);
        return false;
    }
    if (cplx && (c->op == RED_MAX || c->op == RED_MIN)) {
        error_at(at, "reduction operator '%s' is not valid for '%s' of type '%s'; complex numbers are not ordered",
                 redop_name(c->op), name, type);
        return false;
    }
    if (ar.vol && !u->opt->host_only) {
        error_at(at, "a reduction on '%s', of type '%s', is not supported on the device (its private copies "
                 "and combining operations are not volatile); reduce into a variable that is not volatile, or "
                 "build with -acc=host", name, type);
        return false;
    }
    if ((ar.kind == AR_SINT || ar.kind == AR_UINT) && ar.bytes > 8 && !u->opt->host_only) {     /* __int128 */
        error_at(at, "a reduction on '%s', of type '%s', is not supported on the device (its combining "
                 "operations take at most 8 bytes); reduce into a long long, or build with -acc=host", name, type);
        return false;
    }
    return true;
}

/* Can the blocks combine with one native atomic each?  For integer + max
 * min & | ^ any order gives the same bits; float and double + differ in
 * the last bits from run to run, so not with --reproducible-reductions.
 * Every other case goes through the partials and the last block. */
static bool red_native(const Options *o, RedOp op, Arith ar)
{
    if ((ar.kind == AR_SINT || ar.kind == AR_UINT) && (ar.bytes == 4 || ar.bytes == 8))
        return op == RED_ADD || op == RED_MAX || op == RED_MIN || op == RED_BITAND || op == RED_BITOR
               || op == RED_BITXOR;
    if (ar.kind == AR_FLOAT || ar.kind == AR_DOUBLE) return op == RED_ADD && !o->reproducible;
    return false;
}

/* Partition levels of the loops enclosing offset at across which the
 * region-level reduction of name still has to combine: a worker or vector
 * loop with its own reduction clause leaves the same value in all its lanes. */
static unsigned dims_unreduced(Loop *l, size_t at, const char *name, bool array)
{
    for (; l; l = l->next)
        if (at >= l->start && at < l->end) {
            unsigned par = l->par & ~PAR_SEQ;
            if (!(par & PAR_GANG) && !array && loop_reduction(l, name)) par = 0;
            return par | dims_unreduced(l->kids, at, name, array);
        }
    return 0;
}

/* ---- variables ---- */

/* Does a data clause of a data construct around nd, or of a declare in
 * scope, name v?  Then v is not implicitly firstprivate (OpenACC 3.3
 * section 2.6.2: "a visible data clause"). */
static bool visible_clause(Unit *u, Node *nd, const char *name, bool whole_only, bool deviceptr)
{
    for (Node *o = nd->around; o; o = o->around) {
        bool around = false;
        if (o->dir->kind == DIR_DATA) around = nd->pragma_start >= o->stmt_start && nd->pragma_start < o->stmt_end;
        else if (o->dir->kind == DIR_DECLARE)
            around = o->file_scope || (nd->pragma_start >= o->pragma_end && nd->pragma_start <= o->scope_end);
        if (!around) continue;
        for (Clause *c = o->dir->clauses; c; c = c->next) {
            if (c->dtype && strcmp(c->dtype, "nvidia") && strcmp(c->dtype, "*")) continue;
            if (deviceptr ? c->kind != CL_DEVICEPTR
                          : c->kind != CL_COPY && c->kind != CL_COPYIN && c->kind != CL_COPYOUT && c->kind != CL_CREATE
                                && c->kind != CL_PRESENT && c->kind != CL_NO_CREATE && c->kind != CL_ATTACH
                                && c->kind != CL_DEVICE_RESIDENT && c->kind != CL_LINK)
                continue;
            if (whole_only && (c->kind == CL_ATTACH || c->kind == CL_DEVICE_RESIDENT || c->kind == CL_LINK)) continue;
            for (int i = 0; i < c->nvars; i++)
                if (!strcmp(c->vars[i].base, name) && (!whole_only || c->vars[i].nsub == 0)) return true;
        }
    }
    return false;
}

/* Does a data construct around nd or a declare in scope map name?  Then
 * nd's own data clauses and implicit maps of it find it present and copy
 * nothing (plan.c, plan_beside). */
bool visible_mapped(Unit *u, Node *nd, const char *name)
{
    return visible_clause(u, nd, name, false, false);
}

static bool in_visible_data_clause(Unit *u, Node *nd, const char *name)
{
    return visible_clause(u, nd, name, true, false);
}

/* deviceptr(p) on a data construct around nd (at any depth) or a declare
 * in scope: p holds a device address, which the region uses as it is. */
static bool enclosing_deviceptr(Unit *u, Node *nd, const char *name)
{
    return visible_clause(u, nd, name, false, true);
}

/* The default clause visible at nd: its own, else that of the innermost
 * data construct around it (OpenACC 3.3 section 2.6.2). */
DefaultKind visible_default(Unit *u, Node *nd)
{
    Clause *c = dir_find(nd->dir, CL_DEFAULT);
    if (c) return c->dflt;
    DefaultKind k = DEFAULT_UNSET;
    Node *best = NULL;          /* innermost first: a later one wins a tie */
    for (Node *o = nd->around; o; o = o->around)
        if (o->dir->kind == DIR_DATA && nd->pragma_start >= o->stmt_start && nd->pragma_start < o->stmt_end
            && (!best || o->stmt_start > best->stmt_start) && (c = dir_find(o->dir, CL_DEFAULT))) {
            k = c->dflt;
            best = o;
        }
    return k;
}

/* Where a data construct's or a block declare's scope ends (0: none). */
static size_t scope_end_of(Node *o)
{
    if (o->dir->kind == DIR_DATA) return o->stmt_end;
    if (o->dir->kind == DIR_DECLARE && !o->file_scope) return o->scope_end + 1;
    return 0;
}

/* Node.around for every node, in one pass over the nodes in text order
 * with a stack of the scopes still open: what visible_clause and
 * visible_default search, instead of every node of the unit. */
static void link_scopes(Unit *u)
{
    Node *file = NULL, **tail = &file;
    for (Node *o = u->nodes; o; o = o->next)
        if (o->dir->kind == DIR_DECLARE && o->file_scope) {
            *tail = o;
            tail = &o->around;
        }
    *tail = NULL;
    Node *open = file;          /* the stack: its top, then 'around' */
    for (Node *o = u->nodes; o; o = o->next) {
        while (open && open != file && scope_end_of(open) <= o->pragma_start) open = open->around;
        if (o->dir->kind == DIR_DECLARE && o->file_scope) continue;
        o->around = open;
        if (scope_end_of(o)) open = o;
    }
}

/* In a kernels construct of several kernels, the scalar a loop reduces is
 * the region's own variable: the code after the loop reads the reduced
 * value.  So it stays a device copy (PASS_REF) and the loop combines into
 * it (emit_loops.c, loop_clauses), instead of a slot the host combines once
 * the whole region is done. */
static bool kernels_shared_reduction(Node *nd, Var *v, Clause *c, Directive *rd)
{
    return is_kernels(nd) && nd->kernels && nd->kernels->next && rd != nd->dir && v->shape == SHAPE_SCALAR
           && c->op != RED_NONE;
}

/* A reduction on a subarray of a pointer, on the construct or any loop in
 * it (at any level: the elements live in device memory, shared by all
 * gangs).  Every gang, worker and vector lane updates the device copy's
 * elements atomically (emit_cuda.c, subarray_updates), which the region
 * copies in and out unless they are present; that is the reduction's value
 * combined with the original, as OpenACC says, in some order. */
static bool pointer_subarray_reduction(Unit *u, Node *nd, Var *v)
{
    Clause *c;
    Directive *rd;
    VarItem *it = v->shape == SHAPE_POINTER ? reduced_subarray(nd, v->name, &c, &rd) : NULL;
    if (!it) return false;
    Loc at = rd->loc;
    at.col = it->col;
    v->red = c->op;
    v->red_sub = it;
    v->pass = PASS_DEVPTR;
    const char *t = v->red_elem;
    ArithKind ak = v->red_arith.kind;
    bool fp = arith_float(v->red_arith) || ak == AR_CFLOAT;
    if (it->nsub != 1 || !it->subs[0].len || it->subs[0].is_index)
        error_at(at, "the reduction on '%s' needs one subarray with a length, as in %s[lo:n]", it->text, v->name);
    else if (v->elem_ptr || ak == AR_OTHER || ak == AR_LDOUBLE || ak == AR_CDOUBLE || ak == AR_CLDOUBLE)
        error_at(at, "the reduction on '%s' is not supported for elements of type '%s'; reduce into a local "
                 "array of arithmetic type", it->text, t);
    else if (fp && u->opt->reproducible)
        error_at(at, "--reproducible-reductions cannot fix the order of the reduction on '%s': its elements "
                 "are updated atomically; reduce into a local array of constant length, whose reduction is "
                 "reproducible", it->text);
    else
        red_type_ok(u, nd, rd, c, v->name, t, v->red_arith);
    return true;
}

/* The item naming name with a subscript in a private or firstprivate clause
 * of d, or NULL. */
static VarItem *private_item(Directive *d, const char *name, bool *first)
{
    for (Clause *c = d ? d->clauses : NULL; c; c = c->next) {
        if (c->kind != CL_PRIVATE && c->kind != CL_FIRSTPRIVATE) continue;
        if (c->dtype && strcmp(c->dtype, "nvidia") && strcmp(c->dtype, "*")) continue;
        for (int i = 0; i < c->nvars; i++)
            if (c->vars[i].nsub && !strcmp(c->vars[i].base, name)) {
                *first = c->kind == CL_FIRSTPRIVATE;
                return &c->vars[i];
            }
    }
    return NULL;
}

static VarItem *loops_private_item(Loop *l, const char *name, bool *first, Loop **where)
{
    for (; l; l = l->next) {
        VarItem *it = private_item(l->dir, name, first);
        if (it) {
            *where = l;
            return it;
        }
        if ((it = loops_private_item(l->kids, name, first, where))) return it;
    }
    return NULL;
}

/* The level of one private copy made by a clause of loop l (NULL: of the
 * construct): a gang loop's copy is its gang's, a worker loop's its
 * worker's, and a vector or sequential loop's each thread's own. */
static unsigned private_level(Node *nd, Loop *l)
{
    if (!l) return PAR_GANG;
    if (l->par & PAR_VECTOR) return PAR_VECTOR;
    if (l->par & PAR_WORKER) return PAR_WORKER;
    if (l->par & PAR_GANG) return PAR_GANG;
    return PAR_VECTOR;
}

/* Does e name no control variable of a loop in the construct (its names:
 * directive.c, ExprFacts)?  The host evaluates a private subarray's bounds
 * before the launch. */
static bool outside_expr(Loop *l, const ExprFacts *e)
{
    for (; l; l = l->next) {
        for (int i = 0; l->var && i < e->nnames; i++)
            if (!strcmp(e->names[i], l->var)) return false;
        if (!outside_expr(l->kids, e)) return false;
    }
    return true;
}

/* private(p[lo:n]) or firstprivate(p[lo:n]) on a pointer, on the construct
 * or a loop in it: each gang (or worker, or thread: private_level) gets its
 * own copy of the subarray, in scratch memory the host sizes at the launch,
 * and p inside the region points at it (firstprivate copies the subarray
 * in first).  A private or firstprivate clause on a combined construct is
 * the loop's, except that firstprivate is the construct's. */
static bool private_subarray(Unit *u, Node *nd, Var *v)
{
    bool first = false;
    Loop *l = NULL;
    VarItem *it = private_item(nd->dir, v->name, &first);
    if (it && dir_is_combined(nd->dir->kind) && !first) {
        for (Loop *t = nd->loops; t && !l; t = t->next)
            if (t->dir == nd->dir) l = t;
    } else if (!it) {
        it = loops_private_item(nd->loops, v->name, &first, &l);
        if (l && l->dir == nd->dir && first) l = NULL;
    }
    if (!it || v->shape != SHAPE_POINTER) return false;     /* an array's subarray: the whole array is private */
    Directive *d = l ? l->dir : nd->dir;
    Loc at = d->loc;
    at.col = it->col;
    v->pass = PASS_PRIVSUB;
    v->psub = it;
    v->psub_first = first;
    v->psub_loop = l;
    v->psub_level = private_level(nd, l);
    if (it->nsub != 1 || it->subs[0].is_index || !it->subs[0].len) {
        error_at(at, "'%s' in '%s' on a pointer needs one subarray with a length, as in %s[lo:n]", it->text,
                 first ? "firstprivate" : "private", v->name);
        return true;
    }
    if (!outside_expr(nd->loops, &it->subs[0].lb_facts) || !outside_expr(nd->loops, &it->subs[0].len_facts))
        error_at(at, "the bounds of '%s' must be known when the %s construct starts: use only variables "
                 "declared outside it", it->text, dir_label(nd->dir));
    /* a small constant length: a local array per thread (64 elements at
       most) or a __shared__ one per gang (1024), not scratch memory */
    const ExprFacts *lf = &it->subs[0].len_facts;
    long long cn = lf->value;
    if (lf->is_const && cn > 0 && v->psub_level != PAR_WORKER && cn <= (v->psub_level == PAR_GANG ? 1024 : 64)
        && !v->elem_ptr && v->bytes != 0)
        v->psub_const = (int)cn;
    if (v->shape == SHAPE_POINTER && v->elem_const && !first && v->elem_written)
        error_at(at, "'%s' points to const elements and cannot be written", v->name);
    return true;
}

static void decide_var(Unit *u, Node *nd, Var *v)
{
    const Directive *d = nd->dir;
    Clause *c;
    Directive *rd;
    if (pointer_subarray_reduction(u, nd, v)) return;
    if (private_subarray(u, nd, v)) return;
    if ((c = clause_naming(d, v->name, false, CL_PRIVATE))) v->pass = PASS_PRIVATE;
    else if ((c = clause_naming(d, v->name, false, CL_FIRSTPRIVATE))) v->pass = PASS_VALUE;
    else if ((c = find_reduction(nd, v->name, &rd)) && !kernels_shared_reduction(nd, v, c, rd)) {
        v->pass = PASS_REDUCTION;
        v->red = c->op;
        if (v->shape == SHAPE_POINTER || v->shape == SHAPE_STRUCT) {
            Loc at = rd->loc;
            at.col = c->col;
            error_at(at, "the reduction on '%s' (%s) is not supported: only scalars and one-dimensional "
                     "arrays of arithmetic type; reduce into a local scalar or array and copy the result",
                     v->name, v->type);
        } else if (v->shape != SHAPE_ARRAY || v->red_n > 1) {
            red_type_ok(u, nd, rd, c, v->name, v->red_elem, v->red_arith);
        }
    } else if (v->loop_var) v->pass = PASS_PRIVATE;
    else if ((c = clause_naming(d, v->name, true, 0))) {
        if (c->kind == CL_DEVICEPTR) v->pass = PASS_VALUE;
        else v->pass = v->shape == SHAPE_POINTER || v->shape == SHAPE_ARRAY ? PASS_DEVPTR : PASS_REF;
    } else if (enclosing_deviceptr(u, nd, v->name)) {
        v->pass = PASS_VALUE;
    } else {
        /* default(none): a data clause here or on a construct around it
           (a visible data clause, OpenACC 3.3 section 2.6.2) */
        if (visible_default(u, nd) == DEFAULT_NONE && !v->global && !v->extent_only
            && !visible_clause(u, nd, v->name, false, false))
            error_at(d->loc, "'%s' is used in the %s construct but appears in no data clause, "
                     "as 'default(none)' requires", v->name, dir_label(d));
        switch (v->shape) {
        case SHAPE_ARRAY: v->pass = PASS_DEVPTR; break;
        case SHAPE_POINTER: v->pass = PASS_DEVPTR; break;      /* translated when present */
        case SHAPE_STRUCT: v->pass = PASS_REF; break;
        case SHAPE_SCALAR:
            v->pass = (is_kernels(nd) && v->written) || in_visible_data_clause(u, nd, v->name) ? PASS_REF : PASS_VALUE;
            break;
        default:
            v->pass = PASS_VALUE;
            break;
        }
        if (v->shape == SHAPE_OTHER && v->deref)
            error_at(d->loc, "'%s' has a type gwcc cannot move to the device (%s)", v->name, v->type);
    }
    /* a function pointer is at most copied by value: its target is the host's */
    if (v->fn_ptr && v->pass != PASS_VALUE && v->pass != PASS_PRIVATE && v->pass != PASS_NONE)
        error_at(d->loc, "'%s' has a type gwcc cannot move to the device (%s)", v->name, v->type);
}

/* reduction(op: s.x), (op: p->a.x), (op: s.a[2]) or (op: s.p[lo:n]) on a
 * variable from outside the region reaches here only in the forms the
 * front end does not reduce as a temporary (MemberRed: a member with
 * several subscripts, s.m[1][2]): not supported yet.  A region-local struct's member
 * is, on worker and vector loops. */
static void member_reductions(Node *nd, Directive *d)
{
    for (Clause *c = d ? d->clauses : NULL; c; c = c->next)
        for (int i = 0; c->kind == CL_REDUCTION && i < c->nvars; i++) {
            const char *b = c->vars[i].base;
            size_t n = strcspn(b, ".-");
            if (!b[n]) continue;
            for (Var *v = nd->vars; v; v = v->next)
                if (strlen(v->name) == n && !strncmp(v->name, b, n)) {
                    Loc at = d->loc;
                    at.col = c->vars[i].col;
                    error_at(at, "a reduction on the member '%s' of a variable from outside the compute region "
                             "is not supported yet; reduce into a scalar and assign it after the region", b);
                }
        }
}

static void member_reductions_loops(Node *nd, Loop *l)
{
    for (; l; l = l->next) {
        if (l->dir != nd->dir) member_reductions(nd, l->dir);
        member_reductions_loops(nd, l->kids);
    }
}

static void decide_vars(Unit *u, Node *nd)
{
    member_reductions(nd, nd->dir);
    member_reductions_loops(nd, nd->loops);
    int slot = 0, parts = 0;
    for (Var *v = nd->vars; v; v = v->next) {
        decide_var(u, nd, v);
        if (v->pass != PASS_REDUCTION) continue;
        slot = (slot + 15) & ~15;
        v->red_slot = slot;
        /* 16 bytes a slot, or the variable's whole size (an array, long
           double _Complex), in steps of 16 */
        v->red_slot_bytes = v->bytes > 16 ? (int)((v->bytes + 15) & ~15) : 16;
        slot += v->red_slot_bytes;
        if (v->shape == SHAPE_ARRAY && v->red_n <= 1)
            error_at(nd->dir->loc, "the reduction on '%s' (%s) is not supported: only scalars and "
                     "one-dimensional arrays of arithmetic type", v->name, v->type);
        v->red_dims = 0;
        bool any = false;
        for (Write *w = nd->writes; w; w = w->next)
            if (w->var == v) {
                v->red_dims |= dims_unreduced(nd->loops, w->at, v->name, v->red_n > 1);
                any = true;
            }
        if (!any) v->red_dims = 0;
        if (v->red_n > 1)       /* element writes are not tracked: combine every lane */
            v->red_dims = PAR_GANG | PAR_WORKER | PAR_VECTOR;
        v->red_atomic = red_native(u->opt, v->red, v->red_arith);
        if (!v->red_atomic) {
            v->red_part = parts;
            parts += v->red_slot_bytes;
        }
    }
    nd->red_parts = parts;
    /* parallel and serial constructs are one kernel, launched once */
    DirKind dk = nd->dir->kind;
    nd->red_finish = slot && (dk == DIR_PARALLEL || dk == DIR_PARALLEL_LOOP || dk == DIR_SERIAL
                              || dk == DIR_SERIAL_LOOP);
    nd->red_count = parts || nd->red_finish ? (slot + 15) & ~15 : 0;
    nd->red_bytes = nd->red_count ? nd->red_count + 16 : slot;
}

/* ---- loop schedules ---- */

static unsigned explicit_par(Loop *l)
{
    unsigned p = 0;
    if (!l->dir) return 0;
    if (dir_find(l->dir, CL_GANG)) p |= PAR_GANG;
    if (dir_find(l->dir, CL_WORKER)) p |= PAR_WORKER;
    if (dir_find(l->dir, CL_VECTOR)) p |= PAR_VECTOR;
    if (dir_find(l->dir, CL_SEQ)) p = PAR_SEQ;
    return p;
}

/* May the compiler choose a schedule for l? */
static bool auto_candidate(Node *nd, Loop *l)
{
    if (!l->canonical || l->exit_at) return false;
    if (!l->dir) return is_kernels(nd) && l->independent;
    if (dir_find(l->dir, CL_SEQ)) return false;
    if (dir_find(l->dir, CL_INDEPENDENT)) return true;
    if (dir_find(l->dir, CL_AUTO) || is_kernels(nd)) return l->independent;
    return !is_kernels(nd);     /* a bare 'loop' in parallel is independent */
}

/* Does l's directive ask for its iterations to be shared out (a level, or
 * independent, said or implied by a bare loop in a parallel construct)? */
static bool must_partition(Node *nd, Loop *l)
{
    if (!l->dir || dir_find(l->dir, CL_SEQ) || is_serial(nd)) return false;
    if (explicit_par(l) || dir_find(l->dir, CL_INDEPENDENT)) return true;
    return !is_kernels(nd) && !dir_find(l->dir, CL_AUTO);
}

static unsigned below(Loop *l)
{
    unsigned p = 0;
    for (; l; l = l->next) p |= (l->par & ~PAR_SEQ) | below(l->kids);
    return p;
}

static bool has_candidate_below(Node *nd, Loop *l)
{
    for (; l; l = l->next)
        if ((!explicit_par(l) && auto_candidate(nd, l)) || has_candidate_below(nd, l->kids)) return true;
    return false;
}

static unsigned explicit_below(Loop *l)
{
    unsigned p = 0;
    for (; l; l = l->next) p |= (explicit_par(l) & ~PAR_SEQ) | explicit_below(l->kids);
    return p;
}

static unsigned innermost_level(unsigned p)
{
    return p & PAR_VECTOR ? PAR_VECTOR : p & PAR_WORKER ? PAR_WORKER : p & PAR_GANG ? PAR_GANG : 0;
}

static unsigned outermost_level(unsigned p)
{
    return p & PAR_GANG ? PAR_GANG : p & PAR_WORKER ? PAR_WORKER : p & PAR_VECTOR ? PAR_VECTOR : 0;
}

/* A level for a loop the compiler schedules: gang for outer loops, vector
 * for the innermost, both for a loop that is alone in its nest; never one
 * at or outside a level an enclosing loop uses, or at or inside one below. */
static unsigned pick_level(unsigned above, unsigned under, bool innermost)
{
    unsigned lo = innermost_level(above), hi = outermost_level(under);
#define ALLOWED(lv) ((lv) > lo && (!hi || (lv) < hi))
    if (innermost && ALLOWED(PAR_GANG) && ALLOWED(PAR_VECTOR)) return PAR_GANG | PAR_VECTOR;
    if (innermost && ALLOWED(PAR_VECTOR)) return PAR_VECTOR;
    if (ALLOWED(PAR_GANG)) return PAR_GANG;
#undef ALLOWED
    return 0;
}

/* Is k all of p's body: no code before or after it (a tight nest)? */
static bool nest_tight(Loop *p, Loop *k)
{
    return p->only_stmt == k->start;
}

/* Does loop l call a routine (gang, worker or vector) whose loops may be
 * partitioned?  Then gwcc does not choose vector for it (OpenACC 3.3
 * section 2.15.1: such a routine is called from code that is not
 * vector-partitioned). */
static bool calls_part_routine_in(Unit *u, Node *nd, Loop *l)
{
    for (Routine *r = u->routines; r; r = r->next)
        for (RCall *c = r->vloops && !r->why_seq ? r->calls : NULL; c; c = c->next)
            if (c->nd == nd && c->at >= l->start && c->at < l->end) return true;
    return false;
}

/* The grid dimension of loop l's gangs: its gang(dim:) clause, else 1. */
static int gang_dim(Node *nd, Loop *l)
{
    Clause *g = l->dir ? dir_find(l->dir, CL_GANG) : NULL;
    if (g && g->gang_dim) {        /* OpenACC 3.3 section 2.9.2: a constant 1, 2 or 3 */
        long long dim = g->gang_dim->facts.value;
        if (!g->gang_dim->facts.is_const || dim < 1 || dim > 3)
            error_at(l->dir->loc, "the 'dim' argument of 'gang' must be the constant 1, 2 or 3, not '%s'",
                     g->gang_dim->text);
        else if (dim > 1 && nd->dir->kind != DIR_PARALLEL && nd->dir->kind != DIR_PARALLEL_LOOP)
            error_at(l->dir->loc, "'gang(dim: %lld)' is only allowed in a parallel construct", dim);
        else
            return (int)dim;
    }
    return 1;
}

/* How many loops of the nest l heads its collapse(n) or tile(...) folds
 * into it (Loop.collapse), marked collapsed_inner with l's partitioning p. */
static void collapse_nest(Loop *l, unsigned p)
{
    Clause *c = dir_find(l->dir, CL_COLLAPSE), *t = dir_find(l->dir, CL_TILE);
    if (c && c->nexprs) l->collapse = (int)c->exprs[0].facts.value;      /* 0: not a constant */
    /* tile(a, b): the tiled nest is independent; it runs as one
     * partitioned loop over all its iterations */
    else if (t && t->nexprs > 1) l->collapse = t->nexprs;
    if (l->collapse < 1) l->collapse = 1;
    Loop *k = l;
    for (int i = 1; i < l->collapse; i++) {
        Loop *o = k;
        k = k->kids;
        if (!k || k->next || !k->canonical || k->exit_at) {     /* the front end said why */
            l->collapse = i;
            break;
        }
        /* tile on a nest that is not tight: the loops from the first
           with code around its inner loop on keep their own order
           (the code runs once per iteration of its loop), the outer
           ones are tiled */
        if (!c && t && !nest_tight(o, k)) {
            l->collapse = i;
            k->why_seq = "the tile stops at the code around this loop";
            break;
        }
        k->collapsed_inner = true;
        k->par = p;
    }
}

static const char *level_name(unsigned lv)
{
    return lv == PAR_GANG ? "gang" : lv == PAR_WORKER ? "worker" : "vector";
}

/* OpenACC 3.3 sec. 2.9: a gang loop may not hold another gang loop (but
 * of a lower dimension), a worker loop a gang or worker loop, a vector loop any partitioned loop
 * (gcc: "incorrectly nested OpenACC loop parallelism", "inner loop uses
 * same OpenACC parallelism as containing loop").  The levels l's
 * directive asks for (p) against those of the loops around it. */
static void nesting_check(Loop *l, unsigned p)
{
    unsigned asked = explicit_par(l) & ~PAR_SEQ;
    if (!asked || !(p & asked)) return;
    for (Loop *q = l->parent; q; q = q->parent) {
        unsigned inner = innermost_level(q->par & ~PAR_SEQ);
        /* gang(dim: 1) inside gang(dim: 2): lower dimensions nest (sec. 2.9.2) */
        if (inner == PAR_GANG && outermost_level(asked) == PAR_GANG && l->gdim < q->gdim) continue;
        if (inner && outermost_level(asked) <= inner) {
            error_at(l->dir->loc, "a '%s' loop cannot be inside the %s loop at line %d: a loop's level must "
                     "be inside those of the loops around it (gang, then worker, then vector)",
                     level_name(outermost_level(asked)), level_name(inner), q->line);
            return;
        }
    }
}

static void schedule(Unit *u, Node *nd, Loop *l, unsigned above)
{
    for (; l; l = l->next) {
        if (l->collapsed_inner) {       /* scheduled with the loop it folds into */
            schedule(u, nd, l->kids, above | (l->par & ~PAR_SEQ));
            continue;
        }
        unsigned p = explicit_par(l);
        if (is_serial(nd)) p = p ? p : PAR_SEQ;
        if (!p && auto_candidate(nd, l)) {
            bool inner = !has_candidate_below(nd, l->kids) && !calls_part_routine_in(u, nd, l);
            p = pick_level(above, explicit_below(l->kids), inner);
            if (!p) {
                p = PAR_SEQ;
                bool seq_around = false;
                for (Loop *q = l->parent; q && !seq_around; q = q->parent) seq_around = q->par == PAR_SEQ;
                if (!l->why_seq)
                    l->why_seq = is_kernels(nd) && seq_around ? "inside a sequential loop of a kernels construct, one "
                                 "gang runs it and only its innermost loops are shared out"
                                 : "the levels of the loops around it and inside it are taken";
            }
        } else if (!p) {
            p = PAR_SEQ;
            if (!l->why_seq) l->why_seq = l->dir ? "the loop is not marked independent" : "it has no loop directive";
        }
        l->par = p;
        l->gdim = gang_dim(nd, l);
        nesting_check(l, p);
        if (l->dir) collapse_nest(l, p);
        if (l->canonical && l->exit_at && (l->par != PAR_SEQ || must_partition(nd, l))) {
            /* gcc: "break statement used with OpenACC for loop" */
            error_at(unit_loc(u, l->exit_at - 1), "'break' cannot end the loop at line %d, whose iterations "
                     "the '%s' directive of line %d shares out to run at once; add 'seq' to the directive, or "
                     "leave the loop another way (a condition in its body)", l->line, dir_label(l->dir),
                     l->dir->loc.line);
            l->par = PAR_SEQ;
        }
        if (!l->canonical && (l->par != PAR_SEQ || must_partition(nd, l))) {
            error_at(l->dir->loc, "the loop at line %d cannot be partitioned: %s; write it in the form "
                     "'for (i = lb; i < ub; i += step)' or add 'seq'", l->line, l->why_seq);
            l->par = PAR_SEQ;
        }
        /* in kernels, the iterations of a sequential loop follow one another:
           the loops gwcc partitions inside one stay in one gang, whose lanes
           meet at a barrier after each loop (gangs never do) */
        unsigned in = above | (l->par & ~PAR_SEQ);
        if (is_kernels(nd) && l->par == PAR_SEQ) in |= PAR_GANG;
        schedule(u, nd, l->kids, in);
    }
}

/* ---- kernels and launch shapes ---- */

/* The first gang loop of dimension dim (gang(dim: dim), 1 by default). */
static Loop *first_gang(Loop *l, int dim)
{
    for (; l; l = l->next) {
        if ((l->par & PAR_GANG) && l->gdim == dim) return l;
        Loop *k = first_gang(l->kids, dim);
        if (k) return k;
    }
    return NULL;
}

/* The first gang loop of dimension dim in l's nest (l or inside it; not
 * its siblings, which may be other kernels'), or NULL. */
static Loop *gang_in(Loop *l, int dim)
{
    return (l->par & PAR_GANG) && l->gdim == dim ? l : first_gang(l->kids, dim);
}

/* The construct's variable named name, or NULL. */
Var *ana_var_of(Node *nd, const char *name)
{
    Var *v = nd->vars;
    while (v && strcmp(v->name, name)) v = v->next;
    return v;
}

/* Can the host evaluate e before the launch: only literals and variables
 * from outside the construct (its names: directive.c, ExprFacts)? */
static bool host_expr(Node *nd, const Expr *e)
{
    for (int i = 0; i < e->facts.nnames; i++) {
        Var *v = ana_var_of(nd, e->facts.names[i]);
        if (!v || v->loop_var) return false;
    }
    return true;
}

/* Can a kernel evaluate e: literals, sizeof, and variables of the construct
 * it does not assign (the kernel's copies hold their values)? */
static bool kernel_expr(Node *nd, const Expr *e)
{
    for (int i = 0; i < e->facts.nnames; i++) {
        Var *v = ana_var_of(nd, e->facts.names[i]);
        if (!v || v->loop_var || v->written || v->shape != SHAPE_SCALAR) return false;
    }
    return true;
}

/* gang(static: n) (OpenACC 3.3 section 2.9.2): chunks of n iterations dealt
 * to the gangs in turn; static: * leaves the size to gwcc (one iteration,
 * the grid-stride loop). */
static void gang_chunks(Node *nd, Loop *l)
{
    for (; l; l = l->next) {
        Clause *g = l->dir && (l->par & PAR_GANG) && !l->collapsed_inner ? dir_find(l->dir, CL_GANG) : NULL;
        if (g && g->gang_static && !g->gang_static_star) {
            if (kernel_expr(nd, g->gang_static))
                l->gang_chunk = g->gang_static->text;
            else
                l->chunk_why = "its size is not a constant or a variable the construct reads";
        }
        gang_chunks(nd, l->kids);
    }
}

/* Launch sizes given on loops: gang(n), worker(n), vector(n). */
static void loop_sizes(Node *nd, Kernel *k, Loop *l)
{
    for (; l; l = l->next) {
        if (l->start < k->start || l->start >= k->end || !l->dir) {
            if (l->start >= k->start && l->start < k->end) loop_sizes(nd, k, l->kids);
            continue;
        }
        Clause *c;
        if (!k->num_gangs && (c = dir_find(l->dir, CL_GANG)) && c->gang_num && host_expr(nd, c->gang_num))
            k->num_gangs = c->gang_num;
        if (!k->num_workers && (c = dir_find(l->dir, CL_WORKER)) && c->nexprs && host_expr(nd, &c->exprs[0]))
            k->num_workers = &c->exprs[0];
        if (!k->vector_length && (c = dir_find(l->dir, CL_VECTOR)) && c->nexprs && host_expr(nd, &c->exprs[0]))
            k->vector_length = &c->exprs[0];
        loop_sizes(nd, k, l->kids);
    }
}

/* The loop levels a call of routine r may not be inside for its loops to
 * be partitioned (OpenACC 3.3 section 2.15.1: a routine vector is called
 * from code that is not vector-partitioned, a worker one from code that is
 * not worker- or vector-partitioned, a gang one from gang-redundant code). */
static unsigned routine_conflicts(const Routine *r)
{
    return r->level == PAR_GANG ? PAR_GANG | PAR_WORKER | PAR_VECTOR
           : r->level == PAR_WORKER ? PAR_WORKER | PAR_VECTOR : PAR_VECTOR;
}

/* The outermost loop of ls around offset at partitioned at a level in mask. */
static Loop *level_loop_at(Loop *ls, size_t at, unsigned mask)
{
    for (Loop *l = ls; l; l = l->next)
        if (at >= l->start && at < l->end) {
            if (l->par & mask) return l;
            return level_loop_at(l->kids, at, mask);
        }
    return NULL;
}

/* The levels of the routines with partitioned loops that k may call (its
 * calls outside loops those routines exclude): its gangs (or workers) then
 * get vector lanes to run them. */
static unsigned calls_part_routines(Unit *u, Node *nd, Kernel *k)
{
    unsigned levels = 0;
    for (Routine *r = u->routines; r; r = r->next)
        for (RCall *c = r->vloops && !r->why_seq ? r->calls : NULL; c; c = c->next)
            if (c->nd == nd && c->at >= k->start && c->at < k->end
                && !level_loop_at(nd->loops, c->at, routine_conflicts(r)))
                levels |= r->level;
    return levels;
}

/* Is a gang loop of ls inside a sequential loop (seq: one is around ls)? */
static bool gang_under_seq(Loop *ls, bool seq)
{
    for (Loop *l = ls; l; l = l->next)
        if ((seq && (l->par & PAR_GANG)) || gang_under_seq(l->kids, seq || l->par == PAR_SEQ)) return true;
    return false;
}

static void gang_globals(Unit *u, Node *nd, Kernel *k);

/* Loops of k: the top-level loops of the construct inside k's range. */
static void setup_kernel(Unit *u, Node *nd, Kernel *k)
{
    k->loops = NULL;
    unsigned dims = 0;
    for (Loop *l = nd->loops; l; l = l->next)
        if (l->start >= k->start && l->start < k->end) {
            if (!k->loops) k->loops = l;
            dims |= (l->par & ~PAR_SEQ) | below(l->kids);
            if (!k->gang_loop) k->gang_loop = gang_in(l, 1);
            for (int d = 0; d < 2; d++)
                if (!k->gang_yz[d]) k->gang_yz[d] = gang_in(l, d + 2);
        }
    unsigned rlevels = calls_part_routines(u, nd, k);
    if ((dims & (PAR_GANG | PAR_WORKER)) && rlevels) dims |= PAR_VECTOR;
    k->dims = dims;
    /* parallel num_gangs(n) with no partitioned loop: n gangs of one thread,
       each running the code redundantly (a reduction counts every gang) */
    Clause *ng = dir_find(nd->dir, CL_NUM_GANGS);
    bool redundant = (nd->dir->kind == DIR_PARALLEL || nd->dir->kind == DIR_PARALLEL_LOOP) && ng && ng->nexprs;
    k->serial = is_serial(nd) || (!dims && !redundant);
    /* gang-shared arrays need one gang per block */
    bool shared = nd->arrays != NULL;
    for (Var *v = nd->vars; v; v = v->next)
        if ((v->shape == SHAPE_ARRAY && (v->pass == PASS_PRIVATE || clause_naming_any_private(nd, v->name)))
            || v->pass == PASS_PRIVSUB) {
            shared = true;
            if (v->pass == PASS_PRIVSUB) k->has_privsub = true;
        }
    /* a gang of one thread (no worker or vector loop anywhere): its private
       arrays are the thread's own, and several gangs share a block, one per
       threadIdx.y, so a gang loop of long sequential bodies fills warps
       (private subarrays keep one copy a block: not then) */
    bool gang_calls = false;
    for (Store *s = nd->stores; s; s = s->next)
        if (s->gang_call && s->start >= k->start && s->start < k->end) gang_calls = true;
    bool lone = dims == PAR_GANG && !gang_calls && !k->has_privsub;
    /* a routine gang's or worker's loops use every thread of a block */
    k->packable = !k->serial && k->gang_loop && !k->gang_yz[0] && !k->gang_yz[1] && !(rlevels & (PAR_GANG | PAR_WORKER))
                  && (lone || (!shared && dims == (PAR_GANG | PAR_VECTOR) && !(k->gang_loop->par & PAR_VECTOR)));
    Clause *c;
    if ((c = dir_find(nd->dir, CL_NUM_GANGS)) && c->nexprs) {
        k->num_gangs = &c->exprs[0];
        for (int d = 1; d < c->nexprs && d < 3; d++) k->num_gangs_yz[d - 1] = &c->exprs[d];
    }
    if ((c = dir_find(nd->dir, CL_NUM_WORKERS)) && c->nexprs) k->num_workers = &c->exprs[0];
    if ((c = dir_find(nd->dir, CL_VECTOR_LENGTH)) && c->nexprs) k->vector_length = &c->exprs[0];
    /* kernels: a gang loop (the program's 'loop gang') inside a sequential
       loop of the same kernel runs in one gang, which keeps the sequential
       loop's iterations in order (gangs never meet at a barrier) */
    static Expr one = {"1", 0, {.is_const = true, .value = 1}};
    bool in_k = false;
    for (Loop *l = nd->loops; l; l = l->next) in_k = in_k || (l->start >= k->start && l->start < k->end);
    if (is_kernels(nd) && in_k && !k->serial && !k->gang_yz[0] && !k->gang_yz[1]) {
        bool under = false;
        for (Loop *l = nd->loops; l && !under; l = l->next)
            if (l->start >= k->start && l->start < k->end) under = gang_under_seq(l->kids, l->par == PAR_SEQ);
        if (under) {
            k->num_gangs = &one;
            k->packable = false;
            k->gangs_why = "one gang: a gang loop inside a sequential loop of the kernels construct (gangs never "
                           "meet at a barrier between its iterations)";
        }
    }
    gang_globals(u, nd, k);
}

/* ---- gang-shared arrays too big for shared memory ---- */

/* A kernel's static shared memory is at most 48 KB (ptxas); the gangs'
 * arrays may take this much of it, and leave the rest to the reductions'
 * and the caches' staging. */
enum { GANG_SHARED_BUDGET = 32 * 1024, GANG_SLOT_ALIGN = 256 };

static GangSlot *gang_slot_new(Unit *u, GangSlot *list, Var *v, Loop *l, Store *s, long long bytes)
{
    GangSlot *g = arena_alloc(u->arena, sizeof *g);
    *g = (GangSlot){v, l, s, bytes, 0, list};
    return g;
}

/* The arrays of k's loops' private clauses that are one per gang, shared
 * by its lanes (emit_loops.c, private_form and gang_shared: a loop that is
 * gang-partitioned only, in a kernel with lanes). */
static GangSlot *gang_private_arrays(Unit *u, Node *nd, Kernel *k, Loop *ls, GangSlot *list)
{
    for (Loop *l = ls; l; l = l->next) {
        if (l->start >= k->start && l->start < k->end && l->dir && l->par == PAR_GANG)
            for (Clause *c = l->dir->clauses; c; c = c->next)
                for (int i = 0; c->kind == CL_PRIVATE && i < c->nvars; i++) {
                    Var *v = ana_var_of(nd, c->vars[i].base);
                    /* a combined construct's: the construct's copy, which is
                       not used but by the loop (emit_loops.c, print_private) */
                    if (l->dir == nd->dir && v && v->pass == PASS_PRIVATE) continue;
                    if (v && v->shape == SHAPE_ARRAY && v->pass != PASS_PRIVSUB
                        && v->bytes > 0 && !c->vars[i].nsub)
                        list = gang_slot_new(u, list, v, l, NULL, v->bytes);
                }
        list = gang_private_arrays(u, nd, k, l->kids, list);
    }
    return list;
}

/* Kernel.gang_global: the gang-shared arrays of k, largest first, while
 * together they are more than GANG_SHARED_BUDGET, each at its offset in a
 * gang's slice of the scratch.  Also the arrays of unknown size (none in
 * C: a gang-shared array has a constant length). */
static void gang_globals(Unit *u, Node *nd, Kernel *k)
{
    k->gang_global = NULL;
    k->gang_slot = 0;
    if (k->serial || !(k->dims & (PAR_WORKER | PAR_VECTOR))) return;
    GangSlot *cand = NULL;
    for (Var *v = nd->vars; v; v = v->next)     /* the construct's private arrays (emit_cuda.c, kernel_params) */
        if (v->pass == PASS_PRIVATE && v->shape == SHAPE_ARRAY && !v->vla && v->bytes > 0)
            cand = gang_slot_new(u, cand, v, NULL, NULL, v->bytes);
    cand = gang_private_arrays(u, nd, k, nd->loops, cand);
    for (Store *s = nd->arrays; s; s = s->next)
        if (ana_gang_array(nd, k, s) && s->bytes > 0) cand = gang_slot_new(u, cand, NULL, NULL, s, s->bytes);
    long long total = 0;
    GangSlot **tail = &k->gang_global;
    for (GangSlot *g = cand; g; g = g->next) total += g->bytes;
    while (total > GANG_SHARED_BUDGET) {
        GangSlot **big = NULL;
        for (GangSlot **g = &cand; *g; g = &(*g)->next)
            if (!big || (*g)->bytes > (*big)->bytes) big = g;
        GangSlot *m = *big;
        *big = m->next;
        total -= m->bytes;
        if (m->s && (m->s->name_at < m->s->start || m->s->name_at >= m->s->end
                     || strncmp(u->pp + m->s->name_at, m->s->var, strlen(m->s->var)))) {
            error_at(unit_loc(u, m->s->start), "the array '%s' (%lld bytes), one per gang, does not fit the "
                     "shared memory, and its declaration cannot be moved to device memory (its name comes from a "
                     "macro); declare it outside the construct and name it in a private clause", m->s->var,
                     m->bytes);
            continue;
        }
        m->off = k->gang_slot;
        k->gang_slot += (m->bytes + GANG_SLOT_ALIGN - 1) / GANG_SLOT_ALIGN * GANG_SLOT_ALIGN;
        m->next = NULL;
        *tail = m;
        tail = &m->next;
    }
}

int ana_gang_budget(void)
{
    return GANG_SHARED_BUDGET;
}

const GangSlot *ana_gang_slot(const Kernel *k, const Var *v, const Loop *l, const Store *s)
{
    for (const GangSlot *g = k->gang_global; g; g = g->next)
        if (s ? g->s == s : g->v == v && g->l == l) return g;
    return NULL;
}

/* The barrier after each partitioned worker or vector loop of ls (in
 * kernel k, inside loops of levels outer) that writes what other lanes may
 * read next: none when nothing follows it before they do (it ends the
 * kernel, or is alone in a partitioned parent loop's body). */
static void loop_barriers(Kernel *k, Loop *ls, unsigned outer)
{
    for (Loop *l = ls; l; l = l->next) {
        if (!l->parent && (l->start < k->start || l->start >= k->end)) continue;
        bool seq_around = false;        /* its lanes' writes are read in the next iteration */
        for (Loop *p = l->parent; p && !seq_around; p = p->parent) seq_around = !p->par || (p->par & PAR_SEQ);
        bool follows = !l->parent ? !l->ends_kernel : !alone_in_parent(l) || seq_around;
        bool part = l->par && !(l->par & PAR_SEQ);
        l->sync_after = !part || !(l->par & (PAR_WORKER | PAR_VECTOR)) || !l->writes_out || !follows ? SYNC_NONE
                        : outer & PAR_WORKER ? SYNC_ROW : k->packable ? SYNC_GANG : SYNC_BLOCK;
        loop_barriers(k, l->kids, part ? outer | l->par : outer);
    }
}

/* The region's reduction variables that a top-level gang loop l of k
 * updates, when each thread may keep several partial results of them, so
 * that the loads of as many iterations are in flight at once (emit_loops.c,
 * FORM_PARTIALS): a grid-stride loop of a plain scalar body, no staging or
 * nest schedule, at most PARTIAL_VARS of them. */
static void loop_partials(Node *nd, Kernel *k, Loop *l)
{
    l->npartials = 0;
    if (!(l->par & PAR_GANG) || (l->par & PAR_SEQ) || l->gang_chunk || l->collapse > 1 || l->kids || k->stage_loop
        || k->nest_n || l->body_jumps)
        return;
    Var *acc[PARTIAL_VARS];
    int n = 0;
    for (Var *v = nd->vars; v; v = v->next) {
        if (v->pass != PASS_REDUCTION) continue;
        if (v->red_n > 1 || !v->type || v->cplx || v->shape == SHAPE_STRUCT) return;
        /* private(sum) on the loop itself: its iterations update their own copy */
        if (l->dir && (clause_naming(l->dir, v->name, false, CL_PRIVATE)
                       || clause_naming(l->dir, v->name, false, CL_FIRSTPRIVATE)))
            continue;
        bool updated = false;   /* written in the body (frontend's Write list) */
        for (Write *w = nd->writes; w && !updated; w = w->next)
            updated = w->var == v && w->at >= l->body_start && w->at < l->body_end;
        if (!updated) continue;
        if (n == PARTIAL_VARS) return;
        acc[n++] = v;
    }
    memcpy(l->partials, acc, sizeof acc);
    l->npartials = n;
}

/* Is vector_length a constant power of two up to a warp, which the launch
 * (and gw_fold, which halves it) keeps?  Then the kernel's rows fit one
 * warp, and a vector loop's reduction needs shuffles only. */
static bool warp_rows(Kernel *k)
{
    if (!k->vector_length || !k->vector_length->facts.is_const) return false;
    long long n = k->vector_length->facts.value;
    return n >= 1 && n <= WARP_THREADS && !(n & (n - 1));
}

/* The launch's last decisions, once nests, staging and caches are known:
 * where the number of gangs comes from, whether the runtime may run a gang
 * loop's vector lanes on fewer threads (gw_fold: a gang loop of vector
 * loops with host bounds and no num_gangs, packable), whether its rows fit
 * a warp, and its loops' barriers and partial results. */
static void finish_kernel(Node *nd, Kernel *k)
{
    k->gangs_from = k->num_gangs ? GANGS_CLAUSE : k->gang_loop && k->gang_loop->host_bounds ? GANGS_TRIPS
                    : k->dims & PAR_GANG ? GANGS_WAVE : GANGS_ONE;
    k->folds = k->packable && (k->dims & PAR_VECTOR) && !k->num_gangs && k->gang_loop->host_bounds;
    loop_barriers(k, k->loops, 0);
    k->warp_rows = warp_rows(k);
    for (Loop *l = k->loops; l && l->start < k->end; l = l->next) loop_partials(nd, k, l);
}

/* Is l the only statement of its parent loop's body (frontend.c,
 * Loop.only_stmt)?  Then nothing runs between its iterations and the next,
 * and no barrier is needed after it. */
bool alone_in_parent(const Loop *l)
{
    return l->parent && l->parent->only_stmt == l->start;
}

static void loop_launch_sizes(Unit *u, Node *nd)
{
    for (Kernel *k = nd->kernels; k; k = k->next) {
        loop_sizes(nd, k, nd->loops);
        sched_kernel(u, nd, k);
    }
}

/* C99 complex numbers run on the GPU as gangway_dev.h's gw_cplx (cxx.c),
 * long double _Complex computed in double like long double; GNU's integer
 * complex types have no device version, so a compute construct that uses
 * one is refused unless it runs on the host only (-acc=host). */
static void check_complex(Unit *u, Node *nd)
{
    if (u->opt->host_only) return;
    const char *what = NULL;
    for (Var *v = nd->vars; v && !what; v = v->next)
        if (v->int_complex) what = arena_printf(u->arena, "'%s'", v->name);
    if (!what && nd->int_complex) what = "a variable of the construct";
    if (what)
        error_at(nd->dir->loc, "%s has an integer complex type: on the GPU gwcc computes with float, double and "
                 "long double _Complex only; build with -acc=host, or use double _Complex", what);
}

/* Node.restrict_variant: pointers the kernels dereference that are worth
 * a __restrict__ copy of each kernel, chosen at launch when they do not
 * overlap (read-only data hints on); Var.restrict_param and restrict_ro:
 * which parameters of that copy are __restrict__, and const. */
static bool restrict_variant(const Unit *u, Node *nd)
{
    bool any = false;
    for (Var *v = nd->vars; v; v = v->next) {
        v->restrict_param = v->pass == PASS_DEVPTR && v->deref && !v->restrict_qual;
        v->restrict_ro = v->restrict_param && !v->elem_written && !v->escapes;
        any |= v->restrict_param;
    }
    return any && u->opt->readonly;
}

/* Are the construct's writes of reduced pointer subarrays updates with the
 * reduction's operator (frontend.c, Update.op)?  Else a located error. */
static void check_subarray_updates(Unit *u, Node *nd)
{
    static const char *const forms[] = {
        [RED_ADD] = "p[i] += v, p[i] -= v, p[i]++ or p[i] = p[i] + v", [RED_MUL] = "p[i] *= v or p[i] = p[i] * v",
        [RED_MAX] = "p[i] = fmax(p[i], v) or p[i] = p[i] > v ? p[i] : v",
        [RED_MIN] = "p[i] = fmin(p[i], v) or p[i] = p[i] < v ? p[i] : v", [RED_BITAND] = "p[i] &= v",
        [RED_BITOR] = "p[i] |= v", [RED_BITXOR] = "p[i] ^= v", [RED_LOGAND] = "p[i] = p[i] && v",
        [RED_LOGOR] = "p[i] = p[i] || v"};
    for (Update *up = nd->updates; up; up = up->next) {
        Var *v = nd->vars;
        while (v && strcmp(v->name, up->var)) v = v->next;
        if (!v || !v->red_sub) continue;
        DevOp r = red_dev_op(v->red);
        bool fits = up->op.ok && (up->op.op == r || (r == OP_ADD && up->op.op == OP_SUB));
        if (!up->value_used && fits) continue;
        error_at(unit_loc(u, up->start), "'%s' updates an element of '%s' %s, which the reduction(%s:%s) "
                 "does not allow; write it as %s", arena_strndup(u->arena, u->pp + up->start, up->end - up->start),
                 v->name, up->value_used ? "inside an expression" : "with another operator", redop_name(v->red),
                 v->red_sub->text, forms[v->red]);
    }
}

static unsigned levels_at(Loop *l, size_t at)
{
    for (; l; l = l->next)
        if (at >= l->start && at < l->end) return (l->par & ~PAR_SEQ) | levels_at(l->kids, at);
    return 0;
}

bool ana_gang_array(Node *nd, Kernel *k, Store *s)
{
    if (k->serial || !(k->dims & (PAR_WORKER | PAR_VECTOR))) return false;
    if (s->start < k->start || s->start >= k->end) return false;
    return !(levels_at(nd->loops, s->start) & (PAR_WORKER | PAR_VECTOR));
}

/* Is the variable that name starts with ("acc" of "acc.sum", "s" of
 * "s->p") one of the construct's own, visible at `at`? */
bool ana_local_at(Node *nd, const char *name, size_t at)
{
    size_t n = 0;
    while (ident_char((unsigned char)name[n])) n++;
    for (LocalVar *lv = nd->locals; lv; lv = lv->next)
        if (!strncmp(lv->name, name, n) && !lv->name[n] && lv->start <= at && at < lv->end) return true;
    return false;
}

LoopRed ana_loop_red(Node *nd, Kernel *k, Loop *l, const VarItem *it)
{
    Var *v = ana_var_of(nd, it->base);
    if (v && v->red_sub) return LRED_NONE;      /* atomic updates (subarray_updates) */
    if (v && v->pass == PASS_REDUCTION && (v->red_n > 1 || l->par & PAR_GANG || !(l->par & (PAR_WORKER | PAR_VECTOR))))
        return LRED_NONE;                       /* region-level: combined at the end */
    if (v && v->pass == PASS_REF) return LRED_KERNELS_REF;
    if (!v && !ana_local_at(nd, it->base, l->start)) return LRED_NONE;     /* not used in the construct */
    if (l->par & PAR_GANG) return LRED_GANG;
    if (it->array_len <= 0) return LRED_SCALAR;
    for (Store *a = nd->arrays; a; a = a->next)
        if (!strcmp(a->var, it->base) && ana_gang_array(nd, k, a)) return LRED_SHARED_ARRAY;
    return LRED_ARRAY;
}

/* Loop-level reductions no kernel can do, in every mode (the CUDA
 * emitter does the others). */
static void check_loop_reductions(const Unit *u, Node *nd, Kernel *k, Loop *l)
{
    for (; l; l = l->next) {
        check_loop_reductions(u, nd, k, l->kids);
        if (!l->dir || l->start < k->start || l->start >= k->end) continue;
        for (Clause *c = l->dir->clauses; c; c = c->next)
            for (int i = 0; c->kind == CL_REDUCTION && i < c->nvars; i++) {
                const char *name = c->vars[i].base;
                LoopRed f = ana_loop_red(nd, k, l, &c->vars[i]);
                if ((f == LRED_SCALAR || f == LRED_ARRAY) && !ana_var_of(nd, name)) {
                    LocalVar *in = NULL;    /* the region's own: the innermost visible at the loop */
                    for (LocalVar *lv = nd->locals; lv; lv = lv->next)
                        if (!strcmp(lv->name, name) && lv->start <= l->start && l->start < lv->end
                            && (!in || lv->start > in->start))
                            in = lv;
                    if (in) red_type_ok(u, nd, l->dir, c, name, in->elem, in->arith);
                }
                if (f != LRED_NONE && c->vars[i].array_nested) {  /* LRED_NONE: the construct's check */
                    error_at(l->dir->loc, "the reduction on '%s' is not supported: only scalars and "
                             "one-dimensional arrays of arithmetic type", name);
                    continue;                                       /* one error for the item */
                }
                if (f == LRED_GANG)
                    error_at(l->dir->loc, "a gang reduction on '%s', which is private to the compute region, "
                             "is not supported; reduce into a variable declared outside the region", name);
                Var *v = ana_var_of(nd, name);
                if (f == LRED_ARRAY && v && v->pass == PASS_DEVPTR)
                    error_at(l->dir->loc, "a loop reduction on '%s', an array in device memory that all of the "
                             "construct's threads share, is not supported; put the reduction clause on the compute "
                             "construct, or update its elements with 'acc atomic update'", name);
                if (f == LRED_SHARED_ARRAY)
                    error_at(l->dir->loc, "a reduction on '%s', an array the gang's threads share, is not "
                             "supported; give it an initialiser where it is declared, so that each thread has "
                             "its own", name);
            }
    }
}

/* The bounds of a loop's private, firstprivate or reduction subarray size
 * its copies before the construct starts: a variable the construct declares
 * has no value then (the host C would name one out of scope).  Errors, in
 * every mode. */
static void check_loop_item_bounds(Node *nd, Loop *l)
{
    for (; l; l = l->next) {
        check_loop_item_bounds(nd, l->kids);
        if (!l->dir || l->dir == nd->dir) continue;
        for (Clause *c = l->dir->clauses; c; c = c->next) {
            if (c->kind != CL_PRIVATE && c->kind != CL_FIRSTPRIVATE && c->kind != CL_REDUCTION) continue;
            for (int i = 0; i < c->nvars; i++)
                for (int k = 0; k < c->vars[i].nsub; k++)
                    for (int b = 0; b < 2; b++) {
                        const Subscript *sb = &c->vars[i].subs[k];
                        const ExprFacts *f = b ? &sb->len_facts : &sb->lb_facts;
                        for (int m = 0; m < f->nnames; m++) {
                            LocalVar *in = NULL;
                            for (LocalVar *lv = nd->locals; lv && !in; lv = lv->next)
                                if (!strcmp(lv->name, f->names[m]) && lv->start <= l->start && l->start < lv->end)
                                    in = lv;
                            if (!in) continue;
                            Loc at = l->dir->loc;
                            at.col = b ? sb->len_col : sb->lb_col;
                            error_at(at, "the subarray '%s' in '%s' uses '%s', which the compute construct declares; "
                                     "the bounds of a loop's %s subarray are taken when the construct starts, before "
                                     "'%s' has a value: use a variable from outside the construct", c->vars[i].text,
                                     clause_name(c->kind), f->names[m], clause_name(c->kind), f->names[m]);
                            break;
                        }
                    }
        }
    }
}

static void analyze_compute(Unit *u, Node *nd)
{
    check_loop_item_bounds(nd, nd->loops);
    check_complex(u, nd);
    schedule(u, nd, nd->loops, 0);
    decide_vars(u, nd);         /* before setup_kernel: private arrays forbid packing */
    gang_chunks(nd, nd->loops);
    check_subarray_updates(u, nd);
    for (Kernel *k = nd->kernels; k; k = k->next) setup_kernel(u, nd, k);
    loop_launch_sizes(u, nd);
    sched_caches(u, nd);
    for (Kernel *k = nd->kernels; k; k = k->next) finish_kernel(nd, k);
    for (Kernel *k = nd->kernels; k; k = k->next) check_loop_reductions(u, nd, k, nd->loops);
    for (Var *v = nd->vars; v; v = v->next)
        if (v->pass == PASS_REDUCTION)
            for (Kernel *k = nd->kernels; k; k = k->next) k->has_reduction = true;
    nd->restrict_variant = restrict_variant(u, nd);
}

/* File-scope variables that device functions use need a device copy: a
 * file-scope declare (OpenACC 3.3 section 2.15.1), or const with an
 * initialiser, which the device copy repeats. */
static void check_dev_globals(Unit *u)
{
    for (DevGlobal *g = u->dev_globals; g; g = g->next) {
        for (Node *nd = u->nodes; nd && !g->declared; nd = nd->next) {
            if (nd->dir->kind != DIR_DECLARE || !nd->file_scope) continue;
            for (Clause *c = nd->dir->clauses; c && !g->declared; c = c->next)
                for (int i = 0; i < c->nvars; i++)
                    if (!strcmp(c->vars[i].base, g->name) && c->kind != CL_DEVICEPTR && c->kind != CL_PRESENT)
                        g->declared = c->kind;
        }
        if (!g->declared && !(g->is_const && g->init))
            error_at(unit_loc(u, g->use),
                     "'%s' is a file-scope variable, used in function '%s', which a compute region calls, "
                     "so it needs a device copy: add '#pragma acc declare create(%s)' (or copyin) after its "
                     "definition, and 'update device(%s)' after the host changes it",
                     g->name, g->fn, g->name, g->name);
    }
}

/* The declared device-function global named by a file-scope declare item, or NULL. */
DevGlobal *declared_dev_global(Unit *u, const char *name)
{
    for (DevGlobal *g = u->dev_globals; g; g = g->next)
        if (g->declared && !strcmp(g->name, name)) return g;
    return NULL;
}

/* The item as base[lb:len]... with blanks removed and an absent lower
 * bound written 0, to compare two items. */
static void squeeze(const VarItem *it, char *out, size_t n)
{
    char t[1024];
    size_t k = 0;
    int w = snprintf(t, sizeof t, "%s", it->base);
    for (int i = 0; i < it->nsub && w > 0 && (size_t)w < sizeof t; i++) {
        const Subscript *sb = &it->subs[i];
        w += snprintf(t + w, sizeof t - (size_t)w, sb->is_index ? "[%s]" : "[%s:%s]", sb->lb ? sb->lb : "0",
                      sb->len ? sb->len : "");
    }
    for (const char *s = t; *s && k + 1 < n; s++)
        if (!isspace((unsigned char)*s)) out[k++] = *s;
    out[k] = '\0';
}

static bool transfer_clause(ClauseKind k)
{
    return k == CL_COPY || k == CL_COPYIN || k == CL_COPYOUT || k == CL_CREATE || k == CL_DELETE;
}

/* One variable (or the same subarray of it) in several data clauses of one
 * directive, copyout(x) copy(x), create(zero: b) copyout(b), copyin(a)
 * copyout(a): it is mapped once, as the union of what the clauses do, in
 * whatever order they come (copied in when any clause copies in, out when
 * any copies out, zeroed when a zero: clause creates it and none copies
 * in), as other implementations do.  Only the clauses that move or create
 * data merge; present, no_create, deviceptr and attach stay as they are. */
static void union_clauses(Directive *d)
{
    for (Clause *c = d->clauses; c; c = c->next) {
        if (!transfer_clause(c->kind) || (c->dtype && strcmp(c->dtype, "nvidia") && strcmp(c->dtype, "*"))) continue;
        for (int i = 0; i < c->nvars; i++) {
            VarItem *it = &c->vars[i];
            if (it->dropped) continue;
            char a[512], b[512];
            squeeze(it, a, sizeof a);
            bool in = c->kind == CL_COPY || c->kind == CL_COPYIN, out = c->kind == CL_COPY || c->kind == CL_COPYOUT;
            bool zero = c->zero, ro = c->kind == CL_COPYIN && c->readonly, any = false;
            for (Clause *e = c; e; e = e->next) {
                if (!transfer_clause(e->kind) || (e->dtype && strcmp(e->dtype, "nvidia") && strcmp(e->dtype, "*")))
                    continue;
                for (int j = e == c ? i + 1 : 0; j < e->nvars; j++) {
                    squeeze(&e->vars[j], b, sizeof b);
                    if (strcmp(a, b) || e->vars[j].dropped) continue;
                    e->vars[j].dropped = true;
                    any = true;
                    in = in || e->kind == CL_COPY || e->kind == CL_COPYIN;
                    out = out || e->kind == CL_COPY || e->kind == CL_COPYOUT;
                    zero = zero || e->zero;
                    ro = ro && e->kind == CL_COPYIN && e->readonly;
                }
            }
            if (!any) continue;
            it->merged = true;
            it->merged_kind = d->kind == DIR_EXIT_DATA ? (out ? CL_COPYOUT : CL_DELETE)
                              : in && out ? CL_COPY : in ? CL_COPYIN : out ? CL_COPYOUT : CL_CREATE;
            it->merged_zero = zero && !in;
            it->merged_readonly = ro;
        }
    }
}

/* The loop of ls, at any depth, partitioned over vector lanes around at. */

/* A routine vector's loops are partitioned across the lanes of the gang
 * (or worker) that calls it when every call in a compute construct is made
 * by all those lanes: not from inside a vector loop. */
/* "gang vector", "seq": a loop's partitioning, for messages and reports. */
void par_name(unsigned p, char *buf)
{
    buf[0] = '\0';
    if (p & PAR_SEQ) strcpy(buf, "seq");
    if (p & PAR_GANG) strcat(buf, "gang ");
    if (p & PAR_WORKER) strcat(buf, "worker ");
    if (p & PAR_VECTOR) strcat(buf, "vector ");
    size_t n = strlen(buf);
    if (n && buf[n - 1] == ' ') buf[n - 1] = '\0';
}


static void routine_schedules(Unit *u)
{
    for (Routine *r = u->routines; r; r = r->next) {
        if (!r->vloops || r->why_seq) continue;
        /* a call inside a loop of the routine's level or below runs the
           first copy, whole, in each calling thread */
        r->part = !r->calls;
        for (RCall *c = r->calls; c; c = c->next) {
            Loop *l = level_loop_at(c->nd->loops, c->at, routine_conflicts(r));
            c->part = !l;
            r->part = r->part || c->part;
            if (l) {
                char par[64];
                par_name(l->par & ~PAR_SEQ, par);
                c->why_whole = arena_printf(u->arena, "it is in the %s loop at line %d", par, l->line);
                if (!r->why_seq) r->why_seq = arena_printf(u->arena, "its call at line %d is in the %s loop at line %d",
                                                           unit_pos(u, c->at).line, par, l->line);
            }
        }
        if (r->part) r->why_seq = NULL;
    }
}

/* Each VLA local in a compute construct: its construct, and whether the
 * host can evaluate its size at the launch (no name declared inside). */
static void place_vlas(Unit *u)
{
    for (VlaLocal *v = u->vlas; v; v = v->next) {
        Node *nd = u->nodes;
        while (nd && !(nd->kind == N_COMPUTE && v->at >= nd->stmt_start && v->at < nd->stmt_end)) nd = nd->next;
        v->nd = nd;
        v->host = nd != NULL;
        for (int i = 0; nd && i < v->nrefs; i++)
            if (v->refs[i] >= nd->stmt_start && v->refs[i] < nd->stmt_end) v->host = false;
        if (nd && !v->host)
            warning_at(unit_loc(u, v->at), "the size of variable-length array '%s' depends on values computed in the "
                       "compute construct, so its launch cannot make the device threads' stack big enough for it "
                       "(a few KiB by default)", v->name);
    }
}

void analyze_unit(Unit *u)
{
    link_scopes(u);
    place_vlas(u);
    for (Node *nd = u->nodes; nd; nd = nd->next)
        if (nd->kind == N_COMPUTE || nd->kind == N_DATA || nd->dir->kind == DIR_ENTER_DATA
            || nd->dir->kind == DIR_EXIT_DATA)
            union_clauses(nd->dir);
    check_dev_globals(u);
    for (Node *nd = u->nodes; nd; nd = nd->next)
        if (nd->kind == N_COMPUTE) analyze_compute(u, nd);
    routine_schedules(u);
}
