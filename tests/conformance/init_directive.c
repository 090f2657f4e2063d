/* Covers: the init directive without clauses (OpenACC 3.3 sec. 2.14.1): initializes the runtime for the current device type; the current device type and number are unchanged, and compute constructs and data directives work afterwards (also when init is repeated). */
#include <stdio.h>
#include <openacc.h>

#define N 20000
static int a[N], in[N];
static unsigned int seed = 0x1A1A1A1Bu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    acc_device_t t0 = acc_get_device_type();
    int n0 = acc_get_device_num(t0);
#pragma acc init
    if (acc_get_device_type() != t0 || acc_get_device_num(t0) != n0) { printf("FAIL: init changed the current device (%d/%d -> %d/%d)\n", (int)t0, n0, (int)acc_get_device_type(), acc_get_device_num(t0)); return 1; }
#pragma acc init
    for (int i = 0; i < N; i++) { in[i] = (int)(xrand() % 100000u); a[i] = -1; }
#pragma acc parallel loop copyin(in) copyout(a)
    for (int i = 0; i < N; i++) a[i] = in[i] * 2 + 3;
    for (int i = 0; i < N; i++) if (a[i] != in[i] * 2 + 3) { printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], in[i] * 2 + 3); return 1; }
    printf("PASS\n");
    return 0;
}
