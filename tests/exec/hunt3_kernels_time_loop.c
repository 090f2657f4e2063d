// Hunt 3: kernels around a time loop, as ports write it: a sequential iteration loop (a scalar updated in it) holding two independent nests, the second copying back what the first wrote; the nests run in one gang with barriers between them.
#include <stdio.h>
#include <math.h>
#define N 64
#define M 48
static double u[N][M], v[N][M], hu[N][M], hv[N][M];
int main(void)
{
  int err = 0; double dt = 0.1, t = 0, ht = 0;
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) hu[i][j] = u[i][j] = sin(i * 0.1) * cos(j * 0.2);
#pragma acc kernels copy(u, t) create(v)
  for (int it = 0; it < 20; it++) {
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < M - 1; j++)
        v[i][j] = u[i][j] + dt * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - 4 * u[i][j]);
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < M - 1; j++)
        u[i][j] = v[i][j];
    t = t + dt;
  }
  for (int it = 0; it < 20; it++) {
    for (int i = 1; i < N - 1; i++) for (int j = 1; j < M - 1; j++) hv[i][j] = hu[i][j] + dt * (hu[i - 1][j] + hu[i + 1][j] + hu[i][j - 1] + hu[i][j + 1] - 4 * hu[i][j]);
    for (int i = 1; i < N - 1; i++) for (int j = 1; j < M - 1; j++) hu[i][j] = hv[i][j];
    ht = ht + dt;
  }
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) if (fabs(u[i][j] - hu[i][j]) > 1e-12) { err++; }
  if (fabs(t - ht) > 1e-12) err++;
  printf(err ? "FAIL %d\n" : "PASS\n", err);
  return err != 0;
}
