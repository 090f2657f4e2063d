/* verify.c: the norms against values the host computes with plain loops */
#include <stdio.h>
#include <math.h>
#include "applu.incl"

static double hu[ISIZ3][ISIZ2][ISIZ1 + 1][5], hr[ISIZ3][ISIZ2][ISIZ1 + 1][5];

void reference(int niter, double xref[5])
{
    int i, j, k, m, it;
    for (k = 0; k < nz; k++)
        for (j = 0; j < ny; j++)
            for (i = 0; i < nx; i++) {
                double xi = (double)i / (nx - 1), eta = (double)j / (ny - 1), zeta = (double)k / (nz - 1);
                for (m = 0; m < 5; m++) {
                    double t = ce[m][0] + ce[m][1] * xi + ce[m][2] * eta + ce[m][3] * zeta
                             + ce[m][4] * xi * xi + ce[m][5] * eta * eta + ce[m][6] * zeta * zeta
                             + ce[m][7] * xi * eta * zeta;
                    hu[k][j][i][m] = (i == 0 || j == 0 || k == 0 || i == nx - 1 || j == ny - 1 || k == nz - 1)
                                   ? t : 0.5 * t;
                    hr[k][j][i][m] = 0;
                }
            }
    for (it = 0; it < niter; it++) {
        for (k = 1; k < nz - 1; k++)
            for (j = 1; j < ny - 1; j++)
                for (i = 1; i < nx - 1; i++)
                    for (m = 0; m < 5; m++)
                        hr[k][j][i][m] = 0.01 * (m + 1) * ((i + j + k) % 7 - 3)
                            + (hu[k][j][i - 1][m] + hu[k][j][i + 1][m] + hu[k][j - 1][i][m]
                               + hu[k][j + 1][i][m] + hu[k - 1][j][i][m] + hu[k + 1][j][i][m]
                               - 6.0 * hu[k][j][i][m]);
        for (k = 1; k < nz - 1; k++)
            for (j = 1; j < ny - 1; j++)
                for (i = 1; i < nx - 1; i++)
                    for (m = 0; m < 5; m++)
                        hu[k][j][i][m] += omega * dt * hr[k][j][i][m];
    }
    for (m = 0; m < 5; m++) {
        double s = 0;
        for (k = 1; k < nz - 1; k++)
            for (j = 1; j < ny - 1; j++)
                for (i = 1; i < nx - 1; i++)
                    s += hu[k][j][i][m] * hu[k][j][i][m];
        xref[m] = sqrt(s / ((nx - 2) * (ny - 2) * (nz - 2)));
    }
}

void verify(double xcr[5], logical *verified)
{
    double xref[5];
    int m;
    reference(itmax, xref);
    *verified = true;
    printf(" Verification being performed for class %c\n", CLASS);
    printf(" Comparison of RMS-norms of the solution\n");
    for (m = 0; m < 5; m ++) {
        double err = fabs((xcr[m] - xref[m]) / xref[m]);
        if (!(err <= tolrsd[m])) {
            *verified = false;
            printf(" FAILURE: %2d%20.13E%20.13E%20.13E\n", m + 1, xcr[m], xref[m], err);
        } else {
            printf("          %2d%20.13E%20.13E%20.13E\n", m + 1, xcr[m], xref[m], err);
        }
    }
}
