/* Covers: unstructured data lifetime: `enter data copyin/create`, compute regions using the data (implicitly present), `exit data copyout/delete`. */
#include <stdio.h>
#include <stdlib.h>

static unsigned int seed = 0xE17E4DA7u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static void setup(int *a, int *t, int n)
{
#pragma acc enter data copyin(a[0:n]) create(t[0:n])
}

static void work(int *a, int *t, int *b, int n)
{
#pragma acc parallel loop present(a[0:n], t[0:n])
    for (int i = 0; i < n; i++)
        t[i] = a[i] * a[i];
#pragma acc parallel loop present(t[0:n], b[0:n])
    for (int i = 0; i < n; i++)
        b[i] = t[i] + t[n - 1 - i];
}

int main(void)
{
    int n = 750000;
    int *a = malloc(sizeof(int) * n), *t = malloc(sizeof(int) * n), *b = malloc(sizeof(int) * n);
    for (int i = 0; i < n; i++) { a[i] = (int)(xrand() % 20000u); t[i] = -1; b[i] = -1; }
    setup(a, t, n);
#pragma acc enter data create(b[0:n])
    work(a, t, b, n);
#pragma acc exit data copyout(b[0:n]) delete(t[0:n])
#pragma acc exit data delete(a[0:n])
    for (int i = 0; i < n; i++) {
        int e = a[i] * a[i] + a[n - 1 - i] * a[n - 1 - i];
        if (b[i] != e) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }
    free(a); free(t); free(b);
    printf("PASS\n");
    return 0;
}
