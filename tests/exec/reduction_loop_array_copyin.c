/* A loop's reduction on a whole array that the construct maps copyin (read
 * only, as far as the construct's own statements go): the reduction writes
 * the device copy, and a later loop of the same region reads the sums.
 * Before, the kernel's read-only copy declared the array const and nvcc
 * rejected the CUDA (found by tools/fuzz, seed 59, in loop_vector with a
 * reduction clause inserted).  A histogram of random keys, checked against
 * the host loop; the host's array is unchanged (copyin) where the device
 * has memory of its own, and holds the sums in host fallback. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

#define B 64
#define N 20000
static float hist[B];
static int key[N];
static float w[N], out[B];

int main(void)
{
    unsigned s = 0x2545f491u;
    for (int j = 0; j < B; j++) hist[j] = (float)(j % 5);
    for (int i = 0; i < N; i++) {
        s ^= s << 13; s ^= s >> 17; s ^= s << 5;
        key[i] = (int)(s % B);
        w[i] = (float)(s >> 24 & 7);            /* small integers: sums are exact in float */
    }
#pragma acc parallel num_gangs(1) vector_length(128) copyin(hist[0:B], key[0:N], w[0:N]) copyout(out[0:B])
    {
#pragma acc loop vector reduction(+:hist)
        for (int i = 0; i < N; i++)
            hist[key[i]] += w[i];
#pragma acc loop vector
        for (int j = 0; j < B; j++)
            out[j] = hist[j] * 2.0f;
    }
    float want[B];
    for (int j = 0; j < B; j++) want[j] = (float)(j % 5);
    for (int i = 0; i < N; i++) want[key[i]] += w[i];
    int bad = 0, shared = acc_get_device_type() == acc_device_host;
    for (int j = 0; j < B; j++) {
        if (out[j] != 2.0f * want[j]) { if (bad++ < 5) printf("out[%d] = %g, want %g\n", j, out[j], 2.0f * want[j]); }
        if (hist[j] != (shared ? want[j] : (float)(j % 5))) { if (bad++ < 5) printf("hist[%d] = %g on the host\n", j, hist[j]); }
    }
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
