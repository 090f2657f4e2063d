/* emit_host.c: the host C file: the user's preprocessed code with each
 * directive replaced by runtime calls, each compute construct by a launch
 * with its host version beside it. */
#include "gangway.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- data clauses as gw_map initialisers ---- */

/* gangway_rt.h's name of a map kind. */
static const char *map_name(MapKind k)
{
    static const char *const names[] = {
        "GW_MAP_COPY", "GW_MAP_COPYIN", "GW_MAP_COPYOUT", "GW_MAP_CREATE", "GW_MAP_NO_CREATE", "GW_MAP_PRESENT",
        "GW_MAP_DEVICEPTR", "GW_MAP_DELETE", "GW_MAP_ATTACH", "GW_MAP_DETACH", "GW_MAP_UPDATE_DEVICE",
        "GW_MAP_UPDATE_SELF", "GW_MAP_LOOKUP", "GW_MAP_LINK"};
    if (k < MAP_COPY || k >= MAP_NONE) gw_bug("no map kind");
    return names[k];
}

/* The runtime's map kind for a data clause, or NULL */
static const char *map_kind(ClauseKind k)
{
    MapKind m = clause_map_kind(k);
    return m == MAP_NONE ? NULL : map_name(m);
}

/* "a[0:n]" -> host address and byte count expressions. */
static void item_range(Arena *a, const VarItem *it, ClauseKind ck, char **host, char **bytes)
{
    const char *b = it->base;
    if (ck == CL_DEVICEPTR) {
        *host = arena_printf(a, "(void *)(%s)", b);
        *bytes = "0";
        return;
    }
    if (it->nsub == 0) {
        *host = arena_printf(a, "(void *)&(%s)", b);
        *bytes = arena_printf(a, "sizeof(%s)", b);
        return;
    }
    /* the covering range: from the first element to the last one named;
       none when an outer length is 0 (its "len - 1" would go negative) */
    Buf h, idx, outer;
    char *sum = NULL;
    buf_init(&h);
    buf_init(&idx);
    buf_init(&outer);
    buf_printf(&h, "(void *)&(%s)", b);
    for (int k = 0; k < it->nsub; k++) {
        const Subscript *s = &it->subs[k];
        const char *lb = s->lb ? s->lb : "0";
        char *len = s->is_index ? "1" : s->len ? s->len         /* a[lb:]: signed, lb may pass the end */
                  : arena_printf(a, "((long long)(sizeof((%s)%s) / sizeof((%s)%s[0])) - (long long)(%s))", b,
                                 buf_cstr(&idx), b, buf_cstr(&idx), lb);
        buf_printf(&h, "[%s]", lb);
        buf_puts(&idx, "[0]");
        char *term = s->is_index ? (k + 1 < it->nsub ? "(__SIZE_TYPE__)0" : arena_printf(a, "sizeof((%s)%s)", b,
                                                                                           buf_cstr(&idx)))
                   : arena_printf(a, "GW_LEN_BYTES(%s, sizeof((%s)%s), %d)", len, b, buf_cstr(&idx),
                                  k + 1 < it->nsub);     /* an outer dimension: len - 1 whole rows */
        if (k + 1 < it->nsub) buf_printf(&outer, "%s(%s) != 0", k ? " && " : "", len);
        sum = k ? arena_printf(a, "gw_bytes_add(%s, %s)", sum, term) : term;
    }
    *host = arena_strdup(a, buf_cstr(&h));
    *bytes = it->nsub > 1 ? arena_printf(a, "(%s ? %s : (__SIZE_TYPE__)0)", buf_cstr(&outer), sum) : sum;
    buf_release(&h);
    buf_release(&idx);
    buf_release(&outer);
}

static void add_map_rows(Unit *u, Buf *m, int *n, const char *host, const char *bytes, const char *kind,
                         const char *flags, const char *text, const char *rows, const char *row_off)
{
    buf_printf(m, "%s{%s, %s, %s, %s, %s, 0, %s, %s}", *n ? ", " : "", host, bytes, kind, flags,
               c_string(u->arena, text), rows, row_off);
    (*n)++;
}

static void add_map(Unit *u, Buf *m, int *n, const char *host, const char *bytes, const char *kind,
                    const char *flags, const char *text)
{
    add_map_rows(u, m, n, host, bytes, kind, flags, text, "0", "0");
}

/* One item: a[l0:n0][l1:n1] on a T **a is the table and its rows
 * (GW_MF_ROWS, chosen by the host compiler); a section of a pointer is
 * followed by the soft attach of that pointer (plan.c: VarItem.rows,
 * VarItem.attach). */
static void item_maps(Unit *u, Buf *m, int *n, const VarItem *it, ClauseKind ck, const char *kind, const char *flags,
                      bool finalize)
{
    char *host, *bytes;
    Arena *a = u->arena;
    item_range(a, it, ck, &host, &bytes);
    const char *b = it->base;
    if (it->rows) {
        const char *lb0 = it->subs[0].lb ? it->subs[0].lb : "0";
        const char *lb1 = it->subs[1].lb ? it->subs[1].lb : "0";
        char *isp = arena_printf(a, "GW_IS_PTR((%s)[0])", b);
        add_map_rows(u, m, n, arena_printf(a, "(%s ? (void *)&(%s)[%s] : %s)", isp, b, lb0, host),
                     arena_printf(a, "(%s ? GW_LEN_BYTES(%s, sizeof((%s)[0][0]), 0) : %s)", isp,
                                  it->subs[1].len, b, bytes),
                     kind, arena_printf(a, "%s | (%s ? GW_MF_ROWS : 0)", flags, isp), it->text,
                     arena_printf(a, "(%s ? (__SIZE_TYPE__)(%s) : 0)", isp,
                                  it->subs[0].len ? it->subs[0].len : "0"),
                     arena_printf(a, "(__SIZE_TYPE__)(%s) * sizeof((%s)[0][0])", lb1, b));
    } else {
        add_map(u, m, n, host, bytes, kind, flags, it->text);
    }
    if (it->attach)             /* row_off: the bias from the pointer to the section */
        add_map_rows(u, m, n, arena_printf(a, "(GW_IS_PTR(%s) ? (void *)&(%s) : (void *)0)", b, b), "sizeof(void *)",
                     "GW_MAP_ATTACH",
                     arena_printf(a, "GW_MF_IMPLICIT | GW_MF_SOFT%s",
                                  finalize ? " | GW_MF_FINALIZE" : ""),
                     b, "0", it->subs[0].lb && !it->subs[0].is_index
                         ? arena_printf(a, "(__SIZE_TYPE__)(%s) * sizeof((%s)[0])", it->subs[0].lb, b) : "0");
}

/* Every data-clause item of d, in order; returns the count.  When vars is
 * given, each Var's map is set to its first item.  A file-scope declare
 * leaves out what gw_declare_global maps. */

static int clause_maps(Unit *u, const Directive *d, Buf *m, Var *vars, bool file_declare)
{
    int n = 0;
    for (Clause *c = d->clauses; c; c = c->next) {
        const char *kind = map_kind(c->kind);
        for (int i = 0; i < c->nvars; i++) {
            const VarItem *it = &c->vars[i];
            if (!plan_item_mapped(c, it)) continue;
            ClauseKind ck = it->merged ? it->merged_kind : c->kind;
            bool finalize = d->kind == DIR_EXIT_DATA && dir_find(d, CL_FINALIZE);
            char *flags = arena_printf(u->arena, "%s%s%s%s",
                                       (it->merged ? it->merged_zero : c->zero) ? " | GW_MF_ZERO" : "",
                                       (it->merged ? it->merged_readonly : c->readonly) ? " | GW_MF_READONLY" : "",
                                       finalize ? " | GW_MF_FINALIZE" : "",
                                       d->kind == DIR_UPDATE && dir_find(d, CL_IF_PRESENT) ? " | GW_MF_IF_PRESENT"
                                                                                           : "");
            flags = flags[0] ? flags + 3 : "0";
            if (file_declare && u->has_kernels && declared_dev_global(u, c->vars[i].base))
                continue;       /* gw_declare_global maps it */
            for (Var *v = vars; v; v = v->next)
                if (v->map < 0 && !strcmp(v->name, c->vars[i].base)) v->map = n;
            item_maps(u, m, &n, it, ck, it->merged ? map_kind(ck) : kind, flags, finalize);
        }
    }
    return n;
}

/* The sections of d's data clauses (a[lo:n], not whole variables, their
 * attach actions or the T ** rows form), as maps the host version checks
 * (gw_host_maps: lengths, null pointers); returns the count. */
static int section_checks(Unit *u, const Directive *d, Buf *m)
{
    int n = 0;
    for (Clause *c = d->clauses; c; c = c->next)
        for (int i = 0; i < c->nvars; i++) {
            const VarItem *it = &c->vars[i];
            ClauseKind ck = it->merged ? it->merged_kind : c->kind;
            if (!plan_item_mapped(c, it) || !it->nsub || it->rows || ck == CL_DEVICEPTR) continue;
            char *host, *bytes;
            item_range(u->arena, it, ck, &host, &bytes);
            add_map(u, m, &n, host, bytes, map_kind(ck), "0", it->text);
        }
    return n;
}

/* ---- pieces shared by the directive translations ---- */

static char *async_expr(Unit *u, const Directive *d)
{
    Clause *c = dir_find(d, CL_ASYNC);
    if (!c) return "GW_ASYNC_SYNC";
    if (!c->nexprs) return "GW_ASYNC_NOVAL";
    return arena_printf(u->arena, "(int)(%s)", c->exprs[0].text);
}

static void emit_site(Unit *u, Buf *b, const Directive *d, const char *var)
{
    buf_printf(b, "static const gw_site %s = {%s, %d, \"%s\"}; ", var, c_string(u->arena, d->loc.file),
               d->loc.line, dir_label(d));
}

