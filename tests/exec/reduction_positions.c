/* Reductions in every position (gang, worker, vector alone; gang-worker, worker-vector, gang-worker-vector nests; gang worker vector on one loop; the parallel construct; kernels; serial), all nine operators on twelve variables of different types in one clause list, from non-identity starting values. */
// GWCC_FLAGS: -fno-gw-readonly
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

#define PR(x) _Pragma(#x)
#define ACC(x) PR(acc x)

#define NK 37
#define NJ 9
#define NI 70
#define N (NK * NJ * NI)
#define NG 5

static int iv[N];
static double dv[N], dm[N];
static unsigned ua[N], uo[N];
static signed char cv[N];
static float fv[N];

static unsigned long long rng = 88172645463325252ULL;
static unsigned rnd(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (unsigned)(rng >> 16);
}

/* The variables, their starting values, one clause list, one body. */
#define DECL(p)                                                                                    \
    long long p##add = 5; double p##mul = 1.5, p##mx = -1e300; int p##mn = 1 << 30;                \
    unsigned p##band = 0xFFFFFFFFu; unsigned long p##bor = 1UL << 40; unsigned char p##bxor = 3;   \
    int p##land = 1; short p##lor = 0; signed char p##cmx = -120; unsigned short p##sadd = 7;      \
    float p##fmn = 1e30f
#define REDS                                                                                       \
    reduction(+:add) reduction(*:mul) reduction(max:mx) reduction(min:mn) reduction(&:band)        \
    reduction(|:bor) reduction(^:bxor) reduction(&&:land) reduction(||:lor) reduction(max:cmx)     \
    reduction(+:sadd) reduction(min:fmn)
#define BODY(e)                                                                                    \
    add += iv[e]; mul *= dm[e]; mx = dv[e] > mx ? dv[e] : mx; mn = iv[e] < mn ? iv[e] : mn;       \
    band &= ua[e]; bor |= uo[e]; bxor ^= (unsigned char)ua[e]; land = land && iv[e] != 7777;       \
    lor = lor || iv[e] == 4242; cmx = cv[e] > cmx ? cv[e] : cmx; sadd += (unsigned short)iv[e];    \
    fmn = fv[e] < fmn ? fv[e] : fmn
#define IDX(k, j, i) (((k) * NJ + (j)) * NI + (i))

static int failures;

static void check(const char *where, const char *what, double got, double want, double tol)
{
    double d = got - want;
    if (d < 0) d = -d;
    if (d > tol * (want < 0 ? -want : want) || (tol == 0 && got != want)) {
        printf("%s: %s = %.17g, expected %.17g\n", where, what, got, want);
        failures++;
    }
}

