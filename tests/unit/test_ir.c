/* test_ir.c: unit tests for the access IR: the forms of subscripts (ir.c)
 * and the accesses frontend.c records for a compute construct, built from
 * small C programs through libclang. */
#include "gangway.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int npass, nfail;

static void check_str(const char *got, const char *want, const char *what, int line)
{
    if (got && want && !strcmp(got, want)) {
        npass++;
        return;
    }
    nfail++;
    printf("test_ir.c:%d: FAILED: %s is '%s', want '%s'\n", line, what, got ? got : "(null)", want ? want : "(null)");
}

static void check(bool ok, const char *what, int line)
{
    if (ok) {
        npass++;
        return;
    }
    nfail++;
    printf("test_ir.c:%d: FAILED: %s\n", line, what);
}

#define CHECK(c) check((c), #c, __LINE__)
#define CHECK_STR(got, want) check_str((got), (want), #got, __LINE__)

static void forms(Arena *a)
{
    Form i = form_var(a, "i"), j = form_var(a, "j"), m = form_var(a, "m"), one = form_const(a, 1);
    Form x = form_add(a, form_mul(a, form_add(a, i, one, -1), m), j, 1);      /* (i - 1)*m + j */
    Form y = form_add(a, form_add(a, form_mul(a, i, m), j, 1), m, -1);        /* i*m + j - m */
    CHECK(form_equal(x, y));
    CHECK_STR(form_str(a, x), "i*m + j - m");
    CHECK_STR(form_str(a, form_by(a, x, "i")), "m");
    CHECK_STR(form_str(a, form_drop(a, x, "i")), "j - m");
    CHECK(form_coef(form_add(a, form_mul(a, form_const(a, 3), i), j, 1), "i") == 3);
    CHECK(!form_mul(a, form_mul(a, i, j), m).affine);               /* i*j*m: three variables */
    CHECK(!form_by(a, form_mul(a, i, i), "i").affine);              /* i*i: not linear in i */
    long long c;
    CHECK(form_is_const(form_add(a, x, y, -1), &c) && c == 0);
    CHECK(!form_add(a, x, form_none(), 1).affine);
    CHECK(form_mentions(form_none(), "k"));                         /* unknown: it may */
    CHECK_STR(form_str(a, form_add(a, form_const(a, 0), i, -1)), "-i");
}

static const char prog[] =
    "#define N 32\n"
    "struct W { int off; struct { int b; } in; }; void f(int n, int m, double a[N][N], double *p, const int *idx,"
    " double **q, double *h, struct { double v[4]; } *s, struct W w, struct W *pw)\n"
    "{\n"
    "#pragma acc parallel loop\n"
    "    for (int i = 1; i < n; i++) {\n"
    "        for (int j = 1; j < N; j++)\n"
    "            a[i][j] = a[i - 1][j - 1] + p[i * m + j];\n"          /* line 7 */
    "        p[idx[i]] = 2 * p[(i << 2) + 1];\n"                        /* line 8 */
    "        *(p + 2 * i - 1) += q[i][i % 3];\n"                        /* line 9 */
    "#pragma acc atomic update\n"
    "        h[idx[i] / 2]++;\n"                                        /* line 11 */
    "        s[i].v[n - i] = *p;\n"                                     /* line 12 */
    "        p[w.off + w.in.b - i] = p[pw->off + i];\n"                 /* line 13 */
    "    }\n"
    "}\n";

/* The accesses of prog, one line each: array[forms]: kinds, loop line. */
static char *describe(Arena *a, const AccessRec *r)
{
    Buf b;
    buf_init(&b);
    buf_puts(&b, r->array);
    for (int k = 0; k < r->nsub; k++) buf_printf(&b, "[%s]", form_str(a, r->sub[k]));
    buf_printf(&b, ":%s%s%s%s line %d", r->kind & ACC_READ ? " r" : "", r->kind & ACC_WRITE ? " w" : "",
               r->kind & ACC_ATOMIC ? " atomic" : "", r->rows ? " rows" : "", r->loop ? r->loop->line : 0);
    char *s = arena_strdup(a, buf_cstr(&b));
    buf_release(&b);
    return s;
}

/* Parse program text src through the front end into u; its first compute
 * construct, or NULL.  done() frees what it made. */
