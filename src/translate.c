/* translate.c: one translation unit through the passes, in order. */
#include "gangway.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
            if (l->par & PAR_GANG) strcat(what, l->gdim == 2 ? " gang(blockIdx.y)" : l->gdim == 3 ? " gang(blockIdx.z)" : " gang(blockIdx.x)");
            if (l->par & PAR_WORKER) strcat(what, " worker(threadIdx.y)");
            if (l->par & PAR_VECTOR) strcat(what, " vector(threadIdx.x)");
            if (l->collapsed_inner) strcat(what, " (collapsed into the loop above)");
        }
        if (l->par & PAR_SEQ) {
            fprintf(stderr, "%s:%d: %*sloop over '%s': sequential: %s\n", file, l->line, depth * 2 + 2, "",
                    l->var ? l->var : "?", l->why_seq ? l->why_seq : "the region runs on one thread");
            if (k && k->stage_loop == l) {
                bool all = true;
                int nall = 0;           /* buffers shared by the block: two or more are packed */
                for (Stage *st = k->stages; st; st = st->next) {
                    all &= st->kind == STAGE_ALL;
                    Stage *o = k->stages;
                    while (o != st && o->buf != st->buf) o = o->next;
                    nall += o == st && st->kind == STAGE_ALL;
                }
                bool packed = nall >= 2;
                char tile[64];
                snprintf(tile, sizeof tile, all ? "16 KiB (128 to 1024 iterations)" : "%d iterations", k->stage_tile);
                for (Stage *st = k->stages; st; st = st->next)
                    fprintf(stderr, "%s:%d: %*s'%s[%s]' staged in shared memory, %s a tile (%s%s)\n", file,
                            l->line, depth * 2 + 4, "", st->v->name, st->ix->text, tile,
                            st->kind == STAGE_ALL ? "shared by the whole block"
                            : st->kind == STAGE_ROW ? "one row per threadIdx.y" : "one column per threadIdx.x",
                            st->kind == STAGE_ALL && packed ? ", packed with the block's other operands" : "");
            }
        } else {
            fprintf(stderr, "%s:%d: %*sloop over '%s':%s\n", file, l->line, depth * 2 + 2, "",
                    l->var ? l->var : "?", what);
        }
        info_loops(file, k, l->kids, depth + 1, (size_t)-1);
    }
}

/* --info: the launch a kernel gets unless the construct's clauses say otherwise. */
static void info_launch(const char *file, int line, Kernel *k)
{
    if (k->serial) return;
    if (k->nest_n)
        fprintf(stderr, "%s:%d:   launch: %d-D grid over the nest, blocks of %dx%d threads%s%s\n", file, line,
                k->nest_n, k->nest_bx, k->nest_by, k->nest_r > 1 ? ", " : "",
                k->nest_r > 1 ? "the outermost loop in runs per thread" : "");
    else
        fprintf(stderr, "%s:%d:   launch: 1-D grid, %s; gangs from the trip count%s\n", file, line,
                k->vector_length ? "vector_length threads a gang" : (k->dims & PAR_WORKER) ? "32x4 threads a gang"
                : (k->dims & PAR_VECTOR) ? "up to 128 threads a gang (fewer for short loops)" : "1 thread a gang",
                k->has_reduction ? ", at most one wave (reduction)" : "");
    if (k->packable && !k->num_gangs && k->gang_loop->host_bounds)
        fprintf(stderr, "%s:%d:   vector lanes: the runtime times the first launches and may run them on fewer threads, "
                "each taking several lanes, several gangs a warp (GANGWAY_TUNE=0: never)\n", file, line);
    if (k->stage_loop)
        fprintf(stderr, "%s:%d:   staged variant %s_s when each thread gets exactly one point\n", file, line, k->name);
}

