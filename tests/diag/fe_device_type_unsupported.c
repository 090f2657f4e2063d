// Half, bfloat16 and quad precision and _BitInt have no device version:
// nvcc stops with an internal error or refuses them.  A compute construct
// that names one, as a variable or in a clause, is a located error in every
// mode that builds device code; -acc=host takes them.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %gwcc -acc=host -fsyntax-only %s

struct packed { _Float16 h; int n; };

float f(int n, __fp16 *h, struct packed *p)
{
    float s = 0;
    __float128 q[4] = {1, 2, 3, 4};
// CHECK-DAG: fe_device_type_unsupported.c:[[@LINE+2]]:49: error: 'h[0:n]' in 'copyin' has type '__fp16', which has no device version; use float or double, or build with -acc=host
// CHECK-DAG: fe_device_type_unsupported.c:[[@LINE+2]]:45: error: type '__fp16' has no device version: nvcc cannot compile it in the kernels of this construct; use float or double there, or build with -acc=host
#pragma acc parallel loop reduction(+:s) copyin(h[0:n])
    for (int i = 0; i < n; i++) s += (float)h[i];
// CHECK-DAG: fe_device_type_unsupported.c:[[@LINE+2]]:50: error: 'p[0:n]' in 'present' has type '_Float16'
// CHECK-DAG: fe_device_type_unsupported.c:[[@LINE+2]]:38: error: type '_Float16' has no device version
#pragma acc parallel loop reduction(+:s) present(p[0:n])
    for (int i = 0; i < n; i++) s += p[i].n;
// CHECK-DAG: fe_device_type_unsupported.c:[[@LINE+2]]:38: error: type '__float128' has no device version
#pragma acc parallel loop reduction(+:s)
    for (int i = 0; i < 4; i++) s += q[i];
    return s;
}
