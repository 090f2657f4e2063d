// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): default none present.
#include "acc_testsuite.h"
int test1(){
    int err = 0;
    int len = n;
    real_t *a = (real_t*)malloc(len*sizeof(real_t)), *b = (real_t*)malloc(len*sizeof(real_t));
    real_t factor = 1.5;
    for (int x = 0; x < len; ++x) a[x] = x;
    #pragma acc data copyin(a[0:len]) copyout(b[0:len])
    {
        #pragma acc parallel loop default(present) firstprivate(factor)
        for (int x = 0; x < len; ++x) b[x] = a[x] * factor;
        #pragma acc kernels default(none) present(a[0:len], b[0:len]) copyin(factor, len)
        for (int x = 0; x < len; ++x) b[x] += a[x] * factor;
    }
    for (int x = 0; x < len; ++x) if (b[x] != 3*x) err++;
    free(a); free(b); return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test1()) fc |= 1; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
