/* host_cg.c: the same power iteration with plain loops, for verification */
#include <math.h>
#include <stdlib.h>
#include "cg.h"

double host_cg(int niter, int n, const int *rs, const int *ci, const double *av)
{
    double *hx = malloc(n * sizeof *hx), *hz = malloc(n * sizeof *hz), *hp = malloc(n * sizeof *hp);
    double *hq = malloc(n * sizeof *hq), *hr = malloc(n * sizeof *hr);
    double zeta = 0;
    int it, cgit, j, k;
    for (j = 0; j < n; j++)
        hx[j] = 1.0;
    for (it = 1; it <= niter; it++) {
        double rho = 0, rho0, d, alpha, beta, n1 = 0, n2 = 0;
        for (j = 0; j < n; j++) {
            hz[j] = 0;
            hr[j] = hx[j];
            hp[j] = hr[j];
            rho += hr[j] * hr[j];
        }
        for (cgit = 1; cgit <= CGITMAX; cgit++) {
            for (j = 0; j < n; j++) {
                double s = 0;
                for (k = rs[j]; k < rs[j + 1]; k++)
                    s += av[k] * hp[ci[k]];
                hq[j] = s;
            }
            d = 0;
            for (j = 0; j < n; j++)
                d += hp[j] * hq[j];
            alpha = rho / d;
            rho0 = rho;
            rho = 0;
            for (j = 0; j < n; j++) {
                hz[j] += alpha * hp[j];
                hr[j] -= alpha * hq[j];
                rho += hr[j] * hr[j];
            }
            beta = rho / rho0;
            for (j = 0; j < n; j++)
                hp[j] = hr[j] + beta * hp[j];
        }
        for (j = 0; j < n; j++) {
            n1 += hx[j] * hz[j];
            n2 += hz[j] * hz[j];
        }
        zeta = SHIFT + 1.0 / n1;
        for (j = 0; j < n; j++)
            hx[j] = hz[j] / sqrt(n2);
    }
    free(hx); free(hz); free(hp); free(hq); free(hr);
    return zeta;
}
