// A reduction on a member (x.m) of a variable declared in the compute
// construct (a loop's variable, a local) is reduced as the loop's own
// variables are, and its path is checked as an outside variable's is: a
// root that is not a struct is a located error, not CUDA that names g.m
// (a combined construct's own loop variable is not declared at it).
// A local struct's member is fine.  Found by tools/fuzz.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

struct acc { double sum; int n; };

void f(double *a, int n, int m)
{
// CHECK: reduction_member_local_root.c:[[@LINE+1]]:39: error: 'i' is not declared here
#pragma acc parallel loop reduction(+:i.k)
    for (int i = 0; i < n; i++) a[i] = i;
#pragma acc parallel loop gang copyin(a[0:n*m])
    for (int g = 0; g < n; g++) {
        struct acc s = {0, 0};
        double t = 0;
// CHECK: reduction_member_local_root.c:[[@LINE+1]]:37: error: in the reduction of 'g.m': 'g' has no member 'm' (its type is 'int')
#pragma acc loop vector reduction(+:g.m)
        for (int j = 0; j < m; j++) t += a[g * m + j];
// CHECK: reduction_member_local_root.c:[[@LINE+1]]:37: error: in the reduction of 't.x': 't' has no member 'x' (its type is 'double')
#pragma acc loop vector reduction(+:t.x)
        for (int j = 0; j < m; j++) t += a[g * m + j];
// CHECK: reduction_member_local_root.c:[[@LINE+1]]:37: error: in the reduction of 's.count': 's' has no member 'count' (its type is 'struct acc')
#pragma acc loop vector reduction(+:s.count)
        for (int j = 0; j < m; j++) s.n++;
#pragma acc loop vector reduction(+:s.sum)
        for (int j = 0; j < m; j++) s.sum += a[g * m + j];
        a[g * m] = t + s.sum;
    }
}
