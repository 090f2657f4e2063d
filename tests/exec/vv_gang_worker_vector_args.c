// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): gang worker vector args.
#include "acc_testsuite.h"
#define M 64
int test1(){
    int err = 0;
    srand(SEED);
    real_t *a = (real_t*)malloc(n * M * sizeof(real_t));
    real_t *b = (real_t*)malloc(n * M * sizeof(real_t));
    for (int x = 0; x < n * M; ++x){ a[x] = rand() / (real_t)(RAND_MAX/10); b[x] = 0; }
    #pragma acc parallel num_gangs(16) num_workers(8) vector_length(32) copyin(a[0:n*M]) copyout(b[0:n*M])
    {
        #pragma acc loop gang(static:4)
        for (int x = 0; x < n; ++x){
            #pragma acc loop worker
            for (int y = 0; y < M/4; ++y){
                #pragma acc loop vector
                for (int z = 0; z < 4; ++z){
                    b[x*M + y*4 + z] = a[x*M + y*4 + z] * 2.0;
                }
            }
        }
    }
    for (int x = 0; x < n*M; ++x) if (fabs(b[x] - 2.0*a[x]) > PRECISION) err++;
    #pragma acc parallel copyin(a[0:n*M]) copyout(b[0:n*M])
    {
        #pragma acc loop gang(num:8) worker(num:4) vector(length:32)
        for (int x = 0; x < n*M; ++x) b[x] = a[x] + 1;
    }
    for (int x = 0; x < n*M; ++x) if (fabs(b[x] - (a[x] + 1)) > PRECISION) err++;
    #pragma acc parallel loop gang(static:*) copyin(a[0:n*M]) copyout(b[0:n*M])
    for (int x = 0; x < n*M; ++x) b[x] = a[x] - 1;
    for (int x = 0; x < n*M; ++x) if (fabs(b[x] - (a[x] - 1)) > PRECISION) err++;
    free(a); free(b);
    return err;
}
int main(){ int failed = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x) failed += test1();
  if (failed) { printf("FAIL\n"); return 1;} printf("PASS\n"); return 0; }
