/* Covers: reduction clause on the `parallel` construct itself (`parallel reduction(+:x)` / `reduction(max:m)`) with a plain `loop gang` inside; initial values included. */
#include <stdio.h>

#define N 1000000
static int a[N];
static unsigned int seed = 0x9A2A11E1u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) a[i] = (int)(xrand() % 2001u) - 1000;
    long x = 10;
    int m = -5000;
#pragma acc parallel num_gangs(50) reduction(+:x) reduction(max:m) copyin(a[0:N])
    {
#pragma acc loop gang
        for (int i = 0; i < N; i++) {
            x += a[i];
            if (a[i] > m) m = a[i];
        }
    }
    long ex = 10; int em = -5000;
    for (int i = 0; i < N; i++) { ex += a[i]; if (a[i] > em) em = a[i]; }
    if (x != ex) { printf("FAIL: x = %ld, expected %ld\n", x, ex); return 1; }
    if (m != em) { printf("FAIL: m = %d, expected %d\n", m, em); return 1; }
    printf("PASS\n");
    return 0;
}