/* wait(...) clauses: the host or the async queue waits first. */
static void emit_wait_clause(Unit *u, Buf *b, const Directive *d, const char *site, const char *async)
{
    Clause *c = dir_find(d, CL_WAIT);
    if (!c) return;
    if (!c->nexprs) {
        buf_printf(b, "gw_wait(&%s, 0, 0, %s); ", site, async);
        return;
    }
    buf_puts(b, "{ int gw_q[] = {");
    for (int i = 0; i < c->nexprs; i++) buf_printf(b, "%s(int)(%s)", i ? ", " : "", c->exprs[i].text);
    if (c->wait_devnum)
        buf_printf(b, "}; gw_wait_dev(&%s, (int)(%s), gw_q, %d, %s); } ", site, c->wait_devnum->text, c->nexprs, async);
    else
        buf_printf(b, "}; gw_wait(&%s, gw_q, %d, %s); } ", site, c->nexprs, async);
}

static char *if_expr(Unit *u, const Directive *d)
{
    Clause *c = dir_find(d, CL_IF);
    return c && c->nexprs ? arena_printf(u->arena, "(%s)", c->exprs[0].text) : NULL;
}

/* ---- standalone directives ---- */

static int device_type_value(const char *name)
{
    if (!name) return 1;
    if (!strcmp(name, "host")) return 2;
    if (!strcmp(name, "nvidia")) return 4;
    if (!strcmp(name, "*") || !strcmp(name, "default")) return 1;
    return -2;          /* multicore, radeon, ...: no such device here */
}

static void emit_standalone(Unit *u, Node *nd, EditList *el)
{
    Directive *d = nd->dir;
    Buf b, m;
    buf_init(&b);
    buf_init(&m);
    char *cond = if_expr(u, d);
    char *async = async_expr(u, d);
    buf_puts(&b, "{ ");
    emit_site(u, &b, d, "gw_s");
    if (cond) buf_printf(&b, "if %s { ", cond);
    switch (d->kind) {
    case DIR_ENTER_DATA:
    case DIR_EXIT_DATA:
    case DIR_UPDATE: {
        int n = clause_maps(u, d, &m, NULL, false);
        emit_wait_clause(u, &b, d, "gw_s", async);
        buf_printf(&b, "gw_map gw_m[%d] = {%s}; ", n ? n : 1, n ? buf_cstr(&m) : "{0}");
        const char *fn = d->kind == DIR_ENTER_DATA ? "gw_enter_data" : d->kind == DIR_EXIT_DATA ? "gw_exit_data"
                                                                                               : "gw_update";
        buf_printf(&b, "%s(&gw_s, gw_m, %d, %s); ", fn, n, async);
        break;
    }
    case DIR_WAIT: {
        Clause *w = d->args;
        if (w && w->nexprs) {
            buf_puts(&b, "int gw_q[] = {");
            for (int i = 0; i < w->nexprs; i++) buf_printf(&b, "%s(int)(%s)", i ? ", " : "", w->exprs[i].text);
            if (w->wait_devnum)
                buf_printf(&b, "}; gw_wait_dev(&gw_s, (int)(%s), gw_q, %d, %s); ", w->wait_devnum->text, w->nexprs,
                           async);
            else
                buf_printf(&b, "}; gw_wait(&gw_s, gw_q, %d, %s); ", w->nexprs, async);
        } else {
            buf_printf(&b, "gw_wait(&gw_s, 0, 0, %s); ", async);
        }
        break;
    }
    case DIR_INIT:
    case DIR_PACC_INIT:
    case DIR_SHUTDOWN:
    case DIR_SET: {
        Clause *dt = dir_find(d, CL_DEVICE_TYPE), *dn = dir_find(d, CL_DEVICE_NUM);
        Clause *da = dir_find(d, CL_DEFAULT_ASYNC);
        int type = device_type_value(dt && dt->nexprs ? dt->exprs[0].text : NULL);
        char *num = dn && dn->nexprs ? arena_printf(u->arena, "(int)(%s)", dn->exprs[0].text) : "-1";
        if (type == -2) {       /* a type gwcc has no device for: a warning at run time, and no change */
            buf_printf(&b, "gw_device_type_unavailable(&gw_s, %s); ", c_string(u->arena, dt->exprs[0].text));
            if (d->kind == DIR_SET && da && da->nexprs)
                buf_printf(&b, "gw_set_directive(&gw_s, -1, -1, (int)(%s)); ", da->exprs[0].text);
        } else if (d->kind == DIR_SET)
            buf_printf(&b, "gw_set_directive(&gw_s, %d, %s, %s); ", dt ? type : -1, num,
                       da && da->nexprs ? arena_printf(u->arena, "(int)(%s)", da->exprs[0].text) : "-3");
        else
            buf_printf(&b, "%s(&gw_s, %d, %s); ", d->kind != DIR_SHUTDOWN ? "gw_init_directive" : "gw_shutdown_directive",
                       type, num);
        break;
    }
    default:
        break;
    }
    if (cond) buf_puts(&b, "} ");
    buf_puts(&b, "}\n");
    edit_add(el, nd->pragma_start, nd->pragma_end, arena_strdup(u->arena, buf_cstr(&b)), EDIT_PLAIN);
    buf_release(&b);
    buf_release(&m);
}

/* ---- pacc pipelines (docs/pacc.md) ----
 * The time loop runs once per chunk of each pass: each chunk replays the
 * user's loop from its start (its host statements restored and replayed,
 * so pointer rotations come out the same), runs the kernels of the pass's
 * steps [f, f + k) and stops there; steps before f run their host
 * statements only (gw_pacc_step(-1): the runtime skips their kernels). */
static void emit_pipeline(Unit *u, Node *nd, EditList *el)
{
    Pacc *p = nd->pacc;
    int i = p->id;
    Buf b;
    buf_init(&b);
    buf_puts(&b, "{ ");
    char site[32];
    snprintf(site, sizeof site, "gw_ps%d", i);
    emit_site(u, &b, p->dir, site);
    buf_printf(&b, "static const gw_pacc_array gw_pa%d[%d] = {", i, p->narr);
    for (int a = 0; a < p->narr; a++)
        buf_printf(&b, "%s{%s, %d}", a ? ", " : "", c_string(u->arena, p->arrays[a].name), p->arrays[a].inout);
    buf_printf(&b, "}; gw_pacc_val gw_pv%d[%d] = {", i, p->narr);
    for (int a = 0; a < p->narr; a++)
        buf_printf(&b, "%s{%s, %s}", a ? ", " : "", p->arrays[a].host, p->arrays[a].row);
    buf_printf(&b, "}; gw_pacc_begin(&%s, %d, gw_pa%d, gw_pv%d, %s, %s, %s, %s, %s, %s); ", site, p->narr, i, i,
               p->rows, p->below, p->above, p->steps, p->nchunks, p->ndepth);
    int ns = 0;
    for (PaccSaved *s = p->saved; s; s = s->next, ns++)
        buf_printf(&b, "__typeof__(%s) gw_psv%d_%d = %s; ", s->name, i, ns, s->name);
    buf_printf(&b, "long long gw_pf%d, gw_pk%d; while (gw_pacc_pass(&gw_pf%d, &gw_pk%d)) while (gw_pacc_chunk()) "
                   "{ long long gw_pi%d = 0; ", i, i, i, i, i);
    ns = 0;
    for (PaccSaved *s = p->saved; s; s = s->next, ns++) buf_printf(&b, "%s = gw_psv%d_%d; ", s->name, i, ns);
    buf_puts(&b, "\n");
    edit_add(el, nd->pragma_start, nd->pragma_end, arena_strdup(u->arena, buf_cstr(&b)), EDIT_PLAIN);
    buf_release(&b);
    Loop *t = p->time;
    edit_add_nested(el, t->header_end,
                    arena_printf(u->arena, " { long long gw_pt%d = gw_pi%d++; if (gw_pt%d >= gw_pf%d + gw_pk%d) break; "
                                 "gw_pacc_step(gw_pt%d >= gw_pf%d ? gw_pt%d - gw_pf%d : -1LL); ",
                                 i, i, i, i, i, i, i, i, i),
                    EDIT_OUTERMOST_OPEN, t->header_end);
    edit_add_nested(el, t->end, " }", EDIT_CONSTRUCT_CLOSE, t->header_end);
    edit_add_nested(el, t->end, "\n} gw_pacc_end(); }\n", EDIT_CONSTRUCT_CLOSE, nd->pragma_start);
}

/* ---- data and host_data constructs ---- */

/* A return, break, continue or goto that leaves the region runs its exit
 * first; inner regions' exits come before outer ones'. */
static void jump_exits(Unit *u, Node *nd, EditList *el, const char *exit)
{
    for (Jump *j = nd->jumps; j; j = j->next) {
        edit_add_nested(el, j->start, arena_printf(u->arena, "{ %s", exit), EDIT_JUMP_EXIT, nd->pragma_start);
        edit_add(el, j->end, j->end, " }", EDIT_PLAIN);
    }
}

static void emit_data(Unit *u, Node *nd, EditList *el, int id)
{
    Directive *d = nd->dir;
    Buf b, m;
    buf_init(&b);
    buf_init(&m);
    char site[32], maps[32], on[32];
    snprintf(site, sizeof site, "gw_s%d", id);
    snprintf(maps, sizeof maps, "gw_m%d", id);
    snprintf(on, sizeof on, "gw_on%d", id);
    char *cond = if_expr(u, d);
    char *async = async_expr(u, d);
    buf_puts(&b, "{ ");
    emit_site(u, &b, d, site);
    buf_printf(&b, "int %s = %s; ", on, cond ? cond : "1");
    if (d->kind == DIR_HOST_DATA) {
        /* use_device(a): inside the block, a is the device address */
        bool ifp = dir_find(d, CL_IF_PRESENT) != NULL;
        Clause *c = dir_find(d, CL_USE_DEVICE);
        Buf shadow;
        buf_init(&shadow);
        for (int i = 0; c && i < c->nvars; i++) {
            const char *a = c->vars[i].base;
            buf_printf(&b, "__typeof__(&(%s)[0]) gw_hd%d_%d = %s ? "
                           "(__typeof__(&(%s)[0]))gw_use_device(&%s, (%s), %s, %d) : &(%s)[0]; ",
                       a, id, i, on, a, site, a, c_string(u->arena, a), ifp, a);
            buf_printf(&shadow, "__typeof__(&(%s)[0]) %s = gw_hd%d_%d; ", a, a, id, i);
        }
        buf_printf(&b, "{ %s\n", buf_cstr(&shadow));
        buf_release(&shadow);
        edit_add(el, nd->pragma_start, nd->pragma_end, arena_strdup(u->arena, buf_cstr(&b)), EDIT_PLAIN);
        edit_add_nested(el, nd->stmt_end, "\n} }\n", EDIT_CONSTRUCT_CLOSE, nd->pragma_start);
        buf_release(&b);
        buf_release(&m);
        return;
    }
    int n = clause_maps(u, d, &m, NULL, false);
    emit_wait_clause(u, &b, d, site, async);
    buf_printf(&b, "gw_map %s[%d] = {%s}; if (%s) gw_data_enter(&%s, %s, %d, %s);\n", maps, n ? n : 1,
               n ? buf_cstr(&m) : "{0}", on, site, maps, n, async);
    edit_add(el, nd->pragma_start, nd->pragma_end, arena_strdup(u->arena, buf_cstr(&b)), EDIT_PLAIN);
    char *exit = arena_printf(u->arena, "if (%s) gw_data_exit(&%s, %s, %d, %s); ", on, site, maps, n, async);
    edit_add_nested(el, nd->stmt_end, arena_printf(u->arena, "\n%s}\n", exit), EDIT_CONSTRUCT_CLOSE, nd->pragma_start);
    jump_exits(u, nd, el, exit);
    buf_release(&b);
    buf_release(&m);
}

