/* Covers: `reduction` clause on the parallel construct with an array and an array section (OpenACC 3.3 sec. 2.5.15; reductions on arrays since 2.7): each element is reduced separately and combined with its original value. */
#include <stdio.h>

#define N 5003
#define H 16
static int a[N];
static unsigned int seed = 0x0A77A7E5u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) a[i] = (int)(xrand() % 1000u);

    /* whole array: a histogram of a[i] % H plus a running sum per bin */
    int hist[H], ehist[H];
    long bins[H], ebins[H];
    for (int k = 0; k < H; k++) { hist[k] = ehist[k] = k; bins[k] = ebins[k] = 1000 * k; }
    for (int i = 0; i < N; i++) { ehist[a[i] % H] += 1; ebins[a[i] % H] += a[i]; }
#pragma acc parallel reduction(+:hist, bins) copyin(a)
    {
#pragma acc loop gang vector reduction(+:hist, bins)
        for (int i = 0; i < N; i++) { hist[a[i] % H] += 1; bins[a[i] % H] += a[i]; }
    }
    for (int k = 0; k < H; k++) {
        if (hist[k] != ehist[k]) { printf("FAIL (+ int array): hist[%d] = %d, expected %d\n", k, hist[k], ehist[k]); return 1; }
        if (bins[k] != ebins[k]) { printf("FAIL (+ long array): bins[%d] = %ld, expected %ld\n", k, bins[k], ebins[k]); return 1; }
    }

    /* array section: max over a section of 4 elements in the middle of mx */
    int mx[8], emx[8];
    for (int k = 0; k < 8; k++) mx[k] = emx[k] = 100 * k - 50;
    for (int i = 0; i < N; i++) { int k = 2 + (a[i] & 3); if (a[i] > emx[k]) emx[k] = a[i]; }
#pragma acc parallel reduction(max:mx[2:4]) copyin(a)
    {
#pragma acc loop gang vector reduction(max:mx[2:4])
        for (int i = 0; i < N; i++) { int k = 2 + (a[i] & 3); if (a[i] > mx[k]) mx[k] = a[i]; }
    }
    for (int k = 0; k < 8; k++)
        if (mx[k] != emx[k]) { printf("FAIL (max array section): mx[%d] = %d, expected %d\n", k, mx[k], emx[k]); return 1; }
    printf("PASS\n");
    return 0;
}
