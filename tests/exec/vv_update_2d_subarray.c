// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): update 2d subarray.
#include "acc_testsuite.h"
#define NR 20
#define NC 30
real_t mat[NR][NC];
int test1(){
    int err = 0;
    for (int i = 0; i < NR; ++i) for (int j = 0; j < NC; ++j) mat[i][j] = i * 100 + j;
    #pragma acc data copyin(mat[0:NR][0:NC])
    {
        #pragma acc parallel loop collapse(2) present(mat[0:NR][0:NC])
        for (int i = 0; i < NR; ++i) for (int j = 0; j < NC; ++j) mat[i][j] = -mat[i][j];
        #pragma acc update self(mat[5:3][0:NC])
    }
    for (int i = 0; i < NR; ++i) for (int j = 0; j < NC; ++j){
        real_t e = (i >= 5 && i < 8) || acc_get_device_type() == acc_device_host ? -(i*100 + j) : (i*100 + j);
        if (mat[i][j] != e) err++;
    }
    return err;
}
int main(){ int fc = 0; for (int x = 0; x < 1; ++x){ if (test1()) fc |= 1; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
