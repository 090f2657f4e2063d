/* A kernels construct: a sequential loop over a vector loop (one gang: its
 * iterations overlap, a[i + j]), then a gang loop of its own kernel: the
 * first kernel runs in one gang, not with the second loop's gangs (each
 * gang would add again).  Compared with the plain host loops. */
#include <stdio.h>
#include <stdlib.h>
int main(void)
{
    int n = 3000, m = 200000, bad = 0;
    long long *a = calloc(n + 4, sizeof(long long)), *d = malloc(sizeof(long long) * m);
    long long h[3004] = {0};
#pragma acc kernels copy(a[0:n+4]) copyout(d[0:m])
    {
        for (int i = 0; i < n; i++) {
#pragma acc loop vector
            for (int j = 0; j < 4; j++)
                a[i + j] += i % 7 + j;
        }
        for (int k = 0; k < m; k++) d[k] = k;
    }
    for (int i = 0; i < n; i++) for (int j = 0; j < 4; j++) h[i + j] += i % 7 + j;
    for (int i = 0; i < n + 4; i++) if (a[i] != h[i] && bad++ < 5) printf("a[%d] = %lld, expected %lld\n", i, a[i], h[i]);
    for (int k = 0; k < m; k++) if (d[k] != k && bad++ < 5) printf("d[%d] = %lld\n", k, d[k]);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
