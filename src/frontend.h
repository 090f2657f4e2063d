/* frontend.h: the front end's private header: libclang's AST as an array,
 * shared by frontend.c and cxx.c, the only files that see libclang. */
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
} Ctx;

/* cxx.c: what C allows and C++ rejects, as edits of the CUDA text
 * (Unit.cxx) and names to rename there (Unit.renames). */
void cxx_lower(Ctx *cx);
void cxx_tags(Ctx *cx);                 /* Unit.tags, before any cuda_type_of */
/* cxx.c: t as the CUDA text spells it: gw_cplx<double> for _Complex double,
 * gw_ldouble for long double, renamed and qualified tags; else clang's
 * spelling. */
char *cuda_type_of(Unit *u, CXType t);
/* cxx.c: u->pp[start, end) with the CUDA spellings (Ctx.spell) applied */
char *spelled_text(Ctx *cx, size_t start, size_t end);
/* cxx.c: does t hold GNU's integer complex type (no device version)? */
bool int_complex_type(CXType t);
char *cx_str(Arena *a, CXString s);     /* frontend.c: copy and dispose */
int cx_unwrap(Ctx *cx, bool parens, int i);     /* frontend.c: past implicit casts (and parentheses) */
/* cxx.c: is t variably modified, lowered to a flat pointer to elem (its
 * canonical element type)?  count:
 * an array t's number of elements, as an expression. */
bool vm_flat(Arena *a, CXType t, CXType *elem, char **count);
char *array_extent(Arena *a, CXType t);  /* "N" of T[N][M]; NULL: none */

#endif
