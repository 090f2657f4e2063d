/* Covers: `deviceptr` clause on the kernels construct (OpenACC 3.3 sec. 2.5.3, 2.7.4): pointers to device memory from acc_malloc and from acc_deviceptr of present data are used directly in the region with no data movement. */
#include <stdio.h>
#include <openacc.h>

#define N 30000
static int a[N], b[N], c[N], x[N];
static unsigned int seed = 0xDE7B0001u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) a[i] = (int)(xrand() % 40000u);

    /* acc_malloc'd memory filled with acc_memcpy_to_device */
    int *d = (int *)acc_malloc(N * sizeof(int));
    if (!d) { printf("FAIL: acc_malloc returned NULL\n"); return 1; }
    acc_memcpy_to_device(d, a, N * sizeof(int));
    for (int i = 0; i < N; i++) { b[i] = -1; c[i] = -1; }
#pragma acc kernels deviceptr(d) copyout(b)
    {
        for (int i = 0; i < N; i++) { b[i] = d[i] * 3; d[i] += i; }
    }
    acc_memcpy_from_device(c, d, N * sizeof(int));
    for (int i = 0; i < N; i++) {
        if (b[i] != a[i] * 3) { printf("FAIL (deviceptr(d)): b[%d] = %d, expected %d\n", i, b[i], a[i] * 3); return 1; }
        if (c[i] != a[i] + i) { printf("FAIL (deviceptr(d) written): c[%d] = %d, expected %d\n", i, c[i], a[i] + i); return 1; }
    }
    acc_free(d);

    /* the device address of present data */
    for (int i = 0; i < N; i++) x[i] = a[i];
#pragma acc enter data copyin(x)
    int *dx = (int *)acc_deviceptr(x);
#pragma acc kernels deviceptr(dx)
    {
        for (int i = 0; i < N; i++) dx[i] = dx[i] * 2 - 1;
    }
#pragma acc exit data copyout(x)
    for (int i = 0; i < N; i++)
        if (x[i] != a[i] * 2 - 1) { printf("FAIL (deviceptr(acc_deviceptr(x))): x[%d] = %d, expected %d\n", i, x[i], a[i] * 2 - 1); return 1; }
    printf("PASS\n");
    return 0;
}
