/* directive.c: parse one '#pragma acc' line (OpenACC 3.3, C), or '#pragma pacc' line
 * (docs/pacc.md), into a Directive. */
#include "gangway.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* ---- names and tables ---- */

static const char *const dir_names[DIR__COUNT] = {
    [DIR_PARALLEL] = "parallel", [DIR_KERNELS] = "kernels", [DIR_SERIAL] = "serial",
    [DIR_PARALLEL_LOOP] = "parallel loop", [DIR_KERNELS_LOOP] = "kernels loop",
    [DIR_SERIAL_LOOP] = "serial loop", [DIR_LOOP] = "loop", [DIR_DATA] = "data",
    [DIR_ENTER_DATA] = "enter data", [DIR_EXIT_DATA] = "exit data",
    [DIR_HOST_DATA] = "host_data", [DIR_UPDATE] = "update", [DIR_WAIT] = "wait",
    [DIR_CACHE] = "cache", [DIR_ATOMIC] = "atomic", [DIR_ROUTINE] = "routine",
    [DIR_DECLARE] = "declare", [DIR_INIT] = "init", [DIR_SHUTDOWN] = "shutdown",
    [DIR_SET] = "set",
    [DIR_PACC_INIT] = "pacc init", [DIR_PACC_PIPELINE] = "pacc pipeline", [DIR_PACC_LOOP] = "pacc loop",
};

/* How a clause's argument is written. */
typedef enum ArgShape {
    SH_NONE,            /* seq */
    SH_OPT_EXPR,        /* async, async(e) */
    SH_EXPRS,           /* num_gangs(e, ...), if(e), tile(e|*, ...) */
    SH_VARS,            /* copyin([readonly:] var-list) */
    SH_SELF,            /* self, self(e); self(var-list) on update */
    SH_WAIT, SH_REDUCTION, SH_DEFAULT, SH_COLLAPSE,
    SH_GANG, SH_WORKER, SH_VECTOR, SH_DTYPE, SH_BIND,
    SH_RANGES,          /* size([lo:len][lo:len]...), halo([below:above]...) */
} ArgShape;

enum {
    F_ONCE = 1,         /* at most once per device_type group */
    F_DATA = 2,         /* a data clause: counts for data, enter/exit data */
    F_ZERO = 4,         /* takes the 'zero:' modifier */
    F_READONLY = 8,     /* takes the 'readonly:' modifier */
    F_PACC = 16,        /* a '#pragma pacc' clause; the others are '#pragma acc' ones */
};

typedef struct ClauseInfo {
    const char *name;
    unsigned char shape, flags;
    unsigned char max_args;     /* SH_EXPRS and SH_OPT_EXPR; 0: any number */
} ClauseInfo;

static const ClauseInfo clause_info[CL__COUNT] = {
    [CL_ASYNC] = {"async", SH_OPT_EXPR, F_ONCE, 1},
    [CL_WAIT] = {"wait", SH_WAIT, 0, 0},
    [CL_NUM_GANGS] = {"num_gangs", SH_EXPRS, F_ONCE, 3},
    [CL_NUM_WORKERS] = {"num_workers", SH_EXPRS, F_ONCE, 1},
    [CL_VECTOR_LENGTH] = {"vector_length", SH_EXPRS, F_ONCE, 1},
    [CL_DEVICE_TYPE] = {"device_type", SH_DTYPE, 0, 0},
    [CL_IF] = {"if", SH_EXPRS, F_ONCE, 1},
    [CL_SELF] = {"self", SH_SELF, F_ONCE, 1},
    [CL_REDUCTION] = {"reduction", SH_REDUCTION, 0, 0},
    [CL_COPY] = {"copy", SH_VARS, F_DATA, 0},
    [CL_COPYIN] = {"copyin", SH_VARS, F_DATA | F_READONLY, 0},
    [CL_COPYOUT] = {"copyout", SH_VARS, F_DATA | F_ZERO, 0},
    [CL_CREATE] = {"create", SH_VARS, F_DATA | F_ZERO, 0},
    [CL_NO_CREATE] = {"no_create", SH_VARS, F_DATA, 0},
    [CL_PRESENT] = {"present", SH_VARS, F_DATA, 0},
    [CL_DEVICEPTR] = {"deviceptr", SH_VARS, F_DATA, 0},
    [CL_ATTACH] = {"attach", SH_VARS, F_DATA, 0},
    [CL_DETACH] = {"detach", SH_VARS, F_DATA, 0},
    [CL_DELETE] = {"delete", SH_VARS, F_DATA, 0},
    [CL_PRIVATE] = {"private", SH_VARS, 0, 0},
    [CL_FIRSTPRIVATE] = {"firstprivate", SH_VARS, 0, 0},
    [CL_DEFAULT] = {"default", SH_DEFAULT, F_ONCE, 0},
    [CL_COLLAPSE] = {"collapse", SH_COLLAPSE, F_ONCE, 0},
    [CL_GANG] = {"gang", SH_GANG, F_ONCE, 0},
    [CL_WORKER] = {"worker", SH_WORKER, F_ONCE, 0},
    [CL_VECTOR] = {"vector", SH_VECTOR, F_ONCE, 0},
    [CL_SEQ] = {"seq", SH_NONE, F_ONCE, 0},
    [CL_INDEPENDENT] = {"independent", SH_NONE, F_ONCE, 0},
    [CL_AUTO] = {"auto", SH_NONE, F_ONCE, 0},
    [CL_TILE] = {"tile", SH_EXPRS, F_ONCE, 0},
    [CL_FINALIZE] = {"finalize", SH_NONE, F_ONCE, 0},
    [CL_IF_PRESENT] = {"if_present", SH_NONE, F_ONCE, 0},
    [CL_USE_DEVICE] = {"use_device", SH_VARS, 0, 0},
    [CL_HOST] = {"host", SH_VARS, 0, 0},
    [CL_DEVICE] = {"device", SH_VARS, 0, 0},
    [CL_DEVICE_RESIDENT] = {"device_resident", SH_VARS, 0, 0},
    [CL_LINK] = {"link", SH_VARS, 0, 0},
    [CL_BIND] = {"bind", SH_BIND, F_ONCE, 0},
    [CL_NOHOST] = {"nohost", SH_NONE, F_ONCE, 0},
    [CL_DEVICE_NUM] = {"device_num", SH_EXPRS, F_ONCE, 1},
    [CL_DEFAULT_ASYNC] = {"default_async", SH_EXPRS, F_ONCE, 1},
    [CL_PIPELINE] = {"pipeline", SH_NONE, F_ONCE, 0},
    [CL_TARGETIN] = {"targetin", SH_VARS, F_PACC, 0},
    [CL_TARGETINOUT] = {"targetinout", SH_VARS, F_PACC, 0},
    [CL_SIZE] = {"size", SH_RANGES, F_ONCE | F_PACC, 0},
    [CL_HALO] = {"halo", SH_RANGES, F_ONCE | F_PACC, 0},
    [CL_DIM] = {"dim", SH_EXPRS, F_ONCE | F_PACC, 1},
    [CL_CHUNKS] = {"chunks", SH_EXPRS, F_ONCE | F_PACC, 1},
    [CL_DEPTH] = {"depth", SH_EXPRS, F_ONCE | F_PACC, 1},
};

/* Older spellings the spec still accepts. */
static const struct { const char *name; ClauseKind kind; } clause_aliases[] = {
    {"pcopy", CL_COPY}, {"present_or_copy", CL_COPY},
    {"pcopyin", CL_COPYIN}, {"present_or_copyin", CL_COPYIN},
    {"pcopyout", CL_COPYOUT}, {"present_or_copyout", CL_COPYOUT},
    {"pcreate", CL_CREATE}, {"present_or_create", CL_CREATE},
    {"dtype", CL_DEVICE_TYPE},
};

/* Which clauses each directive takes (OpenACC 3.3): Y allowed; T allowed,
 * and may also follow a device_type clause; absent: not allowed.  Combined
 * constructs take the union of their compute construct's clauses and the
 * loop clauses. */
enum { Y = 1, T = 2 };

#define DATA_CLAUSES [CL_COPY] = Y, [CL_COPYIN] = Y, [CL_COPYOUT] = Y, [CL_CREATE] = Y, \
    [CL_NO_CREATE] = Y, [CL_PRESENT] = Y, [CL_DEVICEPTR] = Y, [CL_ATTACH] = Y
