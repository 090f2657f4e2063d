// '*' is an argument of 'tile' and of 'gang(static:*)' only; elsewhere
// (vector_length(*), num_gangs(*), async(*), wait(*), gang(*), worker(*),
// vector(*)) it is a located error, in every mode, not an empty
// expression in the host C.  Found by tools/fuzz.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:

void f(float *a, int n)
{
// CHECK: star_argument.c:[[@LINE+1]]:41: error: '*' is not an argument of 'vector_length'; only 'tile' and 'gang(static:*)' take it
#pragma acc parallel loop vector_length(*) copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] += 1;
// CHECK: star_argument.c:[[@LINE+2]]:37: error: '*' is not an argument of 'num_gangs'
// CHECK: star_argument.c:[[@LINE+1]]:46: error: '*' is not an argument of 'async'
#pragma acc parallel loop num_gangs(*) async(*) copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] += 1;
// CHECK: star_argument.c:[[@LINE+3]]:32: error: '*' is not an argument of 'gang' but of 'gang(static:*)'
// CHECK: star_argument.c:[[@LINE+2]]:42: error: '*' is not an argument of 'worker'
// CHECK: star_argument.c:[[@LINE+1]]:52: error: '*' is not an argument of 'vector'
#pragma acc parallel loop gang(*) worker(*) vector(*) copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] += 1;
// CHECK: star_argument.c:[[@LINE+1]]:68: error: '*' is not an argument of 'wait'
#pragma acc parallel loop gang(static:*) tile(*) copy(a[0:n]) wait(*)
    for (int i = 0; i < n; i++) a[i] += 1;
}
