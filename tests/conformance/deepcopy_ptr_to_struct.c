/* Covers: deep copy through a pointer to a struct (OpenACC 3.3 sec. 2.6.4, 2.7.1, 2.7.7): `enter data copyin(ps[0:1])` then `copyin(ps->a[0:n], ps->b[0:n])` attach both members in the device copy of *ps; a kernel with present(ps[0:1]) computes ps->b[i] from ps->a[i]; copyout of ps->b and delete of the rest, after which the host struct still holds its host pointers. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

#define N 6000
struct pair { int n; int *a; int *b; };
static unsigned int seed = 0xDEE9C0B2u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    struct pair *ps = malloc(sizeof *ps);
    int *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b);
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 100000u) - 50000; b[i] = -1; }
    ps->n = N; ps->a = a; ps->b = b;
#pragma acc enter data copyin(ps[0:1])
#pragma acc enter data copyin(ps->a[0:ps->n]) create(ps->b[0:ps->n])
#pragma acc parallel loop present(ps[0:1])
    for (int i = 0; i < ps->n; i++)
        ps->b[i] = ps->a[i] * 3 - ps->a[ps->n - 1 - i];
#pragma acc exit data copyout(ps->b[0:ps->n]) delete(ps->a[0:ps->n])
#pragma acc exit data delete(ps[0:1])
    if (ps->a != a || ps->b != b || ps->n != N) { printf("FAIL: host struct changed: a = %p, b = %p, n = %d\n", (void *)ps->a, (void *)ps->b, ps->n); return 1; }
    for (int i = 0; i < N; i++) {
        int e = a[i] * 3 - a[N - 1 - i];
        if (b[i] != e) { printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }
    free(a); free(b); free(ps);
    printf("PASS\n");
    return 0;
}
