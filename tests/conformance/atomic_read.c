/* Covers: atomic read (OpenACC 3.3 sec. 2.12: v = x;) on int, unsigned, long, float and double, scalars and array elements, alone and while other iterations atomically write the same location (a read must return the initial value or one of the written values, never a torn one). */
#include <stdio.h>

#define N 20000
static int vi[N];
static unsigned vu[N];
static long vl[N];
static float vf[N];
static double vd[N];
static int elem[16], re[N];
static unsigned int seed = 0xEAD0EAD0u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0;
    int xi = -123456;
    unsigned xu = 0xDEADBEEFu;
    long xl = -(1L << 40) - 5;
    float xf = 1.5f;
    double xd = -2.0e100;
    for (int k = 0; k < 16; k++) elem[k] = (int)(xrand() % 100000u);
    for (int i = 0; i < N; i++) { vi[i] = -1; vu[i] = 1; vl[i] = -1; vf[i] = -1; vd[i] = -1; re[i] = -1; }

    /* plain reads of values no one writes */
#pragma acc parallel loop copyin(elem) copyout(re)
    for (int i = 0; i < N; i++) {
        int t;
#pragma acc atomic read
        t = elem[i % 16];
        re[i] = t;
    }
    for (int i = 0; i < N; i++)
        if (re[i] != elem[i % 16] && bad++ < 10) printf("read elem: re[%d] = %d, expected %d\n", i, re[i], elem[i % 16]);

    /* odd iterations write, even iterations read: reads see the initial value or a written value */
#pragma acc parallel loop copy(xi, xu, xl, xf, xd, vi, vu, vl, vf, vd)
    for (int i = 0; i < N; i++) {
        if (i & 1) {
#pragma acc atomic write
            xi = 1000000 + i;
#pragma acc atomic write
            xu = 0x80000000u + (unsigned)i;
#pragma acc atomic write
            xl = (1L << 40) + i;
#pragma acc atomic write
            xf = (float)i;
#pragma acc atomic write
            xd = (double)i * 0.5;
        } else {
#pragma acc atomic read
            vi[i] = xi;
#pragma acc atomic read
            vu[i] = xu;
#pragma acc atomic read
            vl[i] = xl;
#pragma acc atomic read
            vf[i] = xf;
#pragma acc atomic read
            vd[i] = xd;
        }
    }
    for (int i = 0; i < N; i += 2) {
        int k;
        k = vi[i] - 1000000;
        if (!(vi[i] == -123456 || (k > 0 && k < N && (k & 1))) && bad++ < 10) printf("int: read %d at %d is neither initial nor written\n", vi[i], i);
        k = (int)(vu[i] - 0x80000000u);
        if (!(vu[i] == 0xDEADBEEFu || (vu[i] >= 0x80000000u && k < N && (k & 1))) && bad++ < 10) printf("unsigned: read %u at %d is neither initial nor written\n", vu[i], i);
        long kl = vl[i] - (1L << 40);
        if (!(vl[i] == -(1L << 40) - 5 || (kl > 0 && kl < N && (kl & 1))) && bad++ < 10) printf("long: read %ld at %d is neither initial nor written\n", vl[i], i);
        k = (int)vf[i];
        if (!(vf[i] == 1.5f || ((float)k == vf[i] && k > 0 && k < N && (k & 1))) && bad++ < 10) printf("float: read %g at %d is neither initial nor written\n", vf[i], i);
        k = (int)(vd[i] * 2);
        if (!(vd[i] == -2.0e100 || ((double)k * 0.5 == vd[i] && k > 0 && k < N && (k & 1))) && bad++ < 10) printf("double: read %g at %d is neither initial nor written\n", vd[i], i);
    }
    /* every value left is one of the written ones (N-1 is odd, so some write happened) */
    if (!((xi - 1000000) & 1) || xi < 1000000 || xi >= 1000000 + N) { printf("int: final %d not written\n", xi); bad++; }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
