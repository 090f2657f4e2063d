// Regression test from a hunt with programs in the style of OpenACC validation suites: loop private array crash.
#include <stdio.h>
int main(){
    double tmp[8], b[100]; int bad = 0;
    #pragma acc parallel copyout(b)
    {
        #pragma acc loop private(tmp)
        for (int g = 0; g < 100; ++g){
            for (int i = 0; i < 8; ++i) tmp[i] = g + i;
            double s = 0;
            for (int i = 0; i < 8; ++i) s += tmp[i];
            b[g] = s;
        }
    }
    for (int g = 0; g < 100; ++g) if (b[g] != 8*g + 28) bad++;
    printf("bad=%d\n", bad);
    if (bad) { printf("FAIL\n"); return 1; } printf("PASS\n"); return 0;
}
