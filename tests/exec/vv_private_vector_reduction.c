// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): private vector reduction.
#include "acc_testsuite.h"
int test1(){
    int err = 0; srand(SEED);
    real_t *a = (real_t*)malloc(10*n*sizeof(real_t)), *b = (real_t*)malloc(n*sizeof(real_t));
    real_t temp = 0.0;
    for (int x = 0; x < 10*n; ++x) a[x] = rand()/(real_t)(RAND_MAX/10);
    #pragma acc data copyin(a[0:10*n]) copyout(b[0:n])
    {
        #pragma acc parallel loop private(temp)
        for (int x = 0; x < n; ++x){
            temp = 0.0;
            #pragma acc loop vector reduction(+:temp)
            for (int y = 0; y < 10; ++y) temp += a[x*10 + y];
            b[x] = temp;
        }
    }
    for (int x = 0; x < n; ++x){ real_t t = 0; for (int y = 0; y < 10; ++y) t += a[x*10+y]; if (fabs(t - b[x]) > PRECISION*100) err++; }
    free(a); free(b); return err;
}
int test2(){
    int err = 0;
    int *a = (int*)malloc(10*n*sizeof(int)); int *b = (int*)malloc(n*sizeof(int));
    for (int x = 0; x < 10*n; ++x) a[x] = x % 13;
    #pragma acc parallel copyin(a[0:10*n]) copyout(b[0:n])
    {
        #pragma acc loop gang
        for (int x = 0; x < n; ++x){
            int s = 0;
            #pragma acc loop worker reduction(+:s)
            for (int y = 0; y < 10; ++y) s += a[x*10 + y];
            b[x] = s;
        }
    }
    for (int x = 0; x < n; ++x){ int t = 0; for (int y = 0; y < 10; ++y) t += a[x*10+y]; if (t != b[x]) err++; }
    int total = 0;
    #pragma acc parallel copy(total) copyin(a[0:10*n])
    {
        #pragma acc loop gang reduction(+:total)
        for (int x = 0; x < 10*n; ++x) total += a[x];
    }
    int ht = 0; for (int x = 0; x < 10*n; ++x) ht += a[x];
    if (total != ht) { err++; printf("total %d %d\n", total, ht); }
    free(a); free(b); return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test1()) fc |= 1; if (test2()) fc |= 2; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
