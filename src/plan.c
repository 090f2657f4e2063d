/* plan.c: the host side's plans, made once after analysis: the maps of
 * each compute construct that no clause names (pointer sections from the
 * access IR), where the host waits for its kernels, each kernel's launch
 * shape, its parameters with the entries of gw_args that fill them, and
 * which compute constructs may run side by side (plan_beside).
 * emit_host.c prints them (emit_cuda.c the parameters); --info and
 * --dump-ir show them. */
#include "gangway.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- map kinds ---- */

/* The runtime's map kind for a data clause (MAP_NONE: not one). */
MapKind clause_map_kind(ClauseKind k)
{
    switch (k) {
    case CL_COPY: return MAP_COPY;
    case CL_COPYIN: return MAP_COPYIN;
    case CL_COPYOUT: return MAP_COPYOUT;
    case CL_CREATE: return MAP_CREATE;
    case CL_NO_CREATE: return MAP_NO_CREATE;
    case CL_PRESENT: return MAP_PRESENT;
    case CL_DEVICEPTR: return MAP_DEVICEPTR;
    case CL_DELETE: return MAP_DELETE;
    case CL_ATTACH: return MAP_ATTACH;
    case CL_DETACH: return MAP_DETACH;
    case CL_DEVICE: return MAP_UPDATE_DEVICE;
    case CL_SELF: case CL_HOST: return MAP_UPDATE_SELF;
    case CL_DEVICE_RESIDENT: case CL_LINK: return MAP_CREATE;      /* declare: device copies */
    default: return MAP_NONE;
    }
}

const char *map_kind_name(MapKind k)
{
    static const char *const names[] = {"copy", "copyin", "copyout", "create", "no_create", "present",
                                        "deviceptr", "delete", "attach", "detach", "update device",
                                        "update self", "lookup", "link"};
    if (k < MAP_COPY || k >= MAP_NONE) gw_bug("no map kind");
    return names[k];
}

bool plan_item_mapped(const Clause *c, const VarItem *it)
{
    if (c->dtype && strcmp(c->dtype, "nvidia") && strcmp(c->dtype, "*")) return false;
    /* a declare link variable is present only while a data clause maps it;
       a dropped item is merged into an earlier one (analyze.c, union_clauses) */
    return clause_map_kind(c->kind) != MAP_NONE && c->kind != CL_LINK && !it->dropped;
}

/* Does a data clause of d map the variable name? */
static bool clause_maps_var(const Directive *d, const char *name)
{
    for (Clause *c = d->clauses; c; c = c->next)
        for (int i = 0; i < c->nvars; i++)
            if (plan_item_mapped(c, &c->vars[i]) && !strcmp(c->vars[i].base, name)) return true;
    return false;
}

/* ---- the items of data clauses ---- */

/* Does a clause of kind k on item it move data with the attach action of
 * OpenACC 3.3 section 2.7.2 (a section of a pointer attaches the pointer)? */
static bool item_attaches(ClauseKind k, const VarItem *it)
{
    if (it->nsub == 0) return false;
    switch (k) {
    case CL_COPY: case CL_COPYIN: case CL_COPYOUT: case CL_CREATE: case CL_NO_CREATE:
    case CL_PRESENT: case CL_DELETE:
        return true;
    default:
        return false;
    }
}

/* VarItem.attach and rows of every mapped item of nd's directive (its kind
 * the merged one where union_clauses merged clauses). */
static void plan_items(Node *nd)
{
    for (Clause *c = nd->dir ? nd->dir->clauses : NULL; c; c = c->next)
        for (int i = 0; i < c->nvars; i++) {
            VarItem *it = &c->vars[i];
            if (!plan_item_mapped(c, it)) continue;
            ClauseKind ck = it->merged ? it->merged_kind : c->kind;
            it->attach = item_attaches(ck, it);
            it->rows = it->nsub == 2 && ck != CL_DEVICEPTR && !it->subs[0].is_index && !it->subs[1].is_index
                       && it->subs[1].len;
        }
}

/* ---- sections of implicit pointers ---- */

/* The loops of ls that contain offset at, outermost first (more than max:
 * max + 1). */
static int loops_at(Loop *l, size_t at, Loop **out, int max)
{
    for (; l; l = l->next)
        if (at >= l->start && at < l->end) {
            if (max <= 0) return 1;
            out[0] = l;
            return 1 + loops_at(l->kids, at, out + 1, max - 1);
        }
    return 0;
}

static bool in_chain(const char *name, Loop **chain, int k)
{
    for (int i = 0; i < k; i++)
        if (chain[i]->var && !strcmp(chain[i]->var, name)) return true;
    return false;
}

/* Does the host have the value a form names (ir.c): a scalar, or a member
 * s.a.b of a struct or union variable s (by value), from outside, that the
 * region does not write (a store to s.off marks s written)? */
static bool host_has(Node *nd, const char *name)
{
    const char *dot = strchr(name, '.');
    size_t n = dot ? (size_t)(dot - name) : strlen(name);
    Var *v = nd->vars;
    while (v && (strlen(v->name) != n || strncmp(v->name, name, n))) v = v->next;
    return v && !v->written && !v->loop_var && v->shape == (dot ? SHAPE_STRUCT : SHAPE_SCALAR);
}

/* May the host evaluate subscript f with the loop variables of chain
 * bound, and do its extremes over their ranges lie at the corners?  It is
 * affine, no loop variable squared, and its other variables are values
 * the host has (host_has). */
static bool form_on_host(Node *nd, Form f, Loop **chain, int k)
{
    if (!f.affine) return false;
    for (int i = 0; i < f.n; i++) {
        const Mono *m = &f.m[i];
        if (m->v[1] && !strcmp(m->v[0], m->v[1]) && in_chain(m->v[0], chain, k)) return false;
        for (int j = 0; j < 2 && m->v[j]; j++)
            if (!in_chain(m->v[j], chain, k) && !host_has(nd, m->v[j])) return false;
    }
    return true;
}

