// Variably modified types reach the kernel as flat pointers: a parameter
// double (*a)[m] becomes double *a, a[i][j] becomes
// a[((long long)(i)*(gw_vd_a_0) + (j))] (in 64 bits, as C indexes: arrays may
// have more than 2^31 elements), with the extent a's type had where it was
// declared (gw_vd_a_0, the host's sizeof(a[0]) / sizeof(a[0][0]): m may have
// changed since, or be mapped), a row a[i] becomes
// (a + ((long long)(i))*(1 * (gw_vd_a_0))), and a VLA parameter of a routine is
// a flat pointer indexed with its own extent's text.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc --keep -c %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/vla_linearise.gw.cu

#pragma acc routine seq
// CHECK: double rowsum(int m, double *a, int i)
double rowsum(int m, double a[][m], int i)
{
    double s = 0;
    for (int j = 0; j < m; j++) s += a[i][j];
    return s;
}

#pragma acc routine seq
double first(const double *r) { return r[0]; }

// CHECK: void vla_linearise_L{{[0-9a-f_]+}}(int n, int m, long long gw_vd_b_0, double *b, long long gw_vd_a_0, double *a
void f(int n, int m, double (*a)[m], double (*b)[m])
{
#pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
// CHECK: b[((long long)(i)*(gw_vd_b_0) + (j))] = a[((long long)(i)*(gw_vd_a_0) + (j))] + rowsum(m, a, i) + first((a + ((long long)(i))*(1 * (gw_vd_a_0))));
            b[i][j] = a[i][j] + rowsum(m, a, i) + first(a[i]);
}
