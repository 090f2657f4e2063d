/* Covers: atomic write (OpenACC 3.3 sec. 2.12: x = expr;) on int, unsigned, long, float and double: many iterations writing one location (the final value must be one of the written values, whole), and each iteration writing its own element with an expression. */
#include <stdio.h>

#define N 30011
static int key[N], yi[N];
static double yd[N];
static unsigned int seed = 0x3717E3A1u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0;
    int xi = -1;
    unsigned xu = 7;
    long xl = -1;
    float xf = -1;
    double xd = -1;
    for (int i = 0; i < N; i++) { key[i] = (int)(xrand() % 1000000u) + 1; yi[i] = -1; yd[i] = -1; }

#pragma acc parallel loop copyin(key) copy(xi, xu, xl, xf, xd)
    for (int i = 0; i < N; i++) {
        int k = key[i];
#pragma acc atomic write
        xi = k;
#pragma acc atomic write
        xu = 0xF0000000u | (unsigned)k;
#pragma acc atomic write
        xl = (long)k * 1000003L;
#pragma acc atomic write
        xf = (float)(k % 4096) + 0.25f;
#pragma acc atomic write
        xd = k * 0.125;
    }
    int fi = 0, fu = 0, fl = 0, ff = 0, fd = 0;
    for (int i = 0; i < N; i++) {
        int k = key[i];
        fi |= xi == k;
        fu |= xu == (0xF0000000u | (unsigned)k);
        fl |= xl == (long)k * 1000003L;
        ff |= xf == (float)(k % 4096) + 0.25f;
        fd |= xd == k * 0.125;
    }
    if (!fi) { printf("int: final %d was never written\n", xi); bad++; }
    if (!fu) { printf("unsigned: final %u was never written\n", xu); bad++; }
    if (!fl) { printf("long: final %ld was never written\n", xl); bad++; }
    if (!ff) { printf("float: final %g was never written\n", xf); bad++; }
    if (!fd) { printf("double: final %g was never written\n", xd); bad++; }

#pragma acc parallel loop gang vector copyin(key) copyout(yi, yd)
    for (int i = 0; i < N; i++) {
#pragma acc atomic write
        yi[i] = key[i] * 3 - i;
#pragma acc atomic write
        yd[i] = key[i] / 4.0 + i;
    }
    for (int i = 0; i < N; i++) {
        if (yi[i] != key[i] * 3 - i && bad++ < 10) printf("element write: yi[%d] = %d, expected %d\n", i, yi[i], key[i] * 3 - i);
        if (yd[i] != key[i] / 4.0 + i && bad++ < 10) printf("element write: yd[%d] = %g, expected %g\n", i, yd[i], key[i] / 4.0 + i);
    }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
