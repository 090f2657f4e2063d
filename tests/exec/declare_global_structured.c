/* A file-scope declare lives for the whole program: its region is the
 * program's implicit data region, a structured reference (OpenACC 3.3
 * 2.13), so exit data delete, exit data copyout finalize, acc_delete and
 * acc_copyout (whose dynamic counts are zero) leave the device copy present
 * and unchanged.  Before, the declare held a dynamic reference and the first
 * of them freed it: on a fake device "'g' is not present" at the next
 * update, and a group of devices lost its members' copies. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

#define N 1000
#define M 64

double g[N];
#pragma acc declare create(g)
int counts[M] = {1};
#pragma acc declare copyin(counts)

int main(void)
{
    static double orig[N];
    unsigned s = 2024;
    for (int i = 0; i < N; i++) {
        s = s * 1664525u + 1013904223u;
        g[i] = orig[i] = (double)(s >> 8) / 16777216.0 - 0.5;
    }
    for (int k = 0; k < M; k++) counts[k] = k * k;
    int shared = acc_deviceptr(g) == (void *)g;     /* host fallback: one copy */
    int bad = 0;

#pragma acc update device(g, counts)
#pragma acc exit data delete(g)
    if (!acc_is_present(g, sizeof g)) { printf("g not present after exit data delete\n"); bad++; }
#pragma acc exit data copyout(counts) finalize
    if (!acc_is_present(counts, sizeof counts)) { printf("counts not present after exit data copyout\n"); bad++; }
    acc_delete(g, sizeof g);
    acc_copyout(counts, sizeof counts);
    if (!acc_is_present(g, sizeof g) || !acc_is_present(counts, sizeof counts)) {
        printf("declare data gone after acc_delete / acc_copyout\n");
        bad++;
    }

    for (int i = 0; i < N; i++) g[i] = -1.0;
    for (int k = 0; k < M; k++) counts[k] = -1;
#pragma acc update self(g, counts)
    for (int i = 0; i < N; i++)
        if (g[i] != (shared ? -1.0 : orig[i]) && bad++ < 5) printf("g[%d] = %g after update self\n", i, g[i]);
    for (int k = 0; k < M; k++)
        if (counts[k] != (shared ? -1 : k * k) && bad++ < 5) printf("counts[%d] = %d\n", k, counts[k]);
    for (int i = 0; i < N; i++) g[i] = orig[i];
    for (int k = 0; k < M; k++) counts[k] = k * k;

    /* the device copies are still the program's: a kernel reads them */
    double sum = 0, want = 0;
    long csum = 0, cwant = 0;
#pragma acc parallel loop present(g, counts) reduction(+:sum, csum)
    for (int i = 0; i < N; i++) {
        sum += g[i] * 2.0;
        csum += counts[i % M];
    }
    for (int i = 0; i < N; i++) { want += orig[i] * 2.0; cwant += (i % M) * (i % M); }
    if (sum - want > 1e-9 || want - sum > 1e-9 || csum != cwant) {
        printf("kernel saw sum %.17g (want %.17g), csum %ld (want %ld)\n", sum, want, csum, cwant);
        bad++;
    }
    if (bad) { printf("FAIL: %d\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
