// Regression test from a hunt with programs in the style of OpenACC validation suites: gang local array vector.
#include <stdio.h>
#include <stdlib.h>
#define G 37
#define W 13
int main(){
    int *a = malloc(G*W*sizeof(int)), *s = malloc(G*sizeof(int)); int bad = 0;
    for (int x = 0; x < G*W; ++x) a[x] = x;
    #pragma acc parallel loop gang vector_length(128) copyin(a[0:G*W]) copyout(s[0:G])
    for (int g = 0; g < G; ++g){
        int tmp[W];
        #pragma acc loop vector
        for (int w = 0; w < W; ++w) tmp[w] = a[g*W + w];
        int t = 0;
        for (int w = 0; w < W; ++w) t += tmp[w];
        s[g] = t;
    }
    for (int g = 0; g < G; ++g){ int t = 0; for (int w = 0; w < W; ++w) t += g*W + w; if (s[g] != t) bad++; }
    printf("bad=%d\n", bad);
    if (bad) { printf("FAIL\n"); return 1; } printf("PASS\n"); return 0;
}
