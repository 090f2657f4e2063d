/* cg.c: a program in the style of the conjugate-gradient benchmark: CSR
   arrays at file scope, a data region around NITER power iterations, each
   calling conj_grad (another file) whose regions use present; a gang loop
   with a vector reduction over each row; verified against host_cg */
#include <stdio.h>
#include <math.h>
#include "cg.h"
#include "timers.h"
#include "print_results.h"

int colidx[NZ], rowstr[NA + 1];
double a[NZ], x[NA + 2], z[NA + 2], p[NA + 2], q[NA + 2], r[NA + 2];
int naa, nzz;

int main(void)
{
    int it, j;
    double zeta = 0, rnorm, norm_temp1, norm_temp2, t, mflops, zeta_ref, err;
    logical verified;

    naa = NA;
    printf("\n\n bench-style CG Benchmark\n");
    printf(" Size: %11d\n Iterations: %5d\n", NA, NITER);
    makea(naa, NONZER, 314159265UL);
    for (j = 0; j < NA + 2; j++)
        x[j] = 1.0;

    timer_clear(1);
    timer_start(1);
    #pragma acc data copyin(colidx, rowstr, a, x) create(z, p, q, r)
    {
        for (it = 1; it <= NITER; it++) {
            conj_grad(naa, &rnorm);
            norm_temp1 = 0.0;
            norm_temp2 = 0.0;
            #pragma acc parallel loop present(x, z) reduction(+:norm_temp1, norm_temp2)
            for (j = 0; j < naa; j++) {
                norm_temp1 = norm_temp1 + x[j] * z[j];
                norm_temp2 = norm_temp2 + z[j] * z[j];
            }
            norm_temp2 = 1.0 / sqrt(norm_temp2);
            zeta = SHIFT + 1.0 / norm_temp1;
            if (it == 1)
                printf("\n   iteration           ||r||                 zeta\n");
            printf("    %5d       %20.14E%20.13f\n", it, rnorm, zeta);
            #pragma acc parallel loop present(x, z)
            for (j = 0; j < naa; j++)
                x[j] = norm_temp2 * z[j];
        }
    }
    timer_stop(1);
    t = timer_read(1);

    zeta_ref = host_cg(NITER, naa, rowstr, colidx, a);
    err = fabs((zeta - zeta_ref) / zeta_ref);
    verified = err <= 1.0e-10 ? true : false;
    printf(" Zeta is    %20.13E\n Reference  %20.13E\n Error is   %20.13E\n", zeta, zeta_ref, err);
    mflops = t > 0 ? 2.0 * NITER * CGITMAX * nzz / t / 1e6 : 0;
    print_results("CG", CLASS, NA, 0, 0, NITER, t, mflops, "floating point",
                  verified, NPBVERSION, COMPILETIME);
    if (verified != true) {
        printf("FAIL\n");
        return 1;
    }
    printf("PASS\n");
    return 0;
}
