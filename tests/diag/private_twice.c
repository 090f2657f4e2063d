// A variable named twice in 'private' or 'reduction' clauses of one
// directive (also as a section), twice in 'firstprivate' clauses, or twice in a host_data's 'use_device' clauses (the host C
// declared its device address twice: found by tools/fuzz, seed 79), is an error, as gcc gives it ("appears more than once in data
// clauses"), in every mode: each would declare the thread's copy again
// (nvcc: "already been declared").  Found by tools/fuzz.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:

void f(float *a, int n)
{
    float t = 0, s = 1;
// CHECK: private_twice.c:[[@LINE+1]]:46: error: 't' appears more than once in 'private' clauses
#pragma acc parallel loop private(t) private(t) copy(a[0:n])
    for (int i = 0; i < n; i++) { t = a[i]; a[i] = t * 2; }
// CHECK: private_twice.c:[[@LINE+1]]:38: error: 't' appears more than once in 'private' clauses
#pragma acc parallel loop private(t, t) firstprivate(s) copy(a[0:n])
    for (int i = 0; i < n; i++) { t = a[i]; a[i] = t * s; }
#pragma acc parallel copy(a[0:n])
    {
// CHECK: private_twice.c:[[@LINE+1]]:37: error: 't' appears more than once in 'private' clauses
#pragma acc loop private(t) private(t)
        for (int i = 0; i < n; i++) { t = a[i]; a[i] = t * 2; }
    }
#pragma acc kernels copy(a[0:n])
    {
// CHECK: private_twice.c:[[@LINE+1]]:45: error: 's' appears more than once in 'reduction' clauses
#pragma acc loop reduction(+:s) reduction(+:s)
        for (int i = 0; i < n; i++) s += a[i];
    }
// CHECK: private_twice.c:[[@LINE+1]]:50: error: 's' appears in both 'private' and 'reduction' clauses
#pragma acc parallel loop reduction(+:s) private(s) copy(a[0:n])
    for (int i = 0; i < n; i++) s += a[i];
    /* a variable-length array and a section of it (seed 313, mutant 4459:
       the host C declared t's copy twice), two sections of one pointer, and
       firstprivate twice */
    double v[n], *p = (double *)a;
// CHECK: private_twice.c:[[@LINE+1]]:38: error: 'v' appears more than once in 'private' clauses
#pragma acc parallel loop private(v, v[0:n]) copy(a[0:n])
    for (int i = 0; i < n; i++) { v[0] = a[i]; a[i] = (float)v[0]; }
// CHECK: private_twice.c:[[@LINE+1]]:43: error: 'p' appears more than once in 'private' clauses
#pragma acc parallel loop private(p[0:4], p[4:4]) copy(a[0:n])
    for (int i = 0; i < n; i++) { p[0] = a[i]; a[i] = (float)p[0]; }
// CHECK: private_twice.c:[[@LINE+1]]:43: error: 's' appears more than once in 'firstprivate' clauses
#pragma acc parallel loop firstprivate(s, s) copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] *= s;
// CHECK: private_twice.c:[[@LINE+1]]:61: error: 'p' appears more than once in 'firstprivate' clauses
#pragma acc parallel loop firstprivate(p[0:4]) firstprivate(p[0:4]) copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] *= (float)p[1];
    /* one each in private and firstprivate of other variables is fine */
#pragma acc parallel loop private(t) firstprivate(s) copy(a[0:n])
    for (int i = 0; i < n; i++) { t = a[i]; a[i] = t * s; }
    /* host_data: each use_device variable once */
#pragma acc data copy(a[0:n], t)
    {
// CHECK: private_twice.c:[[@LINE+1]]:37: error: 'a' appears more than once in 'use_device' clauses
#pragma acc host_data use_device(a, a)
        t = a[0];
// CHECK: private_twice.c:[[@LINE+1]]:48: error: 'a' appears more than once in 'use_device' clauses
#pragma acc host_data use_device(a) use_device(a)
        t = a[0];
#pragma acc host_data use_device(a)
        t = a[0];
    }
}
