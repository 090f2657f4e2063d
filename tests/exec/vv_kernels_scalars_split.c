// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): kernels scalars split.
#include "acc_testsuite.h"
int test1(){
    int err = 0;
    real_t *a = (real_t*)malloc(n*sizeof(real_t)), *b = (real_t*)malloc(n*sizeof(real_t));
    real_t alpha = 2.0;
    int k = 0;
    for (int x = 0; x < n; ++x) a[x] = x;
    #pragma acc kernels copyin(a[0:n]) copyout(b[0:n]) copy(k)
    {
        alpha = 3.0;
        for (int x = 0; x < n; ++x) b[x] = alpha * a[x];
        k = 5;
        for (int x = 0; x < n; ++x) b[x] += k;
    }
    for (int x = 0; x < n; ++x) if (b[x] != 3.0*x + 5) err++;
    if (k != 5) err++;
    if (alpha != 3.0) { err++; printf("alpha not copied back: %g\n", alpha); }
    /* max via kernels with implicit reduction */
    real_t m = 0;
    #pragma acc kernels copyin(b[0:n])
    for (int x = 0; x < n; ++x) if (b[x] > m) m = b[x];
    if (m != 3.0*(n-1) + 5) { err++; printf("m %g\n", m); }
    free(a); free(b); return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test1()) fc |= 1; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
