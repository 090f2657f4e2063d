/* Covers: the wait directive with one argument (OpenACC 3.3 sec. 2.16.3): `wait(q)` with q a run-time int expression waits for the operations on that queue; the async update self results on queue q are on the host afterwards (and acc_async_test(q) is then true). */
#include <stdio.h>
#include <openacc.h>

#define N 150000
static double a[N];
static unsigned int seed = 0xCAFE0001u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    static double in[N];
    for (int i = 0; i < N; i++) { in[i] = (double)(xrand() % 100000u) / 8.0; a[i] = -1.0; }
    int q = 10 + (int)(xrand() % 5u);
#pragma acc enter data copyin(in) create(a)
#pragma acc parallel loop present(in, a) async(q)
    for (int i = 0; i < N; i++) a[i] = in[i] * 3.0 + 0.25;
#pragma acc update self(a) async(q)
#pragma acc wait(q)
    if (!acc_async_test(q)) { printf("FAIL: acc_async_test(%d) false after wait(%d)\n", q, q); return 1; }
    for (int i = 0; i < N; i++) if (a[i] != in[i] * 3.0 + 0.25) { printf("FAIL: a[%d] = %.17g, expected %.17g\n", i, a[i], in[i] * 3.0 + 0.25); return 1; }
#pragma acc exit data delete(in, a)
    printf("PASS\n");
    return 0;
}
