/* ir.c: forms of subscripts (the access IR's algebra): sums of
 * monomials of at most two variables, kept sorted so that equal forms
 * compare equal. */
#include "gangway.h"

#include <stdlib.h>
#include <string.h>

enum { FORM_MAX = 64 };         /* monomials a form may have; more: no form */

static int name_cmp(const char *a, const char *b)
{
    if (a == b) return 0;
    if (!a) return -1;
    if (!b) return 1;
    return strcmp(a, b);
}

static int mono_cmp(const void *x, const void *y)
{
    const Mono *a = x, *b = y;
    int c = name_cmp(a->v[0], b->v[0]);
    return c ? c : name_cmp(a->v[1], b->v[1]);
}

Form form_none(void)
{
    return (Form){false, 0, NULL};
}

/* Coefficients stay within +-2^40: the ranges and trip counts printed from
 * forms multiply and add them again (by element sizes, bounds), in long
 * long; a larger one (int i = 9223372036854775807, which C converts) makes
 * the form unknown, never a wrapped value. */
#define FORM_COEF_MAX (1LL << 40)

static bool coef_ok(long long c)
{
    return c >= -FORM_COEF_MAX && c <= FORM_COEF_MAX;
}

/* Sorted, like monomials merged, zero coefficients dropped. */
static Form normal(Arena *a, Mono *m, int n)
{
    qsort(m, (size_t)n, sizeof *m, mono_cmp);
    Form f = {true, 0, arena_alloc(a, sizeof(Mono) * (size_t)(n ? n : 1))};
    for (int i = 0; i < n; i++) {
        if (!coef_ok(m[i].coef)) return form_none();
        if (f.n && !mono_cmp(&f.m[f.n - 1], &m[i])) {
            f.m[f.n - 1].coef += m[i].coef;
            if (!coef_ok(f.m[f.n - 1].coef)) return form_none();
            if (!f.m[f.n - 1].coef) f.n--;
        } else if (m[i].coef) {
            f.m[f.n++] = m[i];
        }
    }
    return f;
}

Form form_const(Arena *a, long long c)
{
    if (!coef_ok(c)) return form_none();
    Mono m = {c, {NULL, NULL}};
    return normal(a, &m, 1);
}

Form form_var(Arena *a, const char *v)
{
    Mono m = {1, {v, NULL}};
    return normal(a, &m, 1);
}

Form form_add(Arena *a, Form x, Form y, long long ky)
{
    if (!x.affine || !y.affine || x.n + y.n > FORM_MAX) return form_none();
    Mono m[2 * FORM_MAX];
    int n = 0;
    for (int i = 0; i < x.n; i++) m[n++] = x.m[i];
    for (int i = 0; i < y.n; i++) {
        m[n] = y.m[i];
        if (__builtin_mul_overflow(m[n].coef, ky, &m[n].coef)) return form_none();
        n++;
    }
    return normal(a, m, n);
}

/* The product of two monomials, false when it has more than two variables. */
static bool mono_mul(Mono x, Mono y, Mono *out)
{
    const char *v[4];
    int k = 0;
    for (int i = 0; i < 2; i++) {
        if (x.v[i]) v[k++] = x.v[i];
        if (y.v[i]) v[k++] = y.v[i];
    }
    if (k > 2) return false;
    if (__builtin_mul_overflow(x.coef, y.coef, &out->coef) || !coef_ok(out->coef)) return false;
    out->v[0] = k > 0 ? v[0] : NULL;
    out->v[1] = k > 1 ? v[1] : NULL;
    if (k == 2 && name_cmp(out->v[0], out->v[1]) > 0) {
        const char *t = out->v[0];
        out->v[0] = out->v[1];
        out->v[1] = t;
    }
    return true;
}

Form form_mul(Arena *a, Form x, Form y)
{
    if (!x.affine || !y.affine || x.n * y.n > FORM_MAX) return form_none();
    Mono m[FORM_MAX];
    int n = 0;
    for (int i = 0; i < x.n; i++)
        for (int j = 0; j < y.n; j++)
            if (!mono_mul(x.m[i], y.m[j], &m[n++])) return form_none();
    return normal(a, m, n);
}

