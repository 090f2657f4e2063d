/* test_split.c: runtime/split.c on 3 fake members, the kernels left out:
 * shares, grids, translated addresses, fetches of stale pieces from the
 * member that holds them, stale marks after, reductions combined. */
#include "rt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "check.h"

enum { N = 30, M = 3 };

static GwBlock *blk(int num, const void *h)
{
    int i;
    GwDevice *d = &gw__state.devs[num];
    return gw__find(d, h, 1, &i) == FIND_PRESENT ? &d->present.blocks[i] : NULL;
}

/* Member num's copy of element i of the host array h. */
static double *on(int num, double *h, int i)
{
    GwBlock *b = blk(num, h);
    return (double *)(b->dev + ((char *)(h + i) - b->host));
}

/* Does member num's stale set of h's block equal the element ranges r (pairs, -1 ends)? */
static int stale_is(int num, double *h, const int *r)
{
    GwBlock *b = blk(num, h);
    int n = 0;
    for (; r[2 * n] >= 0; n++)
        if (n >= b->stale.n || b->stale.v[n].lo != r[2 * n] * sizeof(double) ||
            b->stale.v[n].hi != r[2 * n + 1] * sizeof(double))
            return 0;
    return n == b->stale.n;
}

static double a[N], b[N], r[N];

/* b[i] = a[i-1] + a[i] + a[i+1] for i in 1..N-2, as member m's kernel
 * would run its share [lo, hi) (i = 1 + t) on its own copies. */
static void kernel_b(int m, long long lo, long long hi)
{
    for (long long t = lo; t < hi; t++) {
        int i = (int)t + 1;
        *on(m, b, i) = *on(m, a, i - 1) + *on(m, a, i) + *on(m, a, i + 1);
    }
}

static const gw_split_range rng_b[] = {{"a", GW_SR_READ}, {"b", GW_SR_WRITE}};
static const int ptrs[] = {0, 1};
static const gw_split plan_b = {GW_SPLIT_LOOP, NULL, 2, 0, 2, ptrs, 2, rng_b, -1, 0, NULL};

/* The reverse: a[i] = b[i-1] - b[i+1]. */
static const gw_split_range rng_a[] = {{"b", GW_SR_READ}, {"a", GW_SR_WRITE}};
static const gw_split plan_a = {GW_SPLIT_LOOP, NULL, 2, 0, 2, ptrs, 2, rng_a, -1, 0, NULL};

/* Shares start at whole blocks when the grid is proportional (per > 1):
 * every member's blocks are whole, so an exact grid stays exact. */
static void test_share_blocks(void)
{
    CHECK(gw__split_share(0, 3, 28, 4) == 0 && gw__split_share(3, 3, 28, 4) == 28);
    CHECK(gw__split_share(1, 3, 28, 4) == 8 && gw__split_share(2, 3, 28, 4) == 20);    /* 9.3, 18.7 */
    CHECK(gw__split_share(1, 3, 28, 0) == 9 && gw__split_share(2, 3, 28, 1) == 18);    /* not rounded */
    CHECK(gw__split_share(1, 2, 2048, 8) == 1024);
    for (long long trip = 256; trip <= 4096; trip += 256)     /* whole 32-row blocks, in order */
        for (int n = 2; n <= 4; n++)
            for (int m = 0; m <= n; m++) {
                long long b = gw__split_share(m, n, trip, 32);
                CHECK(b % 32 == 0 && (m == 0 || b >= gw__split_share(m - 1, n, trip, 32)));
            }
}