/* The section of pointer v the region uses, one term a subscript, or
 * NULL when it cannot be known (*why says why). */
static SectionTerm *section_terms(Unit *u, Node *nd, Var *v, const char **why)
{
    *why = v->escapes ? "it is passed to a function, which may reach further"
           : v->elem_ptr ? "it points to pointers: copying the table is not enough"
           : !v->index || v->no_section ? "it is used other than as p[e]" : NULL;
    if (*why) return NULL;
    SectionTerm *terms = NULL, **tail = &terms;
    for (Index *x = v->index; x; x = x->next) {
        SectionTerm *t = arena_alloc(u->arena, sizeof *t);
        t->ix = x;
        t->nloops = loops_at(nd->loops, x->at, t->loops, 3);
        bool ok = t->nloops <= 3;
        for (int i = 0; i < t->nloops && ok; i++) ok = t->loops[i]->canonical && t->loops[i]->host_bounds;
        for (int i = 1; i < t->nloops && ok; i++)       /* an inner 'for (int i' hides the outer i */
            if (in_chain(t->loops[i]->var, t->loops, i)) {
                *why = arena_printf(u->arena, "its subscript '%s' is in loops at lines %d and %d of one "
                                    "variable, '%s'", x->text, t->loops[0]->line, t->loops[i]->line,
                                    t->loops[i]->var);
                return NULL;
            }
        AccessRec *r = ok ? index_access(nd, v->name, x->at) : NULL;
        if (!r || !form_on_host(nd, r->sub[0], t->loops, t->nloops)) {
            *why = arena_printf(u->arena, "its subscript '%s' is not an affine function of at most three "
                                "loops with bounds the host knows and of values it has", x->text);
            return NULL;
        }
        t->sub = r->sub[0];
        *tail = t;
        tail = &t->next;
    }
    return terms;
}

/* ---- implicit maps ---- */

/* Does a data construct around nd name var in a no_create clause?  That is
 * a visible data clause (OpenACC 3.3 section 2.6.2): the region uses the
 * device copy when there is one and the host's variable otherwise. */
static bool enclosing_no_create(Unit *u, Node *nd, const char *var)
{
    for (Node *o = u->nodes; o; o = o->next) {
        if (o->dir->kind != DIR_DATA || nd->pragma_start < o->stmt_start || nd->pragma_start >= o->stmt_end) continue;
        for (Clause *c = o->dir->clauses; c; c = c->next)
            for (int i = 0; c->kind == CL_NO_CREATE && i < c->nvars; i++)
                if (!strcmp(c->vars[i].base, var)) return true;
    }
    return false;
}

static ImplicitMap *new_map(Unit *u, Var *v, MapKind kind, MapWhat what, const char *why)
{
    ImplicitMap *m = arena_alloc(u->arena, sizeof *m);
    *m = (ImplicitMap){.v = v, .kind = kind, .what = what, .why = why};
    return m;
}

/* A pointer or variable of the region that no clause names (pass
 * PASS_DEVPTR or PASS_REF): a lookup, a section, no_create or copy. */
static ImplicitMap *data_map(Unit *u, Node *nd, Var *v, bool present)
{
    ImplicitMap *m;
    if (v->red_sub) {           /* reduction(op: p[lo:n]) implies copy(p[lo:n]) */
        m = new_map(u, v, MAP_COPY, MAP_ITEM, "copy of the reduction's subarray");
        m->item = v->red_sub;
        return m;
    }
    bool pointer = v->shape == SHAPE_POINTER;
    if (enclosing_no_create(u, nd, v->name))
        return pointer ? new_map(u, v, MAP_LOOKUP, MAP_POINTER, "no_create around it: translated when present, "
                                 "else passed as it is")
                       : new_map(u, v, MAP_NO_CREATE, MAP_OBJECT, "no_create, from a data construct around it");
    if (!pointer && v->elem_const && !present)  /* copied back, it would be written where C may not */
        return new_map(u, v, MAP_COPYIN, MAP_OBJECT, "copyin: its elements are const");
    if (!pointer)
        return new_map(u, v, present && v->shape == SHAPE_ARRAY ? MAP_PRESENT : MAP_COPY, MAP_OBJECT,
                       present && v->shape == SHAPE_ARRAY ? "present: default(present)" : "copy");
    const char *why = "default(present)";
    SectionTerm *terms = present ? NULL : section_terms(u, nd, v, &why);
    if (terms) {                /* present or copy the section the loops touch */
        m = new_map(u, v, MAP_LOOKUP, MAP_SECTION, v->elem_written
                    ? "translated when present, else copied in and out: the section its subscripts reach"
                    : "translated when present, else copied in: the section its subscripts reach");
        m->terms = terms;
        m->readonly = !v->elem_written;
        return m;
    }
    m = new_map(u, v, MAP_LOOKUP, MAP_POINTER, arena_printf(u->arena, "translated when present, %s (no section: %s)",
                v->deref || v->escapes ? "else an error" : "else passed as it is", why));
    m->deref = v->deref || v->escapes;
    return m;
}

/* The implicit map of v, or NULL: firstprivate arrays and subarrays get
 * the device copy their copies start from, and variables no clause names
 * their implicit data attribute (OpenACC 3.3 section 2.6.2). */
static ImplicitMap *implicit_map(Unit *u, Node *nd, Var *v, bool present)
{
    bool named = clause_maps_var(nd->dir, v->name);
    if (v->pass == PASS_VALUE && (v->shape == SHAPE_ARRAY || v->vla))
        return new_map(u, v, MAP_COPYIN, MAP_OBJECT, "copyin: a firstprivate array's copies start from it");
    if (v->pass == PASS_PRIVSUB && !named && v->psub && v->psub->nsub == 1 && v->psub->subs[0].len) {
        /* firstprivate(p[lo:n]): present or copied in; private(p[lo:n]): p as
           it is, translated when present (the region may use p outside the loop) */
        if (!v->psub_first)
            return new_map(u, v, MAP_LOOKUP, MAP_POINTER, "translated when present, else passed as it is");
        ImplicitMap *m = new_map(u, v, MAP_COPYIN, MAP_ITEM,
                                 "copyin: the firstprivate subarray's copies start from it");
        m->item = v->psub;
        m->readonly = true;
        return m;
    }
    if (named || (v->pass != PASS_DEVPTR && v->pass != PASS_REF)) return NULL;
    return data_map(u, nd, v, present);
}

