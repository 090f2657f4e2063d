/* Covers: update directive + async clause (OpenACC 3.3 sec. 2.14.4, 2.16.1): `update device(...) async(1)`, a compute construct on queue 1 and `update self(...) async(1)` execute in queue order; after wait(1) the host has the results; `async(acc_async_sync)` makes the update synchronous. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

#define N 200000
static unsigned int seed = 0xA51CA51Cu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b), *in = malloc(N * sizeof *in);
    for (int i = 0; i < N; i++) { in[i] = (int)(xrand() % 100000u); a[i] = 0; b[i] = -1; }
#pragma acc enter data create(a[0:N], b[0:N])
    for (int i = 0; i < N; i++) a[i] = in[i];
#pragma acc update device(a[0:N]) async(1)
#pragma acc parallel loop present(a[0:N], b[0:N]) async(1)
    for (int i = 0; i < N; i++) b[i] = a[i] * 3 - i;
#pragma acc update self(b[0:N]) async(1)
#pragma acc wait(1)
    for (int i = 0; i < N; i++) if (b[i] != in[i] * 3 - i) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], in[i] * 3 - i); return 1; }
    /* async(acc_async_sync) is synchronous: no wait needed */
#pragma acc parallel loop present(b[0:N])
    for (int i = 0; i < N; i++) b[i] += 5;
#pragma acc update self(b[0:N]) async(acc_async_sync)
    for (int i = 0; i < N; i++) if (b[i] != in[i] * 3 - i + 5) { printf("FAIL: after async(acc_async_sync): b[%d] = %d, expected %d\n", i, b[i], in[i] * 3 - i + 5); return 1; }
#pragma acc exit data delete(a[0:N], b[0:N])
    free(a); free(b); free(in);
    printf("PASS\n");
    return 0;
}
