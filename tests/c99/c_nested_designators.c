/* nested designators in a compute region (.c.x = , .v[3] = , .o.v[0] = ): C++ takes one name a designator, in order; gwcc rewrites them as lists of their own: .c = { .x = , .y = }, .v = { [1] = , [3] = } */
#include <stdio.h>
#define N 40
typedef struct { double x, y; } pt;
typedef struct { pt c; double v[4]; int id; } cell;
typedef struct { int k; cell o; } outer;
int main(void)
{
  double out[N]; int err = 0;
#pragma acc parallel loop copyout(out)
  for (int i = 0; i < N; i++) {
    cell c = { .id = 7, .c.y = 2 * i, .v[3] = 1.5, .c.x = i, .v[1] = 3.0 };
    outer o = { .o.id = i, .k = 2, .o.v[0] = 0.25 };
    out[i] = c.c.x + c.c.y + c.v[1] + c.v[3] + c.v[0] + c.id + o.k + o.o.id + o.o.v[0] + o.o.c.x;
  }
  for (int i = 0; i < N; i++) if (out[i] != 3.0 * i + 4.5 + 7 + 2 + i + 0.25) { err++; if (err < 3) printf("%d %g\n", i, out[i]); }
  printf(err ? "FAIL\n" : "PASS\n");
  return err != 0;
}
