// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): routine on device.
#include "acc_testsuite.h"
#pragma acc routine seq
int where(void){ return acc_on_device(acc_device_host) ? 1 : 2; }
int main(){
    int err = 0;
    int *a = (int*)malloc(n*sizeof(int));
    #pragma acc parallel loop copyout(a[0:n])
    for (int x = 0; x < n; ++x) a[x] = where();
    int expect = acc_get_device_type() == acc_device_host ? 1 : 2;
    for (int x = 0; x < n; ++x) if (a[x] != expect) err++;
    /* nested parallel loop / loop seq / independent */
    int *b = (int*)malloc(100*100*sizeof(int));
    #pragma acc parallel loop copyout(b[0:10000])
    for (int i = 0; i < 100; ++i){
        #pragma acc loop seq
        for (int j = 0; j < 100; ++j) b[i*100 + j] = (j == 0) ? i : j;
        #pragma acc loop independent
        for (int j = 1; j < 100; ++j) b[i*100 + j] += b[i*100];
    }
    for (int i = 0; i < 100; ++i) for (int j = 0; j < 100; ++j) if (b[i*100+j] != (j == 0 ? i : j + i)) err++;
    if (err) { printf("FAIL %d\n", err); return 1; } printf("PASS\n"); return 0;
}
