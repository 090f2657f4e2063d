// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): implicit scalars.
#include "acc_testsuite.h"
int test1(){
    int err = 0;
    int *a = (int*)malloc(n*sizeof(int));
    int val = 17;
    int last = -1;
    for (int x = 0; x < n; ++x) a[x] = x;
    #pragma acc parallel loop copy(a[0:n])
    for (int x = 0; x < n; ++x) a[x] += val;
    for (int x = 0; x < n; ++x) if (a[x] != x + 17) err++;
    #pragma acc kernels copyin(a[0:n])
    {
        last = a[n-1];
    }
    if (last != n - 1 + 17) { err++; printf("last %d\n", last); }
    int cnt = 0;
    #pragma acc serial copyin(a[0:n])
    {
        for (int x = 0; x < n; ++x) if (a[x] % 2) cnt++;
    }
    int hc = 0; for (int x = 0; x < n; ++x) if (a[x] % 2) hc++;
    if (cnt != 0 && cnt != hc) err++;  /* serial: cnt implicitly firstprivate => stays 0 on device */
    real_t s = 0;
    #pragma acc parallel loop reduction(+:s)
    for (int x = 0; x < n; ++x) s += a[x];
    real_t hs = 0; for (int x = 0; x < n; ++x) hs += a[x];
    if (s != hs) err++;
    free(a); return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test1()) fc |= 1; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
