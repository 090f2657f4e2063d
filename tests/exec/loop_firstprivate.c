/* Covers: `firstprivate` on a combined `parallel loop` (applies to the compute construct): every iteration sees the initial values; the originals are not modified. */
#include <stdio.h>
#include <math.h>

#define N 400000
static float a[N], b[N];
static unsigned int seed = 0xF12570A7u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static float frand(void) { return (float)(xrand() % 2000001u) / 1000000.0f - 1.0f; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = frand(); b[i] = -1.0f; }
    float scale = 1.5f;
    int shift = 17;
    float w[2] = {0.25f, -0.5f};
#pragma acc parallel loop gang vector firstprivate(scale, shift, w) copyin(a[0:N]) copyout(b[0:N])
    for (int i = 0; i < N; i++)
        b[i] = scale * a[i] + (float)((i + shift) % 5) + w[i & 1];
    for (int i = 0; i < N; i++) {
        float e = 1.5f * a[i] + (float)((i + 17) % 5) + ((i & 1) ? -0.5f : 0.25f);
        if (fabsf(b[i] - e) > 1e-5f * (1.0f + fabsf(e))) { printf("FAIL: b[%d] = %g, expected %g\n", i, b[i], e); return 1; }
    }
    /* firstprivate on serial with sequential code (no loop directive): the region's copy is modified, the original is not */
    int cnt = 100;
#pragma acc serial firstprivate(cnt) copyout(b[0:10])
    for (int i = 0; i < 10; i++) {
        cnt += i;
        b[i] = (float)cnt;
    }
    if (cnt != 100) { printf("FAIL: host cnt = %d, expected 100\n", cnt); return 1; }
    int c = 100;
    for (int i = 0; i < 10; i++) { c += i; if (b[i] != (float)c) { printf("FAIL: b[%d] = %g, expected %d\n", i, b[i], c); return 1; } }
    printf("PASS\n");
    return 0;
}
