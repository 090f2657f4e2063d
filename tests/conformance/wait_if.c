/* Covers: the wait directive with an if clause (OpenACC 3.3 sec. 2.16.3): `wait(q) if(cond)` with a true condition waits for queue q; with a false condition the directive does nothing (a later plain wait completes the queue). */
#include <stdio.h>
#include <openacc.h>

#define N 100000
static int a[N], in[N];
static unsigned int seed = 0x1F1F1F1Fu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { in[i] = (int)(xrand() % 100000u); a[i] = -1; }
    int yes = 1, no = 0;
#pragma acc enter data copyin(in) create(a)
#pragma acc parallel loop present(in, a) async(3)
    for (int i = 0; i < N; i++) a[i] = in[i] + 9;
#pragma acc update self(a) async(3)
#pragma acc wait(3) if(yes)
    for (int i = 0; i < N; i++) if (a[i] != in[i] + 9) { printf("FAIL: after wait(3) if(true): a[%d] = %d, expected %d\n", i, a[i], in[i] + 9); return 1; }
#pragma acc parallel loop present(in, a) async(3)
    for (int i = 0; i < N; i++) a[i] = in[i] * 2;
#pragma acc update self(a) async(3)
#pragma acc wait(3) if(no)
#pragma acc wait(3)
    for (int i = 0; i < N; i++) if (a[i] != in[i] * 2) { printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], in[i] * 2); return 1; }
#pragma acc exit data delete(in, a)
    printf("PASS\n");
    return 0;
}
