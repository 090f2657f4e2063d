// RUN: not %gwcc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// Reductions on members of members of variables from outside the region, and
// on subarrays of pointers, are not supported yet, and say so (one level,
// s.x or p->x, is: exec/reduction_struct_member.c).
struct In { int x; };
struct S { struct In in; double y; };
int f(int *p, int n)
{
    struct S s = {{1}, 2.0};
// CHECK: {{.*}}fe_reduction_member.c:[[@LINE+1]]:39: error: a reduction on the member 's.in.x' of a variable from outside the compute region is not supported yet; reduce into a scalar and assign it after the region
#pragma acc parallel loop reduction(+:s.in.x)
    for (int i = 0; i < 100; i++) s.in.x += i;
// CHECK: {{.*}}fe_reduction_member.c:[[@LINE+1]]:27: error: the reduction on 'p' (int *) is not supported: only scalars and one-dimensional arrays of arithmetic type; reduce into a local scalar or array and copy the result
#pragma acc parallel loop reduction(+:p[0:n])
    for (int i = 0; i < 100; i++) p[i % n] += i;
    return s.in.x;
}