bool form_equal(Form x, Form y)
{
    if (!x.affine || !y.affine || x.n != y.n) return false;
    for (int i = 0; i < x.n; i++)
        if (x.m[i].coef != y.m[i].coef || mono_cmp(&x.m[i], &y.m[i])) return false;
    return true;
}

bool form_is_const(Form x, long long *c)
{
    if (!x.affine || x.n > 1 || (x.n == 1 && x.m[0].v[0])) return false;
    *c = x.n ? x.m[0].coef : 0;
    return true;
}

bool form_mentions(Form x, const char *v)
{
    if (!x.affine) return true;         /* unknown: it may */
    for (int i = 0; i < x.n; i++)
        if (!name_cmp(x.m[i].v[0], v) || !name_cmp(x.m[i].v[1], v)) return true;
    return false;
}

long long form_coef(Form x, const char *v)
{
    for (int i = 0; x.affine && i < x.n; i++)
        if (!name_cmp(x.m[i].v[0], v) && !x.m[i].v[1]) return x.m[i].coef;
    return 0;
}

Form form_by(Arena *a, Form x, const char *v)
{
    if (!x.affine) return x;
    Mono m[FORM_MAX];
    int n = 0;
    for (int i = 0; i < x.n; i++) {
        const Mono *t = &x.m[i];
        bool a0 = !name_cmp(t->v[0], v), a1 = !name_cmp(t->v[1], v);
        if (a0 && a1) return form_none();
        if (a0 || a1) m[n++] = (Mono){t->coef, {a0 ? t->v[1] : t->v[0], NULL}};
    }
    return normal(a, m, n);
}

Form form_drop(Arena *a, Form x, const char *v)
{
    if (!x.affine) return x;
    Form f = {true, 0, arena_alloc(a, sizeof(Mono) * (size_t)(x.n ? x.n : 1))};
    for (int i = 0; i < x.n; i++)
        if (name_cmp(x.m[i].v[0], v) && name_cmp(x.m[i].v[1], v)) f.m[f.n++] = x.m[i];
    return f;
}

/* Positive monomials first, then negative ones, the constant last:
 * "i*m + j - m", "n - i". */
char *form_str(Arena *a, Form x)
{
    if (!x.affine) return "?";
    if (!x.n) return "0";
    Buf b;
    buf_init(&b);
    bool first = true;
    for (int pass = 0; pass < 3; pass++)
        for (int i = 0; i < x.n; i++) {
            const Mono *m = &x.m[i];
            long long c = m->coef;
            int want = !m->v[0] ? 2 : c > 0 ? 0 : 1;
            if (want != pass) continue;
            if (!first) buf_puts(&b, c < 0 ? " - " : " + ");
            else if (c < 0) buf_puts(&b, "-");
            first = false;
            if (c < 0) c = -c;
            if (c != 1 || !m->v[0]) buf_printf(&b, "%lld", c);
            for (int k = 0; k < 2 && m->v[k]; k++) buf_printf(&b, "%s%s", c != 1 || k ? "*" : "", m->v[k]);
        }
    char *s = arena_strdup(a, buf_cstr(&b));
    buf_release(&b);
    return s;
}

const char *dev_op_name(DevOp op)
{
    static const char *const names[] = {"GW_ADD", "GW_MUL", "GW_MAX", "GW_MIN", "GW_BAND", "GW_BOR", "GW_BXOR",
                                        "GW_LAND", "GW_LOR", "GW_SUB", "GW_DIV", "GW_SHL", "GW_SHR", "GW_RSUB",
                                        "GW_RDIV", "GW_RSHL", "GW_RSHR", "GW_ASSIGN"};
    if (op < OP_ADD || op >= OP_NONE) gw_bug("no device operation");
    return names[op];
}

