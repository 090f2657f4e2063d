/* Covers: `num_gangs` clause on the kernels construct (OpenACC 3.3 sec. 2.5.3, 2.5.10): constant and run-time gang counts for every kernel of the region (plain loops, gang loops, a gang/vector nest, several loops in one region); each iteration runs exactly once whatever the count. */
#include <stdio.h>

#define N 10007
#define M 37
static int a[N], b[N], c[N], m2[M][M];
static unsigned int seed = 0x9A9C0B2Eu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int run(int ng)
{
    for (int i = 0; i < N; i++) { b[i] = i; c[i] = -i; }
#pragma acc kernels num_gangs(ng) copyin(a) copy(b, c)
    {
        for (int i = 0; i < N; i++) b[i] += a[i] + 1;          /* compiler-scheduled */
#pragma acc loop gang
        for (int i = 0; i < N; i++) c[i] += b[i] * 2;          /* runs after the first */
    }
    for (int i = 0; i < N; i++) {
        int eb = i + a[i] + 1;
        if (b[i] != eb) { printf("FAIL (num_gangs(%d), loop 1): b[%d] = %d, expected %d\n", ng, i, b[i], eb); return 1; }
        if (c[i] != -i + 2 * eb) { printf("FAIL (num_gangs(%d), loop 2): c[%d] = %d, expected %d\n", ng, i, c[i], -i + 2 * eb); return 1; }
    }

    for (int i = 0; i < M; i++) for (int j = 0; j < M; j++) m2[i][j] = i - j;
#pragma acc kernels num_gangs(ng) copyin(a) copy(m2)
    {
#pragma acc loop gang
        for (int i = 0; i < M; i++) {
#pragma acc loop vector
            for (int j = 0; j < M; j++) m2[i][j] += a[i * M + j] * 2;
        }
    }
    for (int i = 0; i < M; i++)
        for (int j = 0; j < M; j++)
            if (m2[i][j] != i - j + a[i * M + j] * 2) { printf("FAIL (num_gangs(%d), gang/vector): m2[%d][%d] = %d, expected %d\n", ng, i, j, m2[i][j], i - j + a[i * M + j] * 2); return 1; }
    return 0;
}

int main(void)
{
    for (int i = 0; i < N; i++) a[i] = (int)(xrand() % 5000u);
    for (int i = 0; i < N; i++) b[i] = 5 * i;
#pragma acc kernels num_gangs(16) copyin(a) copy(b)
    {
        for (int i = 0; i < N; i++) b[i] -= a[i];
    }
    for (int i = 0; i < N; i++)
        if (b[i] != 5 * i - a[i]) { printf("FAIL (num_gangs(16)): b[%d] = %d, expected %d\n", i, b[i], 5 * i - a[i]); return 1; }
    volatile int vals[] = {1, 3, 64, 1000, 20000};
    for (int k = 0; k < 5; k++)
        if (run(vals[k])) return 1;
    printf("PASS\n");
    return 0;
}