/* Node.implicit, in the order of the construct's variables. */
static void plan_implicit_maps(Unit *u, Node *nd)
{
    bool present = visible_default(u, nd) == DEFAULT_PRESENT;
    ImplicitMap **tail = &nd->implicit;
    for (Var *v = nd->vars; v; v = v->next) {
        ImplicitMap *m = implicit_map(u, nd, v, present);
        if (!m) continue;
        *tail = m;
        tail = &m->next;
    }
}

/* ---- where the host waits ---- */

/* Why the host waits for a region's kernels at its end, or NULL when they
 * are quiet: no reduction results or output for the host, and a place
 * where the host waits once it could first see them (settle_at).  Quiet
 * kernels' synchronous launches return at once (gw_launch); regions that
 * wait at one place share its gw_settle() (emit_host.c, emit_settles). */
static void plan_waits(Unit *u)
{
    for (Node *nd = u->nodes; nd; nd = nd->next) {
        plan_items(nd);
        if (nd->kind != N_COMPUTE) continue;
        nd->wait_reason = nd->red_bytes ? "reduction results"
                          : nd->speaks ? "it calls printf, assert or a function of the program"
                          : nd->settle_at == NO_SETTLE
                              ? "no later place to wait: a loop body without braces whose loop could see it"
                              : NULL;
        nd->quiet = !nd->wait_reason;
    }
}

/* ---- launch shapes ---- */

/* The gang loop's trip count, its collapsed loops' included. */
static char *gang_trips(Unit *u, Loop *g)
{
    char *t = g->trip;
    Loop *c = g;
    for (int i = 1; i < g->collapse && c->kids; i++) {
        c = c->kids;
        t = arena_printf(u->arena, "%s * %s", t, c->trip);
    }
    return t;
}

/* A nest (sched.c, setup_nest): blocks of nest_bx x nest_by threads
 * (vector_length sets x), narrower when the x loop is short; a grid that
 * covers the x and y loops, and the outermost in runs of nest_r. */
static void nest_launch(Kernel *k, Launch *p)
{
    p->kind = LAUNCH_NEST;
    p->bx = k->vector_length ? k->vector_length->text : NULL;
    p->bx_n = k->nest_bx;
    p->by_n = k->nest_by;
    p->nx = k->nest[0]->trip;
    p->ny = k->nest[1]->trip;
    p->nz = k->nest_n == 3 ? k->nest[2]->trip : NULL;
    p->runs = k->nest_r;
}

/* Gangs along y and z for gang(dim: 2|3): num_gangs' count, else the
 * loop's trip count; a region with no partitioned loop runs on every gang
 * of num_gangs(x, y, z).  The block: vector_length, else 128 threads for
 * vector loops (256 with a region-level reduction, 32 with workers, 64
 * where a sequential loop's operands are staged whole in shared memory:
 * each tile ends in a barrier of the block, and smaller blocks leave more
 * of them on a multiprocessor to run while one waits), and num_workers,
 * else 4, along y for worker loops. */
static void gang_block(Unit *u, Kernel *k, Launch *p)
{
    for (int d = 0; d < 2; d++) {
        if ((k->gang_yz[d] || !k->dims) && k->num_gangs_yz[d])
            p->yz[d] = arena_printf(u->arena, "(long long)(%s)", k->num_gangs_yz[d]->text);
        else if (k->gang_yz[d] && k->gang_yz[d]->host_bounds)
            p->yz[d] = k->gang_yz[d]->trip;
        else
            p->yz_n[d] = k->gang_yz[d] ? 64 : 1;
    }
    bool worker = k->dims & PAR_WORKER, vector = k->dims & PAR_VECTOR;
    p->bx = k->vector_length ? k->vector_length->text : NULL;
    p->bx_n = !vector ? 1 : worker ? 32 : k->has_reduction ? 256
              : k->stage_loop && k->stage_block ? 64 : 128;
    p->x_one = !vector;
    p->by = k->num_workers && worker ? k->num_workers->text : NULL;
    p->by_n = worker ? 4 : 1;
    p->bx_cap = worker ? 32 : 0;
}

/* The number of gangs (Kernel.gangs_from) and how blocks hold them: vector
 * loops in a gang loop may run on fewer threads (gw_fold); short vectors
 * share a block, one gang per threadIdx.y, and gangs of one thread as many
 * a block as leaves four blocks for each multiprocessor, so that few gangs
 * still reach every one.  Reductions and private subarrays: at most half a
 * wave, so fewer partial results to combine, and each thread keeps several
 * loads in flight (Loop.partials, loop_partials in analyze.c). */
static void gang_count(Unit *u, Kernel *k, Launch *p)
{
    Loop *g = k->gang_loop;
    p->fold = k->folds ? gang_trips(u, g) : NULL;
    p->pack = k->packable;
    const char *ngangs = k->num_gangs ? k->num_gangs->text : g && g->host_bounds ? gang_trips(u, g) : NULL;
    if (k->packable && !(k->dims & PAR_VECTOR) && ngangs)
        p->pack_gangs = arena_printf(u->arena, "(long long)(%s)", ngangs);
    if (k->gangs_from == GANGS_CLAUSE) {
        p->gangs = arena_printf(u->arena, "(long long)(%s)", k->num_gangs->text);
    } else if (k->gangs_from == GANGS_TRIPS) {
        p->gangs = gang_trips(u, g);
        /* a short gang-vector loop: narrower blocks, so that every multiprocessor gets one */
        p->narrow = !k->vector_length && (g->par & PAR_VECTOR) && !(g->par & PAR_WORKER) && g->collapse <= 1;
        p->per_bx = g->par & PAR_VECTOR;
        p->per_by = g->par & PAR_WORKER;
    }
    if ((k->has_reduction || k->has_privsub || k->gang_slot) && !k->num_gangs)
        p->cap_why = k->has_reduction ? "reduction" : k->has_privsub ? "private subarrays" : "gangs' arrays in memory";
}

