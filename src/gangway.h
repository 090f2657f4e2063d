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
char *c_string(Arena *a, const char *s);     /* s as a C string literal */

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

bool ident_char(int c);                             /* a letter, digit or '_' */

/* A position in the user's source.  line_text is the whole source line (no
 * newline) for the caret display; NULL when unknown.  map: line and col are
 * those of a text that is not one line of the source (a directive joined
 * from continuation lines, or written through macros or _Pragma), which
 * map takes back to where each of its tokens is spelled (srcmap.c). */
typedef struct Loc {
    const char *file;
    int line, col;              /* 1-based; col 0 = unknown */
    const char *line_text;
    const struct ColMap *map;
} Loc;

/* A text's columns in the user's source: column c of the text (its line
 * and col as Loc gives them) lies in seg[k], the last with vcol <= c. */
typedef struct ColSeg {
    int vcol, len;              /* a token of the text: its column, length */
    const char *file;
    int line, col;              /* where the token is spelled */
    const char *line_text;
    bool exact;                 /* spelled as is; else col is where the
                                   text that made it stands */
    const char *macro;          /* spelled in this macro's definition... */
    int use_col;                /* ...which the text's own line uses here */
} ColSeg;

typedef struct ColMap {
    ColSeg *seg;
    int nseg;
    Loc use;                    /* the text's own line (no map) */
} ColMap;

/* "file:line:col: error: msg", then the line and a caret; counts errors,
 * and stops at the error limit (-ferror-limit=N; 0: none). */