#define COMPUTE_CLAUSES DATA_CLAUSES, [CL_ASYNC] = T, [CL_WAIT] = T, \
    [CL_DEVICE_TYPE] = Y, [CL_IF] = Y, [CL_SELF] = Y, [CL_DEFAULT] = Y
#define LAUNCH_CLAUSES [CL_NUM_GANGS] = T, [CL_NUM_WORKERS] = T, [CL_VECTOR_LENGTH] = T
#define PRIVATE_CLAUSES [CL_PRIVATE] = Y, [CL_FIRSTPRIVATE] = Y, [CL_REDUCTION] = Y
#define SCHED_CLAUSES [CL_COLLAPSE] = T, [CL_GANG] = T, [CL_WORKER] = T, \
    [CL_VECTOR] = T, [CL_SEQ] = T, [CL_INDEPENDENT] = T, [CL_AUTO] = T, [CL_TILE] = T

static const unsigned char allowed[DIR__COUNT][CL__COUNT] = {
    [DIR_PARALLEL] = {COMPUTE_CLAUSES, LAUNCH_CLAUSES, PRIVATE_CLAUSES},
    [DIR_KERNELS] = {COMPUTE_CLAUSES, LAUNCH_CLAUSES},
    [DIR_SERIAL] = {COMPUTE_CLAUSES, PRIVATE_CLAUSES},
    [DIR_PARALLEL_LOOP] = {COMPUTE_CLAUSES, LAUNCH_CLAUSES, PRIVATE_CLAUSES, SCHED_CLAUSES},
    [DIR_KERNELS_LOOP] = {COMPUTE_CLAUSES, LAUNCH_CLAUSES, SCHED_CLAUSES,
                          [CL_PRIVATE] = Y, [CL_REDUCTION] = Y},
    [DIR_SERIAL_LOOP] = {COMPUTE_CLAUSES, PRIVATE_CLAUSES, SCHED_CLAUSES},
    [DIR_LOOP] = {SCHED_CLAUSES, [CL_DEVICE_TYPE] = Y, [CL_PRIVATE] = Y, [CL_REDUCTION] = Y},
    [DIR_DATA] = {DATA_CLAUSES, [CL_PIPELINE] = Y, [CL_IF] = Y, [CL_ASYNC] = T, [CL_WAIT] = T,
                  [CL_DEVICE_TYPE] = Y, [CL_DEFAULT] = Y},
    [DIR_ENTER_DATA] = {[CL_IF] = Y, [CL_ASYNC] = Y, [CL_WAIT] = Y,
                        [CL_COPYIN] = Y, [CL_CREATE] = Y, [CL_ATTACH] = Y},
    [DIR_EXIT_DATA] = {[CL_IF] = Y, [CL_ASYNC] = Y, [CL_WAIT] = Y, [CL_COPYOUT] = Y,
                       [CL_DELETE] = Y, [CL_DETACH] = Y, [CL_FINALIZE] = Y},
    [DIR_HOST_DATA] = {[CL_USE_DEVICE] = Y, [CL_IF] = Y, [CL_IF_PRESENT] = Y},
    [DIR_UPDATE] = {[CL_ASYNC] = T, [CL_WAIT] = T, [CL_DEVICE_TYPE] = Y, [CL_IF] = Y,
                    [CL_IF_PRESENT] = Y, [CL_SELF] = Y, [CL_HOST] = Y, [CL_DEVICE] = Y},
    [DIR_WAIT] = {[CL_ASYNC] = Y, [CL_IF] = Y},
    [DIR_CACHE] = {0},              /* no clauses */
    [DIR_ATOMIC] = {[CL_IF] = Y},
    [DIR_ROUTINE] = {[CL_GANG] = T, [CL_WORKER] = T, [CL_VECTOR] = T, [CL_SEQ] = T,
                     [CL_BIND] = T, [CL_DEVICE_TYPE] = Y, [CL_NOHOST] = Y},
    [DIR_DECLARE] = {[CL_COPY] = Y, [CL_COPYIN] = Y, [CL_COPYOUT] = Y, [CL_CREATE] = Y,
                     [CL_PRESENT] = Y, [CL_DEVICEPTR] = Y, [CL_DEVICE_RESIDENT] = Y,
                     [CL_LINK] = Y},
    [DIR_INIT] = {[CL_DEVICE_TYPE] = Y, [CL_DEVICE_NUM] = Y, [CL_IF] = Y},
    [DIR_SHUTDOWN] = {[CL_DEVICE_TYPE] = Y, [CL_DEVICE_NUM] = Y, [CL_IF] = Y},
    [DIR_SET] = {[CL_DEFAULT_ASYNC] = Y, [CL_DEVICE_NUM] = Y, [CL_DEVICE_TYPE] = Y,
                 [CL_IF] = Y},
    [DIR_PACC_INIT] = {0},
    [DIR_PACC_PIPELINE] = {[CL_TARGETIN] = Y, [CL_TARGETINOUT] = Y, [CL_SIZE] = Y, [CL_HALO] = Y,
                           [CL_ASYNC] = Y, [CL_CHUNKS] = Y, [CL_DEPTH] = Y},
    [DIR_PACC_LOOP] = {[CL_DIM] = Y},
};

/* Loop clauses that may not share a loop and device_type group. */
static const ClauseKind loop_conflicts[][2] = {
    {CL_SEQ, CL_GANG}, {CL_SEQ, CL_WORKER}, {CL_SEQ, CL_VECTOR},
    {CL_SEQ, CL_INDEPENDENT}, {CL_SEQ, CL_AUTO}, {CL_INDEPENDENT, CL_AUTO},
};

static const char *const redop_names[] = {
    [RED_NONE] = "", [RED_ADD] = "+", [RED_MUL] = "*", [RED_MAX] = "max",
    [RED_MIN] = "min", [RED_BITAND] = "&", [RED_BITOR] = "|", [RED_BITXOR] = "^",
    [RED_LOGAND] = "&&", [RED_LOGOR] = "||",
};

static const char *const atomic_names[] = {
    [ATOMIC_UPDATE] = "update", [ATOMIC_READ] = "read",
    [ATOMIC_WRITE] = "write", [ATOMIC_CAPTURE] = "capture",
};

#define COUNT(a) ((int)(sizeof(a) / sizeof((a)[0])))

const char *dir_name(DirKind k) { return dir_names[k]; }
const char *clause_name(ClauseKind k) { return clause_info[k].name; }
const char *redop_name(RedOp op) { return redop_names[op]; }

bool dir_is_combined(DirKind k)
{
    return k == DIR_PARALLEL_LOOP || k == DIR_KERNELS_LOOP || k == DIR_SERIAL_LOOP;
}

bool dir_is_compute(DirKind k)
{
    return k == DIR_PARALLEL || k == DIR_KERNELS || k == DIR_SERIAL || dir_is_combined(k);
}

bool dir_is_pacc(DirKind k)
{
    return k == DIR_PACC_INIT || k == DIR_PACC_PIPELINE || k == DIR_PACC_LOOP;
}

const char *dir_label(const Directive *d)
{
    return dir_name(d->origin ? d->origin->kind : d->kind);
}

int dir_pragma_kind(const char *p, const char *end)
{
    while (p < end && (*p == ' ' || *p == '\t')) p++;
    if (p >= end || *p++ != '#') return 0;
    while (p < end && (*p == ' ' || *p == '\t')) p++;
    if (end - p < 6 || strncmp(p, "pragma", 6)) return 0;
    p += 6;
    if (p >= end || (*p != ' ' && *p != '\t')) return 0;
    while (p < end && (*p == ' ' || *p == '\t')) p++;
    int kind = end - p >= 4 && !strncmp(p, "pacc", 4) ? 2 : end - p >= 3 && !strncmp(p, "acc", 3) ? 1 : 0;
    size_t n = kind == 2 ? 4 : 3;
    return kind && (end - p == (long)n || !(isalnum((unsigned char)p[n]) || p[n] == '_')) ? kind : 0;
}

bool dir_is_executable(DirKind k)
{
    return k == DIR_ENTER_DATA || k == DIR_EXIT_DATA || k == DIR_UPDATE ||
           k == DIR_WAIT || k == DIR_INIT || k == DIR_SHUTDOWN || k == DIR_SET;
}

