/* Reductions on C arrays, array elements and subarrays (OpenACC 2.7+): reduction(+:h), reduction(max:m[2]), reduction(*:q[1:3]) and a struct member of a region-local struct on a vector loop; elements outside a subarray keep their values. */
#include <stdio.h>

#define N 4000

static int a[N];
static double d[N];

int main(void)
{
    int failures = 0;
    unsigned long long r = 12345;
    for (int i = 0; i < N; i++) {
        r = r * 6364136223846793005ULL + 1442695040888963407ULL;
        a[i] = (int)(r >> 40) % 1000;
        d[i] = 1.0 + ((int)(r >> 33) % 1000 - 500) * 1e-7;
    }
    long h[8] = {1, 2, 3, 4, 5, 6, 7, 8}, hh[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    int m[4] = {-5, -5, -5, -5}, hm[4] = {-5, -5, -5, -5};
    double q[5] = {9, 1.5, 2, 0.5, 9}, hq[5] = {9, 1.5, 2, 0.5, 9};
#pragma acc parallel loop copyin(a, d) reduction(+:h) reduction(max:m[2]) reduction(*:q[1:3])
    for (int i = 0; i < N; i++) {
        h[a[i] & 7] += a[i];
        m[2] = a[i] > m[2] ? a[i] : m[2];
        q[1 + i % 3] *= d[i];
    }
    for (int i = 0; i < N; i++) {
        hh[a[i] & 7] += a[i];
        hm[2] = a[i] > hm[2] ? a[i] : hm[2];
        hq[1 + i % 3] *= d[i];
    }
    for (int k = 0; k < 8; k++)
        if (h[k] != hh[k]) printf("h[%d] = %ld, expected %ld\n", k, h[k], hh[k]), failures++;
    for (int k = 0; k < 4; k++)
        if (m[k] != hm[k]) printf("m[%d] = %d, expected %d\n", k, m[k], hm[k]), failures++;
    for (int k = 0; k < 5; k++)
        if (q[k] / hq[k] - 1 > 1e-12 || hq[k] / q[k] - 1 > 1e-12)
            printf("q[%d] = %.17g, expected %.17g\n", k, q[k], hq[k]), failures++;

    /* a member of a struct local to each gang, on a vector loop */
    long rows[40], hrows[40];
    for (int g = 0; g < 40; g++) rows[g] = -1, hrows[g] = 0;
#pragma acc parallel loop gang copyin(a) copyout(rows)
    for (int g = 0; g < 40; g++) {
        struct { long sum; int pad; } acc = {g, 0};
#pragma acc loop vector reduction(+:acc.sum)
        for (int i = 0; i < N / 40; i++) acc.sum += a[g * (N / 40) + i];
        rows[g] = acc.sum;
    }
    for (int g = 0; g < 40; g++) {
        hrows[g] = g;
        for (int i = 0; i < N / 40; i++) hrows[g] += a[g * (N / 40) + i];
        if (rows[g] != hrows[g]) printf("rows[%d] = %ld, expected %ld\n", g, rows[g], hrows[g]), failures++;
    }
    if (failures) {
        printf("FAIL: %d mismatches\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
