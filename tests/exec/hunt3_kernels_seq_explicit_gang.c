// Regression hunt 3: kernels with a sequential outer loop around an inner loop the program marks 'loop gang vector' that reads the previous row at other columns: the kernel runs in one gang (gangs never meet at a barrier between the outer iterations), with a barrier after each row.
#include <stdio.h>
#include <math.h>
#define N 300
#define M 4097
static double b[N][M], h[N][M];
int main(void)
{
  int err = 0;
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) h[i][j] = b[i][j] = ((i * 7 + j * 3) % 11) * 0.1;
#pragma acc kernels copy(b)
  for (int i = 1; i < N; i++) {
#pragma acc loop gang vector
    for (int j = 1; j < M - 1; j++)
      b[i][j] = 0.25 * (b[i - 1][j - 1] + 2.0 * b[i - 1][j] + b[i - 1][j + 1]) + 0.5 * b[i][j];
  }
  for (int i = 1; i < N; i++) for (int j = 1; j < M - 1; j++) h[i][j] = 0.25 * (h[i - 1][j - 1] + 2.0 * h[i - 1][j] + h[i - 1][j + 1]) + 0.5 * h[i][j];
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) if (fabs(b[i][j] - h[i][j]) > 1e-12) err++;
  printf(err ? "FAIL\n" : "PASS\n");
  return err != 0;
}