static void test_shares(void)
{
    static const gw_site ks = {"k.c", 10, "parallel loop"};
    for (int i = 0; i < N; i++)
        a[i] = 1 + i * 0.5, b[i] = -1;
    acc_copyin(a, sizeof a);
    acc_create(b, sizeof b);        /* poisoned on every member */
    GwDevice *d = gw__enter(&ks);
    void *da = blk(0, a)->dev, *db = blk(0, b)->dev;
    long long lo = -7, hi = -7;
    void *args[4] = {&da, &db, &lo, &hi};
    gw_split_val v[2] = {{a, sizeof *a, 1, 0, 2}, {b, sizeof *b, 1, 1, 1}};
    const unsigned grid[3] = {100, 1, 1};
    const char *why = NULL;
    CHECK(gw__split_prepare(d, &ks, &plan_b, args, grid, N - 2, 3, v, GW_ASYNC_SYNC, &why));
    CHECK(gw__state.split.npart == M);
    GwSplitPart *p = gw__state.split.part;
    CHECK(p[0].lo == 0 && p[0].hi == 9 && p[1].lo == 9 && p[1].hi == 18 && p[2].lo == 18 && p[2].hi == 28);
    CHECK(p[0].grid[0] == 3 && p[1].grid[0] == 3 && p[2].grid[0] == 4 && p[2].grid[1] == 1);
    CHECK(p[0].fetched == 0 && p[1].fetched == 0 && p[2].fetched == 0);   /* all valid */
    for (int m = 0; m < M; m++) {
        CHECK(p[m].ptr[0] == blk(m, a)->dev && p[m].ptr[1] == blk(m, b)->dev);
        gw__split_args(&plan_b, m, args);
        CHECK(da == blk(m, a)->dev && db == blk(m, b)->dev && lo == p[m].lo && hi == p[m].hi);
        kernel_b(m, lo, hi);
    }
    gw__split_args(&plan_b, 0, args);
    CHECK(da == blk(0, a)->dev);
    gw__split_finish(d, &plan_b, v, GW_ASYNC_SYNC);
    /* b: member m wrote elements [lo+1, hi+1): valid there, stale elsewhere */
    CHECK(stale_is(0, b, (int[]){10, 29, -1}));
    CHECK(stale_is(1, b, (int[]){1, 10, 19, 29, -1}));
    CHECK(stale_is(2, b, (int[]){1, 19, -1}));
    CHECK(stale_is(1, a, (int[]){-1}));

    /* a[i] = f(b[i-1], b[i+1]): each member fetches its halo of b, one element a side */
    gw_split_val w[2] = {{b, sizeof *b, 1, 0, 2}, {a, sizeof *a, 1, 1, 1}};
    CHECK(gw__split_prepare(d, &ks, &plan_a, args, grid, N - 2, 0, w, GW_ASYNC_SYNC, &why));
    CHECK(p[0].grid[0] == 100);     /* per 0: the grid as it is */
    CHECK(p[0].fetched == 8 && p[1].fetched == 16 && p[2].fetched == 8);
    CHECK(*on(0, b, 10) == *on(1, b, 10) && *on(0, b, 10) == a[9] + a[10] + a[11]);
    CHECK(*on(1, b, 9) == *on(0, b, 9) && *on(1, b, 19) == *on(2, b, 19));
    CHECK(*on(2, b, 18) == a[17] + a[18] + a[19]);
    /* b's elements 0 and 29 (never written, create) and the rest stay as they were */
    CHECK(stale_is(0, b, (int[]){11, 29, -1}));
    CHECK(stale_is(1, b, (int[]){1, 9, 20, 29, -1}));
    CHECK(stale_is(2, b, (int[]){1, 18, -1}));
    gw__split_finish(d, &plan_a, w, GW_ASYNC_SYNC);
    CHECK(stale_is(0, a, (int[]){10, 29, -1}));
    CHECK(stale_is(2, a, (int[]){1, 19, -1}));
    gw__leave();
    double want[N];
    for (int i = 1; i < N - 1; i++)
        want[i] = a[i - 1] + a[i] + a[i + 1];
    acc_copyout(b + 1, (N - 2) * sizeof *b);    /* gathered from the members that wrote it */
    int same = 1;
    for (int i = 1; i < N - 1; i++)
        same &= b[i] == want[i];
    CHECK(same);
}

