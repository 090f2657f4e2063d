/* report.c: --dump-ir and --info: the decisions analysis recorded (schedules,
 * data attributes, reduction slots, implicit maps, launches, waits), printed;
 * nothing here decides. */
#include "gangway.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- --dump-ir ---- */

/* --dump-ir: a kernel's launch, its block and its grid. */
static void plan_dump_launch(Kernel *k)
{
    const Launch *p = &k->launch;
    GangsFrom from = k->gangs_from;
    static const char *const gangs[] = {"one", "clause", "trips", "wave"};
    if (p->kind == LAUNCH_ONE) {
        printf("    launch: one thread\n");
        return;
    }
    printf("    launch: %s, block ", p->kind == LAUNCH_NEST ? "nest" : "gangs");
    if (p->bx) printf("%s", p->bx);
    else printf("%d", p->bx_n);
    if (p->by) printf(" x %s", p->by);
    else printf(" x %d", p->by_n);
    if (p->kind == LAUNCH_NEST) {
        printf(", grid over loops %s x %s%s%s, %d outermost iterations a thread%s\n", k->nest[0]->var, k->nest[1]->var,
               p->nz ? " x " : "", p->nz ? k->nest[2]->var : "", p->runs, p->exact_x ? ", staged variant" : "");
        return;
    }
    for (int d = 0; d < 2; d++)
        if (p->yz[d] || p->yz_n[d] != 1) printf(", %s gangs %s", d ? "z" : "y", p->yz[d] ? "known on the host" : "64");
    printf(", gangs from %s%s%s%s%s%s%s\n", gangs[from], p->fold ? ", fold" : "", p->pack ? ", packed" : "",
           p->narrow ? ", narrowed" : "", p->cap_why ? ", half a wave: " : "", p->cap_why ? p->cap_why : "",
           p->exact_x ? ", staged variant" : "");
}


/* Lines v[0..n) in order, each once: "line 12", "lines 12 and 30", "lines
 * 12, 30 and 41"; after the eighth, "and N more". */
static const char *lines_text(Unit *u, const int *lines, int nlines)
{
    int v[8], n = 0, more = 0;
    for (int i = 0; i < nlines; i++) {
        int l = lines[i], k = 0;
        while (k < n && v[k] != l) k++;
        if (k < n) continue;
        if (n == 8) { more++; continue; }
        for (k = n++; k > 0 && v[k - 1] > l; k--) v[k] = v[k - 1];
        v[k] = l;
    }
    Buf b;
    buf_init(&b);
    buf_printf(&b, n > 1 ? "lines " : "line ");
    for (int k = 0; k < n; k++)
        buf_printf(&b, "%s%d", !k ? "" : k == n - 1 && !more ? " and " : ", ", v[k]);
    if (more) buf_printf(&b, " and %d more", more);
    const char *s = arena_strdup(u->arena, buf_cstr(&b));
    buf_release(&b);
    return s;
}

/* Where the host waits for a quiet region's kernels (Node.settle_places). */
static const char *settle_lines(Unit *u, const Node *nd)
{
    int n = 0;
    for (const SettlePlace *p = nd->settle_places; p; p = p->next) n++;
    int *v = arena_alloc(u->arena, sizeof *v * (size_t)(n + 1));
    n = 0;
    for (const SettlePlace *p = nd->settle_places; p; p = p->next) v[n++] = unit_pos(u, p->at).line;
    return lines_text(u, v, n);
}

/* The async queue of a construct, as its clause names it: "async",
 * "async(q)". */
static const char *queue_name(Unit *u, const Node *nd)
{
    Clause *c = dir_find(nd->dir, CL_ASYNC);
    return c->nexprs ? arena_printf(u->arena, "async(%s)", c->exprs[0].text) : "async";
}

/* --dump-ir: the maps of a construct that no clause names, and where the
 * host waits. */
