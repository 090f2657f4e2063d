// Regression test from a hunt with programs in the style of OpenACC validation suites: gang private shared.
#include "acc_testsuite.h"
#define G 50
#define L 128
int test1(){
    int err = 0; srand(SEED);
    real_t *a = (real_t*)malloc(G*L*sizeof(real_t)), *b = (real_t*)malloc(G*L*sizeof(real_t));
    real_t tmp[L];
    for (int x = 0; x < G*L; ++x) a[x] = rand()/(real_t)RAND_MAX;
    #pragma acc parallel copyin(a[0:G*L]) copyout(b[0:G*L])
    {
        #pragma acc loop gang private(tmp)
        for (int g = 0; g < G; ++g){
            #pragma acc loop vector
            for (int i = 0; i < L; ++i) tmp[i] = a[g*L + i];
            #pragma acc loop vector
            for (int i = 0; i < L; ++i) b[g*L + i] = tmp[L - 1 - i] + tmp[i];
        }
    }
    for (int g = 0; g < G; ++g) for (int i = 0; i < L; ++i) if (fabs(b[g*L+i] - (a[g*L+L-1-i] + a[g*L+i])) > PRECISION) err++;
    free(a); free(b); return err;
}
int test2(){
    /* parallel private(tmp) at construct level */
    int err = 0;
    int tmp[L];
    int *out = (int*)malloc(G*L*sizeof(int));
    #pragma acc parallel num_gangs(G) private(tmp) copyout(out[0:G*L])
    {
        #pragma acc loop gang
        for (int g = 0; g < G; ++g){
            #pragma acc loop worker
            for (int i = 0; i < L; ++i) tmp[i] = g * i;
            #pragma acc loop worker
            for (int i = 0; i < L; ++i) out[g*L + i] = tmp[(i + 1) % L];
        }
    }
    for (int g = 0; g < G; ++g) for (int i = 0; i < L; ++i) if (out[g*L+i] != g*((i+1)%L)) err++;
    free(out); return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test1()) fc |= 1; if (test2()) fc |= 2; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
