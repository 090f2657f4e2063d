// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): while dowhile.
#include "acc_testsuite.h"
static int helper_count(int v){ int c = 0; do { c++; v >>= 1; } while (v > 0); return c; }
int test1(){
    int err = 0;
    int *a = (int*)malloc(n*sizeof(int)), *b = (int*)malloc(n*sizeof(int));
    for (int x = 0; x < n; ++x) a[x] = x * 7 + 1;
    #pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
    for (int x = 0; x < n; ++x){
        int v = a[x], bits = 0;
        while (v) { bits += v & 1; v >>= 1; }
        b[x] = bits * 100 + helper_count(a[x]);
    }
    for (int x = 0; x < n; ++x){ int v = a[x], bits = 0; while (v){ bits += v & 1; v >>= 1; } if (b[x] != bits*100 + helper_count(a[x])) err++; }
    /* region with while loop containing a loop directive? no: sequential while at top of kernels */
    int iter = 0; real_t resid = 100.0;
    real_t *c = (real_t*)malloc(n*sizeof(real_t));
    for (int x = 0; x < n; ++x) c[x] = 1.0;
    #pragma acc data copy(c[0:n])
    while (resid > 1.0 && iter < 50){
        resid = 0.0;
        #pragma acc parallel loop reduction(max:resid)
        for (int x = 0; x < n; ++x){ c[x] *= 1.5; resid = fmax(resid, c[x] / 1000.0); }
        iter++;
        if (resid > 1.0) resid = 2.0; else resid = 5.0;
        if (iter >= 3) break;
    }
    if (iter != 3) err++;
    for (int x = 0; x < n; ++x) if (fabs(c[x] - 3.375) > 1e-12) err++;
    free(a); free(b); free(c); return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test1()) fc |= 1; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
