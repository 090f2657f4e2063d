/* Covers: `vector_length` clause on the kernels construct (OpenACC 3.3 sec. 2.5.3, 2.5.12): constant and run-time lengths (1, odd, powers of two, large) with compiler-scheduled loops, gang-vector loops and vector reductions in kernels regions; each iteration runs exactly once whatever the length. */
#include <stdio.h>

#define NI 45
#define NJ 333
static int a[NI * NJ], b[NI * NJ];
static long rowsum[NI];
static unsigned int seed = 0x5EC70A12u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int run(int vl)
{
    const int n = NI * NJ;
    for (int k = 0; k < n; k++) b[k] = k;
#pragma acc kernels vector_length(vl) copyin(a) copy(b)
    {
        for (int k = 0; k < n; k++) b[k] += a[k] ^ 0x33;
    }
    for (int k = 0; k < n; k++)
        if (b[k] != k + (a[k] ^ 0x33)) { printf("FAIL (vector_length(%d), plain loop): b[%d] = %d, expected %d\n", vl, k, b[k], k + (a[k] ^ 0x33)); return 1; }

    for (int k = 0; k < n; k++) b[k] = 2 * k;
    for (int i = 0; i < NI; i++) rowsum[i] = -1;
#pragma acc kernels vector_length(vl) copyin(a) copy(b) copyout(rowsum)
    {
#pragma acc loop gang
        for (int i = 0; i < NI; i++) {
            long s = 1000 + i;
#pragma acc loop vector reduction(+:s)
            for (int j = 0; j < NJ; j++) { b[i * NJ + j] -= a[i * NJ + j]; s += a[i * NJ + j]; }
            rowsum[i] = s;
        }
    }
    for (int i = 0; i < NI; i++) {
        long e = 1000 + i;
        for (int j = 0; j < NJ; j++) {
            int k = i * NJ + j;
            e += a[k];
            if (b[k] != 2 * k - a[k]) { printf("FAIL (vector_length(%d), vector loop): b[%d] = %d, expected %d\n", vl, k, b[k], 2 * k - a[k]); return 1; }
        }
        if (rowsum[i] != e) { printf("FAIL (vector_length(%d), vector reduction): rowsum[%d] = %ld, expected %ld\n", vl, i, rowsum[i], e); return 1; }
    }
    return 0;
}

int main(void)
{
    for (int k = 0; k < NI * NJ; k++) a[k] = (int)(xrand() % 10000u);
    for (int k = 0; k < NI * NJ; k++) b[k] = -1;
#pragma acc kernels vector_length(128) copyin(a) copyout(b)
    {
#pragma acc loop gang vector
        for (int k = 0; k < NI * NJ; k++) b[k] = a[k] + 7;
    }
    for (int k = 0; k < NI * NJ; k++)
        if (b[k] != a[k] + 7) { printf("FAIL (vector_length(128)): b[%d] = %d, expected %d\n", k, b[k], a[k] + 7); return 1; }
    volatile int vals[] = {1, 17, 32, 64, 96, 256, 1024};
    for (int t = 0; t < 7; t++)
        if (run(vals[t])) return 1;
    printf("PASS\n");
    return 0;
}
