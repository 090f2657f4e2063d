// RUN: not %gwcc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// gang(dim: n) takes the constant 1, 2 or 3 (OpenACC 3.3 section 2.9.2), and
// a dimension above 1 only in a parallel construct.
void f(float *a, int n, int d)
{
// CHECK: {{.*}}fe_gang_dim_bad.c:[[@LINE+2]]:1: error: the 'dim' argument of 'gang' must be the constant 1, 2 or 3, not '4'
#pragma acc parallel copy(a[0:n])
#pragma acc loop gang(dim: 4)
    for (int i = 0; i < n; i++) a[i] += 1;
// CHECK: {{.*}}fe_gang_dim_bad.c:[[@LINE+2]]:1: error: the 'dim' argument of 'gang' must be the constant 1, 2 or 3, not 'd'
#pragma acc parallel copy(a[0:n])
#pragma acc loop gang(dim: d)
    for (int i = 0; i < n; i++) a[i] += 1;
// CHECK: {{.*}}fe_gang_dim_bad.c:[[@LINE+2]]:1: error: 'gang(dim: 2)' is only allowed in a parallel construct
#pragma acc kernels copy(a[0:n])
#pragma acc loop gang(dim: 2)
    for (int i = 0; i < n; i++) a[i] += 1;
}
