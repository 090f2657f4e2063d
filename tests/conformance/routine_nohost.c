/* Covers: routine nohost (OpenACC 3.3 sec. 2.15.1: no host version is required; every call appears in compute regions, including calls from another nohost routine), for seq and vector routines; both device and host fallback results must be right. */
#include <stdio.h>

#define N 2500
#define NI 33
#define NJ 67
static int a[N], b[N], m[NI][NJ], x[NI][NJ];
static unsigned int seed = 0x40405757u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

#pragma acc routine seq nohost
int inner(int v) { return v * 5 - 2; }

#pragma acc routine seq nohost
int outer(int v, int k) { return inner(v) + inner(k); }

#pragma acc routine vector nohost
void row(const int *in, int *out, int n)
{
#pragma acc loop vector
    for (int j = 0; j < n; j++) out[j] = inner(in[j]) ^ j;
}

int main(void)
{
    int bad = 0;
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 2001u) - 1000; b[i] = -1; }
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) { m[i][j] = (int)(xrand() % 2001u) - 1000; x[i][j] = -1; }

#pragma acc parallel loop copyin(a) copyout(b)
    for (int i = 0; i < N; i++) b[i] = outer(a[i], i);

#pragma acc parallel loop gang copyin(m) copyout(x)
    for (int i = 0; i < NI; i++) row(m[i], x[i], NJ);

    for (int i = 0; i < N; i++) {
        int e = a[i] * 5 - 2 + i * 5 - 2;
        if (b[i] != e && bad++ < 10) printf("nohost seq: b[%d] = %d, expected %d\n", i, b[i], e);
    }
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) {
            int e = (m[i][j] * 5 - 2) ^ j;
            if (x[i][j] != e && bad++ < 10) printf("nohost vector: x[%d][%d] = %d, expected %d\n", i, j, x[i][j], e);
        }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
