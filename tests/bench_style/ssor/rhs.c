/* rhs.c: the residual of a seven-point operator, with VLA parameters */
#include "applu.incl"

/* frct: the forcing term, from the exact solution's operator */
void erhs(void)
{
    int i, j, k, m;
    #pragma acc parallel loop gang present(frct)
    for (k = 0; k < nz; k++) {
        #pragma acc loop collapse(2) vector private(m)
        for (j = 0; j < ny; j++)
            for (i = 0; i < nx; i++)
                for (m = 0; m < 5; m ++)
                    frct[k][j][i][m] = 0.01 * (m + 1) * ((i + j + k) % 7 - 3);
    }
}

void rhs(int nz, int ny, int nx, double u[nz][ny][nx + 1][5], double rsd[nz][ny][nx + 1][5],
         double frct[nz][ny][nx + 1][5])
{
    int i, j, k, m;
    #pragma acc parallel loop collapse(3) present(u[0:nz][0:ny][0:nx + 1][0:5], rsd[0:nz][0:ny][0:nx + 1][0:5], frct[0:nz][0:ny][0:nx + 1][0:5])
    for (k = 1; k <= nz - 2; k++)
        for (j = 1; j <= ny - 2; j++)
            for (i = 1; i <= nx - 2; i++)
                for (m = 0; m < 5; m++)
                    rsd[k][j][i][m] = frct[k][j][i][m]
                        + (u[k][j][i - 1][m] + u[k][j][i + 1][m] + u[k][j - 1][i][m] + u[k][j + 1][i][m]
                           + u[k - 1][j][i][m] + u[k + 1][j][i][m] - 6.0 * u[k][j][i][m]);
}
