/* Covers: declare directive + copy clause in a function (OpenACC 3.3 sec. 2.13): a function-scope static array named in `declare copy` is copied in when the function's implicit data region begins, is present for the compute constructs in the function, and is copied back when the function returns (not before, when memory is separate); a second call copies in the values the first one left. */
#include <stdio.h>
#include <openacc.h>

#define N 5000
static int x[N], y[N];
static unsigned int seed = 0xDC0DC0DCu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int dev;
static int inside_bad;

/* total[] starts as zeros (static storage); each call adds in[] to it on the device */
static int *accumulate(const int *in)
{
    static int total[N];
#pragma acc declare copy(total)
    int before[8];
    for (int k = 0; k < 8; k++) before[k] = total[k * (N / 8)];
    if (!acc_is_present(total, sizeof total)) inside_bad = 1;
#pragma acc parallel loop present(total) copyin(in[0:N])
    for (int i = 0; i < N; i++) total[i] += in[i];
    /* with separate memory the host copy is only written when the function returns */
    if (dev) for (int k = 0; k < 8; k++) if (total[k * (N / 8)] != before[k]) inside_bad = 2;
    return total;
}

int main(void)
{
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    for (int i = 0; i < N; i++) { x[i] = (int)(xrand() % 10000u); y[i] = (int)(xrand() % 10000u) - 5000; }
    int *t = accumulate(x);
    for (int i = 0; i < N; i++) if (t[i] != x[i]) { printf("FAIL: after one call: total[%d] = %d, expected %d\n", i, t[i], x[i]); return 1; }
    if (dev && acc_is_present(t, N * sizeof *t)) { printf("FAIL: total present after the function returned\n"); return 1; }
    t = accumulate(y);
    if (inside_bad) { printf("FAIL: %s\n", inside_bad == 1 ? "total not present inside the function" : "total copied back before the function returned"); return 1; }
    for (int i = 0; i < N; i++) if (t[i] != x[i] + y[i]) { printf("FAIL: after two calls: total[%d] = %d, expected %d\n", i, t[i], x[i] + y[i]); return 1; }
    printf("PASS\n");
    return 0;
}