static void plan_dump(Unit *u, Node *nd)
{
    static const char *const what[] = {"object", "pointer", "subarray", "section"};
    for (ImplicitMap *m = nd->implicit; m; m = m->next) {
        printf("  implicit %s: %s %s", m->v->name, map_kind_name(m->kind), what[m->what]);
        if (m->item) printf(" %s", m->item->text);
        for (SectionTerm *t = m->terms; t; t = t->next) printf(" %s[%s]", m->v->name, t->ix->text);
        printf("%s%s\n", m->readonly ? " readonly" : "", m->deref ? " deref" : "");
    }
    if (nd->quiet)
        printf("  waits: at %s\n", settle_lines(u, nd));
    else
        printf("  waits: at its end (%s)\n", nd->wait_reason);
    int n = 0;
    printf("  beside:");
    for (Beside *b = nd->beside; b; b = b->next)
        if (!b->conflict) printf(" %d", unit_pos(u, b->nd->pragma_start).line), n++;
    if (!n) printf(" none");
    for (Beside *b = nd->beside; b; b = b->next)
        if (b->conflict) printf("; after %d (%s)", unit_pos(u, b->nd->pragma_start).line, b->conflict);
    if (nd->runs_alone) printf("; runs alone: %s", nd->runs_alone);
    printf("\n");
}

