/* Covers: the init directive + if clause (OpenACC 3.3 sec. 2.14.1): `init device_type(host) if(false)` does nothing (the current device type is unchanged), `init if(true)` initializes the current device; compute constructs work. */
#include <stdio.h>
#include <openacc.h>

#define N 20000
static int a[N], in[N];
static unsigned int seed = 0x1F2F3F4Fu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    acc_device_t t0 = acc_get_device_type();
    int no = (N < 0), yes = !no;
#pragma acc init device_type(host) if(no)
    if (acc_get_device_type() != t0) { printf("FAIL: init ... if(false) changed the device type\n"); return 1; }
    int dev2 = -1;
#pragma acc serial copyout(dev2)
    dev2 = acc_on_device(acc_device_not_host);
    if (dev2 != dev) { printf("FAIL: regions moved after init ... if(false)\n"); return 1; }
#pragma acc init if(yes)
    for (int i = 0; i < N; i++) { in[i] = (int)(xrand() % 100000u); a[i] = -1; }
#pragma acc parallel loop copyin(in) copyout(a)
    for (int i = 0; i < N; i++) a[i] = in[i] - 13;
    for (int i = 0; i < N; i++) if (a[i] != in[i] - 13) { printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], in[i] - 13); return 1; }
    printf("PASS\n");
    return 0;
}
