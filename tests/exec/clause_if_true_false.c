/* Covers: `if(cond)` on parallel loop, kernels and parallel, with cond true and cond false (false: region runs on the host, acc_on_device says so); results must be right either way. */
#include <stdio.h>
#include <openacc.h>

#define N 200000
static int a[N], b[N];
static unsigned int seed = 0x1F1F2E2Eu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int run(int cond, int mul)
{
    for (int i = 0; i < N; i++) b[i] = -1;
#pragma acc parallel loop if(cond) copyin(a[0:N]) copyout(b[0:N])
    for (int i = 0; i < N; i++)
        b[i] = a[i] * mul + i;
    for (int i = 0; i < N; i++)
        if (b[i] != a[i] * mul + i) { printf("FAIL (parallel if(%d)): b[%d] = %d, expected %d\n", cond, i, b[i], a[i] * mul + i); return 1; }
    int s = -1;
#pragma acc kernels if(cond != 0) copyin(a[0:N]) copy(b[0:N])
    {
        for (int i = 0; i < N; i++)
            b[i] = b[i] - a[i];
        s = a[0] + mul;
    }
    for (int i = 0; i < N; i++)
        if (b[i] != a[i] * (mul - 1) + i) { printf("FAIL (kernels if(%d)): b[%d] = %d, expected %d\n", cond, i, b[i], a[i] * (mul - 1) + i); return 1; }
    if (s != a[0] + mul) { printf("FAIL (kernels if(%d)): s = %d, expected %d\n", cond, s, a[0] + mul); return 1; }
    /* with a false condition the region must run on the host */
    int where = -1;
#pragma acc parallel num_gangs(1) if(cond) copy(where)
    where = acc_on_device(acc_device_not_host);
    if (!cond && where != 0) { printf("FAIL: if(0) region reported acc_on_device(acc_device_not_host) = %d, expected 0\n", where); return 1; }
    if (where != 0 && where != 1) { printf("FAIL: acc_on_device returned %d\n", where); return 1; }
    if (cond) printf("if(1) region ran on the %s\n", where ? "device" : "host (host fallback)");
    return 0;
}

int main(void)
{
    for (int i = 0; i < N; i++) a[i] = (int)(xrand() % 10000u);
    if (run(1, 3)) return 1;
    if (run(0, 5)) return 1;
    volatile int n = N;
    if (run(n > 1000, 7)) return 1;
    if (run(n < 1000, 9)) return 1;
    printf("PASS\n");
    return 0;
}
