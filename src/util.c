/* util.c: arena allocation, growable buffers, files and diagnostics, and
 * token-by-token rewrites of C text. */
#include "gangway.h"

#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- arena ---- */

typedef struct Chunk {
    struct Chunk *next;
    size_t used, cap;
    _Alignas(16) char data[];
} Chunk;

struct Arena {
    Chunk *head;
};

Arena *arena_new(void)
{
    Arena *a = calloc(1, sizeof *a);
    if (!a) gw_bug("out of memory");
    return a;
}

void arena_free(Arena *a)
{
    if (!a) return;
    for (Chunk *c = a->head, *next; c; c = next) {
        next = c->next;
        free(c);
    }
    free(a);
}

void *arena_alloc(Arena *a, size_t n)
{
    n = (n + 15) & ~(size_t)15;
    Chunk *c = a->head;
    if (!c || c->cap - c->used < n) {
        size_t cap = n > 65536 ? n : 65536;
        c = malloc(sizeof *c + cap);
        if (!c) gw_bug("out of memory");
        c->next = a->head;
        c->used = 0;
        c->cap = cap;
        a->head = c;
    }
    void *p = c->data + c->used;
    c->used += n;
    memset(p, 0, n);
    return p;
}

char *arena_strndup(Arena *a, const char *s, size_t n)
{
    char *p = arena_alloc(a, n + 1);
    memcpy(p, s, n);
    p[n] = '\0';
    return p;
}

char *arena_strdup(Arena *a, const char *s)
{
    return arena_strndup(a, s, strlen(s));
}

char *arena_printf(Arena *a, const char *fmt, ...)
{
    va_list ap, ap2;
    va_start(ap, fmt);
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *p = arena_alloc(a, (size_t)n + 1);
    vsnprintf(p, (size_t)n + 1, fmt, ap2);
    va_end(ap2);
    return p;
}

/* ---- buffers ---- */

void buf_init(Buf *b)
{
    b->data = NULL;
    b->len = b->cap = 0;
}

void buf_release(Buf *b)
{
    free(b->data);
    buf_init(b);
}

static void buf_reserve(Buf *b, size_t extra)
{
    if (b->len + extra + 1 <= b->cap) return;
    size_t cap = b->cap ? b->cap : 256;
    while (cap < b->len + extra + 1) cap *= 2;
    b->data = realloc(b->data, cap);
    if (!b->data) gw_bug("out of memory");
    b->cap = cap;
}

void buf_add(Buf *b, const char *s, size_t n)
{
    buf_reserve(b, n);
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = '\0';
}

void buf_puts(Buf *b, const char *s)
{
    buf_add(b, s, strlen(s));
}

void buf_printf(Buf *b, const char *fmt, ...)
{
    va_list ap, ap2;
    va_start(ap, fmt);
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    buf_reserve(b, (size_t)n);
    vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap2);
    va_end(ap2);
    b->len += (size_t)n;
}

char *buf_cstr(Buf *b)
{
    buf_reserve(b, 0);
    b->data[b->len] = '\0';
    return b->data;
}

/* ---- files ---- */

char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    Buf b;
    buf_init(&b);
    char tmp[65536];
    size_t n;
    while ((n = fread(tmp, 1, sizeof tmp, f)) > 0) buf_add(&b, tmp, n);
    fclose(f);
    if (len) *len = b.len;
    return buf_cstr(&b);
}

bool write_file(const char *path, const char *data, size_t len)
{
    FILE *f = fopen(path, "wb");
    if (!f) return false;
    bool ok = fwrite(data, 1, len, f) == len;
    return fclose(f) == 0 && ok;
}

/* A GNU line marker in [p, e), '# 42 "file.c" 1 3': its line (at most
 * INT_MAX), its file name [*name, *name + *nlen), and whether flag 3 (a
 * system header) is among its flags; false for any other line. */
bool line_marker(const char *p, const char *e, int *line, const char **name, size_t *nlen, bool *sys)
{
    if (p == e || *p++ != '#') return false;
    while (p < e && (*p == ' ' || *p == '\t')) p++;
    if (p == e || !isdigit((unsigned char)*p)) return false;
    long long n = 0;
    for (; p < e && isdigit((unsigned char)*p); p++) n = n < INT_MAX ? n * 10 + (*p - '0') : n;
    while (p < e && (*p == ' ' || *p == '\t')) p++;
    if (p == e || *p++ != '"') return false;
    *name = p;
    while (p < e && *p != '"') p += *p == '\\' && p + 1 < e ? 2 : 1;
    if (p == e) return false;
    *nlen = (size_t)(p - *name);
    *line = n < INT_MAX ? (int)n : INT_MAX;
    *sys = memchr(p, '3', (size_t)(e - p)) != NULL;
    return true;
}

/* ---- diagnostics ---- */

static int nerrors, nshown;     /* errors, and those printed (not repeats) */
static int max_errors = 20;     /* -ferror-limit=N, as clang's; 0: no limit */

/* Was this diagnostic (place, kind and text) given already?  Code that is
 * emitted more than once (a kernel's restrict and staged variants) meets
 * the same problem more than once; the user hears of it once. */
static unsigned long long seen[512];
static int nseen;               /* since error_reset: one translation */

static bool seen_before(Loc loc, const char *kind, const char *msg)
{
    unsigned long long h = 1469598103934665603ull;
    const char *parts[] = {loc.file ? loc.file : "", kind, msg};
    for (int k = 0; k < 3; k++)
        for (const char *p = parts[k]; ; p++) {
            h = (h ^ (unsigned char)*p) * 1099511628211ull;
            if (!*p) break;
        }
    h = (h ^ (unsigned)loc.line) * 1099511628211ull;
    h = (h ^ (unsigned)loc.col) * 1099511628211ull;
    for (int i = 0; i < nseen; i++)
        if (seen[i] == h) return true;
    if (nseen < (int)(sizeof seen / sizeof *seen)) seen[nseen++] = h;
    return false;
}

