/* Covers: declare directive + copyin clause at file scope (OpenACC 3.3 sec. 2.13, 2.13.2): a statically initialized global table is copied to the device at program start, so compute constructs read its initial values with no update directive; device writes are not visible on the host without update self. */
#include <stdio.h>
#include <openacc.h>

#define T 16
int table[T] = {17, -3, 88, 5, 1024, -77, 6, 31, 900, 2, -15, 64, 7, 333, -1, 12};
#pragma acc declare copyin(table)
static const int table0[T] = {17, -3, 88, 5, 1024, -77, 6, 31, 900, 2, -15, 64, 7, 333, -1, 12};

#define N 5000
static int idx[N], out[N];
static unsigned int seed = 0x7AB1E000u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    for (int i = 0; i < N; i++) { idx[i] = (int)(xrand() % T); out[i] = -1; }
#pragma acc parallel loop copyin(idx) copyout(out)
    for (int i = 0; i < N; i++)
        out[i] = table[idx[i]] * 2 + i;
    for (int i = 0; i < N; i++)
        if (out[i] != table0[idx[i]] * 2 + i) { printf("FAIL: out[%d] = %d, expected %d\n", i, out[i], table0[idx[i]] * 2 + i); return 1; }
#pragma acc serial
    for (int t = 0; t < T; t++) table[t] += 1000;
    for (int t = 0; t < T; t++) {
        int e = dev ? table0[t] : table0[t] + 1000;
        if (table[t] != e) { printf("FAIL: host table[%d] = %d, expected %d before update self\n", t, table[t], e); return 1; }
    }
#pragma acc update self(table)
    for (int t = 0; t < T; t++) if (table[t] != table0[t] + 1000) { printf("FAIL: table[%d] = %d, expected %d\n", t, table[t], table0[t] + 1000); return 1; }
    printf("PASS\n");
    return 0;
}