/* A range counting down (c < 0), a whole-block range, and plans that fall back. */
static void test_ranges(void)
{
    static const gw_site ks = {"k.c", 20, "parallel loop"};
    for (int i = 0; i < N; i++)
        r[i] = 100 + i;
    acc_copyin(r, sizeof r);
    GwDevice *d = gw__enter(&ks);
    gw__group_wrote(d, (char *)r, sizeof r);          /* valid on the leader only */
    for (int i = 0; i < N; i++)
        *on(1, r, i) = *on(2, r, i) = -5;
    void *dr = blk(0, r)->dev, *da = blk(0, a)->dev;
    long long lo, hi;
    static const gw_split_range rr[] = {{"r", GW_SR_READ}};
    static const int p1[] = {0};
    const gw_split plan = {GW_SPLIT_LOOP, NULL, 1, 0, 1, p1, 1, rr, -1, 0, NULL};
    void *args[3] = {&dr, &lo, &hi};
    gw_split_val v = {r, sizeof *r, -1, N - 1, N - 1};  /* r[N-1-t] */
    const unsigned grid[3] = {8, 1, 1};
    const char *why = NULL;
    CHECK(gw__split_prepare(d, &ks, &plan, args, grid, 27, 0, &v, GW_ASYNC_SYNC, &why));
    /* member 1: t in [9, 18): elements [12, 20]; member 2: t in [18, 27): [3, 11] */
    CHECK(stale_is(1, r, (int[]){0, 12, 21, 30, -1}));
    CHECK(*on(1, r, 12) == 112 && *on(1, r, 20) == 120 && *on(1, r, 11) == -5 && *on(1, r, 21) == -5);
    CHECK(stale_is(2, r, (int[]){0, 3, 12, 30, -1}));
    CHECK(*on(2, r, 3) == 103 && *on(2, r, 11) == 111 && *on(2, r, 2) == -5);
    gw__split_finish(d, &plan, &v, GW_ASYNC_SYNC);

    static const gw_split_range rw[] = {{"r", GW_SR_READ | GW_SR_WHOLE}};
    const gw_split whole = {GW_SPLIT_LOOP, NULL, 1, 0, 1, p1, 1, rw, -1, 0, NULL};
    CHECK(gw__split_prepare(d, &ks, &whole, args, grid, 27, 0, &v, GW_ASYNC_SYNC, &why));
    CHECK(stale_is(1, r, (int[]){-1}) && stale_is(2, r, (int[]){-1}));
    CHECK(*on(2, r, 0) == 100 && *on(2, r, 29) == 129);
    gw__split_finish(d, &whole, &v, GW_ASYNC_SYNC);

    /* fall back: an argument's block no range covers; fewer iterations than members */
    void *args2[3] = {&da, &lo, &hi};
    CHECK(!gw__split_prepare(d, &ks, &plan, args2, grid, 27, 0, &v, GW_ASYNC_SYNC, &why));
    CHECK(why && strstr(why, "no range"));
    CHECK(!gw__split_prepare(d, &ks, &plan, args, grid, 2, 0, &v, GW_ASYNC_SYNC, &why));
    CHECK(why && strstr(why, "fewer iterations"));
    static const gw_split_range ww[] = {{"r", GW_SR_WRITE | GW_SR_WHOLE}};
    const gw_split wwhole = {GW_SPLIT_LOOP, NULL, 1, 0, 1, p1, 1, ww, -1, 0, NULL};
    CHECK(!gw__split_prepare(d, &ks, &wwhole, args, grid, 27, 0, &v, GW_ASYNC_SYNC, &why));
    /* a pointer attached inside r's block leads to a's, which no range covers */
    static double *hold[4];
    hold[0] = a;
    acc_copyin(a, sizeof a);
    acc_copyin(hold, sizeof hold);
    acc_attach((void **)&hold[0]);
    void *dh = blk(0, hold)->dev;
    void *args3[3] = {&dh, &lo, &hi};
    gw_split_val vh = {hold, sizeof *hold, 0, 0, 3};
    CHECK(!gw__split_prepare(d, &ks, &plan, args3, grid, 27, 0, &vh, GW_ASYNC_SYNC, &why));
    CHECK(why && strstr(why, "attached pointer"));
    acc_detach((void **)&hold[0]);
    acc_delete(hold, sizeof hold);
    acc_delete(a, sizeof a);
    /* a range outside every present block touches no mapped data: ignored */
    gw_split_val far = {(const void *)((uintptr_t)r + 4 * sizeof r), sizeof *r, 1, 0, 0};
    static const gw_split_range rb[] = {{"r", GW_SR_READ}, {"q", GW_SR_READ}};
    const gw_split two = {GW_SPLIT_LOOP, NULL, 1, 0, 1, p1, 2, rb, -1, 0, NULL};
    gw_split_val vs[2] = {v, far};
    CHECK(gw__split_prepare(d, &ks, &two, args, grid, 27, 0, vs, GW_ASYNC_SYNC, &why));
    gw__split_finish(d, &two, vs, GW_ASYNC_SYNC);

    /* r read and written (r[t] += ...): its share fetched once; then valid on its writer only */
    gw__group_wrote(d, (char *)r, sizeof r);
    static const gw_split_range rx[] = {{"r", GW_SR_READ}, {"r", GW_SR_WRITE}};
    const gw_split both = {GW_SPLIT_LOOP, NULL, 1, 0, 1, p1, 2, rx, -1, 0, NULL};
    gw_split_val vx[2] = {{r, sizeof *r, 1, 0, 0}, {r, sizeof *r, 1, 0, 0}};
    CHECK(gw__split_prepare(d, &ks, &both, args, grid, N, 0, vx, GW_ASYNC_SYNC, &why));
    GwSplitPart *p = gw__state.split.part;
    CHECK(p[0].fetched == 0 && p[1].fetched == 10 * sizeof *r && p[2].fetched == 10 * sizeof *r);
    gw__split_finish(d, &both, vx, GW_ASYNC_SYNC);
    CHECK(stale_is(0, r, (int[]){10, 30, -1}) && stale_is(1, r, (int[]){0, 10, 20, 30, -1}));
    gw__leave();
    acc_delete(r, sizeof r);
}

/* Results of several types and operators, as 3 members leave them. */
typedef struct Res {
    int32_t sum[2];
    double max;
    uint8_t x;
    float cmul[2];
    int64_t min;
    float land;
    uint16_t bor;
} Res;