/* "construct" or "directive", as the spec calls each one. */
static const char *dir_noun(DirKind k)
{
    bool construct = dir_is_compute(k) || k == DIR_LOOP || k == DIR_DATA ||
                     k == DIR_HOST_DATA || k == DIR_ATOMIC;
    return construct ? "construct" : "directive";
}

/* ---- parser state, cursor and diagnostics ---- */

typedef struct Parser {
    Arena *a;
    const char *base;           /* the directive text, at its '#' */
    const char *p;              /* cursor */
    Loc start;
    Directive *d;
    const char *name_at;        /* the directive name, for whole-directive errors */
    const char *dtype;          /* open device_type group, NULL before any */
    bool pacc;                  /* a '#pragma pacc' line: its own directives and clauses */
    int nerr;
} Parser;

static int col_of(const Parser *ps, const char *at)
{
    return ps->start.col > 0 ? ps->start.col + (int)(at - ps->base) : 0;
}

static void verr(Parser *ps, int col, const char *fmt, va_list ap)
{
    char msg[512];
    vsnprintf(msg, sizeof msg, fmt, ap);
    Loc loc = ps->start;
    loc.col = col;
    /* past a joined continuation line: a caret under line 1 would mislead */
    if (loc.line_text && col > (int)strlen(loc.line_text) + 1) loc.line_text = NULL;
    error_at(loc, "%s", msg);
    ps->nerr++;
}

__attribute__((format(printf, 3, 4)))
static void perr(Parser *ps, const char *at, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    verr(ps, col_of(ps, at), fmt, ap);
    va_end(ap);
}

/* A warning at at: the directive is ignored (the caller returns false). */
__attribute__((format(printf, 3, 4)))
static void pwarn(Parser *ps, const char *at, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    Loc loc = ps->start;
    loc.col = col_of(ps, at);
    warning_at(loc, "%s", msg);
}

__attribute__((format(printf, 3, 4)))
static void perr_col(Parser *ps, int col, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    verr(ps, col, fmt, ap);
    va_end(ap);
}

static bool is_ident_start(char c) { return isalpha((unsigned char)c) || c == '_'; }
static bool is_ident_char(char c) { return isalnum((unsigned char)c) || c == '_'; }

static size_t ident_len(const char *p)
{
    if (!is_ident_start(*p)) return 0;
    size_t n = 1;
    while (is_ident_char(p[n])) n++;
    return n;
}

/* Length of the token at p, for quoting it in a message. */
static int token_len(const char *p)
{
    int n = 0;
    if (is_ident_char(*p)) {
        while (is_ident_char(p[n]) || p[n] == '.') n++;
        return n;
    }
    return *p ? 1 : 0;
}

static bool word_is(const char *p, size_t n, const char *w)
{
    return strlen(w) == n && !strncmp(p, w, n);
}

/* Blanks, comments and leftover backslash-newlines separate tokens. */
static void skip_ws(Parser *ps)
{
    for (;;) {
        const char *p = ps->p;
        if (isspace((unsigned char)*p)) {
            ps->p++;
        } else if (p[0] == '\\' && (p[1] == '\n' || p[1] == '\r')) {
            ps->p += 2;
        } else if (p[0] == '/' && p[1] == '*') {
            const char *e = strstr(p + 2, "*/");
            ps->p = e ? e + 2 : p + strlen(p);
        } else if (p[0] == '/' && p[1] == '/') {
            ps->p = p + strlen(p);
        } else {
            return;
        }
    }
}

static bool accept(Parser *ps, char c)
{
    skip_ws(ps);
    if (*ps->p != c) return false;
    ps->p++;
    return true;
}

static bool expect(Parser *ps, char c)
{
    if (accept(ps, c)) return true;
    perr(ps, ps->p, "expected '%c'", c);
    return false;
}

/* Trimmed copy of [s, e), or NULL when only blanks remain. */
static char *trimmed(Parser *ps, const char *s, const char *e)
{
    while (s < e && isspace((unsigned char)*s)) s++;
    while (e > s && isspace((unsigned char)e[-1])) e--;
    return e > s ? arena_strndup(ps->a, s, (size_t)(e - s)) : NULL;
}

/* Room for one more element in an arena array that doubles as it fills. */
static void *grow(Arena *a, void *arr, int n, size_t size)
{
    if (n != 0 && (n < 4 || (n & (n - 1)))) return arr;
    size_t cap = n ? 2 * (size_t)n : 4;
    void *p = arena_alloc(a, cap * size);
    if (n) memcpy(p, arr, (size_t)n * size);
    return p;
}

static void add_expr(Parser *ps, Clause *c, const Expr *x)
{
    c->exprs = grow(ps->a, c->exprs, c->nexprs, sizeof *x);
    c->exprs[c->nexprs++] = *x;
}

/* The closest of n names to word, when close enough for a hint.  Ties go
 * to a name that contains the word's letters in order: typos drop letters. */
static const char *closest(const char *word, const char *const *names, int n)
{
    const char *best = NULL;
    int best_score = 1000;
    for (int i = 0; i < n; i++) {
        int d = edit_distance(word, names[i]);
        const char *w = word;
        for (const char *q = names[i]; *q && *w; q++)
            if (*q == *w) w++;
        int score = 2 * d - (*w == '\0');
        if (d <= 2 && d < (int)strlen(word) && score < best_score) {
            best = names[i];
            best_score = score;
        }
    }
    return best;
}

/* ---- expressions ---- */

/* A string or character literal starting at p; returns its closing quote. */
static const char *skip_literal(Parser *ps, const char *p)
{
    char q = *p;
    for (const char *s = p + 1; *s; s++) {
        if (*s == '\\' && s[1]) s++;
        else if (*s == q) return s;
    }
    perr(ps, p, q == '"' ? "unterminated string literal" : "unterminated character constant");
    return NULL;
}

/* Balanced text from the cursor up to a depth-0 character in stops, an
 * unmatched closer, or the end; the ':' of a depth-0 '?:' does not stop it.
 * Leaves the cursor there.  False after reporting a bracket mismatch. */
static bool scan_balanced(Parser *ps, const char *stops)
{
    char want[64];
    int depth = 0, pending_q = 0;
    const char *p = ps->p;
    for (; *p; p++) {
        char c = *p;
        if (c == '"' || c == '\'') {
            if (!(p = skip_literal(ps, p))) return false;
        } else if (c == '(' || c == '[' || c == '{') {
            if (depth == COUNT(want)) {
                perr(ps, p, "expression nested too deeply");
                return false;
            }
            want[depth++] = c == '(' ? ')' : c == '[' ? ']' : '}';
        } else if (c == ')' || c == ']' || c == '}') {
            if (depth == 0) break;
            if (c != want[--depth]) {
                perr(ps, p, "expected '%c'", want[depth]);
                return false;
            }
        } else if (depth == 0 && c == '?') {
            pending_q++;
        } else if (depth == 0 && c == ':' && pending_q) {
            pending_q--;
        } else if (depth == 0 && strchr(stops, c)) {
            break;
        }
    }
    if (depth) {
        perr(ps, p, "expected '%c'", want[depth - 1]);
        return false;
    }
    ps->p = p;
    return true;
}

/* Scan balanced text as above into *out: trimmed, NULL when empty. */
static bool scan_text(Parser *ps, const char *stops, char **out)
{
    skip_ws(ps);
    const char *s = ps->p;
    if (!scan_balanced(ps, stops)) return false;
    *out = trimmed(ps, s, ps->p);
    return true;
}

/* An integer literal, signed, with u/l suffixes: "64", "-1", "0x40u". */
static bool int_literal(const char *s, long long *value)
{
    const char *d = s + (*s == '-' || *s == '+');
    if (!isdigit((unsigned char)*d)) return false;
    char *end;
    errno = 0;
    *value = strtoll(s, &end, 0);
    while (*end == 'u' || *end == 'U' || *end == 'l' || *end == 'L') end++;
    return !*end && errno == 0;
}

/* One of the names f holds already? */
static bool has_name(const ExprFacts *f, const char *p, size_t n)
{
    for (int i = 0; i < f->nnames; i++)
        if (word_is(p, n, f->names[i])) return true;
    return false;
}

/* The facts of a clause expression's text (ExprFacts), lexed once here:
 * identifiers, skipping literals, numbers, comments, sizeof and member
 * names. */
