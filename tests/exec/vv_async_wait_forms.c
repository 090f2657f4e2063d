// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): async wait forms.
#include "acc_testsuite.h"
int test1(){
    int err = 0;
    int nq = 4;
    real_t *a[4];
    for (int q = 0; q < nq; ++q){ a[q] = (real_t*)malloc(n*sizeof(real_t)); for (int x = 0; x < n; ++x) a[q][x] = q + x; }
    for (int q = 0; q < nq; ++q){
        real_t *p = a[q];
        #pragma acc enter data copyin(p[0:n]) async(q)
        #pragma acc parallel loop present(p[0:n]) async(q)
        for (int x = 0; x < n; ++x) p[x] = p[x] * 2;
        #pragma acc exit data copyout(p[0:n]) async(q)
    }
    #pragma acc wait(0, 1) async(2)
    #pragma acc wait(2, 3)
    #pragma acc wait
    for (int q = 0; q < nq; ++q) for (int x = 0; x < n; ++x) if (a[q][x] != 2*(q+x)) err++;
    for (int q = 0; q < nq; ++q) free(a[q]);
    /* acc_async_noval / acc_async_sync */
    int *b = (int*)malloc(n*sizeof(int));
    for (int x = 0; x < n; ++x) b[x] = x;
    #pragma acc data copy(b[0:n])
    {
        #pragma acc parallel loop async(acc_async_noval)
        for (int x = 0; x < n; ++x) b[x] += 1;
        #pragma acc parallel loop async(acc_async_sync)
        for (int x = 0; x < n; ++x) b[x] += 1;
        #pragma acc wait(acc_async_noval)
        #pragma acc kernels loop async(5) wait(acc_async_noval)
        for (int x = 0; x < n; ++x) b[x] *= 3;
        #pragma acc wait(5)
        acc_wait_async(5, 6);
        acc_wait_all_async(7);
        acc_wait(7);
    }
    for (int x = 0; x < n; ++x) if (b[x] != 3*(x+2)) err++;
    free(b);
    return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test1()) fc |= 1; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
