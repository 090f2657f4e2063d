/* Every reduction operator on every C integer type (char to unsigned long long, + * max min & | ^ && ||) and on float and double (+ * max min && ||), several variables in one region, from non-identity starting values. */
// GWCC_FLAGS: -fno-gw-readonly
#include <stdio.h>
#include <stdlib.h>

#define N 5003

static int failures;
static long long sv[N], mv[N], bv[N];   /* small values, mostly-1 factors, bit patterns */
static double fv[N], fm[N];             /* floating values, factors near 1 */

static unsigned long long rng = 2463534242ULL;
static unsigned rnd(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (unsigned)(rng >> 11);
}

static void report(const char *type, const char *op, double got, double want, double tol)
{
    double d = got - want;
    if (d < 0) d = -d;
    if (tol ? d > tol * (want < 0 ? -want : want) : got != want) {
        printf("%s %s: got %.17g, expected %.17g\n", type, op, got, want);
        failures++;
    }
}

/* All nine operators on integer type T; the host loop applies the same C
 * expressions in order.  Integer arithmetic wraps the same way in any order. */
#define TEST_INT(T)                                                                                \
    static void test_##T(void)                                                                     \
    {                                                                                              \
        T add = 3, mul = 2, mx = (T)-1 < 0 ? (T)-100 : 0, mn = (T)120, band = (T)~0x10,            \
          bor = 0x20, bxor = 0x5a, land = 1, lor = 0, land0 = 1;                                   \
        T hadd = add, hmul = mul, hmx = mx, hmn = mn, hband = band, hbor = bor, hbxor = bxor,      \
          hland = land, hlor = lor, hland0 = land0;                                                \
        _Pragma("acc parallel loop copyin(sv, mv, bv) reduction(+:add) reduction(*:mul) reduction(max:mx) reduction(min:mn) reduction(&:band) reduction(|:bor) reduction(^:bxor) reduction(&&:land, land0) reduction(||:lor)") \
        for (int i = 0; i < N; i++) {                                                              \
            add += (T)sv[i];                                                                       \
            mul *= (T)mv[i];                                                                       \
            mx = (T)sv[i] > mx ? (T)sv[i] : mx;                                                    \
            mn = (T)sv[i] < mn ? (T)sv[i] : mn;                                                    \
            band &= (T)bv[i];                                                                      \
            bor |= (T)(bv[i] & 0x0f0f);                                                            \
            bxor ^= (T)bv[i];                                                                      \
            land = land && sv[i] != 1000;                                                          \
            land0 = land0 && sv[i] != 17;                                                          \
            lor = lor || sv[i] == 17;                                                              \
        }                                                                                          \
        for (int i = 0; i < N; i++) {                                                              \
            hadd += (T)sv[i];                                                                      \
            hmul *= (T)mv[i];                                                                      \
            hmx = (T)sv[i] > hmx ? (T)sv[i] : hmx;                                                 \
            hmn = (T)sv[i] < hmn ? (T)sv[i] : hmn;                                                 \
            hband &= (T)bv[i];                                                                     \
            hbor |= (T)(bv[i] & 0x0f0f);                                                           \
            hbxor ^= (T)bv[i];                                                                     \
            hland = hland && sv[i] != 1000;                                                        \
            hland0 = hland0 && sv[i] != 17;                                                        \
            hlor = hlor || sv[i] == 17;                                                            \
        }                                                                                          \
        report(#T, "+", add, hadd, 0);                                                             \
        report(#T, "*", mul, hmul, 0);                                                             \
        report(#T, "max", mx, hmx, 0);                                                             \
        report(#T, "min", mn, hmn, 0);                                                             \
        report(#T, "&", band, hband, 0);                                                           \
        report(#T, "|", bor, hbor, 0);                                                             \
        report(#T, "^", bxor, hbxor, 0);                                                           \
        report(#T, "&& (true)", land, hland, 0);                                                   \
        report(#T, "&& (false)", land0, hland0, 0);                                                \
        report(#T, "||", lor, hlor, 0);                                                            \
    }

/* + * max min && || on a floating type; + and * within a relative tolerance. */
#define TEST_FP(T)                                                                                 \
    static void test_##T(void)                                                                     \
    {                                                                                              \
        T add = 0.5, mul = 1.25, mx = -1e30, mn = 1e30, land = 1, lor = 0;                         \
        T hadd = add, hmul = mul, hmx = mx, hmn = mn, hland = land, hlor = lor;                    \
        _Pragma("acc parallel loop copyin(fv, fm) reduction(+:add) reduction(*:mul) reduction(max:mx) reduction(min:mn) reduction(&&:land) reduction(||:lor)") \
        for (int i = 0; i < N; i++) {                                                              \
            add += (T)fv[i];                                                                       \
            mul *= (T)fm[i];                                                                       \
            mx = (T)fv[i] > mx ? (T)fv[i] : mx;                                                    \
            mn = (T)fv[i] < mn ? (T)fv[i] : mn;                                                    \
            land = land && fv[i] != 0.125;                                                         \
            lor = lor || fv[i] > 990.0;                                                            \
        }                                                                                          \
        for (int i = 0; i < N; i++) {                                                              \
            hadd += (T)fv[i];                                                                      \
            hmul *= (T)fm[i];                                                                      \
            hmx = (T)fv[i] > hmx ? (T)fv[i] : hmx;                                                 \
            hmn = (T)fv[i] < hmn ? (T)fv[i] : hmn;                                                 \
            hland = hland && fv[i] != 0.125;                                                       \
            hlor = hlor || fv[i] > 990.0;                                                          \
        }                                                                                          \
        report(#T, "+", add, hadd, sizeof(T) == 4 ? 1e-5 : 1e-12);                                 \
        report(#T, "*", mul, hmul, sizeof(T) == 4 ? 1e-4 : 1e-12);                                 \
        report(#T, "max", mx, hmx, 0);                                                             \
        report(#T, "min", mn, hmn, 0);                                                             \
        report(#T, "&&", land, hland, 0);                                                          \
        report(#T, "||", lor, hlor, 0);                                                            \
    }

typedef signed char schar;
typedef unsigned char uchar;
typedef unsigned short ushort;
typedef unsigned int uint;
typedef unsigned long ulong;
typedef long long llong;
typedef unsigned long long ullong;

TEST_INT(char)
TEST_INT(schar)
TEST_INT(uchar)
TEST_INT(short)
TEST_INT(ushort)
TEST_INT(int)
TEST_INT(uint)
TEST_INT(long)
TEST_INT(ulong)
TEST_INT(llong)
TEST_INT(ullong)
TEST_FP(float)
TEST_FP(double)

int main(void)
{
    for (int i = 0; i < N; i++) {
        sv[i] = (long long)(rnd() % 201) - 100;
        mv[i] = 1;
        bv[i] = (long long)(~(1ULL << (rnd() % 12)) & 0xffffffffULL) ^ (long long)(rnd() & 0x7000);
        fv[i] = (rnd() % 8000) * 0.125 - 3.0;
        fm[i] = 1.0 + ((int)(rnd() % 2001) - 1000) * 1e-6;
    }
    for (int k = 0; k < 12; k++) mv[rnd() % N] = 2;     /* products fit every type */
    for (int k = 0; k < 7; k++) mv[rnd() % N] = -1;
    sv[rnd() % N] = 17;
    test_char();
    test_schar();
    test_uchar();
    test_short();
    test_ushort();
    test_int();
    test_uint();
    test_long();
    test_ulong();
    test_llong();
    test_ullong();
    test_float();
    test_double();
    if (failures) {
        printf("FAIL: %d mismatches\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
