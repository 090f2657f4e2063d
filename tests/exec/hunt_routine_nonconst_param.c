// Regression test from a hunt with programs in the style of OpenACC validation suites: routine nonconst param.
#include <stdio.h>
#include <stdlib.h>
#define N 1000
double get(double *p, int i){ return p[i]; }   /* non-const parameter, only reads */
int main(){
    double *a = malloc(N*sizeof(double)), *b = malloc(N*sizeof(double)); int bad = 0;
    for (int i = 0; i < N; i++) a[i] = i;
    #pragma acc parallel loop copyin(a[0:N]) copyout(b[0:N])
    for (int i = 0; i < N; i++) b[i] = get(a, i) * 2;
    for (int i = 0; i < N; i++) if (b[i] != 2.0*i) bad++;
    printf("bad=%d\n", bad);
    if (bad) { printf("FAIL\n"); return 1; } printf("PASS\n"); return 0;
}