/* Kernel.launch, once schedules, nests, staging and caches are decided. */
static void plan_launch(Unit *u, Kernel *k)
{
    Launch *p = &k->launch;
    *p = (Launch){.kind = LAUNCH_GANGS};
    if (k->nest_n) {
        nest_launch(k, p);
    } else if (k->serial) {
        p->kind = LAUNCH_ONE;
    } else {
        gang_block(u, k, p);
        gang_count(u, k, p);
        /* a block of 64 for a staged sequential loop is the most it gets (no
           vector_length, no packing; gw_fold only narrows): ptxas is told so,
           and schedules for it (nbody's force kernel: 2-4% faster) */
        if (p->bx_n == 64 && !p->bx && !p->by && p->by_n == 1 && !p->pack && k->stage_loop)
            p->max_threads = 64;
    }
    if (!k->stage_loop) return;
    /* the staged variant's barriers need every thread of the block: each
       thread gets exactly one point, in the block shape its tiles were
       sized for (sched.c, setup_stage) */
    p->exact_x = k->nest_n ? k->nest[0]->trip : k->loops->trip;
    p->exact_y = k->nest_n ? k->nest[1]->trip : NULL;
    p->exact_bx = k->nest_n ? k->nest_bx : 0;
    p->exact_by = k->nest_n ? k->nest_by : 1;
}

void plan_unit(Unit *u)
{
    for (Node *nd = u->nodes; nd; nd = nd->next) {
        if (nd->kind != N_COMPUTE) continue;
        plan_implicit_maps(u, nd);
        for (Kernel *k = nd->kernels; k; k = k->next) plan_launch(u, k);
    }
    plan_waits(u);
}

/* ---- the kernels' parameters ---- */

/* "float *a" -> "const float *__restrict__ a" (Var.restrict_param, and
 * restrict_ro: const, unless it is already): a pointer to the element,
 * whatever the parameter's type spelling (a typedef of a pointer too). */
static const char *restrict_decl(Arena *a, Var *v)
{
    if (!v->restrict_param) return v->param_decl;
    return arena_printf(a, "%s%s__restrict__ %s%s", v->restrict_ro && !v->elem_const ? "const " : "",
                        v->ptr_parts.pre, v->name, v->ptr_parts.post);
}

/* What the run-time compiler may do with a firstprivate's value, from its
 * type's arithmetic (docs/jit-plan.md 3.1): integers and floating types of
 * at most 8 bytes; long double, complex and structs are memory to it. */
static ParamKind value_kind(const Var *v)
{
    if (v->shape != SHAPE_SCALAR || v->arith.bytes < 1 || v->arith.bytes > 8) return PK_OTHER;
    switch (v->arith.kind) {
    case AR_BOOL: return PK_BOOL;
    case AR_SINT: return PK_SINT;
    case AR_UINT: return PK_UINT;
    case AR_FLOAT: case AR_DOUBLE: return PK_FLOAT;
    default: return PK_OTHER;
    }
}

typedef struct ParamList {
    Unit *u;
    KParam *p;
    int n;
} ParamList;

/* A parameter that gwcc names: "<type> <name>" (type ends in '*' or not). */
static KParam *add_param(ParamList *l, ParamRole role, Var *v, const char *type, const char *name, ParamKind kind,
                         const char *size_type)
{
    size_t n = strlen(type);
    const char *decl = arena_printf(l->u->arena, "%s%s%s", type, n && type[n - 1] == '*' ? "" : " ", name);
    KParam *p = &l->p[l->n++];
    *p = (KParam){role, v, decl, decl, type, name, size_type, kind, false};
    return p;
}

/* A private or firstprivate VLA's copy in each thread has the elements the
 * array had where it was declared: the host's sizeof, passed as gw_vn_x.
 * Its size expression may name variables the construct maps (copyout(n):
 * the device's n is not the host's) or that changed since. */
static void vla_count_param(ParamList *l, Var *v)
{
    Arena *a = l->u->arena;
    const char *n = arena_printf(a, "gw_vn_%s", v->name), *ce = v->cuda_elem;
    add_param(l, PR_VLA_COUNT, v, "long long", n, PK_SINT, "long long");
    Declarator local = {v->local_parts.pre, arena_printf(a, " = (%s *)alloca(sizeof(%s) * %s)", ce, ce, n)};
    v->local_decl = decl_named(a, local, v->name);
}

/* The parameters variable v gives its construct's kernels, in
 * emit_cuda.c's order of old (kernel_params): first, for a variably
 * modified v, its type's extents where it was declared (gw_vd_x_l, which
 * the kernel's subscripts and sizeof use: cxx_vla.c, captured). */
