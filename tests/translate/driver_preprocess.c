// -E only preprocesses, to stdout or to -o FILE: macros inside #pragma acc
// clauses are expanded (the translator later reads them that way), _OPENACC
// is 202211 (OpenACC 3.3), and nothing is translated.
// RUN: %gwcc -E -DN=100 -DQ=2 %s | FileCheck %s
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -E -DN=100 -DQ=2 %s -o %t.d/out.i
// RUN: FileCheck %s < %t.d/out.i
// RUN: FileCheck %s --check-prefix=NOGW < %t.d/out.i
// RUN: %gwcc -E -DN=100 -DQ=2 %s -o %t.d/out2.i -v 2>&1 | FileCheck %s --check-prefix=ONLYCPP

// NOGW-NOT: gw_
// ONLYCPP: {{^}}cc -E {{.*}}-o {{.*}}/out2.i{{$}}
// ONLYCPP-NOT: translate
// ONLYCPP-NOT: nvcc
// ONLYCPP-NOT: cc -c

#define LEN (N * Q)
// CHECK: int version = 202211;
int version = _OPENACC;
void f(float *a, float *b, float s)
{
// CHECK: #pragma acc parallel loop copyin(a[0:100]) copyout(b[0:(100 * 2)]) vector_length(32 * 2)
#pragma acc parallel loop copyin(a[0:N]) copyout(b[0:LEN]) vector_length(32 * Q)
    for (int i = 0; i < N; i++) b[i] = s * a[i];
}
