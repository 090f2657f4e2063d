/* Covers: routine(name) (OpenACC 3.3 sec. 2.15.1: '#pragma acc routine(name) seq' after a prototype and before any use or definition; the definitions appear later in the file), for a seq and a vector routine, called from parallel and kernels regions. */
#include <stdio.h>

#define N 2003
#define NI 41
#define NJ 97
static int a[N], b[N], c[N], m[NI][NJ], x[NI][NJ];
static unsigned int seed = 0x2A3E2A3Eu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int twist(int v, int k);
#pragma acc routine(twist) seq
static long widen(int v);
#pragma acc routine(widen) seq
void fill_row(const int *in, int *out, int n);
#pragma acc routine(fill_row) vector

int main(void)
{
    int bad = 0;
    static long w[N];
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 2001u) - 1000; b[i] = c[i] = -1; w[i] = -1; }
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) { m[i][j] = (int)(xrand() % 2001u) - 1000; x[i][j] = -1; }

#pragma acc parallel loop copyin(a) copyout(b, w)
    for (int i = 0; i < N; i++) { b[i] = twist(a[i], i); w[i] = widen(a[i]); }

#pragma acc kernels copyin(a) copyout(c)
    {
#pragma acc loop independent
        for (int i = 0; i < N; i++) c[i] = twist(a[i], 3);
    }

#pragma acc parallel loop gang copyin(m) copyout(x)
    for (int i = 0; i < NI; i++) fill_row(m[i], x[i], NJ);

    for (int i = 0; i < N; i++) {
        int eb = (a[i] << 1) - (i % 17), ec = (a[i] << 1) - 3;
        long ew = (long)a[i] * 100000L + 1;
        if (b[i] != eb && bad++ < 10) printf("twist: b[%d] = %d, expected %d\n", i, b[i], eb);
        if (c[i] != ec && bad++ < 10) printf("twist in kernels: c[%d] = %d, expected %d\n", i, c[i], ec);
        if (w[i] != ew && bad++ < 10) printf("widen: w[%d] = %ld, expected %ld\n", i, w[i], ew);
    }
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            if (x[i][j] != m[i][j] - j * 2 && bad++ < 10) printf("fill_row: x[%d][%d] = %d, expected %d\n", i, j, x[i][j], m[i][j] - j * 2);
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}

int twist(int v, int k)
{
    return (v << 1) - (k % 17);
}

static long widen(int v)
{
    return (long)v * 100000L + 1;
}

void fill_row(const int *in, int *out, int n)
{
#pragma acc loop vector
    for (int j = 0; j < n; j++) out[j] = in[j] - j * 2;
}
