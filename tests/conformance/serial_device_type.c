/* Covers: `device_type` clause on the serial construct (OpenACC 3.3 sec. 2.4, 2.5.2): async and wait (the only clauses serial allows after device_type) given per device type (nvidia, host, *, a list); results are right whichever group applies. */
#include <stdio.h>

#define N 20011
static int a[N], b[N], c[N];
static unsigned int seed = 0xD7E1A5E4u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int check(const char *what, const int *got, int mul, int add)
{
    for (int i = 0; i < N; i++)
        if (got[i] != a[i] * mul + add + i) { printf("FAIL (%s): [%d] = %d, expected %d\n", what, i, got[i], a[i] * mul + add + i); return 1; }
    return 0;
}

int main(void)
{
    for (int i = 0; i < N; i++) a[i] = (int)(xrand() % 20000u);

    /* every group names a queue; producer and consumer pick the same group, and
       the consumer waits on the producer's queue */
    for (int i = 0; i < N; i++) { b[i] = i; c[i] = i; }
#pragma acc data copyin(a) copy(b, c)
    {
#pragma acc serial present(a, b) device_type(nvidia) async(1) device_type(host) async(2) device_type(*) async(3)
        {
            for (int i = 0; i < N; i++) b[i] += a[i] * 7;
        }
#pragma acc serial present(b, c) device_type(nvidia) async(4) wait(1) device_type(host) async(5) wait(2) device_type(*) async(6) wait(3)
        {
            for (int i = 0; i < N; i++) c[i] += b[i] - i;
        }
#pragma acc wait
    }
    if (check("device_type async", b, 7, 0) || check("device_type async/wait", c, 7, 0)) return 1;

    /* an async clause before the first device_type applies to all device types
       that have none of their own; a list of device types in one clause */
    for (int i = 0; i < N; i++) b[i] = i;
#pragma acc serial copyin(a) copy(b) async(7) device_type(nvidia, host) async(8)
    {
        for (int i = 0; i < N; i++) b[i] -= a[i];
    }
#pragma acc wait
    if (check("async + device_type(nvidia, host) async", b, -1, 0)) return 1;

    /* device_type(*) only */
    for (int i = 0; i < N; i++) b[i] = i;
#pragma acc serial copyin(a) copy(b) device_type(*) async(9)
    {
        for (int i = 0; i < N; i++) b[i] += 3 * a[i] + 1;
    }
#pragma acc wait
    if (check("device_type(*) async", b, 3, 1)) return 1;
    printf("PASS\n");
    return 0;
}
