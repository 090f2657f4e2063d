/* Covers: `private` clause on the combined kernels loop construct (OpenACC 3.3 sec. 2.11: treated as if on the loop, so each iteration has its own copy): scalars, a fixed-size array and a struct used as per-iteration scratch, with gang vector and with an inner sequential loop; the host variables are not modified. */
#include <stdio.h>

#define N 40000
#define K 6
static int a[N], b[N], c[N];
struct tmp2 { int u, v; };
static unsigned int seed = 0xB41FA7E1u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 1000u); b[i] = -1; c[i] = -1; }
    int t = 555, q = 666;
    int buf[K] = {9, 9, 9, 9, 9, 9};
    struct tmp2 s = {-1, -2};

#pragma acc kernels loop private(t, q, buf, s) copyin(a) copyout(b, c)
    for (int i = 0; i < N; i++) {
        t = a[i] * 2;
        q = t + i;
        for (int k = 0; k < K; k++) buf[k] = a[i] + k;     /* scratch filled per iteration */
        int acc = 0;
        for (int k = 0; k < K; k++) acc += buf[K - 1 - k] * (k + 1);
        s.u = q; s.v = acc;
        b[i] = s.u - t;
        c[i] = s.v;
    }
    if (t != 555 || q != 666) { printf("FAIL: host t, q = %d, %d, expected 555, 666 (private)\n", t, q); return 1; }
    for (int k = 0; k < K; k++)
        if (buf[k] != 9) { printf("FAIL: host buf[%d] = %d, expected 9 (private)\n", k, buf[k]); return 1; }
    if (s.u != -1 || s.v != -2) { printf("FAIL: host s = {%d, %d}, expected {-1, -2} (private)\n", s.u, s.v); return 1; }
    for (int i = 0; i < N; i++) {
        int acc = 0;
        for (int k = 0; k < K; k++) acc += (a[i] + K - 1 - k) * (k + 1);
        if (b[i] != i) { printf("FAIL (private): b[%d] = %d, expected %d\n", i, b[i], i); return 1; }
        if (c[i] != acc) { printf("FAIL (private array): c[%d] = %d, expected %d\n", i, c[i], acc); return 1; }
    }

    /* with explicit gang vector */
    int w = 4;
#pragma acc kernels loop gang vector private(w) copyin(a) copyout(b)
    for (int i = 0; i < N; i++) { w = a[i] ^ i; b[i] = w * 3; }
    if (w != 4) { printf("FAIL: host w = %d, expected 4 (private)\n", w); return 1; }
    for (int i = 0; i < N; i++)
        if (b[i] != (a[i] ^ i) * 3) { printf("FAIL (gang vector private): b[%d] = %d, expected %d\n", i, b[i], (a[i] ^ i) * 3); return 1; }
    printf("PASS\n");
    return 0;
}
