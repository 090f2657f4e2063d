// A scalar with no data clause in a parallel construct is firstprivate: it
// reaches the kernel by value, even when the region assigns it.
// RUN: %gwcc --dump-ir -fsyntax-only %s | FileCheck %s

void f(float *a, int n, float x, int t)
{
// CHECK: {{.*}}implicit_scalar_parallel_value.c:[[@LINE+5]]: parallel{{$}}
// CHECK-DAG: var n: value{{$}}
// CHECK-DAG: var x: value{{$}}
// CHECK-DAG: var t: value{{$}}
// CHECK-DAG: var a: devptr{{$}}
#pragma acc parallel
    {
        t = 2;
#pragma acc loop
        for (int i = 0; i < n; i++)
            a[i] = x * t;
    }
// CHECK: kernel implicit_scalar_parallel_value_L[[@LINE-7]] dims gang vector
}
