/* Covers: `no_create`: on present data it acts like present (uses the device copy); on absent data it creates nothing and the region still runs when it does not touch that data. */
#include <stdio.h>

#define N 200000
static int a[N], b[N], c[N];
static unsigned int seed = 0x00C0FFEEu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 5000u); b[i] = -1; c[i] = (int)(xrand() % 5000u); }
    int use_c = 0;
    int *pc = c;
#pragma acc enter data copyin(a[0:N])
#pragma acc parallel loop present(a[0:N])
    for (int i = 0; i < N; i++)
        a[i] += 3;    /* device copy now a+3 (host too in shared memory) */
#pragma acc parallel loop no_create(a[0:N]) copyout(b[0:N])
    for (int i = 0; i < N; i++)
        b[i] = a[i] * 2;
#pragma acc exit data copyout(a[0:N])
    for (int i = 0; i < N; i++) {
        int e = a[i] * 2;   /* a now holds the device values a+3 */
        if (b[i] != e) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }
    /* pc is not present: no_create must not fail and must not allocate; pc is not dereferenced */
#pragma acc parallel loop no_create(pc[0:N]) copy(b[0:N])
    for (int i = 0; i < N; i++)
        b[i] = use_c ? b[i] + pc[i] : b[i] + 1;
    for (int i = 0; i < N; i++) {
        int e = a[i] * 2 + 1;
        if (b[i] != e) { printf("FAIL (absent no_create): b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
