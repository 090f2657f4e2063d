/* cplx.c: C99 complex numbers in device code.  nvcc compiles C++, where
 * _Complex is a GNU extension it gets wrong in device code (an H100 computed
 * zeros), so the CUDA text spells complex types as gangway_dev.h's
 * gw_cplx<float> and gw_cplx<double>, imaginary constants (what <complex.h>'s
 * I expands to) as gw_cplx values, and GNU __real__ x / __imag__ x as calls.
 * The host keeps C's own complex arithmetic; the two layouts are the same
 * (real part, then imaginary part). */
#include "gangway.h"

#include <ctype.h>
#include <string.h>

static bool word_at(const char *s, size_t i, size_t n, const char *w)
{
    size_t k = strlen(w);
    return i + k <= n && !strncmp(s + i, w, k) && (i + k == n || !ident_char((unsigned char)s[i + k]))
           && (i == 0 || !ident_char((unsigned char)s[i - 1]));
}

/* The identifier at [i, n) ends where? */
static size_t ident_end(const char *s, size_t i, size_t n)
{
    while (i < n && ident_char((unsigned char)s[i])) i++;
    return i;
}

static const char *const type_words[] = {"float", "double", "long", "_Complex", "__complex__", "int", "short",
                                         "char", "signed", "unsigned", NULL};

static bool type_word(const char *s, size_t b, size_t e)
{
    for (int i = 0; type_words[i]; i++)
        if (strlen(type_words[i]) == e - b && !strncmp(s + b, type_words[i], e - b)) return true;
    return false;
}

/* The run of type words around the complex keyword at `at`, [*from, *to):
 * 'f' for float _Complex, 'd' for double _Complex, 'l' for long double
 * _Complex (gw_cplx<gw_ldouble>, computed in double), 0 for a type with no
 * device version (long double, integers). */
static int cplx_type_at(const char *s, size_t n, size_t at, size_t *from, size_t *to)
{
    size_t b = at, e = ident_end(s, at, n);
    for (;;) {                          /* type words before it */
        size_t p = b;
        while (p > 0 && (s[p - 1] == ' ' || s[p - 1] == '\t')) p--;
        size_t q = p;
        while (q > 0 && ident_char((unsigned char)s[q - 1])) q--;
        if (q == p || !type_word(s, q, p)) break;
        b = q;
    }
    for (;;) {                          /* and after it */
        size_t p = e;
        while (p < n && (s[p] == ' ' || s[p] == '\t')) p++;
        size_t q = ident_end(s, p, n);
        if (q == p || !type_word(s, p, q)) break;
        e = q;
    }
    bool f = false, d = false, l = false, integer = false;
    for (size_t i = b; i < e;) {
        if (!ident_char((unsigned char)s[i])) { i++; continue; }
        size_t j = ident_end(s, i, n);
        f |= j - i == 5 && !strncmp(s + i, "float", 5);
        d |= j - i == 6 && !strncmp(s + i, "double", 6);
        l |= j - i == 4 && !strncmp(s + i, "long", 4);
        integer |= (j - i == 3 && !strncmp(s + i, "int", 3)) || (j - i == 5 && !strncmp(s + i, "short", 5))
                   || (j - i == 4 && !strncmp(s + i, "char", 4));
        i = j;
    }
    *from = b, *to = e;
    if (integer || (l && !f && !d)) return 0;       /* integer, or long without double */
    return f ? 'f' : l ? 'l' : 'd';
}

static bool complex_word(const char *s, size_t i, size_t n)
{
    return word_at(s, i, n, "_Complex") || word_at(s, i, n, "__complex__");
}

/* Does s[0, n) name a complex type gw_cplx cannot stand for? */
bool cplx_unsupported(const char *s, size_t n)
{
    size_t from, to;
    for (size_t i = 0; i < n; i++)
        if (complex_word(s, i, n) && !cplx_type_at(s, n, i, &from, &to)) return true;
    return false;
}

