// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): fn pointer args.
#include "acc_testsuite.h"
#pragma acc routine seq
static real_t dot3(const real_t *u, const real_t *v){ return u[0]*v[0] + u[1]*v[1] + u[2]*v[2]; }
#pragma acc routine seq
static void axpy_row(real_t *y, const real_t *x, real_t alpha, int len){ for (int i = 0; i < len; ++i) y[i] += alpha * x[i]; }
int test1(){
    int err = 0;
    real_t *u = (real_t*)malloc(3*n*sizeof(real_t)), *v = (real_t*)malloc(3*n*sizeof(real_t)), *d = (real_t*)malloc(n*sizeof(real_t));
    for (int x = 0; x < 3*n; ++x){ u[x] = x % 5; v[x] = x % 3; }
    #pragma acc data copyin(u[0:3*n], v[0:3*n]) copyout(d[0:n])
    {
        #pragma acc parallel loop
        for (int x = 0; x < n; ++x) d[x] = dot3(&u[3*x], v + 3*x);
    }
    for (int x = 0; x < n; ++x) if (d[x] != dot3(&u[3*x], v + 3*x)) err++;
    #pragma acc data copy(u[0:3*n]) copyin(v[0:3*n])
    {
        #pragma acc parallel loop
        for (int x = 0; x < n; ++x) axpy_row(u + 3*x, v + 3*x, 2.0, 3);
    }
    for (int x = 0; x < 3*n; ++x) if (u[x] != (x % 5) + 2.0*(x % 3)) err++;
    free(u); free(v); free(d); return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test1()) fc |= 1; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
