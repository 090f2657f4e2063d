/* Covers: private(p[0:n]) on a pointer's subarray, gang level (combined parallel loop gang) with vector loops filling and reading the gang's copy, and private(q[lo:m]) on a vector loop (one copy per thread, with a nonzero lower bound); the host arrays are untouched. */
#include <stdio.h>
#include <stdlib.h>

static unsigned int seed = 0x2545F491u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int rows = 300, n = 37, lo = 5, m = 9;
    double *a = malloc(sizeof(double) * rows * n), *out = malloc(sizeof(double) * rows);
    long *out2 = malloc(sizeof(long) * rows * n);
    double *p = malloc(sizeof(double) * n);
    long *q = malloc(sizeof(long) * (lo + m));
    for (int i = 0; i < rows * n; i++) a[i] = (double)(xrand() % 1000) / 16.0;
    for (int k = 0; k < n; k++) p[k] = -7.0;
    for (int k = 0; k < lo + m; k++) q[k] = -9;
    for (int i = 0; i < rows; i++) out[i] = -1;
    for (int i = 0; i < rows * n; i++) out2[i] = -1;
#pragma acc parallel loop gang private(p[0:n]) copyin(a[0:rows * n]) copyout(out[0:rows])
    for (int i = 0; i < rows; i++) {
#pragma acc loop vector
        for (int k = 0; k < n; k++) p[k] = a[i * n + k] * 2.0;
        double s = 0;
#pragma acc loop vector reduction(+:s)
        for (int k = 0; k < n; k++) s += p[k] + p[n - 1 - k];
        out[i] = s;
    }
#pragma acc parallel loop gang vector private(q[lo:m]) copyin(a[0:rows * n]) copyout(out2[0:rows * n])
    for (int i = 0; i < rows * n; i++) {
        for (int k = lo; k < lo + m; k++) q[k] = (long)a[i] * k;
        long t = 0;
        for (int k = lo; k < lo + m; k++) t += q[k] ^ k;
        out2[i] = t;
    }
    int bad = 0;
    for (int i = 0; i < rows; i++) {
        double s = 0;
        for (int k = 0; k < n; k++) s += a[i * n + k] * 2.0 + a[i * n + n - 1 - k] * 2.0;
        if (out[i] != s && bad++ < 5) printf("out[%d] = %g, expected %g\n", i, out[i], s);
    }
    for (int i = 0; i < rows * n; i++) {
        long t = 0;
        for (int k = lo; k < lo + m; k++) t += ((long)a[i] * k) ^ k;
        if (out2[i] != t && bad++ < 5) printf("out2[%d] = %ld, expected %ld\n", i, out2[i], t);
    }
    for (int k = 0; k < n; k++)
        if (p[k] != -7.0 && bad++ < 5) printf("host p[%d] = %g, expected -7 (private)\n", k, p[k]);
    for (int k = 0; k < lo + m; k++)
        if (q[k] != -9 && bad++ < 5) printf("host q[%d] = %ld, expected -9 (private)\n", k, q[k]);
    free(a); free(out); free(out2); free(p); free(q);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
