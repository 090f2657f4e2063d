// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): serial clauses.
#include "acc_testsuite.h"
int test1(){
    int err = 0;
    real_t *a = (real_t*)malloc(n*sizeof(real_t));
    for (int x = 0; x < n; ++x) a[x] = x;
    real_t sum = 0; int first = 5; int priv = 0;
    #pragma acc serial loop reduction(+:sum) copyin(a[0:n])
    for (int x = 0; x < n; ++x) sum += a[x];
    if (sum != (real_t)n*(n-1)/2) err++;
    int out[4];
    #pragma acc serial firstprivate(first) private(priv) copyout(out)
    {
        priv = first * 2;
        first = first + 1;
        out[0] = priv; out[1] = first;
        #pragma acc loop
        for (int i = 2; i < 4; ++i) out[i] = i * first;
    }
    if (out[0] != 10 || out[1] != 6 || out[2] != 12 || out[3] != 18 || first != 5) { err++; printf("%d %d %d %d %d\n", out[0], out[1], out[2], out[3], first); }
    #pragma acc serial copy(a[0:n]) async(1)
    for (int x = 0; x < n; ++x) a[x] = a[x] + 1;
    #pragma acc wait(1)
    for (int x = 0; x < n; ++x) if (a[x] != x + 1) err++;
    free(a); return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test1()) fc |= 1; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
