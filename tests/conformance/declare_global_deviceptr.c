/* Covers: declare directive + deviceptr clause at file scope (OpenACC 3.3 sec. 2.13: allowed at C global scope): a global pointer declared deviceptr holds device memory from acc_malloc; compute constructs use it directly as a device pointer. */
#include <stdio.h>
#include <openacc.h>

#define N 6000
float *gdev;
#pragma acc declare deviceptr(gdev)

static float in[N], out[N];
static unsigned int seed = 0xDC6DC6DCu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { in[i] = (float)(xrand() % 1024u) * 0.25f; out[i] = -1.0f; }
    gdev = (float *)acc_malloc(N * sizeof(float));
    if (!gdev) { printf("FAIL: acc_malloc returned NULL\n"); return 1; }
#pragma acc parallel loop copyin(in)
    for (int i = 0; i < N; i++) gdev[i] = in[i] * 2.0f;
#pragma acc parallel loop copyout(out)
    for (int i = 0; i < N; i++) out[i] = gdev[i] + 1.0f;
    acc_free(gdev);
    for (int i = 0; i < N; i++) if (out[i] != in[i] * 2.0f + 1.0f) { printf("FAIL: out[%d] = %g, expected %g\n", i, out[i], in[i] * 2.0f + 1.0f); return 1; }
    printf("PASS\n");
    return 0;
}
