/* Loops of a kernels construct that carry a dependence through their
 * subscripts run in order and give the host's results: overlapping
 * windows (a[i + j] += over i), two elements hit by every iteration
 * (a[i % 2] +=), a scatter through an index array with repeats; the loops
 * the access IR proves independent (flattened rows, within-row
 * neighbours over the row loop) run in parallel and agree too.  Random
 * inputs, compared with the plain host loops. */
#include <stdio.h>
#include <stdlib.h>

static unsigned s = 99991u;
static int rnd(void) { s ^= s << 13; s ^= s >> 17; s ^= s << 5; return (int)(s % 1000); }

#define BODY(a, c, d, e, b, idx)                                        \
    {                                                                   \
        for (int i = 0; i < n; i++)                                     \
            for (int j = 0; j < 4; j++)                                 \
                a[i + j] += b[i] * (j + 1);                             \
        for (int i = 0; i < n; i++)                                     \
            c[i % 2] += b[i];                                           \
        for (int i = 0; i < n; i++)                                     \
            e[idx[i]] = e[idx[i]] * 3 + b[i];                           \
        for (int i = 0; i < r; i++)                                     \
            for (int j = 0; j < m - 1; j++)                             \
                d[i * m + j] = d[i * m + j + 1] * 2 + i;                \
    }

int main(void)
{
    int n = 5000, r = 300, m = 97, bad = 0;
    long long *a = malloc(sizeof(long long) * (n + 4)), *ha = malloc(sizeof(long long) * (n + 4));
    long long c[2] = {0, 0}, hc[2] = {0, 0};
    long long *d = malloc(sizeof(long long) * r * m), *hd = malloc(sizeof(long long) * r * m);
    long long *e = malloc(sizeof(long long) * 64), *he = malloc(sizeof(long long) * 64);
    int *b = malloc(sizeof(int) * n), *idx = malloc(sizeof(int) * n);
    for (int i = 0; i < n + 4; i++) a[i] = ha[i] = rnd();
    for (int i = 0; i < r * m; i++) d[i] = hd[i] = rnd() % 7;
    for (int i = 0; i < 64; i++) e[i] = he[i] = rnd() % 5;
    for (int i = 0; i < n; i++) { b[i] = rnd() % 100; idx[i] = rnd() % 64; }
#pragma acc kernels copy(a[0:n+4], c, d[0:r*m], e[0:64]) copyin(b[0:n], idx[0:n])
    BODY(a, c, d, e, b, idx)
    BODY(ha, hc, hd, he, b, idx)
    for (int i = 0; i < n + 4; i++)
        if (a[i] != ha[i] && bad++ < 5) printf("a[%d] = %lld, expected %lld\n", i, a[i], ha[i]);
    for (int i = 0; i < 2; i++)
        if (c[i] != hc[i] && bad++ < 5) printf("c[%d] = %lld, expected %lld\n", i, c[i], hc[i]);
    for (int i = 0; i < r * m; i++)
        if (d[i] != hd[i] && bad++ < 5) printf("d[%d] = %lld, expected %lld\n", i, d[i], hd[i]);
    for (int i = 0; i < 64; i++)
        if (e[i] != he[i] && bad++ < 5) printf("e[%d] = %lld, expected %lld\n", i, e[i], he[i]);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
