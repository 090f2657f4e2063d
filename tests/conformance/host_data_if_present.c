/* Covers: host_data construct + if_present clause (OpenACC 3.3 sec. 2.8.3): only vars present in device memory have their addresses replaced; a var that is not present keeps its host address (no error). A null pointer keeps its value (sec. 2.8.1). */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

#define N 1000
static int a[N], x[N];

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    for (int i = 0; i < N; i++) { a[i] = i; x[i] = -i; }
    int *nul = NULL;
#pragma acc enter data copyin(a)
    void *dev_a = acc_deviceptr(a);
    void *pa = NULL, *px = NULL, *pn = (void *)1;
#pragma acc host_data use_device(a, x, nul) if_present
    {
        pa = a;
        px = x;
        pn = nul;
    }
#pragma acc exit data delete(a)
    if (pa != dev_a) { printf("FAIL: present a -> %p, expected the device address %p\n", pa, dev_a); return 1; }
    if (px != (void *)x) { printf("FAIL: absent x -> %p, expected its host address %p\n", px, (void *)x); return 1; }
    if (pn != NULL) { printf("FAIL: null pointer -> %p, expected NULL\n", pn); return 1; }
    printf("PASS\n");
    return 0;
}
