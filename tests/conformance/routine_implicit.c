/* Covers: implicit routine (OpenACC 3.3 sec. 2.15.1: a function with no routine directive whose definition is in the same file and which is called in a compute region gets an implied 'routine seq'), including a function called only from another such function, a static function, and calls from parallel, kernels and serial regions. */
#include <stdio.h>

#define N 3000
static int a[N], b[N], c[N], d[N];
static unsigned int seed = 0x1391C171u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int sq(int v) { return v * v; }

int hyp(int p, int q)          /* calls sq: implied routine for it too */
{
    return sq(p) + sq(q) + 1;
}

long clamp_sum(const int *v, int n, int lo, int hi)
{
    long s = 0;
    for (int k = 0; k < n; k++) s += v[k] < lo ? lo : v[k] > hi ? hi : v[k];
    return s;
}

int main(void)
{
    int bad = 0;
    static long e[N];
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 2001u) - 1000; b[i] = c[i] = d[i] = -1; e[i] = -1; }

#pragma acc parallel loop copyin(a) copyout(b, e)
    for (int i = 0; i < N; i++) {
        b[i] = hyp(a[i], i % 100);
        e[i] = clamp_sum(&a[i - i % 8], 8, -300, 300);
    }

#pragma acc kernels copyin(a) copyout(c)
    {
#pragma acc loop independent
        for (int i = 0; i < N; i++) c[i] = sq(a[i] - 1);
    }

#pragma acc serial copyin(a) copyout(d)
    for (int i = 0; i < N; i++) d[i] = hyp(a[i], 2);

    for (int i = 0; i < N; i++) {
        int eb = a[i] * a[i] + (i % 100) * (i % 100) + 1, ec = (a[i] - 1) * (a[i] - 1), ed = a[i] * a[i] + 5;
        long ee = 0;
        for (int k = 0; k < 8; k++) { int v = a[i - i % 8 + k]; ee += v < -300 ? -300 : v > 300 ? 300 : v; }
        if (b[i] != eb && bad++ < 10) printf("hyp: b[%d] = %d, expected %d\n", i, b[i], eb);
        if (c[i] != ec && bad++ < 10) printf("sq in kernels: c[%d] = %d, expected %d\n", i, c[i], ec);
        if (d[i] != ed && bad++ < 10) printf("hyp in serial: d[%d] = %d, expected %d\n", i, d[i], ed);
        if (e[i] != ee && bad++ < 10) printf("clamp_sum: e[%d] = %ld, expected %ld\n", i, e[i], ee);
    }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
