// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): tile cache.
#include "acc_testsuite.h"
#define N1 100
#define N2 130
int test_tile(){
    int err = 0; srand(SEED);
    real_t *a = (real_t*)malloc(N1*N2*sizeof(real_t)), *b = (real_t*)malloc(N1*N2*sizeof(real_t));
    for (int x = 0; x < N1*N2; ++x){ a[x] = rand()/(real_t)RAND_MAX; b[x] = 0; }
    #pragma acc parallel loop tile(8, 32) copyin(a[0:N1*N2]) copyout(b[0:N1*N2])
    for (int i = 0; i < N1; ++i)
        for (int j = 0; j < N2; ++j)
            b[i*N2 + j] = a[i*N2 + j] * 4;
    for (int x = 0; x < N1*N2; ++x) if (fabs(b[x] - 4*a[x]) > PRECISION) err++;
    #pragma acc parallel loop tile(*, *) copyin(a[0:N1*N2]) copyout(b[0:N1*N2])
    for (int i = 0; i < N1; ++i)
        for (int j = 0; j < N2; ++j)
            b[i*N2 + j] = a[i*N2 + j] + 4;
    for (int x = 0; x < N1*N2; ++x) if (fabs(b[x] - (4+a[x])) > PRECISION) err++;
    free(a); free(b); return err;
}
int test_cache(){
    int err = 0; srand(SEED);
    real_t *a = (real_t*)malloc(n*sizeof(real_t)), *b = (real_t*)malloc(n*sizeof(real_t));
    for (int x = 0; x < n; ++x){ a[x] = rand()/(real_t)RAND_MAX; b[x] = 0; }
    #pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
    for (int x = 1; x < n - 1; ++x){
        #pragma acc cache(a[x-1:3])
        b[x] = a[x-1] + a[x] + a[x+1];
    }
    for (int x = 1; x < n - 1; ++x) if (fabs(b[x] - (a[x-1]+a[x]+a[x+1])) > PRECISION) err++;
    free(a); free(b); return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test_tile()) fc |= 1; if (test_cache()) fc |= 2; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
