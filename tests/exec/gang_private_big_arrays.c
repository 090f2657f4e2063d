/* Arrays one per gang, shared by the gang's vector lanes, too big for the
 * 48 KB of static shared memory a kernel may have: a gang loop's
 * private(w) of 20,000 doubles, the same on a combined construct and on a
 * kernels loop (with a 3,000-double and a 3,008-float one: over the
 * budget together, so the double one moves too and the float one stays in
 * shared memory), an array declared in a gang loop's body, and a
 * construct's private array.  ptxas refused them
 * ("uses too much shared data"); they now live in device memory, a slice
 * per gang (--info says so).  The lanes write one order and read another,
 * so each gang's copy must be one the lanes share.  Found by tools/fuzz
 * (seed 313, mutants 4074 and 9402: private(a) of a 20,000-element array
 * on a gang loop).  Checked against the host loops on random data. */
#include <stdio.h>
#include <stdlib.h>

#define M 20000
#define G 300
#define S 3000
static double w[M], big[M], x[M], scr[S];
static float y[S + 8];
static double out[G], hout[G], out2[G], hout2[G], out3[G], hout3[G], out4[G], hout4[G], out5[G], hout5[G];
static unsigned seed = 0x1234567u;
static unsigned xr(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0;
    for (int j = 0; j < M; j++) x[j] = (double)(xr() % 2048) / 16;

    /* a gang loop's private array in a parallel region */
#pragma acc parallel copyin(x) copyout(out)
    {
#pragma acc loop gang private(w)
        for (int g = 0; g < G; g++) {
#pragma acc loop vector
            for (int j = 0; j < M; j++) w[j] = x[j] * (g + 1);
            double s = 0;
#pragma acc loop vector reduction(+:s)
            for (int j = 0; j < M; j++) s += w[M - 1 - j] * (j % 7);
            out[g] = s;
        }
    }
    /* the combined construct's, with worker lanes too */
#pragma acc parallel loop gang num_workers(4) vector_length(32) private(big) copyin(x) copyout(out2)
    for (int g = 0; g < G; g++) {
#pragma acc loop worker vector
        for (int j = 0; j < M; j++) big[j] = x[(j + g) % M];
        double s = 0;
#pragma acc loop worker vector reduction(+:s)
        for (int j = 0; j < M; j++) s += big[(j * 17) % M] * (j & 3);
        out2[g] = s;
    }
    /* an array declared at gang scope */
#pragma acc parallel loop gang copyin(x) copyout(out3)
    for (int g = 0; g < G; g++) {
        double t[M];
#pragma acc loop vector
        for (int j = 0; j < M; j++) t[j] = x[j] - g;
        double s = 0;
#pragma acc loop vector reduction(+:s)
        for (int j = 0; j < M; j++) s += t[(j + 5 * g) % M];
        out3[g] = s;
    }
    /* a kernels loop's private array, and two that fit only one at a time */
#pragma acc kernels loop gang private(w, scr, y) copyin(x) copyout(out4)
    for (int g = 0; g < G; g++) {
#pragma acc loop vector
        for (int j = 0; j < M; j++) w[j] = x[j] + g;
#pragma acc loop vector
        for (int j = 0; j < S; j++) { scr[j] = w[j * 3] * 0.5; y[j] = (float)(j % 11); }
        double s = 0;
#pragma acc loop vector reduction(+:s)
        for (int j = 0; j < S; j++) s += scr[S - 1 - j] + y[(j + g) % S];
        out4[g] = s;
    }
    /* the construct's private array: each gang's own, reused by its iterations */
#pragma acc parallel num_gangs(40) vector_length(128) private(w) copyin(x) copyout(out5)
    {
#pragma acc loop gang
        for (int g = 0; g < G; g++) {
#pragma acc loop vector
            for (int j = 0; j < M; j++) w[j] = x[M - 1 - j] * g;
            double s = 0;
#pragma acc loop vector reduction(max:s)
            for (int j = 0; j < M; j++) s = w[j] > s ? w[j] : s;
            out5[g] = s;
        }
    }

    for (int g = 0; g < G; g++) {
        double s = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0;
        for (int j = 0; j < M; j++) w[j] = x[j] * (g + 1);
        for (int j = 0; j < M; j++) s += w[M - 1 - j] * (j % 7);
        for (int j = 0; j < M; j++) big[j] = x[(j + g) % M];
        for (int j = 0; j < M; j++) s2 += big[(j * 17) % M] * (j & 3);
        for (int j = 0; j < M; j++) s3 += x[(j + 5 * g) % M] - g;
        for (int j = 0; j < S; j++) { scr[j] = (x[j * 3] + g) * 0.5; y[j] = (float)(j % 11); }
        for (int j = 0; j < S; j++) s4 += scr[S - 1 - j] + y[(j + g) % S];
        for (int j = 0; j < M; j++) { double v = x[M - 1 - j] * g; s5 = v > s5 ? v : s5; }
        hout[g] = s; hout2[g] = s2; hout3[g] = s3; hout4[g] = s4; hout5[g] = s5;
    }
    for (int g = 0; g < G; g++) {
        double got[5] = {out[g], out2[g], out3[g], out4[g], out5[g]}, want[5] = {hout[g], hout2[g], hout3[g], hout4[g], hout5[g]};
        for (int c = 0; c < 5; c++) {
            double d = got[c] - want[c], tol = 1e-9 * (want[c] < 0 ? -want[c] : want[c]) + 1e-9;
            if ((d > tol || d < -tol) && bad++ < 10) printf("out%d[%d] = %.17g, want %.17g\n", c + 1, g, got[c], want[c]);
        }
    }
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad != 0;
}
