// Regression hunt 3: gang loop over rows with a vector loop whose bounds use the row (triangular nests): not run as a 2-D grid whose inner extent is computed before the row is known.
#include <stdio.h>
#include <stdlib.h>
#define N 70
static double a[N][N], b[N][N], h[N][N];
int main(void)
{
  int i, j, err = 0;
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) { a[i][j] = (i * 31 + j * 17) % 23; b[i][j] = -1; }
#pragma acc parallel loop gang copyin(a) copy(b)
  for (i = 0; i < N; i++) {
#pragma acc loop vector
    for (j = 0; j <= i; j++)
      b[i][j] = a[i][j] * 2.0;
  }
#pragma acc parallel loop gang copyin(a) copy(b)
  for (i = 0; i < N; i++)
#pragma acc loop vector
    for (j = i + 1; j < N; j += 1)
      b[i][j] = a[j][i] + 1.0;
  for (i = 0; i < N; i++) { for (j = 0; j <= i; j++) h[i][j] = a[i][j]*2.0; for (j = i+1; j < N; j++) h[i][j] = a[j][i]+1.0; }
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) if (b[i][j] != h[i][j]) { if (err < 5) printf("b[%d][%d] = %g, expected %g\n", i, j, b[i][j], h[i][j]); err++; }
  printf(err ? "FAIL\n" : "PASS\n");
  return err != 0;
}
