// declare create on a global array (update device/self, present), declare copyin on a
// function-scope array that lives until the function returns.
#include <stdio.h>
#include <openacc.h>
#define N 1000
float g[N];
#pragma acc declare create(g)
static float sum_local(int n) {
  float loc[N]; for (int i=0;i<n;i++) loc[i]=i;
#pragma acc declare copyin(loc)
  float s = 0;
#pragma acc parallel loop reduction(+:s) present(loc)
  for (int i=0;i<n;i++) s += loc[i];
  return s;
}
int main(void){
  for (int i=0;i<N;i++) g[i]=(float)(i % 7) + 1;
#pragma acc update device(g)
#pragma acc parallel loop present(g)
  for (int i=0;i<N;i++) g[i]*=2;
#pragma acc update self(g)
  float s = sum_local(N);
  printf("%g %g %d\n", g[5], s, acc_is_present(g, sizeof g));
  if (g[5]==2*((5 % 7) + 1) && s == N*(N-1)/2.0f) printf("PASS\n"); else return 1;
  return 0;
}
