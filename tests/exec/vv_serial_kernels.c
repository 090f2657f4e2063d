// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): serial kernels.
#include "acc_testsuite.h"
int test_serial(){
    int err = 0; srand(SEED);
    real_t *a = (real_t*)malloc(n*sizeof(real_t)), *b = (real_t*)malloc(n*sizeof(real_t));
    for (int x = 0; x < n; ++x) a[x] = rand()/(real_t)RAND_MAX;
    real_t run = 0;
    #pragma acc serial copyin(a[0:n]) copyout(b[0:n]) copy(run)
    {
        for (int x = 0; x < n; ++x){ run += a[x]; b[x] = run; }
    }
    real_t h = 0;
    for (int x = 0; x < n; ++x){ h += a[x]; if (fabs(b[x] - h) > 1e-9) err++; }
    if (fabs(run - h) > 1e-9) err++;
    #pragma acc serial loop copy(b[0:n])
    for (int x = 1; x < n; ++x) b[x] = b[x-1] + 1;
    for (int x = 1; x < n; ++x) if (fabs(b[x] - (b[0] + x)) > 1e-6) err++;
    free(a); free(b); return err;
}
int test_kernels_multi(){
    int err = 0;
    int *a = (int*)malloc(n*sizeof(int)), *b = (int*)malloc(n*sizeof(int)), *c = (int*)malloc(n*sizeof(int));
    int total = 0;
    for (int x = 0; x < n; ++x){ a[x] = x; b[x] = 2*x; }
    #pragma acc kernels copyin(a[0:n], b[0:n]) copyout(c[0:n])
    {
        for (int x = 0; x < n; ++x) c[x] = a[x] + b[x];
        for (int x = 0; x < n; ++x) c[x] = c[x] * 2;
        total = 7;
        for (int x = 1; x < n; ++x) c[x] = c[x] - c[0];
    }
    for (int x = 1; x < n; ++x) if (c[x] != 6*x) err++;
    if (total != 7) err++;
    /* kernels with scalar reduction detected implicitly */
    long sum = 0;
    #pragma acc kernels
    for (int x = 0; x < n; ++x) sum += a[x];
    if (sum != (long)n*(n-1)/2) { err++; printf("sum %ld\n", sum); }
    free(a); free(b); free(c); return err;
}
int test_if(){
    int err = 0;
    int *a = (int*)malloc(n*sizeof(int));
    for (int x = 0; x < n; ++x) a[x] = 1;
    int on_dev = 0, use = 0;
    #pragma acc parallel loop if(use) copy(a[0:n]) copy(on_dev)
    for (int x = 0; x < n; ++x){ a[x] += 1; if (x == 0) on_dev = acc_on_device(acc_device_host); }
    if (on_dev != 1) { err++; printf("if(0) not on host\n"); }
    for (int x = 0; x < n; ++x) if (a[x] != 2) err++;
    use = 1; on_dev = -1;
    #pragma acc parallel loop if(use != 0) copy(a[0:n]) copy(on_dev)
    for (int x = 0; x < n; ++x){ a[x] += 1; if (x == 0) on_dev = acc_on_device(acc_device_not_host); }
    if (acc_get_device_type() != acc_device_host && on_dev != 1) { err++; printf("if(1) not on device %d\n", on_dev); }
    for (int x = 0; x < n; ++x) if (a[x] != 3) err++;
    free(a); return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test_serial()) fc |= 1; if (test_kernels_multi()) fc |= 2; if (test_if()) fc |= 4; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
