/* Covers: reduction on a `loop gang vector` inside a parallel region (loop-level reduction, result used after the region). */
#include <stdio.h>

#define N 1000000
static int a[N];
static unsigned int seed = 0x11223344u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) a[i] = (int)(xrand() % 2001u) - 1000;
    long sum = 10;
    int mx = -2000000000;
#pragma acc parallel copyin(a[0:N]) copy(sum, mx)
    {
#pragma acc loop gang vector reduction(+:sum) reduction(max:mx)
        for (int i = 0; i < N; i++) {
            sum += a[i];
            mx = a[i] * 3 > mx ? a[i] * 3 : mx;
        }
    }
    long es = 10; int em = -2000000000;
    for (int i = 0; i < N; i++) { es += a[i]; if (a[i] * 3 > em) em = a[i] * 3; }
    if (sum != es) { printf("FAIL: sum = %ld, expected %ld\n", sum, es); return 1; }
    if (mx != em) { printf("FAIL: max = %d, expected %d\n", mx, em); return 1; }
    printf("PASS\n");
    return 0;
}
