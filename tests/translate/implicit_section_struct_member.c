// A member of a struct or union variable passed by value (s.off, o.a.b, in
// the subscripts or the loop bounds) is a value the host has: an implicit
// pointer's section is inferred from it, as from a scalar (the access IR
// names it by its path).  Not through a pointer (ps->off: the struct may
// change on the device), nor when the region writes the struct; a kernels
// loop that assigns a member of a struct from outside runs in order.  On the
// fake device a pointer that is not present is then copied in (the kernel is
// what cannot run there), not a not-present error.
// RUN: %gwcc --dump-ir=accesses -fsyntax-only -DSHAPES %s | FileCheck %s
// RUN: %gwcc --info -fsyntax-only -DSHAPES %s 2>&1 | FileCheck %s --check-prefix=INFO
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc %s -o %t.d/prog
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog 2>&1 | FileCheck %s --check-prefix=FAKE

#include <stdio.h>
#include <stdlib.h>

struct win { int off; int n; };
struct inner { long b; int c; };
struct outer { int lo; struct inner a; };
union u { int off; float f; };

#ifdef SHAPES
void f(int *p, int *q, int *r, int *t, int *x, struct win s, struct outer o, union u un, struct win *ps)
{
// CHECK: implicit_section_struct_member.c:[[@LINE+1]]: parallel loop
#pragma acc parallel loop
    for (int i = 0; i < s.n; i++)
        p[i + s.off] = q[(i + o.lo) * o.a.c + o.a.b] + r[un.off - i] + t[i + ps->off];
// CHECK:      implicit p: lookup section p[i + s.off]{{$}}
// CHECK:      implicit q: lookup section q[(i + o.lo) * o.a.c + o.a.b] readonly{{$}}
// CHECK:      implicit r: lookup section r[un.off - i] readonly{{$}}
// CHECK:      implicit t: lookup pointer deref{{$}}
// CHECK:      access p[i + s.off]: write loop line [[@LINE-6]]{{$}}
// INFO: 'p' mapped implicitly: translated when present, else copied in and out: the section its subscripts reach (p[i + s.off]){{$}}
// INFO: 't' mapped implicitly: translated when present, else an error (no section: its subscript 'i + ps->off' is not an affine function of at most three loops with bounds the host knows and of values it has){{$}}

// CHECK: implicit_section_struct_member.c:[[@LINE+1]]: parallel loop
#pragma acc parallel loop
    for (int i = 0; i < s.n; i++) {
        x[i + s.off] = i;
        s.n = 0;
    }
// CHECK:      implicit x: lookup pointer deref{{$}}

// INFO: implicit_section_struct_member.c:[[@LINE+2]]:   loop over 'i': sequential: member 's.off' is assigned in the loop{{$}}
#pragma acc kernels
    for (int i = 0; i < s.n; i++) {
        x[i + s.off] = i;
        s.off++;
    }
}
#endif

int main(void)
{
    int *p = calloc(64, sizeof *p);
    struct win s = {8, 32};
// FAKE: error: kernel 'implicit_section_struct_member_L[[@LINE+3]]{{(_r)?}}' cannot run on the fake device (parallel loop construct)
// FAKE-NOT: not present
// FAKE-NOT: done
#pragma acc parallel loop
    for (int i = 0; i < s.n; i++) p[i + s.off] = i;
    printf("done %d\n", p[9]);
    return 0;
}
