/* Covers: reduction clause on a worker loop (OpenACC 3.3 sec. 2.9.11): a per-row loop worker reduction(+) inside a gang loop in parallel (int and double) and kernels, and a worker reduction into a scalar of a one-gang region; non-identity initial values. */
#include <stdio.h>

#define NI 77
#define NJ 133
static int a[NI][NJ], rs[NI], ks[NI];
static double d[NI][NJ], rd[NI];
static unsigned int seed = 0x3C3C7E7Eu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0;
    for (int i = 0; i < NI; i++) {
        rs[i] = ks[i] = -1; rd[i] = -1;
        for (int j = 0; j < NJ; j++) { a[i][j] = (int)(xrand() % 2001u) - 1000; d[i][j] = ((int)(xrand() % 4001u) - 2000) / 16.0; }
    }

#pragma acc parallel num_workers(8) copyin(a, d) copyout(rs, rd)
    {
#pragma acc loop gang
        for (int i = 0; i < NI; i++) {
            int s = i;
            double t = 0.5;
#pragma acc loop worker reduction(+:s, t)
            for (int j = 0; j < NJ; j++) { s += a[i][j]; t += d[i][j]; }
            rs[i] = s;
            rd[i] = t;
        }
    }

#pragma acc kernels copyin(a) copyout(ks)
    {
#pragma acc loop gang
        for (int i = 0; i < NI; i++) {
            int s = -i;
#pragma acc loop worker reduction(+:s)
            for (int j = 0; j < NJ; j++) s += a[i][j] * (j % 3);
            ks[i] = s;
        }
    }

    int total = 100;
#pragma acc parallel num_gangs(1) num_workers(4) copyin(a) copy(total)
    {
#pragma acc loop worker reduction(+:total)
        for (int i = 0; i < NI; i++) total += a[i][i % NJ];
    }

    int et = 100;
    for (int i = 0; i < NI; i++) {
        int es = i, ek = -i;
        double ed = 0.5;
        for (int j = 0; j < NJ; j++) { es += a[i][j]; ed += d[i][j]; ek += a[i][j] * (j % 3); }
        et += a[i][i % NJ];
        if (rs[i] != es && bad++ < 10) printf("worker reduction int: rs[%d] = %d, expected %d\n", i, rs[i], es);
        if (rd[i] != ed && bad++ < 10) printf("worker reduction double: rd[%d] = %.17g, expected %.17g\n", i, rd[i], ed);
        if (ks[i] != ek && bad++ < 10) printf("kernels worker reduction: ks[%d] = %d, expected %d\n", i, ks[i], ek);
    }
    if (total != et) { printf("one-gang worker reduction: %d, expected %d\n", total, et); bad++; }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
