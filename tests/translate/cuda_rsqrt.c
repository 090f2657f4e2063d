// A float division of the constant 1 by the C library's sqrtf becomes
// gangway_dev.h's branch-free gw_rsqrt_rn (the same bits: exec/rsqrt_exact);
// other numerators, double divisions, double sqrt and -ffast-math keep the
// source's operators.  The argument keeps its text, rewrites inside it too.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/cuda_rsqrt.gw.cu
// RUN: mkdir -p %t.d/fm && %gwcc -ffast-math -c --keep %s -o %t.d/fm/out.o
// RUN: FileCheck %s --check-prefix=FAST < %t.d/fm/cuda_rsqrt.gw.cu
#include <math.h>

void pairs(int n, const float *restrict x, const float *restrict y, float *restrict out)
{
#pragma acc parallel loop copyin(x[0:n], y[0:n]) copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        float r2 = x[i] * x[i] + y[i] * y[i];
        // CHECK: float a = gw_rsqrt_rn(r2);
        float a = 1.0f / sqrtf(r2);
        // CHECK: float b = gw_rsqrt_rn(x[i] + gw_rsqrt_rn(y[i]));
        float b = (1) / (sqrtf(x[i] + 1.f / sqrtf(y[i])));
        // CHECK: float c = 2.0f / sqrtf(r2);
        float c = 2.0f / sqrtf(r2);
        // CHECK: double d = 1.0 / sqrtf(r2);
        double d = 1.0 / sqrtf(r2);
        // CHECK: float e = 1.0f / sqrt(r2);
        float e = 1.0f / sqrt(r2);
        // CHECK: float f = x[i] * (gw_rsqrt_rn(r2 + 1.0f));
        float f = x[i] * (1.0f / sqrtf(r2 + 1.0f));
        out[i] = a + b + c + (float)d + e + f;
    }
}
// FAST-NOT: gw_rsqrt_rn(
