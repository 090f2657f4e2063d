// Regression test from a hunt with programs in the style of OpenACC validation suites: parallel private worker.
#include <stdio.h>
#include <stdlib.h>
#define G 50
#define L 128
int main(){
    int tmp[L]; int bad = 0;
    int *out = malloc(G*L*sizeof(int));
    #pragma acc parallel num_gangs(G) private(tmp) copyout(out[0:G*L])
    {
        #pragma acc loop gang
        for (int g = 0; g < G; ++g){
            #pragma acc loop worker
            for (int i = 0; i < L; ++i) tmp[i] = g * i;
            #pragma acc loop worker
            for (int i = 0; i < L; ++i) out[g*L + i] = tmp[(i + 1) % L];
        }
    }
    for (int g = 0; g < G; ++g) for (int i = 0; i < L; ++i) if (out[g*L+i] != g*((i+1)%L)) bad++;
    printf("bad=%d\n", bad);
    if (bad) { printf("FAIL\n"); return 1; } printf("PASS\n"); return 0;
}