/* Compare the twelve device values (prefix d) with host ones (prefix h). */
#define CHECK(where, d, h)                                                                         \
    do {                                                                                           \
        check(where, "+ long long", (double)d##add, (double)h##add, 0);                            \
        check(where, "* double", d##mul, h##mul, 1e-10);                                           \
        check(where, "max double", d##mx, h##mx, 0);                                               \
        check(where, "min int", d##mn, h##mn, 0);                                                  \
        check(where, "& unsigned", d##band, h##band, 0);                                           \
        check(where, "| unsigned long", (double)d##bor, (double)h##bor, 0);                        \
        check(where, "^ unsigned char", d##bxor, h##bxor, 0);                                      \
        check(where, "&& int", d##land, h##land, 0);                                               \
        check(where, "|| short", d##lor, h##lor, 0);                                               \
        check(where, "max signed char", d##cmx, h##cmx, 0);                                        \
        check(where, "+ unsigned short", d##sadd, h##sadd, 0);                                     \
        check(where, "min float", d##fmn, h##fmn, 0);                                              \
    } while (0)

/* The host's values over elements [0, n) of the flattened data. */
#define HOST_ALL(n)                                                                                \
    DECL(h);                                                                                       \
    {                                                                                              \
        DECL();                                                                                    \
        for (int e = 0; e < (n); e++) { BODY(e); }                                                 \
        hadd = add, hmul = mul, hmx = mx, hmn = mn, hband = band, hbor = bor, hbxor = bxor;        \
        hland = land, hlor = lor, hcmx = cmx, hsadd = sadd, hfmn = fmn;                            \
    }

/* Per-gang results of the worker and vector positions, one array each. */
static long long o_add[NK];
static double o_mul[NK], o_mx[NK];
static int o_mn[NK], o_land[NK];
static unsigned o_band[NK];
static unsigned long o_bor[NK];
static unsigned char o_bxor[NK];
static short o_lor[NK];
static signed char o_cmx[NK];
static unsigned short o_sadd[NK];
static float o_fmn[NK];

#define STORE(k)                                                                                   \
    o_add[k] = add, o_mul[k] = mul, o_mx[k] = mx, o_mn[k] = mn, o_band[k] = band, o_bor[k] = bor,  \
    o_bxor[k] = bxor, o_land[k] = land, o_lor[k] = lor, o_cmx[k] = cmx, o_sadd[k] = sadd,          \
    o_fmn[k] = fmn

static void check_rows(const char *where)
{
    for (int k = 0; k < NK; k++) {
        DECL(h);
        {
            DECL();
            for (int e = IDX(k, 0, 0); e < IDX(k + 1, 0, 0); e++) { BODY(e); }
            hadd = add, hmul = mul, hmx = mx, hmn = mn, hband = band, hbor = bor, hbxor = bxor;
            hland = land, hlor = lor, hcmx = cmx, hsadd = sadd, hfmn = fmn;
        }
        DECL(g);
        gadd = o_add[k], gmul = o_mul[k], gmx = o_mx[k], gmn = o_mn[k], gband = o_band[k];
        gbor = o_bor[k], gbxor = o_bxor[k], gland = o_land[k], glor = o_lor[k], gcmx = o_cmx[k];
        gsadd = o_sadd[k], gfmn = o_fmn[k];
        CHECK(where, g, h);
    }
}

static void poison_rows(void)
{
    for (int k = 0; k < NK; k++) {
        o_add[k] = -1, o_mul[k] = -1, o_mx[k] = -1, o_mn[k] = -1, o_band[k] = 1, o_bor[k] = 1;
        o_bxor[k] = 1, o_land[k] = -1, o_lor[k] = -1, o_cmx[k] = -1, o_sadd[k] = 1, o_fmn[k] = -1;
    }
}

static void gang(void)
{
    DECL();
    ACC(parallel loop gang copyin(iv, dv, dm, ua, uo, cv, fv) REDS)
    for (int k = 0; k < NK; k++)
        for (int j = 0; j < NJ; j++)
            for (int i = 0; i < NI; i++) { BODY(IDX(k, j, i)); }
    HOST_ALL(N);
    CHECK("gang", , h);
}

static void worker(void)
{
    poison_rows();
    ACC(parallel loop gang num_workers(4) copyin(iv, dv, dm, ua, uo, cv, fv) copy(o_add, o_mul, o_mx, o_mn, o_band, o_bor, o_bxor, o_land, o_lor, o_cmx, o_sadd, o_fmn))
    for (int k = 0; k < NK; k++) {
        DECL();
        ACC(loop worker REDS)
        for (int j = 0; j < NJ; j++)
            for (int i = 0; i < NI; i++) { BODY(IDX(k, j, i)); }
        STORE(k);
    }
    check_rows("worker");
}

static void vector(void)
{
    poison_rows();
    ACC(parallel loop gang vector_length(64) copyin(iv, dv, dm, ua, uo, cv, fv) copy(o_add, o_mul, o_mx, o_mn, o_band, o_bor, o_bxor, o_land, o_lor, o_cmx, o_sadd, o_fmn))
    for (int k = 0; k < NK; k++) {
        DECL();
        for (int j = 0; j < NJ; j++) {
            ACC(loop vector REDS)
            for (int i = 0; i < NI; i++) { BODY(IDX(k, j, i)); }
        }
        STORE(k);
    }
    check_rows("vector");
}

static void gang_worker(void)
{
    DECL();
    ACC(parallel loop gang num_workers(8) copyin(iv, dv, dm, ua, uo, cv, fv) REDS)
    for (int k = 0; k < NK; k++) {
        ACC(loop worker REDS)
        for (int j = 0; j < NJ; j++)
            for (int i = 0; i < NI; i++) { BODY(IDX(k, j, i)); }
    }
    HOST_ALL(N);
    CHECK("gang-worker", , h);
}

static void worker_vector(void)
{
    poison_rows();
    ACC(parallel loop gang num_workers(4) vector_length(32) copyin(iv, dv, dm, ua, uo, cv, fv) copy(o_add, o_mul, o_mx, o_mn, o_band, o_bor, o_bxor, o_land, o_lor, o_cmx, o_sadd, o_fmn))
    for (int k = 0; k < NK; k++) {
        DECL();
        ACC(loop worker REDS)
        for (int j = 0; j < NJ; j++) {
            ACC(loop vector REDS)
            for (int i = 0; i < NI; i++) { BODY(IDX(k, j, i)); }
        }
        STORE(k);
    }
    check_rows("worker-vector");
}

static void gang_worker_vector(void)
{
    DECL();
    ACC(parallel loop gang num_workers(4) vector_length(32) copyin(iv, dv, dm, ua, uo, cv, fv) REDS)
    for (int k = 0; k < NK; k++) {
        ACC(loop worker REDS)
        for (int j = 0; j < NJ; j++) {
            ACC(loop vector REDS)
            for (int i = 0; i < NI; i++) { BODY(IDX(k, j, i)); }
        }
    }
    HOST_ALL(N);
    CHECK("gang-worker-vector", , h);
}

static void same_loop(void)
{
    DECL();
    ACC(parallel loop gang worker vector copyin(iv, dv, dm, ua, uo, cv, fv) REDS)
    for (int e = 0; e < N; e++) { BODY(e); }
    HOST_ALL(N);
    CHECK("gang worker vector", , h);
}

/* On the construct, with a gang vector loop that names the variables too. */
static void on_parallel(void)
{
    DECL();
    ACC(parallel copyin(iv, dv, dm, ua, uo, cv, fv) REDS)
    {
        ACC(loop gang vector REDS)
        for (int e = 0; e < N; e++) { BODY(e); }
    }
    HOST_ALL(N);
    CHECK("parallel", , h);
}

/* Gang-redundant code: each of the NG gangs adds element 3 once (one gang
 * in host fallback). */
static void redundant(int on_gpu)
{
    DECL();
    ACC(parallel num_gangs(NG) copyin(iv, dv, dm, ua, uo, cv, fv) REDS)
    {
        BODY(3);
    }
    DECL(h);
    {
        DECL();
        for (int g = 0; g < (on_gpu ? NG : 1); g++) { BODY(3); }
        hadd = add, hmul = mul, hmx = mx, hmn = mn, hband = band, hbor = bor, hbxor = bxor;
        hland = land, hlor = lor, hcmx = cmx, hsadd = sadd, hfmn = fmn;
    }
    CHECK("parallel num_gangs, redundant", , h);
}

static void in_kernels(void)
{
    DECL();
    ACC(kernels copyin(iv, dv, dm, ua, uo, cv, fv))
    {
        ACC(loop independent REDS)
        for (int e = 0; e < N; e++) { BODY(e); }
    }
    HOST_ALL(N);
    CHECK("kernels", , h);
}

static void in_serial(void)
{
    DECL();
    ACC(serial loop copyin(iv, dv, dm, ua, uo, cv, fv) REDS)
    for (int e = 0; e < N; e++) { BODY(e); }
    HOST_ALL(N);
    CHECK("serial", , h);
}

int main(void)
{
    for (int e = 0; e < N; e++) {
        iv[e] = (int)(rnd() % 2001) - 1000;
        dv[e] = (rnd() % 100000) * 0.001 - 50.0;
        dm[e] = 1.0 + ((int)(rnd() % 1001) - 500) * 1e-7;
        ua[e] = ~(1u << (rnd() % 24));
        uo[e] = 1u << (rnd() % 20);
        cv[e] = (signed char)((int)(rnd() % 201) - 100);
        fv[e] = (float)(rnd() % 100000) * 0.25f - 100.0f;
    }
    iv[N / 3] = 4242;           /* one element makes || true */
    int on_gpu = 0;
#pragma acc serial copyout(on_gpu)
    on_gpu = acc_on_device(acc_device_not_host);
    gang();
    worker();
    vector();
    gang_worker();
    worker_vector();
    gang_worker_vector();
    same_loop();
    on_parallel();
    redundant(on_gpu);
    in_kernels();
    in_serial();
    if (failures) {
        printf("FAIL: %d mismatches\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
