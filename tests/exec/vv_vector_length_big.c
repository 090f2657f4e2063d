// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): vector length big.
#include "acc_testsuite.h"
int main(){
    int err = 0;
    real_t *a = (real_t*)malloc(n*sizeof(real_t));
    for (int x = 0; x < n; ++x) a[x] = 1.0;
    real_t s = 0;
    #pragma acc parallel loop vector_length(1024) num_gangs(1) reduction(+:s) copyin(a[0:n])
    for (int x = 0; x < n; ++x) s += a[x];
    if (s != n) { err++; printf("s %g\n", s); }
    s = 0;
    #pragma acc parallel num_gangs(3) num_workers(32) vector_length(32) copyin(a[0:n])
    {
        #pragma acc loop gang worker vector reduction(+:s)
        for (int x = 0; x < n; ++x) s += a[x];
    }
    if (s != n) { err++; printf("s2 %g\n", s); }
    int cnt = 0;
    #pragma acc parallel loop gang worker num_workers(16) vector_length(64) reduction(+:cnt)
    for (int x = 0; x < 1000; ++x){
        #pragma acc loop vector reduction(+:cnt)
        for (int y = 0; y < 100; ++y) cnt += 1;
    }
    if (cnt != 100000) { err++; printf("cnt %d\n", cnt); }
    free(a);
    if (err) { printf("FAIL\n"); return 1; } printf("PASS\n"); return 0;
}