static void var_params(ParamList *l, Var *v)
{
    for (int k = 0; v->vm && k < v->vm_levels; k++)
        add_param(l, PR_VLA_DIM, v, "long long", arena_printf(l->u->arena, "gw_vd_%s_%d", v->name, k), PK_SINT,
                  "long long");
    Arena *a = l->u->arena;
    const char *x = v->name, *type;
    KParam *p;
    switch (v->pass) {
    case PASS_VALUE:
        if (v->vla || v->shape == SHAPE_ARRAY) {        /* a copy in device memory */
            add_param(l, PR_ARRAY, v, "const void *", arena_printf(a, "gw_fpa_%s", x), PK_OTHER, "void *");
            if (v->vla)
                vla_count_param(l, v);
            break;
        }
        /* a scalar's type for a cast, without its const */
        type = v->shape == SHAPE_SCALAR && !strncmp(v->cuda_type, "const ", 6) ? v->cuda_type + 6 : v->cuda_type;
        p = add_param(l, PR_VALUE, v, type, cuda_spelling(l->u, x), value_kind(v),
                      value_kind(v) != PK_OTHER ? v->arith_type : v->shape == SHAPE_POINTER ? "void *" : NULL);
        p->decl = p->rdecl = v->param_decl;
        p->floaty = v->floaty && p->kind != PK_FLOAT;
        break;
    case PASS_DEVPTR:
        p = add_param(l, PR_DEVPTR, v, v->cuda_type, cuda_spelling(l->u, x), PK_PTR, "void *");
        p->decl = v->param_decl;
        p->rdecl = restrict_decl(a, v);
        if (v->cached) {
            add_param(l, PR_CACHE_LO, v, "long long", arena_printf(a, "gw_cvl_%s", x), PK_SINT, "long long");
            add_param(l, PR_CACHE_HI, v, "long long", arena_printf(a, "gw_cvh_%s", x), PK_SINT, "long long");
        }
        break;
    case PASS_REF:
        add_param(l, PR_REF, v, arena_printf(a, "%s *", v->cuda_type), arena_printf(a, "gw_ref_%s", x), PK_OTHER,
                  "void *");
        break;
    case PASS_PRIVATE:
        if (v->vla)
            vla_count_param(l, v);
        break;
    case PASS_PRIVSUB: {        /* the pointer's device value, the scratch, the subarray */
        const char *ps = arena_printf(a, "gw_ps_%s", x);
        p = add_param(l, PR_PRIVSUB, v, v->cuda_type, ps, PK_OTHER, "void *");
        p->decl = p->rdecl = decl_named(a, v->param_parts, ps);
        add_param(l, PR_PRIVSUB_SCRATCH, v, "void *", arena_printf(a, "gw_pv_%s", x), PK_OTHER, "void *");
        add_param(l, PR_PRIVSUB_LO, v, "long long", arena_printf(a, "gw_pl_%s", x), PK_SINT, "long long");
        add_param(l, PR_PRIVSUB_LEN, v, "long long", arena_printf(a, "gw_pn_%s", x), PK_SINT, "long long");
        break;
    }
    default:
        break;
    }
}

/* A private or firstprivate copy of a variable-length array gets alloca
 * storage in the kernel (emit_cuda.c, kernel_params), which NVRTC has not. */
static void vla_copies(Unit *u, Node *nd)
{
    for (Var *v = nd->vars; v; v = v->next) {
        if (!v->vla || (v->pass != PASS_PRIVATE && v->pass != PASS_VALUE)) continue;
        for (Kernel *k = nd->kernels; k; k = k->next)
            if (!k->jit_why)
                k->jit_why = arena_printf(u->arena, "the variable-length array '%s', copied for each thread at "
                                          "line %d", v->name, unit_pos(u, nd->pragma_start).line);
    }
}

/* Node.params: the variables' parameters, the reduction's scratch, and a
 * split kernel's share last (gw_launch_split); a kernel's own are the
 * first Kernel.nparams (the share only when it is split). */
static void node_params(Unit *u, Node *nd)
{
    int nvars = 0;
    for (Var *v = nd->vars; v; v = v->next) nvars++;
    ParamList l = {u, arena_alloc(u->arena, sizeof(KParam) * (4 * nvars + 6)), 0};
    bool red = false, split = false;
    for (Var *v = nd->vars; v; v = v->next) {
        var_params(&l, v);
        red = red || v->pass == PASS_REDUCTION;
    }
    if (red) {
        add_param(&l, PR_RED, NULL, "void *", "gw_red", PK_OTHER, "void *");
        add_param(&l, PR_PART, NULL, "void *", "gw_part", PK_OTHER, "void *");
        add_param(&l, PR_OUT, NULL, "void *", "gw_out", PK_OTHER, "void *");
    }
    bool gangs = false;
    for (Kernel *k = nd->kernels; k; k = k->next) gangs = gangs || k->gang_slot;
    if (gangs) add_param(&l, PR_GANG_SCRATCH, NULL, "void *", "gw_gsh", PK_OTHER, "void *");
    for (Kernel *k = nd->kernels; k; k = k->next) split = split || k->split.mode == SPLIT_LOOP;
    int own = l.n;
    if (split) {
        add_param(&l, PR_SHARE_LO, NULL, "long long", "gw_lo", PK_SINT, "long long");
        add_param(&l, PR_SHARE_HI, NULL, "long long", "gw_hi", PK_SINT, "long long");
    }
    nd->params = l.p;
    nd->nparams = l.n;
    for (Kernel *k = nd->kernels; k; k = k->next) k->nparams = k->split.mode == SPLIT_LOOP ? l.n : own;
}

void plan_params(Unit *u)
{
    for (DevGlobal *g = u->dev_globals; g && !u->jit_global; g = g->next)
        if (g->declared) u->jit_global = g;
    for (Node *nd = u->nodes; nd; nd = nd->next)
        if (nd->kind == N_COMPUTE) {
            node_params(u, nd);
            vla_copies(u, nd);
        }
}

/* ---- which compute constructs may run side by side ---- */

/* A place in a function where the host waits for all the work before it. */
typedef struct WaitAt {
    size_t at;
    const char *what;
    bool queues;                /* waits for the async queues too (wait) */
    Node *of;                   /* a quiet construct's gw_settle place */
} WaitAt;

typedef struct Waits {
    WaitAt *w;
    int n, cap;
    Arena *a;
    size_t *queue_waits;        /* the places of the waits for the queues, in order */
    int nqueue_waits;
} Waits;

