/* Loop variables declared outside a compute construct are private to it
 * (OpenACC 3.3 2.6.1: the loop variable of a loop construct; a scalar the
 * region assigns is firstprivate in parallel and serial), so after the
 * region the program's own copies keep the values they had: on the GPU and,
 * since this fix, in host fallback and -acc=host, where the host version
 * used to leave i and j at their final values (gcc's build prints the
 * values from before; found by probing with new programs). */
#include <stdio.h>

#define N 37
#define M 5

int g;      /* a file-scope loop variable */

int main(void)
{
    static long out[N][M], tot[N];
    int i = -1, j = -2, k = -3;
    int bad = 0;
#pragma acc parallel loop copyout(out)
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            out[i][j] = (long)i * 10 + j;
    if (i != -1 || j != -2) { printf("parallel loop: i = %d, j = %d\n", i, j); bad++; }
#pragma acc kernels loop copyout(tot)
    for (k = 0; k < N; k++)
        tot[k] = out[k][M - 1];
    if (k != -3) { printf("kernels loop: k = %d\n", k); bad++; }
    g = 99;
#pragma acc serial loop copy(tot)
    for (g = 0; g < N; g++)
        tot[g] += 1;
    if (g != 99) { printf("serial loop: g = %d\n", g); bad++; }
#pragma acc parallel copy(out)
    {
#pragma acc loop gang
        for (i = 0; i < N; i++) {
#pragma acc loop vector
            for (j = 0; j < M; j++)
                out[i][j] += 1;
        }
    }
    if (i != -1 || j != -2) { printf("parallel + loop: i = %d, j = %d\n", i, j); bad++; }
    for (int a = 0; a < N; a++) {
        if (tot[a] != a * 10 + M - 1 + 1 && bad++ < 5) printf("tot[%d] = %ld\n", a, tot[a]);
        for (int b = 0; b < M; b++)
            if (out[a][b] != a * 10 + b + 1 && bad++ < 5) printf("out[%d][%d] = %ld\n", a, b, out[a][b]);
    }
    if (bad) { printf("FAIL: %d\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
