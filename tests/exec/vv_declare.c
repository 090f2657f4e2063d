// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): declare.
#include "acc_testsuite.h"
#define LEN 1000
real_t table[LEN];
#pragma acc declare create(table)
int counter_glob = 5;
#pragma acc declare copyin(counter_glob)
int test1(){
    int err = 0;
    for (int x = 0; x < LEN; ++x) table[x] = x;
    #pragma acc update device(table)
    #pragma acc parallel loop present(table)
    for (int x = 0; x < LEN; ++x) table[x] = table[x] * 3;
    #pragma acc update self(table)
    for (int x = 0; x < LEN; ++x) if (table[x] != 3*x) err++;
    return err;
}
int test2(){
    int err = 0;
    real_t a[LEN], b[LEN];
    #pragma acc declare copyin(a) copyout(b)
    for (int x = 0; x < LEN; ++x) a[x] = x;
    #pragma acc update device(a)
    #pragma acc parallel loop present(a, b)
    for (int x = 0; x < LEN; ++x) b[x] = a[x] + 1;
    #pragma acc update self(b)
    for (int x = 0; x < LEN; ++x) if (b[x] != x + 1) err++;
    return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test1()) fc |= 1; if (test2()) fc |= 2; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
