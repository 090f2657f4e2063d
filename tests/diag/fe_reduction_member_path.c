// RUN: not %gwcc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=SYN --implicit-check-not=error: --implicit-check-not=warning:
// A reduction on a member names members (and elements) of the variable's
// type: each step that does not is one error at the clause item, and gwcc
// carries on with the next directive.  The file is parsed once, so a
// warning in a construct that reduces a member comes once, at its line.
struct In { double x; };
struct S { struct In a; double y; int arr[4]; };
int f(int n, struct S *p)
{
    int x = 0;
    struct S s = {{1}, 2.0};
// SYN: {{.*}}fe_reduction_member_path.c:[[@LINE+3]]:27: warning: equality comparison result unused [-Wunused-comparison]
#pragma acc parallel loop reduction(+:s.a.x)
    for (int i = 0; i < n; i++) {
        s.a.x += i; s.a.x == 1;
    }
// CHECK: {{.*}}fe_reduction_member_path.c:[[@LINE+2]]:39: error: in the reduction of 'x.y': 'x' has no member 'y' (its type is 'int')
// SYN: {{.*}}fe_reduction_member_path.c:[[@LINE+1]]:39: error: in the reduction of 'x.y'
#pragma acc parallel loop reduction(+:x.y)
    for (int i = 0; i < n; i++) x += i;
// CHECK: {{.*}}fe_reduction_member_path.c:[[@LINE+2]]:39: error: in the reduction of 's.nope': 's' has no member 'nope' (its type is 'struct S')
// SYN: {{.*}}fe_reduction_member_path.c:[[@LINE+1]]:39: error: in the reduction of 's.nope'
#pragma acc parallel loop reduction(+:s.nope)
    for (int i = 0; i < n; i++) s.y += i;
// CHECK: {{.*}}fe_reduction_member_path.c:[[@LINE+4]]:39: error: in the reduction of 'p.y': 'p' has no member 'y' (its type is 'struct S *')
// CHECK: {{.*}}fe_reduction_member_path.c:[[@LINE+3]]:58: error: in the reduction of 's->y': 's' has no member 'y' through '->' (its type is 'struct S')
// SYN: {{.*}}fe_reduction_member_path.c:[[@LINE+2]]:39: error: in the reduction of 'p.y'
// SYN: {{.*}}fe_reduction_member_path.c:[[@LINE+1]]:58: error: in the reduction of 's->y'
#pragma acc parallel loop reduction(+:p.y) reduction(max:s->y)
    for (int i = 0; i < n; i++) { p->y += i; s.y += i; }
// CHECK: {{.*}}fe_reduction_member_path.c:[[@LINE+3]]:30: error: in the reduction of 's.a.x[1]': 's.a.x' is not an array or a pointer (its type is 'double')
// SYN: {{.*}}fe_reduction_member_path.c:[[@LINE+2]]:30: error: in the reduction of 's.a.x[1]'
#pragma acc parallel
#pragma acc loop reduction(+:s.a.x[1])
    for (int i = 0; i < n; i++) s.a.x += i;
// CHECK: {{.*}}fe_reduction_member_path.c:[[@LINE+4]]:39: error: the reduction on the member 's.arr' is not supported: 's.arr' has type 'int[4]'; a member reduced must be of arithmetic type, an element of an array (s.a[2]) or a subarray (s.p[lo:n])
// CHECK: {{.*}}fe_reduction_member_path.c:[[@LINE+3]]:60: error: the reduction on the member 's.a' is not supported: 's.a' has type 'struct In'
// SYN: {{.*}}fe_reduction_member_path.c:[[@LINE+2]]:39: error: the reduction on the member 's.arr'
// SYN: {{.*}}fe_reduction_member_path.c:[[@LINE+1]]:60: error: the reduction on the member 's.a'
#pragma acc parallel loop reduction(+:s.arr) reduction(max:s.a)
    for (int i = 0; i < n; i++) s.arr[i % 4] += s.a.x > i;
// CHECK: {{.*}}fe_reduction_member_path.c:[[@LINE+2]]:39: error: in the reduction of 's.y[0:n]': 's.y' is not an array or a pointer (its type is 'double')
// SYN: {{.*}}fe_reduction_member_path.c:[[@LINE+1]]:39: error: in the reduction of 's.y[0:n]'
#pragma acc parallel loop reduction(+:s.y[0:n])
    for (int i = 0; i < n; i++) s.y += i;
    return x;
}
