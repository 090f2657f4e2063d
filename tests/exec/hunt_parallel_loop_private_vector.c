// Regression test from a hunt with programs in the style of OpenACC validation suites: parallel loop private vector.
#include "acc_testsuite.h"
#define M 64
int test1(){
    int err = 0;
    real_t *a = (real_t*)malloc(n*sizeof(real_t)), *b = (real_t*)malloc((n/M)*sizeof(real_t));
    real_t tmp[M];
    for (int x = 0; x < n; ++x) a[x] = x % 11;
    #pragma acc parallel loop gang private(tmp) copyin(a[0:n]) copyout(b[0:n/M])
    for (int g = 0; g < n/M; ++g){
        #pragma acc loop vector
        for (int v = 0; v < M; ++v) tmp[v] = a[g*M + v] * 2;
        real_t s = 0;
        #pragma acc loop vector reduction(+:s)
        for (int v = 0; v < M; ++v) s += tmp[M - 1 - v];
        b[g] = s;
    }
    for (int g = 0; g < n/M; ++g){ real_t s = 0; for (int v = 0; v < M; ++v) s += a[g*M+v]*2; if (fabs(s - b[g]) > PRECISION) err++; }
    free(a); free(b); return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test1()) fc |= 1; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
