// Regression hunt 2: async clauses on enter/update/exit data and compute, wait
// on several queues, acc_async_test, acc_wait_any, wait(q) async(r).
#include <stdio.h>
#include <openacc.h>
#define N 4096
int main(void)
{
    static double a[N], b[N], c[N];
    unsigned s = 7u;
    for (int i = 0; i < N; i++) { s = s * 1103515245u + 12345u; a[i] = (s >> 16) % 1000; b[i] = -1; c[i] = -1; }
#pragma acc enter data copyin(a) create(b, c) async(1)
#pragma acc parallel loop present(a, b) async(1)
    for (int i = 0; i < N; i++) b[i] = a[i] * 2;
#pragma acc parallel loop present(a, c) wait(1) async(2)
    for (int i = 0; i < N; i++) c[i] = a[i] + 1;
#pragma acc parallel loop present(b, c) wait(1, 2) async(3)
    for (int i = 0; i < N; i++) c[i] += b[i];
#pragma acc update self(c) async(3)
    int q[2] = {3, 1};
    int idx = acc_wait_any(2, q);
    if (idx < 0 || idx > 1) { printf("FAIL: acc_wait_any returned %d\n", idx); return 1; }
#pragma acc wait(1, 2, 3)
    if (!acc_async_test(3) || !acc_async_test_all()) { printf("FAIL: queues busy after wait\n"); return 1; }
#pragma acc exit data delete(a, b, c) async(4)
#pragma acc wait
    int bad = 0;
    for (int i = 0; i < N; i++)
        if (c[i] != a[i] * 3 + 1 && bad++ < 5) printf("c[%d] = %g, expected %g\n", i, c[i], a[i] * 3 + 1);
    if (bad) { printf("FAIL\n"); return 1; }
    printf("PASS\n");
    return 0;
}
