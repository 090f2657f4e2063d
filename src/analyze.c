/* analyze.c: decisions on the IR: implicit data attributes, how each
 * variable reaches the kernel, loop schedules, reductions, launch shapes. */
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

/* A reduction clause for name on a loop (only gang loops when gang_only). */
static Clause *loops_reduction(Loop *l, const char *name, bool gang_only)
{
    for (; l; l = l->next) {
        Clause *c = gang_only && !(l->par & PAR_GANG) ? NULL : loop_reduction(l, name);
        if (!c) c = loops_reduction(l->kids, name, gang_only);
        if (c) return c;
    }
    return NULL;
}

/* The reduction clause for name anywhere in the construct, or NULL. */
static Clause *find_reduction(Node *nd, const char *name)
{
    Clause *c = clause_naming(nd->dir, name, false, CL_REDUCTION);
    /* in parallel, a worker or vector loop's reduction is the loop's own:
       its variable is private to the gang (a row sum in a gang loop) */
    return c ? c : loops_reduction(nd->loops, name, nd->dir->kind == DIR_PARALLEL || nd->dir->kind == DIR_PARALLEL_LOOP);
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
static bool in_visible_data_clause(Unit *u, Node *nd, const char *name)
{
    for (Node *o = u->nodes; o; o = o->next) {
        bool around = false;
        if (o->dir->kind == DIR_DATA) around = nd->pragma_start >= o->stmt_start && nd->pragma_start < o->stmt_end;
        else if (o->dir->kind == DIR_DECLARE)
            around = o->file_scope || (nd->pragma_start >= o->pragma_end && nd->pragma_start <= o->scope_end);
        if (!around) continue;
        for (Clause *c = o->dir->clauses; c; c = c->next) {
            if (c->kind == CL_DEVICEPTR || c->kind == CL_DEVICE_RESIDENT || c->kind == CL_LINK) continue;
            if (c->kind != CL_COPY && c->kind != CL_COPYIN && c->kind != CL_COPYOUT && c->kind != CL_CREATE
                && c->kind != CL_PRESENT && c->kind != CL_NO_CREATE)
                continue;
            for (int i = 0; i < c->nvars; i++)
                if (!strcmp(c->vars[i].base, name) && c->vars[i].nsub == 0) return true;
        }
    }
    return false;
}

/* The default clause visible at nd: its own, else that of the innermost
 * data construct around it (OpenACC 3.3 section 2.6.2). */
DefaultKind visible_default(Unit *u, Node *nd)
{
    Clause *c = dir_find(nd->dir, CL_DEFAULT);
    if (c) return c->dflt;
    DefaultKind k = DEFAULT_UNSET;
    size_t best = 0;
    for (Node *o = u->nodes; o; o = o->next)
        if (o->dir->kind == DIR_DATA && nd->pragma_start >= o->stmt_start && nd->pragma_start < o->stmt_end
            && o->stmt_start >= best && (c = dir_find(o->dir, CL_DEFAULT))) {
            k = c->dflt;
            best = o->stmt_start;
        }
    return k;
}

static void decide_var(Unit *u, Node *nd, Var *v)
{
    const Directive *d = nd->dir;
    Clause *c;
    if ((c = clause_naming(d, v->name, false, CL_PRIVATE))) v->pass = PASS_PRIVATE;
    else if ((c = clause_naming(d, v->name, false, CL_FIRSTPRIVATE))) v->pass = PASS_VALUE;
    else if ((c = find_reduction(nd, v->name))) {
        v->pass = PASS_REDUCTION;
        v->red = c->op;
    } else if (v->loop_var) v->pass = PASS_PRIVATE;
    else if ((c = clause_naming(d, v->name, true, 0))) {
        if (c->kind == CL_DEVICEPTR) v->pass = PASS_VALUE;
        else v->pass = v->shape == SHAPE_POINTER || v->shape == SHAPE_ARRAY ? PASS_DEVPTR : PASS_REF;
    } else {
        if (visible_default(u, nd) == DEFAULT_NONE && !v->global)
            error_at(d->loc, "'%s' is used in the %s construct but appears in no data clause, "
                     "as 'default(none)' requires", v->name, dir_name(d->kind));
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
}

static void decide_vars(Unit *u, Node *nd)
{
    int slot = 0;
    for (Var *v = nd->vars; v; v = v->next) {
        decide_var(u, nd, v);
        if (v->pass != PASS_REDUCTION) continue;
        slot = (slot + 15) & ~15;
        v->red_slot = slot;
        slot += v->red_n > 1 && v->bytes > 16 ? (int)v->bytes : 16;
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
    }
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
    if (!l->canonical) return false;
    if (!l->dir) return is_kernels(nd) && l->independent;
    if (dir_find(l->dir, CL_SEQ)) return false;
    if (dir_find(l->dir, CL_INDEPENDENT)) return true;
    if (dir_find(l->dir, CL_AUTO) || is_kernels(nd)) return l->independent;
    return !is_kernels(nd);     /* a bare 'loop' in parallel is independent */
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

static void schedule(Node *nd, Loop *l, unsigned above)
{
    for (; l; l = l->next) {
        if (l->collapsed_inner) {       /* scheduled with the loop it folds into */
            schedule(nd, l->kids, above | (l->par & ~PAR_SEQ));
            continue;
        }
        unsigned p = explicit_par(l);
        if (is_serial(nd)) p = p ? p : PAR_SEQ;
        if (!p && auto_candidate(nd, l)) {
            bool inner = !has_candidate_below(nd, l->kids);
            p = pick_level(above, explicit_below(l->kids), inner);
            if (!p) p = PAR_SEQ;
        } else if (!p) {
            p = PAR_SEQ;
            if (!l->why_seq) l->why_seq = l->dir ? "the loop is not marked independent" : "it has no loop directive";
        }
        l->par = p;
        l->gdim = 1;
        Clause *g = l->dir ? dir_find(l->dir, CL_GANG) : NULL;
        if (g && g->gang_dim) {        /* OpenACC 3.3 section 2.9.2: a constant 1, 2 or 3 */
            char *end;
            long dim = strtol(g->gang_dim->text, &end, 0);
            while (*end == ' ' || *end == 'u' || *end == 'U' || *end == 'l' || *end == 'L') end++;
            if (*end || dim < 1 || dim > 3)
                error_at(l->dir->loc, "the 'dim' argument of 'gang' must be the constant 1, 2 or 3, not '%s'",
                         g->gang_dim->text);
            else if (dim > 1 && nd->dir->kind != DIR_PARALLEL && nd->dir->kind != DIR_PARALLEL_LOOP)
                error_at(l->dir->loc, "'gang(dim: %ld)' is only allowed in a parallel construct", dim);
            else
                l->gdim = (int)dim;
        }
        if (l->dir) {
            Clause *c = dir_find(l->dir, CL_COLLAPSE), *t = dir_find(l->dir, CL_TILE);
            if (c && c->nexprs) l->collapse = atoi(c->exprs[0].text);
            /* tile(a, b): the tiled nest is independent; it runs as one
             * partitioned loop over all its iterations */
            else if (t && t->nexprs > 1) l->collapse = t->nexprs;
            if (l->collapse < 1) l->collapse = 1;
            Loop *k = l;
            for (int i = 1; i < l->collapse; i++) {
                k = k->kids;
                if (!k || k->next || !k->canonical) {     /* the front end said why */
                    l->collapse = i;
                    break;
                }
                k->collapsed_inner = true;
                k->par = p;
            }
        }
        if (l->par != PAR_SEQ && !l->canonical && l->dir) {
            error_at(l->dir->loc,
                     "the loop at line %d cannot be partitioned: %s", l->line, l->why_seq);
            l->par = PAR_SEQ;
        }
        schedule(nd, l->kids, above | (p & ~PAR_SEQ));
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

/* Can the host evaluate e before the launch: only literals and variables
 * from outside the construct? */
static bool host_expr(Node *nd, const char *e)
{
    for (const char *p = e; *p;) {
        if (isalpha((unsigned char)*p) || *p == '_') {
            const char *b = p;
            while (isalnum((unsigned char)*p) || *p == '_') p++;
            char name[128];
            snprintf(name, sizeof name, "%.*s", (int)(p - b), b);
            if (!strcmp(name, "sizeof")) continue;
            Var *v = nd->vars;
            while (v && strcmp(v->name, name)) v = v->next;
            if (!v || v->loop_var) return false;
        } else if (isdigit((unsigned char)*p)) {
            while (isalnum((unsigned char)*p) || *p == '.') p++;
        } else {
            p++;
        }
    }
    return true;
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
        if (!k->num_gangs && (c = dir_find(l->dir, CL_GANG)) && c->gang_num && host_expr(nd, c->gang_num->text))
            k->num_gangs = c->gang_num;
        if (!k->num_workers && (c = dir_find(l->dir, CL_WORKER)) && c->nexprs && host_expr(nd, c->exprs[0].text))
            k->num_workers = &c->exprs[0];
        if (!k->vector_length && (c = dir_find(l->dir, CL_VECTOR)) && c->nexprs && host_expr(nd, c->exprs[0].text))
            k->vector_length = &c->exprs[0];
        loop_sizes(nd, k, l->kids);
    }
}

/* Loops of k: the top-level loops of the construct inside k's range. */
static void setup_kernel(Node *nd, Kernel *k)
{
    k->loops = NULL;
    unsigned dims = 0;
    for (Loop *l = nd->loops; l; l = l->next)
        if (l->start >= k->start && l->start < k->end) {
            if (!k->loops) k->loops = l;
            dims |= (l->par & ~PAR_SEQ) | below(l->kids);
            if (!k->gang_loop) k->gang_loop = first_gang(l, 1);
            for (int d = 0; d < 2; d++)
                if (!k->gang_yz[d]) k->gang_yz[d] = first_gang(l, d + 2);
        }
    k->dims = dims;
    k->serial = is_serial(nd) || !dims;
    /* gang-shared arrays need one gang per block */
    bool shared = nd->arrays != NULL;
    for (Var *v = nd->vars; v; v = v->next)
        if (v->shape == SHAPE_ARRAY && (v->pass == PASS_PRIVATE || clause_naming_any_private(nd, v->name)))
            shared = true;
    k->packable = !k->serial && !shared && dims == (PAR_GANG | PAR_VECTOR) && k->gang_loop
                  && !(k->gang_loop->par & PAR_VECTOR) && !k->gang_yz[0] && !k->gang_yz[1];
    Clause *c;
    if ((c = dir_find(nd->dir, CL_NUM_GANGS)) && c->nexprs) {
        k->num_gangs = &c->exprs[0];
        for (int d = 1; d < c->nexprs && d < 3; d++) k->num_gangs_yz[d - 1] = &c->exprs[d];
    }
    if ((c = dir_find(nd->dir, CL_NUM_WORKERS)) && c->nexprs) k->num_workers = &c->exprs[0];
    if ((c = dir_find(nd->dir, CL_VECTOR_LENGTH)) && c->nexprs) k->vector_length = &c->exprs[0];
}

static void loop_launch_sizes(Node *nd)
{
    for (Kernel *k = nd->kernels; k; k = k->next) loop_sizes(nd, k, nd->loops);
}

static void analyze_compute(Unit *u, Node *nd)
{
    schedule(nd, nd->loops, 0);
    decide_vars(u, nd);         /* before setup_kernel: private arrays forbid packing */
    for (Kernel *k = nd->kernels; k; k = k->next) setup_kernel(nd, k);
    loop_launch_sizes(nd);
    for (Var *v = nd->vars; v; v = v->next)
        if (v->pass == PASS_REDUCTION)
            for (Kernel *k = nd->kernels; k; k = k->next) k->has_reduction = true;
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

void analyze_unit(Unit *u)
{
    check_dev_globals(u);
    for (Node *nd = u->nodes; nd; nd = nd->next)
        if (nd->kind == N_COMPUTE) analyze_compute(u, nd);
}

/* ---- --dump-ir ---- */

static const char *pass_name(VarPass p)
{
    static const char *const names[] = {"value", "ref", "devptr", "private", "reduction", "none"};
    return names[p];
}

static void par_name(unsigned p, char *buf)
{
    buf[0] = '\0';
    if (p & PAR_SEQ) strcpy(buf, "seq");
    if (p & PAR_GANG) strcat(buf, "gang ");
    if (p & PAR_WORKER) strcat(buf, "worker ");
    if (p & PAR_VECTOR) strcat(buf, "vector ");
    size_t n = strlen(buf);
    if (n && buf[n - 1] == ' ') buf[n - 1] = '\0';
}

static void dump_loops(Loop *l, int depth);

static void dump_loops1(Loop *l, int depth)
{
    {
        char par[64];
        par_name(l->par, par);
        printf("%*sloop line %d var %s: %s", depth * 2 + 2, "", l->line, l->var ? l->var : "?", par);
        if (l->collapse > 1) printf(" collapse(%d)", l->collapse);
        if (l->collapsed_inner) printf(" (collapsed)");
        if ((l->par & PAR_SEQ) && l->why_seq) printf(" [%s]", l->why_seq);
        printf("\n");
        dump_loops(l->kids, depth + 1);
    }
}

static void dump_loops(Loop *l, int depth)
{
    for (; l; l = l->next) dump_loops1(l, depth);
}

void dump_ir(Unit *u)
{
    for (Node *nd = u->nodes; nd; nd = nd->next) {
        SrcPos p = unit_pos(u, nd->pragma_start);
        printf("%s:%d: %s\n", p.file, p.line, dir_name(nd->dir->kind));
        if (nd->kind != N_COMPUTE) continue;
        for (Var *v = nd->vars; v; v = v->next) {
            printf("  var %s: %s", v->name, pass_name(v->pass));
            if (v->pass == PASS_REDUCTION) printf(" %s", redop_name(v->red));
            printf("\n");
        }
        for (Kernel *k = nd->kernels; k; k = k->next) {
            char par[64];
            par_name(k->dims, par);
            printf("  kernel %s%s%s%s\n", k->name, k->serial ? " serial" : "", par[0] ? " dims " : "", par);
            for (Loop *l = k->loops; l && l->start < k->end; l = l->next) dump_loops1(l, 1);
        }
    }
}
