/* Data constructs nested directly in each other end at the same place
 * (one statement, or one block): their exits run inner first, and a
 * return that leaves both runs both exits, inner first.  After each, the
 * data is copied back and (on a GPU) no longer present.  Random inputs, compared
 * with the plain host loop. */
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

static unsigned s = 12345u;
static float rnd(void) { s ^= s << 13; s ^= s >> 17; s ^= s << 5; return (float)(s % 1000); }  /* exact sums */

static int step(int n, float *a, const float *b, const float *c, int leave)
{
#pragma acc data copy(a[0:n])
#pragma acc data copyin(b[0:n])
#pragma acc data copyin(c[0:n])
    {
#pragma acc parallel loop present(a[0:n], b[0:n], c[0:n])
        for (int i = 0; i < n; i++) a[i] = a[i] * 2 + b[i] - c[i];
        if (leave) return 1;
#pragma acc parallel loop present(a[0:n], b[0:n])
        for (int i = 0; i < n; i++) a[i] += b[i];
    }
    return 0;
}

static void twice(int n, float *a, const float *b)
{
#pragma acc data copy(a[0:n])
#pragma acc data copyin(b[0:n])
#pragma acc parallel loop
    for (int i = 0; i < n; i++) a[i] += 3 * b[i];
}

int main(void)
{
    int n = 10000, bad = 0;
    float *a = malloc(sizeof(float) * n), *b = malloc(sizeof(float) * n), *c = malloc(sizeof(float) * n);
    float *h = malloc(sizeof(float) * n);
    for (int i = 0; i < n; i++) { a[i] = h[i] = rnd(); b[i] = rnd(); c[i] = rnd(); }
    int r1 = step(n, a, b, c, 1);
    for (int i = 0; i < n; i++) h[i] = h[i] * 2 + b[i] - c[i];
    int r0 = step(n, a, b, c, 0);
    for (int i = 0; i < n; i++) h[i] = h[i] * 2 + b[i] - c[i] + b[i];
    twice(n, a, b);
    for (int i = 0; i < n; i++) h[i] += 3 * b[i];
    if (r1 != 1 || r0 != 0) { printf("returns %d %d\n", r1, r0); bad++; }
    for (int i = 0; i < n; i++)
        if (a[i] != h[i] && bad++ < 5) printf("a[%d] = %g, expected %g\n", i, a[i], h[i]);
    if (acc_get_device_type() != acc_device_host && (acc_is_present(a, sizeof(float) * n) || acc_is_present(b, sizeof(float) * n) || acc_is_present(c, sizeof(float) * n))) {
        printf("data still present after the constructs\n");
        bad++;
    }
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
