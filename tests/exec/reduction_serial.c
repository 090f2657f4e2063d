/* Covers: reductions in serial: `serial loop reduction(+:...)` and `serial reduction(min:...)` with a loop inside; initial values included. */
#include <stdio.h>

#define N 100000
static int a[N];
static unsigned int seed = 0x5E41A100u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) a[i] = (int)(xrand() % 20001u) - 10000;
    long s = 10;
    unsigned int x = 0x1234u;
#pragma acc serial loop reduction(+:s) reduction(^:x) copyin(a[0:N])
    for (int i = 0; i < N; i++) {
        s += a[i];
        x ^= (unsigned int)a[i];
    }
    int mn = -10001;   /* below all data: must stay */
    int mn2 = 99999;
#pragma acc serial reduction(min:mn, mn2) copyin(a[0:N])
    {
        for (int i = 0; i < N; i++) {
            if (a[i] < mn) mn = a[i];
            if (a[i] < mn2) mn2 = a[i];
        }
    }
    long es = 10; unsigned int ex = 0x1234u; int em = 99999;
    for (int i = 0; i < N; i++) { es += a[i]; ex ^= (unsigned int)a[i]; if (a[i] < em) em = a[i]; }
    if (s != es) { printf("FAIL: s = %ld, expected %ld\n", s, es); return 1; }
    if (x != ex) { printf("FAIL: x = 0x%x, expected 0x%x\n", x, ex); return 1; }
    if (mn != -10001) { printf("FAIL: mn = %d, expected -10001\n", mn); return 1; }
    if (mn2 != em) { printf("FAIL: mn2 = %d, expected %d\n", mn2, em); return 1; }
    printf("PASS\n");
    return 0;
}
