/* Covers: data construct + async clause (OpenACC 3.3 sec. 2.6.5 "async clause", 2.16.1): the entry copies and exit copies of the data construct are queued on async queue 1; a compute construct inside on the same queue is ordered after the entry copies; after `wait(1)` the copied-out results are on the host. Reference counts change synchronously (acc_is_present true at once). */
#include <stdio.h>
#include <openacc.h>

#define N 200000
static float a[N], b[N];
static unsigned int seed = 0xA5A5A5A5u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (float)(xrand() % 65536u) / 16.0f; b[i] = -1.0f; }
    int present_inside = -1;
#pragma acc data copyin(a) copyout(b) async(1)
    {
        present_inside = acc_is_present(a, sizeof a) && acc_is_present(b, sizeof b);
#pragma acc parallel loop present(a, b) async(1)
        for (int i = 0; i < N; i++)
            b[i] = a[i] * 2.0f + 0.5f;
    }
#pragma acc wait(1)
    if (!present_inside) { printf("FAIL: data not present inside the async data region\n"); return 1; }
    for (int i = 0; i < N; i++) {
        float e = a[i] * 2.0f + 0.5f;
        if (b[i] != e) { printf("FAIL: b[%d] = %g, expected %g\n", i, b[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
