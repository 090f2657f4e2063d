// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): hostdata update if.
#include "acc_testsuite.h"
int test1(){
    int err = 0;
    real_t *a = (real_t*)malloc(n*sizeof(real_t)), *b = (real_t*)malloc(n*sizeof(real_t));
    real_t *dp = NULL;
    for (int x = 0; x < n; ++x){ a[x] = x; b[x] = 0; }
    #pragma acc data copyin(a[0:n])
    {
        #pragma acc host_data use_device(a)
        { dp = a; }
        #pragma acc host_data use_device(b) if_present
        { if (b != NULL && acc_get_device_type() != acc_device_host) { /* b not present: host address */ } }
        int yes = 1, no = 0;
        #pragma acc host_data use_device(a) if(no)
        { if (a != (real_t*)a) err++; }
    }
    if (acc_get_device_type() == acc_device_host) { if (dp != a) err++; }
    else if (dp == a) err++;
    #pragma acc data copy(a[0:n])
    {
        for (int x = 0; x < n; ++x) a[x] = -x;
        int do_update = (n > 5);
        #pragma acc update device(a[0:n]) if(do_update)
        #pragma acc parallel loop present(a[0:n])
        for (int x = 0; x < n; ++x) a[x] *= 2;
        #pragma acc update self(a[0:n]) if(0)
        #pragma acc update self(b[0:n]) if_present
        if (acc_get_device_type() != acc_device_host && a[1] != -1) err++;
    }
    for (int x = 0; x < n; ++x) if (a[x] != -2*x) err++;
    free(a); free(b); return err;
}
int main(){ int fc = 0; for (int x = 0; x < NUM_TEST_CALLS; ++x){ if (test1()) fc |= 1; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