static WaitAt *wait_add(Waits *ws, size_t at, const char *what)
{
    if (ws->n == ws->cap) {
        int cap = ws->cap ? 2 * ws->cap : 64;
        WaitAt *w = arena_alloc(ws->a, sizeof *w * (size_t)cap);
        if (ws->n) memcpy(w, ws->w, sizeof *w * (size_t)ws->n);
        ws->w = w;
        ws->cap = cap;
    }
    ws->w[ws->n] = (WaitAt){at, what, false, NULL};
    return &ws->w[ws->n++];
}

/* Does a data clause of nd copy at its start (in) or end (!in)?  Items a
 * construct around it maps are present: nothing is copied (a compute
 * construct's or a data construct's present_or_copy). */
static bool clauses_copy(Unit *u, Node *nd, bool in, bool structured)
{
    for (Clause *c = nd->dir->clauses; c; c = c->next) {
        ClauseKind k = c->kind;
        bool moves = in ? k == CL_COPY || k == CL_COPYIN || k == CL_ATTACH
                        : k == CL_COPY || k == CL_COPYOUT || k == CL_DETACH;
        for (int i = 0; moves && i < c->nvars; i++)
            if (plan_item_mapped(c, &c->vars[i]) && (!structured || !visible_mapped(u, nd, c->vars[i].base)))
                return true;
    }
    return false;
}

/* Does an implicit map of compute construct nd copy when nothing around
 * it maps the variable (a C array's or a scalar's copy, a section)? */
static bool implicit_copies(Unit *u, Node *nd)
{
    for (ImplicitMap *m = nd->implicit; m; m = m->next) {
        bool copies = m->kind == MAP_COPY || m->kind == MAP_COPYIN || m->what == MAP_SECTION;
        if (copies && !visible_mapped(u, nd, m->v->name)) return true;
    }
    return false;
}

static bool is_async(const Node *nd)
{
    return dir_find(nd->dir, CL_ASYNC) != NULL;
}

/* The places the host waits of one node: a synchronous compute construct's
 * copies and wait clause, its end when it is not quiet, and the gw_settle
 * places of quiet ones; updates, waits, copying data directives, pipelines. */
static void node_waits(Unit *u, Node *nd, Waits *ws)
{
    if (!nd->dir) return;
    int line = unit_pos(u, nd->pragma_start).line;
    DirKind k = nd->dir->kind;
    if (nd->kind == N_COMPUTE) {
        for (SettlePlace *p = nd->quiet ? nd->settle_places : NULL; p; p = p->next)
            wait_add(ws, p->at, "where it could first see the kernels before it")->of = nd;
        if (is_async(nd)) return;
        if (dir_find(nd->dir, CL_WAIT) || clauses_copy(u, nd, true, true) || implicit_copies(u, nd))
            wait_add(ws, nd->pragma_start, arena_printf(u->arena, "the region at line %d copies data in or "
                                                        "waits for queues first", line));
        if (!nd->quiet || clauses_copy(u, nd, false, true) || implicit_copies(u, nd))
            wait_add(ws, nd->stmt_end, arena_printf(u->arena, "the end of the region at line %d: %s", line,
                                                    nd->quiet ? "it may copy data back" : nd->wait_reason));
    } else if (nd->kind == N_PACC) {
        wait_add(ws, nd->pragma_start, arena_printf(u->arena, "the pipeline at line %d", line));
        wait_add(ws, nd->stmt_end, arena_printf(u->arena, "the end of the pipeline at line %d", line));
    } else if (k == DIR_UPDATE || k == DIR_WAIT || k == DIR_INIT || k == DIR_SHUTDOWN || k == DIR_SET
               || k == DIR_HOST_DATA) {
        wait_add(ws, nd->pragma_start, dir_label(nd->dir))->queues = k == DIR_WAIT;
    } else if (k == DIR_ENTER_DATA || k == DIR_EXIT_DATA || k == DIR_DECLARE) {
        if (clauses_copy(u, nd, k != DIR_EXIT_DATA, false))
            wait_add(ws, nd->pragma_start, arena_printf(u->arena, "%s, which copies", dir_label(nd->dir)));
    } else if (k == DIR_DATA) {
        if (clauses_copy(u, nd, true, true))
            wait_add(ws, nd->pragma_start, "a data construct that copies in");
        if (clauses_copy(u, nd, false, true))
            wait_add(ws, nd->stmt_end, arena_printf(u->arena, "the end of the data construct at line %d, which "
                                                    "copies out", line));
    }
}

static int wait_cmp(const void *a, const void *b)
{
    size_t x = ((const WaitAt *)a)->at, y = ((const WaitAt *)b)->at;
    return x < y ? -1 : x > y;
}

/* The first of the sorted places at or after lo. */
static int wait_from(const Waits *ws, size_t lo)
{
    int l = 0, h = ws->n;
    while (l < h) {
        int m = (l + h) / 2;
        if (ws->w[m].at < lo) l = m + 1;
        else h = m;
    }
    return l;
}

/* Is there a place in [lo, hi] where the host waits for x's work?  For
 * work on an async queue: a wait, or one of its own gw_settle places (a
 * call there, acc_wait say, may wait for it). */
static bool wait_in(const Waits *ws, size_t lo, size_t hi, Node *x)
{
    bool async = is_async(x);
    for (int i = wait_from(ws, lo); i < ws->n && ws->w[i].at <= hi; i++)
        if (!async || ws->w[i].queues || ws->w[i].of == x) return true;
    return false;
}

/* Why what a construct's kernels read and write is not known, or NULL. */
static const char *footprint_unknown(Unit *u, Node *nd)
{
    if (nd->speaks)
        return "it calls printf, assert or a function of the program, whose memory is not known";
    for (Kernel *k = nd->kernels; k; k = k->next)
        if (k->split.mode == SPLIT_LEADER)
            return k->split.why;        /* split.c, leader_only: what is not known */
    return NULL;
}

