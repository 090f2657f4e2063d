/* an int passed where openacc.h's acc_device_t is expected, acc_on_device(i), inside a compute region */
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

int main(void)
{
    int n = 256;
    int *out = malloc(n * sizeof *out), *a = malloc(n * sizeof *a);
    int host = acc_device_host;
    for (int i = 0; i < n; i++) { a[i] = (int)(xorshift() % 50); out[i] = -1; }
    #pragma acc parallel loop copyin(a[0:n]) copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        int on_host = acc_on_device(host);
        out[i] = a[i] + (on_host ? 0 : 0);
    }
    int bad = 0;
    for (int i = 0; i < n; i++)
        if (out[i] != a[i] && bad++ < 5) printf("out[%d] = %d\n", i, out[i]);
    free(out); free(a);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
