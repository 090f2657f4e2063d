/* routine seq across files: a compute region calls functions whose bodies are
 * in other files (poly.c, pt.c), which call each other; checked on random data
 * against the same functions called on the host. */
#include <stdio.h>
#include <stdlib.h>
#include "routines.h"

#define N 5000

static unsigned long long seed = 88172645463325252ULL;
static double rnd(void)
{
    seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17;
    return (double)(seed % 100000) / 1000.0 - 50.0;
}

int main(void)
{
    Pt *p = malloc(N * sizeof *p);
    double *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b);
    int *c = malloc(N * sizeof *c);
    for (int i = 0; i < N; i++) {
        p[i].x = rnd();
        p[i].y = rnd();
        a[i] = -1;
        b[i] = -1;
        c[i] = -1;
    }
#pragma acc parallel loop copyin(p[0:N]) copyout(a[0:N], b[0:N], c[0:N])
    for (int i = 0; i < N; i++) {
        a[i] = poly(p[i].x);
        b[i] = norm2(p[i]);
        c[i] = collatz_steps((unsigned long)(i + 1));
    }
    int bad = 0;
    for (int i = 0; i < N; i++) {
        double ea = poly(p[i].x), eb = norm2(p[i]);
        int ec = collatz_steps((unsigned long)(i + 1));
        if ((a[i] - ea) * (a[i] - ea) > 1e-18 * (1 + ea * ea) || (b[i] - eb) * (b[i] - eb) > 1e-18 * (1 + eb * eb)
            || c[i] != ec) {
            if (bad++ < 5) printf("i=%d: got %g %g %d, expected %g %g %d\n", i, a[i], b[i], c[i], ea, eb, ec);
        }
    }
    if (bad) {
        printf("FAIL: %d wrong\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
