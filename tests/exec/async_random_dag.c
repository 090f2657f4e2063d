/* async_random_dag: random sequences of small kernels, updates and host
 * reads over overlapping and disjoint sections of five arrays, each sequence
 * repeated a random number of times (so the runtime's graphs of repeating
 * launches record and replay some of them, docs/async-plan.md 4.3), some
 * kernels on the user's own async queues with waits placed at random.  A
 * model of both copies (host and device) of every array follows each step in
 * program order; every host read (update self of a section, a reduction's
 * result, the data region's end) is checked against it bit for bit: the
 * kernels' arithmetic has no product a compiler could contract.  The
 * ordering under test: an update or a reduction must see every kernel before
 * it that wrote what it reads, a kernel must see every update device before
 * it, and kernels on disjoint sections may run in any order.  As OpenACC
 * asks of a correct program, an operation that conflicts with work still on
 * another async queue waits for that queue first (wait(q)), and only then:
 * work on disjoint sections stays in flight on its queues meanwhile.
 * GW_DAG_SEED=n runs another program of the same kind (the GPU pass runs a
 * few). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <openacc.h>

#define NA 5
#define N 6000
#define PAD 64          /* reads reach PAD past a section */
#define NSEQ 70

static double *a[NA];           /* the program's arrays (host copies) */
static double dev[NA][N + PAD]; /* the model's device copies */
static double hcopy[NA][N + PAD];
static double (*hst)[N + PAD] = hcopy;  /* the model's host copies: dev itself in host fallback,
                                           where the program's copies are one memory */
static unsigned long long rs;
static int bad;

static unsigned rnd(unsigned n)
{
    rs ^= rs << 13;
    rs ^= rs >> 7;
    rs ^= rs << 17;
    return (unsigned)((rs >> 11) % n);
}

/* ---- the device work: a section [lo, lo+len) of one array ---- */

static void k_mix(double *restrict d, const double *restrict s, int lo, int len, int off, int q)
{
    if (q < 0) {
#pragma acc parallel loop present(d[lo:len], s[lo + off:len])
        for (int i = lo; i < lo + len; i++)
            d[i] = (d[i] + s[i + off]) * 0.5;
    } else {
#pragma acc parallel loop present(d[lo:len], s[lo + off:len]) async(q)
        for (int i = lo; i < lo + len; i++)
            d[i] = (d[i] + s[i + off]) * 0.5;
    }
}

static void k_bump(double *d, int lo, int len, int q)
{
    if (q < 0) {
#pragma acc parallel loop present(d[lo:len])
        for (int i = lo; i < lo + len; i++)
            d[i] = (d[i] + (double)(i & 7)) * 0.75;
    } else {
#pragma acc parallel loop present(d[lo:len]) async(q)
        for (int i = lo; i < lo + len; i++)
            d[i] = (d[i] + (double)(i & 7)) * 0.75;
    }
}

static double k_max(const double *s, int lo, int len)
{
    double m = -1e300;
#pragma acc parallel loop present(s[lo:len]) reduction(max:m)
    for (int i = lo; i < lo + len; i++)
        m = s[i] > m ? s[i] : m;
    return m;
}

static long k_count(const double *s, int lo, int len, double t)
{
    long c = 0;
#pragma acc parallel loop present(s[lo:len]) reduction(+:c)
    for (int i = lo; i < lo + len; i++)
        c += s[i] > t;
    return c;
}

/* ---- the same on the model ---- */

static void m_mix(int d, int s, int lo, int len, int off)
{
    for (int i = lo; i < lo + len; i++)
        dev[d][i] = (dev[d][i] + dev[s][i + off]) * 0.5;
}

static void m_bump(int d, int lo, int len)
{
    for (int i = lo; i < lo + len; i++)
        dev[d][i] = (dev[d][i] + (double)(i & 7)) * 0.75;
}

static void compare_host(int x, const char *what, int seq, int step)
{
    for (int i = 0; i < N + PAD; i++)
        if (memcmp(&a[x][i], &hst[x][i], sizeof(double))) {
            if (bad++ < 8)
                printf("sequence %d step %d (%s): a%d[%d] = %.17g, expected %.17g\n", seq, step, what, x, i,
                       a[x][i], hst[x][i]);
            return;
        }
}

