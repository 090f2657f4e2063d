/* conj_grad.c: CGITMAX iterations of conjugate gradient on the device */
#include <math.h>
#include "cg.h"

double conj_grad(int n, double *rnorm)
{
    int cgit, j, k;
    double rho, rho0, alpha, beta, d, sum;

    #pragma acc parallel loop present(q, z, r, p, x)
    for (j = 0; j < n; j++) {
        q[j] = 0.0;
        z[j] = 0.0;
        r[j] = x[j];
        p[j] = r[j];
    }
    rho = 0.0;
    #pragma acc parallel loop present(r) reduction(+:rho)
    for (j = 0; j < n; j++)
        rho = rho + r[j] * r[j];

    for (cgit = 1; cgit <= CGITMAX; cgit++) {
        #pragma acc parallel loop gang present(rowstr, colidx, a, p, q)
        for (j = 0; j < n; j++) {
            double s = 0.0;
            #pragma acc loop vector reduction(+:s)
            for (k = rowstr[j]; k < rowstr[j + 1]; k++)
                s = s + a[k] * p[colidx[k]];
            q[j] = s;
        }
        d = 0.0;
        #pragma acc parallel loop present(p, q) reduction(+:d)
        for (j = 0; j < n; j++)
            d = d + p[j] * q[j];
        alpha = rho / d;
        rho0 = rho;
        rho = 0.0;
        #pragma acc parallel loop present(z, r, p, q) reduction(+:rho)
        for (j = 0; j < n; j++) {
            z[j] = z[j] + alpha * p[j];
            r[j] = r[j] - alpha * q[j];
            rho = rho + r[j] * r[j];
        }
        beta = rho / rho0;
        #pragma acc parallel loop present(p, r)
        for (j = 0; j < n; j++)
            p[j] = r[j] + beta * p[j];
    }

    /* the residual norm ||x - A z|| */
    sum = 0.0;
    #pragma acc parallel loop gang present(rowstr, colidx, a, z, x) reduction(+:sum)
    for (j = 0; j < n; j++) {
        double s = 0.0;
        #pragma acc loop vector reduction(+:s)
        for (k = rowstr[j]; k < rowstr[j + 1]; k++)
            s = s + a[k] * z[colidx[k]];
        sum = sum + (x[j] - s) * (x[j] - s);
    }
    *rnorm = sqrt(sum);
    return rho;
}
