// Regression hunt 3: loop variables of unusual integer types: int64_t counting down by 2 with >=, unsigned char with ++c, size_t with <=, a short counting down from a cast bound (no nvcc sign-change warning for the negative step).
#include <stdio.h>
#include <stdint.h>
#include <stddef.h>
#define N 100
int main(void)
{
  double a[N]; int err = 0; long n = N;
  for (int i = 0; i < N; i++) a[i] = 2.0 * i;
#pragma acc parallel loop copy(a)
  for (int64_t i = N - 1; i >= 0; i -= 2) a[i] += 1;
#pragma acc parallel loop copy(a)
  for (unsigned char c = 0; c < 50; ++c) a[c] -= 1;
#pragma acc parallel loop copy(a)
  for (size_t k = 10; k <= 20; k++) a[k] *= 2;
#pragma acc parallel loop copy(a)
  for (short s = (short)(n - 1); s > (short)(n - 5); s--) a[s] = -a[s];
  for (int i = 0; i < N; i++) {
    double e = 2.0 * i + (i % 2 == 1 ? 1 : 0) - (i < 50);
    if (i >= 10 && i <= 20) e *= 2;
    if (i > N - 5) e = -e;
    if (a[i] != e) { err++; printf("%d %g %g\n", i, a[i], e); break; }
  }
  printf(err ? "FAIL\n" : "PASS\n");
  return err;
}
