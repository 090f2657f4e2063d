// Regression test from a hunt with programs in the style of OpenACC validation suites: memcpy d2d.
#include "acc_testsuite.h"
int main(){
    int err = 0;
    int *a = (int*)malloc(n*sizeof(int)), *c = (int*)malloc(n*sizeof(int));
    for (int x = 0; x < n; ++x){ a[x] = x * 3; c[x] = 0; }
    int dev = acc_get_device_num(acc_get_device_type());
    #pragma acc data copyin(a[0:n]) copyout(c[0:n])
    {
        acc_memcpy_d2d(c, a, n*sizeof(int), dev, dev);
    }
    for (int x = 0; x < n; ++x) if (c[x] != 3*x) err++;
    if (err) { printf("FAIL\n"); return 1; } printf("PASS\n"); return 0;
}
