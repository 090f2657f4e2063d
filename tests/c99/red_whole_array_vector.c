/* reduction(+:h) of a whole small array private to a gang, on a vector loop and on a worker loop inside the gang loop: a histogram per row */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

#define NB 4

int main(void)
{
    int n = 200, m = 1000;
    int *a = malloc((size_t)n * m * sizeof *a);
    long *hv = malloc((size_t)n * NB * sizeof *hv), *hw = malloc((size_t)n * NB * sizeof *hw);
    double *mx = malloc((size_t)n * 2 * sizeof *mx);
    for (int i = 0; i < n * m; i++) a[i] = (int)(xorshift() % 1000);
    for (int i = 0; i < n * NB; i++) hv[i] = hw[i] = -1;
    #pragma acc parallel loop gang copyin(a[0:n*m]) copyout(hv[0:n*NB], hw[0:n*NB], mx[0:n*2])
    for (int i = 0; i < n; i++) {
        long h[NB];
        long g[NB] = {0, 0, 0, 0};
        double top[2] = {-1.0, -1.0};
        for (int b = 0; b < NB; b++) h[b] = 0;
        #pragma acc loop vector reduction(+:h)
        for (int j = 0; j < m; j++) h[a[i * m + j] % NB] += a[i * m + j];
        #pragma acc loop worker reduction(+:g) reduction(max:top)
        for (int j = 0; j < m; j++) {
            g[a[i * m + j] % NB] += 1;
            if (a[i * m + j] > top[j % 2]) top[j % 2] = a[i * m + j];
        }
        for (int b = 0; b < NB; b++) { hv[i * NB + b] = h[b]; hw[i * NB + b] = g[b]; }
        mx[2 * i] = top[0];
        mx[2 * i + 1] = top[1];
    }
    int bad = 0;
    for (int i = 0; i < n; i++) {
        long h[NB] = {0, 0, 0, 0}, g[NB] = {0, 0, 0, 0};
        double top[2] = {-1.0, -1.0};
        for (int j = 0; j < m; j++) {
            int x = a[i * m + j];
            h[x % NB] += x;
            g[x % NB] += 1;
            if (x > top[j % 2]) top[j % 2] = x;
        }
        for (int b = 0; b < NB; b++)
            if ((hv[i * NB + b] != h[b] || hw[i * NB + b] != g[b]) && bad++ < 5)
                printf("row %d bin %d: %ld %ld, expected %ld %ld\n", i, b, hv[i * NB + b], hw[i * NB + b], h[b], g[b]);
        if ((mx[2 * i] != top[0] || mx[2 * i + 1] != top[1]) && bad++ < 5)
            printf("row %d max %g %g, expected %g %g\n", i, mx[2 * i], mx[2 * i + 1], top[0], top[1]);
    }
    free(a); free(hv); free(hw); free(mx);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