/* Can two variables of different names be one piece of memory?  Not two
 * objects (C arrays that are not parameters, scalars), nor two restrict
 * pointers; anything else may. */
static bool may_alias(const Var *a, const Var *b)
{
    bool oa = (a->shape == SHAPE_ARRAY && !a->arr_param) || a->shape == SHAPE_SCALAR;
    bool ob = (b->shape == SHAPE_ARRAY && !b->arr_param) || b->shape == SHAPE_SCALAR;
    return !(oa && ob) && !(a->restrict_qual && b->restrict_qual);
}

/* A variable a construct's kernels use, and whether they may write it. */
typedef struct Use {
    const Var *v;
    bool write;
    bool red;                   /* a reduction's result: the host's, or
                                   its device copy, by its own name only */
} Use;

/* What nd's kernels use: their ranges (SplitPlan.ranges), a variable the
 * region assigns or whose elements it assigns counted written whatever the
 * range says (a scalar's device copy is read whole), and its reduction
 * variables, which it writes at its end. */
static Use *node_uses(Unit *u, Node *nd, int *n)
{
    int max = 0;
    for (Kernel *k = nd->kernels; k; k = k->next)
        for (SplitRange *r = k->split.ranges; r; r = r->next) max++;
    for (Var *v = nd->vars; v; v = v->next) max += v->pass == PASS_REDUCTION;
    Use *use = arena_alloc(u->arena, sizeof *use * (size_t)(max + 1));
    *n = 0;
    for (Kernel *k = nd->kernels; k; k = k->next)
        for (SplitRange *r = k->split.ranges; r; r = r->next)
            use[(*n)++] = (Use){r->v, (r->kind & ACC_WRITE) || r->v->written || r->v->elem_written, false};
    for (Var *v = nd->vars; v; v = v->next)
        if (v->pass == PASS_REDUCTION) use[(*n)++] = (Use){v, true, true};
    return use;
}

/* Why later construct c must wait for earlier x (a write of one against a
 * use of the other of the same variable, or of one that may alias it, or
 * one queue), or NULL: by the names they use, they may run side by side. */
static const char *conflict(Unit *u, Node *c, Node *x, const Use *uc, int nc, const Use *ux, int nx)
{
    if (footprint_unknown(u, x)) return "what it touches is not known";
    if (footprint_unknown(u, c)) return "what this one touches is not known";
    Clause *qc = dir_find(c->dir, CL_ASYNC), *qx = dir_find(x->dir, CL_ASYNC);
    if (qc && qx && qc->nexprs == qx->nexprs && (!qc->nexprs || !strcmp(qc->exprs[0].text, qx->exprs[0].text)))
        return qc->nexprs ? arena_printf(u->arena, "the same queue, async(%s)", qc->exprs[0].text)
                          : "the same queue, async";
    const char *alias = NULL;
    for (int i = 0; i < nc; i++)
        for (int j = 0; j < nx; j++) {
            const Use *r = &uc[i], *o = &ux[j];
            if (!r->write && !o->write) continue;
            const char *how = o->write ? "written" : "read";
            if (!strcmp(r->v->name, o->v->name)) return arena_printf(u->arena, "'%s' %s there", o->v->name, how);
            if (!alias && !r->red && !o->red && may_alias(r->v, o->v))
                alias = arena_printf(u->arena, "'%s' %s there may alias '%s'", o->v->name, how, r->v->name);
        }
    return alias;
}

static void beside_add(Unit *u, Node *nd, Node *other, const char *why)
{
    Beside **tail = &nd->beside;
    for (; *tail; tail = &(*tail)->next)
        if ((*tail)->nd == other) return;
    *tail = arena_alloc(u->arena, sizeof **tail);
    **tail = (Beside){other, why, NULL};
}

/* Is x's work possibly in flight when c starts: before it in its function
 * with no place the host waits between, or later in a loop around both,
 * with none from x to the loop body's end and from its start to c? */
static bool in_flight(const Waits *ws, Node *c, Node *x)
{
    if (x == c || !x->fn_end || !c->fn_end || x->fn_start != c->fn_start || x->pacc) return false;
    if (x->stmt_end <= c->pragma_start) return !wait_in(ws, x->stmt_end, c->pragma_start, x);
    for (HostLoop *l = c->host_loops; l; l = l->next)
        if (x->pragma_start >= c->stmt_end && x->stmt_end <= l->end)
            return !wait_in(ws, x->stmt_end, l->end, x) && !wait_in(ws, l->start, c->pragma_start, x);
    return false;
}

/* The index in cs (in text order) of compute construct nd, or -1. */
static int cs_index(Node **cs, int ncs, const Node *nd)
{
    int lo = 0, hi = ncs;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (cs[mid]->pragma_start < nd->pragma_start) lo = mid + 1;
        else hi = mid;
    }
    return lo < ncs && cs[lo] == nd ? lo : -1;
}

/* Why nothing may be in flight with c, the i-th of the compute constructs
 * cs: those of its function that run after it (after[0..nafter), indices
 * into cs in order), or the last place the host waits before it there. */
static const char *alone_why(Unit *u, const Waits *ws, Node **cs, int i, const int *after, int nafter)
{
    Node *c = cs[i];
    const char *lines = "";
    for (int n = 0; n < nafter; n++)
        lines = arena_printf(u->arena, "%s%s%d", lines, !n ? "" : n == nafter - 1 ? " and " : ", ",
                             unit_pos(u, cs[after[n]]->pragma_start).line);
    if (nafter)
        return arena_printf(u->arena, "the region%s at line%s %s run%s after it, and no earlier compute construct "
                            "of its function may still run when it starts", nafter > 1 ? "s" : "",
                            nafter > 1 ? "s" : "", lines, nafter > 1 ? "" : "s");
    int k = wait_from(ws, c->pragma_start + 1) - 1;
    if (k < 0 || ws->w[k].at < c->fn_start)
        return "no other compute construct of its function may be in flight with it";
    return arena_printf(u->arena, "the host waits at line %d (%s), and no other compute construct of its function "
                        "runs between", unit_pos(u, ws->w[k].at).line, ws->w[k].what);
}

