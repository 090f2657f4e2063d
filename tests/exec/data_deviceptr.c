/* Covers: `deviceptr` clause with memory from acc_malloc, used by two compute regions (write, then read back through a copyout array). */
#include <stdio.h>
#include <openacc.h>

#define N 500000
static int a[N], b[N];
static unsigned int seed = 0xD3D3D3D3u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 100000u); b[i] = -1; }
    int *d = (int *)acc_malloc(sizeof(int) * N);
    if (!d) { printf("FAIL: acc_malloc returned NULL\n"); return 1; }
#pragma acc parallel loop deviceptr(d) copyin(a[0:N])
    for (int i = 0; i < N; i++)
        d[i] = a[i] * 2 + 1;
#pragma acc parallel loop deviceptr(d) copyout(b[0:N])
    for (int i = 0; i < N; i++)
        b[i] = d[N - 1 - i] + i;
    acc_free(d);
    for (int i = 0; i < N; i++) {
        int e = a[N - 1 - i] * 2 + 1 + i;
        if (b[i] != e) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