/* ---- declare ---- */

static void emit_declare(Unit *u, Node *nd, EditList *el, Buf *tail, int id)
{
    Directive *d = nd->dir;
    Buf b, m;
    buf_init(&b);
    buf_init(&m);
    int n = clause_maps(u, d, &m, NULL, nd->file_scope);
    if (nd->file_scope) {
        /* for the whole run: a data region entered before main */
        buf_printf(tail, "\n__attribute__((constructor)) static void gw_declare_%s_%d(void) { ", u->stem, id);
        emit_site(u, tail, d, "gw_s");
        for (Clause *c = u->has_kernels ? d->clauses : NULL; c; c = c->next)     /* device functions' globals */
            for (int i = 0; i < c->nvars; i++) {
                DevGlobal *g = declared_dev_global(u, c->vars[i].base);
                if (g && map_kind(c->kind))
                    buf_printf(tail, "gw_declare_global(&gw_s, &gw_mod, \"%s\", (void *)&%s, sizeof(%s), %s); ",
                               cuda_spelling(u, g->name), g->name, g->name,
                               c->kind == CL_LINK ? "GW_MAP_LINK" : map_kind(c->kind));
            }
        /* a structured reference: the whole program is its data region (3.3
           2.13), so exit data and acc_delete leave it present */
        buf_printf(tail, "gw_map gw_m[%d] = {%s}; gw_data_enter(&gw_s, gw_m, %d, GW_ASYNC_SYNC); }\n", n ? n : 1,
                   n ? buf_cstr(&m) : "{0}", n);
        edit_add(el, nd->pragma_start, nd->pragma_end, "\n", EDIT_PLAIN);
    } else {
        char site[32];
        snprintf(site, sizeof site, "gw_ds%d", id);
        emit_site(u, &b, d, site);
        buf_printf(&b, "gw_map gw_dm%d[%d] = {%s}; gw_data_enter(&%s, gw_dm%d, %d, GW_ASYNC_SYNC);\n", id, n ? n : 1,
                   n ? buf_cstr(&m) : "{0}", site, id, n);
        edit_add(el, nd->pragma_start, nd->pragma_end, arena_strdup(u->arena, buf_cstr(&b)), EDIT_PLAIN);
        char *exit = arena_printf(u->arena, " gw_data_exit(&%s, gw_dm%d, %d, GW_ASYNC_SYNC); ", site, id, n);
        edit_add_nested(el, nd->scope_end, exit, EDIT_SCOPE_EXIT, nd->pragma_start);
        jump_exits(u, nd, el, exit);
    }
    buf_release(&b);
    buf_release(&m);
}

/* ---- compute constructs ---- */


/* Identity of a reduction operator for a C type, as a C expression. */
char *red_identity(Arena *a, RedOp op, Arith ar, const char *type)
{
    bool fp = arith_float(ar) || ar.kind >= AR_CFLOAT;
    bool uns = ar.kind == AR_UINT || ar.kind == AR_BOOL;
    switch (op) {
    case RED_ADD: case RED_BITOR: case RED_BITXOR: case RED_LOGOR: return "0";
    case RED_MUL: case RED_LOGAND: return "1";
    case RED_BITAND: return arena_printf(a, "(%s)~0ULL", type);
    case RED_MAX:
        if (fp) return ar.kind == AR_FLOAT ? "-__builtin_inff()" : "-__builtin_inf()";
        if (uns) return "0";
        return arena_printf(a, "(%s)(1ULL << (sizeof(%s) * 8 - 1))", type, type);
    case RED_MIN:
        if (fp) return ar.kind == AR_FLOAT ? "__builtin_inff()" : "__builtin_inf()";
        if (uns) return arena_printf(a, "(%s)~0ULL", type);
        return arena_printf(a, "(%s)~(1ULL << (sizeof(%s) * 8 - 1))", type, type);
    default: return "0";
    }
}

/* x = x op y, as a C statement. */
char *red_combine(Arena *a, RedOp op, const char *x, const char *y)
{
    switch (op) {
    case RED_ADD: return arena_printf(a, "%s = %s + %s;", x, x, y);
    case RED_MUL: return arena_printf(a, "%s = %s * %s;", x, x, y);
    case RED_MAX: return arena_printf(a, "if (%s > %s) %s = %s;", y, x, x, y);
    case RED_MIN: return arena_printf(a, "if (%s < %s) %s = %s;", y, x, x, y);
    case RED_BITAND: return arena_printf(a, "%s = %s & %s;", x, x, y);
    case RED_BITOR: return arena_printf(a, "%s = %s | %s;", x, x, y);
    case RED_BITXOR: return arena_printf(a, "%s = %s ^ %s;", x, x, y);
    case RED_LOGAND: return arena_printf(a, "%s = %s && %s;", x, x, y);
    case RED_LOGOR: return arena_printf(a, "%s = %s || %s;", x, x, y);
    default: return "";
    }
}

/* The host code setting gw_loID..gw_hiID: the extremes of the section's
 * subscripts (plan.c, section_terms) at the corners of the loops around
 * them. */
static void section_bounds(Arena *a, const ImplicitMap *im, Buf *b, int id)
{
    buf_printf(b, "long long gw_lo%d = 0, gw_hi%d = -1; { int gw_any = 0; ", id, id);
    for (SectionTerm *t = im->terms; t; t = t->next) {
        buf_puts(b, "if (1");
        for (int i = 0; i < t->nloops; i++) buf_printf(b, " && %s > 0", t->loops[i]->trip);
        buf_puts(b, ") { ");
        for (int c = 0; c < 1 << t->nloops; c++) {
            buf_puts(b, "{ ");
            for (int i = 0; i < t->nloops; i++) {
                Loop *l = t->loops[i];
                if (c >> i & 1)
                    buf_printf(b, "long long %s = (long long)(%s) + (%s - 1) * (long long)(%s); ", l->var, l->lb,
                               l->trip, l->step);
                else
                    buf_printf(b, "long long %s = (long long)(%s); ", l->var, l->lb);
            }
            buf_printf(b, "long long gw_t = (long long)(%s); if (!gw_any || gw_t < gw_lo%d) gw_lo%d = gw_t; "
                          "if (!gw_any || gw_t > gw_hi%d) gw_hi%d = gw_t; gw_any = 1; } ",
                       form_str(a, t->sub), id, id, id, id);
        }
        buf_puts(b, "} ");
    }
    buf_puts(b, "} ");
}

/* The maps no clause names (Node.implicit, plan.c); a section's bounds
 * are computed first, in pre. */
static int implicit_maps(Unit *u, Node *nd, Buf *m, int n, Buf *pre)
{
    Arena *a = u->arena;
    for (ImplicitMap *im = nd->implicit; im; im = im->next) {
        const char *x = im->v->name, *text = x;
        char *host, *bytes;
        switch (im->what) {
        case MAP_OBJECT:
            host = arena_printf(a, "(void *)&(%s)", x);
            bytes = arena_printf(a, "sizeof(%s)", x);
            break;
        case MAP_POINTER:
            host = arena_printf(a, "(void *)(%s)", x);
            bytes = "0";
            break;
        case MAP_ITEM: {
            Subscript *sb = &im->item->subs[0];
            host = arena_printf(a, "(void *)((%s) + (%s))", x, sb->lb ? sb->lb : "0");
            bytes = arena_printf(a, "GW_LEN_BYTES(%s, sizeof(*(%s)), 0)", sb->len, x);
            text = im->item->text;
            break;
        }
        default:
            section_bounds(a, im, pre, n);
            host = arena_printf(a, "(void *)((%s) + gw_lo%d)", x, n);
            bytes = arena_printf(a, "(__SIZE_TYPE__)(gw_hi%d - gw_lo%d + 1) * sizeof(*(%s))", n, n, x);
            break;
        }
        char *flags = arena_printf(a, "GW_MF_IMPLICIT%s%s%s", im->what == MAP_SECTION ? " | GW_MF_SECTION" : "",
                                   im->readonly ? " | GW_MF_READONLY" : "", im->deref ? " | GW_MF_DEREF" : "");
        im->v->map = n;
        add_map(u, m, &n, host, bytes, map_name(im->kind), flags, text);
    }
    return n;
}

/* ---- launch shapes (Kernel.launch, plan.c), as host statements setting
 * gw_gx, gw_gy, gw_gz, gw_bx and gw_by ---- */

