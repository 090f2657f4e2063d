/* Covers: `#pragma acc routine seq` functions (a leaf and one calling another routine with a loop inside) called from gang/vector loops and from a serial region. */
#include <stdio.h>
#include <math.h>

#define N 200000
static double x[N], y[N];
static int cnt[N];
static unsigned int seed = 0x4007135Eu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

#pragma acc routine seq
static double poly(double v)
{
    return ((0.5 * v - 1.0) * v + 2.0) * v - 0.25;
}

#pragma acc routine seq
static int collatz_steps(int v)
{
    int s = 0;
    while (v != 1 && s < 1000) {
        v = (v & 1) ? 3 * v + 1 : v / 2;
        s++;
    }
    return s;
}

#pragma acc routine seq
static double combo(double v, int k)
{
    double acc = 0.0;
    for (int j = 0; j < k; j++)
        acc += poly(v + j);
    return acc;
}

int main(void)
{
    for (int i = 0; i < N; i++) { x[i] = (double)(xrand() % 2001u) / 1000.0 - 1.0; y[i] = -1.0; cnt[i] = -1; }
#pragma acc parallel loop gang vector copyin(x[0:N]) copyout(y[0:N], cnt[0:N])
    for (int i = 0; i < N; i++) {
        y[i] = combo(x[i], i % 4 + 1);
        cnt[i] = collatz_steps(i % 1000 + 1);
    }
    double first = -1.0;
#pragma acc serial copyin(x[0:N]) copy(first)
    first = poly(x[0]) + poly(x[N - 1]);
    for (int i = 0; i < N; i++) {
        double e = 0.0;
        for (int j = 0; j < i % 4 + 1; j++) { double v = x[i] + j; e += ((0.5 * v - 1.0) * v + 2.0) * v - 0.25; }
        if (fabs(y[i] - e) > 1e-12 * (1.0 + fabs(e))) { printf("FAIL: y[%d] = %.17g, expected %.17g\n", i, y[i], e); return 1; }
        int v = i % 1000 + 1, s = 0;
        while (v != 1 && s < 1000) { v = (v & 1) ? 3 * v + 1 : v / 2; s++; }
        if (cnt[i] != s) { printf("FAIL: cnt[%d] = %d, expected %d\n", i, cnt[i], s); return 1; }
    }
    double ef = poly(x[0]) + poly(x[N - 1]);
    if (fabs(first - ef) > 1e-12 * (1.0 + fabs(ef))) { printf("FAIL: first = %.17g, expected %.17g\n", first, ef); return 1; }
    printf("PASS\n");
    return 0;
}
