// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): data clauses misc.
#include "acc_testsuite.h"
int test1(){
    int err = 0;
    real_t *a = (real_t*)malloc(n*sizeof(real_t)), *b = (real_t*)malloc(n*sizeof(real_t)), *c = (real_t*)malloc(n*sizeof(real_t));
    for (int x = 0; x < n; ++x){ a[x] = x; b[x] = 1; c[x] = 5; }
    #pragma acc data pcopyin(a[0:n]) present_or_copyout(b[0:n]) pcreate(c[0:n])
    {
        #pragma acc parallel loop pcopy(a[0:n]) present_or_create(c[0:n])
        for (int x = 0; x < n; ++x){ c[x] = a[x] * 2; }
        #pragma acc parallel loop copyin(readonly: a[0:n])
        for (int x = 0; x < n; ++x){ b[x] = c[x] + a[x]; }
    }
    for (int x = 0; x < n; ++x) if (b[x] != 3*x) err++;
    int use_dev = 0;
    #pragma acc data copy(a[0:n]) if(use_dev)
    {
        #pragma acc parallel loop
        for (int x = 0; x < n; ++x) a[x] += 1;
    }
    for (int x = 0; x < n; ++x) if (a[x] != x + 1) err++;
    /* zero modifier on create & copyout */
    #pragma acc data create(zero: c[0:n]) copyout(zero: b[0:n])
    {
        #pragma acc parallel loop
        for (int x = 0; x < n; ++x) b[x] += c[x] + 1;
    }
    if (acc_get_device_type() != acc_device_host) for (int x = 0; x < n; ++x) if (b[x] != 1) { err++; }
    /* no_create of absent data */
    real_t *z = (real_t*)malloc(n*sizeof(real_t));
    for (int x = 0; x < n; ++x) z[x] = 0;
    #pragma acc parallel loop no_create(z[0:n]) copy(a[0:n])
    for (int x = 0; x < n; ++x) a[x] += 1;
    for (int x = 0; x < n; ++x) if (a[x] != x + 2) err++;
    /* partial subarray copies */
    #pragma acc data copyin(a[0:n])
    {
        #pragma acc parallel loop present(a[n/4:n/2]) copyout(c[n/4:n/2])
        for (int x = n/4; x < 3*n/4; ++x) c[x] = a[x] * 10;
    }
    for (int x = n/4; x < 3*n/4; ++x) if (c[x] != (x+2)*10) err++;
    free(a); free(b); free(c); free(z);
    return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test1()) fc |= 1; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
