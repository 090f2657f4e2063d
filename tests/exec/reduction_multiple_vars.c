/* Covers: several reduction variables in one clause (`reduction(+:a,b,c)`) of different types, plus several reduction clauses with different operators on one loop. */
#include <stdio.h>
#include <math.h>

#define N 500000
static int v[N];
static double w[N];
static unsigned int seed = 0x3E1A7105u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { v[i] = (int)(xrand() % 201u) - 100; w[i] = (double)(xrand() % 10001u) * 1e-4; }
    int si = 10; long sl = -20; double sd = 0.5; int cnt = 0;
    int mx = -1000, mn = 1000;
#pragma acc parallel loop reduction(+:si, sl, sd, cnt) reduction(max:mx) reduction(min:mn) copyin(v[0:N], w[0:N])
    for (int i = 0; i < N; i++) {
        si += v[i];
        sl += (long)v[i] * i;
        sd += w[i] * v[i];
        cnt += v[i] > 50;
        mx = v[i] > mx ? v[i] : mx;
        mn = v[i] < mn ? v[i] : mn;
    }
    int esi = 10; long esl = -20; double esd = 0.5, ab = 0.5; int ecnt = 0, emx = -1000, emn = 1000;
    for (int i = 0; i < N; i++) {
        esi += v[i]; esl += (long)v[i] * i; esd += w[i] * v[i]; ab += fabs(w[i] * v[i]); ecnt += v[i] > 50;
        if (v[i] > emx) emx = v[i];
        if (v[i] < emn) emn = v[i];
    }
    if (si != esi) { printf("FAIL: si = %d, expected %d\n", si, esi); return 1; }
    if (sl != esl) { printf("FAIL: sl = %ld, expected %ld\n", sl, esl); return 1; }
    if (fabs(sd - esd) > 1e-12 * ab) { printf("FAIL: sd = %.17g, expected %.17g\n", sd, esd); return 1; }
    if (cnt != ecnt) { printf("FAIL: cnt = %d, expected %d\n", cnt, ecnt); return 1; }
    if (mx != emx) { printf("FAIL: mx = %d, expected %d\n", mx, emx); return 1; }
    if (mn != emn) { printf("FAIL: mn = %d, expected %d\n", mn, emn); return 1; }
    printf("PASS\n");
    return 0;
}
