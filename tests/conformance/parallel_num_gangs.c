/* Covers: `num_gangs` clause on the parallel construct (OpenACC 3.3 sec. 2.5.1, 2.5.10): constant and run-time values, gang loops whose trip count is not a multiple of the gang count execute every iteration exactly once, and gang-redundant code runs at least once and at most num_gangs times. */
#include <stdio.h>

#define N 10007
#define M 37
static int a[N], b[N], m2[M][M];
static unsigned int seed = 0x9A9C0B1Eu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int run(int ng)
{
    /* each iteration adds to its element once: a doubled iteration would show */
    for (int i = 0; i < N; i++) b[i] = i;
#pragma acc parallel num_gangs(ng) copyin(a) copy(b)
    {
#pragma acc loop gang
        for (int i = 0; i < N; i++) b[i] += a[i] + 1;
    }
    for (int i = 0; i < N; i++)
        if (b[i] != i + a[i] + 1) { printf("FAIL (num_gangs(%d), loop gang): b[%d] = %d, expected %d\n", ng, i, b[i], i + a[i] + 1); return 1; }

    /* gang loop with an inner vector loop */
    for (int i = 0; i < M; i++) for (int j = 0; j < M; j++) m2[i][j] = i - j;
#pragma acc parallel num_gangs(ng) vector_length(32) copyin(a) copy(m2)
    {
#pragma acc loop gang
        for (int i = 0; i < M; i++) {
#pragma acc loop vector
            for (int j = 0; j < M; j++) m2[i][j] += a[i * M + j] * 2;
        }
    }
    for (int i = 0; i < M; i++)
        for (int j = 0; j < M; j++)
            if (m2[i][j] != i - j + a[i * M + j] * 2) { printf("FAIL (num_gangs(%d), gang+vector): m2[%d][%d] = %d, expected %d\n", ng, i, j, m2[i][j], i - j + a[i * M + j] * 2); return 1; }

    /* gang-redundant code: executed by each gang once, so between 1 and ng times */
    int cnt = 0;
#pragma acc parallel num_gangs(ng) copy(cnt)
    {
#pragma acc atomic update
        cnt += 1;
    }
    if (cnt < 1 || cnt > ng) { printf("FAIL (num_gangs(%d)): gang-redundant statement ran %d times, expected 1..%d\n", ng, cnt, ng); return 1; }
    return 0;
}

int main(void)
{
    for (int i = 0; i < N; i++) a[i] = (int)(xrand() % 5000u);

    /* constant num_gangs */
    for (int i = 0; i < N; i++) b[i] = 5 * i;
#pragma acc parallel num_gangs(16) copyin(a) copy(b)
    {
#pragma acc loop gang
        for (int i = 0; i < N; i++) b[i] -= a[i];
    }
    for (int i = 0; i < N; i++)
        if (b[i] != 5 * i - a[i]) { printf("FAIL (num_gangs(16)): b[%d] = %d, expected %d\n", i, b[i], 5 * i - a[i]); return 1; }

    /* num_gangs(1): exactly one gang, so gang-redundant code runs exactly once */
    int once = 100;
#pragma acc parallel num_gangs(1) copy(once)
    {
        once += 1;
    }
    if (once != 101) { printf("FAIL (num_gangs(1)): once = %d, expected 101\n", once); return 1; }

    /* run-time values, including more gangs than iterations of the 2-D test */
    volatile int vals[] = {1, 3, 64, 1000, 20000};
    for (int k = 0; k < 5; k++)
        if (run(vals[k])) return 1;
    printf("PASS\n");
    return 0;
}