/* An operand of __real__/__imag__ at [i, n): a primary expression (an
 * identifier or a parenthesised expression, after any '*'), then postfix
 * [..], (..), .name and ->name.  Its end, or 0. */
static size_t balanced(const char *s, size_t i, size_t n)
{
    char open = s[i], close = open == '(' ? ')' : ']';
    int depth = 0;
    for (; i < n; i++) {
        if (s[i] == open) depth++;
        else if (s[i] == close && --depth == 0) return i + 1;
    }
    return 0;
}

static size_t operand_end(const char *s, size_t i, size_t n)
{
    while (i < n && (s[i] == ' ' || s[i] == '*')) i++;
    if (i < n && s[i] == '(') i = balanced(s, i, n);
    else if (i < n && (isalpha((unsigned char)s[i]) || s[i] == '_')) i = ident_end(s, i, n);
    else return 0;
    while (i && i < n) {
        size_t p = i;
        while (p < n && s[p] == ' ') p++;
        if (p < n && (s[p] == '[' || s[p] == '(')) i = balanced(s, p, n);
        else if (p < n && s[p] == '.' && !isdigit((unsigned char)s[p + 1])) i = ident_end(s, p + 1, n);
        else if (p + 1 < n && s[p] == '-' && s[p + 1] == '>') i = ident_end(s, p + 2, n);
        else break;
    }
    return i;
}

/* text_rewrite's tok for the CUDA text: the token s[i, e) (emit_cuda.c,
 * cuda_token, calls it first). */
size_t cplx_token(TextRewrite *t, size_t i, size_t e)
{
    const char *s = t->s;
    size_t n = t->n;
    if (isdigit((unsigned char)s[i]) || s[i] == '.') {
        bool hex = e - i > 1 && s[i] == '0' && (s[i + 1] == 'x' || s[i + 1] == 'X');
        size_t suf = e;                 /* the suffix letters */
        while (suf > i && isalpha((unsigned char)s[suf - 1]) && !(hex && isxdigit((unsigned char)s[suf - 1]))) suf--;
        bool imag = false, fl = false;
        for (size_t k = suf; k < e; k++) {
            imag |= strchr("iIjJ", s[k]) != NULL;
            fl |= s[k] == 'f' || s[k] == 'F';
        }
        if (imag) {
            Buf b;
            buf_init(&b);
            buf_printf(&b, "gw_cplx<%s>(0, %.*s%s)", fl ? "float" : "double", (int)(suf - i), s + i, fl ? "f" : "");
            tr_replace(t, i, e, buf_cstr(&b));
            buf_release(&b);
        }
        return e;
    }
    size_t at = i;                      /* the complex word of a run of type words from here */
    while (at < n && type_word(s, at, ident_end(s, at, n)) && !complex_word(s, at, n)) {
        at = ident_end(s, at, n);
        while (at < n && (s[at] == ' ' || s[at] == '\t')) at++;
    }
    if (at < n && complex_word(s, at, n)) {
        size_t from, to;
        int base = cplx_type_at(s, n, at, &from, &to);
        if (from >= t->done && base) {
            tr_replace(t, from, to, base == 'f' ? "gw_cplx<float>" : base == 'l' ? "gw_cplx<gw_ldouble>" : "gw_cplx<double>");
            return to;
        }
    } else if (word_at(s, i, n, "__real__") || word_at(s, i, n, "__imag__")) {
        size_t end = operand_end(s, e, n);
        if (end) {
            /* the operand may hold more of the same: rewritten on its own */
            Buf inner, with;
            buf_init(&inner);
            buf_init(&with);
            buf_add(&inner, s + e, end - e);
            text_rewrite(&inner, 0, t->tok, t->ctx);
            buf_printf(&with, "gw_%s(%.*s)", s[i + 2] == 'r' ? "real" : "imag", (int)inner.len, inner.data);
            tr_replace(t, i, end, buf_cstr(&with));
            buf_release(&inner);
            buf_release(&with);
            return end;
        }
    }
    return e;
}
