// Regression test from a hunt with programs in the style of OpenACC validation suites: routine ptr arg present.
#include <stdio.h>
#include <stdlib.h>
#define N 1000
#pragma acc routine seq
double get(const double *a, int i){ return a[i] * 2.0; }
int main(){
    double *a = malloc(N*sizeof(double)), *b = malloc(N*sizeof(double)); int bad = 0;
    for (int x = 0; x < N; ++x) a[x] = x;
    #pragma acc data copyin(a[0:N]) copyout(b[0:N])
    {
        #pragma acc parallel loop
        for (int x = 0; x < N; ++x) b[x] = get(a, x);
    }
    for (int x = 0; x < N; ++x) if (b[x] != 2.0*x) bad++;
    printf("bad=%d\n", bad);
    if (bad) { printf("FAIL\n"); return 1; } printf("PASS\n"); return 0;
}
