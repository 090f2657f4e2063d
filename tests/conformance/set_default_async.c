/* Covers: the set directive + default_async clause (OpenACC 3.3 sec. 2.14.3, 2.16.1): after `set default_async(q)`, acc_get_default_async() returns q and an async clause with no argument (and async(acc_async_noval)) uses queue q, so `wait(q)` completes that work. */
#include <stdio.h>
#include <openacc.h>

#define N 100000
static int a[N], b[N], in[N];
static unsigned int seed = 0x5EDA5EDAu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { in[i] = (int)(xrand() % 100000u); a[i] = b[i] = -1; }
    int q = 12;
#pragma acc set default_async(q)
    if (acc_get_default_async() != q) { printf("FAIL: acc_get_default_async() = %d after set default_async(%d)\n", acc_get_default_async(), q); return 1; }
#pragma acc enter data copyin(in) create(a, b)
#pragma acc parallel loop present(in, a) async
    for (int i = 0; i < N; i++) a[i] = in[i] * 3;
#pragma acc update self(a) async
#pragma acc parallel loop present(in, b) async(acc_async_noval)
    for (int i = 0; i < N; i++) b[i] = in[i] - 1;
#pragma acc update self(b) async(acc_async_noval)
#pragma acc wait(q)
    if (!acc_async_test(q)) { printf("FAIL: queue %d not complete after wait(%d)\n", q, q); return 1; }
    for (int i = 0; i < N; i++) {
        if (a[i] != in[i] * 3) { printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], in[i] * 3); return 1; }
        if (b[i] != in[i] - 1) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], in[i] - 1); return 1; }
    }
#pragma acc exit data delete(in, a, b)
    printf("PASS\n");
    return 0;
}
