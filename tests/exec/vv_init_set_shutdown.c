// Validation-suite-style program (written for Gangway, in the style of the OpenACC V&V suite): init set shutdown.
#include "acc_testsuite.h"
int test1(){
    int err = 0;
    acc_device_t t = acc_get_device_type();
    int nd = acc_get_num_devices(t);
    #pragma acc init
    #pragma acc set device_num(0)
    #pragma acc set default_async(3)
    if (acc_get_default_async() != 3) err++;
    int *a = (int*)malloc(n*sizeof(int));
    for (int x = 0; x < n; ++x) a[x] = x;
    #pragma acc data copy(a[0:n])
    {
        #pragma acc parallel loop async
        for (int x = 0; x < n; ++x) a[x] *= 2;
        #pragma acc wait(3)
    }
    for (int x = 0; x < n; ++x) if (a[x] != 2*x) err++;
    acc_set_default_async(acc_async_noval);
    if (nd > 0) {
        acc_set_device_num(0, t);
        if (acc_get_device_num(t) != 0) err++;
        const char *name = acc_get_property_string(0, t, acc_property_name);
        size_t mem = acc_get_property(0, t, acc_property_memory);
        if (t != acc_device_host && (name == NULL || mem == 0)) err++;
    }
    #pragma acc shutdown
    #pragma acc init
    free(a); return err;
}
int main(){ int fc = 0; for (int x = 0; x < 1; ++x){ if (test1()) fc |= 1; }
  if (fc) { printf("FAIL %d\n", fc); return 1; } printf("PASS\n"); return 0; }
