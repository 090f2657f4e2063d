/* cache(p[lo:n]) at the top of a gang loop's body stages p[lo:lo+n] in
 * shared memory for the vector loop inside: a row cached whole, a window
 * that the reads leave on both sides (those come from p), and a sequential
 * loop inside a gang loop; random inputs, compared with the host loops. */
#include <stdio.h>
#include <stdlib.h>

static unsigned s = 13579u;
static double rnd(void) { s ^= s << 13; s ^= s >> 17; s ^= s << 5; return (double)(s % 4096) / 64.0; }

int main(void)
{
    int n = 97, m = 256, bad = 0;
    double *a = malloc(sizeof(double) * n * m), *b = malloc(sizeof(double) * n * m), *c = malloc(sizeof(double) * n * m);
    double *w = malloc(sizeof(double) * m);
    for (int i = 0; i < n * m; i++) { a[i] = rnd(); b[i] = c[i] = -1; }
    for (int j = 0; j < m; j++) w[j] = rnd();
#pragma acc parallel loop gang vector_length(64) copyin(a[0:n*m], w[0:m]) copyout(b[0:n*m])
    for (int i = 0; i < n; i++) {
#pragma acc cache(a[i*m:256], w[0:256])
        double f = i * 0.5;
#pragma acc loop vector
        for (int j = 0; j < m; j++)
            b[i * m + j] = a[i * m + (m - 1 - j)] * w[j] + a[i * m + j] + f;
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            if (b[i * m + j] != a[i * m + (m - 1 - j)] * w[j] + a[i * m + j] + i * 0.5) {
                if (bad++ < 5) printf("b[%d][%d] = %g\n", i, j, b[i * m + j]);
            }
#pragma acc parallel loop gang copyin(a[0:n*m]) copyout(c[0:n*m])
    for (int i = 1; i < n - 1; i++) {
#pragma acc cache(a[i*m+8:128])
        c[i * m] = a[i * m];
#pragma acc loop vector
        for (int j = 1; j < m - 1; j++)
            c[i * m + j] = a[(i - 1) * m + j] + a[i * m + j - 1] + a[i * m + j] + a[i * m + j + 1] + a[(i + 1) * m + j];
    }
    for (int i = 1; i < n - 1; i++)
        for (int j = 0; j < m - 1; j++)
            if (j > 0 && c[i * m + j] != a[(i - 1) * m + j] + a[i * m + j - 1] + a[i * m + j] + a[i * m + j + 1] + a[(i + 1) * m + j]) {
                if (bad++ < 5) printf("c[%d][%d] = %g\n", i, j, c[i * m + j]);
            } else if (j == 0 && c[i * m] != a[i * m]) {
                if (bad++ < 5) printf("c[%d][0] = %g\n", i, c[i * m]);
            }
    double *t = malloc(sizeof(double) * n), *tr = malloc(sizeof(double) * n);
    for (int i = 0; i < n; i++) t[i] = -1;
#pragma acc parallel loop gang num_gangs(8) vector_length(32) copyin(a[0:n*m]) copyout(t[0:n])
    for (int g = 0; g < n; g++) {
        double acc = 0;
#pragma acc loop seq
        for (int k = 0; k < 4; k++) {
#pragma acc cache(a[g*m+k*64:64])
#pragma acc loop vector reduction(+:acc)
            for (int j = 0; j < 64; j++)
                acc += a[g * m + k * 64 + j] * (k + 1);
        }
        t[g] = acc;
    }
    for (int g = 0; g < n; g++) {
        double acc = 0;
        for (int k = 0; k < 4; k++)
            for (int j = 0; j < 64; j++) acc += a[g * m + k * 64 + j] * (k + 1);
        tr[g] = acc;
        if (t[g] != tr[g]) { if (bad++ < 5) printf("t[%d] = %g, expected %g\n", g, t[g], tr[g]); }
    }
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