static Node *parse(const char *src, size_t n, Unit *u, Options *o, char *path)
{
    int fd = mkstemp(path);
    if (fd < 0 || write(fd, src, n) != (ssize_t)n) {
        CHECK(!"cannot write the test program");
        return NULL;
    }
    close(fd);
    *o = (Options){.gpu_arch = "sm_90", .readonly = true, .nests = true};
    *u = (Unit){0};
    u->arena = arena_new();
    u->opt = o;
    u->src_name = "t.c";
    u->pp = read_file(path, &u->pp_len);
    CHECK(u->pp && !frontend_parse(u, path));
    Node *nd = u->nodes;
    while (nd && nd->kind != N_COMPUTE) nd = nd->next;
    CHECK(nd != NULL);
    return nd;
}

static void done(Unit *u, const char *path)
{
    free(u->pp);
    edit_release(&u->cxx);
    arena_free(u->arena);
    unlink(path);
}

/* Each access of nd against want (NULL-terminated). */
static void check_accesses(Unit *u, Node *nd, const char *const *want, int line)
{
    int k = 0;
    for (AccessRec *r = nd ? nd->accesses : NULL; r; r = r->next, k++)
        check_str(describe(u->arena, r), want[k] ? want[k] : "(no more)", "access", line);
    check(!want[k], "as many accesses as wanted", line);
}

static void accesses(void)
{
    char path[] = "/tmp/test_ir_XXXXXX";
    Options o;
    Unit u;
    Node *nd = parse(prog, sizeof prog - 1, &u, &o, path);
    static const char *const want[] = {
        "a[i][j]: w rows line 6",
        "a[i - 1][j - 1]: r rows line 6",
        "p[i*m + j]: r line 6",
        "p[?]: w line 5",                       /* indirect: p[idx[i]] */
        "idx[i]: r line 5",
        "p[4*i + 1]: r line 5",                 /* i << 2 */
        "p[2*i - 1]: r w line 5",               /* *(p + 2*i - 1) += */
        "q[i][?]: r line 5",                    /* i % 3: not a form */
        "h[?]: r w atomic line 5",
        "idx[i]: r atomic line 5",
        "s[i][n - i]: w line 5",                /* s[i].v[n - i] */
        "p[0]: r line 5",                       /* *p */
        "p[w.in.b + w.off - i]: w line 5",      /* members of a struct by value: named by their paths */
        "p[?]: r line 5",                       /* through a pointer: not a form */
        NULL};
    check_accesses(&u, nd, want, __LINE__);
    /* each subscript p[e] of a pointer (Var.index) finds its record, whose
       first form is e's (analyze.c, index_access) */
    Var *p = nd ? nd->vars : NULL;
    while (p && strcmp(p->name, "p")) p = p->next;
    static const char *const sub0[] = {"?", "w.in.b + w.off - i", "4*i + 1", "?", "i*m + j", NULL};  /* last first */
    int n = 0;
    for (Index *x = p ? p->index : NULL; x; x = x->next, n++) {
        AccessRec *r = index_access(nd, "p", x->at);
        CHECK_STR(r ? form_str(u.arena, r->sub[0]) : NULL, sub0[n] ? sub0[n] : "(no more)");
    }
    CHECK(n == 5);
    done(&u, path);
}

/* Locals defined once and read as subscripts (fe_access.c, local_def). */
static const char prog_locals[] =
    "void f(int n, int m, float *p, float *q, int k)\n"
    "{\n"
    "#pragma acc parallel loop\n"
    "    for (int i = 0; i < n; i++) {\n"
    "        int c = i * m + 2, d = c + 1;\n"                     /* line 5: d from c */
    "        int e = i;\n"
    "        int g = k;\n"
    "        static int s = 3;\n"
    "        p[c] = q[d] + q[e] + q[g] + q[s];\n"                 /* line 9 */
    "        e++;\n"                                               /* e written: not followed */
    "        int h = i + n;\n"
    "        q[h] = p[h - 1];\n"                                   /* line 12 */
    "        n = 0;\n"                                             /* n written in h's block */
    "    }\n"
    "}\n";

static void locals(void)
{
    char path[] = "/tmp/test_ir_XXXXXX";
    Options o;
    Unit u;
    Node *nd = parse(prog_locals, sizeof prog_locals - 1, &u, &o, path);
    static const char *const want[] = {
        "p[i*m + 2]: w line 4",                 /* c */
        "q[i*m + 3]: r line 4",                 /* d, through c */
        "q[e]: r line 4",                       /* e++ later in its block */
        "q[k]: r line 4",                       /* g: k is never written */
        "q[s]: r line 4",                       /* static: defined once for the program */
        "q[h]: w line 4",                       /* n = 0 later in h's block */
        "p[h - 1]: r line 4",
        NULL};
    check_accesses(&u, nd, want, __LINE__);
    int via = 0;
    for (AccessRec *r = nd ? nd->accesses : NULL; r; r = r->next) via += r->via_local;
    CHECK(via == 3);
    done(&u, path);
}

