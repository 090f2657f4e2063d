/* Covers: enter data + async clause (OpenACC 3.3 sec. 2.6.6, 2.16.1): the copy-in is queued on async queue 3; the reference count changes synchronously (acc_is_present true at once); a compute construct and exit data copyout on the same queue are ordered after it; after wait(3) the results are on the host. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

#define N 300000
static unsigned int seed = 0xA5C3A5C3u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b);
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 100000u); b[i] = -1; }
#pragma acc enter data copyin(a[0:N]) create(b[0:N]) async(3)
    if (!acc_is_present(a, N * sizeof *a) || !acc_is_present(b, N * sizeof *b)) { printf("FAIL: data not present right after enter data async\n"); return 1; }
#pragma acc parallel loop present(a[0:N], b[0:N]) async(3)
    for (int i = 0; i < N; i++) b[i] = a[i] + i;
#pragma acc exit data copyout(b[0:N]) delete(a[0:N]) async(3)
#pragma acc wait(3)
    for (int i = 0; i < N; i++) if (b[i] != a[i] + i) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], a[i] + i); return 1; }
    free(a); free(b);
    printf("PASS\n");
    return 0;
}
