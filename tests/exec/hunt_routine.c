// Regression test from a hunt with programs in the style of OpenACC validation suites: routine.
#include "acc_testsuite.h"
#pragma acc routine seq
real_t square(real_t v){ return v * v; }
#pragma acc routine seq
static int fib(int k){ int a = 0, b = 1; while (k-- > 0){ int t = a + b; a = b; b = t; } return a; }
#pragma acc routine vector
void vec_add(real_t *a, real_t *b, real_t *c, int len){
    #pragma acc loop vector
    for (int i = 0; i < len; ++i) c[i] = a[i] + b[i];
}
#pragma acc routine(square) seq
int test1(){
    int err = 0; srand(SEED);
    real_t *a = (real_t*)malloc(n*sizeof(real_t)), *b = (real_t*)malloc(n*sizeof(real_t));
    int *f = (int*)malloc(n*sizeof(int));
    for (int x = 0; x < n; ++x) a[x] = rand()/(real_t)RAND_MAX;
    #pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n], f[0:n])
    for (int x = 0; x < n; ++x){ b[x] = square(a[x]); f[x] = fib(x % 30); }
    for (int x = 0; x < n; ++x){ if (fabs(b[x] - a[x]*a[x]) > PRECISION) err++; if (f[x] != fib(x%30)) err++; }
    free(a); free(b); free(f); return err;
}
int test2(){
    int err = 0;
    int rows = 100, cols = 100;
    real_t *a = (real_t*)malloc(rows*cols*sizeof(real_t)), *b = (real_t*)malloc(rows*cols*sizeof(real_t)), *c = (real_t*)malloc(rows*cols*sizeof(real_t));
    for (int x = 0; x < rows*cols; ++x){ a[x] = x; b[x] = 2*x; c[x] = 0; }
    #pragma acc parallel loop gang copyin(a[0:rows*cols], b[0:rows*cols]) copyout(c[0:rows*cols])
    for (int r = 0; r < rows; ++r) vec_add(a + r*cols, b + r*cols, c + r*cols, cols);
    for (int x = 0; x < rows*cols; ++x) if (c[x] != 3*x) err++;
    free(a); free(b); free(c); return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test1()) fc |= 1; if (test2()) fc |= 2; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
