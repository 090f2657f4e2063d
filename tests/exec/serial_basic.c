/* Covers: a `serial` construct running sequential code: a prefix sum and a loop-carried recurrence (must run in order). */
#include <stdio.h>

#define N 100000
static int a[N], pre[N], rec[N], ref_pre[N], ref_rec[N];
static unsigned int seed = 0xBEEF1234u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 201u) - 100; pre[i] = -1; rec[i] = -1; }
    ref_pre[0] = a[0];
    for (int i = 1; i < N; i++) ref_pre[i] = ref_pre[i - 1] + a[i];
    ref_rec[0] = 1;
    for (int i = 1; i < N; i++) ref_rec[i] = (ref_rec[i - 1] * 7 + a[i]) % 1009;

#pragma acc serial copyin(a[0:N]) copyout(pre[0:N], rec[0:N])
    {
        pre[0] = a[0];
        for (int i = 1; i < N; i++)
            pre[i] = pre[i - 1] + a[i];
        rec[0] = 1;
        for (int i = 1; i < N; i++)
            rec[i] = (rec[i - 1] * 7 + a[i]) % 1009;
    }
    for (int i = 0; i < N; i++) {
        if (pre[i] != ref_pre[i]) { printf("FAIL: pre[%d] = %d, expected %d\n", i, pre[i], ref_pre[i]); return 1; }
        if (rec[i] != ref_rec[i]) { printf("FAIL: rec[%d] = %d, expected %d\n", i, rec[i], ref_rec[i]); return 1; }
    }
    printf("PASS\n");
    return 0;
}
