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
} Ctx;

/* cxx.c: what C allows and C++ rejects, as edits of the CUDA text
 * (Unit.cxx) and names to rename there (Unit.renames). */
void cxx_lower(Ctx *cx);
char *cx_str(Arena *a, CXString s);     /* frontend.c: copy and dispose */
int cx_unwrap(Ctx *cx, bool parens, int i);     /* frontend.c: past implicit casts (and parentheses) */
/* cxx.c: is t variably modified, lowered to a flat pointer to elem?  count:
 * an array t's number of elements, as an expression. */
bool vm_flat(Arena *a, CXType t, char **elem, char **count);
char *array_extent(Arena *a, CXType t);  /* "N" of T[N][M]; NULL: none */

#endif
