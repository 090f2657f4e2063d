// Hunt 3: declare in functions (create of a VLA local, copyin of a pointer's section, deviceptr) and at file scope (a static table and a struct) read by a routine seq function.
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>
#define N 128
static double lut[16];
#pragma acc declare create(lut)
typedef struct { double scale; int shift; } params_t;
params_t prm;
#pragma acc declare create(prm)
#pragma acc routine seq
static double apply(double x, int i) { return x * prm.scale + lut[(i + prm.shift) & 15]; }
static double work(int n, const double *in)
{
  double tmp[n];
#pragma acc declare create(tmp)
#pragma acc declare copyin(in[0:n])
  double s = 0;
#pragma acc parallel loop
  for (int i = 0; i < n; i++) tmp[i] = apply(in[i], i);
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < n; i++) s += tmp[i];
  return s;
}
static void fill(double *restrict d, int n)
{
#pragma acc declare deviceptr(d)
#pragma acc parallel loop
  for (int i = 0; i < n; i++) d[i] = 0.5 * i;
}
int main(void)
{
  double in[N]; int err = 0;
  for (int i = 0; i < 16; i++) lut[i] = i * 0.125;
  prm.scale = 2.0; prm.shift = 3;
#pragma acc update device(lut, prm)
  for (int i = 0; i < N; i++) in[i] = i % 9;
  double s = work(N, in), h = 0;
  for (int i = 0; i < N; i++) h += in[i] * 2.0 + lut[(i + 3) & 15];
  if (s != h) { err++; printf("s %g %g\n", s, h); }
  double *d = acc_malloc(N * sizeof(double)), out[N];
  fill(d, N);
#pragma acc parallel loop deviceptr(d) copyout(out)
  for (int i = 0; i < N; i++) out[i] = d[i];
  for (int i = 0; i < N; i++) if (out[i] != 0.5 * i) { err++; break; }
  acc_free(d);
  printf(err ? "FAIL %d\n" : "PASS\n", err);
  return err;
}
