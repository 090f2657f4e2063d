// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): gang redundant.
#include "acc_testsuite.h"
int test1(){
    int err = 0;
    int *a = (int*)malloc(n*sizeof(int));
    int *flags = (int*)malloc(16*sizeof(int));
    for (int x = 0; x < 16; ++x) flags[x] = 0;
    #pragma acc parallel num_gangs(16) vector_length(64) copyout(a[0:n]) copy(flags[0:16])
    {
        int base = 42;   /* gang-redundant */
        flags[3] = base;
        #pragma acc loop gang vector
        for (int x = 0; x < n; ++x) a[x] = base + x;
    }
    for (int x = 0; x < n; ++x) if (a[x] != 42 + x) err++;
    if (flags[3] != 42) err++;
    /* sequential code after a loop in parallel region reading loop results: within one gang */
    int *b = (int*)malloc(256*sizeof(int)); int total = -1;
    #pragma acc parallel num_gangs(1) vector_length(128) copyout(b[0:256]) copy(total)
    {
        #pragma acc loop vector
        for (int x = 0; x < 256; ++x) b[x] = x;
        total = 0;
        for (int x = 0; x < 256; ++x) total += b[x];
    }
    if (total != 255*256/2) { err++; printf("total %d\n", total); }
    free(a); free(flags); free(b); return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test1()) fc |= 1; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
