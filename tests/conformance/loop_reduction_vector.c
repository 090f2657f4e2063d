/* Covers: reduction clause on a vector loop (OpenACC 3.3 sec. 2.9.11): a per-row loop vector reduction(+) inside a gang loop and inside a gang-worker loop in parallel (int and double, explicit and default vector_length), in kernels, and a vector reduction into a scalar of a one-gang region; non-identity initial values. */
#include <stdio.h>

#define NI 61
#define NJ 257
static int a[NI][NJ], rs[NI], ws[NI], ks[NI];
static double d[NI][NJ], rd[NI];
static unsigned int seed = 0x0F1E2D3Cu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0;
    for (int i = 0; i < NI; i++) {
        rs[i] = ws[i] = ks[i] = -1; rd[i] = -1;
        for (int j = 0; j < NJ; j++) { a[i][j] = (int)(xrand() % 2001u) - 1000; d[i][j] = ((int)(xrand() % 4001u) - 2000) / 16.0; }
    }

#pragma acc parallel vector_length(64) copyin(a, d) copyout(rs, rd)
    {
#pragma acc loop gang
        for (int i = 0; i < NI; i++) {
            int s = 2 * i;
            double t = -0.75;
#pragma acc loop vector reduction(+:s, t)
            for (int j = 0; j < NJ; j++) { s += a[i][j]; t += d[i][j]; }
            rs[i] = s;
            rd[i] = t;
        }
    }

#pragma acc parallel num_workers(4) copyin(a) copyout(ws)
    {
#pragma acc loop gang worker
        for (int i = 0; i < NI; i++) {
            int s = 1;
#pragma acc loop vector reduction(+:s)
            for (int j = 0; j < NJ; j++) s += a[i][j] * (j & 7);
            ws[i] = s;
        }
    }

#pragma acc kernels copyin(a) copyout(ks)
    {
#pragma acc loop gang
        for (int i = 0; i < NI; i++) {
            int s = -5;
#pragma acc loop vector reduction(+:s)
            for (int j = 0; j < NJ; j++) s += a[i][j] ^ j;
            ks[i] = s;
        }
    }

    long total = 1000;
#pragma acc parallel num_gangs(1) vector_length(128) copyin(a) copy(total)
    {
#pragma acc loop vector reduction(+:total)
        for (int j = 0; j < NJ; j++) total += a[j % NI][j];
    }

    long et = 1000;
    for (int j = 0; j < NJ; j++) et += a[j % NI][j];
    for (int i = 0; i < NI; i++) {
        int es = 2 * i, ew = 1, ek = -5;
        double ed = -0.75;
        for (int j = 0; j < NJ; j++) { es += a[i][j]; ed += d[i][j]; ew += a[i][j] * (j & 7); ek += a[i][j] ^ j; }
        if (rs[i] != es && bad++ < 10) printf("vector reduction int: rs[%d] = %d, expected %d\n", i, rs[i], es);
        if (rd[i] != ed && bad++ < 10) printf("vector reduction double: rd[%d] = %.17g, expected %.17g\n", i, rd[i], ed);
        if (ws[i] != ew && bad++ < 10) printf("gang worker/vector reduction: ws[%d] = %d, expected %d\n", i, ws[i], ew);
        if (ks[i] != ek && bad++ < 10) printf("kernels vector reduction: ks[%d] = %d, expected %d\n", i, ks[i], ek);
    }
    if (total != et) { printf("one-gang vector reduction: %ld, expected %ld\n", total, et); bad++; }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
