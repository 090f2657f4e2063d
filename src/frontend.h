/* frontend.h: the front end's private header: libclang's AST as an array,
 * shared by the front end's files (frontend.c, fe_*.c, cxx*.c), the only
 * files that see libclang. */
#ifndef FRONTEND_H
#define FRONTEND_H

#include <clang-c/Index.h>

/* A cursor of the AST, flattened into an array so we can walk up and across. */
typedef struct CNode {
    CXCursor c;
    enum CXCursorKind kind;
    size_t start, end;
    int parent, first, last, next;
    int index;                  /* position among its siblings */
    Node *region;               /* the compute construct this statement is */
    const char *alias;          /* a reduced member's use: the temporary's
                                   name (MemberRed), what the node stands for */
} CNode;

/* A line of the preprocessed text and where it came from. */
typedef struct PLine {
    size_t off;
    const char *file;
    int line;
    bool system;
} PLine;

typedef struct Ctx {
    Unit *u;
    CXTranslationUnit tu;
    CNode *n;
    int nn, cap;
    PLine *lines;
    int nlines;
    EditList spell;             /* the CUDA spellings of complex types, long
                                   double and tags in the user's code, sorted
                                   (cxx.c, spell_edits); Unit.cxx has them too */
    size_t *int_complex;        /* where the user's code writes an integer
                                   complex type (spell_edits), in order */
    int nint_complex;
    bool via_local;             /* fe_form_of followed a local's definition
                                   (fe_access.c, local_def) since last reset */
    int *by_start;              /* node indices by start offset (fe_span) */
    int *least_from;            /* least node index of by_start[k..] */
    int *most_upto;             /* greatest node index of by_start[..k] */
    const char **names;         /* the compute constructs' names so far: a
                                   hash set of names_cap slots (fe_vars.c) */
    int names_cap, nnames;
    int *fns;                   /* the FunctionDecl nodes, by start (fe_function_at) */
    size_t *fns_most_end;       /* greatest end of fns[..k] */
    int nfns;
    struct NamedDecl *named;    /* the variables and parameters by name, built
                                   once (fe_decls.c, fe_visible_decl); arena */
    int nnamed;
    unsigned *unconst;          /* the struct members whose own const the
                                   CUDA text drops (cxx.c, field_consts):
                                   clang_hashCursor's, sorted */
    int nunconst;
    size_t *compute;            /* [2k], [2k + 1]: the statement of the k-th compute
                                   construct, in order (cxx_vla.c's captured extents) */
    int ncompute;
} Ctx;

/* The nodes that start in [lo, hi) all lie in n[from, to): a range's nodes
 * without a scan of the whole AST (frontend.c, fe_span). */
typedef struct FeSpan {
    int from, to;
} FeSpan;

/* Is offset off in a system header's text (frontend.c)? */
bool fe_in_system(Ctx *cx, size_t off);

/* cxx.c: what C allows and C++ rejects, as edits of the CUDA text
 * (Unit.cxx) and names to rename there (Unit.renames). */
void cxx_lower(Ctx *cx);
void cxx_tags(Ctx *cx);                 /* Unit.tags, before any cuda_type_of */
/* cxx.c: t as the CUDA text spells it: gw_cplx<double> for _Complex double,
 * gw_ldouble for long double, renamed and qualified tags; else clang's
 * spelling. */
char *fe_pointer_to(Arena *a, const char *elem, const char *name);    /* "T (*name)[4]" for elem T [4] */
char *cuda_type_of(Unit *u, CXType t);
/* cxx.c: u->pp[start, end) with the CUDA spellings (Ctx.spell) applied */
char *spelled_text(Ctx *cx, size_t start, size_t end);
/* cxx.c: the same with every Unit.cxx edit inside the range (after cxx_lower) */
char *cxx_text(Ctx *cx, size_t start, size_t end);
/* cxx.c: the same with the edits made so far (while cxx_lower runs) */
char *cxx_lowered(Ctx *cx, size_t start, size_t end);
/* cxx.c: does t hold GNU's integer complex type (no device version)? */
bool int_complex_type(CXType t);
char *cx_str(Arena *a, CXString s);     /* frontend.c: copy and dispose */
int cx_unwrap(Ctx *cx, bool parens, int i);     /* fe_loops.c: past implicit casts (and parentheses) */
/* cxx_vla.c: is t variably modified, lowered to a flat pointer to elem (its
 * canonical element type)?  count:
 * an array t's number of elements, as an expression. */
