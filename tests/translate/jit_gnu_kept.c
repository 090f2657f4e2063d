// GNU C's a ?: b, statement expressions and void * arithmetic where the
// CUDA text can give NVRTC no lambda or call for them (cxx_gnu.c) and keeps
// GNU's spelling: in sizeof or a type, outside a function, in a static
// variable's initialiser (void *), or a statement expression that jumps out
// of itself.  The kernel, or the unit for a file-scope one, is not
// JIT-able, and jit_why names the construct, where it is and its line.
// RUN: rm -rf %t.f && mkdir -p %t.f && %gwcc --keep -c -DFILE_SCOPE %s -o %t.f/out.o
// RUN: FileCheck %s --check-prefix=FILE < %t.f/jit_gnu_kept.gw.c
// RUN: rm -rf %t.s && mkdir -p %t.s && %gwcc --keep -c -DIN_SIZEOF %s -o %t.s/out.o
// RUN: FileCheck %s --check-prefix=SIZEOF < %t.s/jit_gnu_kept.gw.c
// RUN: rm -rf %t.j && mkdir -p %t.j && %gwcc --keep -c -DSTMT_JUMPS %s -o %t.j/out.o
// RUN: FileCheck %s --check-prefix=JUMPS < %t.j/jit_gnu_kept.gw.c
// RUN: rm -rf %t.t && mkdir -p %t.t && %gwcc --keep -c -DSTMT_SIZEOF %s -o %t.t/out.o
// RUN: FileCheck %s --check-prefix=STMT-SIZEOF < %t.t/jit_gnu_kept.gw.c
// RUN: rm -rf %t.v && mkdir -p %t.v && %gwcc --keep -c -DVOID_SIZEOF %s -o %t.v/out.o
// RUN: FileCheck %s --check-prefix=VOID-SIZEOF < %t.v/jit_gnu_kept.gw.c
// RUN: rm -rf %t.i && mkdir -p %t.i && %gwcc --keep -c -DVOID_STATIC %s -o %t.i/out.o
// RUN: FileCheck %s --check-prefix=VOID-STATIC < %t.i/jit_gnu_kept.gw.c

// FILE-NOT: .jit_why
// FILE-NOT: gw_mod.src =
// FILE: gw_mod.jit_why = "GNU's 'a ?: b' outside a function body at line 33";
// SIZEOF: static gw_kernel gw_k_jit_gnu_kept_L40 = {{{.*}}, .jit_why = "GNU's 'a ?: b' in sizeof or a type at line 45"};
// SIZEOF-NOT: gw_mod.jit_why
// JUMPS: static gw_kernel gw_k_jit_gnu_kept_L40 = {{{.*}}, .jit_why = "a statement expression left by return, goto, break or continue at line 48"};
// STMT-SIZEOF: static gw_kernel gw_k_jit_gnu_kept_L40 = {{{.*}}, .jit_why = "a statement expression in sizeof or a type at line 50"};
// VOID-SIZEOF: static gw_kernel gw_k_jit_gnu_kept_L40 = {{{.*}}, .jit_why = "arithmetic on a void pointer in sizeof or a type at line 52"};
// VOID-STATIC: static gw_kernel gw_k_jit_gnu_kept_L40 = {{{.*}}, .jit_why = "arithmetic on a void pointer in a static variable's initialiser at line 54"};

#include <stddef.h>

#ifdef FILE_SCOPE
enum { WIDTH = 0 ?: 4 };
#else
enum { WIDTH = 4 };
#endif

void f(int *a, char *buf, int n)
{
#pragma acc parallel loop copy(a[0:n]) copyin(buf[0:n])
    for (int i = 0; i < n; i++) {
        void *p = buf;
        int w = WIDTH;
#if defined(IN_SIZEOF)
        w += sizeof(a[i] ?: 1);
#elif defined(STMT_JUMPS)
        for (int k = 0; k < 2; k++)
            w += ({ if (k == a[i]) continue; k; });
#elif defined(STMT_SIZEOF)
        w += sizeof(({ int t = a[i]; t; }));
#elif defined(VOID_SIZEOF)
        w += sizeof(p + 1);
#elif defined(VOID_STATIC)
        static const void *z = (const void *)0 + 8;
        w += z != p;
#endif
        a[i] = w + (p != NULL);
    }
}
