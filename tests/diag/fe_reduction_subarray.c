// RUN: not %gwcc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// A reduction on a pointer needs a subarray with a length (the elements it
// updates atomically), of arithmetic elements.
struct P { int a, b; };
void f(int *q, struct P *s, double **rows, int n)
{
// CHECK: {{.*}}fe_reduction_subarray.c:[[@LINE+1]]:39: error: the reduction on 'q[3]' needs one subarray with a length, as in q[lo:n]
#pragma acc parallel loop reduction(+:q[3])
    for (int i = 0; i < 100; i++) q[3] += i;
// CHECK: {{.*}}fe_reduction_subarray.c:[[@LINE+1]]:39: error: the reduction on 'q[2:]' needs one subarray with a length, as in q[lo:n]
#pragma acc parallel loop reduction(+:q[2:])
    for (int i = 0; i < 100; i++) q[2 + i % 3] += i;
// CHECK: {{.*}}fe_reduction_subarray.c:[[@LINE+1]]:39: error: the reduction on 's[0:n]' is not supported for elements of type 'struct P'; reduce into a local array of arithmetic type
#pragma acc parallel loop reduction(+:s[0:n])
    for (int i = 0; i < 100; i++) s[i % n].a += i;
// CHECK: {{.*}}fe_reduction_subarray.c:[[@LINE+1]]:39: error: the reduction on 'rows[0:n]' is not supported for elements of type 'double *'; reduce into a local array of arithmetic type
#pragma acc parallel loop reduction(+:rows[0:n])
    for (int i = 0; i < 100; i++) rows[i % n][0] += i;
}
