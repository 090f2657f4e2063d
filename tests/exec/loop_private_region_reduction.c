/* A loop's private(x) where x is the compute construct's reduction
 * variable: the loop's iterations use their own x, and only the loops
 * without the clause add into the gang's copy that the reduction combines.
 * A gang loop updating the reduction variable keeps several partial sums
 * per thread (loop_partials); with private(sum) on that loop its CUDA
 * declared sum twice (nvcc: "already been declared").  Found by tools/fuzz
 * (seed 313, mutant 1352: conformance/parallel_reduction with
 * private(sum) tile(3) inserted).  Checked against the host loops on
 * random data. */
#include <stdio.h>
#include <stdlib.h>

#define N 40961
static unsigned seed = 0x9E3779B9u;
static unsigned xr(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b), *hb = malloc(N * sizeof *hb), bad = 0;
    double *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y), *hy = malloc(N * sizeof *hy);
    for (int i = 0; i < N; i++) { a[i] = (int)(xr() % 1000) - 500; x[i] = (double)(xr() % 4096) / 64; }

    /* a gang loop with sum private, then a gang loop adding into the reduction */
    long sum = 17, hsum = 17;
#pragma acc parallel num_gangs(64) reduction(+:sum) copyin(a[0:N]) copyout(b[0:N])
    {
#pragma acc loop gang private(sum)
        for (int i = 0; i < N; i++) { sum = a[i] * 3L; b[i] = (int)(sum - 1); }
#pragma acc loop gang
        for (int i = 0; i < N; i++) sum += a[i];
    }
    for (int i = 0; i < N; i++) { hb[i] = a[i] * 3 - 1; hsum += a[i]; }

    /* the same with tile(3) and a gang vector loop, and on a double */
    double d = 0.5, hd = 0.5;
#pragma acc parallel reduction(+:d) copyin(x[0:N]) copyout(y[0:N])
    {
#pragma acc loop private(d) tile(3) gang
        for (int i = 0; i < N; i++) { d = x[i] * 0.25; y[i] = d + 1; }
#pragma acc loop gang vector
        for (int i = 0; i < N; i++) d += x[i];
    }
    for (int i = 0; i < N; i++) { hy[i] = x[i] * 0.25 + 1; hd += x[i]; }

    /* a max reduction, then a gang vector loop with the variable private */
    int mx = -1000000, hmx = -1000000, base = 7;
#pragma acc parallel loop gang vector reduction(max:mx) copyin(a[0:N])
    for (int i = 0; i < N; i++) mx = a[i] > mx ? a[i] : mx;
#pragma acc parallel reduction(max:mx) copyin(a[0:N]) copy(b[0:N])
    {
#pragma acc loop gang vector private(mx)
        for (int i = 0; i < N; i++) { mx = a[i] + base; b[i] += mx; }
    }
    for (int i = 0; i < N; i++) { hmx = a[i] > hmx ? a[i] : hmx; hb[i] += a[i] + base; }

    for (int i = 0; i < N; i++) {
        if (b[i] != hb[i] && bad++ < 5) printf("b[%d] = %d, want %d\n", i, b[i], hb[i]);
        if (y[i] != hy[i] && bad++ < 5) printf("y[%d] = %g, want %g\n", i, y[i], hy[i]);
    }
    if (sum != hsum && bad++ < 10) printf("sum = %ld, want %ld\n", sum, hsum);
    if (d != hd && (d - hd > 1e-9 * hd || hd - d > 1e-9 * hd) && bad++ < 10) printf("d = %.17g, want %.17g\n", d, hd);
    if (mx != hmx && bad++ < 10) printf("mx = %d, want %d\n", mx, hmx);
    printf("%s\n", bad ? "FAIL" : "PASS");
    free(a); free(b); free(hb); free(x); free(y); free(hy);
    return bad != 0;
}
