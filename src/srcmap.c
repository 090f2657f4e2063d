/* srcmap.c: the user's source files, read once with their lines indexed,
 * and the columns of a text that is not one line of them mapped back to
 * where its tokens are spelled (Loc.map): a directive joined from
 * continuation lines or written through macros and _Pragma, and a line of
 * C whose macros the preprocessor expanded. */
#include "gangway.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the user's files ---- */

typedef struct MacroDef {
    const char *name;
    int len, line;
} MacroDef;

struct SrcFile {
    const char *name;
    char *text;                 /* NUL-terminated, in the unit's arena */
    size_t *line_at;            /* where line k + 1 starts */
    int nlines;
    MacroDef *defs;             /* its #defines, by name then line (find_macro) */
    int ndefs;
    bool defs_read;
    SrcFile *next;
};

struct SrcFiles {
    SrcFile *files;             /* read so far (text NULL: unreadable) */
    const char *user[64];       /* the user's files the unit includes */
    int nuser;
    bool user_read;
};

static SrcFile *file_load(Unit *u, const char *name)
{
    size_t len;
    char *text = read_file(name, &len);
    if (!text) return NULL;
    SrcFile *f = arena_alloc(u->arena, sizeof *f);
    f->name = arena_strdup(u->arena, name);
    f->text = arena_strndup(u->arena, text, len);
    free(text);
    for (size_t i = 0; i < len; i++) f->nlines += f->text[i] == '\n';
    f->nlines += len && f->text[len - 1] != '\n';
    f->line_at = arena_alloc(u->arena, sizeof *f->line_at * (size_t)(f->nlines + 1));
    int k = 0;
    for (size_t i = 0; i < len && k < f->nlines; i++)
        if (i == 0 || f->text[i - 1] == '\n') f->line_at[k++] = i;
    return f;
}

/* The file name, read once per unit; NULL when it cannot be read. */
SrcFile *src_file(Unit *u, const char *name)
{
    if (!u->src) u->src = arena_alloc(u->arena, sizeof *u->src);
    for (SrcFile *f = u->src->files; f; f = f->next)
        if (!strcmp(f->name, name)) return f->text ? f : NULL;
    SrcFile *f = file_load(u, name);
    if (!f) {                   /* remember that it cannot be read */
        f = arena_alloc(u->arena, sizeof *f);
        f->name = arena_strdup(u->arena, name);
    }
    f->next = u->src->files;
    u->src->files = f;
    return f->text ? f : NULL;
}

/* Line line (from 1) of f: its start in the file's text (the rest of the
 * file follows) and its length without the newline; NULL past the end. */
const char *src_line(SrcFile *f, int line, size_t *len)
{
    if (!f || line < 1 || line > f->nlines) return NULL;
    const char *p = f->text + f->line_at[line - 1];
    const char *e = strchr(p, '\n');
    *len = e ? (size_t)(e - p) : strlen(p);
    return p;
}

/* The line's text, for the caret under a diagnostic; NULL when unknown. */
const char *src_line_text(Unit *u, const char *file, int line)
{
    size_t n;
    const char *p = src_line(src_file(u, file), line, &n);
    return p ? arena_strndup(u->arena, p, n) : NULL;
}

/* ---- characters with their places ---- */

typedef struct Chars {
    char *c;
    int *line, *col;
    int n, cap;
    const char *file;
} Chars;

static void chars_add(Chars *ch, char c, int line, int col)
{
    if (ch->n == ch->cap) {
        ch->cap = ch->cap ? ch->cap * 2 : 256;
        ch->c = realloc(ch->c, (size_t)ch->cap);
        ch->line = realloc(ch->line, sizeof(int) * (size_t)ch->cap);
        ch->col = realloc(ch->col, sizeof(int) * (size_t)ch->cap);
        if (!ch->c || !ch->line || !ch->col) gw_bug("out of memory");
    }
    ch->c[ch->n] = c;
    ch->line[ch->n] = line;
    ch->col[ch->n++] = col;
}

static void chars_release(Chars *ch)
{
    free(ch->c);
    free(ch->line);
    free(ch->col);
}

/* Lines first..last of f, and the lines their backslashes continue them
 * on (a backslash-newline is no character; a newline is a blank). */
static void chars_of_lines(Chars *ch, SrcFile *f, int first, int last)
{
    ch->file = f->name;
    for (int l = first; l <= f->nlines && l - first < 256; l++) {
        size_t n;
        const char *p = src_line(f, l, &n);
        if (n && p[n - 1] == '\r') n--;
        bool more = n && p[n - 1] == '\\';
        for (size_t i = 0; i < n - more; i++) chars_add(ch, p[i], l, (int)i + 1);
        if (!more && l >= last) break;
        if (!more) chars_add(ch, '\n', l, (int)n + 1);
    }
}