/* --info: what was decided for each compute construct, on stderr. */
static void info_report(Unit *u)
{
    for (Node *nd = u->nodes; nd; nd = nd->next) {
        if (nd->kind != N_COMPUTE) continue;
        SrcPos p = unit_pos(u, nd->pragma_start);
        for (Kernel *k = nd->kernels; k; k = k->next) {
            fprintf(stderr, "%s:%d: %s: kernel %s%s\n", p.file, p.line, dir_name(nd->dir->kind), k->name,
                    k->serial ? " (one thread)" : "");
            info_loops(p.file, k, k->loops, 0, k->end);
            info_launch(p.file, p.line, k);
        }
        for (Var *v = nd->vars; v; v = v->next)
            if (v->pass == PASS_DEVPTR || v->pass == PASS_REF)
                fprintf(stderr, "%s:%d:   '%s' %s on the device%s\n", p.file, p.line, v->name,
                        v->elem_written ? "read and written" : v->written ? "written" : "read only",
                        v->pass == PASS_DEVPTR && v->deref && !v->elem_written && !v->escapes && u->opt->readonly
                            && !strstr(v->param_decl, "restrict")
                            ? " (const __restrict__ when no other array overlaps it)" : "");
    }
}

/* Relocatable units are linked into one device image, where two files of
 * the same name (a/util.c, b/util.c) would give their kernels the same
 * name: such kernels also carry a hash of the file's absolute path. */
static void unique_kernel_names(Unit *u)
{
    char abs[PATH_MAX];
    const char *path = realpath(u->src_name, abs) ? abs : u->src_name;
    unsigned long h = 5381;
    for (const char *p = path; *p; p++) h = h * 33 + (unsigned char)*p;
    for (Node *nd = u->nodes; nd; nd = nd->next)
        for (Kernel *k = nd->kind == N_COMPUTE ? nd->kernels : NULL; k; k = k->next)
            k->name = arena_printf(u->arena, "%s_%08lx", k->name, h & 0xffffffffUL);
}

int translate_file(const Options *o, const char *src_name, const char *pp_path, const char *out_c,
                   const char *out_cu, const char *fatbin_path, bool *has_kernels, bool *rdc)
{
    Unit u = {0};
    int rc = 1, errors = error_count();
    u.arena = arena_new();
    u.opt = o;
    u.src_name = src_name;
    *has_kernels = *rdc = false;
    u.pp = read_file(pp_path, &u.pp_len);
    if (!u.pp) {
        error_at((Loc){src_name, 0, 0, NULL}, "cannot read '%s'", pp_path);
        goto out;
    }
    /* directives + libclang AST -> nodes, loops, free variables */
    if (frontend_parse(&u, pp_path)) goto out;
    /* data attributes, schedules, reductions, launch shapes */
    analyze_unit(&u);
    if (error_count() > errors) goto out;
    if (o->dump_ir) dump_ir(&u);
    if (o->info) info_report(&u);
    if (!out_c) {
        rc = 0;
        goto out;
    }
    *has_kernels = !o->host_only && (u.ncompute > 0 || u.rdc);
    *rdc = *has_kernels && u.rdc;
    if (*rdc) unique_kernel_names(&u);
    Buf b;
    buf_init(&b);
    if (*has_kernels) {
        /* kernels -> CUDA text */
        emit_cuda(&u, &b);
        if (error_count() > errors) goto out;
        if (!write_file(out_cu, b.data, b.len)) {
            error_at((Loc){src_name, 0, 0, NULL}, "cannot write '%s'", out_cu);
            goto out;
        }
        b.len = 0;
    }
    /* everything else -> host C with runtime calls */
    emit_host(&u, &b, fatbin_path, *has_kernels);
    if (error_count() > errors) goto out;
    if (!write_file(out_c, b.data, b.len)) {
        error_at((Loc){src_name, 0, 0, NULL}, "cannot write '%s'", out_c);
        goto out;
    }
    buf_release(&b);
    rc = 0;
out:
    free(u.pp);
    arena_free(u.arena);
    return rc;
}
