/* translate.c: one translation unit through the passes, in order. */
#include "gangway.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* A unit with the preprocessed text of pp_path; false when it cannot be read. */
static bool unit_load(Unit *u, const Options *o, const char *src_name, const char *pp_path)
{
    *u = (Unit){0};
    u->arena = arena_new();
    u->opt = o;
    u->src_name = src_name;
    u->pp = read_file(pp_path, &u->pp_len);
    if (!u->pp) error_at((Loc){src_name, 0, 0, NULL, NULL}, "cannot read '%s'", pp_path);
    return u->pp != NULL;
}

/* Write b to path, then empty it; false (an error reported) when the
 * emitter found errors or the file cannot be written. */
static bool write_output(Unit *u, int errors, const char *path, Buf *b)
{
    if (error_count() > errors) return false;
    if (!write_file(path, b->data, b->len)) {
        error_at((Loc){u->src_name, 0, 0, NULL, NULL}, "cannot write '%s'", path);
        return false;
    }
    b->len = 0;
    return true;
}

/* The passes, in order: each reads the fields the ones before it filled. */
int translate_file(const Options *o, const char *src_name, const char *pp_path, const char *out_c,
                   const char *out_cu, const char *fatbin_path, bool *has_kernels, bool *rdc)
{
    Unit u;
    Buf b;
    int rc = 1, errors = error_count();
    *has_kernels = *rdc = false;
    buf_init(&b);
    if (!unit_load(&u, o, src_name, pp_path)) goto out;
    /* preprocessed text -> Node, Loop, Var, AccessRec, AtomicOp, Kernel,
       Decl, MemberRed; Unit.cxx: C's spellings for CUDA (frontend.c, fe_*.c, cxx.c) */
    if (frontend_parse(&u, pp_path)) goto out;
    /* IR -> Var.pass, Loop.par, reduction slots, nests, staging (analyze.c) */
    analyze_unit(&u);
    /* analysed IR -> Node.implicit, Node.quiet/settle_at, Kernel.launch (plan.c) */
    plan_unit(&u);
    if (error_count() > errors) goto out;
    /* analysed IR -> Kernel.split: each kernel's plan for a group of devices (split.c) */
    split_unit(&u);
    /* Kernel.split's ranges, the places the host waits -> Node.beside (plan.c) */
    plan_beside(&u);
    /* Var.pass, Kernel.split -> Node.params: the kernels' parameters and gw_args's entries (plan.c) */
    plan_params(&u);
    /* Kernel.split, Node.pacc -> the pipelines' checks and gw_pacc_begin's arguments (pacc.c) */
    pacc_unit(&u);
    if (error_count() > errors) goto out;
    /* the decisions -> stdout (report.c) */
    if (o->dump_ir) dump_ir(&u);
    if (o->info) info_report(&u);
    if (!out_c) {
        rc = 0;
        goto out;
    }
    *has_kernels = u.has_kernels = !o->host_only && (u.ncompute > 0 || u.rdc);
    *rdc = *has_kernels && u.rdc;
    /* Kernel.name -> unique across units, for relocatable device code */
    if (*rdc) unique_kernel_names(&u);
    /* kernels -> CUDA text (emit_cuda.c) */
    if (*has_kernels) emit_cuda(&u, &b);
    if (*has_kernels && !write_output(&u, errors, out_cu, &b)) goto out;
    /* everything else -> host C with runtime calls (emit_host.c) */
    emit_host(&u, &b, fatbin_path, out_cu);
    if (!write_output(&u, errors, out_c, &b)) goto out;
    rc = 0;
out:
    buf_release(&b);
    free(u.pp);
    edit_release(&u.cxx);
    edit_release(&u.member_uses);
    arena_free(u.arena);
    return rc;
}