/* ---- tokens ---- */

typedef struct Tok {
    const char *s;              /* spelling, in a Chars */
    int n;
    const char *file;
    int line, col;
    int origin;                 /* the token of the text's own line it came
                                   through (itself, a macro's name, _Pragma) */
    int expand;                 /* a macro's name: its body's first token */
    int next;                   /* the token after it in its expansion */
    bool via_macro, used;
} Tok;

typedef struct Toks {
    Tok *t;
    int n, cap;
} Toks;

static int toks_add(Toks *ts, Tok t)
{
    if (ts->n == ts->cap) {
        ts->cap = ts->cap ? ts->cap * 2 : 64;
        ts->t = realloc(ts->t, sizeof *ts->t * (size_t)ts->cap);
        if (!ts->t) gw_bug("out of memory");
    }
    ts->t[ts->n] = t;
    return ts->n++;
}

static bool is_ident_start(char c) { return isalpha((unsigned char)c) || c == '_'; }

/* The length of the token at c[i] (c[0..n) has no comments left). */
static int token_len(const char *c, int i, int n)
{
    int j = i;
    if (is_ident_start(c[j])) {
        while (j < n && ident_char(c[j])) j++;
    } else if (isdigit((unsigned char)c[j]) || (c[j] == '.' && j + 1 < n && isdigit((unsigned char)c[j + 1]))) {
        while (j < n && (ident_char(c[j]) || c[j] == '.'
                         || ((c[j] == '+' || c[j] == '-') && strchr("eEpP", c[j - 1]))))
            j++;
    } else if (c[j] == '"' || c[j] == '\'') {
        for (j++; j < n && c[j] != c[i]; j++)
            if (c[j] == '\\') j++;
        j = j < n ? j + 1 : n;
    } else {
        j++;
    }
    return j - i;
}

/* The tokens of ch[from, to), comments skipped, each at its place. */
static void lex(Chars *ch, int from, int to, Toks *out, int origin, bool via_macro)
{
    for (int i = from; i < to;) {
        char c = ch->c[i];
        if (isspace((unsigned char)c)) {
            i++;
        } else if (c == '/' && i + 1 < to && ch->c[i + 1] == '*') {
            for (i += 2; i < to && !(ch->c[i] == '*' && i + 1 < to && ch->c[i + 1] == '/'); i++) {}
            i += 2;
        } else if (c == '/' && i + 1 < to && ch->c[i + 1] == '/') {
            while (i < to && ch->c[i] != '\n') i++;
        } else {
            int n = token_len(ch->c, i, to);
            int k = toks_add(out, (Tok){ch->c + i, n, ch->file, ch->line[i], ch->col[i], origin, -1, -1,
                                        via_macro, false});
            if (origin < 0) out->t[k].origin = k;
            i += n;
        }
    }
}

static bool same(const Tok *a, const Tok *b)
{
    return a->n == b->n && !memcmp(a->s, b->s, (size_t)a->n);
}

static bool spelled(const Tok *t, const char *s)
{
    return t->n == (int)strlen(s) && !memcmp(t->s, s, (size_t)t->n);
}

/* ---- the tokens the text can come from: its line, the macros it names ---- */

typedef struct Pool {
    Unit *u;
    Toks toks;
    Chars *chars[64];           /* kept while the tokens point into them */
    int nchars;
    const char *use_file;
    int use_line;
    const char *added[64];      /* macros whose bodies are in */
    int nadded, first_body[64];
} Pool;

static Chars *pool_chars(Pool *p)
{
    if (p->nchars == 64) return NULL;
    Chars *ch = calloc(1, sizeof *ch);
    if (!ch) gw_bug("out of memory");
    return p->chars[p->nchars++] = ch;
}

/* _Pragma("..."): the string's characters, unescaped, at their places. */
static Chars *destringize(Pool *p, const Tok *s, const Chars *from)
{
    Chars *ch = pool_chars(p);
    if (!ch) return NULL;
    ch->file = from->file;
    int at = (int)(s->s - from->c);
    for (int i = at + 1; i < at + s->n - 1; i++) {
        int place = i;
        if (from->c[i] == '\\' && i + 1 < at + s->n - 1 && (from->c[i + 1] == '"' || from->c[i + 1] == '\\')) i++;
        chars_add(ch, from->c[i], from->line[place], from->col[place]);
    }
    return ch;
}

