// Regression hunt 3: loops over pointers (OpenACC takes integer, pointer or iterator loop variables; gcc does): p++ to an end pointer, q += 2 with <=, a decreasing pointer with >=, a != bound with a reduction; trip counts in elements.
#include <stdio.h>
#define N 100
int main(void)
{
  double a[N], b[N], s = 0; int err = 0;
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
#pragma acc parallel loop copy(a)
  for (double *p = a; p < a + N; p++) *p *= 2;
#pragma acc parallel loop copy(a)
  for (double *q = &a[1]; q <= &a[N - 1]; q += 2) *q += 1;
#pragma acc parallel loop copy(b) copyin(a)
  for (double *r = b + N - 1; r >= b; r--) *r = a[r - b] + 0.5;
#pragma acc parallel loop reduction(+:s) copyin(b)
  for (const double *c = b; c != b + N; ++c) s += *c;
  for (int i = 0; i < N; i++) {
    double ea = 2.0 * i + (i % 2), eb = ea + 0.5;
    if (a[i] != ea || b[i] != eb) { err++; printf("%d %g %g\n", i, a[i], b[i]); break; }
  }
  double hs = 0; for (int i = 0; i < N; i++) hs += b[i];
  if (s != hs) { err++; printf("s %g %g\n", s, hs); }
  printf(err ? "FAIL %d\n" : "PASS\n", err);
  return err;
}
