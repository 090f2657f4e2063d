// RUN: not %gwcc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// max and min need an ordered type: not a complex one.  + and * are fine
// (on the host: complex types are refused for the GPU, fe_complex_device.c).
double _Complex f(const double _Complex *a, int n)
{
    double _Complex big = 0, sum = 0;
// CHECK: {{.*}}fe_reduction_max_complex.c:[[@LINE+1]]:{{[0-9]+}}: error: reduction operator 'max' is not valid for 'big' of type '_Complex double'; complex numbers are not ordered
#pragma acc parallel loop reduction(+:sum) reduction(max:big)
    for (int i = 0; i < n; i++) {
        big = a[i];
        sum += a[i];
    }
    return big + sum;
}