/* The tokens of ch[from, to) as one sequence of the pool, a _Pragma's
 * string as the tokens inside it; after its last, next. */
static void add_sequence(Pool *p, Chars *ch, int from, int to, int origin, int next)
{
    Toks raw = {0};
    lex(ch, from, to, &raw, origin, origin >= 0);
    int first = p->toks.n;
    for (int k = 0; k < raw.n; k++) {
        Tok t = raw.t[k];
        bool pragma_string = k >= 2 && t.s[0] == '"' && spelled(&raw.t[k - 1], "(")
                             && spelled(&raw.t[k - 2], "_Pragma");
        Chars *in = pragma_string ? destringize(p, &t, ch) : NULL;
        int base = p->toks.n;
        if (in) lex(in, 0, in->n, &p->toks, origin, origin >= 0);
        else toks_add(&p->toks, t);
        for (int j = base; j < p->toks.n; j++)      /* a pragma's tokens come through _Pragma */
            if (origin < 0) p->toks.t[j].origin = in ? base - 2 : j;
    }
    for (int j = first; j < p->toks.n; j++) p->toks.t[j].next = j + 1 < p->toks.n ? j + 1 : next;
    free(raw.t);
}

/* The user's files the unit includes (GNU line markers without flag 3),
 * where macros may be defined: SrcFiles.user, found once. */
static void user_files(Unit *u)
{
    if (u->src->user_read) return;
    u->src->user_read = true;
    const char **files = u->src->user;
    int n = 0, max = 64;
    for (const char *p = u->pp, *end = u->pp + u->pp_len; p < end && n < max;) {
        const char *e = memchr(p, '\n', (size_t)(end - p)), *name;
        e = e ? e : end;
        size_t len;
        int line;
        bool sys;
        if (line_marker(p, e, &line, &name, &len, &sys) && !sys && name[0] != '<') {
            bool seen = false;
            for (int i = 0; i < n && !seen; i++) seen = strlen(files[i]) == len && !strncmp(files[i], name, len);
            if (!seen) files[n++] = arena_strndup(u->arena, name, len);
        }
        p = e + 1;
    }
    u->src->nuser = n;
}

/* Is file one of the user's (named by a line marker that is not a system
 * header's)?  A system header's macro expanded in the user's line is
 * marked as a system header's text but names the user's file. */
bool src_is_user_file(Unit *u, const char *file)
{
    user_files(u);
    for (int i = 0; i < u->src->nuser; i++)
        if (!strcmp(u->src->user[i], file)) return true;
    return false;
}

static int def_cmp(const void *a, const void *b)
{
    const MacroDef *x = a, *y = b;
    int c = strncmp(x->name, y->name, (size_t)(x->len < y->len ? x->len : y->len));
    if (c || x->len != y->len) return c ? c : x->len - y->len;
    return x->line - y->line;
}

/* f's #define lines, by name then line, read once. */
static void read_defines(Unit *u, SrcFile *f)
{
    if (f->defs_read) return;
    f->defs_read = true;
    int cap = 0;
    for (int l = 1; l <= f->nlines; l++) {
        size_t n;
        const char *p = src_line(f, l, &n), *e = p + n;
        while (p < e && isblank((unsigned char)*p)) p++;
        if (p == e || *p != '#') continue;
        for (p++; p < e && isblank((unsigned char)*p); p++) {}
        if (e - p < 7 || strncmp(p, "define", 6) || !isblank((unsigned char)p[6])) continue;
        for (p += 6; p < e && isblank((unsigned char)*p); p++) {}
        int len = 0;
        while (p + len < e && ident_char(p[len])) len++;
        if (!len) continue;
        if (f->ndefs == cap) {
            MacroDef *d = arena_alloc(u->arena, sizeof *d * (size_t)(cap = cap ? cap * 2 : 16));
            if (f->ndefs) memcpy(d, f->defs, sizeof *d * (size_t)f->ndefs);
            f->defs = d;
        }
        f->defs[f->ndefs++] = (MacroDef){p, len, l};
    }
    if (f->ndefs) qsort(f->defs, (size_t)f->ndefs, sizeof *f->defs, def_cmp);
}

/* The line of the last #define of t in f (before line 'before', when
 * given); 0: none. */
