// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): routine levels.
#include "acc_testsuite.h"
#define ROWS 256
#define COLS 128
#pragma acc routine seq
static inline real_t poly(real_t v){ return 1.0 + v*(2.0 + v*3.0); }
#pragma acc routine seq
real_t accumulate(const real_t *row, int len){ real_t s = 0; for (int j = 0; j < len; ++j) s += poly(row[j]); return s; }
#pragma acc routine worker
void row_scale(real_t *row, int len, real_t f){
    #pragma acc loop worker
    for (int j = 0; j < len; ++j) row[j] *= f;
}
#pragma acc routine gang
void all_add(real_t *m, int rows, int cols){
    #pragma acc loop gang
    for (int i = 0; i < rows; ++i){
        #pragma acc loop vector
        for (int j = 0; j < cols; ++j) m[i*cols + j] += 1.0;
    }
}
int test1(){
    int err = 0; srand(SEED);
    real_t *m = (real_t*)malloc(ROWS*COLS*sizeof(real_t)), *h = (real_t*)malloc(ROWS*COLS*sizeof(real_t));
    real_t *s = (real_t*)malloc(ROWS*sizeof(real_t));
    for (int x = 0; x < ROWS*COLS; ++x){ m[x] = rand()/(real_t)RAND_MAX; h[x] = m[x]; }
    #pragma acc data copy(m[0:ROWS*COLS]) copyout(s[0:ROWS])
    {
        #pragma acc parallel loop gang
        for (int i = 0; i < ROWS; ++i) row_scale(&m[i*COLS], COLS, 2.0);
        #pragma acc parallel
        all_add(m, ROWS, COLS);
        #pragma acc parallel loop
        for (int i = 0; i < ROWS; ++i) s[i] = accumulate(m + i*COLS, COLS);
    }
    for (int i = 0; i < ROWS; ++i){ real_t hs = 0; for (int j = 0; j < COLS; ++j){ real_t v = h[i*COLS+j]*2.0 + 1.0; if (fabs(m[i*COLS+j] - v) > 1e-12) err++; hs += poly(v);} if (fabs(hs - s[i]) > 1e-9) err++; }
    free(m); free(h); free(s); return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test1()) fc |= 1; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
