// Regression test from a hunt with programs in the style of OpenACC validation suites: bool device.
#include <stdio.h>
#include <stdbool.h>
int main(){
    bool f[100]; int bad = 0;
    #pragma acc parallel loop copyout(f)
    for (int i = 0; i < 100; i++) f[i] = (i % 3) == 0;
    for (int i = 0; i < 100; i++) if (f[i] != ((i % 3) == 0)) bad++;
    printf(bad ? "FAIL\n" : "PASS\n"); return bad != 0;
}
