/* Covers: the wait directive with several queues (OpenACC 3.3 sec. 2.16.3): `wait(q1, q2)` and the `queues:` keyword form `wait(queues: q3, q4)` wait for all listed queues. */
#include <stdio.h>
#include <openacc.h>

#define N 120000
static int a[N], b[N], c[N], d[N], in[N];
static unsigned int seed = 0x0BE0BE0Bu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { in[i] = (int)(xrand() % 100000u); a[i] = b[i] = c[i] = d[i] = -1; }
#pragma acc enter data copyin(in) create(a, b, c, d)
#pragma acc parallel loop present(in, a) async(1)
    for (int i = 0; i < N; i++) a[i] = in[i] + 11;
#pragma acc update self(a) async(1)
#pragma acc parallel loop present(in, b) async(2)
    for (int i = 0; i < N; i++) b[i] = in[i] * 3;
#pragma acc update self(b) async(2)
#pragma acc wait(1, 2)
    if (!acc_async_test(1) || !acc_async_test(2)) { printf("FAIL: queues 1 and 2 not complete after wait(1, 2)\n"); return 1; }
    for (int i = 0; i < N; i++) if (a[i] != in[i] + 11 || b[i] != in[i] * 3) { printf("FAIL: a[%d] = %d, b[%d] = %d, expected %d, %d\n", i, a[i], i, b[i], in[i] + 11, in[i] * 3); return 1; }
    int q3 = 3, q4 = 4;
#pragma acc parallel loop present(in, c) async(q3)
    for (int i = 0; i < N; i++) c[i] = in[i] - 17;
#pragma acc update self(c) async(q3)
#pragma acc parallel loop present(in, d) async(q4)
    for (int i = 0; i < N; i++) d[i] = in[i] / 7;
#pragma acc update self(d) async(q4)
#pragma acc wait(queues: q3, q4)
    if (!acc_async_test(q3) || !acc_async_test(q4)) { printf("FAIL: queues 3 and 4 not complete after wait(queues: 3, 4)\n"); return 1; }
    for (int i = 0; i < N; i++) if (c[i] != in[i] - 17 || d[i] != in[i] / 7) { printf("FAIL: c[%d] = %d, d[%d] = %d, expected %d, %d\n", i, c[i], i, d[i], in[i] - 17, in[i] / 7); return 1; }
#pragma acc exit data delete(in, a, b, c, d)
    printf("PASS\n");
    return 0;
}