bool vm_flat(Arena *a, CXType t, CXType *elem, char **count);
/* cxx_vla.c: the extents of a variably modified t, outermost first: an
   array's own, a pointer's pointee's (*array says which); 0: not vm_flat */
int vm_levels(Arena *a, CXType t, const char **dims, int max, bool *array);
char *array_extent(Arena *a, CXType t);  /* cxx_vla.c: "N" of T[N][M]; NULL: none */

/* Where a directive line stands (fe_place.c). */
typedef enum Place {
    PLACE_FILE,                 /* outside any declaration */
    PLACE_BLOCK,                /* between the statements of a block */
    PLACE_BODY,                 /* before the body of a for, if, ... or a label's statement */
    PLACE_DECLARATOR,           /* in a function, outside its body */
    PLACE_STRUCT,               /* in a struct, union or enum */
    PLACE_EXPR,                 /* in a statement, expression or declaration */
    PLACE_BAD                   /* where its kind may not stand: reported */
} Place;

typedef struct RawDir {
    size_t start, end;          /* the pragma line in pp, end after '\n' */
    Directive *dir;
    bool used;
    struct Pacc *pacc;          /* a pacc pipeline, or the top loop of a pacc
                                   loop nest: its pipeline (fe_pacc.c) */
    Place place;
} RawDir;
/* cxx_vla.c: where the compute constructs' statements are, before build_nodes */
void cxx_compute_spans(Ctx *cx, const RawDir *dirs, int ndirs);
bool cxx_in_compute(const Ctx *cx, size_t at);     /* in a compute construct's statement */

/* Shared among the front end's files (each under the file that defines it). */
/* frontend.c */
size_t fe_offset_of(CXSourceLocation loc);
int fe_up(Ctx *cx, int i);
int fe_child_toward(Ctx *cx, int p, int i);
size_t fe_skip_space(Unit *u, size_t i);
size_t fe_stmt_end(Unit *u, CNode *n);
char *fe_trim(Arena *a, const char *s, size_t n);
bool fe_is_ident_char(char c);
bool fe_follows_directly(Unit *u, size_t from, size_t to);
int fe_stmt_after(Ctx *cx, size_t off);
bool fe_is_stmt_kind(enum CXCursorKind k);
FeSpan fe_span(Ctx *cx, size_t lo, size_t hi);
int fe_first_dir(const RawDir *dirs, int ndirs, size_t off);  /* the first at or after off */
int fe_function_at(Ctx *cx, size_t off);    /* the last FunctionDecl (any depth) holding off, or -1 */
int fe_top_node_at(Ctx *cx, size_t off, enum CXCursorKind k);  /* the first top-level k starting at off */
int fe_node_after(Ctx *cx, size_t off);     /* the outermost node starting first at or after off, or -1 */
/* fe_vars.c */
char *fe_declarator(Arena *a, const char *type, const char *name);
bool fe_int32_type(CXType t);
Arith fe_arith(CXType t);                    /* a type's arithmetic (fe_vars.c) */
/* A type nvcc cannot compile in device code, in t or in what it holds
 * (half, bfloat16 and quad precision, _BitInt); kind CXType_Invalid: none. */