static ExprFacts expr_facts(Parser *ps, const char *text)
{
    ExprFacts f = {0};
    f.is_const = int_literal(text, &f.value);
    bool member = false;        /* the last token was . or -> */
    for (const char *p = text; *p;) {
        size_t n = ident_len(p);
        if (p[n] == '"' || p[n] == '\'') {     /* a literal, after a prefix such as L or u8 */
            const char *q = skip_literal(ps, p + n);
            p = q ? q + 1 : p + strlen(p);
            member = false;
        } else if (n) {
            if (!member && !word_is(p, n, "sizeof") && !has_name(&f, p, n)) {
                f.names = grow(ps->a, f.names, f.nnames, sizeof *f.names);
                f.names[f.nnames++] = arena_strndup(ps->a, p, n);
            }
            p += n;
            member = false;
        } else if (isdigit((unsigned char)*p) || (*p == '.' && isdigit((unsigned char)p[1]))) {
            p++;                /* a pp-number: 1.5e+3f, 0x1p-2 */
            while (is_ident_char(*p) || *p == '.' || ((*p == '+' || *p == '-') && strchr("eEpP", p[-1]))) p++;
            member = false;
        } else if (p[0] == '/' && (p[1] == '*' || p[1] == '/')) {      /* a comment */
            const char *e = p[1] == '*' ? strstr(p + 2, "*/") : NULL;
            p = e ? e + 2 : p + strlen(p);
        } else if (!isspace((unsigned char)*p)) {
            member = *p == '.' || (p[0] == '-' && p[1] == '>');
            p += 1 + (p[0] == '-' && p[1] == '>');
        } else {
            p++;
        }
    }
    return f;
}

/* expr = balanced text up to a depth-0 character in stops
 * ctx completes "expected an expression ...": "in clause 'if'". */
static Expr *parse_expr(Parser *ps, const char *stops, const char *ctx)
{
    skip_ws(ps);
    const char *s = ps->p;
    char *text;
    if (!scan_text(ps, stops, &text)) return NULL;
    if (!text) {
        perr(ps, ps->p, "expected an expression %s", ctx);
        return NULL;
    }
    Expr *x = arena_alloc(ps->a, sizeof *x);
    x->text = text;
    x->col = col_of(ps, s);
    x->facts = expr_facts(ps, text);
    return x;
}

static const char *clause_ctx(Parser *ps, const Clause *c)
{
    return arena_printf(ps->a, "in clause '%s'", clause_name(c->kind));
}

/* An "ident :" prefix such as "readonly:" or "num:": returns the ident
 * and moves past the colon, or returns NULL and moves nowhere.  *at is
 * where the argument starts either way. */
static const char *parse_modifier(Parser *ps, const char **at)
{
    skip_ws(ps);
    *at = ps->p;
    size_t n = ident_len(ps->p);
    const char *q = ps->p + n;
    while (isspace((unsigned char)*q)) q++;
    if (!n || q[0] != ':' || q[1] == ':') return NULL;
    const char *m = arena_strndup(ps->a, ps->p, n);
    ps->p = q + 1;
    return m;
}

/* ---- variable lists ---- */

/* subscript = "[" expr? (":" expr?)? "]"  (the cursor is past the '[') */
static bool parse_subscript(Parser *ps, VarItem *v)
{
    Subscript sub = {0};
    skip_ws(ps);
    sub.lb_col = col_of(ps, ps->p);
    if (!scan_text(ps, ":],", &sub.lb)) return false;
    if (*ps->p == ':') {
        ps->p++;
        skip_ws(ps);
        sub.len_col = col_of(ps, ps->p);
        if (!scan_text(ps, ":],", &sub.len)) return false;
        if (*ps->p != ']') {
            perr(ps, ps->p, "expected ']'");
            return false;
        }
    } else if (*ps->p != ']') {
        perr(ps, ps->p, "expected ':' or ']'");
        return false;
    } else if (!sub.lb) {
        perr(ps, ps->p, "expected an index or a range in '[]'");
        return false;
    } else {
        sub.is_index = true;
    }
    ps->p++;
    if (sub.lb) sub.lb_facts = expr_facts(ps, sub.lb);
    if (sub.len) sub.len_facts = expr_facts(ps, sub.len);
    v->subs = grow(ps->a, v->subs, v->nsub, sizeof sub);
    v->subs[v->nsub++] = sub;
    return true;
}

/* Report the list item at s as something other than a variable. */
static bool not_a_var(Parser *ps, const char *s, const char *ctx)
{
    if (!*ps->p) {
        perr(ps, ps->p, "expected ')'");
        return false;
    }
    ps->p = s;
    if (!scan_balanced(ps, ",)")) return false;
    const char *e = ps->p;
    while (e > s && isspace((unsigned char)e[-1])) e--;
    if (e == s) perr(ps, s, "expected a variable %s", ctx);
    else perr(ps, s, "'%.*s' %s is not a variable or subarray", (int)(e - s), s, ctx);
    return false;
}

static bool has_range(const VarItem *v)
{
    for (int i = 0; i < v->nsub; i++)
        if (!v->subs[i].is_index) return true;
    return false;
}

/* var = ident ("." ident | "->" ident | "[" subscript)*
 * Subscripts followed by a member access stay in the base (p[i].q); only
 * the trailing ones become subs. */
static bool parse_var(Parser *ps, VarItem *v, const char *ctx)
{
    skip_ws(ps);
    const char *s = ps->p, *tail = NULL;
    if (!ident_len(s)) return not_a_var(ps, s, ctx);
    ps->p += ident_len(s);
    for (;;) {
        skip_ws(ps);
        const char *p = ps->p;
        int member = p[0] == '.' ? 1 : p[0] == '-' && p[1] == '>' ? 2 : 0;
        if (*p == '[') {
            tail = tail ? tail : p;
            ps->p++;
            if (!parse_subscript(ps, v)) return false;
        } else if (member) {
            if (has_range(v)) {
                perr(ps, p, "a subarray range must come last in a variable");
                return false;
            }
            v->nsub = 0;
            tail = NULL;
            ps->p += member;
            skip_ws(ps);
            if (!ident_len(ps->p)) return not_a_var(ps, s, ctx);
            ps->p += ident_len(ps->p);
        } else {
            break;
        }
    }
    if (*ps->p != ',' && *ps->p != ')') return not_a_var(ps, s, ctx);
    v->text = trimmed(ps, s, ps->p);
    v->base = trimmed(ps, s, tail ? tail : ps->p);
    v->col = col_of(ps, s);
    return true;
}

/* var-list = var ("," var)* */
static bool parse_var_list(Parser *ps, VarItem **vars, int *n, const char *ctx)
{
    skip_ws(ps);
    if (*ps->p == ')') {
        perr(ps, ps->p, "empty variable list %s", ctx);
        return false;
    }
    do {
        VarItem v = {0};
        if (!parse_var(ps, &v, ctx)) return false;
        *vars = grow(ps->a, *vars, *n, sizeof v);
        (*vars)[(*n)++] = v;
    } while (accept(ps, ','));
    return true;
}

/* data-modifier = ("readonly" | "zero") ":"; allow says which are valid */
static bool parse_data_modifier(Parser *ps, Clause *c, unsigned allow, const char *what)
{
    const char *at, *m = parse_modifier(ps, &at);
    if (!m) return true;
    bool ro = !strcmp(m, "readonly"), zero = !strcmp(m, "zero");
    if ((ro && (allow & F_READONLY)) || (zero && (allow & F_ZERO))) {
        c->readonly = ro;
        c->zero = zero;
        return true;
    }
    if (ro || zero) perr(ps, at, "modifier '%s' is not allowed on %s", m, what);
    else perr(ps, at, "unknown modifier '%s' on %s", m, what);
    return false;
}

/* var-clause = "(" data-modifier? var-list ")" */
static bool parse_var_clause(Parser *ps, Clause *c)
{
    const char *what = arena_printf(ps->a, "clause '%s'", clause_name(c->kind));
    return parse_data_modifier(ps, c, clause_info[c->kind].flags, what) &&
           parse_var_list(ps, &c->vars, &c->nvars, clause_ctx(ps, c)) && expect(ps, ')');
}

/* ---- clause arguments ---- */

/* expr-args = "(" expr ("," expr)* ")"  (at most max_args of them) */
static bool parse_expr_args(Parser *ps, Clause *c)
{
    int max = clause_info[c->kind].max_args;
    do {
        skip_ws(ps);
        if (max && c->nexprs == max) {
            if (max == 1)
                perr(ps, ps->p, "clause '%s' takes one argument", clause_name(c->kind));
            else
                perr(ps, ps->p, "clause '%s' takes at most %d arguments",
                     clause_name(c->kind), max);
            return false;
        }
        Expr *x = parse_expr(ps, ",)", clause_ctx(ps, c));
        if (!x) return false;
        add_expr(ps, c, x);
    } while (accept(ps, ','));
    return expect(ps, ')');
}

