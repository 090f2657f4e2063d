/* Covers: the init directive + device_num clause (OpenACC 3.3 sec. 2.14.1, 2.3.1): `init device_num(0)` initializes device 0 of the current type and sets acc-current-device-num-var to 0; compute constructs work afterwards. Also device_num combined with device_type. */
#include <stdio.h>
#include <openacc.h>

#define N 20000
static int a[N], in[N];
static unsigned int seed = 0x1E1E1E1Eu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    int zero = (int)(xrand() % 1u);      /* 0, computed at run time */
#pragma acc init device_num(zero)
    acc_device_t t = acc_get_device_type();
    if (acc_get_device_num(t) != 0) { printf("FAIL: acc_get_device_num = %d after init device_num(0)\n", acc_get_device_num(t)); return 1; }
    if (dev) {
#pragma acc init device_type(nvidia) device_num(0)
    } else {
#pragma acc init device_type(host) device_num(0)
    }
    if (acc_get_device_num(t) != 0 || acc_get_device_type() != t) { printf("FAIL: device changed after init device_type(...) device_num(0)\n"); return 1; }
    for (int i = 0; i < N; i++) { in[i] = (int)(xrand() % 100000u); a[i] = -1; }
#pragma acc parallel loop copyin(in) copyout(a)
    for (int i = 0; i < N; i++) a[i] = in[i] + 42;
    for (int i = 0; i < N; i++) if (a[i] != in[i] + 42) { printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], in[i] + 42); return 1; }
    printf("PASS\n");
    return 0;
}
