// Regression hunt 3: C initialisers in a compute region: designated lists nested in braces, array designators inside a member's braces, mixed designated and positional elements, compound literal arrays whose address is taken or that are subscripted, int values in a double's braces (no nvcc narrowing warning).
#include <stdio.h>
#define N 40
typedef struct { double x, y; } pt;
typedef struct { pt c; double v[4]; int id; } cell;
int main(void)
{
  double out[N]; int err = 0;
#pragma acc parallel loop copyout(out)
  for (int i = 0; i < N; i++) {
    cell c = { .c = { .x = i, .y = 2 * i }, .v = { [2] = 3.0 }, .id = 7 };
    cell d = { { 1.0, 2.0 }, .v = { [3] = 4.0, [1] = 1.5 }, 9 };
    const int *w = (const int[]){ 5, 6, 7, 8 };
    int pick = (int[]){ 10, 20, 30 }[i % 3];
    pt p;
    p = (pt){ .y = 1.0, .x = 0.5 };
    double *vv = (double[3]){ 1.0, i, 2.0 * i };
    out[i] = c.c.x + c.c.y + c.v[2] + c.v[0] + c.id + d.c.x + d.v[3] + d.v[1] + d.v[0] + d.id + w[i % 4] + pick + p.x + p.y + vv[2];
  }
  for (int i = 0; i < N; i++) {
    int w[4] = {5, 6, 7, 8}, pk[3] = {10, 20, 30};
    double e = i + 2.0 * i + 3.0 + 0 + 7 + 1.0 + 4.0 + 1.5 + 0 + 9 + w[i % 4] + pk[i % 3] + 0.5 + 1.0 + 2.0 * i;
    if (out[i] != e) { err++; if (err < 3) printf("%d %g %g\n", i, out[i], e); }
  }
  printf(err ? "FAIL %d\n" : "PASS\n", err);
  return err;
}
