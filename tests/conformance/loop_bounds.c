/* Covers: loop construct iteration spaces (OpenACC 3.3 sec. 2.9: the trip count is computed before the loop runs): zero, one, two and 33 iterations under gang vector, reversed bounds (no iterations), <=, > and >= conditions, negative and non-unit steps, unsigned, long and char induction variables, and bounds given by expressions, in parallel and kernels; every iteration runs exactly once and no other. */
#include <stdio.h>

#define N 1000
static int cnt[N];

static int check(const char *what, int lo, int hi, int step)  /* iterations lo, lo+step, ... up to hi inclusive (step may be < 0) */
{
    int bad = 0;
    for (int i = 0; i < N; i++) {
        int in = step > 0 ? (i >= lo && i <= hi && (i - lo) % step == 0) : (i <= lo && i >= hi && (lo - i) % -step == 0);
        if (cnt[i] != in && bad++ < 5) printf("%s: index %d ran %d times, expected %d\n", what, i, cnt[i], in);
        cnt[i] = 0;
    }
    return bad;
}

int main(void)
{
    int bad = 0;
    int zero = 0, one = 1, two = 2, n33 = 33, lo = 500, hi = 499;
    unsigned ulo = 10u, uhi = 990u;
    long llo = 7, lhi = 950;

#pragma acc parallel loop gang vector copy(cnt)
    for (int i = 0; i < zero; i++) cnt[i] += 1;
    bad += check("0 iterations", 0, -1, 1);
#pragma acc parallel loop gang vector copy(cnt)
    for (int i = 0; i < one; i++) cnt[i] += 1;
    bad += check("1 iteration", 0, 0, 1);
#pragma acc parallel loop gang vector copy(cnt)
    for (int i = 0; i < two; i++) cnt[i + 100] += 1;
    bad += check("2 iterations", 100, 101, 1);
#pragma acc parallel loop gang vector copy(cnt)
    for (int i = 0; i < n33; i++) cnt[i * 3] += 1;
    bad += check("33 iterations", 0, 96, 3);
#pragma acc parallel loop gang vector copy(cnt)
    for (int i = lo; i < hi; i++) cnt[i] += 1;
    bad += check("reversed bounds", 0, -1, 1);
#pragma acc parallel loop copy(cnt)
    for (int i = 5; i <= 605; i++) cnt[i] += 1;
    bad += check("<=", 5, 605, 1);
#pragma acc parallel loop copy(cnt)
    for (int i = N - 1; i > 17; i--) cnt[i] += 1;
    bad += check("> with i--", N - 1, 18, -1);
#pragma acc parallel loop copy(cnt)
    for (int i = 900; i >= 3; i -= 7) cnt[i] += 1;
    bad += check(">= with step -7", 900, 3, -7);
#pragma acc parallel loop copy(cnt)
    for (unsigned u = ulo; u < uhi; u += 4u) cnt[u] += 1;
    bad += check("unsigned", 10, 989, 4);
#pragma acc parallel loop copy(cnt)
    for (long l = lhi; l >= llo; l -= 11) cnt[l] += 1;
    bad += check("long, decreasing", 950, 7, -11);
#pragma acc parallel loop copy(cnt)
    for (signed char c = -100; c < 100; c += 3) cnt[c + 100] += 1;
    bad += check("signed char", 0, 199, 3);
#pragma acc kernels copy(cnt)
    {
#pragma acc loop independent
        for (int i = lo / 2 + one; i < lo + hi / 3 - two; i += two + one) cnt[i] += 1;
    }
    bad += check("kernels, expression bounds", 251, 663, 3);
#pragma acc kernels copy(cnt)
    {
#pragma acc loop independent
        for (int i = 0; i < zero; i++) cnt[i] += 1;
    }
    bad += check("kernels, 0 iterations", 0, -1, 1);
    /* a nest whose inner trip count is zero for some outer iterations */
#pragma acc parallel loop gang copy(cnt)
    for (int i = 0; i < 40; i++) {
#pragma acc loop vector
        for (int j = 0; j < i % 5; j++) cnt[i * 20 + j] += 1;
    }
    for (int i = 0; i < 40; i++)
        for (int j = 0; j < 20; j++) {
            int e = j < i % 5;
            if (cnt[i * 20 + j] != e && bad++ < 10) printf("inner trip i %% 5: (%d,%d) ran %d times, expected %d\n", i, j, cnt[i * 20 + j], e);
        }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
