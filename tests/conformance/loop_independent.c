/* Covers: loop independent (OpenACC 3.3 sec. 2.9.7): in kernels, independent asserts that iterations are data-independent where the compiler cannot prove it (writes through an index permutation, through pointer parameters that may alias, through a runtime offset); also on parallel loops, where it is the default; every iteration runs exactly once. */
#include <stdio.h>

#define N 1537
static int a[N], perm[N], b[N], c[N], d[N], e[N], cnt[N];
static unsigned int seed = 0x1DEF1DEFu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static void scale(int *out, const int *in, int n, int off)
{
    /* out and in are parts of the same array; off >= n, so the ranges do not overlap */
#pragma acc kernels present(out[0:n], in[0:n + off])
    {
#pragma acc loop independent
        for (int i = 0; i < n; i++) out[i] = in[i + off] * 3;
    }
}

int main(void)
{
    int bad = 0, h = N / 2;
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 2001u) - 1000; perm[i] = i; b[i] = c[i] = d[i] = -1; e[i] = a[i]; cnt[i] = 0; }
    for (int i = N - 1; i > 0; i--) { int k = (int)(xrand() % (unsigned)(i + 1)); int t = perm[i]; perm[i] = perm[k]; perm[k] = t; }

    /* scatter through a permutation */
#pragma acc kernels copyin(a, perm) copyout(b) copy(cnt)
    {
#pragma acc loop independent
        for (int i = 0; i < N; i++) { b[perm[i]] = a[i] + i; cnt[perm[i]] += 1; }
    }

    /* in-place update of disjoint halves with a runtime offset */
#pragma acc kernels copy(e)
    {
#pragma acc loop independent
        for (int i = 0; i < h; i++) e[i + h] = e[i + h] - e[i];
    }

    /* pointers that the compiler cannot prove distinct */
    for (int i = 0; i < N; i++) c[i] = a[i];
#pragma acc data copy(c)
    scale(c, c, h, h + 1);

    /* parallel loop independent */
#pragma acc parallel loop independent copyin(a, perm) copyout(d)
    for (int i = 0; i < N; i++) d[perm[i]] = a[perm[i]] * 2;

    for (int i = 0; i < N; i++) {
        if (b[perm[i]] != a[i] + i && bad++ < 10) printf("scatter: b[%d] = %d, expected %d\n", perm[i], b[perm[i]], a[i] + i);
        if (cnt[i] != 1 && bad++ < 10) printf("scatter: element %d written %d times\n", i, cnt[i]);
        int ee = i >= h && i < 2 * h ? a[i] - a[i - h] : a[i];
        if (e[i] != ee && bad++ < 10) printf("offset: e[%d] = %d, expected %d\n", i, e[i], ee);
        int ec = i < h ? a[i + h + 1] * 3 : a[i];
        if (c[i] != ec && bad++ < 10) printf("pointer: c[%d] = %d, expected %d\n", i, c[i], ec);
        if (d[i] != a[i] * 2 && bad++ < 10) printf("parallel independent: d[%d] = %d, expected %d\n", i, d[i], a[i] * 2);
    }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