/* wait-arg = ("devnum" ":" expr ":")? ("queues" ":")? expr ("," expr)* ")" */
static bool parse_wait_arg(Parser *ps, Clause *c, const char *ctx)
{
    const char *at, *m = parse_modifier(ps, &at);
    if (m && !strcmp(m, "devnum")) {
        if (!(c->wait_devnum = parse_expr(ps, ":,)", "after 'devnum:'"))) return false;
        skip_ws(ps);
        if (*ps->p != ':') {
            perr(ps, ps->p, "expected ':' after the 'devnum' expression");
            return false;
        }
        ps->p++;
        m = parse_modifier(ps, &at);
    }
    if (m && !strcmp(m, "queues")) {
        c->wait_queues_kw = true;
        m = NULL;
    }
    if (m) {
        perr(ps, at, "unknown wait argument '%s'; expected 'devnum' or 'queues'", m);
        return false;
    }
    do {
        Expr *x = parse_expr(ps, ",)", ctx);
        if (!x) return false;
        add_expr(ps, c, x);
    } while (accept(ps, ','));
    return expect(ps, ')');
}

/* The operator token at p: an identifier or a run of operator characters. */
static size_t op_len(const char *p)
{
    size_t n = ident_len(p);
    if (n) return n;
    while (n < 3 && p[n] && strchr("+-*/%&|^!<>=~", p[n])) n++;
    return n;
}

/* reduction = "(" op ":" var-list ")"
 * op = "+" | "*" | "max" | "min" | "&" | "|" | "^" | "&&" | "||" */
static bool parse_reduction(Parser *ps, Clause *c)
{
    skip_ws(ps);
    const char *at = ps->p, *q = at + op_len(at);
    int n = (int)(q - at);
    for (int op = RED_ADD; op < COUNT(redop_names); op++)
        if (word_is(at, (size_t)n, redop_names[op])) c->op = (RedOp)op;
    while (isspace((unsigned char)*q)) q++;
    if (c->op == RED_NONE) {
        if (!n || (is_ident_start(*at) && *q != ':'))
            perr(ps, at, "clause 'reduction' needs an operator and a colon, "
                 "as in 'reduction(+:sum)'");
        else
            perr(ps, at, "invalid reduction operator '%.*s'; "
                 "expected one of + * max min & | ^ && ||", n, at);
        return false;
    }
    ps->p = q;
    if (*ps->p != ':') {
        perr(ps, ps->p, "expected ':' after reduction operator '%s'", redop_name(c->op));
        return false;
    }
    ps->p++;
    return parse_var_list(ps, &c->vars, &c->nvars, clause_ctx(ps, c)) && expect(ps, ')');
}

/* default = "(" ("none" | "present") ")" */
static bool parse_default(Parser *ps, Clause *c)
{
    skip_ws(ps);
    const char *at = ps->p;
    size_t n = ident_len(at);
    if (word_is(at, n, "none")) c->dflt = DEFAULT_NONE;
    else if (word_is(at, n, "present")) c->dflt = DEFAULT_PRESENT;
    if (c->dflt == DEFAULT_UNSET) {
        perr(ps, at, "invalid default '%.*s'; expected 'none' or 'present'",
             n ? (int)n : token_len(at), at);
        return false;
    }
    ps->p += n;
    return expect(ps, ')');
}

/* A literal that is not a positive integer: "0", "-1", "2.5". */
static bool bad_int_literal(const Expr *x)
{
    const char *d = x->text + (*x->text == '-' || *x->text == '+');
    return isdigit((unsigned char)*d) && (!x->facts.is_const || x->facts.value <= 0);
}

/* collapse = "(" ("force" ":")? int-const ")" */
static bool parse_collapse(Parser *ps, Clause *c)
{
    const char *at, *m = parse_modifier(ps, &at);
    if (m && strcmp(m, "force")) {
        perr(ps, at, "unknown modifier '%s' on clause 'collapse'; expected 'force'", m);
        return false;
    }
    c->force = m != NULL;
    Expr *x = parse_expr(ps, ",)", "in clause 'collapse'");
    if (!x) return false;
    add_expr(ps, c, x);
    if (bad_int_literal(x)) {
        perr_col(ps, x->col, "the argument of 'collapse' must be a positive integer "
                 "constant, not '%s'", x->text);
        return false;
    }
    return expect(ps, ')');
}

/* gang-args = "(" gang-arg ("," gang-arg)* ")"
 * gang-arg = ("num" ":")? expr | "static" ":" (expr | "*") | "dim" ":" expr */
static bool parse_gang(Parser *ps, Clause *c)
{
    do {
        const char *at, *m = parse_modifier(ps, &at);
        Expr **slot = !m || !strcmp(m, "num") ? &c->gang_num :
                      !strcmp(m, "static") ? &c->gang_static :
                      !strcmp(m, "dim") ? &c->gang_dim : NULL;
        if (!slot) {
            perr(ps, at, "unknown gang argument '%s'; expected 'num', 'static' or 'dim'", m);
            return false;
        }
        if (*slot) {
            perr(ps, at, "gang argument '%s' appears more than once", m ? m : "num");
            return false;
        }
        if (!(*slot = parse_expr(ps, ",)", "in clause 'gang'"))) return false;
        if (slot == &c->gang_static && !strcmp((*slot)->text, "*"))
            c->gang_static_star = true;
    } while (accept(ps, ','));
    return expect(ps, ')');
}

/* worker-args = "(" ("num" ":")? expr ")"
 * vector-args = "(" ("length" ":")? expr ")" */
static bool parse_worker_vector(Parser *ps, Clause *c)
{
    const char *want = c->kind == CL_WORKER ? "num" : "length";
    const char *at, *m = parse_modifier(ps, &at);
    if (m && strcmp(m, want)) {
        perr(ps, at, "unknown %s argument '%s'; expected '%s'", clause_name(c->kind), m, want);
        return false;
    }
    Expr *x = parse_expr(ps, ",)", clause_ctx(ps, c));
    if (!x) return false;
    add_expr(ps, c, x);
    return expect(ps, ')');
}

/* Whether device_type opens a group of clauses here (not on init,
 * shutdown and set, where it names the device to act on). */
static bool dtype_groups(DirKind k)
{
    return k != DIR_INIT && k != DIR_SHUTDOWN && k != DIR_SET;
}

/* dtype-args = "(" ("*" | ident) ("," ("*" | ident))* ")"
 * The group text is the names joined by ',': "nvidia", "*", "host,nvidia". */
static bool parse_dtype(Parser *ps, Clause *c)
{
    char *group = NULL;
    do {
        skip_ws(ps);
        size_t n = *ps->p == '*' ? 1 : ident_len(ps->p);
        if (!n) {
            perr(ps, ps->p, "expected a device type name or '*' in clause 'device_type'");
            return false;
        }
        Expr x = {.text = arena_strndup(ps->a, ps->p, n), .col = col_of(ps, ps->p)};    /* a name: no facts */
        add_expr(ps, c, &x);
        group = group ? arena_printf(ps->a, "%s,%s", group, x.text) : x.text;
        ps->p += n;
    } while (accept(ps, ','));
    if (dtype_groups(ps->d->kind)) ps->dtype = group;
    return expect(ps, ')');
}

/* bind-args = "(" (ident | string-literal) ")"  (kept as written) */
static bool parse_bind(Parser *ps, Clause *c)
{
    skip_ws(ps);
    const char *s = ps->p;
    size_t n = ident_len(s);
    if (!n && *s == '"') {
        const char *e = skip_literal(ps, s);
        if (!e) return false;
        n = (size_t)(e + 1 - s);
    }
    if (!n) {
        perr(ps, s, "expected a name or a string in clause 'bind'");
        return false;
    }
    Expr x = {.text = arena_strndup(ps->a, s, n), .col = col_of(ps, s)};    /* a name: no facts */
    add_expr(ps, c, &x);
    ps->p = s + n;
    return expect(ps, ')');
}

/* ranges = ("[" expr ":" expr "]")+ ")": size's [lo:len], halo's [below:above]; each
 * range's two expressions go to exprs in order */
