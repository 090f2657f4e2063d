/* Covers: `||` reduction on int: all false, one true at a random position, and a true initial value with all-false data. */
#include <stdio.h>

#define N 300000
static int a[N];
static unsigned int seed = 0x5E0F0F0Fu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) a[i] = -(int)(xrand() % 100u);   /* all <= 0 */
    int r0 = 0;
#pragma acc parallel loop reduction(||:r0) copyin(a[0:N])
    for (int i = 0; i < N; i++)
        r0 = r0 || (a[i] > 0);
    if (r0 != 0) { printf("FAIL: all-false || = %d, expected 0\n", r0); return 1; }
    int r1 = 1;   /* initial value true */
#pragma acc parallel loop reduction(||:r1) copyin(a[0:N])
    for (int i = 0; i < N; i++)
        r1 = r1 || (a[i] > 0);
    if (r1 != 1) { printf("FAIL: || with true initial value = %d, expected 1\n", r1); return 1; }
    int pos = (int)(xrand() % N);
    a[pos] = 5;
    int r2 = 0;
#pragma acc parallel loop reduction(||:r2) copyin(a[0:N])
    for (int i = 0; i < N; i++)
        r2 = r2 || (a[i] > 0);
    if (r2 != 1) { printf("FAIL: || with a[%d] > 0 = %d, expected 1\n", pos, r2); return 1; }
    printf("PASS\n");
    return 0;
}
