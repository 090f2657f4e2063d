/* Covers: acc_memcpy_to_device / acc_memcpy_from_device with acc_malloc memory, including offsets into both buffers. */
#include <stdio.h>
#include <openacc.h>

#define N 200000
static int src[N], dst[N];
static unsigned int seed = 0x3E3C0B11u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { src[i] = (int)(xrand() % 1000000u); dst[i] = -1; }
    int *d = (int *)acc_malloc(sizeof(src));
    int *d2 = (int *)acc_malloc(sizeof(src));
    if (!d || !d2) { printf("FAIL: acc_malloc returned NULL\n"); return 1; }
    acc_memcpy_to_device(d, src, sizeof(src));
#pragma acc parallel loop deviceptr(d)
    for (int i = 0; i < N; i++)
        d[i] = d[i] + i;
#pragma acc parallel loop deviceptr(d, d2)
    for (int i = 0; i < N; i++)
        d2[i] = d[i];
    acc_memcpy_from_device(dst, d2, sizeof(dst));
    for (int i = 0; i < N; i++)
        if (dst[i] != src[i] + i) { printf("FAIL: dst[%d] = %d, expected %d\n", i, dst[i], src[i] + i); return 1; }
    /* offsets: copy src[1000:500] to d[0:500], then d[0:500] back to dst[50000:500] */
    acc_memcpy_to_device(d, src + 1000, sizeof(int) * 500);
    for (int i = 0; i < N; i++) dst[i] = -1;
    acc_memcpy_from_device(dst + 50000, d, sizeof(int) * 500);
    acc_memcpy_from_device(dst + 60000, d + 500, sizeof(int) * 10);
    for (int i = 0; i < N; i++) {
        int e = -1;
        if (i >= 50000 && i < 50500) e = src[1000 + i - 50000];
        if (i >= 60000 && i < 60010) e = src[500 + i - 60000] + 500 + i - 60000;
        if (dst[i] != e) { printf("FAIL: dst[%d] = %d, expected %d\n", i, dst[i], e); return 1; }
    }
    acc_free(d);
    acc_free(d2);
    printf("PASS\n");
    return 0;
}
