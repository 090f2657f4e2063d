/* Covers: declare directive + copyin clause in a function (OpenACC 3.3 sec. 2.13): a function-scope static table (statically initialized) named in `declare copyin` is copied to the device when the function's implicit data region begins; compute constructs read it; device writes to it are not copied back, and the next call copies the host values in again. */
#include <stdio.h>
#include <openacc.h>

#define N 4000
#define T 16
static int idx[N], out[N];
static const int w0[T] = {5, -9, 12, 40, -3, 7, 0, 19, 23, -40, 8, 2, 99, -1, 14, 6};
static unsigned int seed = 0xDC1DC1DCu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int dev;
static int *w_addr;

static void lookup(int add)
{
    static int w[T] = {5, -9, 12, 40, -3, 7, 0, 19, 23, -40, 8, 2, 99, -1, 14, 6};
#pragma acc declare copyin(w)
    w_addr = w;
#pragma acc parallel loop present(w) copyin(idx) copyout(out)
    for (int i = 0; i < N; i++) out[i] = w[idx[i]] * 3 + add;
#pragma acc serial present(w)
    for (int t = 0; t < T; t++) w[t] = -1000;       /* device copy only */
}

int main(void)
{
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    for (int i = 0; i < N; i++) { idx[i] = (int)(xrand() % T); out[i] = -7; }
    lookup(1);
    for (int i = 0; i < N; i++) if (out[i] != w0[idx[i]] * 3 + 1) { printf("FAIL: first call: out[%d] = %d, expected %d\n", i, out[i], w0[idx[i]] * 3 + 1); return 1; }
    for (int t = 0; t < T; t++) {
        int e = dev ? w0[t] : -1000;
        if (w_addr[t] != e) { printf("FAIL: host w[%d] = %d, expected %d (%s)\n", t, w_addr[t], e, dev ? "copyin must not copy back" : "shared memory"); return 1; }
    }
    if (dev && acc_is_present(w_addr, T * sizeof(int))) { printf("FAIL: w present after the function returned\n"); return 1; }
    if (dev) {
        lookup(2);       /* the device copy is fresh again */
        for (int i = 0; i < N; i++) if (out[i] != w0[idx[i]] * 3 + 2) { printf("FAIL: second call: out[%d] = %d, expected %d\n", i, out[i], w0[idx[i]] * 3 + 2); return 1; }
    }
    printf("PASS\n");
    return 0;
}