static const gw_red_slot slots[] = {
    {offsetof(Res, sum), 2, GW_ROP_ADD, GW_T_I32}, {offsetof(Res, max), 1, GW_ROP_MAX, GW_T_F64},
    {offsetof(Res, x), 1, GW_ROP_BXOR, GW_T_U8}, {offsetof(Res, cmul), 1, GW_ROP_MUL, GW_T_C32},
    {offsetof(Res, min), 1, GW_ROP_MIN, GW_T_I64}, {offsetof(Res, land), 1, GW_ROP_LAND, GW_T_F32},
    {offsetof(Res, bor), 1, GW_ROP_BOR, GW_T_U16}};

static const Res parts[M] = {
    {{1, 10}, 2.5, 0x0f, {1, 2}, -3, 1, 0x01},
    {{2, 20}, 7.5, 0xf0, {3, 4}, 5, 2, 0x10},
    {{4, 40}, -1.0, 0x3c, {0, 1}, -9, 3, 0x100}};

static void test_reduction(void)
{
    static const gw_site ks = {"k.c", 30, "parallel loop"};
    static const gw_split_range rb[] = {{"a", GW_SR_READ}};
    static const int p1[] = {0};
    const gw_split plan = {GW_SPLIT_LOOP, NULL, 1, 0, 1, p1, 1, rb, 3, 7, slots};
    Res init = {{0, 0}, -1e300, 0, {1, 0}, INT64_MAX, 1, 0}, out;
    void *gout = NULL;
    void *red = gw_red_begin(&init, sizeof init, GW_ASYNC_SYNC, &gout);
    void *part = gw_red_parts(5000, GW_ASYNC_SYNC);
    acc_copyin(a, sizeof a);
    GwDevice *d = gw__enter(&ks);
    void *da = blk(0, a)->dev;
    long long lo, hi;
    void *args[6] = {&da, &lo, &hi, &red, &part, &gout};
    gw_split_val v = {a, sizeof *a, 1, 0, 0};
    const unsigned grid[3] = {8, 1, 1};
    const char *why = NULL;
    CHECK(gw__split_prepare(d, &ks, &plan, args, grid, N, 0, &v, GW_ASYNC_SYNC, &why));
    GwSplitPart *p = gw__state.split.part;
    CHECK(p[0].red[0] == red && p[0].red[1] == part);
    CHECK(p[1].red[0] != red && p[2].red[0] != p[1].red[0] && p[1].red[1] != part && p[1].red[1]);
    CHECK(!memcmp(p[1].red[0], &init, sizeof init) && !memcmp(p[2].red[0], &init, sizeof init));
    CHECK(gw__state.devs[1].sync_scratch.part_bytes >= 5000);
    for (int m = 0; m < M; m++)            /* each member's kernel leaves its partial result */
        memcpy(p[m].red[0], &parts[m], sizeof(Res));
    gw__split_finish(d, &plan, &v, GW_ASYNC_SYNC);
    gw__leave();
    gw_red_end(&out, sizeof out, GW_ASYNC_SYNC);
    CHECK(out.sum[0] == 7 && out.sum[1] == 70 && out.max == 7.5 && out.x == (0x0f ^ 0xf0 ^ 0x3c));
    /* (1+2i)(3+4i) = -5+10i; times i = -10-5i */
    CHECK(out.cmul[0] == -10 && out.cmul[1] == -5 && out.min == -9 && out.land == 1 && out.bor == 0x111);
    /* the members' scratch holds the identities again, for the next region */
    CHECK(!memcmp(p[1].red[0], &init, sizeof init) && !memcmp(p[2].red[0], &init, sizeof init));
    acc_delete(a, sizeof a);
}

/* A range in a block present on the leader only: a located error, from a child. */
static void test_missing(void)
{
    static const gw_site ks = {"k.c", 60, "parallel loop"};
    static double lone[N];
    int fd[2];
    if (pipe(fd))
        return;
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        dup2(fd[1], 2);
        GwDevice *d = gw__enter(&ks);
        gw__insert(d, (char *)lone, sizeof lone, gw__alloc(d, sizeof lone, "lone"));
        acc_copyin(a, sizeof a);
        void *da = blk(0, a)->dev;
        long long lo, hi;
        void *args[3] = {&da, &lo, &hi};
        static const gw_split_range rr[] = {{"a", GW_SR_READ}, {"lone", GW_SR_READ}};
        static const int p1[] = {0};
        const gw_split plan = {GW_SPLIT_LOOP, NULL, 1, 0, 1, p1, 2, rr, -1, 0, NULL};
        gw_split_val v[2] = {{a, sizeof *a, 1, 0, 0}, {lone, sizeof *lone, 1, 0, 0}};
        const char *why;
        gw__split_prepare(d, &ks, &plan, args, (unsigned[3]){1, 1, 1}, N, 0, v, GW_ASYNC_SYNC, &why);
        _exit(0);
    }
    close(fd[1]);
    char msg[1024] = "";
    size_t got = 0;
    ssize_t r;
    while ((r = read(fd[0], msg + got, sizeof msg - 1 - got)) > 0)
        got += (size_t)r;
    msg[got] = 0;
    close(fd[0]);
    int st = 0;
    waitpid(pid, &st, 0);
    CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 1);
    int ok = strstr(msg, "k.c:60") && strstr(msg, "'lone': bytes [80, 160) from its start") &&
             strstr(msg, "iterations [10, 20)") && strstr(msg, "not on device 1");
    CHECK(ok);
    if (!ok)
        printf("%s", msg);
}

