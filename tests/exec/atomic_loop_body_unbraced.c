/* An atomic construct as the whole body of a for loop, without braces
 * around it: the block of 'atomic capture' ({ x += v; c = x; }), 'atomic
 * update' and 'atomic write' statements, under a parallel loop and under a
 * vector loop.  gwcc took the capture's block for the loop's own and stopped
 * on overlapping edits (found by tools/fuzz, seed 317, mutant 1070:
 * exec/vv_atomic_forms with the loop's braces deleted).  Checked against the
 * host loops on random data: totals exactly (integers), and each captured
 * value one of the running totals of its slot. */
#include <stdio.h>
#include <stdlib.h>

#define N 30011
#define S 13
static unsigned st = 0xACE1u;
static unsigned xs(void) { st ^= st << 13; st ^= st >> 17; st ^= st << 5; return st; }

int main(void)
{
    long *a = malloc(N * sizeof *a), *cap = malloc(N * sizeof *cap), tot[S] = {0}, hot[S] = {0};
    long hist[S] = {0}, hhist[S] = {0}, last[4] = {0};
    int bad = 0;
    for (int i = 0; i < N; i++) a[i] = (long)(xs() % 1000) + 1;
#pragma acc data copyin(a[0:N]) copyout(cap[0:N]) copy(tot, hist, last)
    {
#pragma acc parallel loop
        for (int i = 0; i < N; i++)
#pragma acc atomic capture
            {
                tot[i % S] += a[i];
                cap[i] = tot[i % S];
            }
#pragma acc parallel loop gang
        for (int g = 0; g < 64; g++)
#pragma acc loop vector
            for (int i = g; i < N; i += 64)
#pragma acc atomic update
                hist[a[i] % S]++;
#pragma acc parallel loop
        for (int i = 0; i < 4; i++)
#pragma acc atomic write
            last[i] = 7 * i + 1;
    }
    for (int i = 0; i < N; i++) { hot[i % S] += a[i]; hhist[a[i] % S]++; }
    for (int k = 0; k < S; k++) {
        if (tot[k] != hot[k] && bad++ < 5) printf("tot[%d] = %ld, want %ld\n", k, tot[k], hot[k]);
        if (hist[k] != hhist[k] && bad++ < 5) printf("hist[%d] = %ld, want %ld\n", k, hist[k], hhist[k]);
    }
    /* cap[i] is a running total of slot i % S: at least a[i], at most the slot's total,
       and the slot's largest capture is its total */
    long mx[S] = {0};
    for (int i = 0; i < N; i++) {
        if ((cap[i] < a[i] || cap[i] > hot[i % S]) && bad++ < 10) printf("cap[%d] = %ld out of range\n", i, cap[i]);
        if (cap[i] > mx[i % S]) mx[i % S] = cap[i];
    }
    for (int k = 0; k < S; k++)
        if (mx[k] != hot[k] && bad++ < 10) printf("largest capture of slot %d = %ld, want %ld\n", k, mx[k], hot[k]);
    for (int i = 0; i < 4; i++)
        if (last[i] != 7 * i + 1 && bad++ < 10) printf("last[%d] = %ld\n", i, last[i]);
    printf("%s\n", bad ? "FAIL" : "PASS");
    free(a); free(cap);
    return bad != 0;
}