static void emit_nest_shape(const Launch *p, Buf *b)
{
    int threads = p->bx_n * p->by_n;
    buf_printf(b, "{ long long gw_nx = %s, gw_ny = %s, gw_nz = %s; ", p->nx, p->ny, p->nz ? p->nz : "1");
    if (p->bx)
        buf_printf(b, "gw_bx = (unsigned)(%s); if (gw_bx < 1) gw_bx = 1; if (gw_bx > 1024) gw_bx = 1024; "
                      "gw_by = %d / gw_bx < 1 ? 1 : %d / gw_bx; ",
                   p->bx, threads, threads);
    else
        buf_printf(b, "gw_bx = %d; gw_by = %d; while (gw_bx > 32 && gw_nx <= gw_bx / 2) { gw_bx /= 2; gw_by *= 2; } ",
                   p->bx_n, p->by_n);
    buf_puts(b, "{ long long gw_t = (gw_nx + gw_bx - 1) / gw_bx; "
                "gw_gx = gw_t < 1 ? 1 : gw_t > 2147483647LL ? 2147483647u : (unsigned)gw_t; } ");
    if (p->nz)
        buf_printf(b, "{ long long gw_t = (gw_ny + gw_by - 1) / gw_by; "
                      "gw_gy = gw_t < 1 ? 1 : gw_t > 65535 ? 65535 : (unsigned)gw_t; "
                      "gw_t = (gw_nz + %d - 1) / %d; gw_gz = gw_t < 1 ? 1 : gw_t > 65535 ? 65535 : (unsigned)gw_t; } ",
                   p->runs, p->runs);
    else
        buf_printf(b, "{ long long gw_t = (gw_ny + gw_by * %d - 1) / (gw_by * %d); "
                      "gw_gy = gw_t < 1 ? 1 : gw_t > 65535 ? 65535 : (unsigned)gw_t; gw_gz = 1; } ",
                   p->runs, p->runs);
    buf_puts(b, "} ");
}

/* The condition for the staged variant <name>_s (Launch.exact_*). */
static char *stage_exact(Unit *u, const Launch *p)
{
    Arena *a = u->arena;
    if (p->exact_y)
        return arena_printf(a, "(gw_bx == %d && gw_by == %d && (long long)gw_gx * gw_bx == %s "
                               "&& (long long)gw_gy * gw_by == %s)",
                            p->exact_bx, p->exact_by, p->exact_x, p->exact_y);
    return arena_printf(a, "(gw_by == %d && (long long)gw_gx * gw_bx == %s)", p->exact_by, p->exact_x);
}

/* gw_g, the number of gangs (Kernel.gangs_from), and gw_gx from it. */
static void emit_gang_count(Kernel *k, const Launch *p, Buf *b)
{
    if (k->gangs_from == GANGS_CLAUSE) {
        buf_printf(b, "gw_g = %s; ", p->gangs);
    } else if (k->gangs_from == GANGS_TRIPS) {
        buf_printf(b, "{ long long gw_n = %s; ", p->gangs);
        if (p->narrow)
            buf_puts(b, "{ long long gw_sm = gw_sm_count(); "
                        "while (gw_bx > 32 && gw_n < (long long)gw_bx * gw_sm) gw_bx /= 2; } ");
        buf_printf(b, "long long gw_per = %s%s; gw_g = (gw_n + gw_per - 1) / gw_per; } ", p->per_bx ? "gw_bx" : "1",
                   p->per_by ? " * gw_by" : "");
    } else if (k->gangs_from == GANGS_WAVE) {
        buf_printf(b, "{ long long gw_w = gw_wave(&gw_s, &gw_k_%s, gw_bx * gw_by); "
                      "gw_g = gw_w > 0 ? gw_w%s : (long long)gw_sm_count() * 16; } ",
                   k->name, p->pack ? " * gw_by" : "");
    } else {
        buf_puts(b, "gw_g = 1; ");
    }
    if (p->pack) buf_puts(b, "gw_g = (gw_g + gw_by - 1) / gw_by; ");
    if (p->cap_why)
        buf_puts(b, "{ long long gw_cap = (long long)gw_sm_count() "
                    "* (1024 / (gw_bx * gw_by) > 32 ? 32 : 1024 / (gw_bx * gw_by)); "
                    "if (gw_cap > 0 && gw_g > gw_cap) gw_g = gw_cap; } ");
    buf_puts(b, "gw_gx = gw_g < 1 ? 1 : gw_g > (1LL << 30) ? (1u << 30) : (unsigned)gw_g; } ");
}

static void emit_gangs_shape(Kernel *k, const Launch *p, Buf *b)
{
    for (int d = 0; d < 2; d++) {
        const char *g = d ? "gw_gz" : "gw_gy";
        if (p->yz[d])
            buf_printf(b, "{ long long gw_t = %s; %s = gw_t < 1 ? 1 : gw_t > 65535 ? 65535 : (unsigned)gw_t; } ",
                       p->yz[d], g);
        else
            buf_printf(b, "%s = %d; ", g, p->yz_n[d]);
    }
    buf_puts(b, "{ long long gw_g; ");
    if (p->bx) buf_printf(b, "gw_bx = (unsigned)(%s); ", p->bx);
    else buf_printf(b, "gw_bx = %d; ", p->bx_n);
    if (p->x_one) buf_puts(b, "gw_bx = 1; ");
    if (p->by) buf_printf(b, "gw_by = (unsigned)(%s); ", p->by);
    else buf_printf(b, "gw_by = %d; ", p->by_n);
    buf_puts(b, "if (gw_bx < 1) gw_bx = 1; if (gw_by < 1) gw_by = 1; ");
    if (p->bx_cap) buf_printf(b, "if (gw_bx > %d) gw_bx = %d; ", p->bx_cap, p->bx_cap);
    buf_puts(b, "while (gw_bx * gw_by > 1024) gw_by > 1 ? (gw_by /= 2) : (gw_bx /= 2); ");
    if (p->fold) buf_printf(b, "gw_bx = gw_fold(&gw_k_%s, gw_bx, %s, gw_async); ", k->name, p->fold);
    if (p->pack) buf_puts(b, "if (gw_bx <= 32 && !(gw_bx & (gw_bx - 1))) gw_by = 128 / gw_bx; ");
    if (p->pack_gangs)
        buf_printf(b, "{ long long gw_n = %s, gw_sm = gw_sm_count(); "
                      "while (gw_by > 1 && gw_n < (long long)gw_by * 4 * gw_sm) gw_by /= 2; } ", p->pack_gangs);
    emit_gang_count(k, p, b);
}

static void emit_shape(Kernel *k, Buf *b)
{
    const Launch *p = &k->launch;
    if (p->kind == LAUNCH_NEST) emit_nest_shape(p, b);
    else if (p->kind == LAUNCH_ONE) buf_puts(b, "gw_gx = 1; gw_gy = 1; gw_gz = 1; gw_bx = 1; gw_by = 1; ");
    else emit_gangs_shape(k, p, b);
}

/* Loop-level private(x) in the host version, which runs the loops in
 * order: x declared again at the start of the (innermost collapsed)
 * loop's body, so its writes do not reach the x outside (an outer loop's
 * control variable: they would change its iterations).  The loops' own
 * control variables, and pointer subarrays, stay as they are. */
static void host_loop_privates(Unit *u, Loop *l, EditList *el)
{
    for (; l; l = l->next) {
        host_loop_privates(u, l->kids, el);
        Loop *in = l;
        for (int d = 1; d < l->collapse && in->kids; d++) in = in->kids;
        if (!l->dir || !in->body_end) continue;
        Buf b;
        buf_init(&b);
        for (Clause *c = l->dir->clauses; c; c = c->next)
            for (int i = 0; c->kind == CL_PRIVATE && i < c->nvars; i++) {
                const char *x = c->vars[i].base;
                bool control = false;
                for (Loop *k = l; k && !control; k = k == in ? NULL : k->kids) control = k->var && !strcmp(k->var, x);
                if (!control && !c->vars[i].nsub) buf_printf(&b, "__typeof__(%s) %s; ", x, x);
            }
        if (b.len && in->body_compound) {
            edit_add(el, in->body_start + 1, in->body_start + 1, arena_strdup(u->arena, buf_cstr(&b)), EDIT_PLAIN);
        } else if (b.len) {
            edit_add(el, in->body_start, in->body_start, arena_printf(u->arena, "{ %s", buf_cstr(&b)), EDIT_PLAIN);
            edit_add(el, in->body_end, in->body_end, " }", EDIT_PLAIN);
        }
        buf_release(&b);
    }
}

/* Each loop a directive partitions (its own, or folded by its collapse or
 * tile) whose step the trip count checks (Loop.step_checked): the check
 * before it, as on the device, so that a step of 0 or away from the bound
 * stops the host version too with the loop's file:line (gw_loop_step). */
static void host_loop_steps(Unit *u, Loop *l, EditList *el)
{
    for (; l; l = l->next) {
        host_loop_steps(u, l->kids, el);
        if (!l->dir) continue;
        Loop *k = l;
        for (int i = 0; i < l->collapse && k; i++, k = k->kids) {
            if (!k->step_checked) continue;
            edit_add(el, k->start, k->start, arena_printf(u->arena, "{ (void)%s; ", k->trip), EDIT_PLAIN);
            edit_add(el, k->end, k->end, " }", EDIT_PLAIN);
        }
    }
}

/* The host version of a compute construct: the user's statement, with
 * private and firstprivate scalars shadowed so the host copies stay put.
 * Private pointer subarrays point at a copy of their own (copied in for
 * firstprivate), and region-level reduction variables start at the
 * operator's identity inside the region and are combined with the
 * original after it, as on the GPU. */
