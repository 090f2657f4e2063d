/* tile(a, b) and tile(a, b, c) on tight nests: the tile becomes the block
 * (and runs along the third loop); sizes that are not multiples of the
 * tiles, and a '*' size. */
#include <stdio.h>
#include <stdlib.h>

static unsigned s = 2024u;
static int rnd(void) { s ^= s << 13; s ^= s >> 17; s ^= s << 5; return (int)(s % 1000); }

int main(void)
{
    int n = 301, m = 77, l = 13, bad = 0;
    int *a = malloc(sizeof(int) * n * m * l), *b = malloc(sizeof(int) * n * m), *c = malloc(sizeof(int) * n * m * l);
    for (int i = 0; i < n * m * l; i++) { a[i] = rnd(); c[i] = -1; }
    for (int i = 0; i < n * m; i++) b[i] = -1;
#pragma acc parallel loop tile(32, 8) copyin(a[0:n*m*l]) copyout(b[0:n*m])
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            b[i * m + j] = a[i * m + j] * 2 - j;
#pragma acc parallel loop tile(16, *, 4) copyin(a[0:n*m*l]) copyout(c[0:n*m*l])
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            for (int k = 0; k < l; k++)
                c[(i * m + j) * l + k] = a[(i * m + j) * l + k] + i - k;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) {
            if (b[i * m + j] != a[i * m + j] * 2 - j) { if (bad++ < 5) printf("b[%d][%d] = %d\n", i, j, b[i * m + j]); }
            for (int k = 0; k < l; k++)
                if (c[(i * m + j) * l + k] != a[(i * m + j) * l + k] + i - k) { if (bad++ < 5) printf("c[%d][%d][%d]\n", i, j, k); }
        }
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
