/* Covers: data construct + device_type clause (OpenACC 3.3 sec. 2.6.5, 2.4): async (and wait) clauses following device_type(nvidia) and device_type(*) apply to the data construct for the matching device types; both groups name the same queue here, so the program is right on any device type: after wait(4) the copied-out results are on the host. */
#include <stdio.h>

#define N 50000
static int a[N], b[N];
static unsigned int seed = 0x77665544u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 100000u); b[i] = -1; }
#pragma acc data copyin(a) copyout(b) device_type(nvidia) async(4) device_type(*) async(4)
    {
#pragma acc parallel loop present(a, b) async(4)
        for (int i = 0; i < N; i++)
            b[i] = a[i] / 3 + i;
    }
#pragma acc wait(4)
    for (int i = 0; i < N; i++)
        if (b[i] != a[i] / 3 + i) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], a[i] / 3 + i); return 1; }
    /* a device-specific wait clause */
    for (int i = 0; i < N; i++) b[i] = -1;
#pragma acc parallel loop copyin(a) copyout(b) async(5)
    for (int i = 0; i < N; i++)
        b[i] = a[i] * 2;
#pragma acc data copy(b) device_type(*) wait(5)
    {
#pragma acc parallel loop present(b)
        for (int i = 0; i < N; i++)
            b[i] += 1;
    }
    for (int i = 0; i < N; i++)
        if (b[i] != a[i] * 2 + 1) { printf("FAIL: second region: b[%d] = %d, expected %d\n", i, b[i], a[i] * 2 + 1); return 1; }
    printf("PASS\n");
    return 0;
}
