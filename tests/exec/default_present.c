/* Covers: `default(present)` on parallel and kernels: arrays used without data clauses must be found present (enclosing data construct / enter data). */
#include <stdio.h>

#define N 300000
static int a[N], b[N], c[N];
static double m[300][200];
static unsigned int seed = 0xDEF9E5E7u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int n = N;
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 9999u); b[i] = -1; c[i] = -1; }
    for (int i = 0; i < 300; i++) for (int j = 0; j < 200; j++) m[i][j] = -1.0;
#pragma acc enter data create(c, m)
#pragma acc data copyin(a) copyout(b)
    {
#pragma acc parallel loop default(present)
        for (int i = 0; i < n; i++)
            b[i] = a[i] + 2;
#pragma acc kernels default(present)
        {
            for (int i = 0; i < n; i++)
                c[i] = b[i] * a[i];
            for (int i = 0; i < 300; i++)
                for (int j = 0; j < 200; j++)
                    m[i][j] = 0.5 * a[i * 200 + j];
        }
    }
#pragma acc exit data copyout(c, m)
    for (int i = 0; i < N; i++) {
        if (b[i] != a[i] + 2) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], a[i] + 2); return 1; }
        if (c[i] != (a[i] + 2) * a[i]) { printf("FAIL: c[%d] = %d, expected %d\n", i, c[i], (a[i] + 2) * a[i]); return 1; }
    }
    for (int i = 0; i < 300; i++)
        for (int j = 0; j < 200; j++)
            if (m[i][j] != 0.5 * a[i * 200 + j]) { printf("FAIL: m[%d][%d] = %g, expected %g\n", i, j, m[i][j], 0.5 * a[i * 200 + j]); return 1; }
    printf("PASS\n");
    return 0;
}
