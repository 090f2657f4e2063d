/* GCC's integer overflow builtins in device code, as checked-arithmetic
 * code writes them: __builtin_{add,sub,mul}_overflow on mixed types (the
 * exact result, stored modulo the result's width, and whether it did not
 * fit), their _p forms, and the typed ones (__builtin_smull_overflow, ...).
 * nvcc's are host-only; gangway_dev.h computes them in 128 bits.  Every
 * result and flag is checked against the same builtins on the host, on
 * random operands biased to the edges. */
#include <limits.h>
#include <stdio.h>

#define N 4096

static unsigned long long s = 0x9e3779b97f4a7c15ull;
static unsigned long long rnd(void)
{
    s ^= s << 13, s ^= s >> 7, s ^= s << 17;
    switch (s & 3) {
    case 0: return s >> (s % 64);
    case 1: return (s & 0xff) - 128;
    case 2: return s;
    default: return ~0ull >> (s % 3) ^ (s & 7);
    }
}

struct out {
    int ri, rs;
    short rh;
    long long rl;
    unsigned long long ru;
    unsigned char rc;
    int flags;
};

#pragma acc routine seq
static void ops(const long long *a, const unsigned long long *b, struct out *o, int i)
{
    struct out r = {0};
    int f = 0;
    f |= __builtin_add_overflow((int)a[i], (int)b[i], &r.ri) << 0;
    f |= __builtin_sub_overflow((unsigned)a[i], (int)b[i], &r.rh) << 1;
    f |= __builtin_mul_overflow(a[i], b[i], &r.rl) << 2;
    f |= __builtin_mul_overflow(b[i], (unsigned long long)a[i], &r.ru) << 3;
    f |= __builtin_mul_overflow(a[i], (long long)b[i], &r.rs) << 4;
    f |= __builtin_add_overflow((int)a[i], (int)b[i], &r.rc) << 5;
    f |= __builtin_mul_overflow_p((int)a[i], (int)b[i], (short)0) << 6;
    f |= __builtin_sub_overflow_p(a[i], (long long)b[i], (long long)0) << 7;
    long long t;
    f |= __builtin_smulll_overflow(a[i], (long long)b[i] >> 20, &t) << 8;
    r.rl ^= t;
    unsigned long u;
    f |= __builtin_uaddl_overflow((unsigned long)a[i], (unsigned long)b[i], &u) << 9;
    r.ru ^= u;
    int v;
    f |= __builtin_ssub_overflow((int)(a[i] >> 32), (int)b[i], &v) << 10;
    r.ri ^= v;
    r.flags = f;
    o[i] = r;
}

static long long a[N];
static unsigned long long b[N];
static struct out dev[N], host[N];

int main(void)
{
    for (int i = 0; i < N; i++)
        a[i] = (long long)rnd(), b[i] = rnd();
    a[0] = LLONG_MIN, b[0] = ~0ull;
    a[1] = -1, b[1] = (unsigned long long)LLONG_MIN;
    a[2] = INT_MAX, b[2] = 1;
#pragma acc parallel loop copyin(a, b) copyout(dev)
    for (int i = 0; i < N; i++)
            ops(a, b, dev, i);
    for (int i = 0; i < N; i++)
        ops(a, b, host, i);
    int bad = 0, over = 0;
    for (int i = 0; i < N; i++) {
        struct out *d = &dev[i], *h = &host[i];
        over += __builtin_popcount(h->flags);
        if (d->ri != h->ri || d->rs != h->rs || d->rh != h->rh || d->rl != h->rl || d->ru != h->ru ||
            d->rc != h->rc || d->flags != h->flags) {
            if (bad++ < 5)
                printf("FAIL %d: a %lld b %llu: flags %#x host %#x, rl %lld host %lld, ru %llu host %llu\n", i, a[i],
                       b[i], d->flags, h->flags, d->rl, h->rl, d->ru, h->ru);
        }
    }
    if (over < N || over > 10 * N) {    /* the inputs reach both outcomes */
        printf("FAIL %d overflows in %d x 11 operations\n", over, N);
        bad++;
    }
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad != 0;
}