/* ---- split ranges (split.c) ---- */

static bool host_nm(void *ctx, const char *name)
{
    return !strcmp(name, "n") || !strcmp(name, "m");
}

/* A canonical loop for (var = lb; var cmp ub; var += step). */
static Loop loop_of(Arena *a, const char *var, Form lb, Form ub, int cmp, long long step)
{
    Loop l = {.var = (char *)var, .lb_form = lb, .ub_form = ub, .step_form = form_const(a, step), .cmp = cmp,
              .canonical = true};
    return l;
}

/* "c | omin | omax", or the reason the range is the whole variable. */
static char *range_of(Arena *a, Form f, Loop *sl, Loop **chain, int n)
{
    Form c, lo, hi;
    const char *why = split_range(a, f, sl, chain, n, host_nm, NULL, &c, &lo, &hi);
    return why ? arena_strdup(a, why) : arena_printf(a, "%s | %s | %s", form_str(a, c), form_str(a, lo), form_str(a, hi));
}

static void split_ranges(Arena *a)
{
    Form i = form_var(a, "i"), j = form_var(a, "j"), k = form_var(a, "k"), n = form_var(a, "n"), m = form_var(a, "m");
    Form one = form_const(a, 1), zero = form_const(a, 0);
    /* for (i = 1; i < n - 1; i++) for (j = 0; j < m; j++) for (k = 0; k <= i; k++) */
    Loop li = loop_of(a, "i", one, form_add(a, n, one, -1), '<', 1);
    Loop lj = loop_of(a, "j", zero, m, '<', 1);
    Loop lk = loop_of(a, "k", zero, i, 'l', 1);
    Loop *chain[] = {&li, &lj, &lk};
    Form row = form_add(a, form_mul(a, i, m), j, 1);                        /* i*m + j */
    /* i = 1 + t: t*m + m + j, j in [0, m - 1] */
    CHECK_STR(range_of(a, row, &li, chain, 2), "m | m | 2*m - 1");
    CHECK_STR(range_of(a, form_add(a, row, m, -1), &li, chain, 2), "m | 0 | m - 1");   /* (i - 1)*m + j */
    CHECK_STR(range_of(a, form_add(a, form_const(a, 5), j, -1), &li, chain, 2), "0 | -m + 6 | 5");  /* 5 - j */
    CHECK_STR(range_of(a, form_mul(a, j, n), &li, chain, 2), "0 | 0 | m*n - n");      /* an extent times j */
    CHECK_STR(range_of(a, k, &li, chain, 3), "bounds that depend on the split variable (triangular)");
    CHECK_STR(range_of(a, form_mul(a, j, j), &li, chain, 2), "a product of two loop variables");
    CHECK_STR(range_of(a, form_mul(a, i, i), &li, chain, 2), "the split variable squared");
    CHECK_STR(range_of(a, form_mul(a, i, j), &li, chain, 2),
              "the split variable's coefficient varies (bounds that depend on the loop over 'j')");
    CHECK_STR(range_of(a, form_add(a, i, form_var(a, "x"), 1), &li, chain, 2), "'x' is not known on the host");
    CHECK_STR(range_of(a, form_none(), &li, chain, 2), "not an affine subscript");
    /* counting down: for (i = n - 1; i >= 0; i--), 2*i + 1 is 2*n - 1 - 2*t */
    Loop ld = loop_of(a, "i", form_add(a, n, one, -1), zero, 'g', -1);
    Loop *down[] = {&ld};
    CHECK_STR(range_of(a, form_add(a, form_mul(a, form_const(a, 2), i), one, 1), &ld, down, 1),
              "-2 | 2*n - 1 | 2*n - 1");
    /* no split loop: the other loops' box */
    CHECK_STR(range_of(a, row, NULL, chain, 2), "0 | m | m*n - m - 1");
}

int main(void)
{
    Arena *a = arena_new();
    forms(a);
    locals();
    split_ranges(a);
    accesses();
    arena_free(a);
    printf("test_ir: %d passed, %d failed\n", npass, nfail);
    return nfail != 0;
}
