// Hunt 3: BT-style right-hand side on file-scope 4-D arrays (last dimension unrolled by hand), a data construct around a call whose kernels/parallel regions name the globals present, kernels loop gang worker vector independent collapse(3), a logical enum.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define IMAX 12
#define JMAX 10
#define KMAX 9
#define max(a,b) (((a)>(b))?(a):(b))
#define min(a,b) (((a)<(b))?(a):(b))

typedef enum { false, true } logical;

static double u[KMAX][JMAX+1][IMAX+1][5];
static double rhs[KMAX][JMAX+1][IMAX+1][5];
static double forcing[KMAX][JMAX+1][IMAX+1][5];
static double rho_i[KMAX][JMAX+1][IMAX+1];
static double qs[KMAX][JMAX+1][IMAX+1];
static double ce[5][13];
static int grid_points[3];
static double dt, tx2, dssp;
static logical timeron;

static double hu[KMAX][JMAX+1][IMAX+1][5];
static double hrhs[KMAX][JMAX+1][IMAX+1][5];

static unsigned long long seed = 88172645463325252ULL;
static double rnd(void) { seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17; return (double)(seed % 10000) / 10000.0; }

static void compute_rhs(void)
{
  int i, j, k, m;
  double rho_inv, uijk, up1, um1;
  int nx = grid_points[0], ny = grid_points[1], nz = grid_points[2];
#pragma acc kernels loop gang worker vector independent collapse(3) present(u, rho_i, qs)
  for (k = 0; k < nz; k++) {
    for (j = 0; j < ny; j++) {
      for (i = 0; i < nx; i++) {
        rho_inv = 1.0/u[k][j][i][0];
        rho_i[k][j][i] = rho_inv;
        qs[k][j][i] = 0.5 * (u[k][j][i][1]*u[k][j][i][1] +
                             u[k][j][i][2]*u[k][j][i][2] +
                             u[k][j][i][3]*u[k][j][i][3]) * rho_inv;
      }
    }
  }
#pragma acc parallel loop gang present(rhs, forcing)
  for (k = 0; k < nz; k++) {
#pragma acc loop worker
    for (j = 0; j < ny; j++) {
#pragma acc loop vector
      for (i = 0; i < nx; i++) {
        rhs[k][j][i][0] = forcing[k][j][i][0];
        rhs[k][j][i][1] = forcing[k][j][i][1];
        rhs[k][j][i][2] = forcing[k][j][i][2];
        rhs[k][j][i][3] = forcing[k][j][i][3];
        rhs[k][j][i][4] = forcing[k][j][i][4];
      }
    }
  }
#pragma acc parallel loop gang present(u, rhs, qs, rho_i) private(uijk, up1, um1)
  for (k = 1; k <= nz-2; k++) {
#pragma acc loop vector collapse(2)
    for (j = 1; j <= ny-2; j++) {
      for (i = 1; i <= nx-2; i++) {
        uijk = u[k][j][i][1] * rho_i[k][j][i];
        up1 = u[k][j][i+1][1] * rho_i[k][j][i+1];
        um1 = u[k][j][i-1][1] * rho_i[k][j][i-1];
        rhs[k][j][i][0] = rhs[k][j][i][0] - tx2 * (u[k][j][i+1][1] - u[k][j][i-1][1]);
        rhs[k][j][i][1] = rhs[k][j][i][1] - tx2 * (u[k][j][i+1][1]*up1 - u[k][j][i-1][1]*um1 + (qs[k][j][i+1]-qs[k][j][i-1]));
        rhs[k][j][i][2] = rhs[k][j][i][2] - tx2 * (u[k][j][i+1][2]*up1 - u[k][j][i-1][2]*um1);
        for (m = 3; m < 5; m++)
          rhs[k][j][i][m] = rhs[k][j][i][m] - dssp * (u[k][j][i+1][m] - 2.0*u[k][j][i][m] + u[k][j][i-1][m]) + uijk*0.0;
      }
    }
  }
#pragma acc kernels present(rhs)
  {
#pragma acc loop gang
    for (k = 1; k <= nz-2; k++)
#pragma acc loop worker
      for (j = 1; j <= ny-2; j++)
#pragma acc loop vector
        for (i = 1; i <= nx-2; i++)
          for (m = 0; m < 5; m++)
            rhs[k][j][i][m] = rhs[k][j][i][m] * dt;
  }
}

