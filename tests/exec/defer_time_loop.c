/* A time loop as benchmarks write it: a static step function of two
 * kernels, called in a loop inside a data region, a clock read under an if
 * in the loop and after it, buffers swapped by pointer.  The kernels run
 * ahead of the host until a clock is read (fe_flow.c); the results must be
 * those of the plain host loop, whatever ran ahead. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <time.h>

static double clock_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

static void step(int n, const double *restrict u, double *restrict w, double *restrict e)
{
#pragma acc parallel loop present(u[0:n], w[0:n], e[0:n])
    for (int i = 1; i < n - 1; i++) w[i] = 0.25 * u[i - 1] + 0.5 * u[i] + 0.25 * u[i + 1];
#pragma acc parallel loop present(w[0:n], e[0:n])
    for (int i = 0; i < n; i++) e[i] += w[i] * w[i];
}

static void host_step(int n, const double *u, double *w, double *e)
{
    for (int i = 1; i < n - 1; i++) w[i] = 0.25 * u[i - 1] + 0.5 * u[i] + 0.25 * u[i + 1];
    for (int i = 0; i < n; i++) e[i] += w[i] * w[i];
}

int main(void)
{
    int n = 100003, steps = 37;
    double *u = malloc(n * sizeof *u), *w = malloc(n * sizeof *w), *e = malloc(n * sizeof *e);
    double *hu = malloc(n * sizeof *u), *hw = malloc(n * sizeof *w), *he = malloc(n * sizeof *e);
    srand(11);
    for (int i = 0; i < n; i++) {
        hu[i] = u[i] = rand() / (double)RAND_MAX - 0.5;
        hw[i] = w[i] = hu[i];
        he[i] = e[i] = rand() / (double)RAND_MAX;
    }
    double t0 = 0.0, t1;
    double *a = u, *b = w;
#pragma acc data copy(u[0:n], w[0:n], e[0:n])
    {
        for (int s = 0; s < steps; s++) {
            if (s == 1) t0 = clock_ms();
            step(n, a, b, e);
            double *t = a; a = b; b = t;
        }
        t1 = clock_ms();
    }
    for (int s = 0; s < steps; s++) {
        host_step(n, hu, hw, he);
        double *t = hu; hu = hw; hw = t;
    }
    /* after an odd number of swaps the newest field is in w (device) and hu (host) */
    double *dev_new = steps % 2 ? w : u, *host_new = hu;
    int bad = 0;
    for (int i = 0; i < n; i++)
        if (fabs(dev_new[i] - host_new[i]) > 1e-12 || fabs(e[i] - he[i]) > 1e-9 * (1.0 + fabs(he[i])))
            if (bad++ < 5) printf("i=%d: %g %g | %g %g\n", i, dev_new[i], host_new[i], e[i], he[i]);
    if (bad || !(t1 >= t0)) {
        printf("FAIL: %d differences\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