/* ---- whole launches: host functions stand for the kernels (fake.c) ---- */

static int launches;
static unsigned last_grid;
static int cover[1000];                 /* launches that ran each iteration of a sweep */

/* y[1+t] = (x[t] + x[1+t] + x[2+t]) / 3 for t in [lo, hi), grid-stride as gwcc's kernels */
static void jac_host(void **args, const unsigned grid[3], const unsigned block[3])
{
    const double *x = *(double **)args[0];
    double *y = *(double **)args[1];
    long long lo = *(long long *)args[3], hi = *(long long *)args[4];
    long long all = (long long)grid[0] * block[0];
    for (long long id = 0; id < all; id++)
        for (long long t = lo + id; t < hi; t += all)
            y[1 + t] = (x[t] + x[1 + t] + x[2 + t]) / 3;
    for (long long t = lo; t < hi; t++)
        cover[t]++;
    launches++;
    last_grid = grid[0];
}

/* sum of x[t] into red[0], max of (int)x[t] into the int at byte 16 */
static void red_host(void **args, const unsigned grid[3], const unsigned block[3])
{
    const double *x = *(double **)args[0];
    char *red = *(char **)args[1];
    long long lo = *(long long *)args[4], hi = *(long long *)args[5];
    for (long long t = lo; t < hi; t++) {
        *(double *)red += x[t];
        if ((int)x[t] > *(int *)(red + 16))
            *(int *)(red + 16) = (int)x[t];
    }
    launches++;
}

static gw_module fmod = {.image = "fake", .name = "test_split.c"};
static gw_kernel kjac = {.module = &fmod, .name = "jac", .quiet = 1};
static gw_kernel kred = {.module = &fmod, .name = "red"};
static const gw_split_range jac_r[] = {{"x", GW_SR_READ}, {"y", GW_SR_WRITE}};
static const int jac_p[] = {0, 1};
static const gw_split jac_plan = {GW_SPLIT_LOOP, NULL, 3, 0, 2, jac_p, 2, jac_r, -1, 0, NULL};

enum { L = 1000 };
static double x[L], y[L], hx[L], hy[L];

static void sweep(const gw_site *s, double *from, double *to, void *df, void *dt, int async)
{
    long long n = L, lo = -1, hi = -1, trip = L - 2;
    void *args[5] = {&df, &dt, &n, &lo, &hi};
    gw_split_val v[2] = {{from, sizeof *from, 1, 0, 2}, {to, sizeof *to, 1, 1, 1}};
    gw_launch_split(s, &kjac, (unsigned)((trip + 63) / 64), 1, 1, 64, 1, 1, 0, args, async, &jac_plan,
                    trip, 64, v);
    CHECK(df == blk(0, from)->dev && dt == blk(0, to)->dev);   /* the leader's addresses back */
    int once = 1;                       /* interiors and ends: every iteration run once */
    for (int t = 0; t < L; t++)
        once &= cover[t] == (t < trip), cover[t] = 0;
    CHECK(once);
}

static void host_sweep(const double *from, double *to)
{
    for (int i = 1; i < L - 1; i++)
        to[i] = (from[i - 1] + from[i] + from[i + 1]) / 3;
}

/* A Jacobi pair of sweeps, split (or on the leader alone), against the host. */
/* kred's plan: x read, its sum (a double at 0) and its maximum (an int at 16) */
static const gw_split_range red_r[] = {{"x", GW_SR_READ}};
static const int red_p[] = {0};
static const gw_red_slot red_s[] = {{0, 1, GW_ROP_ADD, GW_T_F64}, {16, 1, GW_ROP_MAX, GW_T_I32}};
static const gw_split red_plan = {GW_SPLIT_LOOP, NULL, 4, 0, 1, red_p, 1, red_r, 1, 2, red_s};
typedef struct { double s, pad; int mx, pad2[3]; } RedOut;

/* x[i] = (i * mul % mod) / div, and its sum and maximum. */
static void red_fill(int mul, int mod, double div, double *want, int *wmax)
{
    *want = 0, *wmax = -1;
    for (int i = 0; i < L; i++) {
        x[i] = (i * mul % mod) / div;
        *want += x[i];
        *wmax = (int)x[i] > *wmax ? (int)x[i] : *wmax;
    }
}