static bool parse_ranges(Parser *ps, Clause *c)
{
    const char *ctx = clause_ctx(ps, c);
    skip_ws(ps);
    if (*ps->p != '[') {
        perr(ps, ps->p, "expected '[' to begin a range %s", ctx);
        return false;
    }
    while (accept(ps, '[')) {
        Expr *a = parse_expr(ps, ":]", ctx);
        if (!a) return false;
        if (!accept(ps, ':')) {
            perr(ps, ps->p, "expected ':' between the two bounds of a range %s", ctx);
            return false;
        }
        Expr *b = parse_expr(ps, "]", ctx);
        if (!b || !expect(ps, ']')) return false;
        add_expr(ps, c, a);
        add_expr(ps, c, b);
        skip_ws(ps);
    }
    return expect(ps, ')');
}

/* What a clause's missing parenthesis should have held. */
static const char *shape_wants(int shape)
{
    switch (shape) {
    case SH_VARS: return "variable list";
    case SH_REDUCTION: return "'operator:variable-list'";
    case SH_DEFAULT: return "'none' or 'present'";
    case SH_DTYPE: return "device type list";
    case SH_RANGES: return "list of '[lo:len]' ranges";
    default: return "argument";
    }
}

/* clause-args = "(" ... ")", shaped by the clause; optional for some */
static bool parse_clause_args(Parser *ps, Clause *c, const char *name_at)
{
    int shape = clause_info[c->kind].shape;
    if (shape == SH_SELF) shape = ps->d->kind == DIR_UPDATE ? SH_VARS : SH_OPT_EXPR;
    skip_ws(ps);
    bool paren = *ps->p == '(';
    bool optional = shape == SH_OPT_EXPR || shape == SH_WAIT || shape == SH_GANG ||
                    shape == SH_WORKER || shape == SH_VECTOR;
    if (shape == SH_NONE && paren) {
        perr(ps, ps->p, "clause '%s' takes no arguments", clause_name(c->kind));
        return false;
    }
    if (shape != SH_NONE && !optional && !paren) {
        perr(ps, name_at, "clause '%s' requires a parenthesised %s",
             clause_name(c->kind), shape_wants(shape));
        return false;
    }
    if (!paren) return true;
    ps->p++;
    c->has_arg = true;
    switch (shape) {
    case SH_OPT_EXPR: case SH_EXPRS: return parse_expr_args(ps, c);
    case SH_VARS: return parse_var_clause(ps, c);
    case SH_WAIT: return parse_wait_arg(ps, c, "in clause 'wait'");
    case SH_REDUCTION: return parse_reduction(ps, c);
    case SH_DEFAULT: return parse_default(ps, c);
    case SH_COLLAPSE: return parse_collapse(ps, c);
    case SH_GANG: return parse_gang(ps, c);
    case SH_WORKER: case SH_VECTOR: return parse_worker_vector(ps, c);
    case SH_DTYPE: return parse_dtype(ps, c);
    case SH_BIND: return parse_bind(ps, c);
    case SH_RANGES: return parse_ranges(ps, c);
    default: gw_bug("clause shape");
    }
}

/* ---- clauses ---- */

/* Is clause k one of this line's family (acc or pacc)?  async is both's. */
static bool in_family(const Parser *ps, int k)
{
    return k == CL_ASYNC || !!(clause_info[k].flags & F_PACC) == ps->pacc;
}

static int lookup_clause(const Parser *ps, const char *p, size_t n)
{
    for (int k = 0; k < CL__COUNT; k++)
        if (in_family(ps, k) && word_is(p, n, clause_info[k].name)) return k;
    for (int i = 0; !ps->pacc && i < COUNT(clause_aliases); i++)
        if (word_is(p, n, clause_aliases[i].name)) return (int)clause_aliases[i].kind;
    return -1;
}

static void unknown_clause(Parser *ps, const char *at, size_t n)
{
    const char *names[CL__COUNT + COUNT(clause_aliases)];
    int m = 0;
    for (int k = 0; k < CL__COUNT; k++)
        if (in_family(ps, k)) names[m++] = clause_info[k].name;
    for (int i = 0; !ps->pacc && i < COUNT(clause_aliases); i++) names[m++] = clause_aliases[i].name;
    const char *word = arena_strndup(ps->a, at, n);
    const char *hint = closest(word, names, m);
    if (hint) perr(ps, at, "unknown clause '%s'; did you mean '%s'?", word, hint);
    else perr(ps, at, "unknown clause '%s'", word);
}

/* Whether clause c may appear here, also after a device_type clause. */
static void check_allowed(Parser *ps, const Clause *c, const char *at)
{
    DirKind dk = ps->d->kind;
    int ok = allowed[dk][c->kind];
    if (!ok)
        perr(ps, at, "clause '%s' is not allowed on the '%s' %s",
             clause_name(c->kind), dir_name(dk), dir_noun(dk));
    else if (c->dtype && ok != T && c->kind != CL_DEVICE_TYPE)
        perr(ps, at, "clause '%s' may not follow 'device_type' on the '%s' %s",
             clause_name(c->kind), dir_name(dk), dir_noun(dk));
}

/* clause = clause-name clause-args? */
static Clause *parse_clause(Parser *ps)
{
    const char *at = ps->p;
    size_t n = ident_len(at);
    int k = lookup_clause(ps, at, n);
    if (k < 0) {
        unknown_clause(ps, at, n);
        return NULL;
    }
    ps->p += n;
    Clause *c = arena_alloc(ps->a, sizeof *c);
    c->kind = (ClauseKind)k;
    c->col = col_of(ps, at);
    c->dtype = k == CL_DEVICE_TYPE ? NULL : ps->dtype;
    check_allowed(ps, c, at);
    if (!parse_clause_args(ps, c, at)) return NULL;
    DirKind dk = ps->d->kind;
    for (int i = 0; i < c->nexprs && k != CL_TILE && k != CL_DEVICE_TYPE; i++)   /* tile(*), gang(static:*) */
        if (c->exprs[i].text && !strcmp(c->exprs[i].text, "*"))
            perr_col(ps, c->exprs[i].col, "'*' is not an argument of '%s'; only 'tile' and 'gang(static:*)' "
                     "take it", clause_name(c->kind));
    if ((c->gang_num && c->gang_num->text && !strcmp(c->gang_num->text, "*"))
        || (c->gang_dim && c->gang_dim->text && !strcmp(c->gang_dim->text, "*")))
        perr_col(ps, (c->gang_num ? c->gang_num : c->gang_dim)->col, "'*' is not an argument of 'gang' but "
                 "of 'gang(static:*)'");
    if ((k == CL_DIM && (!c->exprs[0].facts.is_const || c->exprs[0].facts.value <= 0)) ||
        ((k == CL_CHUNKS || k == CL_DEPTH) && bad_int_literal(&c->exprs[0])))
        perr_col(ps, c->exprs[0].col, "the argument of '%s' must be a positive integer%s, not '%s'",
                 clause_name(c->kind), k == CL_DIM ? " constant" : "", c->exprs[0].text);
    if (k == CL_NUM_GANGS && c->nexprs > 1 && (dk == DIR_KERNELS || dk == DIR_KERNELS_LOOP))
        perr_col(ps, c->exprs[1].col, "the '%s' construct takes only one 'num_gangs' argument",
                 dir_name(dk));
    return c;
}

/* clause-list = (clause (","? clause)*)? */
static bool parse_clause_list(Parser *ps, Directive *d)
{
    Clause **tail = &d->clauses;
    for (bool first = true;; first = false) {
        skip_ws(ps);
        if (!*ps->p) return true;
        if (!first && *ps->p == ',') {
            ps->p++;
            skip_ws(ps);
        }
        if (!ident_len(ps->p)) {
            if (*ps->p) perr(ps, ps->p, "expected a clause, found '%.*s'", token_len(ps->p), ps->p);
            else perr(ps, ps->p, "expected a clause after ','");
            return false;
        }
        Clause *c = parse_clause(ps);
        if (!c) return false;
        *tail = c;
        tail = &c->next;
    }
}

/* ---- directive heads ---- */

/* wait-head = ("(" wait-arg)? */
static bool parse_wait_head(Parser *ps, Directive *d)
{
    if (!accept(ps, '(')) return true;
    d->args = arena_alloc(ps->a, sizeof *d->args);
    d->args->kind = CL_WAIT;
    d->args->has_arg = true;
    d->args->col = col_of(ps, ps->name_at);
    return parse_wait_arg(ps, d->args, "in the 'wait' directive");
}

