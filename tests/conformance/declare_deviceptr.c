/* Covers: declare directive + deviceptr clause in a function (OpenACC 3.3 sec. 2.13, 2.7.4): a pointer parameter holding device memory from acc_malloc is declared a device pointer for the function, so its compute constructs use it directly. */
#include <stdio.h>
#include <openacc.h>

#define N 8000
static int in[N], out[N];
static unsigned int seed = 0xDC5DC5DCu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static void work(int *d, int n)
{
#pragma acc declare deviceptr(d)
#pragma acc parallel loop copyin(in)
    for (int i = 0; i < n; i++) d[i] = in[i] + 100;
#pragma acc parallel loop copyout(out)
    for (int i = 0; i < n; i++) out[i] = d[i] * 2 + d[n - 1 - i];
}

int main(void)
{
    for (int i = 0; i < N; i++) { in[i] = (int)(xrand() % 50000u); out[i] = -1; }
    int *d = (int *)acc_malloc(N * sizeof(int));
    if (!d) { printf("FAIL: acc_malloc returned NULL\n"); return 1; }
    work(d, N);
    acc_free(d);
    for (int i = 0; i < N; i++) {
        int e = (in[i] + 100) * 2 + in[N - 1 - i] + 100;
        if (out[i] != e) { printf("FAIL: out[%d] = %d, expected %d\n", i, out[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