static int define_line(Unit *u, SrcFile *f, const Tok *t, int before)
{
    read_defines(u, f);
    MacroDef key = {t->s, t->n, 0};
    int lo = 0, found = 0;
    for (int hi = f->ndefs; lo < hi;) {         /* the first of the name */
        int mid = (lo + hi) / 2;
        if (def_cmp(&f->defs[mid], &key) < 0) lo = mid + 1;
        else hi = mid;
    }
    for (int k = lo; k < f->ndefs && f->defs[k].len == t->n && !memcmp(f->defs[k].name, t->s, (size_t)t->n); k++)
        if (!before || f->defs[k].line < before) found = f->defs[k].line;
    return found;
}

/* Where ch[.., to) has the body of the #define that starts it: after the
 * name and a parameter list. */
static int body_start(const Chars *ch)
{
    int i = 0;
    while (i < ch->n && ch->c[i] != '#') i++;
    for (i++; i < ch->n && isblank((unsigned char)ch->c[i]); i++) {}
    i += 6;                                         /* define */
    for (; i < ch->n && isblank((unsigned char)ch->c[i]); i++) {}
    while (i < ch->n && ident_char(ch->c[i])) i++;
    if (i < ch->n && ch->c[i] == '(')
        while (i < ch->n && ch->c[i++] != ')') {}
    return i;
}

/* The body of the macro token k names, as a sequence of the pool (once
 * per macro); its first token, or -1. */
static int add_macro(Pool *p, int k)
{
    Tok t = p->toks.t[k];
    if (!is_ident_start(t.s[0]) || spelled(&t, "_Pragma") || spelled(&t, "defined")) return -1;
    for (int i = 0; i < p->nadded; i++)
        if ((int)strlen(p->added[i]) == t.n && !memcmp(p->added[i], t.s, (size_t)t.n)) return p->first_body[i];
    if (p->nadded == 64 || p->toks.n > 4096) return -1;
    SrcFile *f = src_file(p->u, p->use_file);
    int line = f ? define_line(p->u, f, &t, p->use_line) : 0;
    user_files(p->u);
    const char **files = p->u->src->user;
    for (int i = 0; i < p->u->src->nuser && !line; i++)
        if (strcmp(files[i], p->use_file) && (f = src_file(p->u, files[i]))) line = define_line(p->u, f, &t, 0);
    Chars *ch = line ? pool_chars(p) : NULL;
    if (!ch) return -1;
    chars_of_lines(ch, f, line, line);
    int first = p->toks.n;
    p->added[p->nadded] = arena_strndup(p->u->arena, t.s, (size_t)t.n);
    p->first_body[p->nadded++] = first;
    add_sequence(p, ch, body_start(ch), ch->n, p->toks.t[k].origin, p->toks.t[k].next);
    if (p->toks.n == first) return p->first_body[p->nadded - 1] = -1;
    return first;
}

/* ---- matching the text's tokens to the pool's ---- */

/* The pool token that spells t, following prev (the last one matched):
 * the next in its expansion, into a macro's body where the next names
 * one, else the first unused one after, else before, else a used one (a
 * macro's argument it uses twice); -1: none. */
static int match(Pool *p, const Tok *t, int prev)
{
    Tok *v = p->toks.t;
    int c = prev < 0 ? 0 : v[prev].next;
    for (int depth = 0; c >= 0 && !same(&v[c], t) && v[c].expand >= 0 && depth < 16; depth++) c = v[c].expand;
    if (c >= 0 && c < p->toks.n && same(&v[c], t)) return c;
    int from = c >= 0 && c < p->toks.n ? c : 0;
    for (int reuse = 0; reuse < 2; reuse++)
        for (int j = 0; j < p->toks.n; j++) {
            int k = (from + j) % p->toks.n;
            if (v[k].used == reuse && same(&v[k], t)) return k;
        }
    return -1;
}

/* The parentheses ch leaves open: a macro's arguments on later lines,
 * which the preprocessor brings into the use's line. */
static int open_parens(const Chars *ch)
{
    int depth = 0;
    for (int i = 0; i < ch->n; i++) {
        char c = ch->c[i];
        if (c == '"' || c == '\'') {
            for (i++; i < ch->n && ch->c[i] != c; i++)
                if (ch->c[i] == '\\') i++;
        } else if (c == '/' && i + 1 < ch->n && ch->c[i + 1] == '/') {
            while (i < ch->n && ch->c[i] != '\n') i++;
        } else {
            depth += (c == '(') - (c == ')');
        }
    }
    return depth;
}

/* The pool of a text standing for lines line..last of file (and those
 * that close its parentheses): those lines, then the bodies of the macros
 * named there, and in them, in turn. */
