/* Covers: `firstprivate` clause on the combined serial loop construct (OpenACC 3.3 sec. 2.11: applies to the serial construct, one copy initialised from the host): a scalar, a fixed-size array and a struct read in the loop; the host variables are not modified. */
#include <stdio.h>

#define N 40000
static int a[N], b[N];
struct cfg { int mul, add; };
static unsigned int seed = 0xF125C0DFu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 1000u); b[i] = -1; }
    volatile int vo = 17;
    int off = vo;
    int lut[8] = {5, -3, 8, 1, 0, 2, -7, 4};
    struct cfg c = {3, -11};
#pragma acc serial loop firstprivate(off, lut, c) copyin(a) copyout(b)
    for (int i = 0; i < N; i++) b[i] = a[i] * c.mul + lut[a[i] & 7] + off + c.add;
    for (int i = 0; i < N; i++) {
        int e = a[i] * 3 + lut[a[i] & 7] + 17 - 11;
        if (b[i] != e) { printf("FAIL (firstprivate): b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }
    if (off != 17 || c.mul != 3 || c.add != -11 || lut[0] != 5) { printf("FAIL: host firstprivate variables changed\n"); return 1; }

    /* combined with gang vector */
#pragma acc serial loop gang vector firstprivate(off) copyin(a) copyout(b)
    for (int i = 0; i < N; i++) b[i] = a[i] - off;
    for (int i = 0; i < N; i++)
        if (b[i] != a[i] - 17) { printf("FAIL (firstprivate, gang vector): b[%d] = %d, expected %d\n", i, b[i], a[i] - 17); return 1; }
    printf("PASS\n");
    return 0;
}
