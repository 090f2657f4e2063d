// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): 2d static.
#include "acc_testsuite.h"
#define NX 64
#define NY 48
static real_t grid[NX][NY];
static real_t next_g[NX][NY];
static void init(void){ for (int i = 0; i < NX; i++) for (int j = 0; j < NY; j++) grid[i][j] = (i*7 + j*13) % 17; }
int test1(){
    int err = 0;
    init();
    #pragma acc data copy(grid) create(next_g)
    for (int it = 0; it < 10; it++){
        #pragma acc parallel loop collapse(2) present(grid, next_g)
        for (int i = 1; i < NX-1; i++)
            for (int j = 1; j < NY-1; j++)
                next_g[i][j] = 0.25*(grid[i-1][j] + grid[i+1][j] + grid[i][j-1] + grid[i][j+1]);
        #pragma acc parallel loop collapse(2)
        for (int i = 1; i < NX-1; i++)
            for (int j = 1; j < NY-1; j++)
                grid[i][j] = next_g[i][j];
    }
    static real_t h[NX][NY], hn[NX][NY];
    for (int i = 0; i < NX; i++) for (int j = 0; j < NY; j++) h[i][j] = (i*7 + j*13) % 17;
    for (int it = 0; it < 10; it++){
        for (int i = 1; i < NX-1; i++) for (int j = 1; j < NY-1; j++) hn[i][j] = 0.25*(h[i-1][j] + h[i+1][j] + h[i][j-1] + h[i][j+1]);
        for (int i = 1; i < NX-1; i++) for (int j = 1; j < NY-1; j++) h[i][j] = hn[i][j];
    }
    for (int i = 0; i < NX; i++) for (int j = 0; j < NY; j++) if (fabs(h[i][j] - grid[i][j]) > 1e-9) err++;
    return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test1()) fc |= 1; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