CXType fe_no_device_type(CXType t);
Var *fe_find_var(Node *nd, const char *name);
bool fe_is_written(Ctx *cx, int i);
bool fe_decl_inside(Ctx *cx, CXCursor decl, size_t start, size_t end);
bool fe_is_device_libcall(const char *name);
const char *fe_tgmath_choice(Ctx *cx, int call, int *first, CXCursor *chosen);
char *fe_callee_name(Ctx *cx, int i);
void fe_mark_function(Ctx *cx, const char *name, size_t at, bool undeclared, bool address);
bool fe_assigns_local(Ctx *cx, Node *nd, int i);
int fe_lvalue_root(Ctx *cx, int i, CXCursor d, bool *via);
bool fe_stmt_in(Ctx *cx, int p, int i);
bool fe_has_ident(const char *s, const char *id);
bool fe_silent_libcall(const char *name);
bool fe_speaks(Ctx *cx, size_t start, size_t end);
void fe_build_compute(Ctx *cx, Node *nd, RawDir *dirs, int ndirs, int stmt);
/* fe_loops.c */
int fe_unwrap(Ctx *cx, int i);
bool fe_mentions(Ctx *cx, int i, CXCursor decl);
char *fe_node_text(Ctx *cx, int i);
char *fe_node_cuda(Ctx *cx, int i);
Loop *fe_new_loop(Ctx *cx, int fi);
void fe_kernel_shape(Ctx *cx, Node *nd, Kernel *k, int first, int stop);
Loop *fe_collect_loops(Ctx *cx, Node *nd, RawDir *dirs, int ndirs);
void fe_mark_loop_vars(Node *nd, Loop *l);
void fe_mark_reduced_arrays(Node *nd, Loop *l);     /* Var.elem_written of loop reductions on arrays */
void fe_loop_facts(Ctx *cx, Node *nd, Loop *l);
void fe_check_collapse(Ctx *cx, Loop *l);
void fe_check_step(Ctx *cx, const Loop *k, const Directive *d);
/* fe_member.c */
const char *fe_in_alias(Ctx *cx, int i);
CXCursor fe_alias_typed(Ctx *cx, int i);
void fe_reduced_members(Ctx *cx, Node *nd);
/* fe_access.c */
char *fe_member_path(Ctx *cx, int i);
int fe_member_top(Ctx *cx, int i);
Form fe_form_of(Ctx *cx, int i);
void fe_collect_accesses(Ctx *cx, Node *nd, RawDir *dirs, int ndirs);
bool fe_own_private(Loop *l, const char *name);
bool fe_independent(Ctx *cx, Node *nd, Loop *l);
/* fe_decls.c */
void fe_collect_decls(Ctx *cx);
bool fe_local_type_unhoisted(Ctx *cx, CXCursor decl);
void fe_reserved_names(Ctx *cx);
/* The types declared inside function fn (its parameter list's too), as
 * Decls appended at tail: the CUDA file declares them at file scope. */
Decl **fe_local_types(Ctx *cx, int fn, Decl **tail);
void fe_knr_lower(Ctx *cx);
void fe_check_clause_names(Ctx *cx, RawDir *dirs, int ndirs);
int fe_visible_decl(Ctx *cx, const char *name, size_t at);
/* fe_place.c */
void fe_check_placement(Ctx *cx, RawDir *dirs, int ndirs);
/* fe_probe.c: the clause expressions parsed by libclang where their
 * directive stands, and checked (pp_path: the text's name for libclang) */
void fe_check_clause_exprs(Ctx *cx, RawDir *dirs, int ndirs, const char *pp_path, const char **args, int nargs);
/* fe_routine.c */
void fe_collect_routines(Ctx *cx, RawDir *dirs, int ndirs);
Routine *fe_find_routine(Unit *u, const char *name);
void fe_routine_protos(Ctx *cx);
void fe_routine_defs(Ctx *cx);
void fe_routine_loops(Ctx *cx, RawDir *dirs, int ndirs);
/* fe_pacc.c: each pacc pipeline's Pacc, and each pacc loop nest's
 * OpenACC meaning (RawDir.dir made a parallel loop) */
void fe_pacc_bind(Ctx *cx, RawDir *dirs, int ndirs);
/* fe_jit.c: for run-time compilation, Unit.jit_why and Kernel.jit_why (after
 * the declarations, kernels and Unit.vlas are known), Var.floaty */
