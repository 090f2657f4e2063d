// RUN: not %gwcc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// The bitwise reduction operators need an integer type (OpenACC 3.3 section
// 2.5.15: the operator must be valid for the variable's type in C).
double f(const double *a, int n)
{
    double bits = 0;
    unsigned long ok = 0;
// CHECK: {{.*}}fe_reduction_bitand_double.c:[[@LINE+1]]:{{[0-9]+}}: error: reduction operator '&' is not valid for 'bits' of type 'double'; it needs an integer type
#pragma acc parallel loop reduction(&:bits) reduction(|:ok)
    for (int i = 0; i < n; i++) {
        bits = a[i];
        ok |= (unsigned long)a[i];
    }
    return bits + ok;
}