static void emit_host_version(Unit *u, Node *nd, Buf *b)
{
    Buf outer, inner, end, after;
    buf_init(&outer);
    buf_init(&inner);
    buf_init(&end);
    buf_init(&after);
    for (Var *v = nd->vars; v; v = v->next) {
        if (v->shape == SHAPE_OTHER) continue;
        const char *x = v->name;
        if (v->loop_var) {      /* private on the device (2.6.1): the host's copy stays put too */
            if (v->shape == SHAPE_SCALAR && v->pass != PASS_REDUCTION) {
                buf_printf(&outer, "__typeof__(%s) gw_fp_%s = %s; ", x, x, x);
                buf_printf(&inner, "__typeof__(gw_fp_%s) %s = gw_fp_%s; ", x, x, x);
            }
            continue;
        }
        if (v->pass == PASS_PRIVATE) {
            buf_printf(&inner, "__typeof__(%s) %s; ", x, x);
        } else if (v->pass == PASS_PRIVSUB && v->psub->nsub == 1 && v->psub->subs[0].len) {
            const char *lb = v->psub->subs[0].lb ? v->psub->subs[0].lb : "0", *len = v->psub->subs[0].len;
            buf_printf(&outer, "__typeof__(%s) gw_fp_%s = %s; "
                               "long long gw_pl_%s = (long long)(%s), gw_pn_%s = (long long)(%s); "
                               "__typeof__(%s) gw_hs_%s = "
                               "(__typeof__(%s))gw_host_alloc((__SIZE_TYPE__)(gw_pn_%s > 0 ? gw_pn_%s : 0) "
                               "* sizeof(*(%s))); ",
                       x, x, x, x, lb, x, len, x, x, x, x, x, x);
            buf_printf(&inner, "__typeof__(gw_fp_%s) %s = gw_hs_%s - gw_pl_%s; ", x, x, x, x);
            if (v->psub_first)
                buf_printf(&inner, "if (gw_pn_%s > 0) __builtin_memcpy((void *)(%s + gw_pl_%s), "
                                   "(const void *)(gw_fp_%s + gw_pl_%s), (__SIZE_TYPE__)gw_pn_%s * sizeof(*(%s))); ",
                           x, x, x, x, x, x, x);
            buf_printf(&after, "gw_host_free((void *)gw_hs_%s); ", x);
        } else if (v->pass == PASS_REDUCTION && v->shape == SHAPE_ARRAY && v->red_n > 1) {
            buf_printf(&outer, "__typeof__(%s) gw_rp_%s; ", x, x);
            buf_printf(&inner, "__typeof__(%s) %s; for (int gw_e = 0; gw_e < %d; gw_e++) ((%s *)%s)[gw_e] = %s; ", x, x,
                       v->red_n, v->red_elem, x, red_identity(u->arena, v->red, v->red_arith, v->red_elem));
            buf_printf(&end, "__builtin_memcpy(&gw_rp_%s, &%s, sizeof(%s)); ", x, x, x);
            buf_printf(&after, "for (int gw_e = 0; gw_e < %d; gw_e++) { %s } ", v->red_n,
                       red_combine(u->arena, v->red, arena_printf(u->arena, "((%s *)%s)[gw_e]", v->red_elem, x),
                                   arena_printf(u->arena, "((%s *)gw_rp_%s)[gw_e]", v->red_elem, x)));
        } else if (v->pass == PASS_REDUCTION && v->shape == SHAPE_SCALAR) {
            buf_printf(&outer, "__typeof__(%s) gw_rp_%s; ", x, x);
            buf_printf(&inner, "__typeof__(%s) %s = %s; ", x, x,
                       red_identity(u->arena, v->red, v->red_arith, v->canon));
            buf_printf(&end, "gw_rp_%s = %s; ", x, x);
            buf_printf(&after, "%s ", red_combine(u->arena, v->red, x, arena_printf(u->arena, "gw_rp_%s", x)));
        } else if (v->pass == PASS_VALUE && (v->shape == SHAPE_ARRAY || v->vla)) {
            buf_printf(&outer, "const void *gw_fp_%s = (const void *)&(%s); ", x, x);
            buf_printf(&inner, "__typeof__(%s) %s; __builtin_memcpy(&%s, gw_fp_%s, sizeof(%s)); ", x, x, x, x, x);
        } else if (v->pass == PASS_VALUE && v->written) {
            buf_printf(&outer, "__typeof__(%s) gw_fp_%s = %s; ", x, x, x);
            buf_printf(&inner, "__typeof__(gw_fp_%s) %s = gw_fp_%s; ", x, x, x);
        }
    }
    buf_printf(b, "{ %s{ %s\n", buf_cstr(&outer), buf_cstr(&inner));
    edit_line_marker(u, nd->stmt_start, b);
    EditList priv = {0}, all = {0};
    host_loop_privates(u, nd->loops, &priv);
    host_loop_steps(u, nd->loops, &priv);
    edit_sort(&u->member_uses);
    edit_merge(&all, &priv, &u->member_uses, nd->stmt_start, nd->stmt_end);
    edit_apply(u, &all, nd->stmt_start, nd->stmt_end, b);       /* reduced members: their temporaries */
    edit_release(&priv);
    edit_release(&all);
    buf_printf(b, "\n%s} %s}\n", buf_cstr(&end), buf_cstr(&after));
    buf_release(&outer);
    buf_release(&inner);
    buf_release(&end);
    buf_release(&after);
}

/* Reduced members (MemberRed): the construct's temporaries, declared
 * before it from the members' values; after it, each member gets its
 * result back, and a present device copy too, as the update directive
 * 'update device(s.x) if_present' at the construct's line would do. */
static void member_wrap(Unit *u, Node *nd, EditList *el)
{
    if (!nd->members) return;
    Buf b, e;
    buf_init(&b);
    buf_init(&e);
    buf_puts(&b, "{");
    buf_puts(&e, " ;");
    for (MemberRed *r = nd->members; r; r = r->next) {
        if (r->elems) {
            buf_printf(&b, " __typeof__(&(%s)[0]) %s = (%s);", r->expr, r->name, r->expr);
            continue;
        }
        buf_printf(&b, " __typeof__(%s) %s = %s;", r->expr, r->name, r->expr);
        buf_printf(&e, " %s = %s;", r->expr, r->name);
    }
    for (MemberRed *r = nd->members; r; r = r->next) {
        if (r->elems) continue;
        Buf m;
        int n = 0;
        buf_init(&m);
        item_maps(u, &m, &n, &r->item, CL_DEVICE, "GW_MAP_UPDATE_DEVICE", "GW_MF_IF_PRESENT", false);
        buf_printf(&e, " { static const gw_site gw_s = {%s, %d, \"update\"}; gw_map gw_m[%d] = {%s}; "
                       "gw_update(&gw_s, gw_m, %d, GW_ASYNC_SYNC); }",
                   c_string(u->arena, nd->dir->loc.file), nd->dir->loc.line, n, buf_cstr(&m), n);
        buf_release(&m);
    }
    buf_puts(&b, " ");
    buf_puts(&e, " }");
    edit_add(el, nd->pragma_start, nd->pragma_start, arena_strdup(u->arena, buf_cstr(&b)), EDIT_OUTERMOST_OPEN);
    edit_add(el, nd->stmt_end, nd->stmt_end, arena_strdup(u->arena, buf_cstr(&e)), EDIT_INNERMOST_CLOSE);
    buf_release(&b);
    buf_release(&e);
}

/* The device threads' stack must hold the construct's VLAs (alloca in the
 * kernel: its VLA locals, and the private copies of VLAs it names): the
 * launch asks for their bytes, known on the host, with the first one's name
 * for the message when the device cannot give that much. */
static void emit_stack_need(Unit *u, Node *nd, Buf *b)
{
    Buf sum;
    buf_init(&sum);
    const char *first = NULL;
    int line = 0;
    for (VlaLocal *v = u->vlas; v; v = v->next)
        if (v->nd == nd && v->host) {
            buf_printf(&sum, "%s(__SIZE_TYPE__)(%s)", sum.len ? " + " : "", v->bytes);
            if (!first) first = v->name, line = v->line;
        }
    for (Var *v = nd->vars; v; v = v->next)
        if (v->vla && (v->pass == PASS_PRIVATE || v->pass == PASS_VALUE)) {
            buf_printf(&sum, "%s(__SIZE_TYPE__)sizeof(%s)", sum.len ? " + " : "", v->name);
            if (!first) first = v->name;
        }
    if (sum.len) buf_printf(b, "gw_stack_need(&gw_s, \"%s\", %d, %s); ", first, line, buf_cstr(&sum));
    buf_release(&sum);
}

/* Where gw_args holds what a split launch changes for each member
 * (gw_split): the device addresses of present data, the reduction's
 * gw_red (gw_part and gw_out follow), the share gw_lo (gw_hi follows). */
typedef struct ArgIndex {
    Buf ptrs;                   /* "0, 2": the addresses' indices */
    int nptr, red, lo;          /* red, lo: -1 when none */
} ArgIndex;

/* Entry ne of gw_args is a device address of present data. */
static void arg_ptr(ArgIndex *ai, int ne)
{
    buf_printf(&ai->ptrs, "%s%d", ai->nptr++ ? ", " : "", ne);
}

/* What entry p of gw_args points at (set up by kernel_arg_values). */
static const char *arg_of(Arena *a, const KParam *p)
{
    static const char *const fmt[] = {
        [PR_VALUE] = "(void *)&%s", [PR_ARRAY] = "&gw_p_%s", [PR_VLA_COUNT] = "&gw_vn_%s", [PR_DEVPTR] = "&gw_p_%s",
        [PR_CACHE_LO] = "&gw_cvl_%s", [PR_CACHE_HI] = "&gw_cvh_%s", [PR_REF] = "&gw_p_%s",
        [PR_PRIVSUB] = "&gw_p_%s", [PR_PRIVSUB_SCRATCH] = "&gw_pv_%s", [PR_PRIVSUB_LO] = "&gw_pl_%s",
        [PR_PRIVSUB_LEN] = "&gw_pn_%s", [PR_RED] = "&gw_red", [PR_PART] = "&gw_part", [PR_OUT] = "&gw_out",
        [PR_GANG_SCRATCH] = "&gw_gsh", [PR_SHARE_LO] = "&gw_lo", [PR_SHARE_HI] = "&gw_hi"};
    if (p->role == PR_VLA_DIM)
        return arena_printf(a, "&%s", p->name);
    return p->v ? arena_printf(a, fmt[p->role], p->v->name) : fmt[p->role];
}

/* Is entry p a device address of present data, which a split launch
 * translates for each member (gw_split's ptr_args)? */
static bool arg_present(const KParam *p)
{
    return p->role == PR_ARRAY || p->role == PR_DEVPTR || p->role == PR_REF || p->role == PR_PRIVSUB;
}

/* A variably modified v's extents where it was declared (C evaluates them
 * there, once): level l of an array a is sizeof(a[0]..) over sizeof(a[0][0]..),
 * l and l + 1 subscripts; a pointer's levels are its pointee's, one [0] more.
 * sizeof evaluates an operand of variable array type: the subscripts compute
 * addresses only, nothing is loaded. */
static void vm_extents(const Var *v, Buf *b)
{
    if (!v->vm)
        return;
    for (int l = 0; l < v->vm_levels; l++) {
        buf_printf(b, "long long gw_vd_%s_%d = (long long)(sizeof((%s)", v->name, l, v->name);
        for (int k = 0; k < l + !v->vm_array; k++) buf_puts(b, "[0]");
        buf_printf(b, ") / sizeof((%s)", v->name);
        for (int k = 0; k < l + 1 + !v->vm_array; k++) buf_puts(b, "[0]");
        buf_puts(b, ")); ");
    }
}