/* the sections work still on async queue 1..3 reads and writes */
#define NPEND 64
typedef struct { int x, lo, hi, w; } Sec;
static Sec pend[4][NPEND];
static int npend[4];

static int overlap(Sec a1, Sec b1)
{
    return a1.x == b1.x && a1.lo < b1.hi && b1.lo < a1.hi && (a1.w || b1.w);
}

/* wait(p) for every queue p other than q whose work conflicts with secs */
static void wait_conflicts(const Sec *secs, int n, int q)
{
    for (int p = 1; p <= 3; p++) {
        if (p == q || !npend[p])
            continue;
        int hit = 0;
        for (int i = 0; i < npend[p] && !hit; i++)
            for (int j = 0; j < n && !hit; j++)
                hit = overlap(pend[p][i], secs[j]);
        if (hit || (q > 0 && npend[q] + n > NPEND)) {
#pragma acc wait(p)
            npend[p] = 0;
        }
    }
    if (q > 0 && npend[q] + n > NPEND) {
#pragma acc wait(q)
        npend[q] = 0;
    }
    if (q > 0)
        for (int j = 0; j < n; j++)
            pend[q][npend[q]++] = secs[j];
}

/* One operation of a sequence, chosen once and then repeated. */
typedef struct {
    int kind;           /* 0 mix, 1 bump, 2 update self, 3 host write + update device, 4 max, 5 count, 6 wait */
    int d, s, lo, len, off, q;
} Op;

static void pick_section(Op *o)
{
    static const int lens[] = {1, 7, 64, 333, 1024, 2500, N};
    o->len = lens[rnd(7)];
    o->lo = o->len == N ? 0 : (int)rnd((unsigned)(N - o->len + 1));
}

static void pick(Op *o, int async_ok)
{
    memset(o, 0, sizeof *o);
    unsigned r = rnd(100);
    o->kind = r < 38 ? 0 : r < 60 ? 1 : r < 72 ? 2 : r < 80 ? 3 : r < 86 ? 4 : r < 92 ? 5 : 6;
    o->d = (int)rnd(NA);
    do o->s = (int)rnd(NA); while (o->s == o->d);
    pick_section(o);
    o->off = (int)rnd(PAD + 1);
    o->q = async_ok && (o->kind == 0 || o->kind == 1) && rnd(3) == 0 ? 1 + (int)rnd(3) : -1;
}

static void run(const Op *o, int seq, int step, int rep)
{
    Sec secs[2] = {{o->d, o->lo, o->lo + o->len, o->kind == 0 || o->kind == 1 || o->kind == 3},
                   {o->s, o->lo + o->off, o->lo + o->off + o->len, 0}};
    if (o->kind == 6) {
#pragma acc wait
        npend[1] = npend[2] = npend[3] = 0;
        return;
    }
    wait_conflicts(secs, o->kind == 0 ? 2 : 1, o->q);
    switch (o->kind) {
    case 0:
        k_mix(a[o->d], a[o->s], o->lo, o->len, o->off, o->q);
        m_mix(o->d, o->s, o->lo, o->len, o->off);
        break;
    case 1:
        k_bump(a[o->d], o->lo, o->len, o->q);
        m_bump(o->d, o->lo, o->len);
        break;
    case 2: {
        double *x = a[o->d];
        int lo = o->lo, len = o->len;
#pragma acc update self(x[lo:len])
        memmove(&hst[o->d][lo], &dev[o->d][lo], (size_t)len * sizeof(double));
        compare_host(o->d, "update self", seq, step);
        break;
    }
    case 3: {
        double *x = a[o->d];
        int lo = o->lo, len = o->len;
        for (int i = lo; i < lo + len; i++)
            x[i] = hst[o->d][i] = (double)((i * 31 + rep * 7 + step) % 1000) / 8.0;
#pragma acc update device(x[lo:len])
        memmove(&dev[o->d][lo], &hst[o->d][lo], (size_t)len * sizeof(double));
        break;
    }
    case 4: {
        double m = k_max(a[o->d], o->lo, o->len), e = -1e300;
        for (int i = o->lo; i < o->lo + o->len; i++)
            e = dev[o->d][i] > e ? dev[o->d][i] : e;
        if (m != e && bad++ < 8)
            printf("sequence %d step %d: max of a%d[%d:%d] = %.17g, expected %.17g\n", seq, step, o->d, o->lo,
                   o->len, m, e);
        break;
    }
    case 5: {
        double t = 60.0;
        long c = k_count(a[o->d], o->lo, o->len, t), e = 0;
        for (int i = o->lo; i < o->lo + o->len; i++)
            e += dev[o->d][i] > t;
        if (c != e && bad++ < 8)
            printf("sequence %d step %d: count over a%d[%d:%d] = %ld, expected %ld\n", seq, step, o->d, o->lo,
                   o->len, c, e);
        break;
    }
    }
}

