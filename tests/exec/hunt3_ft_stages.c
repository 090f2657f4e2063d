// Hunt 3: FT-style radix-2 stages in each vector lane: parallel num_gangs(d3) vector_length(128) with if(), loop gang over planes, loop vector over columns, sequential stage loops whose many scalars are declared at function scope, split real/imaginary file-scope arrays, the same function run on the host for the reference.
#include <stdio.h>
#include <math.h>
#define NX 32
#define NY 16
#define NZ 8
static double g1_real[NZ][NX][NY], g1_imag[NZ][NX][NY], g2_real[NZ][NX][NY], g2_imag[NZ][NX][NY];
static double u_real[NX], u_imag[NX];
static double v_real[NZ * NY * (NX + 1)], v_imag[NZ * NY * (NX + 1)];
static double h_real[NZ * NY * (NX + 1)], h_imag[NZ * NY * (NX + 1)];

static int ilog2(int n) { int l = 0; while ((1 << l) < n) l++; return l; }

static void stages(int d1, int d2, int d3, int on_device)
{
  int i, j, k, l, i1, k1, n1, li, lj, lk, ku, i11, i12, i21, i22, logd1 = ilog2(d1);
  double uu_real, uu_imag, x11_real, x11_imag, x21_real, x21_imag, t_real, t_imag;
  double *vr = on_device ? v_real : h_real, *vi = on_device ? v_imag : h_imag;
#pragma acc parallel num_gangs(d3) vector_length(128) present(g1_real, g1_imag, g2_real, g2_imag, u_real, u_imag, vr[0:d3 * d2 * (d1 + 1)], vi[0:d3 * d2 * (d1 + 1)]) if(on_device)
  {
#pragma acc loop gang
    for (k = 0; k < d3; k++) {
#pragma acc loop vector
      for (j = 0; j < d2; j++) {
        for (i = 0; i < d1; i++) {
          g1_real[k][i][j] = vr[k * d2 * (d1 + 1) + j * (d1 + 1) + i];
          g1_imag[k][i][j] = vi[k * d2 * (d1 + 1) + j * (d1 + 1) + i];
        }
        for (l = 1; l <= logd1; l++) {
          n1 = d1 / 2;
          lk = 1 << (l - 1);
          li = 1 << (logd1 - l);
          lj = 2 * lk;
          ku = li;
          for (i1 = 0; i1 <= li - 1; i1++) {
            for (k1 = 0; k1 <= lk - 1; k1++) {
              i11 = i1 * lk; i12 = i11 + n1; i21 = i1 * lj; i22 = i21 + lk;
              uu_real = u_real[ku + i1]; uu_imag = u_imag[ku + i1];
              x11_real = g1_real[k][i11 + k1][j]; x11_imag = g1_imag[k][i11 + k1][j];
              x21_real = g1_real[k][i12 + k1][j]; x21_imag = g1_imag[k][i12 + k1][j];
              g2_real[k][i21 + k1][j] = x11_real + x21_real;
              g2_imag[k][i21 + k1][j] = x11_imag + x21_imag;
              t_real = x11_real - x21_real; t_imag = x11_imag - x21_imag;
              g2_real[k][i22 + k1][j] = uu_real * t_real - uu_imag * t_imag;
              g2_imag[k][i22 + k1][j] = uu_real * t_imag + uu_imag * t_real;
            }
          }
          for (i = 0; i < d1; i++) { g1_real[k][i][j] = g2_real[k][i][j]; g1_imag[k][i][j] = g2_imag[k][i][j]; }
        }
        for (i = 0; i < d1; i++) {
          vr[k * d2 * (d1 + 1) + j * (d1 + 1) + i] = g1_real[k][i][j];
          vi[k * d2 * (d1 + 1) + j * (d1 + 1) + i] = g1_imag[k][i][j];
        }
      }
    }
  }
}

int main(void)
{
  int err = 0;
  for (int i = 0; i < NX; i++) { u_real[i] = cos(0.1 * i); u_imag[i] = sin(0.1 * i); }
  for (int i = 0; i < NZ * NY * (NX + 1); i++) { h_real[i] = v_real[i] = (i % 17) * 0.125; h_imag[i] = v_imag[i] = (i % 5) * 0.5 - 1.0; }
#pragma acc data copyin(u_real, u_imag) create(g1_real, g1_imag, g2_real, g2_imag) copy(v_real, v_imag)
  stages(NX, NY, NZ, 1);
  stages(NX, NY, NZ, 0);
  for (int i = 0; i < NZ * NY * (NX + 1); i++)
    if (fabs(v_real[i] - h_real[i]) > 1e-9 * (1 + fabs(h_real[i])) || fabs(v_imag[i] - h_imag[i]) > 1e-9 * (1 + fabs(h_imag[i]))) {
      if (err < 3) printf("%d: %g %g / %g %g\n", i, v_real[i], v_imag[i], h_real[i], h_imag[i]);
      err++;
    }
  printf(err ? "FAIL %d\n" : "PASS\n", err);
  return err != 0;
}
