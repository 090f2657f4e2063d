// GWCC_FLAGS: -fgw-jit
/* Integers that reach floating-point arithmetic (0.25 * n + x[i]) and sums whose loops a
 * specialised kernel unrolls: the result's bits must not depend on whether the run-time
 * specialisation runs (docs/jit-plan.md 3.6).  Checked here against the host loop within
 * rounding; tools/run-gpu.sh's jit pass compares the printed bits of GANGWAY_JIT=0 and =1 runs. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static void step(float *restrict y, const float *restrict x, const float *restrict w, int n, int r, int m)
{
#pragma acc parallel loop present(y[0:n], x[0:n + 16], w[0:16])
    for (int i = 0; i < n; i++) {
        float s = 0.25f * m + x[i];
        for (int k = 0; k < r; k++)
            s += w[k] * x[i + k] + 0.5f * w[k + 1] * x[i + k + 1];
        y[i] = s * x[i] - w[0];
    }
}

int main(void)
{
    enum { N = 1 << 16 };
    float *x = malloc((N + 16) * sizeof *x), *y = malloc(N * sizeof *y), w[16];
    srand(11);
    for (int i = 0; i < N + 16; i++)
        x[i] = rand() / (float)RAND_MAX - 0.5f;
    for (int k = 0; k < 16; k++)
        w[k] = rand() / (float)RAND_MAX;
    int n = N - 3, r = 6, m = 37;
    unsigned long long bits = 0;
    double err = 0;
#pragma acc data copyin(x[0:N + 16], w) create(y[0:N])
    for (int t = 0; t < 8; t++) {
        for (int i = 0; i < N; i++)
            y[i] = -1;
#pragma acc update device(y[0:N])
        step(y, x, w, n, r, m);
#pragma acc update self(y[0:N])
        for (int i = 0; i < n; i++) {
            float s = 0.25f * m + x[i];
            for (int k = 0; k < r; k++)
                s += w[k] * x[i + k] + 0.5f * w[k + 1] * x[i + k + 1];
            double d = fabs((double)(s * x[i] - w[0]) - y[i]);
            err = d > err ? d : err;
            unsigned u;
            __builtin_memcpy(&u, &y[i], 4);
            bits = bits * 1000003u + u;
        }
    }
    printf("BITS %016llx\n", bits);
    if (err > 1e-4) {
        printf("FAIL jit_float_bits: max error %g against the host loop\n", err);
        return 1;
    }
    printf("PASS jit_float_bits: max error %g\n", err);
    return 0;
}
