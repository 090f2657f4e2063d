// RUN: not %gwcc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// The check also covers reductions on a loop of a kernels construct; the
// caret points at the variable in the clause.
float f(const float *a, int n)
{
    float x = 0;
#pragma acc kernels copyin(a[0:n])
    {
// CHECK: {{.*}}fe_reduction_xor_float_loop.c:[[@LINE+3]]:30: error: reduction operator '^' is not valid for 'x' of type 'float'; it needs an integer type
// CHECK-NEXT: #pragma acc loop reduction(^:x)
// CHECK-NEXT: {{^}}                             ^
#pragma acc loop reduction(^:x)
        for (int i = 0; i < n; i++) x = a[i];
    }
    return x;
}