/* What gw_args points at: the device addresses, cache(...)'s bounds, a
 * private subarray's scratch and bounds. */
static void kernel_arg_values(Node *nd, Buf *b)
{
    bool gangs = false;
    for (Kernel *k = nd->kernels; k; k = k->next) gangs = gangs || k->gang_slot;
    if (gangs) buf_puts(b, "void *gw_gsh = 0; ");
    for (Var *v = nd->vars; v; v = v->next) {
        if (v->vla && (v->pass == PASS_VALUE || v->pass == PASS_PRIVATE))      /* its size where declared */
            buf_printf(b, "long long gw_vn_%s = (long long)(sizeof(%s) / sizeof(%s)); ", v->name, v->name, v->elem);
        vm_extents(v, b);
        switch (v->pass) {
        case PASS_VALUE:
            if (v->shape == SHAPE_ARRAY || v->vla) buf_printf(b, "void *gw_p_%s = gw_m[%d].dev; ", v->name, v->map);
            break;
        case PASS_DEVPTR:
            buf_printf(b, "void *gw_p_%s = (char *)gw_m[%d].dev - ((char *)gw_m[%d].host - (char *)(%s)); ",
                       v->name, v->map, v->map, v->name);
            if (v->cached)      /* the elements cache(...) may load (emit_cuda.c, cache_edits) */
                buf_printf(b, "long long gw_cvl_%s, gw_cvh_%s; "
                              "gw_cache_extent(&gw_s, gw_p_%s, sizeof(*(%s)), &gw_cvl_%s, &gw_cvh_%s); ",
                           v->name, v->name, v->name, v->name, v->name, v->name);
            break;
        case PASS_REF:
            buf_printf(b, "void *gw_p_%s = gw_m[%d].dev; ", v->name, v->map);
            break;
        case PASS_PRIVSUB: {    /* the pointer, its copies' scratch (per kernel, privsub_scratch), the bounds */
            Subscript *sb = &v->psub->subs[0];
            buf_printf(b, "void *gw_p_%s = (char *)gw_m[%d].dev - ((char *)gw_m[%d].host - (char *)(%s)); "
                          "void *gw_pv_%s = 0; long long gw_pl_%s = (long long)(%s), gw_pn_%s = (long long)(%s); ",
                       v->name, v->map, v->map, v->name, v->name, v->name, sb->lb ? sb->lb : "0", v->name, sb->len);
            break;
        }
        default:
            break;
        }
    }
}

/* gw_args, an entry for each of Node.params (plan.c), so in the kernels'
 * parameters' order (emit_cuda.c, kernel_params), and their indices in ai
 * (a private subarray's scratch is 0 in a split kernel: split.c). */
static void emit_kernel_args(Unit *u, Node *nd, Buf *b, ArgIndex *ai)
{
    Buf args;
    buf_init(&args);
    kernel_arg_values(nd, b);
    ai->red = ai->lo = -1;
    for (int i = 0; i < nd->nparams; i++) {
        const KParam *p = &nd->params[i];
        buf_printf(&args, "%s%s", i ? ", " : "", arg_of(u->arena, p));
        if (arg_present(p)) arg_ptr(ai, i);
        if (p->role == PR_RED) ai->red = i;
        if (p->role == PR_SHARE_LO) ai->lo = i;
    }
    if (ai->lo >= 0) buf_puts(b, "long long gw_lo = 0, gw_hi = 0; ");
    buf_printf(b, "void *gw_args[] = {%s}; ", nd->nparams ? buf_cstr(&args) : "0");
    buf_release(&args);
}

/* A range's kind as the runtime's GW_SR_* bits. */
static const char *range_kind(Arena *a, const SplitRange *r)
{
    return arena_printf(a, "%s%s%s", r->kind & ACC_WRITE ? "GW_SR_WRITE" : "GW_SR_READ",
                        r->kind & ACC_ATOMIC ? " | GW_SR_ATOMIC" : "", r->whole ? " | GW_SR_WHOLE" : "");
}

/* A range's per-launch values (gw_split_val): the variable's host element
 * 0 and its size (a row of an array), and the bounds' forms. */
static void range_val(Arena *a, const SplitRange *r, Buf *b)
{
    const char *x = r->v->name;
    bool elems = r->v->shape == SHAPE_ARRAY || r->v->shape == SHAPE_POINTER;
    buf_printf(b, "{(const void *)&(%s)%s, sizeof(%s%s%s), ", x, elems ? "[0]" : "", elems ? "(" : "", x,
               elems ? ")[0]" : "");
    if (r->whole) buf_puts(b, "0, 0, 0}");
    else buf_printf(b, "(long long)(%s), (long long)(%s), (long long)(%s)}", form_str(a, r->c),
                    form_str(a, r->omin), form_str(a, r->omax));
}

/* The launch of a split kernel (Kernel.split, split.c): its site's static
 * plan gw_sp_<name> (the args to translate, the ranges, the reduction
 * slots), the ranges' values at this launch, then gw_launch_split. */
static void emit_split_launch(Unit *u, Kernel *k, ArgIndex *ai, const char *kern, Buf *b)
{
    static const char *const rops[] = {"?", "GW_ROP_ADD", "GW_ROP_MUL", "GW_ROP_MAX", "GW_ROP_MIN",
                                       "GW_ROP_BAND", "GW_ROP_BOR", "GW_ROP_BXOR", "GW_ROP_LAND", "GW_ROP_LOR"};
    Arena *a = u->arena;
    const SplitPlan *p = &k->split;
    const char *x = k->name;
    int nr = 0;
    Buf ranges, vals;
    buf_init(&ranges);
    buf_init(&vals);
    for (SplitRange *r = p->ranges; r; r = r->next, nr++) {
        buf_printf(&ranges, "%s{%s, %s}", nr ? ", " : "", c_string(a, r->v->name), range_kind(a, r));
        buf_puts(&vals, nr ? ", " : "");
        range_val(a, r, &vals);
    }
    if (ai->nptr) buf_printf(b, "static const int gw_spa_%s[] = {%s}; ", x, buf_cstr(&ai->ptrs));
    if (nr) buf_printf(b, "static const gw_split_range gw_spr_%s[] = {%s}; ", x, buf_cstr(&ranges));
    if (p->nslots) {
        buf_printf(b, "static const gw_red_slot gw_sps_%s[] = {", x);
        for (SplitSlot *s = p->slots; s; s = s->next)
            buf_printf(b, "{%d, %d, %s, %s}%s", s->offset, s->count, rops[s->op], s->type,
                       s->next ? ", " : "");
        buf_puts(b, "}; ");
    }
    buf_printf(b, "static const gw_split gw_sp_%s = {.mode = GW_SPLIT_LOOP, .lo_arg = %d, .axis = %d, "
                  ".nptr = %d, .ptr_args = %s, .nranges = %d, .ranges = %s, .red_arg = %d, .nslots = %d, "
                  ".slots = %s}; ",
               x, ai->lo, p->axis, ai->nptr, ai->nptr ? arena_printf(a, "gw_spa_%s", x) : "0", nr,
               nr ? arena_printf(a, "gw_spr_%s", x) : "0", ai->red, p->nslots,
               p->nslots ? arena_printf(a, "gw_sps_%s", x) : "0");
    if (nr) buf_printf(b, "gw_split_val gw_sv_%s[] = {%s}; ", x, buf_cstr(&vals));
    buf_printf(b, "gw_launch_split(&gw_s, %s, gw_gx, gw_gy, gw_gz, gw_bx, gw_by, 1, 0, gw_args, gw_async, "
                  "&gw_sp_%s, %s, %s, %s); ",
               kern, x, p->trip, p->per, nr ? arena_printf(a, "gw_sv_%s", x) : "0");
    buf_release(&ranges);
    buf_release(&vals);
}

static void emit_reduction_init(Unit *u, Node *nd, Buf *b, size_t rbytes)
{
    if (!rbytes) return;
    buf_printf(b, "unsigned char gw_rb[%zu] __attribute__((aligned(16))); ", rbytes);
    for (Var *v = nd->vars; v; v = v->next)
        if (v->pass == PASS_REDUCTION && v->red_n > 1)
            buf_printf(b, "for (int gw_e = 0; gw_e < %d; gw_e++) ((%s *)(gw_rb + %d))[gw_e] = %s; ", v->red_n,
                       v->red_elem, v->red_slot, red_identity(u->arena, v->red, v->red_arith, v->red_elem));
        else if (v->pass == PASS_REDUCTION)
            buf_printf(b, "*(__typeof__(%s) *)(gw_rb + %d) = %s; ", v->name, v->red_slot,
                       red_identity(u->arena, v->red, v->red_arith, v->canon));
    if (nd->red_count) buf_printf(b, "*(unsigned *)(gw_rb + %d) = 0; ", nd->red_count);
    buf_printf(b, "void *gw_out, *gw_red = gw_red_begin(gw_rb, %zu, gw_async, &gw_out), *gw_part = 0; ", rbytes);
}

static void emit_reduction_fini(Unit *u, Node *nd, Buf *b, size_t rbytes)
{
    if (!rbytes) return;
    for (Var *v = nd->vars; v; v = v->next) {
        if (v->pass != PASS_REDUCTION) continue;
        if (v->red_n > 1) {
            char *x = arena_printf(u->arena, "%s[gw_e]", v->name);
            char *y = arena_printf(u->arena, "((%s *)(gw_rb + %d))[gw_e]", v->red_elem, v->red_slot);
            buf_printf(b, "for (int gw_e = 0; gw_e < %d; gw_e++) { %s } ", v->red_n,
                       red_combine(u->arena, v->red, x, y));
        } else {
            char *y = arena_printf(u->arena, "(*(__typeof__(%s) *)(gw_rb + %d))", v->name, v->red_slot);
            buf_printf(b, "%s ", red_combine(u->arena, v->red, v->name, y));
        }
        buf_printf(b, "{ gw_map gw_u = {(void *)&%s, sizeof(%s), GW_MAP_UPDATE_DEVICE, GW_MF_IF_PRESENT, \"%s\", 0}; "
                      "gw_update(&gw_s, &gw_u, 1, gw_async); } ", v->name, v->name, v->name);
    }
}