/* n split launches of kred over x's device copy dx (trips[k] iterations
 * each, blocks of 64) into one region's result. */
static RedOut red_split(const gw_site *ks, void *dx, const long long *trips, int n)
{
    RedOut init = {0, 0, -1, {0}}, out;
    void *gout = NULL, *gred = gw_red_begin(&init, sizeof init, GW_ASYNC_SYNC, &gout);
    void *gpart = gw_red_parts(256, GW_ASYNC_SYNC);
    long long lo, hi;
    void *args[6] = {&dx, &gred, &gpart, &gout, &lo, &hi};
    gw_split_val v = {x, sizeof *x, 1, 0, 0};
    for (int k = 0; k < n; k++)
        gw_launch_split(ks, &kred, 4, 1, 1, 64, 1, 1, 0, args, GW_ASYNC_SYNC, &red_plan, trips[k], 64, &v);
    gw_red_end(&out, sizeof out, GW_ASYNC_SYNC);
    return out;
}

static void run_jacobi(int async, int iters)
{
    static const gw_site ks = {"k.c", 40, "parallel loop"};
    for (int i = 0; i < L; i++)
        x[i] = hx[i] = (i * 37 % 101) / 7.0, y[i] = hy[i] = -1;
    gw_map m[2] = {{x, sizeof x, GW_MAP_COPY, 0, "x", 0, 0, 0}, {y, sizeof y, GW_MAP_COPY, 0, "y", 0, 0, 0}};
    gw_data_enter(&ks, m, 2, GW_ASYNC_SYNC);
    for (int it = 0; it < iters; it++) {
        sweep(&ks, x, y, m[0].dev, m[1].dev, async);
        sweep(&ks, y, x, m[1].dev, m[0].dev, async);
        host_sweep(hx, hy);
        host_sweep(hy, hx);
    }
    /* the last sweep's copies read other members' memory: due to be waited for
       by them before anything else touches it (gw__split_flush, at the next entry) */
    CHECK(gw__state.split.due == (gw__state.split.force >= 0 && iters > 1));
    if (async != GW_ASYNC_SYNC)
        gw_wait(&ks, &async, 1, GW_ASYNC_SYNC);
    gw_settle();
    gw_data_exit(&ks, m, 2, GW_ASYNC_SYNC);
    CHECK(!gw__state.split.due);
    int same = 1;
    for (int i = 0; i < L; i++)
        same &= x[i] == hx[i] && y[i] == hy[i];
    CHECK(same);
}

static void pieces_reset(void)
{
    gw__state.split.by_kernel = gw__state.split.kernel_launches = gw__state.split.by_engine = 0;
}

static void test_launch(void)
{
    gw__fake_kernel("jac", jac_host);
    gw__fake_kernel("red", red_host);
    /* Shares of the 998 iterations at whole blocks of 64: [0,320) [320,640)
       [640,998).  The first sweep fetches nothing: a launch a member.  Every
       later one fetches each member's halo: its interior (whole blocks inside
       the iterations next to the halo) goes first, then each end: 2 + 3 + 2
       launches; the last is member 2's first block, [640,704): 1 block. */
    launches = 0;
    pieces_reset();
    run_jacobi(GW_ASYNC_SYNC, 10);
    CHECK(launches == M + 19 * 7 && last_grid == 1);
    /* the halos beside the interiors, by the copy engines: each of 19 launches
       fetches 4 pieces (members 0 and 2 one each, member 1 two) */
    CHECK(gw__state.split.by_engine == 19 * 4 && gw__state.split.by_kernel == 0);
    run_jacobi(1, 7);
    CHECK(launches == 2 * M + 32 * 7);
    /* without the overlap (GANGWAY_SPLIT_OVERLAP=0): a launch a member, which
       waits for its halo, fetched by one copy kernel a member */
    gw__state.split.overlap = 0;
    launches = 0;
    pieces_reset();
    run_jacobi(GW_ASYNC_SYNC, 10);
    CHECK(launches == 20 * M && last_grid == 6);    /* 333 or 334 iterations: 6 blocks of 64 */
    CHECK(gw__state.split.by_kernel == 19 * 4 && gw__state.split.kernel_launches == 19 * M &&
          gw__state.split.by_engine == 0);
    /* ... or by the copy engines (GANGWAY_SPLIT_COPY=engine) */
    gw__split_copy_mode(1);
    pieces_reset();
    run_jacobi(GW_ASYNC_SYNC, 10);
    CHECK(gw__state.split.by_engine == 19 * 4 && gw__state.split.by_kernel == 0);
    gw__split_copy_mode(0);
    gw__state.split.overlap = 1;
    int force = gw__state.split.force;
    gw__state.split.force = -1;         /* never: the leader alone, gw_launch */
    launches = 0;
    run_jacobi(GW_ASYNC_SYNC, 3);
    CHECK(launches == 6 && last_grid == 16);
    gw__state.split.force = force;

    static const gw_site ks = {"k.c", 50, "parallel loop"};
    double want;
    int wmax;
    red_fill(53, 97, 4.0, &want, &wmax);
    gw_map m = {x, sizeof x, GW_MAP_COPYIN, 0, "x", 0, 0, 0};
    gw_data_enter(&ks, &m, 1, GW_ASYNC_SYNC);
    for (int r = 0; r < 3; r++) {
        /* a second kernel into the same slots (a kernels construct): split, or none on the leader */
        const long long trips[2] = {L, r ? L : 0};
        RedOut out = red_split(&ks, m.dev, trips, 2);
        CHECK(out.s == (r ? 2 : 1) * want && out.mx == wmax);
    }
    gw_data_exit(&ks, &m, 1, GW_ASYNC_SYNC);
}

