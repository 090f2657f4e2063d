// A reduction on a volatile variable: the device's private copies and its
// block and atomic combining are not volatile, and the CUDA gwcc wrote did
// not compile (found by tools/fuzz, seed 31).  A located error in every
// mode that builds for the device, as for __int128; -acc=host builds it.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %gwcc -acc=host -c %s -o %t.o
int extremes(int n, const int *a, int *lo_out)
{
    volatile int lo = 1 << 30, hi = -(1 << 30);
// CHECK: reduction_volatile.c:[[@LINE+2]]:56: error: a reduction on 'lo', of type 'volatile int', is not supported on the device (its private copies and combining operations are not volatile); reduce into a variable that is not volatile, or build with -acc=host
// CHECK: reduction_volatile.c:[[@LINE+1]]:74: error: a reduction on 'hi', of type 'volatile int', is not supported on the device
#pragma acc parallel loop copyin(a[0:n]) reduction(min:lo) reduction(max:hi)
    for (int i = 0; i < n; i++) {
        if (a[i] < lo) lo = a[i];
        if (a[i] > hi) hi = a[i];
    }
    *lo_out = lo;
    return hi;
}

double row_sums(int n, int m, const double *a, double *out)
{
    double total = 0;
#pragma acc parallel loop gang copyin(a[0:n * m]) copyout(out[0:n]) reduction(+:total)
    for (int i = 0; i < n; i++) {
        volatile double s = 0;
// CHECK: reduction_volatile.c:[[@LINE+1]]:37: error: a reduction on 's', of type 'volatile double', is not supported on the device
#pragma acc loop vector reduction(+:s)
        for (int j = 0; j < m; j++)
            s += a[i * m + j];
        out[i] = s;
        total += s;
    }
    return total;
}
