/* latency.c: does a small reduction cost more than one kernel launch plus one
 * small copy?  Times, each the median of REPS runs after warm-ups:
 *   reduce1000  a parallel loop reduction(+) over 1000 ints (data present)
 *   launch      an empty parallel region: one kernel launch
 *   launch_copy the same, then an update self of one scalar
 * One line each: RESULT case=NAME ms=MEDIAN check=PASS|FAIL.  The claim
 * holds when reduce1000 <= launch_copy (allowing for noise). */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define N 1000
#define REPS 2001
#define WARM 50

static int x[N];
static double t[REPS];

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6;
}

static int cmp_double(const void *a, const void *b)
{
    double p = *(const double *)a, q = *(const double *)b;
    return p < q ? -1 : p > q;
}

static double median(void)
{
    qsort(t, REPS, sizeof *t, cmp_double);
    return t[REPS / 2];
}

int main(void)
{
    long want = 0;
    for (int i = 0; i < N; i++) x[i] = (i * 7919) % 201 - 100, want += x[i];
    int ok = 1, s = 0;
#pragma acc data copyin(x) copy(s)
    {
        for (int r = -WARM; r < REPS; r++) {
            double t0 = now_ms();
            long sum = 0;
#pragma acc parallel loop present(x) reduction(+:sum)
            for (int i = 0; i < N; i++) sum += x[i];
            if (r >= 0) t[r] = now_ms() - t0;
            if (sum != want) ok = 0;
        }
        printf("RESULT case=reduce1000 ms=%.5f check=%s\n", median(), ok ? "PASS" : "FAIL");
        for (int r = -WARM; r < REPS; r++) {
            double t0 = now_ms();
#pragma acc parallel num_gangs(1) present(s)
            {
                s = 1;
            }
            if (r >= 0) t[r] = now_ms() - t0;
        }
        printf("RESULT case=launch ms=%.5f check=PASS\n", median());
        for (int r = -WARM; r < REPS; r++) {
            double t0 = now_ms();
#pragma acc parallel num_gangs(1) present(s)
            {
                s = 2;
            }
#pragma acc update self(s)
            if (r >= 0) t[r] = now_ms() - t0;
        }
        printf("RESULT case=launch_copy ms=%.5f check=%s\n", median(), s == 2 ? "PASS" : "FAIL");
    }
    return !ok;
}
