/* plan.c: the host side's plans, made once after analysis: the maps of
 * each compute construct that no clause names (pointer sections from the
 * access IR), where the host waits for its kernels, each kernel's launch
 * shape, and its parameters with the entries of gw_args that fill them.
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
    if ((k->has_reduction || k->has_privsub) && !k->num_gangs)
        p->cap_why = k->has_reduction ? "reduction" : "private subarrays";
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

/* The parameters variable v gives its construct's kernels, in
 * emit_cuda.c's order of old (kernel_params). */
static void var_params(ParamList *l, Var *v)
{
    Arena *a = l->u->arena;
    const char *x = v->name, *type;
    KParam *p;
    switch (v->pass) {
    case PASS_VALUE:
        if (v->vla || v->shape == SHAPE_ARRAY) {        /* a copy in device memory */
            add_param(l, PR_ARRAY, v, "const void *", arena_printf(a, "gw_fpa_%s", x), PK_OTHER, "void *");
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
    ParamList l = {u, arena_alloc(u->arena, sizeof(KParam) * (4 * nvars + 5)), 0};
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
