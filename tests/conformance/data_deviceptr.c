/* Covers: data construct + deviceptr clause (OpenACC 3.3 sec. 2.6.5, 2.7.4): a pointer to memory from acc_malloc is declared a device pointer on a data construct; compute constructs inside use it without any data movement. */
#include <stdio.h>
#include <openacc.h>

#define N 10000
static int a[N], b[N];
static unsigned int seed = 0xD00DFEEDu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 100000u) - 50000; b[i] = -1; }
    int *d = (int *)acc_malloc(N * sizeof(int));
    if (!d) { printf("FAIL: acc_malloc returned NULL\n"); return 1; }
#pragma acc data deviceptr(d) copyin(a) copyout(b)
    {
#pragma acc parallel loop present(a)
        for (int i = 0; i < N; i++)
            d[i] = a[i] * 5;
#pragma acc parallel loop present(b)
        for (int i = 0; i < N; i++)
            b[i] = d[N - 1 - i] + 1;
    }
    acc_free(d);
    for (int i = 0; i < N; i++) {
        int e = a[N - 1 - i] * 5 + 1;
        if (b[i] != e) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
