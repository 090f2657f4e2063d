// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): collapse.
#include "acc_testsuite.h"
#define N1 37
#define N2 53
#define N3 11
int test1(){
    int err = 0; srand(SEED);
    real_t a[N1][N2][N3], b[N1][N2][N3];
    for (int i = 0; i < N1; i++) for (int j = 0; j < N2; j++) for (int k = 0; k < N3; k++) { a[i][j][k] = rand() / (real_t)RAND_MAX; b[i][j][k] = 0; }
    #pragma acc parallel loop collapse(3) copyin(a) copyout(b)
    for (int i = 0; i < N1; i++)
        for (int j = 0; j < N2; j++)
            for (int k = 0; k < N3; k++)
                b[i][j][k] = a[i][j][k] * i + j - k;
    for (int i = 0; i < N1; i++) for (int j = 0; j < N2; j++) for (int k = 0; k < N3; k++) if (fabs(b[i][j][k] - (a[i][j][k]*i + j - k)) > PRECISION) err++;
    /* collapse(2) with inner loop vector */
    #pragma acc parallel copy(b)
    {
        #pragma acc loop gang collapse(2)
        for (int i = N1 - 1; i >= 0; i--)
            for (int j = 1; j <= N2; j++) {
                #pragma acc loop vector
                for (int k = 0; k < N3; k += 2)
                    b[i][j-1][k] += 1.0;
            }
    }
    for (int i = 0; i < N1; i++) for (int j = 0; j < N2; j++) for (int k = 0; k < N3; k++) {
        real_t e = a[i][j][k]*i + j - k + ((k % 2 == 0) ? 1.0 : 0.0);
        if (fabs(b[i][j][k] - e) > PRECISION) err++; }
    return err;
}
int main(){ int failed = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x) failed += test1();
  if (failed) { printf("FAIL %d\n", failed); return 1;} printf("PASS\n"); return 0; }
