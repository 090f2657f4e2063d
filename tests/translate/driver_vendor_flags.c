// The flags classic benchmark Makefiles pass build and run: -O3,
// -mcmodel=medium with GiB of file-scope arrays, -fgnu89-inline (to the host
// compiler and to libclang), -fopenacc and -acc (always on), -ta=/-gpu=
// target choices and NVHPC's lower-case -M flags (ignored: gwcc builds for the
// installed GPU), -fast (-O3) and -Minfo=accel (the --info schedule report).
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: %gwcc -v -O3 -fast -Mvect=simd -Mfprelaxed -fopenacc -acc -ta=tesla:cc90 -gpu=cc90 -Minfo=accel -mcmodel=medium \
// RUN:   -fgnu89-inline -O0 %s -o %t.d/big 2> %t.err
// RUN: FileCheck %s --check-prefix=V < %t.err
// RUN: FileCheck %s --check-prefix=INFO < %t.err
// RUN: env ACC_DEVICE_TYPE=host %t.d/big | FileCheck %s

// V: cc -c {{.*}}-mcmodel=medium {{.*}}-fgnu89-inline {{.*}}.gw.c
// INFO: driver_vendor_flags.c:{{[0-9]+}}:   loop over 'i': gang

#include <stdio.h>
#define N (160L * 1024 * 1024)
static double u[N];
double w[N];
inline double halve(double x) { return x / 2; }

int main(void)
{
    long n = N;
#pragma acc parallel loop copyout(u)
    for (long i = 0; i < n; i++)
        u[i] = halve(i);
    w[N - 1] = u[N - 1];
    // CHECK: last 8.38861e+07
    printf("last %g\n", w[N - 1]);
    return 0;
}
