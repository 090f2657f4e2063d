// Regression test from a hunt with programs in the style of OpenACC validation suites: private loop var.
#include <stdio.h>
int main(){
    int i, a[1000], bad = 0;
    #pragma acc parallel loop private(i) copyout(a)
    for (i = 0; i < 1000; i++) a[i] = i;
    for (int k = 0; k < 1000; k++) if (a[k] != k) bad++;
    printf("bad=%d\n", bad);
    if (bad) { printf("FAIL\n"); return 1; } printf("PASS\n"); return 0;
}
