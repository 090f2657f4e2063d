/* Covers: kernels region with scalar assignments outside loops; scalars are implicitly copy in kernels, so the assigned values come back. */
#include <stdio.h>

#define N 100000
static int a[N], b[N];
static unsigned int seed = 0x51ED270Bu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 1000u); b[i] = -1; }
    int k = 5;        /* read and written */
    int first = -1;   /* written only */
    long total = -1;  /* written only */
    double dv = -1.0; /* written only */
#pragma acc kernels copyin(a[0:N]) copyout(b[0:N])
    {
        first = a[0] + a[N - 1];
        k = k * 3 + 1;
        dv = 0.25 * a[1];
        for (int i = 0; i < N; i++)
            b[i] = a[i] + k;
        total = (long)a[2] * 1000 + k;
    }
    if (k != 16) { printf("FAIL: k = %d, expected 16\n", k); return 1; }
    if (first != a[0] + a[N - 1]) { printf("FAIL: first = %d, expected %d\n", first, a[0] + a[N - 1]); return 1; }
    if (total != (long)a[2] * 1000 + 16) { printf("FAIL: total = %ld, expected %ld\n", total, (long)a[2] * 1000 + 16); return 1; }
    if (dv != 0.25 * a[1]) { printf("FAIL: dv = %g, expected %g\n", dv, 0.25 * a[1]); return 1; }
    for (int i = 0; i < N; i++)
        if (b[i] != a[i] + 16) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], a[i] + 16); return 1; }
    printf("PASS\n");
    return 0;
}