/* The switching rule: the leader alone first, a split trial, hysteresis. */
static void test_switching(void)
{
    static gw_kernel k = {.name = "k"}, q = {.name = "q"};  /* the records outlive the test */
    int force = gw__state.split.force;
    gw__state.split.force = 0;
    gw__state.split.link_gbs = 100;             /* 100 GB/s: 1e8 bytes take 1 ms */
    /* a big kernel with a small exchange starts split and stays */
    CHECK(gw__split_feed(&k, 1, 90, 5e8));      /* warm-up (the shares move), left out */
    CHECK(gw__split_feed(&k, 1, 6, 1e6) && gw__split_feed(&k, 1, 4, 1e6));
    CHECK(gw__split_feed(&k, 1, 5, 1e6));       /* tn = 5 ms, 0.01 ms of it exchange: no doubt */
    CHECK(gw__split_feed(&k, 1, 5, 1e6) && gw__split_feed(&k, 1, 5, 1e6) && gw__split_feed(&k, 1, 5, 1e6));
    /* launches whose exchange grows to 6 ms of 8 (their kernel part predicts the leader alone
       at 3 members x 2 = 6 ms, not 25% above 8): three in a row try the leader alone */
    CHECK(gw__split_feed(&k, 1, 8, 6e8) && gw__split_feed(&k, 1, 8, 6e8));
    CHECK(!gw__split_feed(&k, 1, 8, 6e8));
    CHECK(!gw__split_feed(&k, 0, 50, 0));       /* its warm-up */
    CHECK(!gw__split_feed(&k, 0, 10, 0) && !gw__split_feed(&k, 0, 10, 0));
    CHECK(gw__split_feed(&k, 0, 10, 0));        /* t1 = 10 ms > tn: back to the split */
    /* equation 2 after both are known: three split launches in a row slower than t1 */
    CHECK(gw__split_feed(&k, 1, 90, 0));        /* warm-up */
    CHECK(gw__split_feed(&k, 1, 6, 1e6) && gw__split_feed(&k, 1, 6, 1e6) && gw__split_feed(&k, 1, 6, 1e6));
    CHECK(gw__split_feed(&k, 1, 11, 1e6) && gw__split_feed(&k, 1, 11, 1e6));
    CHECK(!gw__split_feed(&k, 1, 11, 1e6));
    /* an exchange-heavy kernel: its split is in doubt, the leader alone (2 ms) beats it (4 ms) and stays */
    CHECK(gw__split_feed(&q, 1, 9, 3e8));       /* warm-up */
    CHECK(gw__split_feed(&q, 1, 4, 3e8) && gw__split_feed(&q, 1, 4, 3e8));
    CHECK(!gw__split_feed(&q, 1, 4, 3e8));      /* 3 ms of 4 exchange: try the leader */
    for (int i = 0; i < 4; i++)
        CHECK(!gw__split_feed(&q, 0, 2, 0));
    for (int i = 0; i < 8; i++)                 /* equation 1 fails: 2 ms cannot pay for 3 ms */
        CHECK(!gw__split_feed(&q, 0, 2.5, 0));
    /* a short kernel (20 us) with no exchange is not in doubt: it stays split */
    static gw_kernel s = {.name = "short"};
    CHECK(gw__split_feed(&s, 1, 0.1, 0));
    for (int i = 0; i < 8; i++)
        CHECK(gw__split_feed(&s, 1, 0.02, 0));
    /* an SpMV-like kernel: 0.5 ms split, 0.15 ms of it the exchange of a whole vector (30%):
       its kernel part predicts 3 x 0.35 = 1.05 ms alone: no trial, it stays split */
    static gw_kernel v = {.name = "spmv"};
    CHECK(gw__split_feed(&v, 1, 2, 1.5e7));
    for (int i = 0; i < 8; i++)
        CHECK(gw__split_feed(&v, 1, 0.5, 1.5e7));
    /* a kernel that does not scale (0.65 ms split, 0.4 of it exchange: predicts 3 x 0.25 =
       0.75 ms alone, under 0.65 x 1.25): in doubt, and the leader alone (0.6 ms) wins */
    static gw_kernel w = {.name = "flat"};
    CHECK(gw__split_feed(&w, 1, 2, 4e7));
    CHECK(gw__split_feed(&w, 1, 0.65, 4e7) && gw__split_feed(&w, 1, 0.65, 4e7));
    CHECK(!gw__split_feed(&w, 1, 0.65, 4e7));
    for (int i = 0; i < 8; i++)
        CHECK(!gw__split_feed(&w, 0, 0.6, 0));
    gw__state.split.force = force;
}

