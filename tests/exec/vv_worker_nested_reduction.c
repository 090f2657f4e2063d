// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): worker nested reduction.
#include "acc_testsuite.h"
#define A 40
#define B 30
#define C 50
int test1(){
    int err = 0;
    int *a = (int*)malloc(A*B*C*sizeof(int)); long *rowsum = (long*)malloc(A*sizeof(long));
    for (int x = 0; x < A*B*C; ++x) a[x] = (x * 31) % 97;
    long grand = 0;
    #pragma acc parallel num_gangs(A) num_workers(8) vector_length(32) copyin(a[0:A*B*C]) copyout(rowsum[0:A]) reduction(+:grand)
    {
        #pragma acc loop gang reduction(+:grand)
        for (int i = 0; i < A; ++i){
            long rs = 0;
            #pragma acc loop worker reduction(+:rs)
            for (int j = 0; j < B; ++j){
                long cs = 0;
                #pragma acc loop vector reduction(+:cs)
                for (int k = 0; k < C; ++k) cs += a[(i*B + j)*C + k];
                rs += cs;
            }
            rowsum[i] = rs;
            grand += rs;
        }
    }
    long hg = 0;
    for (int i = 0; i < A; ++i){ long rs = 0; for (int x = 0; x < B*C; ++x) rs += a[i*B*C + x]; if (rs != rowsum[i]) err++; hg += rs; }
    if (hg != grand) { err++; printf("grand %ld %ld\n", grand, hg); }
    /* worker vector combined reduction inside gang */
    int *mx = (int*)malloc(A*sizeof(int));
    #pragma acc parallel loop gang copyin(a[0:A*B*C]) copyout(mx[0:A])
    for (int i = 0; i < A; ++i){
        int m = -1;
        #pragma acc loop worker vector reduction(max:m)
        for (int x = 0; x < B*C; ++x) m = a[i*B*C + x] > m ? a[i*B*C + x] : m;
        mx[i] = m;
    }
    for (int i = 0; i < A; ++i){ int m = -1; for (int x = 0; x < B*C; ++x) if (a[i*B*C+x] > m) m = a[i*B*C+x]; if (m != mx[i]) err++; }
    free(a); free(rowsum); free(mx); return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test1()) fc |= 1; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
