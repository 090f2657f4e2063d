/* tile(a, b) and tile(a, b, c) on nests that are not tight: the code around an
 * inner loop runs once per iteration of its own loop (here it accumulates),
 * the tile covers the loops outside it; sizes not multiples of the tiles. */
#include <stdio.h>
#include <stdlib.h>

static unsigned s = 1234567u;
static int rnd(void) { s ^= s << 13; s ^= s >> 17; s ^= s << 5; return (int)(s % 1000); }

int main(void)
{
    int n = 301, m = 77, l = 13, bad = 0;
    int *a = malloc(sizeof(int) * n * m * l), *b = malloc(sizeof(int) * n * m * l);
    int *cnt = malloc(sizeof(int) * n), *tot = malloc(sizeof(int) * n * m);
    for (int i = 0; i < n * m * l; i++) { a[i] = rnd(); b[i] = -1; }
    for (int i = 0; i < n; i++) cnt[i] = i % 7;
    for (int i = 0; i < n * m; i++) tot[i] = -1;
#pragma acc parallel loop tile(32, 8) copyin(a[0:n*m*l]) copyout(b[0:n*m]) copy(cnt[0:n])
    for (int i = 0; i < n; i++) {
        int base = i * 3;
        cnt[i] += 2;
        for (int j = 0; j < m; j++)
            b[i * m + j] = a[i * m + j] * 2 + base;
        cnt[i] *= 3;
    }
    for (int i = 0; i < n; i++) {
        if (cnt[i] != (i % 7 + 2) * 3) { if (bad++ < 5) printf("cnt[%d] = %d\n", i, cnt[i]); }
        for (int j = 0; j < m; j++)
            if (b[i * m + j] != a[i * m + j] * 2 + i * 3) { if (bad++ < 5) printf("b[%d][%d] = %d\n", i, j, b[i * m + j]); }
    }
#pragma acc parallel loop tile(8, 4, 2) copyin(a[0:n*m*l]) copyout(b[0:n*m*l], tot[0:n*m])
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) {
            int t = 0;
            for (int k = 0; k < l; k++) {
                b[(i * m + j) * l + k] = a[(i * m + j) * l + k] - k;
                t += a[(i * m + j) * l + k];
            }
            tot[i * m + j] = t;
        }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) {
            int t = 0;
            for (int k = 0; k < l; k++) {
                t += a[(i * m + j) * l + k];
                if (b[(i * m + j) * l + k] != a[(i * m + j) * l + k] - k) { if (bad++ < 5) printf("b[%d][%d][%d]\n", i, j, k); }
            }
            if (tot[i * m + j] != t) { if (bad++ < 5) printf("tot[%d][%d] = %d, expected %d\n", i, j, tot[i * m + j], t); }
        }
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
