/* Covers: loop auto (OpenACC 3.3 sec. 2.9.6): the implementation decides whether the loop is independent; independent loops and loops with real loop-carried dependences (which must then run sequentially) marked auto, in kernels (where unmarked loops are auto too) and inside a gang loop of a parallel region; results must equal sequential execution. */
#include <stdio.h>

#define N 1111
#define NI 43
#define NJ 97
static int a[N], b[N], c[N], d[N], e[N], m[NI][NJ], x[NI][NJ], y[NI][NJ];
static unsigned int seed = 0xA070A070u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0;
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 201u) - 100; b[i] = -1; c[i] = a[i]; d[i] = -1; e[i] = a[i]; }
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) { m[i][j] = (int)(xrand() % 201u) - 100; x[i][j] = y[i][j] = -1; }

#pragma acc kernels copyin(a) copyout(b, d) copy(c, e)
    {
        /* independent loop marked auto */
#pragma acc loop auto
        for (int i = 0; i < N; i++) b[i] = a[i] * 2 + 1;
        /* loop-carried dependence (prefix sum) marked auto: must behave as seq */
#pragma acc loop auto
        for (int i = 1; i < N; i++) c[i] = c[i - 1] + c[i];
        /* unmarked loop in kernels: treated as auto */
        for (int i = 0; i < N; i++) d[i] = a[i] - i;
        /* unmarked loop with a backward dependence at distance 3 */
        for (int i = 3; i < N; i++) e[i] = e[i - 3] * 2 % 1009 + e[i];
    }

    /* auto loops inside a gang loop: an independent one and a recurrence */
#pragma acc parallel copyin(m) copyout(x, y)
    {
#pragma acc loop gang
        for (int i = 0; i < NI; i++) {
#pragma acc loop auto
            for (int j = 0; j < NJ; j++) x[i][j] = m[i][j] * i;
            y[i][0] = m[i][0];
#pragma acc loop auto
            for (int j = 1; j < NJ; j++) y[i][j] = y[i][j - 1] * 3 % 997 + m[i][j];
        }
    }

    int ec = 0;
    static int ee[N];
    for (int i = 0; i < N; i++) ee[i] = a[i];
    for (int i = 3; i < N; i++) ee[i] = ee[i - 3] * 2 % 1009 + ee[i];
    for (int i = 0; i < N; i++) {
        ec += a[i];
        if (b[i] != a[i] * 2 + 1 && bad++ < 10) printf("auto independent: b[%d] = %d, expected %d\n", i, b[i], a[i] * 2 + 1);
        if (c[i] != ec && bad++ < 10) printf("auto dependent: c[%d] = %d, expected %d\n", i, c[i], ec);
        if (d[i] != a[i] - i && bad++ < 10) printf("implicit auto: d[%d] = %d, expected %d\n", i, d[i], a[i] - i);
        if (e[i] != ee[i] && bad++ < 10) printf("implicit auto dependent: e[%d] = %d, expected %d\n", i, e[i], ee[i]);
    }
    for (int i = 0; i < NI; i++) {
        int ey = 0;
        for (int j = 0; j < NJ; j++) {
            ey = (j == 0 ? m[i][0] : ey * 3 % 997 + m[i][j]);
            if (x[i][j] != m[i][j] * i && bad++ < 10) printf("gang/auto independent: x[%d][%d] = %d, expected %d\n", i, j, x[i][j], m[i][j] * i);
            if (y[i][j] != ey && bad++ < 10) printf("gang/auto dependent: y[%d][%d] = %d, expected %d\n", i, j, y[i][j], ey);
        }
    }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
