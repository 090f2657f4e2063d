/* Covers: loop collapse(force:n) (OpenACC 3.3 sec. 2.9.1): loops that are not tightly nested, with intervening code that may run more than once per outer iteration; collapse(force:2) and collapse(force:3) in parallel and kernels. */
#include <stdio.h>

#define NI 29
#define NJ 41
#define NK 23
static int a[NI], b[NJ], c[NK], x[NI][NJ], y[NI][NJ][NK], z[NI][NJ];
static unsigned int seed = 0x5EEDF00Du;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0;
    for (int i = 0; i < NI; i++) a[i] = (int)(xrand() % 1000u) - 500;
    for (int j = 0; j < NJ; j++) b[j] = (int)(xrand() % 1000u) - 500;
    for (int k = 0; k < NK; k++) c[k] = (int)(xrand() % 1000u) - 500;
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) {
            x[i][j] = z[i][j] = -1;
            for (int k = 0; k < NK; k++) y[i][j][k] = -1;
        }

    /* intervening code before the inner loop: a temporary computed per outer iteration */
#pragma acc parallel loop collapse(force:2) copyin(a, b) copyout(x)
    for (int i = 0; i < NI; i++) {
        int t = a[i] * 3 + 1;
        for (int j = 0; j < NJ; j++)
            x[i][j] = t + b[j] * i;
    }

    /* three levels, intervening code at both inner levels */
#pragma acc parallel copyin(a, b, c) copyout(y)
    {
#pragma acc loop gang vector collapse(force:3)
        for (int i = 0; i < NI; i++) {
            int ti = a[i] - i;
            for (int j = 0; j < NJ; j++) {
                int tij = ti * 2 + b[j];
                for (int k = 0; k < NK; k++)
                    y[i][j][k] = tij - c[k] * k;
            }
        }
    }

    /* in a kernels region */
#pragma acc kernels copyin(a, b) copyout(z)
    {
#pragma acc loop independent collapse(force:2)
        for (int i = 0; i < NI; i++) {
            int t = a[i] ^ 0x55;
            for (int j = 0; j < NJ; j++)
                z[i][j] = t - b[j];
        }
    }

    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) {
            int ex = a[i] * 3 + 1 + b[j] * i;
            if (x[i][j] != ex && bad++ < 10) printf("force:2 parallel: x[%d][%d] = %d, expected %d\n", i, j, x[i][j], ex);
            int ez = (a[i] ^ 0x55) - b[j];
            if (z[i][j] != ez && bad++ < 10) printf("force:2 kernels: z[%d][%d] = %d, expected %d\n", i, j, z[i][j], ez);
            for (int k = 0; k < NK; k++) {
                int ey = (a[i] - i) * 2 + b[j] - c[k] * k;
                if (y[i][j][k] != ey && bad++ < 10) printf("force:3: y[%d][%d][%d] = %d, expected %d\n", i, j, k, y[i][j][k], ey);
            }
        }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