DevOp red_dev_op(RedOp op)
{
    switch (op) {
    case RED_ADD: return OP_ADD;
    case RED_MUL: return OP_MUL;
    case RED_MAX: return OP_MAX;
    case RED_MIN: return OP_MIN;
    case RED_BITAND: return OP_BAND;
    case RED_BITOR: return OP_BOR;
    case RED_BITXOR: return OP_BXOR;
    case RED_LOGAND: return OP_LAND;
    case RED_LOGOR: return OP_LOR;
    default: gw_bug("no reduction operator");
    }
}

/* The innermost loop of ls, at any depth, around offset at; NULL: none. */
Loop *loop_at(Loop *ls, size_t at)
{
    for (Loop *l = ls; l; l = l->next)
        if (at >= l->start && at < l->end) {
            Loop *k = loop_at(l->kids, at);
            return k ? k : l;
        }
    return NULL;
}

/* The step a trip count divides by, signed toward the bound (the loop's
 * variable moves by it toward ub): as it is when a positive constant,
 * else through gw_loop_step, which stops the program with the loop's
 * file, line, variable and step when it is 0 or of the wrong sign at run
 * time (the host's and the kernel's: gangway_rt.h, gangway_dev.h); down is
 * 1 or 0, or for '!=' the test that the bound is below the start. */
static const char *trip_div(Arena *a, const Loop *l, const char *s, const char *sign, const char *down)
{
    const char *d = arena_printf(a, "%s(long long)(%s)", sign, s);
    if (!l->step_checked) return d;
    return arena_printf(a, "gw_loop_step(%s, %s, %s, %d, %s, %s)", d, down, c_string(a, l->file ? l->file : "?"),
                        l->line, c_string(a, l->var), c_string(a, l->step_said ? l->step_said : l->step));
}

/* The trip count of a canonical loop as a long long expression (Loop.trip,
 * or Loop.cuda_trip from the CUDA spellings): a loop counting down is one
 * counting up from ub to lb by -step. */
char *loop_trip(Arena *a, const Loop *l, bool cuda)
{
    const char *lb = cuda ? l->cuda_lb : l->lb, *ub = cuda ? l->cuda_ub : l->ub;
    const char *s = cuda ? l->cuda_step : l->step;
    bool down = l->cmp == '>' || l->cmp == 'g';
    if (l->ptr_var) {           /* a pointer variable: counted in elements */
        const char *b = lb, *e = ub;
        lb = down ? arena_printf(a, "((%s) - (%s))", b, e) : "0";
        ub = down ? "0" : arena_printf(a, "((%s) - (%s))", e, b);
    }
    const char *hi = down ? lb : ub, *lo = down ? ub : lb, *neg = down ? "-" : "";
    switch (l->cmp) {
    case '<':
    case '>':
        return arena_printf(a, "((long long)(%s) > (long long)(%s) ? ((long long)(%s) - (long long)(%s) %s "
                               "(long long)(%s) - 1) / %s : 0LL)",
                            hi, lo, hi, lo, down ? "-" : "+", s, trip_div(a, l, s, neg, down ? "1" : "0"));
    case 'l':
    case 'g':
        return arena_printf(a, "((long long)(%s) >= (long long)(%s) ? ((long long)(%s) - (long long)(%s)) / "
                               "%s + 1 : 0LL)",
                            hi, lo, hi, lo, trip_div(a, l, s, neg, down ? "1" : "0"));
    default: {                  /* '!=': the step is 1 or -1 (fe_loops.c), the bound on either side */
        const char *dn = arena_printf(a, "(long long)(%s) < (long long)(%s)", ub, lb);
        return arena_printf(a, "((long long)(%s) != (long long)(%s) ? (%s ? (long long)(%s) - (long long)(%s) : "
                               "(long long)(%s) - (long long)(%s)) / %s : 0LL)",
                            ub, lb, dn, lb, ub, ub, lb,
                            trip_div(a, l, arena_printf(a, "(%s) * (%s ? -1 : 1)", s, dn), "", dn));
    }
    }
}

char *decl_named(Arena *a, Declarator d, const char *name)
{
    return arena_printf(a, "%s%s%s", d.pre, name, d.post);
}
