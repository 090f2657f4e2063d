// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): private firstprivate.
#include "acc_testsuite.h"
#define M 10
int test1(){
    int err = 0; srand(SEED);
    real_t *a = (real_t*)malloc(n*M*sizeof(real_t));
    real_t *b = (real_t*)malloc(n*sizeof(real_t));
    real_t c[M];
    real_t scale = 3.5;
    for (int x = 0; x < n*M; ++x) a[x] = rand()/(real_t)RAND_MAX;
    #pragma acc parallel loop private(c[0:M]) firstprivate(scale) copyin(a[0:n*M]) copyout(b[0:n])
    for (int x = 0; x < n; ++x){
        for (int y = 0; y < M; ++y) c[y] = a[x*M + y] * scale;
        real_t s = 0;
        for (int y = 0; y < M; ++y) s += c[y];
        b[x] = s;
        scale = scale + 0.0;
    }
    for (int x = 0; x < n; ++x){ real_t s = 0; for (int y = 0; y < M; ++y) s += a[x*M+y]*3.5; if (fabs(s - b[x]) > 1e-9) err++; }
    return err + (scale != 3.5);
}
int test2(){
    /* firstprivate array; each gang modifies its copy */
    int err = 0;
    int base[M]; for (int i = 0; i < M; ++i) base[i] = i * 10;
    int *out = (int*)malloc(n*sizeof(int));
    #pragma acc parallel loop firstprivate(base) copyout(out[0:n])
    for (int x = 0; x < n; ++x){
        base[x % M] += x;   /* modifications must not leak between iterations?  no: firstprivate per gang; only read-after-write in same iteration */
        out[x] = base[x % M] - x;
        base[x % M] -= x;
    }
    for (int x = 0; x < n; ++x) if (out[x] != (x % M) * 10) err++;
    for (int i = 0; i < M; ++i) if (base[i] != i * 10) err++;
    free(out);
    return err;
}
int test3(){
    /* loop-level private scalar and private in worker loop */
    int err = 0;
    int t;
    int *a = (int*)malloc(n*sizeof(int));
    #pragma acc parallel copyout(a[0:n])
    {
        #pragma acc loop gang private(t)
        for (int x = 0; x < n/100; ++x){
            t = x * 3;
            #pragma acc loop vector
            for (int y = 0; y < 100; ++y) a[x*100 + y] = t + y;
        }
    }
    for (int x = 0; x < n/100; ++x) for (int y = 0; y < 100; ++y) if (a[x*100+y] != x*3 + y) err++;
    free(a);
    return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test1()) fc |= 1; if (test2()) fc |= 2; if (test3()) fc |= 4; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
