// Gang-shared arrays over the budget of shared memory (analyze.c,
// gang_globals): the largest move to device memory until the rest fit,
// --info names each, and the CUDA declares it as a reference into the
// gang's slice of the scratch; what fits stays __shared__.
// RUN: %gwcc --info -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc --keep -c %s -o %t.d/out.o
// RUN: FileCheck %s --check-prefix=CU < %t.d/gang_arrays_memory.gw.cu

double w[20000], s1[3000], s2[2000];

void f(const double *x, double *out, int g)
{
// INFO: gang_arrays_memory.c:[[@LINE+3]]:   'w' (160000 bytes a gang) in device memory, not shared memory
// INFO: gang_arrays_memory.c:[[@LINE+2]]:   's1' (24000 bytes a gang) in device memory
// INFO-NOT: 's2'
#pragma acc parallel loop gang private(w, s1, s2) copyin(x[0:20000]) copyout(out[0:g])
    for (int i = 0; i < g; i++) {
#pragma acc loop vector
        for (int j = 0; j < 20000; j++) w[j] = x[j] * i;
#pragma acc loop vector
        for (int j = 0; j < 3000; j++) s1[j] = w[j] + 1;
#pragma acc loop vector
        for (int j = 0; j < 2000; j++) s2[j] = s1[j] + w[j];
        out[i] = s2[1999 - i % 2000];
    }
// INFO: gang_arrays_memory.c:[[@LINE+1]]:   't' (80000 bytes a gang) in device memory
#pragma acc parallel loop gang copyin(x[0:20000]) copyout(out[0:g])
    for (int i = 0; i < g; i++) {
        float t[20000];
#pragma acc loop vector
        for (int j = 0; j < 20000; j++) t[j] = (float)x[j];
        out[i] = t[i % 20000];
    }
}
// CU: typedef double gw_gt_w[20000]; gw_gt_w &w = *(gw_gt_w *)((char *)gw_gsh +
// CU: typedef double gw_gt_s1[3000]; gw_gt_s1 &s1 = *(gw_gt_s1 *)((char *)gw_gsh +
// CU: __shared__ double s2[2000];
// CU: typedef float gw_gt_t[20000]; gw_gt_t &t = *(gw_gt_t *)((char *)gw_gsh +
