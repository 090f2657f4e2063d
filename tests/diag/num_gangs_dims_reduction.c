// A reduction clause on a parallel construct whose num_gangs has two or three
// arguments is an error (OpenACC 3.3 section 2.5.4), in either order.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, int n, float s)
{
// CHECK: {{.*}}num_gangs_dims_reduction.c:[[@LINE+1]]:38: error: a 'reduction' clause is not allowed on a 'parallel' construct whose 'num_gangs' has more than one argument
#pragma acc parallel num_gangs(2, 3) reduction(+:s) copyin(a[0:n])
#pragma acc loop gang
    for (int i = 0; i < n; i++) s += a[i];
// CHECK: {{.*}}num_gangs_dims_reduction.c:[[@LINE+1]]:47: error: a 'reduction' clause is not allowed on a 'parallel' construct whose 'num_gangs' has more than one argument
#pragma acc parallel loop reduction(+:s) gang num_gangs(4, 2, 2) copyin(a[0:n])
    for (int i = 0; i < n; i++) s += a[i];
}
