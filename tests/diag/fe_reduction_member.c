// RUN: not %gwcc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// Reductions on pointer subarrays update the elements atomically, so each
// write of an element must apply the reduction's operator, as a statement
// of its own; the subarray needs a length.  (Members of members, s.in.x,
// and pointer subarrays that follow these rules work:
// exec/reduction_member_chain.c, exec/reduction_pointer_subarray.c.)
struct In { int x; };
struct S { struct In in; double y; };
int f(int *p, int *q, int n)
{
    struct S s = {{1}, 2.0};
#pragma acc parallel loop reduction(+:s.in.x)
    for (int i = 0; i < 100; i++) s.in.x += i;
#pragma acc parallel loop reduction(+:p[0:n])
    for (int i = 0; i < 100; i++) {
        p[i % n] += i;
// CHECK: {{.*}}fe_reduction_member.c:[[@LINE+1]]:9: error: 'p[(i + 1) % n] = i' updates an element of 'p' with another operator, which the reduction(+:p[0:n]) does not allow; write it as p[i] += v, p[i] -= v, p[i]++ or p[i] = p[i] + v
        p[(i + 1) % n] = i;
// CHECK: {{.*}}fe_reduction_member.c:[[@LINE+1]]:16: error: 'p[i % n]++' updates an element of 'p' inside an expression, which the reduction(+:p[0:n]) does not allow; write it as p[i] += v, p[i] -= v, p[i]++ or p[i] = p[i] + v
        q[i] = p[i % n]++;
// CHECK: {{.*}}fe_reduction_member.c:[[@LINE+1]]:9: error: 'p[i % n] = p[i % n] + i * 2 - 1' updates an element of 'p' with another operator, which the reduction(+:p[0:n]) does not allow; write it as p[i] += v, p[i] -= v, p[i]++ or p[i] = p[i] + v
        p[i % n] = p[i % n] + i * 2 - 1;
    }
    return s.in.x;
}
