/* Covers: `collapse(3)` on a 3-level nest with distinct odd bounds, indexing a 3D box through a pointer. */
#include <stdio.h>
#include <stdlib.h>

#define NI 67
#define NJ 91
#define NK 123
static unsigned int seed = 0x3D3D3D3Du;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int n = NI * NJ * NK;
    int *a = malloc(sizeof(int) * n), *b = malloc(sizeof(int) * n);
    for (int i = 0; i < n; i++) { a[i] = (int)(xrand() % 5000u); b[i] = -1; }
#pragma acc parallel loop gang vector collapse(3) copyin(a[0:n]) copyout(b[0:n])
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            for (int k = 0; k < NK; k++)
                b[(i * NJ + j) * NK + k] = a[(i * NJ + j) * NK + k] + i * 10000 + j * 100 + k;
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            for (int k = 0; k < NK; k++) {
                int idx = (i * NJ + j) * NK + k;
                int e = a[idx] + i * 10000 + j * 100 + k;
                if (b[idx] != e) { printf("FAIL: b[%d][%d][%d] = %d, expected %d\n", i, j, k, b[idx], e); return 1; }
            }
    free(a); free(b);
    printf("PASS\n");
    return 0;
}