/* The scratch for the copies of private pointer subarrays at this launch:
 * one copy per gang, worker or thread (Var.psub_level) of gw_pn_x
 * elements, each rounded up to PRIVSUB_ALIGN bytes, carved out of one buffer. */
static void privsub_scratch(Node *nd, Kernel *k, Buf *b)
{
    bool any = k->gang_slot > 0;
    if (any)    /* first, the gangs' arrays (Kernel.gang_global, gw_gsh) */
        buf_printf(b, "{ __SIZE_TYPE__ gw_pz = 0, gw_pg = (__SIZE_TYPE__)gw_gx * gw_gy * gw_gz; "
                      "gw_pz += gw_pg * %lldull; ", k->gang_slot);
    for (Var *v = nd->vars; v; v = v->next)
        if (v->pass == PASS_PRIVSUB && !v->psub_const) {      /* else a local or __shared__ array */
            if (!any) buf_puts(b, "{ __SIZE_TYPE__ gw_pz = 0, gw_pg = (__SIZE_TYPE__)gw_gx * gw_gy * gw_gz; ");
            any = true;
            buf_printf(b, "__SIZE_TYPE__ gw_po_%s = gw_pz; "
                          "gw_pz += gw_pg%s * (((__SIZE_TYPE__)(gw_pn_%s > 0 ? gw_pn_%s : 0) "
                          "* sizeof(*(%s)) + %d) & ~(__SIZE_TYPE__)%d); ",
                       v->name,
                       v->psub_level == PAR_VECTOR ? " * gw_bx * gw_by" : v->psub_level == PAR_WORKER ? " * gw_by" : "",
                       v->name, v->name, v->name, PRIVSUB_ALIGN - 1, PRIVSUB_ALIGN - 1);
        }
    if (!any) return;
    buf_puts(b, "char *gw_pb = (char *)gw_private_scratch(gw_pz, gw_async); ");
    if (k->gang_slot) buf_puts(b, "gw_gsh = gw_pb; ");
    for (Var *v = nd->vars; v; v = v->next)
        if (v->pass == PASS_PRIVSUB && !v->psub_const) buf_printf(b, "gw_pv_%s = gw_pb + gw_po_%s; ", v->name, v->name);
    buf_puts(b, "} ");
}

/* The kernel a launch runs: the staged variant when each thread gets
 * exactly one point, the __restrict__ one when no two arrays share memory
 * (gw_noalias, rv), else the plain one. */
static const char *launch_kernel(Unit *u, Kernel *k, bool rv)
{
    Arena *a = u->arena;
    const char *plain = rv ? arena_printf(a, "gw_noalias ? &gw_k_%s_r : &gw_k_%s", k->name, k->name)
                           : arena_printf(a, "&gw_k_%s", k->name);
    if (!k->stage_loop) return plain;
    return arena_printf(a, "%s%s ? &gw_k_%s_s : %s", rv ? "gw_noalias && " : "", stage_exact(u, &k->launch),
                        k->name, plain);
}

/* The host version of compute construct nd, between the instruments'
 * calls, after the checks of its data clauses' sections (clause_m, n:
 * their maps, section_checks; NULL when an if or self clause may have
 * chosen the host). */
static void host_branch(Unit *u, Node *nd, Buf *b, const char *clause_m, int n)
{
    buf_puts(b, "{ ");
    if (clause_m) buf_printf(b, "{ gw_map gw_m[%d] = {%s}; gw_host_maps(&gw_s, gw_m, %d); } ", n, clause_m, n);
    buf_puts(b, "gw_host_compute(&gw_s, gw_async, 0); ");
    emit_host_version(u, nd, b);
    buf_puts(b, " gw_host_compute(&gw_s, gw_async, 1); }");
}

/* A compute construct of a unit without kernels (-acc=host): its host
 * version, with the same checks and instruments as in host fallback. */
static void emit_host_compute(Unit *u, Node *nd, EditList *el)
{
    Directive *d = nd->dir;
    Buf b, m;
    buf_init(&b);
    buf_init(&m);
    int n = section_checks(u, d, &m);
    buf_puts(&b, "{ ");
    emit_site(u, &b, d, "gw_s");
    buf_printf(&b, "int gw_async = %s; ", async_expr(u, d));
    host_branch(u, nd, &b, n && !if_expr(u, d) && !dir_find(d, CL_SELF) ? buf_cstr(&m) : NULL, n);
    buf_puts(&b, " }\n");
    edit_add(el, nd->pragma_start, nd->stmt_end, arena_strdup(u->arena, buf_cstr(&b)), EDIT_PLAIN);
    buf_release(&b);
    buf_release(&m);
}

static void emit_compute(Unit *u, Node *nd, EditList *el)
{
    Directive *d = nd->dir;
    Buf b, m;
    buf_init(&b);
    buf_init(&m);
    Buf pre;
    buf_init(&pre);
    int n = clause_maps(u, d, &m, nd->vars, false);
    Buf checks;
    buf_init(&checks);
    int nchecks = section_checks(u, d, &checks);
    n = implicit_maps(u, nd, &m, n, &pre);
    nd->nmaps = n;
    char *cond = if_expr(u, d);
    Clause *self = dir_find(d, CL_SELF);
    char *self_cond = self ? (self->nexprs ? arena_printf(u->arena, "!(%s)", self->exprs[0].text) : "0") : NULL;
    size_t rbytes = (size_t)nd->red_bytes;
    buf_puts(&b, "{ ");
    emit_site(u, &b, d, "gw_s");
    buf_printf(&b, "int gw_async = %s; ", async_expr(u, d));
    buf_printf(&b, "if (%s%s%s%sgw_active()) { ", cond ? cond : "", cond ? " && " : "", self_cond ? self_cond : "",
               self_cond ? " && " : "");
    emit_wait_clause(u, &b, d, "gw_s", "gw_async");
    buf_puts(&b, buf_cstr(&pre));
    buf_release(&pre);
    buf_printf(&b, "gw_map gw_m[%d] = {%s}; gw_data_enter(&gw_s, gw_m, %d, gw_async); ", n ? n : 1,
               n ? buf_cstr(&m) : "{0}", n);
    emit_reduction_init(u, nd, &b, rbytes);
    ArgIndex ai = {0};
    buf_init(&ai.ptrs);
    emit_kernel_args(u, nd, &b, &ai);
    emit_stack_need(u, nd, &b);
    buf_puts(&b, "unsigned gw_gx, gw_gy, gw_gz, gw_bx, gw_by; ");
    bool rv = nd->restrict_variant;
    if (rv) {       /* the __restrict__ kernels only when no two arrays share memory */
        buf_puts(&b, "void *gw_dv[] = {");
        int nv = 0;
        for (Var *v = nd->vars; v; v = v->next)
            if (v->pass == PASS_DEVPTR && v->deref) buf_printf(&b, "%sgw_m[%d].dev", nv++ ? ", " : "", v->map);
        buf_printf(&b, "}; int gw_noalias = gw_distinct(&gw_s, gw_dv, %d); ", nv);
    }
    for (Kernel *k = nd->kernels; k; k = k->next) {
        emit_shape(k, &b);
        privsub_scratch(nd, k, &b);
        if (nd->red_parts)      /* a partial result per block */
            buf_printf(&b, "gw_part = gw_red_parts((__SIZE_TYPE__)gw_gx * gw_gy * gw_gz * %d, gw_async); ",
                       nd->red_parts);
        const char *kern = launch_kernel(u, k, rv);
        if (k->split.mode == SPLIT_LOOP) emit_split_launch(u, k, &ai, kern, &b);
        else
            buf_printf(&b, "gw_launch(&gw_s, %s, gw_gx, gw_gy, gw_gz, gw_bx, gw_by, 1, 0, gw_args, gw_async); ",
                       kern);
    }
    buf_release(&ai.ptrs);
    if (rbytes && nd->red_finish)
        buf_printf(&b, "if (gw_out) gw_red_done(gw_rb, %zu, gw_async); else gw_red_end(gw_rb, %zu, gw_async); ",
                   rbytes, rbytes);
    else if (rbytes)
        buf_printf(&b, "gw_red_end(gw_rb, %zu, gw_async); ", rbytes);
    buf_printf(&b, "gw_data_exit(&gw_s, gw_m, %d, gw_async); ", n);
    emit_reduction_fini(u, nd, &b, rbytes);
    buf_puts(&b, "} else ");
    host_branch(u, nd, &b, nchecks && !cond && !self ? buf_cstr(&checks) : NULL, nchecks);
    buf_release(&checks);
    buf_puts(&b, " }\n");
    edit_add(el, nd->pragma_start, nd->stmt_end, arena_strdup(u->arena, buf_cstr(&b)), EDIT_PLAIN);
    buf_release(&b);
    buf_release(&m);
}

/* ---- the file ---- */

static unsigned long hash_str(const char *s)
{
    unsigned long h = 5381;
    for (; *s; s++) h = h * 33 + (unsigned char)*s;
    return h;
}

/* A file's bytes in the object, with a 0 byte after them: gw_<what>_<stem>_<hash
 * of the path>, and _end after it (the name's hash tells apart the units of
 * one stem that a program links). */
static const char *emit_incbin(Unit *u, const char *what, const char *path, Buf *out)
{
    const char *sym = arena_printf(u->arena, "gw_%s_%s_%lx", what, u->stem, hash_str(path) & 0xffffffffUL);
    buf_printf(out, "\n__asm__(\".pushsection .rodata\\n.balign 16\\n.globl %s\\n.hidden %s\\n%s:\\n"
                    ".incbin \\\"%s\\\"\\n.globl %s_end\\n.hidden %s_end\\n%s_end:\\n.byte 0\\n"
                    ".popsection\\n\");\n",
               sym, sym, sym, path, sym, sym, sym);
    buf_printf(out, "extern const unsigned char %s[], %s_end[];\n", sym, sym);
    return sym;
}

/* ---- what the run-time compiler reads (docs/jit-plan.md, gangway_rt.h) ---- */

/* gangway_rt.h's names of ParamKind's values, in its order. */
static const char *const param_kinds[] = {"GW_P_OTHER", "GW_P_SINT", "GW_P_UINT", "GW_P_BOOL", "GW_P_FLOAT",
                                          "GW_P_PTR"};

