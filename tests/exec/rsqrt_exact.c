/* 1.0f / sqrtf(x) in a kernel (gwcc writes it as gw_rsqrt_rn, branch-free)
 * gives the bits of the host's two correctly rounded operations: specials,
 * subnormals, the range where the square root is scaled, and random bit
 * patterns of every class.  On a GPU every one of the 2^32 inputs is also
 * compared with the device's own sqrtf and division (written apart, so not
 * rewritten). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <openacc.h>

static unsigned bits(float f) { unsigned u; memcpy(&u, &f, 4); return u; }
static float of(unsigned u) { float f; memcpy(&f, &u, 4); return f; }

static int same(float a, float b) { return bits(a) == bits(b) || (a != a && b != b); }

int main(void)
{
    enum { NS = 64, NR = 1 << 22 };
    int n = NS + NR;
    float *x = malloc(n * sizeof *x), *r = malloc(n * sizeof *r);
    const unsigned special[NS] = {
        0x00000000u, 0x80000000u, 0x7f800000u, 0xff800000u, 0x7fc00000u, 0x00000001u, 0x00000002u,
        0x007fffffu, 0x00800000u, 0x00800001u, 0x1f7fffffu, 0x1f800000u, 0x1f800001u, 0x3f800000u,
        0x3f800001u, 0x3f7fffffu, 0x7f7fffffu, 0x7f000000u, 0x80000001u, 0xbf800000u, 0x3e800000u,
        0x40800000u, 0x2f800000u, 0x0f800000u, 0x5f800000u, 0x6f800000u, 0x00400000u, 0x00000100u};
    for (int i = 0; i < NS; i++) x[i] = of(special[i] ? special[i] : (unsigned)i * 0x01000001u);
    srand(7);
    for (int i = NS; i < n; i++) {
        unsigned u = ((unsigned)rand() << 16) ^ (unsigned)rand() ^ ((unsigned)rand() << 30);
        if (i % 4 == 1) u &= 0x1fffffffu;            /* small: below 2^-64 and subnormal */
        if (i % 4 == 2) u = (u & 0x00ffffffu) | 0x3f000000u;   /* around 1 */
        x[i] = of(u);
    }
    for (int i = 0; i < n; i++) r[i] = of(0x7f812345u);     /* poisoned */
#pragma acc parallel loop copyin(x[0:n]) copyout(r[0:n])
    for (int i = 0; i < n; i++) r[i] = 1.0f / sqrtf(x[i]);
    int bad = 0;
    for (int i = 0; i < n; i++) {
        volatile float s = sqrtf(x[i]);
        float want = 1.0f / s;
        if (!same(r[i], want) && bad++ < 5)
            printf("x=%a (0x%08x): got %a (0x%08x), want %a (0x%08x)\n", x[i], bits(x[i]), r[i],
                   bits(r[i]), want, bits(want));
    }
    long long wrong = 0;
    if (acc_get_device_type() != acc_device_host) {
#pragma acc parallel loop reduction(+:wrong)
        for (long long k = 0; k < (1LL << 32); k++) {
            unsigned u = (unsigned)k;
            float v, s, want, got;
            memcpy(&v, &u, 4);
            got = 1.0f / sqrtf(v);
            s = sqrtf(v);
            want = 1.0f / s;
            unsigned a, b;
            memcpy(&a, &got, 4);
            memcpy(&b, &want, 4);
            wrong += a != b && !(got != got && want != want);
        }
    }
    printf("%d of %d sampled inputs differ from the host, %lld of 2^32 from the device's own operations\n",
           bad, n, wrong);
    if (bad || wrong) return 1;
    printf("PASS\n");
    free(x);
    free(r);
    return 0;
}
