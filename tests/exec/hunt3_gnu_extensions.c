// Regression hunt 3: GNU C in a compute region: arithmetic on void * (no nvcc warning), __auto_type (also in a function with a switch, where initialised declarations are split), case ranges, '?:' without a middle operand, anonymous struct and union members.
#include <stdio.h>
#include <string.h>
#define N 64
struct rec { int tag; union { int i; float f; }; struct { short lo, hi; }; };
int main(void)
{
  double buf[N]; int cls[N]; struct rec r[N]; int err = 0;
  for (int i = 0; i < N; i++) { buf[i] = i; r[i].tag = i % 3; r[i].i = i; r[i].lo = i; r[i].hi = -i; }
  void *base = buf;
#pragma acc parallel loop copy(buf) copyout(cls) copyin(r)
  for (int i = 0; i < N; i++) {
    double *x = base + i * sizeof(double);
    __auto_type y = *x * 2;
    int k;
    switch (i) {
    case 0 ... 9: k = 1; break;
    case 10 ... 19: k = 2; break;
    default: k = r[i].tag ?: 7;
    }
    cls[i] = k + r[i].lo + r[i].hi + r[i].i;
    *x = y;
  }
  for (int i = 0; i < N; i++) {
    int k = i < 10 ? 1 : i < 20 ? 2 : (i % 3 ? i % 3 : 7);
    if (buf[i] != 2.0 * i || cls[i] != k + i) { err++; printf("%d %g %d\n", i, buf[i], cls[i]); break; }
  }
  printf(err ? "FAIL %d\n" : "PASS\n", err);
  return err;
}
