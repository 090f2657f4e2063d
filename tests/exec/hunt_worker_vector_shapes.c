// Regression test from a hunt with programs in the style of OpenACC validation suites: worker vector shapes.
#include "acc_testsuite.h"
#define G 37
#define W 13
#define V 300
int test1(){
    int err = 0;
    int *a = (int*)malloc(G*W*V*sizeof(int));
    for (int x = 0; x < G*W*V; ++x) a[x] = 0;
    #pragma acc parallel num_gangs(G) num_workers(4) vector_length(64) copy(a[0:G*W*V])
    {
        #pragma acc loop gang
        for (int g = 0; g < G; ++g){
            #pragma acc loop worker
            for (int w = 0; w < W; ++w){
                #pragma acc loop vector
                for (int v = 0; v < V; ++v) a[(g*W + w)*V + v] += g + w + v;
            }
        }
    }
    for (int g = 0; g < G; ++g) for (int w = 0; w < W; ++w) for (int v = 0; v < V; ++v) if (a[(g*W+w)*V+v] != g+w+v) err++;
    /* vector loop followed by dependent sequential code inside gang */
    int *s = (int*)malloc(G*sizeof(int));
    #pragma acc parallel loop gang vector_length(128) copyin(a[0:G*W*V]) copyout(s[0:G])
    for (int g = 0; g < G; ++g){
        int tmp[W];
        #pragma acc loop vector
        for (int w = 0; w < W; ++w) tmp[w] = a[(g*W + w)*V];
        int t = 0;
        for (int w = 0; w < W; ++w) t += tmp[w];
        s[g] = t;
    }
    for (int g = 0; g < G; ++g){ int t = 0; for (int w = 0; w < W; ++w) t += g + w; if (s[g] != t) { err++; } }
    /* worker-only loop */
    #pragma acc parallel loop worker num_workers(8) copy(a[0:G*W*V])
    for (int x = 0; x < G*W*V; ++x) a[x] = -a[x];
    for (int g = 0; g < G; ++g) for (int w = 0; w < W; ++w) for (int v = 0; v < V; ++v) if (a[(g*W+w)*V+v] != -(g+w+v)) err++;
    /* vector-only loop */
    #pragma acc parallel loop vector vector_length(256) copy(a[0:G*W*V])
    for (int x = 0; x < G*W*V; ++x) a[x] = a[x] * 2;
    for (int g = 0; g < G; ++g) for (int w = 0; w < W; ++w) for (int v = 0; v < V; ++v) if (a[(g*W+w)*V+v] != -2*(g+w+v)) err++;
    free(a); free(s); return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test1()) fc |= 1; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