int main(void)
{
    const char *e = getenv("GW_DAG_SEED");
    unsigned long long seed = e ? strtoull(e, NULL, 10) : 20261127ull;
    rs = seed * 2654435761ull + 1;
    if (acc_get_device_type() == acc_device_host)
        hst = dev;
    for (int x = 0; x < NA; x++) {
        a[x] = malloc((N + PAD) * sizeof(double));
        if (!a[x])
            return 1;
        for (int i = 0; i < N + PAD; i++)
            a[x][i] = hst[x][i] = dev[x][i] = (double)rnd(1000) / 8.0;
    }
    double *a0 = a[0], *a1 = a[1], *a2 = a[2], *a3 = a[3], *a4 = a[4];
    long ops = 0, kernels = 0;
#pragma acc data copy(a0[0:N + PAD], a1[0:N + PAD], a2[0:N + PAD], a3[0:N + PAD], a4[0:N + PAD])
    {
        for (int seq = 0; seq < NSEQ; seq++) {
            Op op[14];
            int len = 2 + (int)rnd(12), reps = 1 + (int)rnd(7);
            int quiet = rnd(2);     /* kernels only: what the graphs record once the
                                       sequence has repeated 3 times, in batches of
                                       ceil(32 / len) repeats (docs/async-plan.md 4.3) */
            if (quiet)
                reps = 3 + 2 * ((32 + len - 1) / len) + (int)rnd(4);
            for (int k = 0; k < len; k++) {
                pick(&op[k], !quiet);
                if (quiet)
                    op[k].kind = rnd(2), op[k].q = -1;
            }
            if (quiet) {
                /* nothing but launches while it repeats (a call of a host function
                   between them would be a place the host could see them, where it
                   waits), then the same on the model */
                for (int rep = 0; rep < reps; rep++)
                    for (int k = 0; k < len; k++) {
                        const Op *o = &op[k];
                        if (o->kind == 0)
                            k_mix(a[o->d], a[o->s], o->lo, o->len, o->off, -1);
                        else
                            k_bump(a[o->d], o->lo, o->len, -1);
                    }
                for (int rep = 0; rep < reps; rep++)
                    for (int k = 0; k < len; k++) {
                        const Op *o = &op[k];
                        if (o->kind == 0)
                            m_mix(o->d, o->s, o->lo, o->len, o->off);
                        else
                            m_bump(o->d, o->lo, o->len);
                    }
                ops += (long)reps * len;
                kernels += (long)reps * len;
                continue;
            }
            for (int rep = 0; rep < reps; rep++)
                for (int k = 0; k < len; k++) {
                    run(&op[k], seq, k, rep);
                    ops++;
                    kernels += op[k].kind < 2 || op[k].kind == 4 || op[k].kind == 5;
                }
        }
#pragma acc wait
        npend[1] = npend[2] = npend[3] = 0;
    }
    for (int x = 0; x < NA; x++) {
        memmove(hst[x], dev[x], sizeof dev[x]);
        compare_host(x, "end of the data region", NSEQ, 0);
    }
    if (bad) {
        printf("FAIL async_random_dag (seed %llu): %d wrong\n", seed, bad);
        return 1;
    }
    printf("PASS async_random_dag (seed %llu): %ld operations, %ld kernels\n", seed, ops, kernels);
    return 0;
}
