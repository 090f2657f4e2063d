/* Covers: declare directive + copyout clause in a function (OpenACC 3.3 sec. 2.13): a function-scope static array named in `declare copyout` gets device memory when the function's implicit data region begins (no copy in) and is copied to the host when the function returns, not before (with separate memory). */
#include <stdio.h>
#include <openacc.h>

#define N 6000
static int in[N];
static unsigned int seed = 0xDC2DC2DCu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int dev, inside_bad;

static int *produce(int k)
{
    static int res[N];
#pragma acc declare copyout(res)
    for (int i = 0; i < N; i++) res[i] = -5;
#pragma acc parallel loop present(res) copyin(in)
    for (int i = 0; i < N; i++) res[i] = in[i] * k + 1;
#pragma acc parallel loop present(res)
    for (int i = 0; i < N; i++) res[i] -= i;
    if (dev) for (int i = 0; i < N; i++) if (res[i] != -5) { inside_bad = 1; break; }
    return res;
}

int main(void)
{
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    for (int i = 0; i < N; i++) in[i] = (int)(xrand() % 10000u);
    int *r = produce(3);
    if (inside_bad) { printf("FAIL: res copied back before the function returned\n"); return 1; }
    for (int i = 0; i < N; i++) if (r[i] != in[i] * 3 + 1 - i) { printf("FAIL: res[%d] = %d, expected %d\n", i, r[i], in[i] * 3 + 1 - i); return 1; }
    if (dev && acc_is_present(r, N * sizeof *r)) { printf("FAIL: res present after the function returned\n"); return 1; }
    printf("PASS\n");
    return 0;
}
