/* num_gangs(x, y, z) with gang(dim: 1|2|3) loops (OpenACC 3.3 sections 2.5.10
 * and 2.9.2): a three-level nest over a 3-D gang grid, a 2-D one with vector
 * lanes, and a region with no loop that every one of the x*y*z gangs runs. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned s = 31337u;
static int rnd(void) { s ^= s << 13; s ^= s >> 17; s ^= s << 5; return (int)(s % 2000) - 1000; }

int main(void)
{
    int nk = 11, nj = 19, ni = 133, bad = 0, dev = 0;
    int n = nk * nj * ni;
    int *a = malloc(sizeof(int) * n), *b = malloc(sizeof(int) * n);
    for (int i = 0; i < n; i++) { a[i] = rnd(); b[i] = -1; }
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device" : "host");
#pragma acc parallel num_gangs(8, 3, 2) copyin(a[0:n]) copyout(b[0:n])
    {
#pragma acc loop gang(dim: 3)
        for (int k = 0; k < nk; k++)
#pragma acc loop gang(dim: 2)
            for (int j = 0; j < nj; j++)
#pragma acc loop gang(dim: 1)
                for (int i = 0; i < ni; i++)
                    b[(k * nj + j) * ni + i] = a[(k * nj + j) * ni + i] * 3 - k + j;
    }
    for (int k = 0; k < nk; k++)
        for (int j = 0; j < nj; j++)
            for (int i = 0; i < ni; i++)
                if (b[(k * nj + j) * ni + i] != a[(k * nj + j) * ni + i] * 3 - k + j) {
                    if (bad++ < 5) printf("b[%d][%d][%d] = %d\n", k, j, i, b[(k * nj + j) * ni + i]);
                }
    int rows = nk * nj;
#pragma acc parallel num_gangs(5, 7) vector_length(64) copyin(a[0:n]) copyout(b[0:n])
    {
#pragma acc loop gang(dim: 2)
        for (int r = 0; r < rows; r++) {
#pragma acc loop gang vector
            for (int i = 0; i < ni; i++)
                b[r * ni + i] = a[r * ni + i] + r;
        }
    }
    for (int r = 0; r < rows; r++)
        for (int i = 0; i < ni; i++)
            if (b[r * ni + i] != a[r * ni + i] + r) { if (bad++ < 5) printf("b[%d][%d] = %d (2-D)\n", r, i, b[r * ni + i]); }
    int count = 0;
#pragma acc parallel num_gangs(2, 3, 2) copy(count)
    {
#pragma acc atomic update
        count += 1;
    }
    if (count != (dev ? 12 : 1)) { bad++; printf("count = %d, expected %d\n", count, dev ? 12 : 1); }
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
