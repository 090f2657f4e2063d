// A parameter declared as an array (double v[]) is a pointer in C, so
// firstprivate(v) and private(v) name the pointer, as they do for a
// parameter declared double *v (gcc takes both); before, gwcc refused the
// first form ("incomplete type 'double[]'").  A data clause on it without a
// subarray keeps the error that asks for one.
// RUN: %gwcc -fsyntax-only -DOK %s
// RUN: %gwcc -acc=host -fsyntax-only -DOK %s
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s
double shift(double v[], double w[], int n)
{
    double t = 0;
    double *base = v;
#pragma acc data copyin(v[0:n])
#pragma acc parallel loop firstprivate(v) private(w) reduction(+:t)
    for (int i = 0; i < n; i++) {
        w = base;
        t += (double)(v == w) + i;
    }
#ifndef OK
// CHECK: firstprivate_array_param.c:[[@LINE+1]]:34: error: 'v' in 'copyin' has incomplete type 'double[]'; name a subarray of it
#pragma acc parallel loop copyin(v) reduction(+:t)
    for (int i = 0; i < n; i++)
        t += v[i];
#endif
    return t;
}
