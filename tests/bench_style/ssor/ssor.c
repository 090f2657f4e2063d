/* ssor.c: the relaxation sweeps, all on the device inside the data region */
#include "applu.incl"
#include "timers.h"

void ssor(int niter)
{
    int i, j, k, m, istep;
    double tmp = omega * dt;
    for (istep = 1; istep <= niter; istep ++) {
        rhs(nz, ny, nx, u, rsd, frct);
        #pragma acc parallel loop collapse(3) present(u, rsd) private(m)
        for (k = 1; k < nz - 1; k++)
            for (j = 1; j < ny - 1; j++)
                for (i = 1; i < nx - 1; i++)
                    for (m = 0; m < 5; m++)
                        u[k][j][i][m] = u[k][j][i][m] + tmp * rsd[k][j][i][m];
    }
}