/* GANGWAY_SPLIT_TRACE=8 (set in main): the last 8 split launches, member by
 * member, their steps all recorded (the fake device's events time nothing). */
static void test_trace(void)
{
    run_jacobi(GW_ASYNC_SYNC, 6);       /* 12 split launches, 11 fetching halos */
    FILE *f = tmpfile();
    gw__split_trace_report(f);
    rewind(f);
    char line[512];
    int members = 0, head = 0;
    while (fgets(line, sizeof line, f)) {
        head |= strstr(line, "GANGWAY_SPLIT_TRACE=8: the last 8 of") != NULL;
        int m;
        long n;
        char gap[16], side[16];
        double before, kernel, join;
        /* member launches gap before kernel join | side-at ... */
        if (sscanf(line, " %d %ld %15s %lf %lf %lf | %15s", &m, &n, gap, &before, &kernel, &join, side) == 7 &&
            strstr(line, "jac (k.c:40)")) {
            CHECK(n == 8 && strcmp(gap, "-") && strcmp(side, "-"));     /* every launch fetched: side marks */
            members |= 1 << m;
        }
    }
    fclose(f);
    CHECK(head && members == 7);
}

/* GANGWAY_SPLIT_BALANCE=1: a synchronous reduction's later-launched
 * members get fewer iterations, so that all finish together; the result is
 * the same.  Lags 0, 40, 80 us at 0.5 us an iteration: boundaries move by
 * 80 iterations, one block of 64 (at most a quarter of a share, 83, in
 * whole blocks: 64); 1000 iterations at blocks of 64 are [0, 320) [320, 640)
 * [640, 1000) unbalanced.  A kernel with no reduction (jac, which writes
 * y) keeps its shares. */
static void test_balance(void)
{
    static const gw_site ks = {"k.c", 60, "parallel loop"};
    const double lag[M] = {0, 40, 80};
    double want;
    int wmax;
    red_fill(29, 89, 2.0, &want, &wmax);
    gw_map m = {x, sizeof x, GW_MAP_COPYIN, 0, "x", 0, 0, 0};
    gw_data_enter(&ks, &m, 1, GW_ASYNC_SYNC);
    const GwSplitPart *p = gw__state.split.part;
    for (int on = 0; on < 2; on++) {
        gw__state.split.balance = on;
        gw__split_balance_test(&kred, 0.5 * L / M / 1e3, lag);
        const long long trip = L;
        RedOut out = red_split(&ks, m.dev, &trip, 1);
        CHECK(out.s == want && out.mx == wmax);
        if (on)
            CHECK(p[0].lo == 0 && p[0].hi == 384 && p[1].lo == 384 && p[1].hi == 704 && p[2].lo == 704 &&
                  p[2].hi == L);
        else
            CHECK(p[0].hi == 320 && p[1].lo == 320 && p[1].hi == 640 && p[2].lo == 640 && p[2].hi == L);
    }
    gw_data_exit(&ks, &m, 1, GW_ASYNC_SYNC);
    /* jac: no reduction, and it writes y: its shares stay, whatever its lags */
    gw__split_balance_test(&kjac, 0.5 * 998 / M / 1e3, lag);
    run_jacobi(GW_ASYNC_SYNC, 2);
    CHECK(p[0].hi == 320 && p[1].hi == 640 && p[2].hi == 998);
    gw__state.split.balance = 0;
}

int main(void)
{
    setenv("GANGWAY_FAKE_DEVICE", "3", 1);
    setenv("GANGWAY_NUM_DEVICES", "3", 1);
    setenv("GANGWAY_SPLIT", "always", 1);
    setenv("GANGWAY_SPLIT_TRACE", "8", 1);
    unsetenv("ACC_DEVICE_TYPE");
    test_share_blocks();
    test_shares();
    test_ranges();
    test_reduction();
    test_switching();
    test_launch();
    test_missing();
    test_trace();
    test_balance();
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
