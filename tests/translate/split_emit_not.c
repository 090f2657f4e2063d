// Kernels whose split plan the emitters cannot carry out are duplicated
// (--info says why), and compile exactly as without a plan: no share
// parameters, gw_launch.  A long double reduction (no GW_T code: the runtime
// could not combine the devices' results); private pointer subarrays (their copies are in the leader's scratch).
// RUN: %gwcc --info -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s --check-prefix=CUDA < %t.d/split_emit_not.gw.cu
// RUN: FileCheck %s --check-prefix=HOST < %t.d/split_emit_not.gw.c
// CUDA-NOT: gw_lo
// HOST-NOT: gw_launch_split

long double lsum(int n, const long double *x)
{
    long double s = 0;
// INFO: split_emit_not.c:[[@LINE+1]]:   on several devices: kernel split_emit_not_L[[@LINE+1]] not split, each runs all of it: the reduction on 's' is of a type (long double) the runtime cannot combine across devices{{$}}
#pragma acc parallel loop reduction(+:s)
    for (int i = 0; i < n; i++)
        s += x[i];
    return s;
}

void priv(int n, int m, float *a, float *t)
{
// INFO: split_emit_not.c:[[@LINE+1]]:   on several devices: kernel split_emit_not_L[[@LINE+1]] not split, each runs all of it: the copies of private 't' live in the first device's scratch{{$}}
#pragma acc parallel loop private(t[0:m])
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) t[j] = (float)(i + j);
        a[i] = t[m - 1];
    }
}
