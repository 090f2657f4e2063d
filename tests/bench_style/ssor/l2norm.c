/* l2norm.c: the root mean square of each of the five components */
#include <math.h>
#include "applu.incl"

void l2norm(int ldx, int ldy, int ldz, int nx0, int ny0, int nz0, int ist, int iend,
            int jst, int jend, double v[][ldy][ldx + 1][5], double sum[5])
{
    int i, j, k;
    double sum0 = 0.0, sum1 = 0.0, sum2 = 0.0, sum3 = 0.0, sum4 = 0.0;
    #pragma acc parallel loop collapse(3) present(v[0:ldz][0:ldy][0:ldx + 1][0:5]) \
        reduction(+:sum0, sum1, sum2, sum3, sum4)
    for (k = 1; k < nz0 - 1; k ++)
        for (j = jst; j < jend; j ++)
            for (i = ist; i < iend; i ++) {
                sum0 = sum0 + v[k][j][i][0] * v[k][j][i][0];
                sum1 = sum1 + v[k][j][i][1] * v[k][j][i][1];
                sum2 = sum2 + v[k][j][i][2] * v[k][j][i][2];
                sum3 = sum3 + v[k][j][i][3] * v[k][j][i][3];
                sum4 = sum4 + v[k][j][i][4] * v[k][j][i][4];
            }
    sum[0] = sqrt(sum0 / ((nx0 - 2) * (ny0 - 2) * (nz0 - 2)));
    sum[1] = sqrt(sum1 / ((nx0 - 2) * (ny0 - 2) * (nz0 - 2)));
    sum[2] = sqrt(sum2 / ((nx0 - 2) * (ny0 - 2) * (nz0 - 2)));
    sum[3] = sqrt(sum3 / ((nx0 - 2) * (ny0 - 2) * (nz0 - 2)));
    sum[4] = sqrt(sum4 / ((nx0 - 2) * (ny0 - 2) * (nz0 - 2)));
}
