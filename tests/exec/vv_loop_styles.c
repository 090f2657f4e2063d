// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): loop styles.
#include "acc_testsuite.h"
#include <stddef.h>
enum { LEN = 5000, STRIDE = 3 };
typedef struct { long count; } cfg_t;
static int get_len(void){ return LEN; }
real_t garr[LEN];
real_t gout[LEN];
int test_down(){
    int err = 0;
    real_t *a = (real_t*)malloc(LEN*sizeof(real_t));
    for (int x = 0; x < LEN; ++x){ a[x] = 0; garr[x] = x * 0.5; }
    #pragma acc parallel loop copy(a[0:LEN]) copyin(garr)
    for (int x = LEN - 1; x > 0; x -= 2) a[x] = garr[x] + 1;
    for (int x = 0; x < LEN; ++x){ real_t e = ((x % 2) == ((LEN-1) % 2) && x > 0) ? x*0.5 + 1 : 0; if (a[x] != e) err++; }
    free(a); return err;
}
int test_size_t(){
    int err = 0;
    float *a = (float*)malloc(LEN*sizeof(float));
    #pragma acc parallel loop copyout(a[0:LEN])
    for (size_t i = 0; i < (size_t)LEN; i++) a[i] = (float)i;
    for (size_t i = 0; i < LEN; i++) if (a[i] != (float)i) err++;
    #pragma acc parallel loop copy(a[0:LEN])
    for (long i = LEN - 1; i >= 0; --i) a[i] += 1.0f;
    for (size_t i = 0; i < LEN; i++) if (a[i] != (float)i + 1.0f) err++;
    #pragma acc parallel loop copy(a[0:LEN])
    for (unsigned u = 0u; u <= (unsigned)(LEN - 1); u += STRIDE) a[u] = -1.0f;
    for (size_t i = 0; i < LEN; i++) if ((i % STRIDE == 0) != (a[i] == -1.0f)) err++;
    free(a); return err;
}
int test_bounds(){
    int err = 0;
    cfg_t c; c.count = LEN;
    const int off = 7;
    #pragma acc parallel loop copyout(gout)
    for (long i = 0; i < c.count; i++) gout[i] = i + off;
    for (int i = 0; i < LEN; i++) if (gout[i] != i + off) err++;
    #pragma acc parallel loop copyout(gout)
    for (int i = 0; i < get_len(); i++) gout[i] = 2*i;
    for (int i = 0; i < LEN; i++) if (gout[i] != 2*i) err++;
    return err;
}
int test_body_control(){
    int err = 0;
    int *a = (int*)malloc(LEN*sizeof(int)), *b = (int*)malloc(LEN*sizeof(int));
    for (int i = 0; i < LEN; i++){ a[i] = i; b[i] = -5; }
    #pragma acc parallel loop copyin(a[0:LEN]) copy(b[0:LEN])
    for (int i = 0; i < LEN; i++){
        if (a[i] % 3 == 0) continue;
        int v = a[i], steps = 0;
        while (v != 1 && steps < 1000){ if (v % 2) v = 3*v + 1; else v /= 2; steps++; }
        if (steps > 50) b[i] = steps;
        else if (steps > 10) b[i] = -steps;
        else { switch (steps & 3) { case 0: b[i] = 100; break; case 1: b[i] = 101; break; default: b[i] = 102; } }
    }
    for (int i = 0; i < LEN; i++){
        int e;
        if (i % 3 == 0) e = -5; else { int v = i, steps = 0; while (v != 1 && steps < 1000){ if (v % 2) v = 3*v + 1; else v /= 2; steps++; }
            if (steps > 50) e = steps; else if (steps > 10) e = -steps; else { switch (steps & 3) { case 0: e = 100; break; case 1: e = 101; break; default: e = 102; } } }
        if (b[i] != e) err++;
    }
    free(a); free(b); return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test_down()) fc |= 1; if (test_size_t()) fc |= 2; if (test_bounds()) fc |= 4; if (test_body_control()) fc |= 8;}
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