/* gw_kp_<kernel>: a kernel variant's parameters, Node.params' first
 * Kernel.nparams (plan.c) as the run-time compiler sees them. */
static const char *const variant_suffix[] = {[KV_PLAIN] = "", [KV_RESTRICT] = "_r", [KV_STAGED] = "_s"};

static void emit_param_table(Unit *u, Node *nd, Kernel *k, KernelVariant kv, Buf *out)
{
    Arena *a = u->arena;
    const char *kname = arena_printf(a, "%s%s", k->name, variant_suffix[kv]);
    if (!k->nparams) return;
    buf_printf(out, "static const gw_param gw_kp_%s[] = {", kname);
    for (int i = 0; i < k->nparams; i++) {
        const KParam *p = &nd->params[i];
        bool share = p->role == PR_SHARE_LO || p->role == PR_SHARE_HI;
        buf_printf(out, "%s\n    {%s, %s, %s, %s, %s, %s}", i ? "," : "",
                   c_string(a, kv == KV_PLAIN ? p->decl : p->rdecl), c_string(a, p->type), c_string(a, p->name),
                   param_kinds[p->kind],
                   p->size_type ? arena_printf(a, "(unsigned char)sizeof(%s)", p->size_type) : "0",
                   p->floaty ? "GW_PF_FLOATY" : share ? "GW_PF_SHARE" : "0");
    }
    buf_puts(out, "};\n");
}

/* A kernel variant's gw_kernel: its name, whether its launches are quiet,
 * its parameters (emit_param_table) and its text in the CUDA file. */
static void emit_kernel_record(Unit *u, Node *nd, Kernel *k, KernelVariant kv, Buf *out)
{
    const char *kname = arena_printf(u->arena, "%s%s", k->name, variant_suffix[kv]);
    buf_printf(out, "static gw_kernel gw_k_%s = {.module = &gw_mod, .name = \"%s\"%s, .params = %s, .nparams = %d, "
                    ".src_at = %zuu, .src_len = %zuu%s%s};\n",
               kname, kname, nd->quiet ? ", .quiet = 1" : "",
               k->nparams ? arena_printf(u->arena, "gw_kp_%s", kname) : "0", k->nparams, k->src_at[kv],
               k->src_len[kv], k->jit_why ? ", .jit_why = " : "", k->jit_why ? c_string(u->arena, k->jit_why) : "");
}

/* The NVRTC options of nvcc's build (main.c, build_fatbin), one a line. */
static const char *jit_options(Unit *u)
{
    const Options *o = u->opt;
    return arena_printf(u->arena, "-std=c++17\n--diag-suppress=177,550\n--device-int128%s%s%s%s",
                        u->rdc ? "\n-rdc=true" : "", o->fast_math ? "\n--use_fast_math" : "",
                        o->lineinfo ? "\n-lineinfo" : "", o->fp_contract != FP_CONTRACT_FAST ? "\n-fmad=false" : "");
}

/* gw_module's GW_MOD_* flags. */
static const char *jit_module_flags(Unit *u)
{
    const Options *o = u->opt;
    const char *f = arena_printf(u->arena, "%s%s%s%s", o->jit ? " | GW_MOD_JIT" : "",
                                 o->fast_math ? " | GW_MOD_FAST_MATH" : "", u->jit_global ? " | GW_MOD_GLOBALS" : "",
                                 o->fp_contract != FP_CONTRACT_FAST ? " | GW_MOD_FP_EXACT" : "");
    return *f ? f + 3 : "0";
}

/* gw_module's fields for the run-time compiler, set in gw_init_<stem>: the
 * CUDA text (src: its symbol, or NULL: none embedded) and where its
 * declarations end, the build's options, arch and flags, or why not. */
static void emit_jit_module(Unit *u, const char *src, Buf *out)
{
    if (src)
        buf_printf(out, "gw_mod.src = (const char *)%s; gw_mod.src_len = (unsigned)(%s_end - %s); "
                        "gw_mod.prelude_len = %zuu; ", src, src, src, u->prelude_len);
    buf_printf(out, "gw_mod.jit_opts = %s; gw_mod.arch = %d; gw_mod.flags = %s; ",
               c_string(u->arena, jit_options(u)), atoi(u->opt->gpu_arch + strlen("sm_")), jit_module_flags(u));
    if (u->jit_why) buf_printf(out, "gw_mod.jit_why = %s; ", c_string(u->arena, u->jit_why));
}


static int place_cmp(const void *a, const void *b)
{
    const SettlePlace *x = a, *y = b;
    if (x->at != y->at) return x->at < y->at ? -1 : 1;
    return x->wrap_end < y->wrap_end ? 1 : x->wrap_end > y->wrap_end ? -1 : 0;
}

/* The quiet regions' gw_settle() calls (Node.settle_places), one a place:
 * braced with the statement where that is a body without braces. */
static void emit_settles(Unit *u, EditList *el)
{
    int n = 0, k = 0;
    for (Node *nd = u->nodes; nd; nd = nd->next)
        if (nd->kind == N_COMPUTE && nd->quiet)
            for (SettlePlace *p = nd->settle_places; p; p = p->next) n++;
    if (!n) return;
    SettlePlace *v = malloc(sizeof *v * (size_t)n);
    if (!v) gw_bug("out of memory");
    for (Node *nd = u->nodes; nd; nd = nd->next)
        if (nd->kind == N_COMPUTE && nd->quiet)
            for (SettlePlace *p = nd->settle_places; p; p = p->next) v[k++] = *p;
    qsort(v, (size_t)n, sizeof *v, place_cmp);      /* a braced one first at its place */
    for (int i = 0; i < n; i++) {
        if (i && v[i].at == v[i - 1].at) continue;
        if (!v[i].wrap_end) {
            edit_add(el, v[i].at, v[i].at, " gw_settle(); ", EDIT_SETTLE);
            continue;
        }
        edit_add(el, v[i].at, v[i].at, "{ gw_settle(); ", EDIT_OUTERMOST_OPEN);
        edit_add(el, v[i].wrap_end, v[i].wrap_end, " }", EDIT_OUTERMOST_CLOSE);
    }
    free(v);
}

/* Each host call of an OpenACC routine (Unit.api_calls) as
 * (gw_api_at(file, line, text, name), acc_copyin)(...): the callee's value
 * is the routine still, and the runtime's errors name the call's line. */
static void emit_api_calls(Unit *u, EditList *el)
{
    for (ApiCall *a = u->api_calls; a; a = a->next) {
        const char *text = a->text ? c_string(u->arena, a->text) : "(const char *)0";
        edit_add(el, a->start, a->start,
                 arena_printf(u->arena, "(gw_api_at(%s, %d, %s, \"%s\"), ",
                              c_string(u->arena, a->pos.file), a->pos.line, text, a->name),
                 EDIT_INNERMOST_OPEN);
        edit_add(el, a->end, a->end, ")", EDIT_INNERMOST_CLOSE);
    }
}

/* The unit's kernel variants: their gw_param tables, then their gw_kernels. */
static void emit_kernel_records(Unit *u, Buf *out)
{
    for (int pass = 0; pass < 2; pass++)
        for (Node *nd = u->nodes; nd; nd = nd->next)
            for (Kernel *k = nd->kind == N_COMPUTE ? nd->kernels : NULL; k; k = k->next)
                for (KernelVariant kv = KV_PLAIN; kv < KV__COUNT; kv++) {
                    if ((kv == KV_RESTRICT && !nd->restrict_variant) || (kv == KV_STAGED && !k->stage_loop)) continue;
                    if (pass) emit_kernel_record(u, nd, k, kv, out);
                    else emit_param_table(u, nd, k, kv, out);
                }
}

void emit_host(Unit *u, Buf *out, const char *fatbin_path, const char *cu_path)
{
    bool has_kernels = u->has_kernels;
    EditList el = {0};
    Buf tail;
    int id = 0;
    buf_init(&tail);
    buf_puts(out, "#include \"gangway_rt.h\"\n");
    /* routine nohost: no host function of that name; the host versions of
       compute constructs call a copy under another name */
    for (Routine *r = u->routines; r; r = r->next)
        if (r->nohost) buf_printf(out, "#define %s gw_nohost_%s\n", r->name, r->name);
    if (has_kernels) {
        buf_puts(out, "static gw_module gw_mod;\n");
        emit_kernel_records(u, out);
    }
    for (Node *nd = u->nodes; nd; nd = nd->next) {
        switch (nd->kind) {
        case N_COMPUTE:
            member_wrap(u, nd, &el);
            if (has_kernels) emit_compute(u, nd, &el);
            else emit_host_compute(u, nd, &el);     /* host only: privates kept private */
            break;
        case N_DATA: emit_data(u, nd, &el, id++); break;
        case N_OTHER:
            if (nd->dir->kind == DIR_DECLARE) emit_declare(u, nd, &el, &tail, id++);
            break;
        case N_STANDALONE: emit_standalone(u, nd, &el); break;
        case N_PACC: emit_pipeline(u, nd, &el); break;
        default: break;
        }
    }
    if (has_kernels) emit_settles(u, &el);
    emit_api_calls(u, &el);
    edit_apply(u, &el, 0, u->pp_len, out);
    edit_release(&el);
    buf_puts(out, buf_cstr(&tail));
    buf_release(&tail);
    if (u->opt->host_only)
        buf_printf(out, "\n__attribute__((constructor(101))) static void gw_host_%s(void) { gw_host_only(); }\n",
                   u->stem);
    if (!has_kernels) return;
    const char *sym = emit_incbin(u, "fatbin", fatbin_path, out);
    /* the CUDA text, for the run-time compiler, unless it cannot take it */
    const char *src = u->opt->jit_source && !u->jit_why ? emit_incbin(u, "src", cu_path, out) : NULL;
    buf_printf(out, "__attribute__((constructor(102))) static void gw_init_%s(void)\n"
                    "{ gw_mod.image = %s; gw_mod.name = %s; gw_mod.size = (__SIZE_TYPE__)(%s_end - %s); "
                    "gw_mod.rdc = %d; ",
               u->stem, sym, c_string(u->arena, u->src_name), sym, sym, u->rdc);
    emit_jit_module(u, src, out);
    buf_puts(out, "gw_register_module(&gw_mod); }\n");
}
