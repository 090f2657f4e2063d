// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): update async wait.
#include "acc_testsuite.h"
int test1(){
    int err = 0; srand(SEED);
    real_t *a = (real_t *)malloc(n*sizeof(real_t));
    real_t *b = (real_t *)malloc(n*sizeof(real_t));
    real_t *c = (real_t *)malloc(n*sizeof(real_t));
    real_t *d = (real_t *)malloc(n*sizeof(real_t));
    for (int x = 0; x < n; ++x){ a[x] = rand()/(real_t)RAND_MAX; b[x] = rand()/(real_t)RAND_MAX; c[x] = 0; d[x] = 0; }
    #pragma acc data create(a[0:n], b[0:n], c[0:n], d[0:n])
    {
        #pragma acc update device(a[0:n]) async(1)
        #pragma acc update device(b[0:n]) async(2)
        #pragma acc parallel loop async(1) wait(2)
        for (int x = 0; x < n; ++x) c[x] = a[x] + b[x];
        #pragma acc parallel loop async(2) wait(1)
        for (int x = 0; x < n; ++x) d[x] = c[x] * 2;
        #pragma acc update self(c[0:n]) async(1)
        #pragma acc update host(d[0:n]) async(2)
        #pragma acc wait(1, 2)
    }
    for (int x = 0; x < n; ++x){
        if (fabs(c[x] - (a[x]+b[x])) > PRECISION) err++;
        if (fabs(d[x] - 2*(a[x]+b[x])) > PRECISION) err++;
    }
    free(a); free(b); free(c); free(d);
    return err;
}
int test2(){
    int err = 0;
    int *a = (int*)malloc(n*sizeof(int));
    for (int x = 0; x < n; ++x) a[x] = x;
    #pragma acc data copy(a[0:n])
    {
        for (int iter = 0; iter < 5; ++iter){
            #pragma acc parallel loop async
            for (int x = 0; x < n; ++x) a[x] += 1;
        }
        #pragma acc wait
        #pragma acc update self(a[0:n/2])
        for (int x = 0; x < n/2; ++x) if (a[x] != x + 5) err++;
        for (int x = n/2; x < n; ++x) a[x] = -1;
        #pragma acc update device(a[n/2:n/2])
        #pragma acc kernels async(3)
        for (int x = 0; x < n; ++x) a[x] *= 2;
        acc_wait(3);
        if (acc_async_test(3) == 0) err++;
        if (acc_async_test_all() == 0) err++;
    }
    for (int x = 0; x < n/2; ++x) if (a[x] != 2*(x+5)) err++;
    for (int x = n/2; x < n; ++x) if (a[x] != -2) err++;
    free(a);
    return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test1()) fc |= 1; if (test2()) fc |= 2; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
