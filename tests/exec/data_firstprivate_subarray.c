/* Covers: firstprivate(w[lo:n]) on a pointer's subarray: on a parallel construct (each gang's copy starts from the host's values, read by a gang loop), and on a serial construct whose region changes its copy; the host array stays as it was. */
#include <stdio.h>
#include <stdlib.h>

static unsigned int seed = 0x7F4A7C15u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int len = 2000, nw = 24, lo = 3;
    float *x = malloc(sizeof(float) * len), *y = malloc(sizeof(float) * len);
    float *w = malloc(sizeof(float) * (lo + nw));
    float acc[1] = {-1};
    for (int i = 0; i < len; i++) { x[i] = (float)(xrand() % 256) / 16.0f; y[i] = -1; }
    for (int k = 0; k < lo + nw; k++) w[k] = (float)(xrand() % 64) / 8.0f;
    float *w0 = malloc(sizeof(float) * (lo + nw));
    for (int k = 0; k < lo + nw; k++) w0[k] = w[k];
#pragma acc parallel firstprivate(w[lo:nw]) copyin(x[0:len]) copyout(y[0:len])
    {
#pragma acc loop gang vector
        for (int i = 0; i < len; i++) {
            float s = 0;
            for (int k = lo; k < lo + nw; k++) s += w[k] * x[(i + k) % len];
            y[i] = s;
        }
    }
#pragma acc serial firstprivate(w[0:lo + nw]) copyout(acc[0:1])
    {
        for (int k = 1; k < lo + nw; k++) w[k] += w[k - 1];
        acc[0] = w[lo + nw - 1];
    }
    int bad = 0;
    for (int i = 0; i < len; i++) {
        float s = 0;
        for (int k = lo; k < lo + nw; k++) s += w0[k] * x[(i + k) % len];
        if (y[i] != s && bad++ < 5) printf("y[%d] = %g, expected %g\n", i, y[i], s);
    }
    float run = 0;
    for (int k = 0; k < lo + nw; k++) run += w0[k];
    if (acc[0] != run && bad++ < 5) printf("acc = %g, expected %g\n", acc[0], run);
    for (int k = 0; k < lo + nw; k++)
        if (w[k] != w0[k] && bad++ < 5) printf("host w[%d] = %g, expected %g (firstprivate)\n", k, w[k], w0[k]);
    free(x); free(y); free(w); free(w0);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
