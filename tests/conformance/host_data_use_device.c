/* Covers: host_data construct + use_device clause (OpenACC 3.3 sec. 2.8, 2.8.1): inside host_data use_device(p, arr) the names p (a heap pointer) and arr (a static array) evaluate to the device addresses of present data (equal to acc_deviceptr), also for a pointer into the middle of a present block; passing them to a function whose compute construct takes them as deviceptr reads and writes the device copies. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <openacc.h>

#define N 6000
static int arr[N];
static unsigned int seed = 0x4057DA7Au;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

/* a "lower-level library" routine that takes device pointers */
static void scale_add(int *dx, const int *dy, int n, int k)
{
#pragma acc parallel loop deviceptr(dx, dy)
    for (int i = 0; i < n; i++) dx[i] = dx[i] * k + dy[i];
}

int main(void)
{
    int *p = (int *)malloc(N * sizeof(int)), *p0 = (int *)malloc(N * sizeof(int));
    for (int i = 0; i < N; i++) { p[i] = p0[i] = (int)(xrand() % 10000u); arr[i] = (int)(xrand() % 10000u); }
#pragma acc enter data copyin(p[0:N], arr)
    void *dp_expect = acc_deviceptr(p), *darr_expect = acc_deviceptr(arr);
    int *mid = p + 100;              /* points inside the present block */
    void *dmid_expect = acc_deviceptr(mid);
    void *dp = NULL, *darr = NULL, *dmid = NULL;
#pragma acc host_data use_device(p, arr, mid)
    {
        dp = p;
        darr = arr;
        dmid = mid;
        scale_add(p, arr, N, 3);
    }
    if (dp != dp_expect) { printf("FAIL: p inside host_data = %p, expected acc_deviceptr = %p\n", dp, dp_expect); return 1; }
    if (dmid != dmid_expect) { printf("FAIL: mid (p + 100) inside host_data = %p, expected acc_deviceptr = %p\n", dmid, dmid_expect); return 1; }
    if (darr != darr_expect) { printf("FAIL: arr inside host_data = %p, expected acc_deviceptr = %p\n", darr, darr_expect); return 1; }
#pragma acc exit data copyout(p[0:N]) delete(arr)
    for (int i = 0; i < N; i++) if (p[i] != p0[i] * 3 + arr[i]) { printf("FAIL: p[%d] = %d, expected %d\n", i, p[i], p0[i] * 3 + arr[i]); return 1; }
    free(p); free(p0);
    printf("PASS\n");
    return 0;
}
