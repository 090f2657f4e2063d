// Regression hunt 3: C99/GNU <math.h> functions beyond the common ones (fdim, logb, ilogb, scalbn, nextafter, lrint, remquo, exp10, Bessel), long double's l-functions, the classification macros (isless, isgreater, isunordered, isnormal, fpclassify) and GCC's bit builtins (popcount, clz, ctz, ffs, parity, bswap) in a compute region.
#define _GNU_SOURCE
#include <stdio.h>
#include <math.h>
#define N 200

static unsigned long long xs = 0x9E3779B97F4A7C15ULL;
static unsigned long long next(void) { xs ^= xs << 13; xs ^= xs >> 7; xs ^= xs << 17; return xs; }

int main(void)
{
    double d[N], r[N], rl[N];
    unsigned u[N];
    unsigned long long w[N];
    int cls[N], bits[N];
    unsigned long long sw[N];
    long double ld = 2.25L;
    for (int i = 0; i < N; i++) {
        d[i] = (double)(next() % 20000) / 100.0 - 100.0;
        if (i % 17 == 0) d[i] = 0.0;
        if (i % 23 == 0) d[i] = NAN;
        u[i] = (unsigned)next() | 1u;
        w[i] = next() | 1ULL;
        r[i] = rl[i] = -1.0;
        cls[i] = bits[i] = -1;
        sw[i] = 0;
    }
#pragma acc parallel loop copyin(d, u, w, ld) copyout(r, rl, cls, bits, sw)
    for (int i = 0; i < N; i++) {
        double x = d[i];
        int q = 0;
        if (isunordered(x, 0.0)) {
            r[i] = 0.0;
        } else {
            double y = fabs(x) + 1.0;
            r[i] = fdim(x, 1.5) + logb(y) + ilogb(y) + scalbn(x, 3) + nextafter(x, 0.0) + lrint(x) + llrint(x)
                 + remquo(x, 7.0, &q) + (q & 7) + exp10(y * 0.01) + j0(x * 0.01) + nearbyintf((float)x);
        }
        rl[i] = (double)(sqrtl(ld * (i + 1)) + fabsl(ld - i) + floorl(ld * i) + powl(ld, 2.0L) + fmal(ld, ld, ld));
        cls[i] = isless(x, 0.0) + 2 * isgreater(x, 10.0) + 4 * isnormal(x) + 8 * (fpclassify(x) == FP_ZERO)
               + 16 * (fpclassify(x) == FP_NAN) + 32 * islessequal(x, -1.0) + 64 * islessgreater(x, 0.0);
        bits[i] = __builtin_popcount(u[i]) + 100 * __builtin_clz(u[i]) + 10000 * __builtin_ctz(u[i] >> 1 | 0x80000000u)
                + 1000000 * __builtin_parity(u[i]) + 2000000 * __builtin_popcountll(w[i]) % 7
                + __builtin_ffs((int)(u[i] & 0xff00u)) * 3 + __builtin_clzll(w[i]) * 5 + __builtin_ctzll(w[i] & ~1ULL | 1ULL << 63) * 7;
        sw[i] = __builtin_bswap64(w[i]) ^ __builtin_bswap32(u[i]);
    }
    int err = 0;
    for (int i = 0; i < N; i++) {
        double x = d[i], e;
        int q = 0;
        if (isunordered(x, 0.0)) {
            e = 0.0;
        } else {
            double y = fabs(x) + 1.0;
            e = fdim(x, 1.5) + logb(y) + ilogb(y) + scalbn(x, 3) + nextafter(x, 0.0) + lrint(x) + llrint(x)
              + remquo(x, 7.0, &q) + (q & 7) + exp10(y * 0.01) + j0(x * 0.01) + nearbyintf((float)x);
        }
        double el = (double)(sqrtl(ld * (i + 1)) + fabsl(ld - i) + floorl(ld * i) + powl(ld, 2.0L) + fmal(ld, ld, ld));
        int ec = isless(x, 0.0) + 2 * isgreater(x, 10.0) + 4 * isnormal(x) + 8 * (fpclassify(x) == FP_ZERO)
               + 16 * (fpclassify(x) == FP_NAN) + 32 * islessequal(x, -1.0) + 64 * islessgreater(x, 0.0);
        int eb = __builtin_popcount(u[i]) + 100 * __builtin_clz(u[i]) + 10000 * __builtin_ctz(u[i] >> 1 | 0x80000000u)
               + 1000000 * __builtin_parity(u[i]) + 2000000 * __builtin_popcountll(w[i]) % 7
               + __builtin_ffs((int)(u[i] & 0xff00u)) * 3 + __builtin_clzll(w[i]) * 5 + __builtin_ctzll(w[i] & ~1ULL | 1ULL << 63) * 7;
        unsigned long long es = __builtin_bswap64(w[i]) ^ __builtin_bswap32(u[i]);
        if (fabs(r[i] - e) > 1e-9 * (1.0 + fabs(e)) || fabs(rl[i] - el) > 1e-9 * (1.0 + fabs(el))
            || cls[i] != ec || bits[i] != eb || sw[i] != es) {
            if (err < 5)
                printf("i=%d x=%g: r %.17g/%.17g rl %.17g/%.17g cls %d/%d bits %d/%d sw %llx/%llx\n", i, x, r[i], e,
                       rl[i], el, cls[i], ec, bits[i], eb, sw[i], es);
            err++;
        }
    }
    printf(err ? "FAIL\n" : "PASS\n");
    return err != 0;
}
