// A variable named twice in 'private' or 'reduction' clauses of one
// directive is an error, as gcc gives it ("appears more than once in data
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
    /* one each in private and firstprivate of other variables is fine */
#pragma acc parallel loop private(t) firstprivate(s) copy(a[0:n])
    for (int i = 0; i < n; i++) { t = a[i]; a[i] = t * s; }
}
