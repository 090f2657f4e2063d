/* Covers: `device_type` clause on the parallel construct (OpenACC 3.3 sec. 2.4, 2.5.1): num_gangs/num_workers/vector_length/async/wait given per device type (nvidia, host, *), with and without defaults before the first device_type; results are right whichever group applies. */
#include <stdio.h>

#define N 20011
static int a[N], b[N], c[N];
static unsigned int seed = 0xD7E1A5E3u;
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

    for (int i = 0; i < N; i++) b[i] = i;
#pragma acc parallel copyin(a) copy(b) device_type(nvidia) num_gangs(4) vector_length(64) device_type(host) num_gangs(2)
    {
#pragma acc loop gang vector
        for (int i = 0; i < N; i++) b[i] += a[i] * 2 + 1;
    }
    if (check("nvidia/host groups", b, 2, 1)) return 1;

    /* defaults before the first device_type, overridden for nvidia */
    for (int i = 0; i < N; i++) b[i] = i;
#pragma acc parallel copyin(a) copy(b) num_gangs(8) num_workers(2) device_type(nvidia) num_gangs(16) num_workers(4) vector_length(32)
    {
#pragma acc loop gang worker vector
        for (int i = 0; i < N; i++) b[i] += a[i] * 3;
    }
    if (check("defaults + nvidia group", b, 3, 0)) return 1;

    /* device_type(*) applies to every device type without a group of its own */
    for (int i = 0; i < N; i++) b[i] = i;
#pragma acc parallel copyin(a) copy(b) device_type(*) num_gangs(5) vector_length(128)
    {
#pragma acc loop gang vector
        for (int i = 0; i < N; i++) b[i] -= a[i];
    }
    if (check("device_type(*)", b, -1, 0)) return 1;

    /* a list of device types in one clause, and a group for host only */
    for (int i = 0; i < N; i++) b[i] = i;
#pragma acc parallel copyin(a) copy(b) device_type(nvidia, host) num_workers(2) device_type(*) num_workers(8)
    {
#pragma acc loop gang worker
        for (int i = 0; i < N; i++) b[i] += a[i] * 5 - 3;
    }
    if (check("device_type(nvidia, host)", b, 5, -3)) return 1;

    /* async and wait per device type: every group puts the regions on some queue;
       a wait with no argument covers them all */
    for (int i = 0; i < N; i++) { b[i] = i; c[i] = i; }
#pragma acc data copyin(a) copy(b, c)
    {
#pragma acc parallel present(a, b) device_type(nvidia) async(1) device_type(host) async(2) device_type(*) async(3)
        {
#pragma acc loop gang vector
            for (int i = 0; i < N; i++) b[i] += a[i] * 7;
        }
#pragma acc parallel present(b, c) device_type(nvidia) async(4) wait(1) device_type(host) async(5) wait(2) device_type(*) async(6) wait(3)
        {
#pragma acc loop gang vector
            for (int i = 0; i < N; i++) c[i] += b[i] - i;
        }
#pragma acc wait
    }
    if (check("device_type async", b, 7, 0) || check("device_type async/wait", c, 7, 0)) return 1;
    printf("PASS\n");
    return 0;
}