/* Where column loc.col of a mapped text is spelled (Loc.map, srcmap.c);
 * *seg: its segment. */
static Loc unmapped(Loc loc, const ColSeg **seg)
{
    const ColMap *m = loc.map;
    *seg = NULL;
    if (!m || !m->nseg || loc.col <= 0) return m && loc.col <= 0 ? m->use : loc;
    int lo = 0, hi = m->nseg - 1;
    while (lo < hi) {           /* the last segment at or before the column */
        int mid = (lo + hi + 1) / 2;
        if (m->seg[mid].vcol <= loc.col) lo = mid;
        else hi = mid - 1;
    }
    const ColSeg *s = *seg = &m->seg[lo];
    int d = s->exact && loc.col > s->vcol ? loc.col - s->vcol : 0;
    return (Loc){s->file, s->line, s->col + (d < s->len ? d : s->len), s->line_text, NULL};
}

/* "file:line:col: kind: msg", then the line and a caret under the column. */
static void format_diag(Buf *b, Loc loc, const char *kind, const char *msg)
{
    if (loc.file && loc.line > 0 && loc.col > 0)
        buf_printf(b, "%s:%d:%d: %s: ", loc.file, loc.line, loc.col, kind);
    else if (loc.file && loc.line > 0)
        buf_printf(b, "%s:%d: %s: ", loc.file, loc.line, kind);
    else
        buf_printf(b, "gwcc: %s: ", kind);
    buf_printf(b, "%s\n", msg);
    int n = loc.line_text ? (int)strlen(loc.line_text) : 0;
    if (!loc.line_text || loc.col <= 0 || loc.col > n + 1) return;   /* no caret past the line */
    buf_printf(b, "%s\n", loc.line_text);
    /* keep tabs so the caret lines up under the same characters */
    for (int i = 0; i < loc.col - 1; i++) buf_add(b, loc.line_text[i] == '\t' ? "\t" : " ", 1);
    buf_puts(b, "^\n");
}

/* One diagnostic, and the macro use it came through, in one write; false
 * for a repeat, which is not printed. */
static bool vdiag(Loc loc, const char *kind, const char *fmt, va_list ap)
{
    char msg[4096];
    vsnprintf(msg, sizeof msg, fmt, ap);
    const ColSeg *seg;
    Loc at = unmapped(loc, &seg);
    if (seen_before(at, kind, msg)) return false;
    Buf b;
    buf_init(&b);
    format_diag(&b, at, kind, msg);
    if (seg && seg->macro) {
        Loc use = loc.map->use;
        use.col = seg->use_col;
        char note[300];
        snprintf(note, sizeof note, "in expansion of macro '%s'", seg->macro);
        format_diag(&b, use, "note", note);
    }
    fwrite(b.data, 1, b.len, stderr);
    buf_release(&b);
    return true;
}

/* Past the error limit, as clang: a last message, and the exit status 1
 * (atexit handlers remove the temporary files). */
static void check_error_limit(void)
{
    if (!max_errors || nshown < max_errors) return;
    fputs("gwcc: fatal error: too many errors emitted, stopping now [-ferror-limit=]\n", stderr);
    fflush(NULL);
    exit(1);
}

void error_at(Loc loc, const char *fmt, ...)
{
    check_error_limit();
    va_list ap;
    va_start(ap, fmt);
    nshown += vdiag(loc, "error", fmt, ap);
    va_end(ap);
    nerrors++;
}

void warning_at(Loc loc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vdiag(loc, "warning", fmt, ap);
    va_end(ap);
}

void note_at(Loc loc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vdiag(loc, "note", fmt, ap);
    va_end(ap);
}

int error_count(void) { return nerrors; }
void error_limit_set(int n) { max_errors = n; }
void error_reset(void)
{
    nerrors = nshown = 0;
    nseen = 0;
}

void gw_bug_at(const char *file, int line, const char *msg)
{
    fprintf(stderr, "gwcc: internal error at %s:%d: %s\n"
            "please report this with the input that caused it\n", file, line, msg);
    fflush(NULL);
    abort();
}

int edit_distance(const char *a, const char *b)
{
    size_t n = strlen(a), m = strlen(b);
    if (n > 64 || m > 64) return 99;
    int row[65];
    for (size_t j = 0; j <= m; j++) row[j] = (int)j;
    for (size_t i = 1; i <= n; i++) {
        int diag = row[0];
        row[0] = (int)i;
        for (size_t j = 1; j <= m; j++) {
            int up = row[j];
            int best = diag + (a[i - 1] != b[j - 1]);
            if (up + 1 < best) best = up + 1;
            if (row[j - 1] + 1 < best) best = row[j - 1] + 1;
            row[j] = best;
            diag = up;
        }
    }
    return row[m];
}

/* ---- C identifiers ---- */

bool ident_char(int c)
{
    return isalnum((unsigned char)c) || c == '_';
}

/* s as a C string literal, quotes and backslashes escaped. */
char *c_string(Arena *a, const char *s)
{
    Buf b;
    buf_init(&b);
    buf_puts(&b, "\"");
    for (; *s; s++) {
        if (*s == '"' || *s == '\\') buf_puts(&b, "\\");
        if (*s == '\n') buf_puts(&b, "\\n");
        else buf_add(&b, s, 1);
    }
    buf_puts(&b, "\"");
    char *r = arena_strdup(a, buf_cstr(&b));
    buf_release(&b);
    return r;
}
