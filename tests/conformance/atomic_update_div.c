/* Covers: atomic update with / (OpenACC 3.3 sec. 2.12: x /= expr; x = x / expr; x = expr / x;) on int, unsigned, long, float and double under contention; positive integer divisions compose in any order to x / (product of divisors), floating divisors are powers of two (and -1), few enough that no order overflows, and x = expr / x is applied an even number of times as an exact involution. */
#include <stdio.h>

#define N 10000
static int key[N];
static unsigned int seed = 0xD1F1D1F1u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0;
    int xi = 2000000000;
    unsigned xu = 0xFFFFFFFFu;
    long xl = 1L << 62;
    float xf = 1024.0f;
    double xd = 3.0;
    int ri = 2;
    double rd = 8.0;
    float rf = 0.25f;
    for (int i = 0; i < N; i++) key[i] = (int)(xrand() % 1000000u);

#pragma acc parallel loop copyin(key) copy(xi, xu, xl, xf, xd, ri, rd, rf)
    for (int i = 0; i < N; i++) {
        int k = key[i];
        int di = (i % 1000 == 7) ? 3 : 1;            /* 10 divisions by 3 */
#pragma acc atomic update
        xi /= di;
        unsigned du = (i % 500 == 1) ? 2u : 1u;      /* 20 divisions by 2 */
#pragma acc atomic update
        xu = xu / du;
        long dl = (i % 250 == 3) ? 5 : 1;            /* 40 divisions by 5 (floored) */
#pragma acc atomic update
        xl /= dl;
        float df = (i % 100 == 0) ? 2.0f : (i % 100 == 50) ? 0.5f : (k & 1) ? 1.0f : -1.0f;   /* 100 of each: no order overflows */
#pragma acc atomic update
        xf = xf / df;
        double dd = (i % 40 == 0) ? 4.0 : (i % 40 == 20) ? 0.25 : (k & 2) ? -1.0 : 1.0;     /* 250 of each */
#pragma acc atomic update
        xd /= dd;
        /* involutions, N is even: 6 / x swaps 2 and 3; 2 / x and 1 / x swap powers of two */
#pragma acc atomic update
        ri = 6 / ri;
#pragma acc atomic update
        rd = 2.0 / rd;
#pragma acc atomic update
        rf = 1.0f / rf;
    }

    int ei = 2000000000;
    unsigned eu = 0xFFFFFFFFu;
    long el = 1L << 62;
    float ef = 1024.0f;
    double ed = 3.0;
    for (int i = 0; i < N; i++) {
        int k = key[i];
        ei /= (i % 1000 == 7) ? 3 : 1;
        eu /= (i % 500 == 1) ? 2u : 1u;
        el /= (i % 250 == 3) ? 5 : 1;
        ef /= (i % 100 == 0) ? 2.0f : (i % 100 == 50) ? 0.5f : (k & 1) ? 1.0f : -1.0f;
        ed /= (i % 40 == 0) ? 4.0 : (i % 40 == 20) ? 0.25 : (k & 2) ? -1.0 : 1.0;
    }
    if (xi != ei) { printf("int x /= e: %d, expected %d\n", xi, ei); bad++; }
    if (xu != eu) { printf("unsigned x = x / e: %u, expected %u\n", xu, eu); bad++; }
    if (xl != el) { printf("long x /= e: %ld, expected %ld\n", xl, el); bad++; }
    if (xf != ef) { printf("float x = x / e: %g, expected %g\n", xf, ef); bad++; }
    if (xd != ed) { printf("double x /= e: %g, expected %g\n", xd, ed); bad++; }
    if (ri != 2) { printf("int x = e / x: %d, expected 2\n", ri); bad++; }
    if (rd != 8.0) { printf("double x = e / x: %g, expected 8\n", rd); bad++; }
    if (rf != 0.25f) { printf("float x = e / x: %g, expected 0.25\n", rf); bad++; }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
