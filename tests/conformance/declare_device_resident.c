/* Covers: declare directive + device_resident clause (OpenACC 3.3 sec. 2.13.1): a global array and a function-local array are allocated in device memory only; they are written by one compute construct and read by another, and never accessed on the host; the results reach the host through ordinary data clauses. */
#include <stdio.h>

#define N 4000
float gres[N];
#pragma acc declare device_resident(gres)

static float in[N], out[N], out2[N];
static unsigned int seed = 0xDE51DE47u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static void local_scratch(void)
{
    float t[N];
#pragma acc declare device_resident(t)
#pragma acc parallel loop copyin(in)
    for (int i = 0; i < N; i++) t[i] = in[i] + 1.0f;
#pragma acc parallel loop copyout(out2)
    for (int i = 0; i < N; i++) out2[i] = t[N - 1 - i] * 2.0f;
}

int main(void)
{
    for (int i = 0; i < N; i++) { in[i] = (float)(xrand() % 4096u) / 4.0f; out[i] = -1.0f; out2[i] = -1.0f; }
#pragma acc parallel loop copyin(in)
    for (int i = 0; i < N; i++) gres[i] = in[i] * 0.5f;
#pragma acc parallel loop copyout(out)
    for (int i = 0; i < N; i++) out[i] = gres[i] + gres[N - 1 - i];
    for (int i = 0; i < N; i++) {
        float e = in[i] * 0.5f + in[N - 1 - i] * 0.5f;
        if (out[i] != e) { printf("FAIL: out[%d] = %g, expected %g\n", i, out[i], e); return 1; }
    }
    local_scratch();
    for (int i = 0; i < N; i++) {
        float e = (in[N - 1 - i] + 1.0f) * 2.0f;
        if (out2[i] != e) { printf("FAIL: out2[%d] = %g, expected %g\n", i, out2[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
