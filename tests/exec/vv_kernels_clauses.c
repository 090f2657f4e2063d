// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): kernels clauses.
#include "acc_testsuite.h"
int test1(){
    int err = 0; srand(SEED);
    real_t *a = (real_t*)malloc(n*sizeof(real_t)), *b = (real_t*)malloc(n*sizeof(real_t)), *c = (real_t*)malloc(n*sizeof(real_t));
    for (int x = 0; x < n; ++x){ a[x] = rand()/(real_t)RAND_MAX; b[x] = rand()/(real_t)RAND_MAX; c[x] = 0; }
    #pragma acc kernels num_gangs(64) num_workers(4) vector_length(128) copyin(a[0:n], b[0:n]) copy(c[0:n])
    {
        #pragma acc loop independent gang
        for (int x = 0; x < n; ++x) c[x] = a[x] + b[x];
    }
    for (int x = 0; x < n; ++x) if (fabs(c[x] - (a[x]+b[x])) > PRECISION) err++;
    #pragma acc kernels loop gang(64) vector(128) copyin(a[0:n]) copy(c[0:n])
    for (int x = 0; x < n; ++x) c[x] = c[x] - a[x];
    for (int x = 0; x < n; ++x) if (fabs(c[x] - b[x]) > PRECISION) err++;
    #pragma acc kernels loop seq copy(c[0:n])
    for (int x = 1; x < n; ++x) c[x] = c[x-1] + 1.0;
    for (int x = 1; x < n; ++x) if (fabs(c[x] - (c[0] + x)) > 1e-6) err++;
    #pragma acc kernels copy(c[0:n])
    {
        #pragma acc loop worker
        for (int x = 0; x < n; ++x) c[x] = x;
        #pragma acc loop vector
        for (int x = 0; x < n; ++x) c[x] = c[x] * 2;
    }
    for (int x = 0; x < n; ++x) if (c[x] != 2*x) err++;
    free(a); free(b); free(c); return err;
}
int test2(){
    int err = 0;
    real_t *a = (real_t*)malloc(100*200*sizeof(real_t));
    #pragma acc kernels copyout(a[0:100*200])
    for (int i = 0; i < 100; ++i)
        for (int j = 0; j < 200; ++j)
            a[i*200 + j] = i - j;
    for (int i = 0; i < 100; ++i) for (int j = 0; j < 200; ++j) if (a[i*200+j] != i - j) err++;
    /* inner dependence along j, independent along i */
    #pragma acc kernels copy(a[0:100*200])
    for (int i = 0; i < 100; ++i)
        for (int j = 1; j < 200; ++j)
            a[i*200 + j] = a[i*200 + j - 1] + 1;
    for (int i = 0; i < 100; ++i) for (int j = 0; j < 200; ++j) if (a[i*200+j] != i + j) err++;
    free(a); return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test1()) fc |= 1; if (test2()) fc |= 2; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
