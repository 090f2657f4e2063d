/* alloca in a compute region (<alloca.h>'s macro: __builtin_alloca, and the
 * builtin by name): per-iteration scratch on the thread's stack, which CUDA
 * device code has.  gwcc called it "a function without a declaration" and
 * refused the program, which gcc takes.  Not for run-time specialisation
 * (NVRTC has no alloca: --info says so).  Checked against the host loop on
 * random data. */
#include <stdio.h>
#include <stdlib.h>
#include <alloca.h>

static unsigned st = 0x51ED2705u;
static unsigned xs(void) { st ^= st << 13; st ^= st >> 17; st ^= st << 5; return st; }

int main(void)
{
    int n = 20000, bad = 0;
    double *a = malloc(n * sizeof *a), *out = malloc(n * sizeof *out), *want = malloc(n * sizeof *want);
    for (int i = 0; i < n; i++) a[i] = (double)(xs() % 1000) / 16;
#pragma acc parallel loop copyin(a[0:n]) copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        int m = 3 + i % 5;
        double *t = alloca(m * sizeof *t);
        int *k = __builtin_alloca(2 * sizeof *k);
        k[0] = i % 7;
        k[1] = m;
        for (int j = 0; j < m; j++) t[j] = a[(i + j) % n] * (j + 1);
        double s = 0;
        for (int j = m - 1; j >= 0; j--) s += t[j];
        out[i] = s + k[0] * k[1];
    }
    for (int i = 0; i < n; i++) {
        int m = 3 + i % 5;
        double s = 0;
        for (int j = m - 1; j >= 0; j--) s += a[(i + j) % n] * (j + 1);
        want[i] = s + (i % 7) * m;
    }
    for (int i = 0; i < n; i++)
        if (out[i] != want[i] && bad++ < 5) printf("out[%d] = %.17g, want %.17g\n", i, out[i], want[i]);
    printf("%s\n", bad ? "FAIL" : "PASS");
    free(a); free(out); free(want);
    return bad != 0;
}
