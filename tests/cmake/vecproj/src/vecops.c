#include "vecops.h"
void vec_axpy(int n, float a, const float *x, float *y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) y[i] += a * x[i];
}
double vec_dot(int n, const float *x, const float *y)
{
    double s = 0.0;
#pragma acc parallel loop reduction(+:s) copyin(x[0:n], y[0:n])
    for (int i = 0; i < n; i++) s += (double)x[i] * y[i];
    return s;
}
