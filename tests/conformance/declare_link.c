/* Covers: declare directive + link clause (OpenACC 3.3 sec. 2.13.3): a large global array with a global link is used in a routine; its device copy exists only while a data clause makes it present (data construct copyin, then enter data copyin / exit data copyout), and the routine sees those device copies. */
#include <stdio.h>
#include <openacc.h>

#define BIG 20000
#define N 4000
double big[BIG];
#pragma acc declare link(big)

#pragma acc routine seq
static double pick(int i)
{
    return big[(i * 7) % BIG] + big[BIG - 1 - i];
}

static double out[N];
static unsigned int seed = 0x11CC11CCu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    for (int i = 0; i < BIG; i++) big[i] = (double)(xrand() % 100000u) / 32.0;
    for (int i = 0; i < N; i++) out[i] = -1.0;
    if (dev && acc_is_present(big, sizeof big)) { printf("FAIL: link data present before any data clause\n"); return 1; }
#pragma acc data copyin(big)
    {
#pragma acc parallel loop copyout(out)
        for (int i = 0; i < N; i++)
            out[i] = pick(i);
    }
    for (int i = 0; i < N; i++) {
        double e = big[(i * 7) % BIG] + big[BIG - 1 - i];
        if (out[i] != e) { printf("FAIL: out[%d] = %.17g, expected %.17g\n", i, out[i], e); return 1; }
    }
    if (dev && acc_is_present(big, sizeof big)) { printf("FAIL: link data present after the data region\n"); return 1; }
#pragma acc enter data copyin(big)
#pragma acc parallel loop
    for (int i = 0; i < BIG; i++)
        big[i] = big[i] * 2.0;
#pragma acc parallel loop copyout(out)
    for (int i = 0; i < N; i++)
        out[i] = pick(i);
#pragma acc exit data copyout(big)
    for (int i = 0; i < N; i++) {
        double e = big[(i * 7) % BIG] + big[BIG - 1 - i];
        if (out[i] != e) { printf("FAIL: second pass: out[%d] = %.17g, expected %.17g\n", i, out[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
