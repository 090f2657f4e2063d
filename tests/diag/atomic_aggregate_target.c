// What an atomic construct reads or writes must be a scalar of arithmetic
// or pointer type (OpenACC 3.3 section 2.12): a struct, a union, an array
// or a vector-extension type is a located error in every mode, as gcc
// gives, in a compute construct, in a routine and in host code; before,
// gwcc took a struct's read and write as the plain assignment.  Pointers,
// _Bool, long double and __int128 are taken.  In the modes that build for
// the device, the vector type in the construct is an error of its own (nvcc
// has no GNU vector types in device code).
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --check-prefixes=CHECK,DEV --implicit-check-not=error:
// RUN: not %gwcc -acc=host -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -c %s -o %t.o 2>&1 | FileCheck %s --check-prefixes=CHECK,DEV --implicit-check-not=error:
typedef struct { double x, y; } point;
typedef union { int i; float f; } word;
typedef int v4si __attribute__((vector_size(16)));

#pragma acc routine seq
static void keep(point *dst, const point *src)
{
// CHECK-DAG: atomic_aggregate_target.c:[[@LINE+2]]:5: error: an atomic write of '*dst', of type 'point', is not allowed: what an atomic construct reads or writes must be a scalar of arithmetic or pointer type
#pragma acc atomic write
    *dst = *src;
}

void host_side(word *a, word b)
{
// CHECK-DAG: atomic_aggregate_target.c:[[@LINE+2]]:10: error: an atomic read of 'b', of type 'word', is not allowed
#pragma acc atomic read
    *a = b;
}

void f(int n, point *p, word *u, v4si *v, long double *ld, __int128 *q, _Bool *flag, double **last)
{
    point best = {0, 0};
    word tag;
    v4si lanes;
// DEV-DAG: atomic_aggregate_target.c:[[@LINE+1]]:50: error: 'v[0:n]' in 'copyin' has type '__attribute__((__vector_size__(4 * sizeof(int)))) int', which has no device version; use arrays of the element type
#pragma acc parallel loop copyin(p[0:n], u[0:n], v[0:n]) copy(ld[0:1], q[0:1], flag[0:1], last[0:1])
    for (int i = 0; i < n; i++) {
// CHECK-DAG: atomic_aggregate_target.c:[[@LINE+2]]:9: error: an atomic write of 'best', of type 'point', is not allowed
#pragma acc atomic write
        best = p[i];
// CHECK-DAG: atomic_aggregate_target.c:[[@LINE+2]]:15: error: an atomic read of 'u[i]', of type 'word', is not allowed
#pragma acc atomic read
        tag = u[i];
// DEV-DAG: atomic_aggregate_target.c:[[@LINE+3]]:9: error: type '__attribute__((__vector_size__(4 * sizeof(int)))) int' has no device version
// CHECK-DAG: atomic_aggregate_target.c:[[@LINE+2]]:17: error: an atomic read of 'v[i]', of type '__attribute__((__vector_size__(4 * sizeof(int)))) int', is not allowed
#pragma acc atomic read
        lanes = v[i];
#pragma acc atomic write
        ld[0] = i;
#pragma acc atomic write
        q[0] = i;
#pragma acc atomic write
        flag[0] = 1;
#pragma acc atomic write
        last[0] = &p[i].x;
        keep(&p[i], &best);
    }
    (void)tag, (void)lanes;
}
