/* Covers: a reduction spanning a gang / worker / vector loop nest (OpenACC 3.3 sec. 2.9.11: the reduction clause appears on every loop of the nest that has a loop directive), in parallel and kernels, plus a single gang worker vector loop reduction; int and double, non-identity initial values, non-multiple-of-32 trip counts. */
#include <stdio.h>

#define NI 23
#define NJ 29
#define NK 71
static int a[NI][NJ][NK];
static double d[NI][NJ][NK];
static unsigned int seed = 0x13579BDFu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0;
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            for (int k = 0; k < NK; k++) { a[i][j][k] = (int)(xrand() % 2001u) - 1000; d[i][j][k] = ((int)(xrand() % 4001u) - 2000) / 16.0; }

    long s = 12;
    double t = -3.5;
#pragma acc parallel num_workers(4) vector_length(32) copyin(a, d) reduction(+:s, t)
    {
#pragma acc loop gang reduction(+:s, t)
        for (int i = 0; i < NI; i++) {
#pragma acc loop worker reduction(+:s, t)
            for (int j = 0; j < NJ; j++) {
#pragma acc loop vector reduction(+:s, t)
                for (int k = 0; k < NK; k++) { s += a[i][j][k]; t += d[i][j][k]; }
            }
        }
    }

    int ks = -40;
#pragma acc kernels copyin(a) copy(ks)
    {
#pragma acc loop gang reduction(+:ks)
        for (int i = 0; i < NI; i++) {
#pragma acc loop worker reduction(+:ks)
            for (int j = 0; j < NJ; j++) {
#pragma acc loop vector reduction(+:ks)
                for (int k = 0; k < NK; k++) ks += a[i][j][k] * (k % 5);
            }
        }
    }

    /* one loop, all three levels */
    int gs = 7;
#pragma acc parallel loop gang worker vector reduction(+:gs) copyin(a)
    for (int i = 0; i < NI * NJ * NK; i++) gs += (&a[0][0][0])[i] & 0xFF;

    long es = 12;
    double et = -3.5;
    int eks = -40, egs = 7;
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            for (int k = 0; k < NK; k++) {
                es += a[i][j][k]; et += d[i][j][k]; eks += a[i][j][k] * (k % 5); egs += a[i][j][k] & 0xFF;
            }
    if (s != es) { printf("g/w/v reduction long: %ld, expected %ld\n", s, es); bad++; }
    if (t != et) { printf("g/w/v reduction double: %.17g, expected %.17g\n", t, et); bad++; }
    if (ks != eks) { printf("kernels g/w/v reduction: %d, expected %d\n", ks, eks); bad++; }
    if (gs != egs) { printf("gang worker vector reduction: %d, expected %d\n", gs, egs); bad++; }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
