// Every variable default(none) is missing is reported, in order of first use;
// a variable that only appears in a clause's subarray bound still counts
// when the region uses it.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

void f(float *a, int n, float x)
{
// CHECK: {{.*}}fe_default_none_each_var.c:[[@LINE+2]]:1: error: 'n' is used in the parallel loop construct but appears in no data clause, as 'default(none)' requires
// CHECK: {{.*}}fe_default_none_each_var.c:[[@LINE+1]]:1: error: 'x' is used in the parallel loop construct but appears in no data clause, as 'default(none)' requires
#pragma acc parallel loop default(none) copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] = x;
}