static void host_rhs(void)
{
  int i, j, k, m;
  int nx = grid_points[0], ny = grid_points[1], nz = grid_points[2];
  static double hr[KMAX][JMAX+1][IMAX+1], hq[KMAX][JMAX+1][IMAX+1];
  for (k = 0; k < nz; k++) for (j = 0; j < ny; j++) for (i = 0; i < nx; i++) {
    hr[k][j][i] = 1.0/hu[k][j][i][0];
    hq[k][j][i] = 0.5*(hu[k][j][i][1]*hu[k][j][i][1]+hu[k][j][i][2]*hu[k][j][i][2]+hu[k][j][i][3]*hu[k][j][i][3])*hr[k][j][i];
  }
  for (k = 0; k < nz; k++) for (j = 0; j < ny; j++) for (i = 0; i < nx; i++) for (m = 0; m < 5; m++) hrhs[k][j][i][m] = forcing[k][j][i][m];
  for (k = 1; k <= nz-2; k++) for (j = 1; j <= ny-2; j++) for (i = 1; i <= nx-2; i++) {
    double up1 = hu[k][j][i+1][1]*hr[k][j][i+1], um1 = hu[k][j][i-1][1]*hr[k][j][i-1];
    hrhs[k][j][i][0] -= tx2*(hu[k][j][i+1][1]-hu[k][j][i-1][1]);
    hrhs[k][j][i][1] -= tx2*(hu[k][j][i+1][1]*up1 - hu[k][j][i-1][1]*um1 + (hq[k][j][i+1]-hq[k][j][i-1]));
    hrhs[k][j][i][2] -= tx2*(hu[k][j][i+1][2]*up1 - hu[k][j][i-1][2]*um1);
    for (m = 3; m < 5; m++) hrhs[k][j][i][m] -= dssp*(hu[k][j][i+1][m]-2.0*hu[k][j][i][m]+hu[k][j][i-1][m]);
  }
  for (k = 1; k <= nz-2; k++) for (j = 1; j <= ny-2; j++) for (i = 1; i <= nx-2; i++) for (m = 0; m < 5; m++) hrhs[k][j][i][m] *= dt;
}

int main(void)
{
  int i, j, k, m, err = 0;
  grid_points[0] = IMAX; grid_points[1] = JMAX; grid_points[2] = KMAX;
  dt = 0.01; tx2 = 0.5; dssp = 0.25; timeron = false;
  for (k = 0; k < KMAX; k++) for (j = 0; j <= JMAX; j++) for (i = 0; i <= IMAX; i++) for (m = 0; m < 5; m++) {
    u[k][j][i][m] = hu[k][j][i][m] = 1.0 + rnd();
    forcing[k][j][i][m] = rnd();
    rhs[k][j][i][m] = -1.0;
  }
  for (m = 0; m < 5; m++) for (i = 0; i < 13; i++) ce[m][i] = rnd();
#pragma acc data copyin(u, forcing) create(rho_i, qs) copyout(rhs)
  {
    compute_rhs();
  }
  host_rhs();
  for (k = 1; k <= KMAX-2; k++) for (j = 1; j <= JMAX-2; j++) for (i = 1; i <= IMAX-2; i++) for (m = 0; m < 5; m++)
    if (fabs(rhs[k][j][i][m] - hrhs[k][j][i][m]) > 1e-12 * (1 + fabs(hrhs[k][j][i][m]))) {
      if (err < 5) printf("rhs[%d][%d][%d][%d] = %g, expected %g\n", k, j, i, m, rhs[k][j][i][m], hrhs[k][j][i][m]);
      err++;
    }
  if (timeron) printf("timers\n");
  printf(err ? "FAIL\n" : "PASS\n");
  return err != 0;
}
