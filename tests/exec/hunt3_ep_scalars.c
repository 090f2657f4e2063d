// Hunt 3: EP-style gang worker vector loop inside a parallel region: scalars declared at function scope and assigned first in the body (each iteration's own), long sequential inner loops with a break, two sum reductions, column tallies through a computed index.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#define MAX(X,Y) (((X) > (Y)) ? (X) : (Y))
#define NK 64
#define NQ 10
double r23, r46, t23, t46;
int main(void)
{
  int i, k, kk, ik, l, blksize = 500;
  double t1, t2, t3, t4, x1, x2, sx = 0, sy = 0, tmp_sx, tmp_sy, an = 1220703125.0;
  double in_t1, in_t2, in_t3, in_t4, in_a1, in_a2, in_x1, in_x2, in_z;
  double *xx = malloc(sizeof(double) * blksize * 2 * NK), *qq = malloc(sizeof(double) * blksize * NQ);
  r23 = 1.1920928955078125e-07; r46 = r23 * r23; t23 = 8.388608e+06; t46 = t23 * t23;
  for (i = 0; i < blksize * NQ; i++) qq[i] = 0.0;
#pragma acc data copy(qq[0:blksize*NQ]) create(xx[0:blksize*2*NK])
  {
#pragma acc parallel num_gangs((blksize+127)/128) num_workers(1) vector_length(128) present(xx[0:blksize*2*NK], qq[0:blksize*NQ])
    {
#pragma acc loop gang worker vector reduction(+:sx,sy)
      for (k = 1; k <= blksize; k++) {
        kk = k;
        t1 = 271828183.0;
        t2 = an;
        for (i = 1; i <= 20; i++) {
          ik = kk / 2;
          if (2 * ik != kk) {
            in_t1 = r23 * t2; in_a1 = (int)in_t1; in_a2 = t2 - t23 * in_a1;
            in_t1 = r23 * t1; in_x1 = (int)in_t1; in_x2 = t1 - t23 * in_x1;
            in_t1 = in_a1 * in_x2 + in_a2 * in_x1; in_t2 = (int)(r23 * in_t1);
            in_z = in_t1 - t23 * in_t2; in_t3 = t23 * in_z + in_a2 * in_x2;
            in_t4 = (int)(r46 * in_t3); t1 = in_t3 - t46 * in_t4;
          }
          if (ik == 0) break;
          in_t1 = r23 * t2; in_a1 = (int)in_t1; in_a2 = t2 - t23 * in_a1;
          in_x1 = in_a1; in_x2 = in_a2;
          in_t1 = in_a1 * in_x2 + in_a2 * in_x1; in_t2 = (int)(r23 * in_t1);
          in_z = in_t1 - t23 * in_t2; in_t3 = t23 * in_z + in_a2 * in_x2;
          in_t4 = (int)(r46 * in_t3); t2 = in_t3 - t46 * in_t4;
          kk = ik;
        }
        for (i = 0; i < 2 * NK; i++) {
          in_t1 = r23 * t1; in_x1 = (int)in_t1; in_x2 = t1 - t23 * in_x1;
          in_t1 = 1.0 * in_x2 + 0.5 * in_x1; in_t2 = (int)(r23 * in_t1);
          in_z = in_t1 - t23 * in_t2; in_t3 = t23 * in_z + in_x2;
          in_t4 = (int)(r46 * in_t3); t1 = in_t3 - t46 * in_t4;
          xx[i * blksize + (k - 1)] = r46 * t1;
        }
        tmp_sx = 0.0; tmp_sy = 0.0;
        for (i = 0; i < NK; i++) {
          x1 = 2.0 * xx[2*i*blksize + (k-1)] - 1.0;
          x2 = 2.0 * xx[(2*i+1)*blksize + (k-1)] - 1.0;
          t1 = x1 * x1 + x2 * x2;
          if (t1 <= 1.0 && t1 > 0.0) {
            t2 = sqrt(-2.0 * log(t1) / t1);
            t3 = x1 * t2; t4 = x2 * t2;
            l = MAX(fabs(t3), fabs(t4));
            if (l < NQ) qq[l*blksize + (k-1)] += 1.0;
            tmp_sx = tmp_sx + t3; tmp_sy = tmp_sy + t4;
          }
        }
        sx += tmp_sx; sy += tmp_sy;
      }
    }
  }
  /* host */
  double hx = 0, hy = 0, *hq = calloc(blksize * NQ, sizeof(double)), *hxx = malloc(sizeof(double) * 2 * NK);
  for (k = 1; k <= blksize; k++) {
    kk = k; t1 = 271828183.0; t2 = an;
    for (i = 1; i <= 20; i++) {
      ik = kk / 2;
      if (2 * ik != kk) {
        in_t1 = r23 * t2; in_a1 = (int)in_t1; in_a2 = t2 - t23 * in_a1;
        in_t1 = r23 * t1; in_x1 = (int)in_t1; in_x2 = t1 - t23 * in_x1;
        in_t1 = in_a1 * in_x2 + in_a2 * in_x1; in_t2 = (int)(r23 * in_t1);
        in_z = in_t1 - t23 * in_t2; in_t3 = t23 * in_z + in_a2 * in_x2;
        in_t4 = (int)(r46 * in_t3); t1 = in_t3 - t46 * in_t4;
      }
      if (ik == 0) break;
      in_t1 = r23 * t2; in_a1 = (int)in_t1; in_a2 = t2 - t23 * in_a1;
      in_x1 = in_a1; in_x2 = in_a2;
      in_t1 = in_a1 * in_x2 + in_a2 * in_x1; in_t2 = (int)(r23 * in_t1);
      in_z = in_t1 - t23 * in_t2; in_t3 = t23 * in_z + in_a2 * in_x2;
      in_t4 = (int)(r46 * in_t3); t2 = in_t3 - t46 * in_t4;
      kk = ik;
    }
    for (i = 0; i < 2 * NK; i++) {
      in_t1 = r23 * t1; in_x1 = (int)in_t1; in_x2 = t1 - t23 * in_x1;
      in_t1 = 1.0 * in_x2 + 0.5 * in_x1; in_t2 = (int)(r23 * in_t1);
      in_z = in_t1 - t23 * in_t2; in_t3 = t23 * in_z + in_x2;
      in_t4 = (int)(r46 * in_t3); t1 = in_t3 - t46 * in_t4;
      hxx[i] = r46 * t1;
    }
    tmp_sx = 0; tmp_sy = 0;
    for (i = 0; i < NK; i++) {
      x1 = 2.0 * hxx[2*i] - 1.0; x2 = 2.0 * hxx[2*i+1] - 1.0; t1 = x1*x1 + x2*x2;
      if (t1 <= 1.0 && t1 > 0.0) { t2 = sqrt(-2.0*log(t1)/t1); t3 = x1*t2; t4 = x2*t2; l = MAX(fabs(t3), fabs(t4)); if (l < NQ) hq[l*blksize + (k-1)] += 1.0; tmp_sx += t3; tmp_sy += t4; }
    }
    hx += tmp_sx; hy += tmp_sy;
  }
  int err = 0;
  if (fabs(sx - hx) > 1e-9 * fabs(hx) + 1e-12 || fabs(sy - hy) > 1e-9 * fabs(hy) + 1e-12) { err++; printf("sx %.15g %.15g sy %.15g %.15g\n", sx, hx, sy, hy); }
  for (i = 0; i < blksize * NQ; i++) if (qq[i] != hq[i]) { err++; break; }
  printf(err ? "FAIL %d\n" : "PASS\n", err);
  return err;
}
