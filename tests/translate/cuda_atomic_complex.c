// Atomic read and write of a float _Complex (8 bytes): on the device one
// 64-bit load (gw_atomic_read) and one 64-bit exchange, as its updates and
// captures are compare-and-swap loops on the same word; a copy of the
// statement would move the two halves separately and could tear.  In a
// compute construct and in a routine.  (Wider complex types: diag/atomic_complex.c.)
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/cuda_atomic_complex.gw.cu
// RUN: %gwcc -acc=host %s -o %t.d/host && %t.d/host
// CHECK: gw_cplx<float> snap(gw_cplx<float> *z)
// CHECK: r = gw_atomic_read(&(*z));
// CHECK: gw_atomic_fetch<GW_ASSIGN>(&(zf), (float)i + 1.0f *
// CHECK: v = gw_atomic_read(&(zf));
// CHECK: gw_atomic_fetch_new<GW_ADD>(&(acc), 1);
// CHECK: v = gw_atomic_fetch_new<GW_ADD>(&(acc), 2);
#include <complex.h>
#include <stdio.h>
#define N 64

#pragma acc routine seq
static float _Complex snap(float _Complex *z)
{
    float _Complex r;
#pragma acc atomic read
    r = *z;
    return r;
}

int main(void)
{
    float _Complex zf = 0, acc = 0, rf[N];
#pragma acc parallel loop copy(zf, acc) copyout(rf)
    for (int i = 0; i < N; i++) {
        float _Complex v;
#pragma acc atomic write
        zf = (float)i + 1.0f * I;
#pragma acc atomic read
        v = zf;
#pragma acc atomic update
        acc += 1;
#pragma acc atomic capture
        v = acc += 2;
        rf[i] = v + snap(&zf);
    }
    int bad = crealf(acc) != 3 * N || cimagf(acc) != 0 || cimagf(zf) != 1.0f;
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad;
}
