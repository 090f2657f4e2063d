/* setcoeff.c: the coefficients of the exact solution */
#include "applu.incl"

void setcoeff(void)
{
    int m, k;
    for (m = 0; m < 5; m++)
        for (k = 0; k < 13; k++)
            ce[m][k] = 0.1 * (m + 1) / (k + 1.0) * (k % 3 == 0 ? 1.0 : -0.5);
    dt = DT_DEFAULT;
    omega = 1.2;
    for (m = 0; m < 5; m ++)
        tolrsd[m] = 1.0e-8;
}

/* the exact solution at a grid point: a polynomial in xi, eta, zeta */
#pragma acc routine seq
inline void exact(int i, int j, int k, double u000ijk[5], double ce_[5][13], int nx_, int ny_, int nz_)
{
    double xi = (double)i / (nx_ - 1), eta = (double)j / (ny_ - 1), zeta = (double)k / (nz_ - 1);
    int m;
    for (m = 0; m < 5; m ++)
        u000ijk[m] = ce_[m][0] + ce_[m][1] * xi + ce_[m][2] * eta + ce_[m][3] * zeta
                   + ce_[m][4] * xi * xi + ce_[m][5] * eta * eta + ce_[m][6] * zeta * zeta
                   + ce_[m][7] * xi * eta * zeta;
}

/* boundary and initial values everywhere, from the exact solution */
void setbv(void)
{
    int i, j, k, m;
    #pragma acc parallel loop collapse(3) present(u, ce) private(m)
    for (k = 0; k < nz; k ++)
        for (j = 0; j < ny; j ++)
            for (i = 0; i < nx; i ++) {
                double t[5];
                exact(i, j, k, t, ce, nx, ny, nz);
                for (m = 0; m < 5; m++)
                    u[k][j][i][m] = (i == 0 || j == 0 || k == 0 || i == nx - 1 || j == ny - 1 || k == nz - 1)
                                  ? t[m] : 0.5 * t[m];
            }
}