void fe_jit_check(Ctx *cx);
void fe_float_uses(Ctx *cx, Node *nd);
/* fe_flow.c */
void fe_collect_jumps(Ctx *cx);
void fe_settle_points(Ctx *cx);
void fe_host_scopes(Ctx *cx);
void fe_param_tag_clash(Ctx *cx);    /* fe_decls.c: parameter-list types clashing at file scope */    /* Node.fn_start, fn_end, host_loops */
/* fe_api.c */
void fe_api_calls(Ctx *cx);                 /* Unit.api_calls */
/* cxx_lower's parts, shared among cxx.c, cxx_vla.c and cxx_desig.c */
/* cxx.c */
size_t cxx_name_offset(CXCursor c);
bool cxx_castable(const char *spelling);
/* Is token i of t on a preprocessing directive's line (a GNU line marker)?
 * Call for each token in order; line and directive start at 0. */
bool cxx_directive_token(Ctx *cx, CXToken *t, unsigned i, unsigned *line, unsigned *directive);
/* cxx_gnu.c: GNU C's a ?: b, statement expressions and void * arithmetic,
 * which NVRTC does not parse: how the CUDA text has node i (GNU_NONE: not
 * one).  GNU_REWRITTEN: with gangway_dev.h's words, a lambda or a call
 * under NVRTC; any other: as written, which only nvcc compiles. */
typedef enum GnuExpr {
    GNU_NONE,
    GNU_REWRITTEN,
    GNU_IN_TYPE,            /* in sizeof, _Alignof, typeof or a type (not evaluated, or no lambda) */
    GNU_OUTSIDE,            /* outside any function body (no lambda with a capture default) */
    GNU_STATIC_INIT,        /* void * arithmetic in a static variable's initialiser (no constant call) */
    GNU_JUMPS,              /* a statement expression left by return, goto, break or continue */
    GNU_UNSPELLED,          /* void * arithmetic whose operator is not where the AST says */
} GnuExpr;
GnuExpr cxx_gnu_expr(Ctx *cx, int i);
bool cxx_gnu_rewritten(Ctx *cx, int i);     /* GNU_REWRITTEN, and the text has it (not an opaque copy) */
void cxx_gnu_edit(Ctx *cx, int i);          /* node i's edits of Unit.cxx */
/* cxx_fma.c: under -ffp-contract=on, node i's contraction made explicit */
void cxx_fma_edit(Ctx *cx, int i);
/* cxx_fma.c: float 1.0f / sqrtf(x) as gangway_dev.h's branch-free gw_rsqrt_rn(x) */
void cxx_rsqrt_edit(Ctx *cx, int i);
/* cxx_vla.c */
bool cxx_array_kind(enum CXTypeKind k);
void cxx_vla_subscripts(Ctx *cx, int e);
void cxx_vla_deref(Ctx *cx, CNode *n);
void cxx_vla_pointer_step(Ctx *cx, CNode *n);
void cxx_vla_param_extents(Ctx *cx, int i);    /* a definition's parameters' extents on entry */
void cxx_vla_arg_casts(Ctx *cx, int i);        /* flat and array pointers meeting in a call */
void cxx_vla_sizeof(Ctx *cx, CNode *n);
void cxx_vla_decl(Ctx *cx, CNode *d);
void cxx_vla_cast(Ctx *cx, CNode *n);
/* cxx_desig.c */
void cxx_designator_edit(Ctx *cx, CNode *list);
/* fe_atomic.c */
char *fe_squeezed(Unit *u, size_t start, size_t end);
bool fe_update_of(Ctx *cx, int e, bool others, AtomicOp *op);
AtomicOp fe_checked_atomic_op(Ctx *cx, Directive *dir, int s);
void fe_note_atomic(Ctx *cx, Node *nd, RawDir *r);
void fe_device_atomics(Ctx *cx);

#endif
