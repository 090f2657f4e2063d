/* Covers: routine with device_type clauses (OpenACC 3.3 secs. 2.4 and 2.15.1: '#pragma acc routine device_type(nvidia) vector device_type(*) seq' selects the level of parallelism per device), with a loop inside that is vector for nvidia and seq elsewhere; called from a gang loop; results must be the same whichever level applies. */
#include <stdio.h>

#define NI 45
#define NJ 131
static int m[NI][NJ], x[NI][NJ], s[NI];
static unsigned int seed = 0xD7E0D7E0u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

#pragma acc routine device_type(nvidia) vector device_type(*) seq
static void row_op(const int *in, int *out, int n)
{
#pragma acc loop device_type(nvidia) vector device_type(*) seq
    for (int j = 0; j < n; j++) out[j] = in[j] * 4 - j;
}

#pragma acc routine device_type(host) seq device_type(*) seq
static int row_max(const int *in, int n)
{
    int best = in[0];
    for (int j = 1; j < n; j++) if (in[j] > best) best = in[j];
    return best;
}

int main(void)
{
    int bad = 0;
    for (int i = 0; i < NI; i++) {
        s[i] = -1;
        for (int j = 0; j < NJ; j++) { m[i][j] = (int)(xrand() % 2001u) - 1000; x[i][j] = -1; }
    }

#pragma acc parallel loop gang copyin(m) copyout(x, s)
    for (int i = 0; i < NI; i++) {
        row_op(m[i], x[i], NJ);
        s[i] = row_max(m[i], NJ);
    }

    for (int i = 0; i < NI; i++) {
        int best = m[i][0];
        for (int j = 0; j < NJ; j++) {
            if (m[i][j] > best) best = m[i][j];
            if (x[i][j] != m[i][j] * 4 - j && bad++ < 10) printf("row_op: x[%d][%d] = %d, expected %d\n", i, j, x[i][j], m[i][j] * 4 - j);
        }
        if (s[i] != best && bad++ < 10) printf("row_max: s[%d] = %d, expected %d\n", i, s[i], best);
    }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