static bool pool_build(Pool *p, Unit *u, const char *file, int line, int last)
{
    *p = (Pool){.u = u, .use_file = file, .use_line = line};
    SrcFile *f = src_file(u, file);
    Chars *ch = f ? pool_chars(p) : NULL;
    if (!ch) return false;
    chars_of_lines(ch, f, line, last);
    while (open_parens(ch) > 0 && last - line < 32 && last < f->nlines) {
        ch->n = 0;
        chars_of_lines(ch, f, line, ++last);
    }
    add_sequence(p, ch, 0, ch->n, -1, -1);
    for (int k = 0; k < p->toks.n; k++) {
        int body = add_macro(p, k);            /* grows (moves) the tokens */
        p->toks.t[k].expand = body;
    }
    return true;
}

static void pool_release(Pool *p)
{
    for (int i = 0; i < p->nchars; i++) {
        chars_release(p->chars[i]);
        free(p->chars[i]);
    }
    free(p->toks.t);
}

/* Is text[0, len) line 'line' of file itself, from column col on? */
static bool is_the_line(Unit *u, const char *text, size_t len, int col, const char *file, int line)
{
    size_t n;
    const char *p = src_line(src_file(u, file), line, &n);
    if (!p || col < 1 || (size_t)col - 1 > n) return !p;
    p += col - 1, n -= (size_t)col - 1;
    while (n && (p[n - 1] == '\r' || p[n - 1] == ' ' || p[n - 1] == '\t')) n--;
    while (len && (text[len - 1] == ' ' || text[len - 1] == '\t')) len--;
    return n == len && !memcmp(p, text, n) && !(n && p[n - 1] == '\\');
}

/* A text that stands for lines line..last of file, its first character at
 * column col: where each of its tokens is spelled (ColMap), or NULL when
 * it is the line itself from col on, or the file cannot be read. */
const ColMap *src_map(Unit *u, const char *text, size_t len, int col, const char *file, int line, int last)
{
    if (last < line) last = line;
    if (line == last && is_the_line(u, text, len, col, file, line)) return NULL;
    Pool p;
    if (!pool_build(&p, u, file, line, last)) {
        pool_release(&p);
        return NULL;
    }
    Chars tc = {.file = file};
    for (size_t i = 0; i < len; i++) chars_add(&tc, text[i], 0, col + (int)i);
    Toks tt = {0};
    lex(&tc, 0, tc.n, &tt, -1, false);
    int *at = malloc(sizeof(int) * (size_t)(tt.n + 1));
    if (!at) gw_bug("out of memory");
    int prev = -1, anchor = -1;
    for (int k = 0; k < tt.n; k++) {
        at[k] = match(&p, &tt.t[k], prev);
        if (at[k] < 0) continue;
        p.toks.t[at[k]].used = true;
        prev = at[k];
        if (anchor < 0) anchor = p.toks.t[at[k]].origin;
    }
    ColMap *m = arena_alloc(u->arena, sizeof *m);
    size_t n;
    const char *lp = src_line(src_file(u, file), line, &n);
    int first = 1;
    while (lp && first <= (int)n && isblank((unsigned char)lp[first - 1])) first++;
    m->use = (Loc){file, line, first, src_line_text(u, file, line), NULL};
    if (anchor >= 0) m->use.col = p.toks.t[anchor].col;
    m->seg = arena_alloc(u->arena, sizeof *m->seg * (size_t)(tt.n ? tt.n : 1));
    for (int k = 0; k < tt.n; k++) {
        ColSeg *s = &m->seg[m->nseg++];
        Loc w = m->use;         /* unmatched: where the text's line starts */
        *s = (ColSeg){tt.t[k].col, tt.t[k].n, w.file, w.line, w.col, w.line_text, false, NULL, 0};
        if (at[k] < 0) continue;
        Tok *v = &p.toks.t[at[k]], *o = &p.toks.t[v->origin];
        const ColSeg *b = k ? s - 1 : NULL;
        bool same_line = b && b->exact && b->file == v->file && b->line == v->line;
        s->file = v->file;
        s->line = v->line;
        s->col = v->col;
        s->line_text = same_line ? m->seg[k - 1].line_text : src_line_text(u, v->file, v->line);
        s->exact = true;
        if (v->via_macro) {
            s->macro = arena_strndup(u->arena, o->s, (size_t)o->n);
            s->use_col = o->col;
        }
    }
    free(at);
    free(tt.t);
    chars_release(&tc);
    pool_release(&p);
    return m;
}