void error_at(Loc loc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void warning_at(Loc loc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void note_at(Loc loc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int error_count(void);
void error_reset(void);
void error_limit_set(int n);
/* Impossible states: prints the compiler's own file and line, aborts. */
#define gw_bug(msg) gw_bug_at(__FILE__, __LINE__, (msg))
void gw_bug_at(const char *file, int line, const char *msg) __attribute__((noreturn));
char *read_file(const char *path, size_t *len);     /* malloc'd, NUL-terminated */
/* A GNU line marker in [p, e) ('# 42 "file.c" 1 3'): its line (at most
 * INT_MAX), file name [*name, *name + *nlen) and whether it is a system
 * header's (flag 3); false for any other line. */
bool line_marker(const char *p, const char *e, int *line, const char **name, size_t *nlen, bool *sys);
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
    /* #pragma pacc (docs/pacc.md): out-of-core pipelines */
    DIR_PACC_INIT, DIR_PACC_PIPELINE, DIR_PACC_LOOP,
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
    CL_PIPELINE,                /* gwcc's: data ... pipeline, the OpenACC form of a pacc pipeline */
    /* pacc clauses (only on #pragma pacc lines; async is shared) */
    CL_TARGETIN, CL_TARGETINOUT, CL_SIZE, CL_HALO, CL_DIM, CL_CHUNKS, CL_DEPTH,
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

/* What directive.c learns of a clause expression when it parses it: the
 * pragma's text is not in libclang's AST, so the analyses read these
 * instead of scanning the text again. */
typedef struct ExprFacts {
    const char **names;         /* the identifiers it names, in order, each
                                   once: not sizeof, not a member after . or ->,
                                   not inside a literal */
    int nnames;
    bool is_const;              /* an integer literal, signed, with suffixes */
    long long value;            /* its value when is_const */
} ExprFacts;

/* A C expression kept as text: the translator pastes it where it is needed
 * and libclang checks it there.  col is its column in the source line. */
typedef struct Expr {
    char *text;
    int col;
    ExprFacts facts;
} Expr;

/* One subscript of a subarray: [lb:len], [lb:], [:len], [:], or [index]. */
typedef struct Subscript {
    char *lb;                   /* NULL: 0 */
    char *len;                  /* NULL: to the end of the dimension */
    bool is_index;              /* written as [i], no colon */
    ExprFacts lb_facts, len_facts;      /* of lb and len (directive.c) */
    int lb_col, len_col;        /* their columns in the source line */
} Subscript;

/* One item of a variable list: a, a[0:n], s.p[lo:n], a[1:2][0:m]. */
typedef struct VarItem {
    char *text;                 /* as written */
    char *base;                 /* "a", "s.p", "s->p", "*p" is not allowed */
    int nsub;
    Subscript *subs;
    int col;
    /* The same variable (same subscripts) in several data clauses of one
     * directive is mapped once, as the union of the clauses (analyze.c,
     * union_clauses): the first item gets the kind and modifiers, the
     * others are dropped. */
    bool merged, dropped;
    ClauseKind merged_kind;
    bool merged_zero, merged_readonly;
    long long array_len;        /* the named variable is a C array of this many
                                   elements (front end; 0: not an array) */
    bool array_nested;          /* and its elements are arrays too (a[4][8]) */
    bool undeclared;            /* its root names no variable where the
                                   directive stands (fe_check_clause_names) */
    /* plan.c, plan_items (a data clause's item): attach, a section whose
       map is followed by the soft attach of its pointer (OpenACC 3.3
       section 2.7.2); rows, a[l0:n0][l1:n1], which on a T **a maps the
       table and its rows (GW_MF_ROWS, chosen by the host compiler) */
    bool attach, rows;
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
       default_async(e), bind(name), device_type(names...); pacc's dim(n),
       chunks(n), depth(n), and size([lo:len]...) and halo([below:above]...)
       as pairs: exprs[2i], exprs[2i + 1] for range i */
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
    const struct Directive *origin;     /* a directive gwcc made (fe_pacc.c): the
                                   #pragma pacc line it stands for, or NULL */
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
bool dir_is_pacc(DirKind k);            /* #pragma pacc init, pipeline, loop */
/* The directive a line [p, end) starts: 0 none, 1 '#pragma acc', 2 '#pragma pacc'. */
int dir_pragma_kind(const char *p, const char *end);
/* What messages, sites and --info call d: "pacc loop" for the parallel loop
 * gwcc made of one, else dir_name(d->kind). */
const char *dir_label(const Directive *d);

/* ---- main.c: options; translate.c: the passes ----*/

/* Whether the device's a * b + c may become one fused multiply-add
 * (-ffp-contract=, or main.c's default: fp_contract_effective).
 * FP_CONTRACT_FAST lets nvcc choose (-fmad=true); on and off fix every
 * rounding in the CUDA text. */
typedef enum FpContract { FP_CONTRACT_FAST, FP_CONTRACT_ON, FP_CONTRACT_OFF } FpContract;

/* Options the driver passes to the translator. */
typedef struct Options {
    const char *gpu_arch;       /* "sm_90" */
    bool host_only;             /* -acc=host or no nvcc: no kernels emitted */
    bool verbose;               /* -v */
    bool keep;                  /* --keep */
    bool info;                  /* --info: schedule report on stderr */
    bool dump_ir;               /* --dump-ir: IR on stdout, no code */
    bool dump_accesses;         /* --dump-ir=accesses: with the access IR */
    bool readonly;              /* read-only data hints (default on) */
    bool nests;                 /* multi-dimensional schedules (default on) */
    bool reproducible;          /* --reproducible-reductions: no float atomics */
    const char *clang_std;      /* -std= to hand libclang, or NULL */
    const char **clang_args;    /* extra libclang args (-W...), NULL-ended */
    bool syntax_only;           /* -fsyntax-only: no host compile, so libclang's
                                   warnings are the ones printed */
    /* how the device code is compiled, decided once by the driver (main.c,
       device_options) for nvcc's options and the run-time compiler's
       (gw_module.jit_opts, emit_host.c) */
    bool fast_math;             /* -ffast-math or -Ofast: --use_fast_math */
    bool lineinfo;              /* -g (not -g0): -lineinfo */
    FpContract fp_contract;     /* -ffp-contract=: on and off fix each rounding */
    bool jit;                   /* -fgw-jit: GANGWAY_JIT defaults to 1 (GW_MOD_JIT) */
    bool jit_source;            /* the CUDA text goes into the object (default;
                                   -fno-gw-jit-source: not) */
    int error_limit;            /* -ferror-limit=N (gcc: -fmax-errors=N): stop
                                   after N errors; 0: never (default 20) */
    const char *openacc_h;      /* gwcc's own include/openacc.h, as cc -E names it */
} Options;

/* Translate one preprocessed file.  src_name is the user's file (for
 * messages); pp_path is the `cc -E` output.  Writes host C to out_c and,
 * when the file has compute regions or routines and !host_only, CUDA to
 * out_cu and sets *has_kernels, and *rdc when that CUDA must be built as
 * relocatable device code.  fatbin_path is what the host C embeds with .incbin.
 * Returns 0, or 1 after errors (already reported). */
int translate_file(const Options *o, const char *src_name, const char *pp_path,
                   const char *out_c, const char *out_cu, const char *fatbin_path,
                   bool *has_kernels, bool *rdc);

/* ---- the IR (built by frontend.c, decided by analyze.c, emitted by emit_*.c) ----
 * Everything refers to byte offsets in the preprocessed text (Unit.pp), so
 * the emitters can copy the user's own code and edit it. */

/* ---- the access IR (ir.c: forms; frontend.c builds it from the AST) ----
 * A subscript as a sum of monomials: a coefficient times at most two
 * variables (loop variables, or variables the loops do not change: the
 * names resolve in the construct; an integer member of a struct variable
 * by its path, "s.off", "o.a.b"), so i, i + 1, 2*i - j, i*m + j and
 * (i - 1)*m all have forms; a[idx[i]], i*j*k, i / 2, calls have none. */
typedef struct Mono {
    long long coef;
    const char *v[2];           /* sorted; NULL: fewer factors */
} Mono;
typedef struct Form {
    bool affine;                /* false: not a sum of such monomials */
    int n;
    Mono *m;                    /* sorted by variables, no zero coefficient */
} Form;

typedef enum AccessKind {
    ACC_READ = 1,
    ACC_WRITE = 2,              /* a store (x = e), or a read and a store (x += e, x++) */
    ACC_ATOMIC = 4,             /* inside an atomic construct */
} AccessKind;

/* One access of an array element in a compute construct: a[i][j],
 * p[k], *(p + k) (a dimension each), in source order. */
typedef struct AccessRec {
    const char *array;          /* the variable */
    int nsub;
    Form *sub;                  /* outermost first */
    const char **sub_text;      /* as written, for messages */
    unsigned kind;              /* AccessKind bits */
    bool rows;                  /* an array, or a pointer to arrays: a row's
                                   elements never reach the next row */
    size_t start, end;          /* the whole access, offsets in Unit.pp */
    struct Loop *loop;          /* the innermost loop around it, or NULL */
    bool through_ptr;           /* the variable is a pointer: with a local one
                                   (double *x = base + i), what it points
                                   into is not known (split.c) */
    bool via_local;             /* a subscript's form reads through a local's
                                   definition (int c = i*n + j; p[c]): its text
                                   names c, which exists only where c does */
    struct AccessRec *next;
} AccessRec;

Form form_const(Arena *a, long long c);
Form form_var(Arena *a, const char *v);
Form form_none(void);
Form form_add(Arena *a, Form x, Form y, long long ky);   /* x + ky*y */
Form form_mul(Arena *a, Form x, Form y);
bool form_equal(Form x, Form y);
bool form_is_const(Form x, long long *c);
bool form_mentions(Form x, const char *v);
long long form_coef(Form x, const char *v);     /* of v alone (degree 1), 0 if none */
/* x's part that is linear in v, divided by v (i*m + 2*i + j by i: m + 2);
 * none when v appears squared */
Form form_by(Arena *a, Form x, const char *v);
/* x without the monomials that mention v */
Form form_drop(Arena *a, Form x, const char *v);
char *form_str(Arena *a, Form x);
struct Loop;
struct Loop *loop_at(struct Loop *ls, size_t at);      /* the innermost loop around offset at */
/* a canonical loop's trip count, from its C or (cuda) CUDA spellings */
char *loop_trip(Arena *a, const struct Loop *l, bool cuda);

typedef enum VarShape {
    SHAPE_SCALAR,               /* arithmetic, enum */
    SHAPE_POINTER,
    SHAPE_ARRAY,                /* a C array of known size */
    SHAPE_STRUCT,               /* struct/union by value */
    SHAPE_OTHER                 /* function pointers, VLAs, ...: unsupported */
} VarShape;

/* How a free variable reaches the kernel (decided by analyze.c). */
typedef enum VarPass {
    PASS_VALUE,                 /* firstprivate: a by-value parameter */
    PASS_REF,                   /* copy of a scalar/struct: T &x = *param */
    PASS_DEVPTR,                /* pointer/array: device address parameter */
    PASS_PRIVATE,               /* private: declared in the kernel */
    PASS_REDUCTION,             /* region-level reduction: slot in scratch */
    PASS_NONE,                  /* not used on the device */
    PASS_PRIVSUB                /* private(p[lo:n]) / firstprivate(p[lo:n]) on a
                                   pointer: per-gang (or per-thread) scratch */
} VarPass;

/* How p[e] is used, from the AST (frontend.c, note_index): cache(...)
 * takes an element from its copy only for a plain read. */
typedef enum IndexUse {
    IX_ADDRESS = 1,             /* &p[e], &p[e].x: its address is taken */
    IX_SUBSCRIPTED = 2,         /* p[e][j]: the element is subscripted further */
    IX_MEMBER = 4,              /* p[e].x, p[e]->x */
    IX_SIDE_EFFECT = 8,         /* e assigns, increments or decrements */
} IndexUse;

/* One subscript p[e] of a pointer in a compute construct. */
typedef struct Index {
    char *text;                 /* e */
    char *cuda_text;            /* e as the CUDA text spells it (cxx.c, cxx_text) */
    size_t at;                  /* p */
    size_t end;                 /* just past the ']' */
    unsigned uses;              /* IndexUse bits */
    struct Index *next;
} Index;

/* A read-only pointer subscript in a sequential loop that the block's
 * threads share: staged in shared memory a tile at a time (setup_stage). */
typedef enum StageKind {
    STAGE_ALL,                  /* p[f(k)]: the same elements for every thread */
    STAGE_ROW,                  /* p[f(y, k)]: one row per threadIdx.y */
    STAGE_COL                   /* p[f(k, x)]: one column per threadIdx.x */
} StageKind;

typedef struct Stage {
    struct Var *v;
    Index *ix;                  /* the first of the subscripts with its form */
    Form form;                  /* the subscript (Node.accesses) */
    StageKind kind;
    int buf;                    /* gw_sh<buf>: subscripts of one text share it */
    struct Stage *next;
} Stage;

/* A declaration split at its name: "double (*" B ")[4]" (frontend.c). */
typedef struct Declarator {
    const char *pre, *post;
} Declarator;

/* d declaring name (an arena string) */
char *decl_named(Arena *a, Declarator d, const char *name);

/* The arithmetic of a reduced element (fe_vars.c, fe_arith, from its
 * canonical type): integers by signedness, the floating types, the complex
 * ones by element; AR_OTHER for pointers, structs and unions. */
typedef enum ArithKind {
    AR_OTHER, AR_BOOL, AR_SINT, AR_UINT, AR_FLOAT, AR_DOUBLE, AR_LDOUBLE, AR_CFLOAT, AR_CDOUBLE, AR_CLDOUBLE, AR_CINT
} ArithKind;

typedef struct Arith {
    ArithKind kind;
    int bytes;                  /* sizeof, -1 when not known */
    bool vol;                   /* volatile-qualified */
} Arith;

static inline bool arith_float(Arith a)
{
    return a.kind == AR_FLOAT || a.kind == AR_DOUBLE || a.kind == AR_LDOUBLE;
}

/* A variable declared outside a compute construct and used inside it. */
typedef struct Var {
    char *name;
    char *type;                 /* declared type spelling: "double *" */
    char *canon;                /* canonical spelling: "double" for real_t */
    char *elem;                 /* pointer/array element type spelling */
    char *param_decl;           /* kernel parameter declaration, name included */
    char *local_decl;           /* a local declaration of the same type, name included */
    /* the same declarations as the text before and after the name, for
       declaring another name of the type (decl_named) */
    Declarator param_parts, local_parts;
    Declarator ptr_parts;       /* a pointer to elem: "double (*" ")[4]" */
    /* type, elem and red_elem as the CUDA text spells them (frontend.c,
       cuda_type_of: gw_cplx<double>, gw_ldouble, renamed tags);
       param_decl and local_decl are the CUDA text's only */
    char *cuda_type, *cuda_elem, *cuda_red_elem;
    bool int_complex;           /* of GNU's integer complex type (or one made
                                   of it): no device version */
    bool cplx;                  /* of a complex type (canonically) */
    bool fn_ptr;                /* a pointer to a function: the host's */
    bool elem_array;            /* its element type is an array: double (*B)[N] */
    bool elem_const;            /* its element type is const (an array's elements) */
    bool restrict_qual;         /* declared restrict: T *restrict p */
    VarShape shape;
    Arith arith;                /* its own type's arithmetic (fe_arith) */
    char *arith_type;           /* that type, canonical and unqualified (an enum's
                                   integer type), for the host's sizeof */
    bool floaty;                /* an integer whose value reaches floating-point
                                   arithmetic in the construct (fe_jit.c,
                                   fe_float_uses), first at floaty_at: the
                                   run-time compiler keeps it a parameter */
    size_t floaty_at;
    bool global;                /* file scope or static storage */
    bool written;               /* the variable itself is assigned */
    bool deref;                 /* subscripted or dereferenced */
    bool elem_written;          /* an element is assigned */
    bool loop_var;              /* control variable of a for in the construct */
    bool escapes;               /* passed to a function or its address taken */
    bool elem_ptr;              /* a pointer to pointers (T **): rows */
    bool cached;                /* a kernel stages it for cache(...): its
                                   kernels get its present block's bounds */
    bool restrict_param;        /* PASS_DEVPTR: a __restrict__ parameter of the
                                   read-only variants (analyze.c, restrict_variant) */
    bool restrict_ro;           /* and only read there: const too */
    bool vm;                    /* variably modified: a flat pointer in the kernel */
    bool vla;                   /* a variable-length array object (not a pointer):
                                   firstprivate copies it as it does C arrays */
    char *vla_count;            /* vla: its number of elements, an expression */
    int vm_levels;              /* vm: its type's extents (an array's levels, a
                                   pointer's pointee's), which the kernel gets as
                                   gw_vd_x_0 .. gw_vd_x_<vm_levels - 1>, computed
                                   by the host's sizeof (cxx_vla.c, captured) */
    bool vm_array;              /* vm: an array (else a pointer to arrays) */
    bool extent_only;           /* named only by a variably modified type's
                                   extent (note_extents): no clause needed;
                                   false: a DeclRefExpr of the construct's
                                   statement names it */
    bool arr_param;             /* a parameter declared as an array, A[N][M] */
    struct Index *index;        /* p[e]: the subscripts, to infer p's section */
    bool no_section;            /* accessed in a way no section can cover */
    VarPass pass;
    int map;                    /* index in the construct's map array, or -1 */
    RedOp red;                  /* PASS_REDUCTION: operator */
    unsigned red_dims;          /* PAR_* dims the partial values vary over */
    int red_slot;               /* offset in the reduction scratch, bytes */
    int red_slot_bytes;         /* its size there, and of a block's partial result (analyze.c) */
    struct VarItem *red_sub;    /* reduction(op: p[lo:n]) on a pointer: the
                                   item; the pass stays PASS_DEVPTR and the
                                   kernel updates elements atomically */
    long long bytes;            /* sizeof the variable (-1: unknown) */
    int red_n;                  /* elements reduced: 1, or an array's length */
    char *red_elem;             /* the reduced element type (canonical) */
    Arith red_arith;            /* and its arithmetic */
    bool red_atomic;            /* blocks combine with atomics, else through
                                   partials and the last block (4.3) */
    int red_part;               /* partials: at red_part * blocks in gw_part */
    /* PASS_PRIVSUB: the clause item, whether it is firstprivate, the loop
       whose clause it is (NULL: the construct's), and the level a copy
       belongs to: PAR_GANG (one per gang), PAR_WORKER, or PAR_VECTOR (one
       per thread) */
    struct VarItem *psub;
    bool psub_first;
    struct Loop *psub_loop;
    unsigned psub_level;
    int psub_const;             /* a small constant length: the copy is a
                                   local (thread) or __shared__ (gang) array,
                                   no scratch; 0 otherwise */
    struct Var *next;
} Var;

enum { PAR_GANG = 1, PAR_WORKER = 2, PAR_VECTOR = 4, PAR_SEQ = 8 };

/* The barrier after a partitioned worker or vector loop, for the code
 * that follows to see what its lanes wrote (analyze.c, loop_barriers). */
typedef enum SyncKind {
    SYNC_NONE,
    SYNC_ROW,                   /* inside a worker loop: the warp (__syncwarp) */
    SYNC_GANG,                  /* a packable kernel: the gang's own lanes (gw_sync_gang) */
    SYNC_BLOCK,                 /* the block (__syncthreads) */
} SyncKind;

/* A private pointer subarray's copy starts at a multiple of this many
 * bytes of its scratch (emit_host.c sizes it, emit_loops.c finds a copy). */
enum { PRIVSUB_ALIGN = 16 };

/* A gang loop keeps partial results of at most this many reductions. */
enum { PARTIAL_VARS = 4 };

/* Threads a warp: a row of gangway_dev.h's gw_row_mask and gw_reduce_warp,
 * and the most workers a block of full warps has. */
enum { WARP_THREADS = 32 };

/* A for statement in a compute construct (with or without a directive). */
typedef struct Loop {
    Directive *dir;             /* loop (or combined) directive, or NULL */
    const char *file;           /* the user's file and line of the 'for' */
    int line;
    size_t start, end;          /* 'for' .. end of body */
    size_t header_end;          /* just past the ')' of the header */
    size_t step_at;             /* the offset of the header's increment */
    size_t body_start, body_end;
    bool body_compound;
    char *var, *var_type;       /* control variable and its type */
    bool var_declared;          /* declared in the init clause */
    bool var_narrow;            /* declared of an integer type of at most 32
                                   bits: a 32-bit counter holds its trip (fe_loops.c) */
    char *lb, *ub, *step;       /* step is signed: "1", "-2", "(s)" */
    const char *step_said;      /* the step as the user wrote it, signed: "1", "-s" (messages) */
    char *cuda_lb, *cuda_ub, *cuda_step;        /* the same as the CUDA text spells
                                   them (Unit.cxx's edits inside them: tags,
                                   long double, sizeof of a VLA: cxx.c, cxx_text) */
    Form lb_form, ub_form, step_form;   /* the same as forms (none: not one) */
    char *trip;                 /* canonical: the trip count, a long long expression */
    char *cuda_trip;            /* the same from cuda_lb, cuda_ub and cuda_step */
    size_t only_stmt;           /* the offset of the body's only statement, or -1 */
    size_t first_stmt;          /* the offset of the body block's first statement
                                   (body_end: none, or the body is no block) */
    bool top_of_body;           /* a statement of the block that is the body of
                                   the for around it (not under an if, not in an
                                   inner block): every thread reaching that body
                                   runs it (fe_loops.c) */
    bool ends_kernel;           /* top-level: only empty statements and closing
                                   braces follow it in its kernel (frontend.c) */
    int cmp;                    /* '<', 'l' (<=), '>', 'g' (>=), '!' (!=) */
    bool canonical;             /* header parsed into var/lb/ub/step */
    bool step_checked;          /* canonical, the step not a constant moving the
                                   variable toward its bound ('!=': any step):
                                   the trip count checks it (ir.c, trip_div) */
    size_t exit_at;             /* offset + 1 of a 'break' that ends the loop
                                   itself (0: none): its iterations cannot run
                                   at once (fe_loops.c) */
    bool ptr_var;               /* the variable is a pointer: lb, ub pointers */
    unsigned par;               /* PAR_* chosen for this loop */
    int gdim;                   /* gang(dim: n): 1 (blockIdx.x), 2 (.y) or 3 (.z) */
    char *gang_chunk;           /* gang(static: n): a gang takes n iterations
                                   at a time, round robin (NULL: grid-stride) */
    char *chunk_why;            /* gang(static: e) left to gwcc, for --info */
    int collapse;               /* loops folded into this one (1 = none) */
    bool collapsed_inner;       /* folded into an outer loop */
    bool independent;           /* proven or asserted */
    bool host_bounds;           /* header uses only variables from outside */
    bool body_jumps;            /* the body holds a break, continue, return or goto */
    bool writes_out;            /* the body writes memory, or variables from
                                   outside it other than its own private and
                                   reduction ones: after a partitioned loop,
                                   other lanes may read them (a barrier) */
    SyncKind sync_after;        /* the barrier after it (analyze.c, loop_barriers) */
    struct Var *partials[PARTIAL_VARS]; /* a top-level gang loop: the reductions each
                                   thread keeps several partial results of
                                   (analyze.c, loop_partials) */
    int npartials;
    char *why_seq;              /* reason it stays sequential, for --info */
    struct Loop *parent, *kids, *next;
} Loop;

/* An expression statement in a construct: a candidate for a single-lane
 * guard when it stores to shared memory outside partitioned loops. */
typedef struct Store {
    size_t start, end;          /* end includes the ';' */
    bool shared;                /* writes memory other threads can see */
    char *var;                  /* else: the free variable it writes, */
    bool via;                   /* through a subscript or dereference */
    bool gang_call;             /* calls a routine gang: one gang runs it */
    struct Store *next;
    struct Routine *vcall;      /* the statement is a call of this routine
                                   vector: every lane calls it when its loops
                                   are partitioned */
    /* Node.arrays: sizeof the array (-1: not known) and where its name is */
    long long bytes;
    size_t name_at;
} Store;

/* A gang's copy of an array that the gang's lanes share (a private array of
 * a gang loop or of the construct, an array declared at gang scope) which
 * does not fit the shared memory: it lives at off in the gang's slice of
 * the launch's device scratch (analyze.c, gang_globals; Kernel.gang_slot
 * bytes a gang).  One of v (with its loop l, NULL: the construct) or s. */
typedef struct GangSlot {
    Var *v;
    struct Loop *l;
    Store *s;
    long long bytes, off;
    struct GangSlot *next;
} GangSlot;

/* One write of a variable, by offset, for reduction dimension analysis. */
typedef struct Write {
    Var *var;
    size_t at;
    struct Write *next;
} Write;

/* Device operations of atomics and reductions, as gangway_dev.h names
 * them (GW_ADD ...): the reduction operators in RedOp order, then the
 * atomic construct's others (x = e op x: the reversed ones). */
typedef enum DevOp {
    OP_ADD, OP_MUL, OP_MAX, OP_MIN, OP_BAND, OP_BOR, OP_BXOR, OP_LAND, OP_LOR,
    OP_SUB, OP_DIV, OP_SHL, OP_SHR, OP_RSUB, OP_RDIV, OP_RSHL, OP_RSHR, OP_ASSIGN,
    OP_NONE
} DevOp;
const char *dev_op_name(DevOp op);          /* ir.c: "GW_ADD" */
DevOp red_dev_op(RedOp op);

/* An atomic statement, or an update of a reduced element, as one device
 * operation on x (frontend.c, from the AST): x = x op val, v (when
 * captured) getting x's old value or its new one.  Offsets in Unit.pp;
 * an empty val is the constant 1 (x++). */
typedef struct AtomicOp {
    bool ok;                    /* of a form the construct allows */
    bool plain;                 /* atomic read or write: the statement as written */
    DevOp op;
    size_t x_start, x_end;
    size_t val_start, val_end;
    size_t v_start, v_end;      /* empty: nothing captured */
    bool x_complex;             /* x has a complex type */
    bool v_real;                /* and v a real one: v takes x's real part */
    char *v_cast;               /* else v's type where it is not x's (the CUDA
                                   text casts the value to it), or NULL */
    int x_node;                 /* front end only: x's node */
    bool fetch_new;
    bool block;                 /* Node.atomic_op: the statement is a { ... } block */
} AtomicOp;

/* A write of an element of a pointer that a reduction clause names with a
 * subarray, reduction(+:p[0:n]): p[e] += v and the like, emitted as an
 * atomic update of the device copy (emit_cuda.c, subarray_updates). */
typedef struct Update {
    size_t start, end;          /* the assignment expression */
    char *var;
    bool value_used;            /* not a statement of its own: an error */
    AtomicOp op;                /* its operation (ok false: not an update) */
    struct Update *next;
} Update;

/* reduction(op: s.x), (op: p->a.x), (op: s.a[2]) or (op: s.p[lo:n]) on a
 * variable from outside a compute construct: the construct reduces a
 * temporary that stands for the member (frontend.c, reduced_members), a
 * Var of that name; the uses of the member print the name (Unit.member_uses),
 * and the host declares it before the construct and stores it back after
 * (emit_host.c, member_wrap). */
typedef struct MemberRed {
    char *name;                 /* "gw_mr1" */
    char *expr;                 /* "s.x", "p->a.x", "s.a[2]": root and path, no spaces */
    bool elems;                 /* s.p[lo:n]: a pointer to the first element
                                   stands for s.p, nothing to store back */
    VarItem item;               /* the clause's item, as written: the update
                                   of a present device copy names it */
    struct MemberRed *next;
} MemberRed;

/* An atomic directive inside a compute construct and its statement. */
/* A statement that jumps out of a data region: its exit runs first. */
typedef struct Jump {
    size_t start, end;
    struct Jump *next;
} Jump;

/* The body [start, end) of a host loop around a compute construct. */
typedef struct HostLoop {
    size_t start, end;
    struct HostLoop *next;
} HostLoop;

/* Another compute construct that may be in flight when a construct's
 * kernels start (plan.c, plan_beside): earlier in its function with no
 * place the host waits between, or later in a loop around both (the
 * previous round); or, beside only, one for which this one is such. */
typedef struct Beside {
    struct Node *nd;
    const char *conflict;       /* ordered after it: why ("'b' written there"),
                                   or NULL: they may run side by side */
    struct Beside *next;
} Beside;

/* A place where the host waits for quiet kernels (gw_settle): before the
 * text at `at`; wrap_end != 0: the statement [at, wrap_end) is a loop's or
 * an if's body without braces, so the wait and it are braced together. */
typedef struct SettlePlace {
    size_t at, wrap_end;
    struct SettlePlace *next;
} SettlePlace;

typedef struct Atomic {
    Directive *dir;
    size_t start, end;
    bool block;                 /* capture with a { ... } structured block */
    struct Atomic *next;
    bool bad;                   /* not of a form the construct allows: reported */
    AtomicOp op;
} Atomic;

/* A kernel: a compute construct, or one piece of a kernels construct. */
/* cache(p[lo:n]) at the top of a loop body that every thread of the gang
 * runs alike: the block loads p[lo:lo+n] into shared memory there, and
 * the loop body's reads p[e] come from it when lo <= e < lo+n. */
typedef struct Cache {
    Var *v;
    char *lo, *len;             /* len: an integer constant */
    size_t at;                  /* just after the directive's line */
    Loop *loop;
    int id;
    struct Cache *next;
} Cache;

/* Where a kernel's number of gangs comes from (analyze.c, setup_kernel). */
typedef enum GangsFrom {
    GANGS_ONE,                  /* one gang: no gang loop */
    GANGS_CLAUSE,               /* num_gangs(n), or one set by analysis (Kernel.num_gangs) */
    GANGS_TRIPS,                /* the gang loop's trip count, known on the host */
    GANGS_WAVE,                 /* a full wave: the trip count is only known inside */
} GangsFrom;

/* A kernel's launch shape (plan.c, plan_launch): how the host computes
 * the grid (gw_gx, gw_gy, gw_gz) and block (gw_bx, gw_by) before each
 * launch.  emit_host.c prints it as C, --info says it in words.  Counts
 * the host evaluates are long long expressions. */
typedef enum LaunchKind {
    LAUNCH_ONE,                 /* serial: one thread */
    LAUNCH_NEST,                /* a nest's 2-D or 3-D grid (Kernel.nest) */
    LAUNCH_GANGS                /* gangs along x, gang(dim: 2|3) along y and z */
} LaunchKind;

typedef struct Launch {
    LaunchKind kind;
    /* the block: bx threads along x, by along y: an expression the program
       gives (vector_length, num_workers), else a count */
    const char *bx, *by;
    int bx_n, by_n;
    bool x_one;                 /* no vector loop: one thread along x all the same */
    int bx_cap;                 /* at most this many along x (workers: 32), or 0 */
    /* LAUNCH_NEST: the trip counts along x, y and z (NULL: a 2-D nest), the
       outermost loop's iterations a thread */
    const char *nx, *ny, *nz;
    int runs;
    /* LAUNCH_GANGS */
    const char *yz[2];          /* gangs along y and z, or NULL: yz_n */
    int yz_n[2];                /* 64: a gang(dim:) loop only the kernel can count */
    const char *fold;           /* gw_fold may narrow x: the count of gangs, or NULL */
    bool pack;                  /* 128 / bx gangs a block, one per threadIdx.y */
    const char *pack_gangs;     /* gangs of one thread: fewer a block below
                                   four blocks a multiprocessor of these */
    const char *gangs;          /* GANGS_CLAUSE, GANGS_TRIPS: their count */
    bool narrow;                /* GANGS_TRIPS: x halved (down to 32) for a short loop */
    bool per_bx, per_by;        /* GANGS_TRIPS: a gang's iterations a step: bx, by */
    const char *cap_why;        /* at most half a wave of blocks, and why, or NULL */
    /* the staged variant's condition: each thread gets exactly one point of
       exact_x (and exact_y, in blocks of exact_bx x exact_by), else NULL */
    const char *exact_x, *exact_y;
    int exact_bx, exact_by;
    int max_threads;            /* a block's threads never exceed this (__launch_bounds__), or 0 */
} Launch;

/* A kernel's split plan (split.c, docs/multigpu.md): how a group of
 * devices runs it.  Ranges count elements of the variable's first
 * dimension (a row of an array, an element of a pointer), so the inner
 * subscripts of a row access never widen them. */
typedef enum SplitMode {
    SPLIT_LOOP,                 /* each member runs iterations [lo, hi) of the split loop */
    SPLIT_DUPLICATE,            /* every member runs all of it */
    SPLIT_LEADER                /* only the leader runs it (writes the analysis cannot name) */
} SplitMode;

/* What iterations [lo, hi) of the split loop (normalised: 0..trip) touch of
 * v, one access kind: v[c*lo + omin] to v[c*(hi - 1) + omax], swapped when
 * c < 0; c, omin and omax are host forms (constants and scalars the region
 * does not write), c 0 when the subscript does not move with the loop. */
typedef struct SplitRange {
    struct Var *v;
    unsigned kind;              /* ACC_READ or ACC_WRITE, | ACC_ATOMIC when one is */
    bool whole;                 /* not known: the whole variable */
    const char *why;            /* whole: why */
    Form c, omin, omax;
    struct SplitRange *next;
} SplitRange;

/* A region-level reduction's result in the reduction buffer gw_rb (Var.red_slot):
 * each member's partial, which the runtime combines (gw_red_slot). */
typedef struct SplitSlot {
    int offset, count;          /* bytes into gw_rb; elements (an array's: more than 1) */
    RedOp op;
    const char *type;           /* the GW_T_* name of its element type */
    struct SplitSlot *next;
} SplitSlot;

typedef struct SplitPlan {
    SplitMode mode;
    struct Loop *loop;          /* SPLIT_LOOP: the split loop (a collapsed nest's outermost) */
    const char *why;            /* otherwise: why it is not split */
    SplitRange *ranges;         /* every mode: what the kernel reads and writes */
    /* SPLIT_LOOP, for the emitters (split.c, split_emission): the grid axis
       the split loop runs along (0 x, 1 y, 2 z); its host trip count; its
       iterations a block along that axis, a host expression of the launch's
       gw_bx and gw_by, "0" when not proportional (the grid stays); the
       region's reduction results */
    int axis;
    const char *trip, *per;
    SplitSlot *slots;
    int nslots;
} SplitPlan;

/* A kernel's variants in the CUDA file: <name>, <name>_r (__restrict__
 * pointers: Node.restrict_variant), <name>_s (staged: Kernel.stage_loop). */
typedef enum KernelVariant { KV_PLAIN, KV_RESTRICT, KV_STAGED, KV__COUNT } KernelVariant;

typedef struct Kernel {
    char *name;                 /* file_L42 */
    int line;
    size_t start, end;          /* statement range emitted as the body */
    size_t sole_loop;           /* the for statement that is all of it, blocks
                                   and empty statements aside (frontend.c), or -1 */
    bool serial;                /* one thread */
    Loop *loops;                /* top-level loops in the range */
    unsigned dims;              /* PAR_* levels used anywhere */
    Expr *num_gangs, *num_workers, *vector_length;
    Loop *gang_loop;            /* first gang loop: sizes the grid */
    Loop *gang_yz[2];           /* first gang(dim: 2) and gang(dim: 3) loops */
    Expr *num_gangs_yz[2];      /* num_gangs(x, y, z): the y and z counts */
    bool packable;              /* gangs of <= 32 lanes may share a block
                                   along threadIdx.y (gang x vector only) */
    bool has_reduction;         /* region-level reductions: cap the grid */
    bool has_privsub;           /* private pointer subarrays: scratch per
                                   copy, so the grid is capped too */
    GangSlot *gang_global;      /* gang-shared arrays in device scratch, */
    long long gang_slot;        /* a gang's bytes of it (0: none) */
    /* A multi-dimensional schedule (sched.c, setup_nest): a tight nest of
     * partitioned loops with nothing between them runs on a 2-D or 3-D grid
     * of 2-D blocks.  nest[0] (the loop of the fastest-varying subscript) is
     * on x, threads and blocks; nest[1] on y; nest[2] on z.  The outermost
     * one runs nest_r iterations per thread.  nest_n is 0 without one. */
    int nest_n;
    Loop *nest[3];
    Loop *nest_top;             /* the nest's outermost loop, in the text */
    int nest_r;
    int nest_bx, nest_by;       /* block shape, unless vector_length says */
    const char *nest_why;       /* for --info: why the x loop was chosen */
    /* Shared-memory staging (setup_stage): the sequential loop whose
     * read-only operands are reused by the block's threads; its kernel
     * variant <name>_s runs when every thread has exactly one point. */
    Loop *stage_loop;
    Stage *stages;
    Cache *caches;              /* cache directives staged in shared memory */
    int stage_tile;             /* iterations of stage_loop per tile (at least) */
    bool stage_block;           /* only STAGE_ALL operands: tiles of 16 KiB */
    bool stage_pack;            /* two or more STAGE_ALL buffers: one struct a
                                   tile element (gw_pk) */
    struct Kernel *next;
    const char *gangs_why;      /* why gwcc chose its number of gangs, for --info */
    GangsFrom gangs_from;
    bool folds;                 /* its launch asks gw_fold for the vector width (7.6a) */
    bool warp_rows;             /* vector_length a constant power of two up to a warp:
                                   its rows fit one (analyze.c, finish_kernel) */
    Launch launch;              /* plan.c */
    SplitPlan split;            /* split.c */
    /* run-time compilation (docs/jit-plan.md): why NVRTC cannot compile its
       text, so that it is never specialised, or NULL (fe_jit.c, fe_jit_check;
       plan.c, plan_params); its parameters, Node.params' first nparams
       (plan_params); each variant's text in the CUDA file, [src_at, src_at +
       src_len), by KernelVariant (emit_cuda.c) */
    const char *jit_why;
    int nparams;
    size_t src_at[KV__COUNT], src_len[KV__COUNT];
} Kernel;

typedef enum NodeKind {
    N_COMPUTE,                  /* parallel, kernels, serial (+ loop) */
    N_DATA,                     /* data, host_data: a structured block */
    N_STANDALONE,               /* enter/exit data, update, wait, init, ... */
    N_LOOP_ORPHAN,              /* loop directive outside compute: host only */
    N_OTHER,                    /* routine, declare, cache, atomic: later */
    N_PACC                      /* #pragma pacc pipeline and its time loop (Node.pacc) */
} NodeKind;

/* ---- out-of-core pipelines (docs/pacc.md): fe_pacc.c reads them, pacc.c
 * decides what the host passes gw_pacc_begin, emit_host.c prints it ---- */
typedef enum PaccLayout {
    PACC_ROWS,                  /* a C array or a pointer to rows: p[z][y][x] */
    PACC_FLAT                   /* rank 2 as a flat pointer: p[y*nx + x] */
} PaccLayout;

typedef struct PaccArray {
    const char *name;
    bool inout;                 /* targetinout; else targetin */
    PaccLayout layout;
    int col;                    /* of the item */
    const char *host, *row;     /* pacc.c: its gw_pacc_val, as C */
} PaccArray;

/* A variable the time loop's host statements assign that lives on after
 * it: each chunk replays those statements from the pipeline's start, so the
 * host saves it there and restores it before each chunk (emit_host.c). */
typedef struct PaccSaved {
    const char *name;
    struct PaccSaved *next;
} PaccSaved;

typedef struct Pacc {
    int id;
    Directive *dir;
    struct Node *node;          /* its N_PACC node */
    struct Loop *time;          /* the time loop (libclang's facts) */
    PaccArray *arrays;
    int narr, rank;
    Clause *size, *halo;        /* nexprs 2*rank: [lo:len], [below:above] */
    Expr *chunks, *depth;       /* or NULL */
    bool async;
    PaccSaved *saved;
    int nests;                  /* its pacc loop nests */
    /* pacc.c: what its nests read of the outermost axis around the rows they
       write (rows below and above), the halo when 'halo' is not given; or
       why that is not known */
    long long reach_below, reach_above;
    const char *reach_why;
    PaccSaved *written;         /* pacc.c: the arrays its nests so far write */
    /* pacc.c: gw_pacc_begin's arguments, as C */
    const char *rows, *below, *above, *steps, *nchunks, *ndepth;
} Pacc;

/* A directive and what it covers, in source order. */
#define NO_SETTLE ((size_t)-1)        /* Node.settle_at: none */

/* A VLA local (cxx.c): in device code, alloca storage on the thread's
 * stack, which the launch of a construct that declares it makes big enough
 * when the host can evaluate bytes there (analyze.c, place_vlas;
 * emit_host.c, gw_stack_need). */
typedef struct VlaLocal {
    const char *name;
    const char *bytes;                  /* sizeof(elem) * (count) */
    size_t at;                          /* its declaration */
    size_t *refs;                       /* where the variables its size */
    int nrefs;                          /* names are declared */
    int line;
    struct Node *nd;                    /* analysis: the construct that
                                           declares it, or NULL */
    bool host;                          /* analysis: bytes can be evaluated
                                           before nd (no name of nd's own) */
    struct VlaLocal *next;
} VlaLocal;

/* What an entry of a construct's gw_args carries to its kernels' parameter
 * of the same place (plan.c, plan_params). */
typedef enum ParamRole {
    PR_VALUE,                   /* firstprivate by value: (void *)&x */
    PR_ARRAY,                   /* a firstprivate array's device copy (gw_fpa_x) */
    PR_VLA_COUNT,               /* a private or firstprivate VLA's elements, by the
                                   host's sizeof (gw_vn_x): its size where declared */
    PR_VLA_DIM,                 /* an extent of a variably modified variable's type
                                   where it was declared (gw_vd_x_l; Var.vm_levels) */
    PR_DEVPTR,                  /* present data: its device address */
    PR_CACHE_LO, PR_CACHE_HI,   /* cache(x[...]): x's present block (gw_cvl_x, gw_cvh_x) */
    PR_REF,                     /* a scalar's device copy (gw_ref_x) */
    PR_PRIVSUB,                 /* private(p[lo:n]): p's device value (gw_ps_x), */
    PR_PRIVSUB_SCRATCH,         /* its copies' scratch (gw_pv_x) */
    PR_PRIVSUB_LO, PR_PRIVSUB_LEN,      /* and the subarray (gw_pl_x, gw_pn_x) */
    PR_RED, PR_PART, PR_OUT,    /* the reduction's scratch, partials and host results */
    PR_GANG_SCRATCH,            /* the gangs' arrays in scratch (gw_gsh: Kernel.gang_global) */
    PR_SHARE_LO, PR_SHARE_HI    /* a split kernel's share of its loop (gw_lo, gw_hi) */
} ParamRole;

/* gangway_rt.h's GW_P_*, in its order: what the run-time compiler may do
 * with a parameter's value (emit_host.c prints the names). */
typedef enum ParamKind { PK_OTHER, PK_SINT, PK_UINT, PK_BOOL, PK_FLOAT, PK_PTR } ParamKind;

/* One parameter of a construct's kernels and the entry of gw_args that fills
 * it: emit_cuda.c prints decl (rdecl in the _r and _s variants), emit_host.c
 * the entry and its gw_param, report.c what run-time specialisation does. */
typedef struct KParam {
    ParamRole role;
    Var *v;                     /* NULL for the reduction's and the share's */
    const char *decl, *rdecl;   /* "const int n"; "const double *__restrict__ a" */
    const char *type;           /* for a cast: "int", "enum color" */
    const char *name;           /* cuda_spelling */
    const char *size_type;      /* a type of the size of what args[i] points
                                   at, for the host's sizeof; NULL: not said */
    ParamKind kind;
    bool floaty;                /* Var.floaty */
} KParam;

/* A variable declared inside a compute construct and the text where its
 * name means it: from its declaration to the end of its block (frontend.c). */
typedef struct LocalVar {
    char *name;
    size_t start, end;
    struct LocalVar *next;
    const char *elem;           /* its (element) type, as C spells it, and */
    Arith arith;                /* its arithmetic: a loop reduction's operator is checked against it */
} LocalVar;

typedef struct Node {
    NodeKind kind;
    Directive *dir;
    size_t pragma_start, pragma_end;    /* the directive line(s) */
    size_t stmt_start, stmt_end;        /* the statement it applies to */
    Var *vars;                          /* N_COMPUTE: free variables */
    LocalVar *locals;                   /* N_COMPUTE: its own variables */
    Loop *loops;                        /* N_COMPUTE: loop tree */
    struct Pacc *pacc;                  /* N_PACC: its pipeline; N_COMPUTE: the
                                           pipeline a pacc loop nest runs in */
    Store *stores;
    Write *writes;
    Atomic *atomics;
    Atomic *cache_dirs;                 /* N_COMPUTE: its cache directives
                                           (start..end: the directive line) */
    struct Jump *jumps;                 /* data, declare: return, break, continue
                                           and goto that leave the region */
    Update *updates;                    /* writes of reduced pointer subarrays */
    Store *arrays;                      /* local array declarations (one
                                           array, no initialiser) */
    Store *enums;                       /* enums declared in the enclosing
                                           function whose constants it uses */
    Kernel *kernels;
    MemberRed *members;                 /* N_COMPUTE: reduced members, as temporaries */
    AccessRec *accesses;                /* N_COMPUTE: its array accesses (frontend.c) */
    AtomicOp atomic_op;                 /* DIR_ATOMIC: its statement's operation */
    bool restrict_variant;              /* N_COMPUTE: its kernels have a __restrict__
                                           copy, chosen at launch (analyze.c) */
    char *name;
    int nmaps;
    int red_parts;                      /* partial-result bytes per block */
    int red_count;                      /* scratch offset of the last-block
                                           counter (red_parts or red_finish) */
    bool red_finish;                    /* one kernel: its last block writes
                                           the results to the host (gw_out)
                                           and resets the scratch */
    bool int_complex;                   /* N_COMPUTE: writes an integer complex type */
    int red_bytes;                      /* the reduction scratch: the slots,
                                           then the last-block counter (0:
                                           no region-level reduction) */
    bool ldouble;                       /* N_COMPUTE: uses long double, which
                                           the device computes in double */
    bool speaks;                        /* N_COMPUTE: calls printf, assert or
                                           a function of the program: the
                                           host waits for its kernels */
    size_t settle_at;                   /* N_COMPUTE: where the host waits for
                                           its kernels (gw_settle), or
                                           NO_SETTLE: at the launch; the
                                           first of settle_places */
    SettlePlace *settle_places;         /* every such place (fe_flow.c): in a
                                           loop, before each statement that
                                           could see the kernels; a static
                                           function's callers' */
    /* plan.c, plan_waits: the kernels are quiet (their synchronous launches
       return at once) unless wait_reason says why the host waits at the
       end */
    bool quiet;
    const char *wait_reason;
    /* N_COMPUTE, the front end (fe_flow.c, fe_host_scopes): its function's
       text [fn_start, fn_end), and the bodies of the host loops around it
       there, innermost first */
    size_t fn_start, fn_end;
    HostLoop *host_loops;
    /* plan.c, plan_beside: the constructs that may be in flight with it, by
       line; runs_alone: why none may, or NULL */
    Beside *beside;
    const char *runs_alone;
    struct ImplicitMap *implicit;       /* N_COMPUTE: the maps no clause names
                                           (plan.c, plan_implicit_maps) */
    KParam *params;                     /* N_COMPUTE: its kernels' parameters, in
                                           order (plan.c, plan_params): nparams,
                                           a kernel's are the first Kernel.nparams */
    int nparams;
    bool file_scope;                    /* declare outside any function */
    size_t scope_end;                   /* declare in a block: where it ends
                                           (before a final return) */
    struct Node *around;                /* the data constructs and declares that
                                           may hold this node, innermost first,
                                           through their own 'around', then every
                                           file-scope declare (analyze.c,
                                           link_scopes) */
    struct Node *next;
} Node;

/* Where a byte of the preprocessed text came from. */
typedef struct SrcPos {
    const char *file;
    int line, col;
} SrcPos;

/* A type, struct or function declaration the device code needs. */
typedef struct Decl {
    size_t start, end;
    bool is_function;           /* emitted with __device__ */
    size_t body_start;          /* functions: offset of the body's '{' */
    char *name;
    bool used;                  /* reached from a compute construct */
    bool proto;                 /* a routine's prototype, no body here: the
                                   device gets an extern declaration */
    bool is_static;             /* internal linkage */
    const char *text;           /* CUDA text of its own, printed instead of a
                                   copy of [start, end) (cxx.c: enums declared
                                   before their list) */
    size_t param_body;          /* a type defined in a parameter list: its
                                   '{', whose list the function's copies
                                   leave out (C++ takes no definition there;
                                   this Decl declares it before them) */
    bool knr;                   /* functions: a K&R definition, whose copies
                                   leave out such a type whole (fe_knr_lower) */
    struct Decl *next;
} Decl;

/* A routine directive and the function it names. */
typedef struct Routine {
    char *name;
    Directive *dir;
    bool nohost;
    struct Routine *next;
    /* routine gang, worker or vector defined here: its loop directives,
       partitioned across the threads that call it (each loop's par says
       which: frontend.c, routine_loops) when every call lets all of them
       call it (analyze.c, routine_schedules) */
    unsigned level;             /* PAR_GANG, PAR_WORKER or PAR_VECTOR */
    int line;                   /* of the function's definition */
    size_t name_at;             /* its name in the definition */
    Loop *vloops;               /* the loops that would be partitioned */
    char *why_seq;              /* why its loops stay sequential, or NULL */
    struct RCall *calls;        /* its calls in compute constructs */
    bool part;                  /* decided: vloops are partitioned (in the calls that allow it) */
} Routine;

/* A call of a routine gang, worker or vector in a compute construct. */
typedef struct RCall {
    Node *nd;
    size_t at;
    size_t name_at, name_end;   /* the callee's name, [name_at, name_end); empty
                                   when the callee is no plain name */
    struct RCall *next;
    bool part;                  /* decided: it calls the partitioned copy */
    char *why_whole;            /* or why not */
} RCall;

/* routine bind(target): device code calls target where it names name. */
typedef struct Bind {
    char *name, *target;
    struct Bind *next;
} Bind;

/* A file-scope variable that a device function uses by name: the CUDA file
 * gives it a __device__ twin (a file-scope declare maps the host variable
 * to it; a const one is initialised like the host's). */
typedef struct DevGlobal {
    char *name;
    char *decl;                 /* "const double c[3]" */
    char *init;                 /* initialiser text, or NULL */
    bool is_const;
    bool external;              /* defined in another file (extern) */
    size_t use;                 /* offset of its first use, for messages */
    char *fn;                   /* the function that uses it */
    ClauseKind declared;        /* its file-scope declare clause, or 0 */
    struct DevGlobal *next;
} DevGlobal;

/* Orders among the edits at one offset, lower first (edit.c).  Text that
 * edits wrap nests: an opener that comes first at the start is outside
 * the others, so its closer must come last at the end. */
typedef enum EditOrder {
    EDIT_OUTERMOST_OPEN = -(1 << 20),   /* outside every other opener here */
    EDIT_INNERMOST_CLOSE = -(1 << 20),  /* inside every other closer here */
    EDIT_JUMP_EXIT = -(1 << 20) + 1,    /* a jump's exits, inner constructs' first */
    EDIT_OUTER_OPEN = -(1 << 19),
    EDIT_INNER_CLOSE = -(1 << 19),
    EDIT_BEFORE = -1,
    EDIT_PLAIN = 0,
    EDIT_AFTER = 1,
    EDIT_AFTER_2 = 2,
    EDIT_CONSTRUCT_CLOSE = 10,          /* a construct's exit at its end, inner ones first */
    EDIT_SETTLE = 15,                   /* gw_settle() after a region's quiet kernels */
    EDIT_SCOPE_EXIT = 20,               /* a declare's exit at its scope's end */
    EDIT_NEST_END = 1000,               /* kernel nests (emit_cuda.h, nest_open/nest_close) */
    EDIT_OUTER_CLOSE = 1 << 19,
    EDIT_INNER_OPEN = 1 << 19,
    EDIT_INNERMOST_OPEN = 1 << 20,
    EDIT_OUTERMOST_CLOSE = 1 << 20,
} EditOrder;

/* A text edit of the preprocessed text (edit.c applies them). */
typedef struct Edit {
    size_t start, end;          /* replaced range; start == end inserts */
    char *text;
    int order;                  /* EditOrder: among edits at one offset, lower first */
    long long nest;             /* then lower first: edit_add_nested */
    int group;                  /* the edits of one rewrite share a number (0:
                                   none): applied all or none (edit_whole_groups) */
} Edit;
typedef struct EditList {
    Edit *v;
    int n, cap;
} EditList;

/* A call in host code of a routine gwcc's openacc.h declares: the host C
 * writes gw_api_at(file, line, text, name) before it, so the runtime's
 * errors in the routine name the caller's line (fe_api.c, emit_host.c). */
typedef struct ApiCall {
    size_t start, end;          /* the routine's name, the call's callee */
    SrcPos pos;                 /* the call's line in the user's file */
    const char *name;           /* "acc_copyin" */
    const char *text;           /* its first pointer argument as spelled, when
                                   a variable, member or element; else NULL */
    struct ApiCall *next;
} ApiCall;

/* One translation unit. */
typedef struct Unit {
    Arena *arena;
    const Options *opt;
    const char *src_name;       /* the user's file */
    char *stem;                 /* kernel name prefix */
    char *pp;                   /* preprocessed text */
    size_t pp_len;
    Node *nodes;                /* directives in source order */
    Decl *decls;                /* top-level types and functions, in order */
    Bind *binds;
    Routine *routines;
    DevGlobal *dev_globals;
    bool has_kernels;           /* a CUDA file is written (translate.c): file-scope
                                   variables of device functions have __device__ twins */
    int ncompute;
    EditList member_uses;       /* the uses of reduced members (MemberRed),
                                   replaced by their temporaries' names in
                                   the CUDA text and the host version */
    EditList cxx;               /* C that C++ rejects, lowered for the CUDA
                                   text only (cxx.c): casts, reordered
                                   designated initialisers, _Generic */
    struct TagRename {          /* struct/union/enum tags the CUDA text */
        const char *kw, *name;  /* spells otherwise: "struct", "node" -> */
        const char *to;         /* "gw_tag_node" (a typedef takes the name) or
                                   "outer::inner" (defined inside outer) */
        bool nested;
    } *tags;
    int ntags;
    const char **renames;       /* names the unit declares that are C++ or
                                   CUDA keywords or names: the CUDA file
                                   #defines each to gw_c_<name> */
    int nrenames;
    VlaLocal *vlas;             /* VLA locals in device code (cxx.c) */
    bool rdc;                   /* relocatable device code: the unit calls a
                                   routine defined elsewhere or defines one
                                   other units may call (architecture 3.8) */
    /* run-time compilation (docs/jit-plan.md): why NVRTC cannot compile the
       declarations every kernel needs, so that the CUDA text is not embedded
       (fe_jit.c, fe_jit_check), or NULL; where they end in the CUDA text
       (emit_cuda.c): each kernel's text follows */
    const char *jit_why;
    size_t prelude_len;
    DevGlobal *jit_global;      /* a __device__ global the host maps (declare),
                                   which a kernel of a module of its own would
                                   not see: no specialisations (plan_params) */
    struct SrcFiles *src;       /* the user's files, as messages read them (srcmap.c) */
    ApiCall *api_calls;         /* in source order (fe_api.c) */
} Unit;

int frontend_parse(Unit *u, const char *pp_path);    /* frontend.c */
VarItem *reduced_subarray(Node *nd, const char *name, Clause **cl, Directive **where);  /* p[lo:n] */
const char *cuda_spelling(Unit *u, const char *name);  /* cxx.c: gw_c_NAME or NAME */
SrcPos unit_pos(Unit *u, size_t off);
Loc unit_loc(Unit *u, size_t off);              /* with the source line text */
char *unit_newlines(Unit *u, size_t a, size_t b);   /* the line breaks of u->pp[a, b) */

/* srcmap.c: the user's files, read once per unit, and a text that stands
 * for lines line..last of file (a directive joined from continuation lines
 * or written through macros or _Pragma; a line of C with macros expanded),
 * its first character at column col: where each of its tokens is spelled
 * (Loc.map), or NULL when it is the line itself or the file is unreadable. */
typedef struct SrcFile SrcFile;
SrcFile *src_file(Unit *u, const char *name);            /* NULL: unreadable */
const char *src_line(SrcFile *f, int line, size_t *len);   /* in the file's text; NULL: none */
const char *src_line_text(Unit *u, const char *file, int line);
const ColMap *src_map(Unit *u, const char *text, size_t len, int col, const char *file, int line, int last);
bool src_is_user_file(Unit *u, const char *file);

/* analyze.c: implicit data attributes, schedules, launch shapes */
void analyze_unit(Unit *u);
bool alone_in_parent(const Loop *l);
DevGlobal *declared_dev_global(Unit *u, const char *name);
DefaultKind visible_default(Unit *u, Node *nd);
bool visible_mapped(Unit *u, Node *nd, const char *name);
Var *ana_var_of(Node *nd, const char *name);            /* the construct's variable, or NULL */
void par_name(unsigned p, char *buf);   /* "gang vector", "seq" */
/* Is name one of construct nd's own variables, visible at offset at? */
bool ana_local_at(Node *nd, const char *name, size_t at);
/* Is array s (Node.arrays) of kernel k one per gang, __shared__ by its lanes?
 * At gang scope (in no worker or vector loop) when the gang has several lanes. */
bool ana_gang_array(Node *nd, Kernel *k, Store *s);
const GangSlot *ana_gang_slot(const Kernel *k, const Var *v, const struct Loop *l, const Store *s);
int ana_gang_budget(void);      /* the gangs' arrays' bytes of shared memory */
/* How the reduction of loop l (in kernel k) on item it is done; the two
 * kinds refused are errors (analyze.c, check_loop_reductions), which every
 * mode reports. */
typedef enum LoopRed {
    LRED_NONE,                  /* elsewhere: atomic updates, or combined at the region's end;
                                   or a variable the construct does not use */
    LRED_KERNELS_REF,           /* a kernels region's own scalar (analyze.c, kernels_shared_reduction) */
    LRED_GANG,                  /* of a region-local variable on a gang loop: an error */
    LRED_SHARED_ARRAY,          /* of an array the gang's threads share: an error */
    LRED_ARRAY,                 /* of a C array local to the region: element by element */
    LRED_SCALAR,                /* of a region-local scalar */
} LoopRed;
LoopRed ana_loop_red(Node *nd, Kernel *k, Loop *l, const VarItem *it);

/* sched.c: for analyze.c, a kernel's nest on a multi-dimensional grid and
 * its staging (Kernel.nest, Kernel.stage_loop), cache(...) (Kernel.caches) */
void sched_kernel(Unit *u, Node *nd, Kernel *k);
void sched_caches(Unit *u, Node *nd);
AccessRec *index_access(Node *nd, const char *array, size_t at);       /* an Index's record */

/* ---- plan.c: the host side's plans, made after analysis (emit_host.c
 * prints them, --info and --dump-ir show them) ---- */

/* gangway_rt.h's gw_map_kind, in its order (emit_host.c prints GW_MAP_*). */
typedef enum MapKind {
    MAP_COPY, MAP_COPYIN, MAP_COPYOUT, MAP_CREATE, MAP_NO_CREATE, MAP_PRESENT, MAP_DEVICEPTR,
    MAP_DELETE, MAP_ATTACH, MAP_DETACH, MAP_UPDATE_DEVICE, MAP_UPDATE_SELF, MAP_LOOKUP, MAP_LINK,
    MAP_NONE                    /* not a data clause */
} MapKind;

/* What an implicit map names. */
typedef enum MapWhat {
    MAP_OBJECT,                 /* the variable: &(v), sizeof(v) */
    MAP_POINTER,                /* a pointer's value: translated when present */
    MAP_ITEM,                   /* a clause's subarray v[lo:n] (ImplicitMap.item) */
    MAP_SECTION                 /* v[lo..hi], what its subscripts reach (terms) */
} MapWhat;

/* A subscript p[e] of an inferred section and the loops around it,
 * outermost first: the host evaluates e at the corners of their ranges
 * (exact: e is affine in them, Node.accesses). */
typedef struct SectionTerm {
    const Index *ix;
    Form sub;                   /* its subscript's form, which the host evaluates */
    Loop *loops[3];
    int nloops;
    struct SectionTerm *next;
} SectionTerm;

/* A map of a compute construct that no clause names (Node.implicit). */
typedef struct ImplicitMap {
    Var *v;
    MapKind kind;
    MapWhat what;
    VarItem *item;              /* MAP_ITEM */
    SectionTerm *terms;         /* MAP_SECTION, in Var.index's order */
    bool readonly;              /* GW_MF_READONLY: the region only reads it */
    bool deref;                 /* GW_MF_DEREF: not present is an error */
    const char *why;            /* for --info */
    struct ImplicitMap *next;
} ImplicitMap;

void plan_unit(Unit *u);        /* Node.implicit, quiet, wait_reason; Kernel.launch */
/* Node.params, Kernel.nparams (after split_unit: a split kernel's share);
 * Kernel.jit_why for a variable-length array the kernel allocates */
void plan_params(Unit *u);
void plan_beside(Unit *u);      /* Node.beside, runs_alone (after split_unit) */
MapKind clause_map_kind(ClauseKind k);
const char *map_kind_name(MapKind k);   /* "copy", "lookup" */
/* Does item it of clause c become an entry of its directive's map array? */
bool plan_item_mapped(const Clause *c, const VarItem *it);

/* split.c: Kernel.split, each kernel's plan for a group of devices */
void split_unit(Unit *u);
/* pacc.c: each pipeline's checks against its nests' split plans, and
 * gw_pacc_begin's arguments (Pacc.rows ...) */
void pacc_unit(Unit *u);
/* The elements of the first dimension subscript f touches over iterations
 * [lo, hi) of loop sl (SplitRange's c, omin, omax), the loops of chain
 * (outermost first, sl among them or not) bounding the others; NULL, or
 * why not (*why), with host(name) saying which names the host may read. */
const char *split_range(Arena *a, Form f, struct Loop *sl, struct Loop **chain, int nchain,
                        bool (*host)(void *ctx, const char *name), void *ctx, Form *c, Form *omin, Form *omax);

/* report.c: what analysis and the plans decided, printed */
void dump_ir(Unit *u);          /* --dump-ir */
void info_report(Unit *u);      /* --info */

/* emit_host.c: the host C file */
/* fatbin_path, cu_path: what the host C embeds with .incbin (cu_path: the
 * CUDA text, for the run-time compiler, unless Options.jit_source is off or
 * Unit.jit_why says why not) */
void emit_host(Unit *u, Buf *out, const char *fatbin_path, const char *cu_path);
char *red_identity(Arena *a, RedOp op, Arith ar, const char *type);   /* as a C expression */
char *red_combine(Arena *a, RedOp op, const char *x, const char *y);   /* x = x op y; */
/* emit_cuda.c, with emit_loops.c: the CUDA file */
void emit_cuda(Unit *u, Buf *out);

/* ---- edit.c ---- */
void edit_add(EditList *l, size_t start, size_t end, char *text, int order);
/* An insertion for a construct opened at opened_at, among others of the
 * same order at one offset: the inner constructs' (opened later) first. */
void edit_add_nested(EditList *l, size_t at, char *text, int order, size_t opened_at);
void edit_sort(EditList *l);
/* Precedence rules, said where they apply: edits inside a range another
 * replaces are dropped (the replacement was built from the original text);
 * merging, win's edits and those of the sorted lose in [start, end] that
 * change no text win changes. */
void edit_drop_covered(EditList *l);
void edit_merge(EditList *out, const EditList *win, const EditList *lose, size_t start, size_t end);
/* Drop from kept each edit of a group (Edit.group) that from has more of:
 * part of a rewrite, such as gw_fma's commas without its name, is broken
 * text.  edit_drop_covered and edit_merge keep whole groups themselves. */
void edit_whole_groups(EditList *kept, const EditList *from);
/* Copy u->pp[start, end) applying the edits inside it; line markers become
 * #line directives, and one follows every edit so line numbers stay right.
 * Edits that overlap are an internal error. */
void edit_apply(Unit *u, EditList *l, size_t start, size_t end, Buf *out);
void edit_line_marker(Unit *u, size_t off, Buf *out);
void edit_release(EditList *l);

#endif
