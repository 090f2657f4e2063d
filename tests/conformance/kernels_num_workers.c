/* Covers: `num_workers` clause on the kernels construct (OpenACC 3.3 sec. 2.5.3, 2.5.11): constant and run-time worker counts with gang-worker loops, gang/worker/vector nests and worker reductions in kernels regions; each iteration runs exactly once whatever the count. */
#include <stdio.h>

#define NI 62
#define NJ 203
static int a[NI * NJ], b[NI * NJ];
static long rowsum[NI];
static unsigned int seed = 0x77E2C1DAu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int run(int nw)
{
    const int n = NI * NJ;
    for (int k = 0; k < n; k++) b[k] = k;
#pragma acc kernels num_workers(nw) copyin(a) copy(b)
    {
#pragma acc loop gang worker
        for (int k = 0; k < n; k++) b[k] += a[k] + 3;
    }
    for (int k = 0; k < n; k++)
        if (b[k] != k + a[k] + 3) { printf("FAIL (num_workers(%d), gang worker): b[%d] = %d, expected %d\n", nw, k, b[k], k + a[k] + 3); return 1; }

    for (int k = 0; k < n; k++) b[k] = -k;
    for (int i = 0; i < NI; i++) rowsum[i] = -1;
#pragma acc kernels num_workers(nw) vector_length(32) copyin(a) copy(b) copyout(rowsum)
    {
#pragma acc loop gang
        for (int i = 0; i < NI; i += 2) {
#pragma acc loop worker
            for (int ii = i; ii < i + 2; ii++) {
#pragma acc loop vector
                for (int j = 0; j < NJ; j++) b[ii * NJ + j] += 2 * a[ii * NJ + j];
            }
        }
#pragma acc loop gang
        for (int i = 0; i < NI; i++) {
            long s = i;
#pragma acc loop worker reduction(+:s)
            for (int j = 0; j < NJ; j++) s += a[i * NJ + j];
            rowsum[i] = s;
        }
    }
    for (int k = 0; k < n; k++)
        if (b[k] != -k + 2 * a[k]) { printf("FAIL (num_workers(%d), gang/worker/vector): b[%d] = %d, expected %d\n", nw, k, b[k], -k + 2 * a[k]); return 1; }
    for (int i = 0; i < NI; i++) {
        long e = i;
        for (int j = 0; j < NJ; j++) e += a[i * NJ + j];
        if (rowsum[i] != e) { printf("FAIL (num_workers(%d), worker reduction): rowsum[%d] = %ld, expected %ld\n", nw, i, rowsum[i], e); return 1; }
    }
    return 0;
}

int main(void)
{
    for (int k = 0; k < NI * NJ; k++) a[k] = (int)(xrand() % 4000u);
    for (int k = 0; k < NI * NJ; k++) b[k] = 1;
#pragma acc kernels num_workers(8) copyin(a) copy(b)
    {
#pragma acc loop gang worker
        for (int k = 0; k < NI * NJ; k++) b[k] *= a[k] - 5;
    }
    for (int k = 0; k < NI * NJ; k++)
        if (b[k] != a[k] - 5) { printf("FAIL (num_workers(8)): b[%d] = %d, expected %d\n", k, b[k], a[k] - 5); return 1; }
    volatile int vals[] = {1, 2, 3, 8, 16, 32};
    for (int t = 0; t < 6; t++)
        if (run(vals[t])) return 1;
    printf("PASS\n");
    return 0;
}
