// routine bind(name) naming the routine itself is the routine as it is: no
// #define of the name to itself in the CUDA text, where a routine named
// half (a CUDA type, renamed by gwcc) then stood beside its own macro and
// nvcc refused the redeclaration (found by tools/fuzz, seed 23, on
// c99/kw_half_function).  bind to another function of the file still
// calls that one on the device.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/a.o
// RUN: FileCheck %s < %t.d/routine_bind_self.gw.cu
// RUN: %gwcc -acc=host %s -o %t.d/h && %t.d/h | FileCheck %s --check-prefix=OUT
// CHECK-NOT: #define half half
// CHECK-NOT: #define gw_c_half
// CHECK: #define twice
// OUT: 32 2 PASS
#include <stdio.h>
#pragma acc routine seq bind(half)
static double half(char x) { return x / 2; }
#pragma acc routine seq
static double quarter(double x) { return x / 4; }
#pragma acc routine seq bind(quarter)
static double twice(double x) { return x * 2; }
int main(void)
{
    double a[64], b[64];
#pragma acc parallel loop copyout(a, b)
    for (int i = 0; i < 64; i++) { a[i] = half(i); b[i] = twice(i); }
    int bad = 0;
    for (int i = 0; i < 64; i++) bad += a[i] != i / 2;
    printf("%g %g %s\n", a[64 - 1] + 1, b[1], bad ? "FAIL" : "PASS");
    return bad;
}
