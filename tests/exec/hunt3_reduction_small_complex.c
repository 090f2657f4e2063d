// Regression hunt 3: reductions of the small and complex arithmetic types in one combined construct: + on unsigned char, signed char, unsigned short, long double and double _Complex, * on float _Complex and double _Complex, && and || on _Bool.
#include <stdio.h>
#include <complex.h>
#include <stdbool.h>
#define N 64
int main(void)
{
  float _Complex fc = 1.0f; double _Complex dc = 0.0; double _Complex lc2 = 0.0; long double ld = 0.5L;
  double _Complex dp = 1.0;
  bool ball = true, bany = false; unsigned char uc = 0; signed char sc = 0; unsigned short us = 0;
  float _Complex fa[N]; double _Complex da[N]; double _Complex la[N];
  for (int i = 0; i < N; i++) { fa[i] = (i % 4) * 0.25f + (i % 3) * 0.5f * I; da[i] = i * 0.5 - 2.0 * I; la[i] = i + 1.0 * I; }
#pragma acc parallel loop reduction(+:dc, ld, uc, sc, us) reduction(*:fc, dp) reduction(&&:ball) reduction(||:bany) copyin(fa, da, la)
  for (int i = 0; i < N; i++) {
    dc += da[i];
    ld += 0.25L * i;
    uc += (unsigned char)(i & 3);
    sc += (signed char)((i & 1) ? -1 : 1);
    us += (unsigned short)i;
    if (i < 4) fc *= (1.0f + 0.5f * I);
    if (i < 3) dp *= da[i + 4];
    ball = ball && (creal(da[i]) > -1.0);
    bany = bany || (cimag(la[i]) > 0.5);
  }
  double _Complex hdc = 0, hdp = 1; long double _Complex hlc = 0; float _Complex hfc = 1.0f; long double hld = 0.5L;
  unsigned char huc = 0; signed char hsc = 0; unsigned short hus = 0;
  for (int i = 0; i < N; i++) { hdc += da[i]; hlc += la[i]; hld += 0.25L * i; huc += i & 3; hsc += (i & 1) ? -1 : 1; hus += i; if (i < 4) hfc *= (1.0f + 0.5f * I); if (i < 3) hdp *= da[i + 4]; }
  int err = 0;
  if (dc != hdc || ld != hld) { err++; printf("dc/lc\n"); }
  if (uc != huc || sc != hsc || us != hus) { err++; printf("small %d %d %d\n", uc, sc, us); }
  if (cabsf(fc - hfc) > 1e-5f || cabs(dp - hdp) > 1e-9 * cabs(hdp)) { err++; printf("prod\n"); }
  if (ball != true || bany != true) { err++; printf("bool\n"); }
  printf(err ? "FAIL %d\n" : "PASS\n", err);
  return err;
}
