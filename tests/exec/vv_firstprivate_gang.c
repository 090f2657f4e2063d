// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): firstprivate gang.
#include "acc_testsuite.h"
int test1(){
    int err = 0;
    int *out = (int*)malloc(n*sizeof(int));
    int offset = 100;
    real_t vals[4] = {1.0, 2.0, 3.0, 4.0};
    #pragma acc parallel num_gangs(8) firstprivate(offset, vals) copyout(out[0:n])
    {
        #pragma acc loop gang
        for (int x = 0; x < n; ++x) out[x] = x + offset + (int)vals[x % 4];
    }
    for (int x = 0; x < n; ++x) if (out[x] != x + 100 + (x % 4) + 1) err++;
    return err;
}
int test2(){
    int err = 0;
    real_t *a = (real_t*)malloc(n*sizeof(real_t));
    real_t mx = -1.0; real_t mn = 1e30;
    for (int x = 0; x < n; ++x) a[x] = (x * 7) % 1000 / 1000.0;
    #pragma acc kernels loop reduction(max:mx) reduction(min:mn) copyin(a[0:n])
    for (int x = 0; x < n; ++x){ mx = fmax(mx, a[x]); mn = fmin(mn, a[x]); }
    if (mx != 0.999 || mn != 0.0) { err++; printf("mx %g mn %g\n", mx, mn); }
    free(a); return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test1()) fc |= 1; if (test2()) fc |= 2; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