/* cache-head = "(" ("readonly" ":")? var-list ")" */
static bool parse_cache_head(Parser *ps, Directive *d)
{
    if (!accept(ps, '(')) {
        perr(ps, ps->name_at, "'cache' requires a parenthesised variable list");
        return false;
    }
    Clause *c = d->args = arena_alloc(ps->a, sizeof *d->args);
    c->kind = CL_PRIVATE;
    c->has_arg = true;
    c->col = col_of(ps, ps->name_at);
    return parse_data_modifier(ps, c, F_READONLY, "the 'cache' directive") &&
           parse_var_list(ps, &c->vars, &c->nvars, "in the 'cache' directive") &&
           expect(ps, ')');
}

/* routine-head = ("(" ident ")")? */
static bool parse_routine_head(Parser *ps, Directive *d)
{
    if (!accept(ps, '(')) return true;
    skip_ws(ps);
    size_t n = ident_len(ps->p);
    if (!n) {
        perr(ps, ps->p, "expected a function name in 'routine(...)'");
        return false;
    }
    d->routine_name = arena_strndup(ps->a, ps->p, n);
    ps->p += n;
    return expect(ps, ')');
}

/* atomic-head = ("read" | "write" | "update" | "capture")? */
static bool parse_atomic_head(Parser *ps, Directive *d)
{
    skip_ws(ps);
    const char *at = ps->p;
    size_t n = ident_len(at);
    for (int k = 0; k < COUNT(atomic_names); k++) {
        if (word_is(at, n, atomic_names[k])) {
            d->atomic = (AtomicKind)k;
            ps->p += n;
            return true;
        }
    }
    if (!n || lookup_clause(ps, at, n) >= 0) return true;
    const char *word = arena_strndup(ps->a, at, n);
    const char *hint = closest(word, atomic_names, COUNT(atomic_names));
    if (hint) perr(ps, at, "unknown atomic kind '%s'; did you mean '%s'?", word, hint);
    else perr(ps, at, "unknown atomic kind '%s'; expected 'read', 'write', 'update' "
              "or 'capture'", word);
    return false;
}

/* dir-head: what follows the name of wait, cache, routine and atomic */
static bool parse_dir_head(Parser *ps, Directive *d)
{
    switch (d->kind) {
    case DIR_WAIT: return parse_wait_head(ps, d);
    case DIR_CACHE: return parse_cache_head(ps, d);
    case DIR_ROUTINE: return parse_routine_head(ps, d);
    case DIR_ATOMIC: return parse_atomic_head(ps, d);
    default: return true;
    }
}

static void unknown_directive(Parser *ps, const char *at, size_t n)
{
    const char *names[DIR__COUNT];
    int m = 0;
    for (int k = 0; k < DIR__COUNT; k++)
        if (!dir_is_combined((DirKind)k) && dir_is_pacc((DirKind)k) == ps->pacc)
            names[m++] = dir_names[k] + (ps->pacc ? 5 : 0);     /* "pacc pipeline": "pipeline" */
    const char *word = arena_strndup(ps->a, at, n);
    const char *hint = closest(word, names, m);
    if (ps->pacc) {
        if (hint) perr(ps, at, "unknown pacc directive '%s'; did you mean '%s'?", word, hint);
        else perr(ps, at, "unknown pacc directive '%s'", word);
        return;
    }
    /* gcc ignores a '#pragma acc' it does not know (-Wunknown-pragmas): so
       do we, always saying so, since the code after it then runs as written */
    pwarn(ps, at, "ignoring '#pragma acc %s': unknown OpenACC directive%s%s%s", word, hint ? "; did you mean '" : "",
          hint ? hint : "", hint ? "'?" : "");
}

/* dir-name = ("parallel" | "kernels" | "serial") "loop"? | "loop" | "data"
 *          | "enter" "data" | "exit" "data" | "host_data" | "update" | "wait"
 *          | "cache" | "atomic" | "routine" | "declare" | "init" | "shutdown"
 *          | "set" */
static bool parse_dir_name(Parser *ps, Directive *d)
{
    static const DirKind with_loop[] = {
        [DIR_PARALLEL] = DIR_PARALLEL_LOOP, [DIR_KERNELS] = DIR_KERNELS_LOOP,
        [DIR_SERIAL] = DIR_SERIAL_LOOP,
    };
    skip_ws(ps);
    const char *at = ps->name_at = ps->p;
    size_t n = ident_len(at);
    int k = -1;
    for (int i = 0; i < DIR__COUNT; i++) {
        if (dir_is_pacc((DirKind)i) != ps->pacc)
            continue;
        if (word_is(at, n, dir_names[i] + (ps->pacc ? 5 : 0)) || (i == DIR_ENTER_DATA && word_is(at, n, "enter")) ||
            (i == DIR_EXIT_DATA && word_is(at, n, "exit")))
            k = i;
    }
    if (!n && ps->pacc) {
        perr(ps, at, "expected 'init', 'pipeline' or 'loop' after '#pragma pacc'");
        return false;
    }
    if (!n) {                   /* ignored, as gcc does (unknown_directive) */
        pwarn(ps, at, "ignoring '#pragma acc' without a directive name");
        return false;
    }
    if (k < 0) {
        unknown_directive(ps, at, n);
        return false;
    }
    ps->p += n;
    d->kind = (DirKind)k;
    skip_ws(ps);
    size_t m = ident_len(ps->p);
    if (k == DIR_ENTER_DATA || k == DIR_EXIT_DATA) {
        if (!word_is(ps->p, m, "data")) {
            perr(ps, ps->p, "expected 'data' after '%.*s'", (int)n, at);
            return false;
        }
        ps->p += m;
    } else if (!ps->pacc && k <= DIR_SERIAL && word_is(ps->p, m, "loop")) {
        d->kind = with_loop[k];
        ps->p += m;
    }
    return true;
}

/* prefix = "#" "pragma" ("acc" | "pacc") */
static bool parse_prefix(Parser *ps)
{
    skip_ws(ps);
    bool ok = accept(ps, '#');
    if (ok) {
        skip_ws(ps);
        ok = word_is(ps->p, ident_len(ps->p), "pragma");
    }
    if (ok) {
        ps->p += 6;
        skip_ws(ps);
        ps->pacc = word_is(ps->p, ident_len(ps->p), "pacc");
        ok = ps->pacc || word_is(ps->p, ident_len(ps->p), "acc");
    }
    if (!ok) {
        perr(ps, ps->p, "expected '#pragma acc'");
        return false;
    }
    ps->p += ps->pacc ? 4 : 3;
    return true;
}

/* ---- whole-directive checks ---- */

static bool same_group(const char *a, const char *b)
{
    return a == b || (a && b && !strcmp(a, b));
}

static bool is_once(DirKind dk, ClauseKind k)
{
    if (k == CL_SELF) return dk != DIR_UPDATE;
    return (clause_info[k].flags & F_ONCE) || (k == CL_DEVICE_TYPE && dk == DIR_SET);
}

static bool conflicts(DirKind dk, ClauseKind a, ClauseKind b)
{
    if (dk == DIR_ROUTINE) {
        bool la = a == CL_GANG || a == CL_WORKER || a == CL_VECTOR || a == CL_SEQ;
        bool lb = b == CL_GANG || b == CL_WORKER || b == CL_VECTOR || b == CL_SEQ;
        return la && lb && a != b;
    }
    for (int i = 0; i < COUNT(loop_conflicts); i++)
        if ((a == loop_conflicts[i][0] && b == loop_conflicts[i][1]) ||
            (b == loop_conflicts[i][0] && a == loop_conflicts[i][1]))
            return true;
    return false;
}

