// GNU vector types (vector_size, as SIMD code on the host uses them) have
// no device version: nvcc says "is a vector, which is not supported in
// device code".  A compute construct's variable, a local of the construct
// and a routine's parameter of such a type are located errors in the
// modes that build for the device (before, gwcc wrote CUDA that did not
// compile); host code keeps them, and -acc=host builds the whole file.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %gwcc -acc=host %s -o %t.host && %t.host
#include <stdio.h>

typedef float v4sf __attribute__((vector_size(16)));

#pragma acc routine seq
// CHECK-DAG: vector_type_device.c:[[@LINE+1]]:19: error: type '{{.*}}vector_size{{.*}} float' has no device version: nvcc cannot compile it in 'dot4', which the device calls; use arrays of the element type there
static float dot4(v4sf a, v4sf b)
{
    v4sf p = a * b;
    return p[0] + p[1] + p[2] + p[3];
}

int main(void)
{
    enum { N = 256 };
    static v4sf pts[N];
    static float out[N], out2[N];
    for (int i = 0; i < N; i++) pts[i] = (v4sf){ i, 1, 2, 3 };
// CHECK-DAG: vector_type_device.c:[[@LINE+1]]:34: error: 'pts' in 'copyin' has type '{{.*}}vector_size{{.*}} float', which has no device version; use arrays of the element type
#pragma acc parallel loop copyin(pts) copyout(out)
// CHECK-DAG: vector_type_device.c:[[@LINE+1]]:47: error: type '{{.*}}vector_size{{.*}} float' has no device version: nvcc cannot compile it in the kernels of this construct
    for (int i = 0; i < N; i++) out[i] = dot4(pts[i], pts[i]);
#pragma acc parallel loop copyout(out2)
    for (int i = 0; i < N; i++) {
// CHECK-DAG: vector_type_device.c:[[@LINE+1]]:9: error: type '{{.*}}vector_size{{.*}} float' has no device version: nvcc cannot compile it in the kernels of this construct
        v4sf t = { (float)i, 0, 0, 0 };
        out2[i] = t[0];
    }
    float want = 3 * 3 + 1 + 4 + 9;
    if (out[3] != want || out2[5] != 5) { printf("FAIL\n"); return 1; }
    printf("PASS\n");
    return 0;
}
