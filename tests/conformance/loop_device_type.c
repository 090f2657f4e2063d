/* Covers: loop device_type(...) (OpenACC 3.3 secs. 2.4 and 2.9): gang/worker/vector/seq/independent/collapse/tile clauses selected per device type (nvidia, host, radeon, '*'), clauses before any device_type applying to all; results must be the same whichever group applies. */
#include <stdio.h>

#define NI 59
#define NJ 83
static int m[NI][NJ], x[NI][NJ], y[NI][NJ], z[NI][NJ], p[NI][NJ], cnt[NI][NJ];
static unsigned int seed = 0xD7D7D7D7u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0;
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) { m[i][j] = (int)(xrand() % 2001u) - 1000; x[i][j] = y[i][j] = z[i][j] = p[i][j] = -1; cnt[i][j] = 0; }

    /* gang on every device; on nvidia also vector, on the host seq for the inner loop */
#pragma acc parallel copyin(m) copyout(x) copy(cnt)
    {
#pragma acc loop gang device_type(nvidia) worker
        for (int i = 0; i < NI; i++) {
#pragma acc loop device_type(nvidia) vector device_type(host) seq
            for (int j = 0; j < NJ; j++) { x[i][j] = m[i][j] * 3 + i; cnt[i][j] += 1; }
        }
    }

    /* device_type(*) applies to devices not named in another device_type clause */
#pragma acc parallel loop copyin(m) copyout(y) device_type(radeon) seq device_type(*) gang vector
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) y[i][j] = m[i][j] - j;

    /* collapse and tile chosen per device type */
#pragma acc parallel loop copyin(m) copyout(z) gang device_type(nvidia) collapse(2) device_type(host, radeon) tile(4, 4)
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) z[i][j] = m[i][j] ^ j;

    /* in kernels: independent everywhere, gang vector for nvidia only */
#pragma acc kernels copyin(m) copyout(p)
    {
#pragma acc loop independent device_type(nvidia) gang
        for (int i = 0; i < NI; i++) {
#pragma acc loop independent device_type(nvidia) vector
            for (int j = 0; j < NJ; j++) p[i][j] = m[i][j] * m[i][j] - i;
        }
    }

    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) {
            if (x[i][j] != m[i][j] * 3 + i && bad++ < 10) printf("gang / dtype vector|seq: x[%d][%d] = %d, expected %d\n", i, j, x[i][j], m[i][j] * 3 + i);
            if (cnt[i][j] != 1 && bad++ < 10) printf("gang / dtype vector|seq: iteration (%d,%d) ran %d times\n", i, j, cnt[i][j]);
            if (y[i][j] != m[i][j] - j && bad++ < 10) printf("dtype(*) gang vector: y[%d][%d] = %d, expected %d\n", i, j, y[i][j], m[i][j] - j);
            if (z[i][j] != (m[i][j] ^ j) && bad++ < 10) printf("dtype collapse|tile: z[%d][%d] = %d, expected %d\n", i, j, z[i][j], m[i][j] ^ j);
            if (p[i][j] != m[i][j] * m[i][j] - i && bad++ < 10) printf("kernels dtype: p[%d][%d] = %d, expected %d\n", i, j, p[i][j], m[i][j] * m[i][j] - i);
        }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
