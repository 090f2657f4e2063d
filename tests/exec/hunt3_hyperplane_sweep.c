// Regression hunt 3: LU-style hyperplane sweep: planes on the host, a gang loop over k and a vector loop over j with max/min bounds from k and the plane, routine seq on an element address, update host of a 4-D slice.
#include <stdio.h>
#include <math.h>
#include <stdlib.h>
#define ISIZ1 14
#define ISIZ2 13
#define ISIZ3 12
#define max(a,b) (((a) > (b)) ? (a) : (b))
#define min(a,b) (((a) < (b)) ? (a) : (b))

double v[ISIZ3][ISIZ2/2*2+1][ISIZ1/2*2+1][5];
double hv[ISIZ3][ISIZ2/2*2+1][ISIZ1/2*2+1][5];
double omega = 1.2;
int nx, ny, nz, ist, iend, jst, jend;

#pragma acc routine seq
static double relax(double *a, double b, double w)
{
  return (1.0 - w) * a[0] + w * b * 0.25;
}

void blts(int kst, int kend)
{
  int i, j, k, m, l, npl;
  for (l = kst + jst + ist; l <= kend + jend + iend; l++) {
    npl = l;
#pragma acc parallel loop gang present(v) firstprivate(npl)
    for (k = max(kst, npl - jend - iend); k <= min(kend, npl - jst - ist); k++) {
#pragma acc loop vector
      for (j = max(jst, npl - k - iend); j <= min(jend, npl - k - ist); j++) {
        i = npl - k - j;
        if (i >= ist && i <= iend) {
#pragma acc loop seq
          for (m = 0; m < 5; m++) {
            double s = v[k-1][j][i][m] + v[k][j-1][i][m] + v[k][j][i-1][m] + 1.0;
            v[k][j][i][m] = relax(&v[k][j][i][m], s, omega);
          }
        }
      }
    }
  }
}

void hblts(int kst, int kend)
{
  int i, j, k, m;
  for (k = kst; k <= kend; k++) for (j = jst; j <= jend; j++) for (i = ist; i <= iend; i++)
    for (m = 0; m < 5; m++) {
      double s = hv[k-1][j][i][m] + hv[k][j-1][i][m] + hv[k][j][i-1][m] + 1.0;
      hv[k][j][i][m] = (1.0 - omega) * hv[k][j][i][m] + omega * s * 0.25;
    }
}

int main(void)
{
  int i, j, k, m, err = 0;
  unsigned s = 12345;
  nx = ISIZ1; ny = ISIZ2; nz = ISIZ3;
  ist = 1; iend = nx - 2; jst = 1; jend = ny - 2;
  for (k = 0; k < ISIZ3; k++) for (j = 0; j < ISIZ2/2*2+1; j++) for (i = 0; i < ISIZ1/2*2+1; i++) for (m = 0; m < 5; m++) {
    s = s * 1103515245u + 12345u;
    v[k][j][i][m] = hv[k][j][i][m] = (s >> 16) % 1000 / 1000.0;
  }
#pragma acc enter data copyin(v)
  blts(1, nz - 2);
#pragma acc update host(v[0:ISIZ3][0:ISIZ2/2*2+1][0:ISIZ1/2*2+1][0:5])
#pragma acc exit data delete(v)
  hblts(1, nz - 2);
  for (k = 0; k < ISIZ3; k++) for (j = 0; j < ISIZ2/2*2+1; j++) for (i = 0; i < ISIZ1/2*2+1; i++) for (m = 0; m < 5; m++)
    if (fabs(v[k][j][i][m] - hv[k][j][i][m]) > 1e-10) { if (err < 4) printf("%d %d %d %d %g %g\n", k, j, i, m, v[k][j][i][m], hv[k][j][i][m]); err++; }
  printf(err ? "FAIL\n" : "PASS\n");
  return err;
}
