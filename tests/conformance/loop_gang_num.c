/* Covers: loop gang(num:n) and gang(n) in kernels regions (OpenACC 3.3 sec. 2.9.2: the num argument sets the number of gangs for the loop; it is only allowed when the loop is in a kernels construct); results must not depend on the count. */
#include <stdio.h>

#define N 2021
#define M 45
static int a[N], b[N], c[N], d[N][M], e[N];
static unsigned int seed = 0x0BADF00Du;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0, ng = 7;
    for (int i = 0; i < N; i++) {
        a[i] = (int)(xrand() % 2001u) - 1000;
        b[i] = c[i] = e[i] = -1;
        for (int j = 0; j < M; j++) d[i][j] = -1;
    }

#pragma acc kernels copyin(a) copyout(b, c, e)
    {
#pragma acc loop gang(num:5)
        for (int i = 0; i < N; i++) b[i] = a[i] * 3 - 1;
#pragma acc loop gang(ng)
        for (int i = 0; i < N; i++) c[i] = a[i] + i;
#pragma acc loop gang(num:1)
        for (int i = 0; i < N; i++) e[i] = -a[i];
    }

    /* combined kernels loop: gang(num:) on the outer loop, vector on the inner */
#pragma acc kernels loop gang(num:ng + 4) copyin(a) copyout(d)
    for (int i = 0; i < N; i++) {
#pragma acc loop vector
        for (int j = 0; j < M; j++) d[i][j] = a[i] * j + 1;
    }

    for (int i = 0; i < N; i++) {
        if (b[i] != a[i] * 3 - 1 && bad++ < 10) printf("gang(num:5): b[%d] = %d, expected %d\n", i, b[i], a[i] * 3 - 1);
        if (c[i] != a[i] + i && bad++ < 10) printf("gang(ng): c[%d] = %d, expected %d\n", i, c[i], a[i] + i);
        if (e[i] != -a[i] && bad++ < 10) printf("gang(num:1): e[%d] = %d, expected %d\n", i, e[i], -a[i]);
        for (int j = 0; j < M; j++)
            if (d[i][j] != a[i] * j + 1 && bad++ < 10) printf("kernels loop gang(num:11): d[%d][%d] = %d, expected %d\n", i, j, d[i][j], a[i] * j + 1);
    }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
