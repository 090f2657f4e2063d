/* Loops that a 'break' ends early, where gwcc chooses the schedule: a kernels construct's bare loop, a
 * 'kernels loop' (auto), 'loop auto' in a parallel construct, a 'loop seq' search inside a partitioned
 * loop, and a routine vector's loop.  Each must run in order and stop at its break, as the host loop
 * does; sharing the iterations out would let the later ones write too. */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng_state = 2463534242u;
static unsigned xorshift(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return rng_state;
}

#pragma acc routine vector
static void prefix_until_negative(const int *row, int *out, int m)
{
#pragma acc loop vector
    for (int j = 0; j < m; j++) {
        if (row[j] < 0) break;
        out[j] = row[j] * 3;
    }
}

int main(void)
{
    int n = 100000, m = 256, rows = 64;
    int *a = malloc(n * sizeof *a), *b1 = malloc(n * sizeof *b1), *b2 = malloc(n * sizeof *b2);
    int *b3 = malloc(n * sizeof *b3), *bin = malloc(n * sizeof *bin), *edges = malloc((m + 1) * sizeof *edges);
    int *grid = malloc(rows * m * sizeof *grid), *pre = malloc(rows * m * sizeof *pre);
    for (int i = 0; i < n; i++) a[i] = (int)(xorshift() % 1000);
    int stop = n / 3 + (int)(xorshift() % 1000);
    a[stop] = -5;                               /* every loop below stops here */
    for (int k = 0; k <= m; k++) edges[k] = k * 4;
    for (int r = 0; r < rows; r++)
        for (int j = 0; j < m; j++) grid[r * m + j] = (xorshift() % 17 == 0) ? -1 : (int)(xorshift() % 100);
    for (int i = 0; i < n; i++) b1[i] = b2[i] = b3[i] = -7;
    for (int i = 0; i < rows * m; i++) pre[i] = -7;

#pragma acc kernels copyin(a[0:n]) copy(b1[0:n])
    for (int i = 0; i < n; i++) {
        if (a[i] < 0) break;
        b1[i] = a[i] + 1;
    }
#pragma acc kernels loop copyin(a[0:n]) copy(b2[0:n])
    for (int i = 0; i < n; i++) {
        if (a[i] < 0) break;
        b2[i] = 2 * a[i];
    }
#pragma acc parallel num_gangs(1) copyin(a[0:n]) copy(b3[0:n])
    {
#pragma acc loop auto
        for (int i = 0; i < n; i++) {
            if (a[i] < 0) break;
            b3[i] = a[i] - 1;
        }
    }
#pragma acc parallel loop copyin(a[0:n], edges[0:m + 1]) copyout(bin[0:n])
    for (int i = 0; i < n; i++) {
        int k, v = a[i] < 0 ? 0 : a[i];
#pragma acc loop seq
        for (k = 0; k < m; k++)
            if (v < edges[k + 1]) break;
        bin[i] = k;
    }
#pragma acc parallel loop gang copyin(grid[0:rows * m]) copy(pre[0:rows * m])
    for (int r = 0; r < rows; r++) prefix_until_negative(grid + r * m, pre + r * m, m);

    int bad = 0;
    for (int i = 0; i < n; i++) {
        int want1 = i < stop ? a[i] + 1 : -7, want2 = i < stop ? 2 * a[i] : -7, want3 = i < stop ? a[i] - 1 : -7;
        if ((b1[i] != want1 || b2[i] != want2 || b3[i] != want3) && bad++ < 5)
            printf("i = %d: %d %d %d, expected %d %d %d\n", i, b1[i], b2[i], b3[i], want1, want2, want3);
        int k, v = a[i] < 0 ? 0 : a[i];
        for (k = 0; k < m; k++)
            if (v < edges[k + 1]) break;
        if (bin[i] != k && bad++ < 5) printf("bin[%d] = %d, expected %d\n", i, bin[i], k);
    }
    for (int r = 0; r < rows; r++) {
        int stopped = 0;
        for (int j = 0; j < m; j++) {
            stopped = stopped || grid[r * m + j] < 0;
            int want = stopped ? -7 : grid[r * m + j] * 3;
            if (pre[r * m + j] != want && bad++ < 5) printf("pre[%d][%d] = %d, expected %d\n", r, j, pre[r * m + j], want);
        }
    }
    free(a); free(b1); free(b2); free(b3); free(bin); free(edges); free(grid); free(pre);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
