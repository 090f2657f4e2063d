// RUN: %gwcc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %gwcc --info -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=INFO
// RUN: %gwcc -acc=host -c %s -o %t.host.o 2>&1 | FileCheck %s --check-prefix=HOST --allow-empty
// long double in a compute construct compiles for the GPU (computed in
// double there, on the host's 16-byte layout, as GCC does): a warning and an
// --info line, never an nvcc error; with -acc=host no warning.
// HOST-NOT: warning:

long double total(int n, const long double *x)
{
    long double s = 0;
// CHECK: fe_long_double_device.c:[[@LINE+2]]:1: warning: long double is computed in double in the device code of this construct
// INFO: fe_long_double_device.c:[[@LINE+1]]:   long double computed in double on the device
#pragma acc parallel loop reduction(+:s) copyin(x[0:n])
    for (int i = 0; i < n; i++)
        s += x[i] * 2;
    return s;
}
