/* levels.c: routines with loop directives, a reduction and an atomic. */
#include "levels.h"

double row_sum(const double *r, int m)
{
    double s = 0;
#pragma acc loop vector reduction(+:s)
    for (int j = 0; j < m; j++) s += r[j];
    return s;
}

void scale_rows(double *a, int rows, int m, double f)
{
#pragma acc loop worker
    for (int i = 0; i < rows; i++) {
#pragma acc loop vector
        for (int j = 0; j < m; j++) a[i * m + j] *= f;
    }
}

void add_all(double *a, int n, double v)
{
#pragma acc loop gang
    for (int i = 0; i < n; i++) a[i] += v;
}

void count_odd(const int *v, int n, int *count)
{
    for (int i = 0; i < n; i++)
        if (v[i] % 2) {
#pragma acc atomic update
            (*count)++;
        }
}
