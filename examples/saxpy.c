/* saxpy.c: y = a*x + y, ten times over, with x and y kept on the GPU by one
 * data region around the loop of launches.
 *   gwcc -O2 saxpy.c -o saxpy && ./saxpy */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    const int n = 1 << 24, reps = 10;
    const float a = 2.5f;
    float *x = malloc(n * sizeof *x);
    float *y = malloc(n * sizeof *y);
    float *ref = malloc(n * sizeof *ref);
    if (!x || !y || !ref) return 1;
    for (int i = 0; i < n; i++) {
        x[i] = (float)(i % 1000) * 0.001f;
        y[i] = ref[i] = (float)(i % 37) - 18.0f;
    }

    /* x goes in once, y goes in and comes back once; the launches between
       find both already present. */
#pragma acc data copyin(x[0:n]) copy(y[0:n])
    for (int r = 0; r < reps; r++) {
#pragma acc parallel loop present(x[0:n], y[0:n])
        for (int i = 0; i < n; i++)
            y[i] = a * x[i] + y[i];
    }

    /* the same on the host; allow for fused multiply-adds on the GPU */
    double max_err = 0.0;
    for (int r = 0; r < reps; r++)
        for (int i = 0; i < n; i++)
            ref[i] = a * x[i] + ref[i];
    for (int i = 0; i < n; i++) {
        double err = fabs((double)y[i] - ref[i]) / (1.0 + fabs(ref[i]));
        if (err > max_err) max_err = err;
    }
    int ok = max_err < 1e-5;
    printf("saxpy: n=%d, %d reps, y[12345] = %.4f (host %.4f), max rel. error %.2g: %s\n",
           n, reps, y[12345], ref[12345], max_err, ok ? "PASS" : "FAIL");
    free(x);
    free(y);
    free(ref);
    return ok ? 0 : 1;
}
