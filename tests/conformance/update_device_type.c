/* Covers: update directive + device_type clause (OpenACC 3.3 sec. 2.14.4, 2.4): async clauses following device_type(nvidia) and device_type(*) name the same queue, so on any device type the update is queued after the kernel on that queue and wait(6) completes it. */
#include <stdio.h>

#define N 100000
static int a[N], in[N];
static unsigned int seed = 0x0D7E0D7Eu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { in[i] = (int)(xrand() % 100000u); a[i] = in[i]; }
#pragma acc enter data copyin(a)
#pragma acc parallel loop present(a) async(6)
    for (int i = 0; i < N; i++) a[i] = a[i] * 2 - i;
#pragma acc update self(a) device_type(nvidia) async(6) device_type(*) async(6)
#pragma acc wait(6)
    for (int i = 0; i < N; i++) if (a[i] != in[i] * 2 - i) { printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], in[i] * 2 - i); return 1; }
#pragma acc exit data delete(a)
    printf("PASS\n");
    return 0;
}
