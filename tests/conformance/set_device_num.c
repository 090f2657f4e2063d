/* Covers: the set directive + device_num clause (OpenACC 3.3 sec. 2.14.3): `set device_num(n)` with n the last valid device number of the current type, then `set device_num(0)`: acc_get_device_num reports each, and compute constructs work on the selected device. Also device_num together with device_type. */
#include <stdio.h>
#include <openacc.h>

#define N 20000
static int a[N], in[N];
static unsigned int seed = 0x5E7D5E7Du;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int round_trip(int k)
{
    for (int i = 0; i < N; i++) a[i] = -1;
#pragma acc parallel loop copyin(in) copyout(a)
    for (int i = 0; i < N; i++) a[i] = in[i] + k;
    for (int i = 0; i < N; i++) if (a[i] != in[i] + k) { printf("FAIL (k = %d): a[%d] = %d, expected %d\n", k, i, a[i], in[i] + k); return 1; }
    return 0;
}

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    for (int i = 0; i < N; i++) in[i] = (int)(xrand() % 10000u);
    acc_device_t t = acc_get_device_type();
    int nd = acc_get_num_devices(t);
    if (nd < 1) { printf("FAIL: acc_get_num_devices(current type) = %d\n", nd); return 1; }
    int last = nd - 1;
#pragma acc set device_num(last)
    if (acc_get_device_num(t) != last) { printf("FAIL: acc_get_device_num = %d after set device_num(%d)\n", acc_get_device_num(t), last); return 1; }
    if (round_trip(1)) return 1;
#pragma acc set device_num(0)
    if (acc_get_device_num(t) != 0) { printf("FAIL: acc_get_device_num = %d after set device_num(0)\n", acc_get_device_num(t)); return 1; }
    if (round_trip(2)) return 1;
    if (dev) {
#pragma acc set device_type(nvidia) device_num(0)
    } else {
#pragma acc set device_type(host) device_num(0)
    }
    if (acc_get_device_type() != t || acc_get_device_num(t) != 0) { printf("FAIL: set device_type(...) device_num(0) gave type %d num %d\n", (int)acc_get_device_type(), acc_get_device_num(t)); return 1; }
    if (round_trip(3)) return 1;
    printf("PASS\n");
    return 0;
}
