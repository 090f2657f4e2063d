// private and reduction make copies the kernel writes: as gcc, a const
// variable (or, since the kernels are C++, a struct with a const member) may
// not be one, and an enumerated type has only max and min reductions; firstprivate
// and cache take const data.  A function pointer is not a pointer to data.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

enum color { RED, GREEN };
struct cs { const int k; double v; };

int f(int n, double *a, const float *cf, double (*fn)(double))
{
    const int c = 5;
    struct cs s = {1, 2};
    enum color e = RED;
// CHECK: clause_expr_private_const.c:[[@LINE+2]]:35: error: 'c' (of type 'const int') is const: it may appear in 'firstprivate', not in 'private'
// CHECK: clause_expr_private_const.c:[[@LINE+1]]:46: error: 's' (of type 'struct cs') has a const member: it may appear in 'firstprivate', not in 'private'
#pragma acc parallel loop private(c) private(s) copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] = i;
// CHECK: clause_expr_private_const.c:[[@LINE+2]]:39: error: 'c' (of type 'const int') is const: it may appear in 'firstprivate', not in 'reduction'
// CHECK: clause_expr_private_const.c:[[@LINE+1]]:54: error: a '+' reduction on 'e', of enumerated type 'enum color', is not supported (max and min are); reduce into an int
#pragma acc parallel loop reduction(+:c) reduction(+:e) copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] = c + e;
#pragma acc parallel loop firstprivate(c, s) copyin(cf[0:n]) copy(a[0:n])
    for (int i = 0; i < n; i++) {
#pragma acc cache(cf[i:1])
        a[i] = c + s.v + cf[i];
    }
// CHECK: clause_expr_private_const.c:[[@LINE+1]]:34: error: 'fn' in 'use_device' must be a pointer or an array; it has type 'double (*)(double)'
#pragma acc host_data use_device(fn)
    { a[0] = fn != 0; }
    return 0;
}
