/* Covers: `&&` reduction on int: all true, one false at a random position, and a false initial value with all-true data. */
#include <stdio.h>

#define N 300000
static int a[N];
static unsigned int seed = 0x5EF0F0F0u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) a[i] = (int)(xrand() % 100u) + 1;   /* all nonzero */
    int r1 = 1;
#pragma acc parallel loop reduction(&&:r1) copyin(a[0:N])
    for (int i = 0; i < N; i++)
        r1 = r1 && (a[i] > 0);
    if (r1 != 1) { printf("FAIL: all-true && = %d, expected 1\n", r1); return 1; }
    int r0 = 0;   /* initial value false */
#pragma acc parallel loop reduction(&&:r0) copyin(a[0:N])
    for (int i = 0; i < N; i++)
        r0 = r0 && (a[i] > 0);
    if (r0 != 0) { printf("FAIL: && with false initial value = %d, expected 0\n", r0); return 1; }
    int pos = (int)(xrand() % N);
    a[pos] = 0;
    int r2 = 1;
#pragma acc parallel loop reduction(&&:r2) copyin(a[0:N])
    for (int i = 0; i < N; i++)
        r2 = r2 && a[i];
    if (r2 != 0) { printf("FAIL: && with a[%d] == 0 = %d, expected 0\n", pos, r2); return 1; }
    printf("PASS\n");
    return 0;
}
