/* Covers: the wait directive with no argument (OpenACC 3.3 sec. 2.16.3): the local thread waits for all operations on all async queues (three queues and the acc_async_noval queue), after which the asynchronous update self results are on the host. */
#include <stdio.h>

#define N 100000
static int a[N], b[N], c[N], d[N];
static unsigned int seed = 0xA11A11A1u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    static int in[N];
    for (int i = 0; i < N; i++) { in[i] = (int)(xrand() % 100000u); a[i] = b[i] = c[i] = d[i] = -1; }
#pragma acc enter data copyin(in) create(a, b, c, d)
#pragma acc parallel loop present(in, a) async(1)
    for (int i = 0; i < N; i++) a[i] = in[i] + 1;
#pragma acc update self(a) async(1)
#pragma acc parallel loop present(in, b) async(2)
    for (int i = 0; i < N; i++) b[i] = in[i] * 2;
#pragma acc update self(b) async(2)
#pragma acc parallel loop present(in, c) async(7)
    for (int i = 0; i < N; i++) c[i] = in[i] - 3;
#pragma acc update self(c) async(7)
#pragma acc parallel loop present(in, d) async
    for (int i = 0; i < N; i++) d[i] = in[i] ^ 5;
#pragma acc update self(d) async
#pragma acc wait
    for (int i = 0; i < N; i++) {
        if (a[i] != in[i] + 1) { printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], in[i] + 1); return 1; }
        if (b[i] != in[i] * 2) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], in[i] * 2); return 1; }
        if (c[i] != in[i] - 3) { printf("FAIL: c[%d] = %d, expected %d\n", i, c[i], in[i] - 3); return 1; }
        if (d[i] != (in[i] ^ 5)) { printf("FAIL: d[%d] = %d, expected %d\n", i, d[i], in[i] ^ 5); return 1; }
    }
#pragma acc exit data delete(in, a, b, c, d)
    printf("PASS\n");
    return 0;
}
