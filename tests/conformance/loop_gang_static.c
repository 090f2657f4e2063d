/* Covers: loop gang(static:n) and gang(static:*) (OpenACC 3.3 sec. 2.9.2: iterations are assigned to gangs round-robin in chunks of the given size; '*' lets the implementation choose) in parallel and kernels, with num: and with vector; every iteration runs exactly once. */
#include <stdio.h>

#define N 1999
static int a[N], b[N], c[N], d[N], e[N], cnt[N];
static unsigned int seed = 0x7A7A1234u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0, chunk = 3;
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 2001u) - 1000; b[i] = c[i] = d[i] = e[i] = -1; cnt[i] = 0; }

#pragma acc parallel num_gangs(9) copyin(a) copyout(b) copy(cnt)
    {
#pragma acc loop gang(static:4)
        for (int i = 0; i < N; i++) { b[i] = a[i] * 2 + 1; cnt[i] += 1; }
    }

#pragma acc parallel loop gang(static:*) copyin(a) copyout(c)
    for (int i = 0; i < N; i++) c[i] = a[i] - 3 * i;

#pragma acc parallel loop gang(static:chunk) vector copyin(a) copyout(d)
    for (int i = 0; i < N; i++) d[i] = a[i] ^ (i << 2);

#pragma acc kernels copyin(a) copyout(e)
    {
#pragma acc loop gang(num:6, static:5)
        for (int i = 0; i < N; i++) e[i] = a[i] * a[i];
    }

    for (int i = 0; i < N; i++) {
        if (b[i] != a[i] * 2 + 1 && bad++ < 10) printf("gang(static:4): b[%d] = %d, expected %d\n", i, b[i], a[i] * 2 + 1);
        if (cnt[i] != 1 && bad++ < 10) printf("gang(static:4): iteration %d ran %d times\n", i, cnt[i]);
        if (c[i] != a[i] - 3 * i && bad++ < 10) printf("gang(static:*): c[%d] = %d, expected %d\n", i, c[i], a[i] - 3 * i);
        if (d[i] != (a[i] ^ (i << 2)) && bad++ < 10) printf("gang(static:chunk) vector: d[%d] = %d, expected %d\n", i, d[i], a[i] ^ (i << 2));
        if (e[i] != a[i] * a[i] && bad++ < 10) printf("kernels gang(num:6, static:5): e[%d] = %d, expected %d\n", i, e[i], a[i] * a[i]);
    }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
