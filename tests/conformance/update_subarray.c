/* Covers: update directive with subarrays (OpenACC 3.3 sec. 2.14.4, 2.7.1): `update self(a[lo:len])` of a 1-D array and `update self(m[2:3][0:C])` / `update device(m[5:2][0:C])` of whole rows of a static 2-D array move only the named section; other elements keep their host (or device) values when memory is separate. */
#include <stdio.h>
#include <openacc.h>

#define N 2000
#define R 8
#define C 40
static int a[N], a0[N], m[R][C], m0[R][C], out[R][C];
static unsigned int seed = 0x5B5B5B5Cu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    for (int i = 0; i < N; i++) a[i] = a0[i] = (int)(xrand() % 10000u);
    for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) { m[i][j] = m0[i][j] = (int)(xrand() % 10000u); out[i][j] = -1; }
    int lo = 300, len = 500;
#pragma acc enter data copyin(a, m) create(out)
#pragma acc parallel loop present(a)
    for (int i = 0; i < N; i++) a[i] += 1000000;
#pragma acc parallel loop collapse(2) present(m)
    for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) m[i][j] = -m[i][j];
#pragma acc update self(a[lo:len], m[2:3][0:C])
    for (int i = 0; i < N; i++) {
        int e = (i >= lo && i < lo + len) || !dev ? a0[i] + 1000000 : a0[i];
        if (a[i] != e) { printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], e); return 1; }
    }
    for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) {
        int e = (i >= 2 && i < 5) || !dev ? -m0[i][j] : m0[i][j];
        if (m[i][j] != e) { printf("FAIL: after update self: m[%d][%d] = %d, expected %d\n", i, j, m[i][j], e); return 1; }
    }
    /* host writes rows 5..6 and all others; only rows 5..6 are sent */
    for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) m[i][j] = 7 * i + j;
#pragma acc update device(m[5:2][0:C])
#pragma acc parallel loop collapse(2) present(m, out)
    for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) out[i][j] = m[i][j];
#pragma acc exit data copyout(out) delete(a, m)
    for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) {
        int e = (i == 5 || i == 6) || !dev ? 7 * i + j : -m0[i][j];
        if (out[i][j] != e) { printf("FAIL: after update device: out[%d][%d] = %d, expected %d\n", i, j, out[i][j], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
