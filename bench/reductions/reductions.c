/* reductions.c: the reduction micro-suite, after OpenUH's (Xu et al., "Compiler
 * Implementation of OpenACC Reductions").  Each case is one position of the
 * reduction in a loop nest x one operator (+ * max) x one type (int, double):
 *   gang        parallel loop gang reduction; the inner loops run in each gang
 *   worker      a worker loop's reduction on a gang-private variable, per gang
 *   vector      a vector loop's reduction on a gang-private variable, per gang
 *   gang_worker         gang and worker loops of a nest both reduce
 *   worker_vector       worker and vector loops both reduce, per gang
 *   gang_worker_vector  all three loops of a nest reduce
 *   gwv_one_loop        one loop with gang worker vector
 * Each case is checked against the host loop on random inputs (the starting
 * value is not the identity), then timed: the median of REPS runs after one
 * warm-up.  One line per case:
 *   RESULT case=POSITION_OP_TYPE ms=MEDIAN check=PASS|FAIL
 * Builds with gwcc and with GCC's OpenACC (gcc-12 -fopenacc). */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define PR(x) _Pragma(#x)
#define ACC(x) PR(acc x)

#ifndef NK
#define NK 512          /* gangs: the outer loop */
#endif
#define NJ 32           /* workers: the middle loop */
#define NI 128          /* vector lanes: the inner loop */
#define N (NK * NJ * NI)
#define NW 8
#define VL 32
#define REPS 5

/* inputs: d_add_T for + and max, d_mul_T (factors near 1) for * */
static int d_add_int[N], d_mul_int[N];
static double d_add_double[N], d_mul_double[N];
#define d_max_int d_add_int
#define d_max_double d_add_double
static int out_int[NK];
static double out_double[NK];

#define RED_add +
#define RED_mul *
#define RED_max max
#define OP_add(a, b) ((a) + (b))
#define OP_mul(a, b) ((a) * (b))
#define OP_max(a, b) ((b) > (a) ? (b) : (a))
/* starting values: never the identity */
#define START_add_int 3
#define START_mul_int 1
#define START_max_int (-1000)
#define START_add_double 0.5
#define START_mul_double 1.25
#define START_max_double (-1.0)
#define TOL_int 0.0
#define TOL_double 1e-9

static int failures;

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

static int close_to(double got, double want, double tol)
{
    double d = got - want;
    if (d < 0) d = -d;
    return tol == 0 ? got == want : d <= tol * (want < 0 ? -want : want) + 1e-300;
}

static void report(const char *name, double *ms, int ok)
{
    printf("RESULT case=%s ms=%.4f check=%s\n", name, median(ms, REPS), ok ? "PASS" : "FAIL");
    fflush(stdout);
    if (!ok) failures++;
}

/* A scalar result: run once (warm-up, checked), then time REPS runs. */
#define SCALAR_CASE(pos, op, T, region)                                                            \
    static void pos##_##op##_##T(void)                                                             \
    {                                                                                              \
        const T *d = d_##op##_##T;                                                                 \
        T want = START_##op##_##T, r = 0;                                                          \
        for (int e = 0; e < N; e++) want = OP_##op(want, d[e]);                                    \
        double ms[REPS];                                                                           \
        int ok = 1;                                                                                \
        for (int rep = -1; rep < REPS; rep++) {                                                    \
            double t0 = now_ms();                                                                  \
            r = START_##op##_##T;                                                                  \
            region;                                                                                \
            if (rep >= 0) ms[rep] = now_ms() - t0;                                                 \
            if (!close_to((double)r, (double)want, TOL_##T)) {                                     \
                if (ok) printf("# %s: got %.17g, expected %.17g\n", #pos "_" #op "_" #T, (double)r,  \
                               (double)want);                                                      \
                ok = 0;                                                                            \
            }                                                                                      \
        }                                                                                          \
        report(#pos "_" #op "_" #T, ms, ok);                                                       \
    }

/* One result per gang, in out_T (present on the device). */
#define ROW_CASE(pos, op, T, region)                                                               \
    static void pos##_##op##_##T(void)                                                             \
    {                                                                                              \
        const T *d = d_##op##_##T;                                                                 \
        T *out = out_##T;                                                                          \
        double ms[REPS];                                                                           \
        int ok = 1;                                                                                \
        for (int rep = -1; rep < REPS; rep++) {                                                    \
            for (int k = 0; k < NK; k++) out[k] = (T)-7;                                           \
            ACC(update device(out[0:NK]))                                                          \
            double t0 = now_ms();                                                                  \
            region;                                                                                \
            if (rep >= 0) ms[rep] = now_ms() - t0;                                                 \
            ACC(update self(out[0:NK]))                                                            \
            for (int k = 0; k < NK; k++) {                                                         \
                T want = START_##op##_##T;                                                         \
                for (int e = k * NJ * NI; e < (k + 1) * NJ * NI; e++) want = OP_##op(want, d[e]);  \
                if (!close_to((double)out[k], (double)want, TOL_##T)) {                            \
                    if (ok) printf("# %s: row %d: got %.17g, expected %.17g\n", #pos "_" #op "_" #T, \
                                   k, (double)out[k], (double)want);                               \
                    ok = 0;                                                                        \
                }                                                                                  \
            }                                                                                      \
        }                                                                                          \
        report(#pos "_" #op "_" #T, ms, ok);                                                       \
    }

#define IDX(k, j, i) (((k) * NJ + (j)) * NI + (i))

#define GANG(op, T)                                                                                \
    SCALAR_CASE(gang, op, T, {                                                                     \
        ACC(parallel loop gang present(d[0:N]) reduction(RED_##op:r))                              \
        for (int k = 0; k < NK; k++)                                                               \
            for (int j = 0; j < NJ; j++)                                                           \
                for (int i = 0; i < NI; i++) r = OP_##op(r, d[IDX(k, j, i)]);                      \
    })

#define WORKER(op, T)                                                                              \
    ROW_CASE(worker, op, T, {                                                                      \
        ACC(parallel loop gang num_workers(NW) present(d[0:N], out[0:NK]))                         \
        for (int k = 0; k < NK; k++) {                                                             \
            T s = START_##op##_##T;                                                                \
            ACC(loop worker reduction(RED_##op:s))                                                 \
            for (int j = 0; j < NJ; j++)                                                           \
                for (int i = 0; i < NI; i++) s = OP_##op(s, d[IDX(k, j, i)]);                      \
            out[k] = s;                                                                            \
        }                                                                                          \
    })

#define VECTOR(op, T)                                                                              \
    ROW_CASE(vector, op, T, {                                                                      \
        ACC(parallel loop gang vector_length(128) present(d[0:N], out[0:NK]))                      \
        for (int k = 0; k < NK; k++) {                                                             \
            T s = START_##op##_##T;                                                                \
            ACC(loop vector reduction(RED_##op:s))                                                 \
            for (int ji = 0; ji < NJ * NI; ji++) s = OP_##op(s, d[k * NJ * NI + ji]);              \
            out[k] = s;                                                                            \
        }                                                                                          \
    })

#define GANG_WORKER(op, T)                                                                         \
    SCALAR_CASE(gang_worker, op, T, {                                                              \
        ACC(parallel loop gang num_workers(NW) present(d[0:N]) reduction(RED_##op:r))              \
        for (int k = 0; k < NK; k++) {                                                             \
            ACC(loop worker reduction(RED_##op:r))                                                 \
            for (int j = 0; j < NJ; j++)                                                           \
                for (int i = 0; i < NI; i++) r = OP_##op(r, d[IDX(k, j, i)]);                      \
        }                                                                                          \
    })

#define WORKER_VECTOR(op, T)                                                                       \
    ROW_CASE(worker_vector, op, T, {                                                               \
        ACC(parallel loop gang num_workers(NW) vector_length(VL) present(d[0:N], out[0:NK]))       \
        for (int k = 0; k < NK; k++) {                                                             \
            T s = START_##op##_##T;                                                                \
            ACC(loop worker reduction(RED_##op:s))                                                 \
            for (int j = 0; j < NJ; j++) {                                                         \
                ACC(loop vector reduction(RED_##op:s))                                             \
                for (int i = 0; i < NI; i++) s = OP_##op(s, d[IDX(k, j, i)]);                      \
            }                                                                                      \
            out[k] = s;                                                                            \
        }                                                                                          \
    })

#define GANG_WORKER_VECTOR(op, T)                                                                  \
    SCALAR_CASE(gang_worker_vector, op, T, {                                                       \
        ACC(parallel loop gang num_workers(NW) vector_length(VL) present(d[0:N]) reduction(RED_##op:r)) \
        for (int k = 0; k < NK; k++) {                                                             \
            ACC(loop worker reduction(RED_##op:r))                                                 \
            for (int j = 0; j < NJ; j++) {                                                         \
                ACC(loop vector reduction(RED_##op:r))                                             \
                for (int i = 0; i < NI; i++) r = OP_##op(r, d[IDX(k, j, i)]);                      \
            }                                                                                      \
        }                                                                                          \
    })

#define GWV_ONE_LOOP(op, T)                                                                        \
    SCALAR_CASE(gwv_one_loop, op, T, {                                                             \
        ACC(parallel loop gang worker vector present(d[0:N]) reduction(RED_##op:r))                \
        for (int e = 0; e < N; e++) r = OP_##op(r, d[e]);                                          \
    })

#define ALL_OPS(POS)                                                                               \
    POS(add, int) POS(mul, int) POS(max, int) POS(add, double) POS(mul, double) POS(max, double)

ALL_OPS(GANG)
ALL_OPS(WORKER)
ALL_OPS(VECTOR)
ALL_OPS(GANG_WORKER)
ALL_OPS(WORKER_VECTOR)
ALL_OPS(GANG_WORKER_VECTOR)
ALL_OPS(GWV_ONE_LOOP)

#define RUN_OPS(pos)                                                                               \
    pos##_add_int(), pos##_mul_int(), pos##_max_int(), pos##_add_double(), pos##_mul_double(),     \
        pos##_max_double()

static void fill(void)
{
    unsigned long long s = 0x9E3779B97F4A7C15ULL;
    for (int e = 0; e < N; e++) {
        s ^= s << 13, s ^= s >> 7, s ^= s << 17;
        d_add_int[e] = (int)(s % 201) - 100;
        d_add_double[e] = (double)(s >> 11) / 9007199254740992.0;
        d_mul_int[e] = 1;
        d_mul_double[e] = 1.0 + ((double)(s >> 40) / 16777216.0 - 0.5) * 2e-7;
    }
    /* a few factors other than 1: at most 2^10 * 2^... fits an int, per row
       and over everything; the signs change too */
    for (int k = 0; k < 12; k++) {
        s ^= s << 13, s ^= s >> 7, s ^= s << 17;
        d_mul_int[s % N] = 2;
        s ^= s << 13, s ^= s >> 7, s ^= s << 17;
        d_mul_int[s % N] = -1;
    }
}

int main(void)
{
    fill();
    printf("# reduction micro-suite: %d x %d x %d elements, median of %d runs after a warm-up\n", NK, NJ, NI,
           REPS);
    ACC(data copyin(d_add_int, d_mul_int, d_add_double, d_mul_double) copyin(out_int, out_double))
    {
        RUN_OPS(gang);
        RUN_OPS(worker);
        RUN_OPS(vector);
        RUN_OPS(gang_worker);
        RUN_OPS(worker_vector);
        RUN_OPS(gang_worker_vector);
        RUN_OPS(gwv_one_loop);
    }
    printf("# %d case(s) failed\n", failures);
    return failures != 0;
}
