/* Covers: the set directive + if clause (OpenACC 3.3 sec. 2.14.3): with a false condition nothing is set (device type and default async queue unchanged); with a true condition the default async queue is set. */
#include <stdio.h>
#include <openacc.h>

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    acc_device_t t0 = acc_get_device_type();
    int a0 = acc_get_default_async();
    int no = (t0 == acc_device_none), yes = !no;
#pragma acc set device_type(host) if(no)
#pragma acc set default_async(21) if(no)
    if (acc_get_device_type() != t0) { printf("FAIL: set device_type(host) if(false) changed the device type\n"); return 1; }
    if (acc_get_default_async() != a0) { printf("FAIL: set default_async(21) if(false) changed it to %d\n", acc_get_default_async()); return 1; }
    int dev2 = -1;
#pragma acc serial copyout(dev2)
    dev2 = acc_on_device(acc_device_not_host);
    if (dev2 != dev) { printf("FAIL: regions moved after set ... if(false)\n"); return 1; }
#pragma acc set default_async(21) if(yes)
    if (acc_get_default_async() != 21) { printf("FAIL: acc_get_default_async() = %d after set default_async(21) if(true)\n", acc_get_default_async()); return 1; }
    printf("PASS\n");
    return 0;
}