/* A clause repeated, or clashing with an earlier one, in its group. */
static void check_against_earlier(Parser *ps, const Directive *d, const Clause *c)
{
    for (const Clause *e = d->clauses; e != c; e = e->next) {
        if (!same_group(e->dtype, c->dtype)) continue;
        if (e->kind == c->kind && is_once(d->kind, c->kind)) {
            perr_col(ps, c->col, "clause '%s' appears more than once", clause_name(c->kind));
            return;
        }
        if (conflicts(d->kind, e->kind, c->kind)) {
            perr_col(ps, c->col, "clause '%s' conflicts with '%s'",
                     clause_name(c->kind), clause_name(e->kind));
            return;
        }
        /* OpenACC 3.3 section 2.5.4: no reduction with several gang dimensions */
        const Clause *ng = e->kind == CL_NUM_GANGS ? e : c->kind == CL_NUM_GANGS ? c : NULL;
        const Clause *rd = e->kind == CL_REDUCTION ? e : c->kind == CL_REDUCTION ? c : NULL;
        if (ng && rd && ng->nexprs > 1 && (d->kind == DIR_PARALLEL || d->kind == DIR_PARALLEL_LOOP)) {
            perr_col(ps, c->col, "a 'reduction' clause is not allowed on a 'parallel' construct whose 'num_gangs' "
                     "has more than one argument");
            return;
        }
    }
}

/* A variable twice in 'private' or 'reduction' clauses, or in
 * 'firstprivate' or 'use_device' clauses (gcc: "appears more than once in
 * data clauses"):
 * each would declare the thread's copy, or the device address, again. */
static int twice_group(ClauseKind k)
{
    return k == CL_PRIVATE || k == CL_REDUCTION ? 1 : k == CL_FIRSTPRIVATE ? 2 : k == CL_USE_DEVICE ? 3 : 0;
}

static void check_private_twice(Parser *ps, const Directive *d, const Clause *c)
{
    int g = twice_group(c->kind);
    if (!g) return;
    for (int i = 0; i < c->nvars; i++) {
        const VarItem *v = &c->vars[i];
        for (const Clause *e = d->clauses; e; e = e->next) {
            if (twice_group(e->kind) != g) continue;
            int n = e == c ? i : e->nvars;
            /* private(t, t[0:n]): both would declare t's copy (a reduction's
               sections of one array may be several) */
            bool sections = c->kind == CL_REDUCTION || e->kind == CL_REDUCTION;
            for (int j = 0; j < n; j++) {
                if ((sections && (v->nsub || e->vars[j].nsub)) || strcmp(v->base, e->vars[j].base)) continue;
                if (e->kind == c->kind)
                    perr_col(ps, v->col, "'%s' appears more than once in '%s' clauses", v->base,
                             clause_name(c->kind));
                else
                    perr_col(ps, v->col, "'%s' appears in both 'private' and 'reduction' clauses", v->base);
                return;
            }
            if (e == c) break;
        }
    }
}

static bool has_clause(const Directive *d, ClauseKind k)
{
    for (const Clause *c = d->clauses; c; c = c->next)
        if (c->kind == k) return true;
    return false;
}

static bool has_data_clause(const Directive *d)
{
    for (const Clause *c = d->clauses; c; c = c->next)
        if (clause_info[c->kind].flags & F_DATA) return true;
    return false;
}

/* A pipeline names its arrays (whole variables, each once), gives their
 * ranges in size, and a halo range for each of them when it gives one. */
static void check_pipeline(Parser *ps, const Directive *d)
{
    const Clause *size = dir_find(d, CL_SIZE), *halo = dir_find(d, CL_HALO);
    if (!has_clause(d, CL_TARGETIN) && !has_clause(d, CL_TARGETINOUT))
        perr(ps, ps->name_at, "'pacc pipeline' needs its arrays in 'targetin' or 'targetinout'");
    if (!size)
        perr(ps, ps->name_at, "'pacc pipeline' needs a 'size' clause: each dimension's [lo:len], outermost first");
    else if (halo && halo->nexprs != size->nexprs)
        perr_col(ps, halo->col, "'halo' gives %d range%s but 'size' gives %d", halo->nexprs / 2,
                 halo->nexprs == 2 ? "" : "s", size->nexprs / 2);
    for (const Clause *c = d->clauses; c; c = c->next) {
        if (c->kind != CL_TARGETIN && c->kind != CL_TARGETINOUT) continue;
        for (int i = 0; i < c->nvars; i++) {
            const VarItem *v = &c->vars[i];
            if (v->nsub) {
                perr_col(ps, v->col, "'%s' in '%s' must be a whole array: 'size' gives its ranges", v->text,
                         clause_name(c->kind));
                continue;
            }
            bool twice = false;     /* an earlier item of either list names it too */
            for (const Clause *e = d->clauses; e && !twice; e = e->next) {
                if (e->kind != CL_TARGETIN && e->kind != CL_TARGETINOUT) continue;
                for (int j = 0; j < (e == c ? i : e->nvars) && !twice; j++)
                    twice = !strcmp(e->vars[j].text, v->text);
                if (e == c) break;
            }
            if (twice)
                perr_col(ps, v->col, "'%s' is named twice in the pipeline's array lists", v->text);
        }
    }
}

/* Clauses the spec requires on some directives. */
static void check_required(Parser *ps, const Directive *d)
{
    const char *at = ps->name_at, *name = dir_name(d->kind);
    switch (d->kind) {
    case DIR_DATA:
        if (!has_data_clause(d) && !has_clause(d, CL_DEFAULT))
            perr(ps, at, "'data' needs at least one data clause or a 'default' clause");
        break;
    case DIR_ENTER_DATA: case DIR_EXIT_DATA:
        if (!has_data_clause(d)) perr(ps, at, "'%s' needs at least one data clause", name);
        break;
    case DIR_UPDATE:
        if (!has_clause(d, CL_SELF) && !has_clause(d, CL_HOST) && !has_clause(d, CL_DEVICE))
            perr(ps, at, "'update' needs at least one 'self', 'host' or 'device' clause");
        break;
    case DIR_HOST_DATA:
        if (!has_clause(d, CL_USE_DEVICE)) perr(ps, at, "'host_data' needs a 'use_device' clause");
        break;
    case DIR_SET:
        if (!has_clause(d, CL_DEFAULT_ASYNC) && !has_clause(d, CL_DEVICE_NUM) &&
            !has_clause(d, CL_DEVICE_TYPE))
            perr(ps, at, "'set' needs a 'default_async', 'device_num' or 'device_type' clause");
        break;
    case DIR_DECLARE:
        if (!d->clauses) perr(ps, at, "'declare' needs at least one clause");
        break;
    case DIR_PACC_PIPELINE:
        check_pipeline(ps, d);
        break;
    case DIR_PACC_LOOP:
        if (!has_clause(d, CL_DIM)) perr(ps, at, "'pacc loop' needs a 'dim' clause: its loop's level, 1 innermost");
        break;
    default:
        break;
    }
}

/* ---- entry points ---- */

/* directive = prefix dir-name dir-head clause-list */
Directive *dir_parse(Arena *a, const char *text, Loc start)
{
    Directive *d = arena_alloc(a, sizeof *d);
    d->loc = start;
    d->text = arena_strdup(a, text);
    Parser ps = {.a = a, .base = d->text, .p = d->text, .start = start, .d = d};
    if (!parse_prefix(&ps) || !parse_dir_name(&ps, d) || !parse_dir_head(&ps, d) ||
        !parse_clause_list(&ps, d))
        return NULL;
    for (const Clause *c = d->clauses; c; c = c->next) {
        check_against_earlier(&ps, d, c);
        check_private_twice(&ps, d, c);
    }
    if (!ps.nerr) check_required(&ps, d);
    return ps.nerr ? NULL : d;
}

/* Whether a device_type group (names joined by ',') includes NVIDIA. */
static bool group_names_nvidia(const char *g)
{
    while (g && *g) {
        size_t n = strcspn(g, ",");
        if ((n == 6 && !strncasecmp(g, "nvidia", 6)) || (n == 7 && !strncasecmp(g, "default", 7)))
            return true;
        g += n + (g[n] == ',');
    }
    return false;
}

/* A group naming NVIDIA beats '*', which beats no group; '*' does not
 * apply when another device_type clause names NVIDIA. */
Clause *dir_find(const Directive *d, ClauseKind k)
{
    bool named = false;
    for (const Clause *c = d->clauses; c; c = c->next)
        for (int i = 0; c->kind == CL_DEVICE_TYPE && i < c->nexprs; i++)
            named |= group_names_nvidia(c->exprs[i].text);
    Clause *best = NULL;
    int best_rank = 0;
    for (Clause *c = d->clauses; c; c = c->next) {
        if (c->kind != k) continue;
        int rank = !c->dtype ? 1 : group_names_nvidia(c->dtype) ? 3 :
                   !strcmp(c->dtype, "*") && !named ? 2 : 0;
        if (rank > best_rank) {
            best = c;
            best_rank = rank;
        }
    }
    return best;
}
