/* Covers: the wait directive with a devnum modifier (OpenACC 3.3 sec. 2.16.3, 2.16: wait-argument `devnum: int-expr : [queues:] int-expr-list`): `wait(devnum: d: q)` with d the current device number waits for queue q on that device. */
#include <stdio.h>
#include <openacc.h>

#define N 100000
static int a[N], in[N];
static unsigned int seed = 0xDE7DE7DEu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { in[i] = (int)(xrand() % 100000u); a[i] = -1; }
    int d = acc_get_device_num(acc_get_device_type());
#pragma acc enter data copyin(in) create(a)
#pragma acc parallel loop present(in, a) async(5)
    for (int i = 0; i < N; i++) a[i] = in[i] * 5 + 1;
#pragma acc update self(a) async(5)
#pragma acc wait(devnum: d: 5)
    for (int i = 0; i < N; i++) if (a[i] != in[i] * 5 + 1) { printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], in[i] * 5 + 1); return 1; }
#pragma acc parallel loop present(in, a) async(6)
    for (int i = 0; i < N; i++) a[i] = in[i] - 2;
#pragma acc update self(a) async(6)
#pragma acc wait(devnum: d: queues: 6)
    for (int i = 0; i < N; i++) if (a[i] != in[i] - 2) { printf("FAIL: second wait: a[%d] = %d, expected %d\n", i, a[i], in[i] - 2); return 1; }
#pragma acc exit data delete(in, a)
    printf("PASS\n");
    return 0;
}
