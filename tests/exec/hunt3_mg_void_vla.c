// Hunt 3: MG-style: void * arguments cast to VLA pointers inside the function ((double (*)[n2][n1])ou), present clauses with 3-D sections of them, and a VLA parameter receiving a (void *) argument.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#define NR 20000
static double u[NR], v[NR], r[NR];
static double hu[NR];

static void resid(void *ou, void *ov, void *or, int n1, int n2, int n3, double a[4])
{
  double (*u)[n2][n1] = (double (*)[n2][n1])ou;
  double (*v)[n2][n1] = (double (*)[n2][n1])ov;
  double (*r)[n2][n1] = (double (*)[n2][n1])or;
  int i3, i2, i1;
  double a0 = a[0], a2 = a[2];
#pragma acc parallel loop gang collapse(2) present(u[0:n3][0:n2][0:n1], v[0:n3][0:n2][0:n1], r[0:n3][0:n2][0:n1])
  for (i3 = 1; i3 < n3-1; i3++) {
    for (i2 = 1; i2 < n2-1; i2++) {
#pragma acc loop vector
      for (i1 = 1; i1 < n1-1; i1++) {
        double u1 = u[i3][i2-1][i1] + u[i3][i2+1][i1] + u[i3-1][i2][i1] + u[i3+1][i2][i1];
        r[i3][i2][i1] = v[i3][i2][i1] - a0 * u[i3][i2][i1] - a2 * (u1 + u[i3][i2][i1-1] + u[i3][i2][i1+1]);
      }
    }
  }
}

static void zero3(int n1, int n2, int n3, double z[n3][n2][n1])
{
#pragma acc parallel loop collapse(3) present(z[0:n3][0:n2][0:n1])
  for (int i3 = 0; i3 < n3; i3++)
    for (int i2 = 0; i2 < n2; i2++)
      for (int i1 = 0; i1 < n1; i1++)
        z[i3][i2][i1] = 0.0;
}

int main(void)
{
  int n1 = 18, n2 = 17, n3 = 16, err = 0;
  double a[4] = {-8.0/3.0, 0.0, 1.0/6.0, 1.0/12.0};
  for (int i = 0; i < NR; i++) { u[i] = sin(i * 0.01); v[i] = cos(i * 0.02); r[i] = -1; hu[i] = u[i]; }
#pragma acc data copyin(u, v) copy(r)
  {
    zero3(n1, n2, n3, (void *)r);
    resid(u, v, r, n1, n2, n3, a);
  }
  for (int i3 = 0; i3 < n3; i3++) for (int i2 = 0; i2 < n2; i2++) for (int i1 = 0; i1 < n1; i1++) {
    int id = (i3*n2 + i2)*n1 + i1;
    double e = 0.0;
    if (i3 > 0 && i3 < n3-1 && i2 > 0 && i2 < n2-1 && i1 > 0 && i1 < n1-1) {
      double u1 = u[id-n1] + u[id+n1] + u[id-n1*n2] + u[id+n1*n2];
      e = v[id] - a[0]*u[id] - a[2]*(u1 + u[id-1] + u[id+1]);
    }
    if (fabs(r[id] - e) > 1e-12) { if (err < 4) printf("%d %d %d: %g %g\n", i3, i2, i1, r[id], e); err++; }
  }
  printf(err ? "FAIL %d\n" : "PASS\n", err);
  return err;
}
