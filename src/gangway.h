/* gangway.h: the translator's one internal header, one section per file. */
#ifndef GANGWAY_H
#define GANGWAY_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define GANGWAY_VERSION "0.1.0"
#define GW_OPENACC_VERSION 202211   /* _OPENACC for OpenACC 3.3 */

/* ---- util.c: arena, strings, buffers, diagnostics ---- */

typedef struct Arena Arena;
Arena *arena_new(void);
void arena_free(Arena *a);
void *arena_alloc(Arena *a, size_t n);              /* zeroed */
char *arena_strdup(Arena *a, const char *s);
char *arena_strndup(Arena *a, const char *s, size_t n);
char *arena_printf(Arena *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* A growable byte buffer (heap, not arena: output files can be large). */
typedef struct Buf {
    char *data;
    size_t len, cap;
} Buf;
void buf_init(Buf *b);
void buf_release(Buf *b);
void buf_add(Buf *b, const char *s, size_t n);
void buf_puts(Buf *b, const char *s);
void buf_printf(Buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
char *buf_cstr(Buf *b);                             /* NUL-terminated view */

/* A position in the user's source.  line_text is the whole source line (no
 * newline) for the caret display; NULL when unknown. */
typedef struct Loc {
    const char *file;
    int line, col;              /* 1-based; col 0 = unknown */
    const char *line_text;
} Loc;

/* "file:line:col: error: msg", then the line and a caret; counts errors. */
void error_at(Loc loc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void warning_at(Loc loc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void note_at(Loc loc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int error_count(void);
void error_reset(void);
/* Impossible states: prints the compiler's own file and line, aborts. */
#define gw_bug(msg) gw_bug_at(__FILE__, __LINE__, (msg))
void gw_bug_at(const char *file, int line, const char *msg) __attribute__((noreturn));
char *read_file(const char *path, size_t *len);     /* malloc'd, NUL-terminated */
bool write_file(const char *path, const char *data, size_t len);
/* Levenshtein distance, for "did you mean" hints. */
int edit_distance(const char *a, const char *b);

/* ---- directive.c: OpenACC directive parser ---- */

typedef enum DirKind {
    DIR_PARALLEL, DIR_KERNELS, DIR_SERIAL,
    DIR_PARALLEL_LOOP, DIR_KERNELS_LOOP, DIR_SERIAL_LOOP,
    DIR_LOOP, DIR_DATA, DIR_ENTER_DATA, DIR_EXIT_DATA, DIR_HOST_DATA,
    DIR_UPDATE, DIR_WAIT, DIR_CACHE, DIR_ATOMIC, DIR_ROUTINE, DIR_DECLARE,
    DIR_INIT, DIR_SHUTDOWN, DIR_SET,
    DIR__COUNT
} DirKind;

typedef enum ClauseKind {
    CL_ASYNC, CL_WAIT, CL_NUM_GANGS, CL_NUM_WORKERS, CL_VECTOR_LENGTH,
    CL_DEVICE_TYPE, CL_IF, CL_SELF, CL_REDUCTION,
    CL_COPY, CL_COPYIN, CL_COPYOUT, CL_CREATE, CL_NO_CREATE, CL_PRESENT,
    CL_DEVICEPTR, CL_ATTACH, CL_DETACH, CL_DELETE,
    CL_PRIVATE, CL_FIRSTPRIVATE, CL_DEFAULT,
    CL_COLLAPSE, CL_GANG, CL_WORKER, CL_VECTOR, CL_SEQ, CL_INDEPENDENT, CL_AUTO,
    CL_TILE, CL_FINALIZE, CL_IF_PRESENT, CL_USE_DEVICE,
    CL_HOST, CL_DEVICE, CL_DEVICE_RESIDENT, CL_LINK, CL_BIND, CL_NOHOST,
    CL_DEVICE_NUM, CL_DEFAULT_ASYNC,
    CL__COUNT
} ClauseKind;

typedef enum RedOp {
    RED_NONE, RED_ADD, RED_MUL, RED_MAX, RED_MIN,
    RED_BITAND, RED_BITOR, RED_BITXOR, RED_LOGAND, RED_LOGOR
} RedOp;

typedef enum AtomicKind {
    ATOMIC_UPDATE,              /* also the default when no keyword is given */
    ATOMIC_READ, ATOMIC_WRITE, ATOMIC_CAPTURE
} AtomicKind;

typedef enum DefaultKind { DEFAULT_UNSET, DEFAULT_NONE, DEFAULT_PRESENT } DefaultKind;

/* A C expression kept as text: the translator pastes it where it is needed
 * and libclang checks it there.  col is its column in the source line. */
typedef struct Expr {
    char *text;
    int col;
} Expr;

/* One subscript of a subarray: [lb:len], [lb:], [:len], [:], or [index]. */
typedef struct Subscript {
    char *lb;                   /* NULL: 0 */
    char *len;                  /* NULL: to the end of the dimension */
    bool is_index;              /* written as [i], no colon */
} Subscript;

/* One item of a variable list: a, a[0:n], s.p[lo:n], a[1:2][0:m]. */
typedef struct VarItem {
    char *text;                 /* as written */
    char *base;                 /* "a", "s.p", "s->p", "*p" is not allowed */
    int nsub;
    Subscript *subs;
    int col;
} VarItem;

/* A clause; which fields mean something depends on kind. */
typedef struct Clause {
    ClauseKind kind;
    int col;                    /* column of the clause name */
    const char *dtype;          /* device_type group it belongs to, NULL: all */
    /* variable lists: data clauses, private, firstprivate, reduction,
       use_device, delete, host, device, self (update), link, ... */
    int nvars;
    VarItem *vars;
    /* expression arguments: async(e), wait(e, ...), num_gangs(e, ...),
       num_workers(e), vector_length(e), collapse(n), tile(e, ...), if(e),
       self(e) on compute constructs, worker(e), vector(e), device_num(e),
       default_async(e), bind(name), device_type(names...) */
    int nexprs;
    Expr *exprs;
    bool has_arg;               /* async/wait/self with or without (...) */
    RedOp op;                   /* reduction */
    DefaultKind dflt;           /* default(...) */
    bool zero;                  /* create(zero: ...), copyout(zero: ...) */
    bool readonly;              /* copyin(readonly: ...) */
    bool force;                 /* collapse(force: n) */
    Expr *wait_devnum;          /* wait(devnum: e : queues) */
    bool wait_queues_kw;        /* wait(queues: ...) */
    /* gang(num: e, static: e|*, dim: e) and gang(e) */
    Expr *gang_num, *gang_static, *gang_dim;
    bool gang_static_star;
    struct Clause *next;
} Clause;

typedef struct Directive {
    DirKind kind;
    Loc loc;                    /* of the '#' */
    char *text;                 /* whole directive line, continuations joined */
    Clause *clauses;            /* in source order */
    AtomicKind atomic;
    char *routine_name;         /* routine(name) */
    /* wait directive arguments, cache directive list */
    Clause *args;               /* CL_WAIT for "wait(...)", or the cache list
                                   as a CL_PRIVATE-shaped var list */
} Directive;

const char *dir_name(DirKind k);        /* "parallel loop" */
const char *clause_name(ClauseKind k);  /* "num_gangs" */
const char *redop_name(RedOp op);       /* "+" */
/* Parse one directive.  text is the whole line as the user wrote it,
 * starting at '#'; start gives its file, line and the column of '#'.
 * Reports errors through error_at and returns NULL after any. */
Directive *dir_parse(Arena *a, const char *text, Loc start);
/* First clause of kind k that applies to NVIDIA devices (device_type
 * groups "nvidia", "*", or none), or NULL. */
Clause *dir_find(const Directive *d, ClauseKind k);
bool dir_is_compute(DirKind k);         /* parallel, kernels, serial (+ loop) */
bool dir_is_combined(DirKind k);        /* ... loop */
bool dir_is_executable(DirKind k);      /* standalone: enter/exit data, update, wait, init, ... */

/* ---- frontend.c, ir.c, emit_host.c, emit_cuda.c: see below ---- */

/* Options the driver passes to the translator. */
typedef struct Options {
    const char *gpu_arch;       /* "sm_90" */
    bool host_only;             /* -acc=host or no nvcc: no kernels emitted */
    bool verbose;               /* -v */
    bool keep;                  /* --keep */
    bool info;                  /* --info: schedule report on stderr */
    bool dump_ir;               /* --dump-ir: IR on stdout, no code */
    bool readonly;              /* read-only data hints (default on) */
    const char *clang_std;      /* -std= to hand libclang, or NULL */
    const char **clang_args;    /* extra libclang args (-W...), NULL-ended */
} Options;

/* Translate one preprocessed file.  src_name is the user's file (for
 * messages); pp_path is the `cc -E` output.  Writes host C to out_c and,
 * when the file has compute regions and !host_only, CUDA to out_cu and sets
 * *has_kernels.  fatbin_path is what the host C embeds with .incbin.
 * Returns 0, or 1 after errors (already reported). */
int translate_file(const Options *o, const char *src_name, const char *pp_path,
                   const char *out_c, const char *out_cu, const char *fatbin_path,
                   bool *has_kernels);

#endif
