/* Covers: data clauses with subarrays (OpenACC 3.3 sec. 2.7.1): a[lo:len] of a static array and of a heap pointer, a[:len] (lower bound omitted), and rows m[2:3][0:C] of a static 2-D array (a contiguous block); only the named section is copied in and out, elements outside it keep their host values, and acc_is_present reports the section as present inside the region. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

#define N 1000
#define R 8
#define C 50
static int a[N], a0[N], m[R][C], m0[R][C];
static unsigned int seed = 0x0BB0BB0Bu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    long *p = malloc(N * sizeof *p), *p0 = malloc(N * sizeof *p0);
    for (int i = 0; i < N; i++) { a[i] = a0[i] = (int)(xrand() % 5000u); p[i] = p0[i] = (long)(xrand() % 5000u); }
    for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) m[i][j] = m0[i][j] = (int)(xrand() % 5000u);
    int lo = 200, len = 300;
    int pres_part = -1;
#pragma acc data copy(a[lo:len], p[:len], m[2:3][0:C])
    {
        pres_part = acc_is_present(&a[lo], len * sizeof(int)) && acc_is_present(p, len * sizeof(long)) && acc_is_present(&m[2][0], 3 * C * sizeof(int));
#pragma acc parallel loop present(a[lo:len], p[0:len])
        for (int i = 0; i < len; i++) {
            a[lo + i] = a[lo + i] * 2 + 1;
            p[i] = p[i] * 3 - 1;
        }
#pragma acc parallel loop collapse(2) present(m[2:3][0:C])
        for (int i = 2; i < 5; i++)
            for (int j = 0; j < C; j++)
                m[i][j] = m[i][j] + i * 1000 + j;
    }
    if (!pres_part) { printf("FAIL: the sections are not present inside the region\n"); return 1; }
    for (int i = 0; i < N; i++) {
        int ea = (i >= lo && i < lo + len) ? a0[i] * 2 + 1 : a0[i];
        long ep = i < len ? p0[i] * 3 - 1 : p0[i];
        if (a[i] != ea) { printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], ea); return 1; }
        if (p[i] != ep) { printf("FAIL: p[%d] = %ld, expected %ld\n", i, p[i], ep); return 1; }
    }
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) {
            int e = (i >= 2 && i < 5) ? m0[i][j] + i * 1000 + j : m0[i][j];
            if (m[i][j] != e) { printf("FAIL: m[%d][%d] = %d, expected %d\n", i, j, m[i][j], e); return 1; }
        }
    free(p); free(p0);
    printf("PASS\n");
    return 0;
}