/* Compare c, the i-th of the compute constructs cs, with those of its
 * function that may be in flight when it starts, in text order: back to
 * the first that a place the host waits separates from it (further back
 * only when some work is on a queue, which fewer places wait for), and
 * forward to the end of the loops around it. */
static void beside_of(Unit *u, const Waits *ws, Node **cs, int ncs, int i, bool queues, Use **use, int *nuse)
{
    Node *c = cs[i];
    int from = i;
    /* the last wait for the queues before c: nothing that ends before it is in flight */
    int q = 0, h = ws->nqueue_waits;
    while (q < h) {
        int m = q + (h - q) / 2;
        if (ws->queue_waits[m] < c->pragma_start) q = m + 1;
        else h = m;
    }
    size_t barrier = q > 0 ? ws->queue_waits[q - 1] : 0;
    while (from > 0 && cs[from - 1]->fn_start == c->fn_start) {
        Node *x = cs[from - 1];
        if (!x->pacc && (queues ? x->stmt_end <= barrier : !in_flight(ws, c, x))) break;
        from--;
    }
    size_t end = c->stmt_end;
    for (HostLoop *l = c->host_loops; l; l = l->next) end = l->end;
    for (int j = from; j < ncs && cs[j]->fn_start == c->fn_start && cs[j]->pragma_start < end; j++) {
        Node *x = cs[j];
        if (!in_flight(ws, c, x)) continue;
        const char *why = conflict(u, c, x, use[i], nuse[i], use[j], nuse[j]);
        beside_add(u, c, x, why);
        if (!why) beside_add(u, x, c, NULL);
    }
}

/* A Beside list in text order (entries added for another construct's
 * sake come in out of order). */
static Beside *beside_sorted(Beside *list)
{
    Beside *out = NULL;
    while (list) {
        Beside *b = list, **at = &out;
        list = list->next;
        while (*at && (*at)->nd->pragma_start < b->nd->pragma_start) at = &(*at)->next;
        b->next = *at;
        *at = b;
    }
    return out;
}

/* Node.beside and runs_alone of every compute construct: the translator's
 * view by variable names; the runtime orders the work it launches by its
 * exact footprints (docs/async-plan.md 2.2, 5.2). */
void plan_beside(Unit *u)
{
    Waits ws = {.a = u->arena};
    int ncs = 0;
    bool queues = false;
    for (Node *nd = u->nodes; nd; nd = nd->next) {
        node_waits(u, nd, &ws);
        ncs += nd->kind == N_COMPUTE && nd->fn_end;
        queues = queues || (nd->kind == N_COMPUTE && is_async(nd));
    }
    for (ApiCall *a = u->api_calls; a; a = a->next)       /* openacc.h's waits, as the wait directive */
        if (!strcmp(a->name, "acc_wait") || !strcmp(a->name, "acc_wait_all") || !strcmp(a->name, "acc_async_wait")
            || !strcmp(a->name, "acc_async_wait_all"))
            wait_add(&ws, a->start, arena_printf(u->arena, "%s", a->name))->queues = true;
    if (ws.n) qsort(ws.w, (size_t)ws.n, sizeof *ws.w, wait_cmp);
    ws.queue_waits = arena_alloc(u->arena, sizeof *ws.queue_waits * (size_t)(ws.n + 1));
    for (int i = 0; i < ws.n; i++)
        if (ws.w[i].queues) ws.queue_waits[ws.nqueue_waits++] = ws.w[i].at;
    Node **cs = arena_alloc(u->arena, sizeof *cs * (size_t)(ncs + 1));
    ncs = 0;
    for (Node *nd = u->nodes; nd; nd = nd->next)
        if (nd->kind == N_COMPUTE && nd->fn_end) cs[ncs++] = nd;
    Use **use = arena_alloc(u->arena, sizeof *use * (size_t)(ncs + 1));
    int *nuse = arena_alloc(u->arena, sizeof *nuse * (size_t)(ncs + 1));
    for (int i = 0; i < ncs; i++) use[i] = node_uses(u, cs[i], &nuse[i]);
    for (int i = 0; i < ncs; i++) {
        Node *c = cs[i];
        if (c->pacc) {
            c->runs_alone = arena_printf(u->arena, "it runs in the pipeline at line %d, which orders its chunks",
                                         c->pacc->dir->loc.line);
            continue;
        }
        c->runs_alone = footprint_unknown(u, c);
        beside_of(u, &ws, cs, ncs, i, queues, use, nuse);
    }
    /* for each construct, those whose lists hold it (in order), once for all */
    int *off = arena_alloc(u->arena, sizeof *off * (size_t)(ncs + 2)), *by = NULL, total = 0;
    memset(off, 0, sizeof *off * (size_t)(ncs + 2));
    for (int i = 0; i < ncs; i++) {
        cs[i]->beside = beside_sorted(cs[i]->beside);
        for (Beside *b = cs[i]->beside; b; b = b->next) {
            int k = cs_index(cs, ncs, b->nd);
            if (k >= 0) off[k + 2]++, total++;
        }
    }
    for (int k = 0; k < ncs; k++) off[k + 2] += off[k + 1];
    by = arena_alloc(u->arena, sizeof *by * (size_t)(total + 1));
    for (int i = 0; i < ncs; i++)
        for (Beside *b = cs[i]->beside; b; b = b->next) {
            int k = cs_index(cs, ncs, b->nd);
            if (k >= 0) by[off[k + 1]++] = i;
        }
    for (int i = 0; i < ncs; i++)
        if (!cs[i]->beside && !cs[i]->runs_alone)
            cs[i]->runs_alone = alone_why(u, &ws, cs, i, by + off[i], off[i + 1] - off[i]);
}
