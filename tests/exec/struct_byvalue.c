/* Covers: a small struct variable read in a compute region (implicitly firstprivate; also explicit firstprivate); its fields drive the computation; the host struct is unchanged. */
#include <stdio.h>
#include <math.h>

typedef struct { float scale; float shift; int period; double w[3]; } params_t;

#define N 300000
static float x[N], y[N], z[N];
static unsigned int seed = 0x57C7B7A1u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static void apply(params_t p, const float *in, float *out, int n)
{
#pragma acc parallel loop copyin(in[0:n]) copyout(out[0:n])
    for (int i = 0; i < n; i++)
        out[i] = p.scale * in[i] + p.shift + (float)(i % p.period) * (float)p.w[i % 3];
}

int main(void)
{
    params_t p = { 1.5f, -0.25f, 7, { 0.5, 1.0, 2.0 } };
    for (int i = 0; i < N; i++) { x[i] = (float)(xrand() % 2001u) / 1000.0f - 1.0f; y[i] = z[i] = -1.0f; }
    apply(p, x, y, N);
#pragma acc parallel num_gangs(8) firstprivate(p) copyin(x[0:N]) copyout(z[0:N])
    {
        p.scale = p.scale * 2.0f;   /* gang-private copy */
#pragma acc loop gang vector
        for (int i = 0; i < N; i++)
            z[i] = p.scale * x[i] + (float)p.period;
    }
    if (p.scale != 1.5f || p.period != 7) { printf("FAIL: host struct modified: scale=%g period=%d\n", p.scale, p.period); return 1; }
    for (int i = 0; i < N; i++) {
        float e = 1.5f * x[i] - 0.25f + (float)(i % 7) * (float)p.w[i % 3];
        if (fabsf(y[i] - e) > 1e-5f * (1.0f + fabsf(e))) { printf("FAIL: y[%d] = %g, expected %g\n", i, y[i], e); return 1; }
        float e2 = 3.0f * x[i] + 7.0f;
        if (fabsf(z[i] - e2) > 1e-5f * (1.0f + fabsf(e2))) { printf("FAIL: z[%d] = %g, expected %g\n", i, z[i], e2); return 1; }
    }
    printf("PASS\n");
    return 0;
}
