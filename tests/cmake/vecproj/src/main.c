#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include "vecops.h"
int main(void)
{
    int n = 100000;
    float *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y), *h = malloc(n * sizeof *h);
    srand(3);
    for (int i = 0; i < n; i++) { x[i] = rand() / (float)RAND_MAX; h[i] = y[i] = rand() / (float)RAND_MAX; }
    vec_axpy(n, 2.5f, x, y);
    double d = vec_dot(n, x, y), hd = 0.0;
    for (int i = 0; i < n; i++) { h[i] += 2.5f * x[i]; hd += (double)x[i] * h[i]; }
    int bad = 0;
    for (int i = 0; i < n; i++) bad += fabsf(y[i] - h[i]) > 1e-5f * (1.0f + fabsf(h[i]));
    if (bad || fabs(d - hd) > 1e-6 * fabs(hd)) { printf("FAIL %d %g %g\n", bad, d, hd); return 1; }
    printf("PASS\n");
    return 0;
}
