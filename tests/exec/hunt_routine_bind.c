// Regression test from a hunt with programs in the style of OpenACC validation suites: routine bind(name) and nohost.
#include "acc_testsuite.h"
real_t dev_version(real_t v){ return v * 3.0; }
#pragma acc routine seq bind(dev_version)
real_t host_version(real_t v){ return v * 2.0; }
#pragma acc routine seq nohost
real_t only_dev(real_t v){ return v + 1.0; }
int test1(){
    int err = 0;
    real_t *a = (real_t*)malloc(n*sizeof(real_t)), *b = (real_t*)malloc(n*sizeof(real_t));
    for (int x = 0; x < n; ++x) a[x] = x;
    #pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
    for (int x = 0; x < n; ++x) b[x] = only_dev(a[x]);
    for (int x = 0; x < n; ++x) if (b[x] != x + 1.0) err++;
    #pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
    for (int x = 0; x < n; ++x) b[x] = host_version(a[x]);
    int on_host = acc_get_device_type() == acc_device_host;
    for (int x = 0; x < n; ++x) if (b[x] != (on_host ? 2.0 : 3.0) * x) err++;
    free(a); free(b); return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test1()) fc |= 1; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
