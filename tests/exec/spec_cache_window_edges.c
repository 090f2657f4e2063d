/* cache(p[lo:n]) whose window runs past either end of the array: the first
 * gang's window starts 8 elements before p[0], the last gang's ends 24 past
 * the last element (a 3-point stencil over each row plus its neighbours'
 * edge elements).  Only the part inside the array's present block is
 * loaded (on the GPU, run it under compute-sanitizer: no out-of-bounds
 * read); the reads inside the array are right.  Random inputs, compared
 * with the host loops; a second array mapped as an inner section of a
 * larger present block keeps the window that lies in that block. */
#include <stdio.h>
#include <stdlib.h>

static unsigned s = 97531u;
static float rnd(void) { s ^= s << 13; s ^= s >> 17; s ^= s << 5; return (float)(s % 1000) / 10.0f; }

int main(void)
{
    int n = 50, m = 96, bad = 0;     /* the cache lengths below assume m = 96 */
    float *a = malloc(sizeof(float) * n * m), *b = malloc(sizeof(float) * n * m);
    float *big = malloc(sizeof(float) * (n + 2) * m), *c = malloc(sizeof(float) * n * m);
    for (int i = 0; i < n * m; i++) { a[i] = rnd(); b[i] = c[i] = -1; }
    for (int i = 0; i < (n + 2) * m; i++) big[i] = rnd();
#pragma acc parallel loop gang vector_length(32) copyin(a[0:n*m]) copyout(b[0:n*m])
    for (int i = 0; i < n; i++) {
#pragma acc cache(a[i*m-8:128])
        float two = 2.0f + 0.0f * i;
#pragma acc loop vector
        for (int j = 0; j < m; j++) {
            int k = i * m + j;
            float left = k > 0 ? a[k - 1] : 0.0f, right = k + 1 < n * m ? a[k + 1] : 0.0f;
            b[k] = left + two * a[k] + right;
        }
    }
    for (int k = 0; k < n * m; k++) {
        float left = k > 0 ? a[k - 1] : 0.0f, right = k + 1 < n * m ? a[k + 1] : 0.0f;
        if (b[k] != left + 2.0f * a[k] + right) { if (bad++ < 5) printf("b[%d] = %g\n", k, b[k]); }
    }
    /* big is present whole; the region names the rows from the second on */
    float *inner = big + m;
#pragma acc data copyin(big[0:(n+2)*m])
    {
#pragma acc parallel loop gang vector_length(32) present(inner[0:n*m]) copyout(c[0:n*m])
        for (int i = 0; i < n; i++) {
#pragma acc cache(inner[i*m-m:288])
            int up = i * m - m;
#pragma acc loop vector
            for (int j = 0; j < m; j++)
                c[i * m + j] = inner[up + j] + inner[i * m + j] + inner[i * m + j + m];
        }
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            if (c[i * m + j] != big[i * m + j] + big[(i + 1) * m + j] + big[(i + 2) * m + j]) {
                if (bad++ < 5) printf("c[%d][%d] = %g\n", i, j, c[i * m + j]);
            }
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
