/* Covers: `max` reduction on int and long; once with an initial value below all data (data max wins), once above all data (initial value wins). */
#include <stdio.h>

#define N 1000000
static int a[N];
static long la[N];
static unsigned int seed = 0x5E888888u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 2000001u) - 1000000; la[i] = (long)a[i] * 100000L; }
    a[xrand() % N] = 1234567;   /* unique maximum at a random position */
    int mx = -2000000000;
    long lmx = -9000000000000000000L;
#pragma acc parallel loop reduction(max:mx, lmx) copyin(a[0:N], la[0:N])
    for (int i = 0; i < N; i++) {
        mx = a[i] > mx ? a[i] : mx;
        lmx = la[i] > lmx ? la[i] : lmx;
    }
    int e = -2000000000; long le = -9000000000000000000L;
    for (int i = 0; i < N; i++) { if (a[i] > e) e = a[i]; if (la[i] > le) le = la[i]; }
    if (mx != e) { printf("FAIL: max = %d, expected %d\n", mx, e); return 1; }
    if (lmx != le) { printf("FAIL: long max = %ld, expected %ld\n", lmx, le); return 1; }
    int mx2 = 2000000;   /* above every element: the initial value must be the result */
#pragma acc parallel loop reduction(max:mx2) copyin(a[0:N])
    for (int i = 0; i < N; i++)
        if (a[i] > mx2) mx2 = a[i];
    if (mx2 != 2000000) { printf("FAIL: max with large initial value = %d, expected 2000000\n", mx2); return 1; }
    printf("PASS\n");
    return 0;
}
