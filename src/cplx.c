/* cplx.c: which complex types have no device version.  The CUDA text spells
 * float, double and long double _Complex as gangway_dev.h's gw_cplx (cxx.c,
 * cuda_type_of and spell_edits); GNU's integer complex types have none. */
#include "gangway.h"

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
