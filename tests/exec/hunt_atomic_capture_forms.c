// Regression test from a hunt with programs in the style of OpenACC validation suites: atomic capture forms.
#include <stdio.h>
int main(){
  int x = 0, v = 0, a[32]; 
  #pragma acc serial copy(x, v, a)
  {
  #pragma acc atomic capture
  v = x++;
  #pragma acc atomic capture
  v = x--;
  #pragma acc atomic capture
  v = ++x;
  #pragma acc atomic capture
  v = --x;
  #pragma acc atomic capture
  v = x += 2;
  #pragma acc atomic capture
  v = x = x * 2;
  #pragma acc atomic capture
  v = x = 3 + x;
  #pragma acc atomic capture
  { v = x; x++; }
  #pragma acc atomic capture
  { v = x; --x; }
  #pragma acc atomic capture
  { x--; v = x; }
  #pragma acc atomic capture
  { ++x; v = x; }
  #pragma acc atomic capture
  { x = x - 1; v = x; }
  #pragma acc atomic capture
  { x = 5 - x; v = x; }
  #pragma acc atomic capture
  { v = x; x = 7; }
  #pragma acc atomic update
  x = 2 * x;
  #pragma acc atomic update
  ++x;
  #pragma acc atomic update
  --x;
  #pragma acc atomic
  x--;
  #pragma acc atomic
  x /= 1;
  #pragma acc atomic
  x = x >> 0;
  #pragma acc atomic
  x = 0 | x;
  }
  printf("x=%d v=%d\n", x, v);
  /* the values of the plain sequential C code: every form runs once */
  if (x != 13 || v != -1) { printf("FAIL: expected x=13 v=-1\n"); return 1; }
  printf("PASS\n");
  return 0;
}
