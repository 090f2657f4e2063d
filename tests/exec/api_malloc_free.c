/* Covers: acc_malloc / acc_free: several live allocations of different sizes used through deviceptr by compute regions, freed and allocated again. */
#include <stdio.h>
#include <openacc.h>

#define N 300000
static int out[N];

int main(void)
{
    for (int round = 0; round < 3; round++) {
        int *d1 = (int *)acc_malloc(sizeof(int) * N);
        double *d2 = (double *)acc_malloc(sizeof(double) * 1000);
        char *d3 = (char *)acc_malloc(17);
        if (!d1 || !d2 || !d3) { printf("FAIL: acc_malloc returned NULL\n"); return 1; }
        if ((void *)d1 == (void *)d2 || (void *)d2 == (void *)d3 || (void *)d1 == (void *)d3) { printf("FAIL: acc_malloc returned overlapping pointers\n"); return 1; }
        for (int i = 0; i < N; i++) out[i] = -1;
#pragma acc parallel loop deviceptr(d1, d2)
        for (int i = 0; i < N; i++) {
            d1[i] = i + round;
            if (i < 1000) d2[i] = 0.5 * i;
        }
#pragma acc serial deviceptr(d3)
        for (int k = 0; k < 17; k++) d3[k] = (char)(k + round);
#pragma acc parallel loop deviceptr(d1, d2, d3) copyout(out[0:N])
        for (int i = 0; i < N; i++)
            out[i] = d1[N - 1 - i] + (int)(d2[i % 1000] * 2.0) + d3[i % 17];
        for (int i = 0; i < N; i++) {
            int e = (N - 1 - i + round) + (i % 1000) + (i % 17 + round);
            if (out[i] != e) { printf("FAIL (round %d): out[%d] = %d, expected %d\n", round, i, out[i], e); return 1; }
        }
        acc_free(d3);
        acc_free(d1);
        acc_free(d2);
    }
    acc_free(NULL);   /* allowed: no effect */
    printf("PASS\n");
    return 0;
}
