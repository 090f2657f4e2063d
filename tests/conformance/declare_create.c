/* Covers: declare directive + create clause in a function (OpenACC 3.3 sec. 2.13): a local scratch array is allocated on the device for the function's implicit data region, shared by two compute constructs, never copied, and freed at return. */
#include <stdio.h>
#include <openacc.h>

#define N 5000
static int in[N], out[N];
static unsigned int seed = 0xDC3DC3DCu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int dev, present_inside;
static int *tmp_addr;

static void work(void)
{
    int tmp[N];
#pragma acc declare create(tmp)
    for (int i = 0; i < N; i++) tmp[i] = 31337;
    tmp_addr = tmp;
    present_inside = acc_is_present(tmp, sizeof tmp);
#pragma acc parallel loop present(tmp) copyin(in)
    for (int i = 0; i < N; i++) tmp[i] = in[i] * in[i] % 1000;
#pragma acc parallel loop present(tmp) copyout(out)
    for (int i = 0; i < N; i++) out[i] = tmp[i] - tmp[N - 1 - i];
    if (dev) for (int i = 0; i < N; i++) if (tmp[i] != 31337) { present_inside = -1; break; }
}

int main(void)
{
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    for (int i = 0; i < N; i++) { in[i] = (int)(xrand() % 30000u); out[i] = -1; }
    work();
    if (present_inside == 0) { printf("FAIL: tmp not present inside the function\n"); return 1; }
    if (present_inside < 0) { printf("FAIL: the host copy of tmp changed (create must not copy)\n"); return 1; }
    for (int i = 0; i < N; i++) {
        int e = in[i] * in[i] % 1000 - in[N - 1 - i] * in[N - 1 - i] % 1000;
        if (out[i] != e) { printf("FAIL: out[%d] = %d, expected %d\n", i, out[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