static const char *pass_name(VarPass p)
{
    static const char *const names[] = {"value", "ref", "devptr", "private", "reduction", "none", "private-subarray"};
    return names[p];
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

/* The access IR of a construct: each access, its kind, its subscripts'
 * forms ('?': not a form) and its loop. */
static void dump_accesses(Unit *u, Node *nd)
{
    for (AccessRec *r = nd->accesses; r; r = r->next) {
        printf("  access %s", r->array);
        for (int k = 0; k < r->nsub; k++) printf("[%s]", form_str(u->arena, r->sub[k]));
        printf(":%s%s%s%s", r->kind & ACC_READ ? " read" : "", r->kind & ACC_WRITE ? " write" : "",
               r->kind & ACC_ATOMIC ? " atomic" : "", r->rows ? " rows" : "");
        if (r->loop) printf(" loop line %d", r->loop->line);
        printf("\n");
    }
}

/* --dump-ir: a kernel's split plan (split.c), each variable's ranges in
 * its first dimension's elements over iterations [lo, hi) of the split loop. */
static void split_dump(Unit *u, Kernel *k)
{
    const SplitPlan *p = &k->split;
    static const char *const modes[] = {"split", "duplicated", "leader only"};
    printf("  kernel %s %s", k->name, modes[p->mode]);
    if (p->loop) {
        Form t = form_add(u->arena, p->loop->lb_form,
                          form_mul(u->arena, p->loop->step_form, form_var(u->arena, "t")), 1);
        printf(", loop %s line %d, %s = %s for t in [lo, hi)", p->loop->var, p->loop->line, p->loop->var,
               form_str(u->arena, t));
    }
    printf("%s%s\n", p->why ? ": " : "", p->why ? p->why : "");
    if (p->mode == SPLIT_LOOP) {        /* how the emitters print it (split_emission) */
        static const char *const ops[] = {"?", "+", "*", "max", "min", "&", "|", "^", "&&", "||"};
        printf("    emit: axis %c, trip %s, per block %s\n", "xyz"[p->axis], p->trip, p->per);
        for (SplitSlot *s = p->slots; s; s = s->next)
            printf("    slot %s: offset %d, %d x %s\n", ops[s->op], s->offset, s->count, s->type);
    }
    for (SplitRange *r = p->ranges; r; r = r->next) {
        printf("    %s %s%s: ", r->kind & ACC_WRITE ? "write" : "read", r->v->name,
               r->kind & ACC_ATOMIC ? " (atomic)" : "");
        if (r->whole) {
            printf("whole (%s)\n", r->why);
            continue;
        }
        Form lo = form_add(u->arena, form_mul(u->arena, r->c, form_var(u->arena, "lo")), r->omin, 1);
        Form hi = form_add(u->arena, form_mul(u->arena, r->c, form_add(u->arena, form_var(u->arena, "hi"),
                                                                       form_const(u->arena, 1), -1)), r->omax, 1);
        printf("[%s, %s] (c %s, omin %s, omax %s)\n", form_str(u->arena, lo), form_str(u->arena, hi),
               form_str(u->arena, r->c), form_str(u->arena, r->omin), form_str(u->arena, r->omax));
    }
}

/* The items of nd's data clauses that plan.c (plan_items) gave an attach
 * or rows. */
static void dump_items(Node *nd)
{
    for (Clause *c = nd->dir->clauses; c; c = c->next)
        for (int i = 0; i < c->nvars; i++)
            if (c->vars[i].attach || c->vars[i].rows)
                printf("  item %s %s:%s%s\n", clause_name(c->kind), c->vars[i].text,
                       c->vars[i].rows ? " rows" : "", c->vars[i].attach ? " attach" : "");
}

void dump_ir(Unit *u)
{
    for (Node *nd = u->nodes; nd; nd = nd->next) {
        SrcPos p = unit_pos(u, nd->pragma_start);
        printf("%s:%d: %s\n", p.file, p.line, dir_label(nd->dir));
        if (nd->kind == N_PACC) {
            Pacc *pc = nd->pacc;
            printf("  pipeline %d: rows %s, halo %s %s, steps %s, chunks %s, depth %s%s\n", pc->id, pc->rows,
                   pc->below, pc->above, pc->steps, pc->nchunks, pc->ndepth, pc->async ? ", async" : "");
            for (int i = 0; i < pc->narr; i++)
                printf("  array %s %s %s: host %s, row %s\n", pc->arrays[i].name, pc->arrays[i].inout ? "inout" : "in",
                       pc->arrays[i].layout == PACC_ROWS ? "rows" : "flat", pc->arrays[i].host, pc->arrays[i].row);
            for (PaccSaved *sv = pc->saved; sv; sv = sv->next) printf("  replayed %s\n", sv->name);
            continue;
        }
        if (nd->pacc) printf("  in pipeline %d\n", nd->pacc->id);
        if (nd->kind != N_COMPUTE) {
            dump_items(nd);
            continue;
        }
        for (Var *v = nd->vars; v; v = v->next) {
            printf("  var %s: %s", v->name, pass_name(v->pass));
            if (v->pass == PASS_REDUCTION) printf(" %s", redop_name(v->red));
            printf("\n");
        }
        for (MemberRed *r = nd->members; r; r = r->next)      /* reduced members (frontend.c) */
            printf("  member %s: %s%s\n", r->name, r->expr, r->elems ? ", its first element's address" : "");
        for (Kernel *k = nd->kernels; k; k = k->next) {
            char par[64];
            par_name(k->dims, par);
            printf("  kernel %s%s%s%s\n", k->name, k->serial ? " serial" : "", par[0] ? " dims " : "", par);
            for (Loop *l = k->loops; l && l->start < k->end; l = l->next) dump_loops1(l, 1);
            plan_dump_launch(k);
        }
        plan_dump(u, nd);
        for (Kernel *k = nd->kernels; k; k = k->next) split_dump(u, k);
        dump_items(nd);
        if (u->opt->dump_accesses) dump_accesses(u, nd);
    }
}

/* ---- --info ---- */

/* The grid dimension a nest gives loop l: 0 for x, 1 for y, 2 for z, -1. */
static int nest_dim(Kernel *k, Loop *l)
{
    for (int d = 0; k && d < k->nest_n; d++)
        if (k->nest[d] == l) return d;
    return -1;
}

/* --info: one line per loop, nested loops indented under their parent. */
static void info_loops(const char *file, Kernel *k, Loop *l, int depth, size_t end)
{
    for (; l && l->start < end; l = l->next) {
        char what[256] = "";
        int d = nest_dim(k, l);
        if (d == 0)
            snprintf(what, sizeof what, " grid x (threadIdx.x + blockIdx.x): %s", k->nest_why);
        else if (d > 0)
            snprintf(what, sizeof what, " grid %s (%s)%s", d == 1 ? "y" : "z",
                     d == 1 ? "threadIdx.y + blockIdx.y" : "blockIdx.z",
                     d == k->nest_n - 1 && k->nest_r > 1 ? ", several iterations per thread" : "");
        else {
            if (l->par & PAR_GANG)
                strcat(what, l->gdim == 2   ? " gang(blockIdx.y)"
                             : l->gdim == 3 ? " gang(blockIdx.z)"
                                            : " gang(blockIdx.x)");
            if (l->par & PAR_WORKER) strcat(what, " worker(threadIdx.y)");
            if (l->par & PAR_VECTOR) strcat(what, " vector(threadIdx.x)");
            if (l->gang_chunk && strlen(l->gang_chunk) < 100)
                snprintf(what + strlen(what), sizeof what - strlen(what), ", static chunks of %s iterations",
                         l->gang_chunk);
            if (l->chunk_why) strcat(what, ", gang static size left to gwcc: ");
            if (l->chunk_why) strcat(what, l->chunk_why);
            if (l->collapsed_inner) strcat(what, " (collapsed into the loop above)");
        }
        if (l->par & PAR_SEQ) {
            fprintf(stderr, "%s:%d: %*sloop over '%s': sequential: %s\n", file, l->line, depth * 2 + 2, "",
                    l->var ? l->var : "?", l->why_seq ? l->why_seq : "the region runs on one thread");
            if (k && k->stage_loop == l) {
                char tile[64];
                snprintf(tile, sizeof tile, k->stage_block ? "16 KiB (128 to 1024 iterations)" : "%d iterations",
                         k->stage_tile);
                for (Stage *st = k->stages; st; st = st->next)
                    fprintf(stderr, "%s:%d: %*s'%s[%s]' staged in shared memory, %s a tile (%s%s)\n", file,
                            l->line, depth * 2 + 4, "", st->v->name, st->ix->text, tile,
                            st->kind == STAGE_ALL ? "shared by the whole block"
                            : st->kind == STAGE_ROW ? "one row per threadIdx.y" : "one column per threadIdx.x",
                            st->kind == STAGE_ALL && k->stage_pack ? ", packed with the block's other operands" : "");
            }
        } else {
            fprintf(stderr, "%s:%d: %*sloop over '%s':%s\n", file, l->line, depth * 2 + 2, "",
                    l->var ? l->var : "?", what);
        }
        info_loops(file, k, l->kids, depth + 1, (size_t)-1);
    }
}

/* --info: a gang's threads (Launch: the block). */
static const char *info_block(const Launch *p, bool one_d)
{
    static char buf[64];
    if (p->bx) return "vector_length threads a gang";
    if (p->bx_cap && p->by) return "32 x num_workers threads a gang";
    if (p->bx_cap) {
        snprintf(buf, sizeof buf, "%dx%d threads a gang", p->bx_n, p->by_n);
        return buf;
    }
    if (p->bx_n > 1) {
        snprintf(buf, sizeof buf, "up to %d threads a gang%s", p->bx_n, one_d ? " (fewer for short loops)" : "");
        return buf;
    }
    return one_d && p->pack ? "1 thread a gang, up to 128 gangs a block" : "1 thread a gang";
}

/* --info: the launch a kernel gets (Kernel.launch, plan.c). */
static void info_launch(const char *file, int line, Kernel *k)
{
    const Launch *p = &k->launch;
    int dims = p->yz[1] || p->yz_n[1] != 1 ? 3 : p->yz[0] || p->yz_n[0] != 1 ? 2 : 1;
    bool cap = p->cap_why && k->gangs_from != GANGS_ONE;
    if (p->kind == LAUNCH_ONE) return;
    if (p->kind == LAUNCH_NEST)
        fprintf(stderr, "%s:%d:   launch: %d-D grid over the nest, blocks of %dx%d threads%s\n", file, line,
                p->nz ? 3 : 2, p->bx_n, p->by_n, p->runs > 1 ? ", the outermost loop in runs per thread" : "");
    else if (dims > 1)
        fprintf(stderr, "%s:%d:   launch: %d-D grid of gangs (y and z: num_gangs' counts, else the gang(dim: 2|3) "
                "loops' trip counts), %s\n", file, line, dims, info_block(p, false));
    else
        fprintf(stderr, "%s:%d:   launch: 1-D grid, %s; %s%s%s%s\n", file, line, info_block(p, true),
                k->gangs_from == GANGS_CLAUSE ? "num_gangs gangs"
                : k->gangs_from == GANGS_TRIPS ? "gangs from the trip count"
                : k->gangs_from == GANGS_WAVE ? "a full wave of gangs (the trip count is known only in the kernel)"
                : "one gang", cap ? ", at most half a wave (" : "", cap ? p->cap_why : "", cap ? ")" : "");
    if (k->gangs_why) fprintf(stderr, "%s:%d:   %s\n", file, line, k->gangs_why);
    for (const GangSlot *g = k->gang_global; g; g = g->next)
        fprintf(stderr, "%s:%d:   '%s' (%lld bytes a gang) in device memory, not shared memory: the gangs' arrays "
                "are more than %d bytes\n", file, line, g->s ? g->s->var : g->v->name, g->bytes, ana_gang_budget());
    if (p->fold)
        fprintf(stderr, "%s:%d:   vector lanes: the runtime times the first launches and may run them on fewer "
                "threads, each taking several lanes, several gangs a warp (GANGWAY_TUNE=0: never)\n", file, line);
    if (p->exact_x)
        fprintf(stderr, "%s:%d:   staged variant %s_s when each thread gets exactly one point\n", file, line, k->name);
}

/* --info: the loops of each routine gang, worker or vector defined here. */
static void info_routines(Unit *u)
{
    for (Routine *r = u->routines; r; r = r->next) {
        if (!r->vloops && !r->why_seq) continue;
        SrcPos p = unit_pos(u, r->name_at);
        const char *lv = r->level == PAR_GANG ? "gang" : r->level == PAR_WORKER ? "worker" : "vector";
        if (!r->part) {
            fprintf(stderr, "%s:%d: routine '%s' %s: its loops run sequentially in each calling thread: %s\n", p.file,
                    p.line, r->name, lv, r->why_seq);
            continue;
        }
        for (Loop *l = r->vloops; l; l = l->next)
            fprintf(stderr, "%s:%d: routine '%s' %s: loop over '%s' partitioned across %s%s\n", p.file, l->line,
                    r->name, lv, l->var ? l->var : "?",
                    l->par & PAR_GANG ? "every thread of every gang (blockIdx, threadIdx)"
                    : l->par & PAR_WORKER ? "the threads of the gang that calls it (threadIdx.y, threadIdx.x)"
                                          : "the vector lanes of the gang or worker that calls it (threadIdx.x)",
                    r->calls ? "" : "; no call in this file's compute constructs");
        for (RCall *c = r->calls; c; c = c->next)
            if (!c->part)
                fprintf(stderr, "%s:%d: routine '%s' %s: this call runs its loops sequentially in each calling thread: "
                        "%s\n", p.file, unit_pos(u, c->at).line, r->name, lv, c->why_whole);
    }
}

/* A pacc pipeline: its arrays, rows, halo and steps; chunks and depth are
 * the run time's choice unless the program fixes them. */
static void info_pipeline(Unit *u, Node *nd)
{
    Pacc *pc = nd->pacc;
    SrcPos p = unit_pos(u, nd->pragma_start);
    fprintf(stderr, "%s:%d: %s: arrays", p.file, p.line, pc->dir->kind == DIR_DATA ? "data pipeline" : "pacc pipeline");
    int groups = 0;
    for (int pass = 1; pass >= 0; pass--) {
        int n = 0;
        for (int i = 0; i < pc->narr; i++)
            if (pc->arrays[i].inout == pass)
                fprintf(stderr, "%s%s%s", n++ ? ", " : groups ? "; " : " ", pc->arrays[i].name,
                        pc->arrays[i].layout == PACC_FLAT ? " (flat)" : "");
        if (n) fprintf(stderr, " (%s)", pass ? "read and written" : "read only"), groups++;
    }
    Clause *sz = pc->size;
    fprintf(stderr, "; %s rows of the outermost axis from row %s; halo %s below, %s above%s; time loop over '%s' "
            "(line %d)\n", sz->exprs[1].text, sz->exprs[0].text,
            pc->halo ? pc->halo->exprs[0].text : arena_printf(u->arena, "%lld", pc->reach_below),
            pc->halo ? pc->halo->exprs[1].text : arena_printf(u->arena, "%lld", pc->reach_above),
            pc->halo ? "" : " (inferred from the subscripts)", pc->time->var, pc->time->line);
    fprintf(stderr, "%s:%d:   chunks: %s; depth (steps a chunk takes on the device at once): %s\n", p.file, p.line,
            pc->chunks ? arena_printf(u->arena, "chunks(%s), fixed", pc->chunks->text)
                       : "chosen at run time from the free device memory (in core when the arrays fit: one chunk)",
            pc->depth ? arena_printf(u->arena, "depth(%s), fixed", pc->depth->text)
                      : "chosen at run time, at most a tenth of the work recomputed in halos; GANGWAY_TIME=1 prints "
                        "the choice, GANGWAY_PACC_CHUNKS and GANGWAY_PACC_DEPTH override it");
    if (pc->saved) {
        fprintf(stderr, "%s:%d:   host statements replayed by each chunk: they assign", p.file, p.line);
        for (PaccSaved *sv = pc->saved; sv; sv = sv->next) fprintf(stderr, "%s'%s'", sv == pc->saved ? " " : ", ", sv->name);
        fprintf(stderr, ", saved at the start and restored for each chunk\n");
    }
    if (pc->async)
        fprintf(stderr, "%s:%d:   async: the host still waits at the loop's end\n", p.file, p.line);
}

/* --info: why no kernel of the unit is specialised at run time, or NULL
 * (docs/jit-plan.md 3.1). */
static const char *jit_unit_why(Unit *u)
{
    if (u->jit_why)
        return arena_printf(u->arena, "none for this file: %s, which NVRTC (C++) cannot compile; its ahead-of-time "
                            "kernels run", u->jit_why);
    if (!u->opt->jit_source)
        return "none for this file: -fno-gw-jit-source leaves its CUDA text out";
    if (u->rdc)
        return "its kernels are not specialised: it is relocatable device code (routines across files), which a "
               "kernel compiled alone would not link";
    if (u->jit_global)
        return arena_printf(u->arena, "its kernels are not specialised: the device global '%s' (declare) would "
                            "have a copy of its own in a kernel compiled alone", u->jit_global->name);
    return NULL;
}

/* A list of names after a head: "on 'a', 'b'". */
typedef struct NameList {
    Buf b;
    int n;
} NameList;

static void name_add(NameList *l, const char *head, const char *fmt, const char *name)
{
    buf_puts(&l->b, l->n++ ? ", " : head);
    buf_printf(&l->b, fmt, name);
}

/* Part of a message, after "; " unless it is the first. */
static void part_add(Buf *b, const char *part)
{
    if (*part) buf_printf(b, "%s%s", b->len ? "; " : "", part);
}

/* --info: which of a kernel's parameters a run-time specialisation may
 * compile in (Node.params, plan.c): integers when they stay the same,
 * pointers' alignment; floating point, and integers that reach it, only
 * under -ffast-math. */
static void info_jit_kernel(Unit *u, const char *file, int line, Node *nd, Kernel *k)
{
    const char *head = "run-time specialisation (GANGWAY_JIT)";
    if (nd->kernels->next)      /* a kernels construct's: which */
        head = arena_printf(u->arena, "run-time specialisation of %s (GANGWAY_JIT)", k->name);
    if (k->jit_why) {
        fprintf(stderr, "%s:%d:   %s: none: %s, which NVRTC (C++) cannot compile\n", file, line, head, k->jit_why);
        return;
    }
    bool fast = u->opt->fast_math;
    NameList on = {.n = 0}, align = {.n = 0};
    Buf not, msg;
    buf_init(&on.b);
    buf_init(&align.b);
    buf_init(&not);
    buf_init(&msg);
    for (int i = 0; i < k->nparams; i++) {
        const KParam *p = &nd->params[i];
        bool value = p->kind != PK_OTHER && p->kind != PK_PTR;
        if (p->kind == PK_PTR) name_add(&align, "the alignment of ", "'%s'", p->v->name);
        else if (value && !fast && p->kind == PK_FLOAT)
            buf_printf(&not, "%snot on '%s' (floating point: only under -ffast-math)", not.len ? "; " : "",
                       p->v->name);
        else if (value && !fast && p->floaty)
            buf_printf(&not, "%snot on '%s' (it reaches floating-point arithmetic at line %d)", not.len ? "; " : "",
                       p->v->name, unit_pos(u, p->v->floaty_at).line);
        else if (p->role == PR_SHARE_LO) name_add(&on, "on ", "%s", "the split share");
        else if (p->role == PR_CACHE_LO) name_add(&on, "on ", "the bounds cache(%s) loads", p->v->name);
        else if (p->role == PR_PRIVSUB_LO) name_add(&on, "on ", "the private subarray of '%s'", p->v->name);
        else if (p->role == PR_VALUE && value) name_add(&on, "on ", "'%s'", p->v->name);
    }
    if (on.n) buf_puts(&on.b, " when they stay the same");
    part_add(&msg, buf_cstr(&on.b));
    part_add(&msg, buf_cstr(&align.b));
    part_add(&msg, buf_cstr(&not));
    fprintf(stderr, "%s:%d:   %s: %s\n", file, line, head, msg.len ? buf_cstr(&msg) : "no parameter to compile in");
    buf_release(&on.b);
    buf_release(&align.b);
    buf_release(&not);
    buf_release(&msg);
}

/* --info: the constructs that may be in flight with nd (Node.beside,
 * plan.c): those it may run beside, those it runs after and why, or why
 * it runs alone. */
static void info_beside(Unit *u, const char *file, int line, Node *nd)
{
    if (nd->runs_alone) {
        fprintf(stderr, "%s:%d:   runs alone: %s\n", file, line, nd->runs_alone);
        return;
    }
    int n = 0;
    for (Beside *b = nd->beside; b; b = b->next) n += !b->conflict;
    int *v = arena_alloc(u->arena, sizeof *v * (size_t)(n + 1)), k = 0;
    Buf q;
    buf_init(&q);
    for (Beside *b = nd->beside; b; b = b->next) {
        if (b->conflict) continue;
        v[k++] = unit_pos(u, b->nd->pragma_start).line;
        if (dir_find(b->nd->dir, CL_ASYNC))
            buf_printf(&q, "%sline %d on %s", q.len ? "; " : " (", v[k - 1], queue_name(u, b->nd));
    }
    if (dir_find(nd->dir, CL_ASYNC)) buf_printf(&q, "%sthis one on %s", q.len ? "; " : " (", queue_name(u, nd));
    if (n)
        fprintf(stderr, "%s:%d:   may run beside the region%s at %s%s%s\n", file, line, n > 1 ? "s" : "",
                lines_text(u, v, n), buf_cstr(&q), q.len ? ")" : "");
    buf_release(&q);
    int na = 0, i = 0;
    for (Beside *b = nd->beside; b; b = b->next) na += b->conflict != NULL;
    if (!na) return;
    Buf a;
    buf_init(&a);
    for (Beside *b = nd->beside; b; b = b->next)
        if (b->conflict)
            buf_printf(&a, "%s%d (%s)", !i++ ? "" : i == na ? " and " : ", ", unit_pos(u, b->nd->pragma_start).line,
                       b->conflict);
    fprintf(stderr, "%s:%d:   after line%s %s\n", file, line, na > 1 ? "s" : "", buf_cstr(&a));
    buf_release(&a);
}

/* --info: what was decided for each compute construct, on stderr. */
void info_report(Unit *u)
{
    const char *jit_why = jit_unit_why(u);
    if (jit_why && u->ncompute && !u->opt->host_only)
        fprintf(stderr, "%s: run-time compilation: %s\n", u->src_name, jit_why);
    info_routines(u);
    for (VlaLocal *v = u->vlas; v; v = v->next)
        if (v->nd && v->host) {
            SrcPos p = unit_pos(u, v->at);
            fprintf(stderr, "%s:%d: variable-length array '%s': on each device thread's stack, which the launch "
                    "makes big enough (%s bytes)\n", p.file, p.line, v->name, v->bytes);
        }
    for (Node *nd = u->nodes; nd; nd = nd->next) {
        if (nd->kind == N_PACC) info_pipeline(u, nd);
        if (nd->kind != N_COMPUTE) continue;
        SrcPos p = unit_pos(u, nd->pragma_start);
        for (Kernel *k = nd->kernels; k; k = k->next) {
            fprintf(stderr, "%s:%d: %s: kernel %s%s\n", p.file, p.line, dir_label(nd->dir), k->name,
                    k->serial ? " (one thread)" : "");
            info_loops(p.file, k, k->loops, 0, k->end);
            info_launch(p.file, p.line, k);
            for (Cache *ca = k->caches; ca; ca = ca->next)
                fprintf(stderr, "%s:%d:   cache(%s[%s:%s]): staged in shared memory, loaded by the gang's threads at "
                        "each iteration of the loop at line %d\n", p.file, unit_pos(u, ca->at - 1).line, ca->v->name,
                        ca->lo, ca->len, ca->loop->line);
        }
        for (Var *v = nd->vars; v; v = v->next)
            if (v->pass == PASS_DEVPTR || v->pass == PASS_REF)
                fprintf(stderr, "%s:%d:   '%s' %s on the device%s\n", p.file, p.line, v->name,
                        v->elem_written ? "read and written" : v->written ? "written" : "read only",
                        nd->restrict_variant && v->restrict_ro ? " (const __restrict__ when no other array overlaps it)"
                                                                : "");
        for (ImplicitMap *m = nd->implicit; m; m = m->next) {
            fprintf(stderr, "%s:%d:   '%s' mapped implicitly: %s", p.file, p.line, m->v->name, m->why);
            for (SectionTerm *t = m->terms; t; t = t->next)
                fprintf(stderr, "%s%s[%s]%s", t == m->terms ? " (" : ", ", m->v->name, t->ix->text, t->next ? "" : ")");
            fprintf(stderr, "\n");
        }
        if (nd->ldouble)
            fprintf(stderr, "%s:%d:   long double computed in double on the device\n", p.file, p.line);
        for (Var *v = nd->vars; v; v = v->next)
            if (v->red_sub)
                fprintf(stderr, "%s:%d:   '%s' reduced by atomic updates of its elements on the device\n", p.file,
                        p.line, v->red_sub->text);
        const char *why = nd->wait_reason;
        if (dir_find(nd->dir, CL_ASYNC))
            ;
        else if (why)
            fprintf(stderr, "%s:%d:   the host waits for it at its end (%s)\n", p.file, p.line, why);
        else
            fprintf(stderr, "%s:%d:   the host waits for it when it copies data back, else at %s, where it "
                    "could first see the kernels (GANGWAY_DEFER=0: at its end)\n", p.file, p.line,
                    settle_lines(u, nd));
        if (!u->opt->host_only) info_beside(u, p.file, p.line, nd);
        for (Kernel *k = jit_why || u->opt->host_only ? NULL : nd->kernels; k; k = k->next)
            info_jit_kernel(u, p.file, p.line, nd, k);
        if (nd->pacc && nd->kernels && nd->kernels->split.mode == SPLIT_LOOP) {
            Loop *sl = nd->kernels->split.loop;
            fprintf(stderr, "%s:%d:   in the pipeline at line %d: each chunk runs the iterations of loop '%s' (line %d) "
                    "whose rows it computes at that step\n", p.file, p.line, nd->pacc->dir->loc.line, sl->var, sl->line);
            continue;
        }
        for (Kernel *k = nd->kernels; k; k = k->next)      /* Kernel.split (split.c) */
            if (k->split.mode == SPLIT_LOOP)
                fprintf(stderr, "%s:%d:   on several devices: kernel %s split over loop '%s' (line %d)\n", p.file,
                        p.line, k->name, k->split.loop->var, k->split.loop->line);
            else
                fprintf(stderr, "%s:%d:   on several devices: kernel %s not split, %s: %s\n", p.file, p.line, k->name,
                        k->split.mode == SPLIT_LEADER ? "runs on the first only" : "each runs all of it", k->split.why);
    }
}
