/* Covers: the OpenACC 2.0 alternate clause names kept by OpenACC 3.3 on the data construct (sec. 2.7.6-2.7.9): present_or_copy/pcopy = copy, present_or_copyin/pcopyin = copyin, present_or_copyout/pcopyout = copyout, present_or_create/pcreate = create. */
#include <stdio.h>

#define N 3000
static int a[N], b[N], c[N], d[N], e[N], f[N], g[N], h[N], a0[N], b0[N];
static unsigned int seed = 0x12344321u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) {
        a[i] = a0[i] = (int)(xrand() % 1000u); b[i] = b0[i] = (int)(xrand() % 1000u);
        c[i] = (int)(xrand() % 1000u); d[i] = (int)(xrand() % 1000u);
        e[i] = -1; f[i] = -1; g[i] = -1; h[i] = -1;
    }
#pragma acc data present_or_copy(a) pcopy(b) present_or_copyin(c) pcopyin(d) present_or_copyout(e) pcopyout(f) present_or_create(g) pcreate(h)
    {
#pragma acc parallel loop present(a, b, c, d, e, f, g, h)
        for (int i = 0; i < N; i++) {
            g[i] = c[i] + d[i];
            h[i] = c[i] - d[i];
        }
#pragma acc parallel loop present(a, b, e, f, g, h)
        for (int i = 0; i < N; i++) {
            a[i] += 1;
            b[i] += 2;
            e[i] = g[i] * 2;
            f[i] = h[i] * 3;
        }
    }
    for (int i = 0; i < N; i++) {
        if (e[i] != (c[i] + d[i]) * 2) { printf("FAIL: e[%d] = %d, expected %d\n", i, e[i], (c[i] + d[i]) * 2); return 1; }
        if (f[i] != (c[i] - d[i]) * 3) { printf("FAIL: f[%d] = %d, expected %d\n", i, f[i], (c[i] - d[i]) * 3); return 1; }
        if (a[i] != a0[i] + 1) { printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], a0[i] + 1); return 1; }
        if (b[i] != b0[i] + 2) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], b0[i] + 2); return 1; }
    }
    printf("PASS\n");
    return 0;
}
