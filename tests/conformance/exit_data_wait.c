/* Covers: exit data + wait clause (OpenACC 3.3 sec. 2.6.6, 2.16.2): a slow kernel on queue 3 writes present data; `exit data copyout(...) wait(3)` without async may not start before queue 3 completes, so the host sees the kernel's complete results right after the directive. */
#include <stdio.h>
#include <openacc.h>

#define N 65536
#define REP 500
static int a[N], a0[N];
static unsigned int seed = 0xC3C3A5A5u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) a[i] = a0[i] = (int)(xrand() % 1000u);
#pragma acc enter data copyin(a)
#pragma acc parallel loop present(a) async(3)
    for (int i = 0; i < N; i++) {
        unsigned v = (unsigned)a[i];
        for (int r = 0; r < REP; r++) v = v * 22695477u + 1u;
        a[i] = (int)(v >> 8);
    }
#pragma acc exit data copyout(a) wait(3)
    for (int i = 0; i < N; i++) {
        unsigned v = (unsigned)a0[i];
        for (int r = 0; r < REP; r++) v = v * 22695477u + 1u;
        if (a[i] != (int)(v >> 8)) { printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], (int)(v >> 8)); return 1; }
    }
    printf("PASS\n");
    return 0;
}
