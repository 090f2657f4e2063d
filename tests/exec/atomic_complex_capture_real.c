/* An atomic capture or read of a complex x into a real v: C converts the captured complex value to v's type
 * by its real part.  4096 iterations each take a ticket with 't = --z' (an int from a float _Complex) and
 * 'w = y++' (a double from another float _Complex); the tickets must be each value once, the imaginary parts stay,
 * and an atomic read of a complex into a double sees a real part the counter had.  Found by tools/fuzz
 * (atomic_capture_predec with float _Complex xi): the CUDA did not compile. */
#include <stdio.h>
#include <stdlib.h>
#include <complex.h>

int main(void)
{
    int n = 4096, bad = 0;
    float _Complex z = n + 2.0f * I;
    float _Complex y = 0.5f * I;
    int *t = malloc(n * sizeof *t);
    double *w = malloc(n * sizeof *w), *r = malloc(n * sizeof *r);
    #pragma acc parallel loop copy(z, y) copyout(t[0:n], w[0:n], r[0:n])
    for (int i = 0; i < n; i++) {
        #pragma acc atomic capture
        t[i] = --z;
        #pragma acc atomic capture
        w[i] = y++;
        #pragma acc atomic read
        r[i] = y;
    }
    char *seen_t = calloc(n, 1), *seen_w = calloc(n, 1);
    for (int i = 0; i < n; i++) {
        if (t[i] < 0 || t[i] >= n || seen_t[t[i]]++) { if (bad++ < 5) printf("t[%d] = %d\n", i, t[i]); }
        int k = (int)w[i];
        if (w[i] != k || k < 0 || k >= n || seen_w[k]++) { if (bad++ < 5) printf("w[%d] = %g\n", i, w[i]); }
        if (r[i] < 1 || r[i] > n || r[i] != (int)r[i]) { if (bad++ < 5) printf("r[%d] = %g\n", i, r[i]); }
    }
    if (crealf(z) != 0 || cimagf(z) != 2 || crealf(y) != n || cimagf(y) != 0.5f) {
        printf("z = %g%+gi, y = %g%+gi\n", crealf(z), cimagf(z), crealf(y), cimagf(y));
        bad++;
    }
    free(t); free(w); free(r); free(seen_t); free(seen_w);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
