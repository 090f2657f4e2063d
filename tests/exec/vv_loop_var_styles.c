// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): loop var styles.
#include "acc_testsuite.h"
int test1(){
    int err = 0;
    int x, y;
    int *a = (int*)malloc(n*sizeof(int));
    #pragma acc parallel loop copyout(a[0:n])
    for (x = 0; x != n; x = x + 1) a[x] = x * 2;
    for (y = 0; y < n; y++) if (a[y] != 2*y) err++;
    #pragma acc parallel loop copy(a[0:n])
    for (x = n; x > 0; x = x - 1) a[x-1] += 1;
    for (y = 0; y < n; y++) if (a[y] != 2*y + 1) err++;
    const int step = 4;
    #pragma acc parallel loop copy(a[0:n])
    for (x = 0; x < n; x += step) a[x] = -1;
    for (y = 0; y < n; y++) if ((a[y] == -1) != (y % 4 == 0)) err++;
    int lo = 10, hi = n - 10;
    #pragma acc parallel loop copy(a[0:n])
    for (int i = lo; i <= hi; ++i) a[i] = 0;
    for (y = lo; y <= hi; y++) if (a[y] != 0) err++;
    if (a[lo-1] == 0 && (lo - 1) % 4 != 0) err++;
    /* 2-level with loop variable declared outside region */
    int i, j;
    int *m = (int*)malloc(100*100*sizeof(int));
    #pragma acc parallel loop collapse(2) private(i, j) copyout(m[0:10000])
    for (i = 0; i < 100; i++)
        for (j = 0; j < 100; j++) m[i*100+j] = i ^ j;
    for (i = 0; i < 100; i++) for (j = 0; j < 100; j++) if (m[i*100+j] != (i ^ j)) err++;
    free(a); free(m); return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test1()) fc |= 1; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
