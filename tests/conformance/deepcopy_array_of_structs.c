/* Covers: deep copy of an array of structs, each with its own member pointer of a different length (OpenACC 3.3 sec. 2.6.4, 2.7.2): `enter data copyin(arr)` then `copyin(arr[k].p[0:arr[k].n])` for each k attaches each member; one kernel walks arr[k].p[i] for all k; `copyout(arr[k].p[0:n])` for each k detaches and copies back; the host array of structs keeps its host pointers. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

#define M 12
struct seg { int n; int base; long *p; };
static struct seg arr[M];
static unsigned int seed = 0xDEE9C0B3u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    long *orig[M], *keep[M];
    for (int k = 0; k < M; k++) {
        arr[k].n = 100 + 37 * k;
        arr[k].base = k * 1000;
        arr[k].p = malloc(arr[k].n * sizeof(long));
        orig[k] = malloc(arr[k].n * sizeof(long));
        keep[k] = arr[k].p;
        for (int i = 0; i < arr[k].n; i++) arr[k].p[i] = orig[k][i] = (long)(xrand() % 100000u);
    }
#pragma acc enter data copyin(arr)
    for (int k = 0; k < M; k++) {
#pragma acc enter data copyin(arr[k].p[0:arr[k].n])
    }
#pragma acc parallel loop gang present(arr)
    for (int k = 0; k < M; k++) {
#pragma acc loop vector
        for (int i = 0; i < arr[k].n; i++)
            arr[k].p[i] = arr[k].p[i] * 2 + arr[k].base + i;
    }
    for (int k = 0; k < M; k++) {
#pragma acc exit data copyout(arr[k].p[0:arr[k].n])
    }
#pragma acc exit data delete(arr)
    for (int k = 0; k < M; k++) {
        if (arr[k].p != keep[k]) { printf("FAIL: host arr[%d].p changed to %p (expected %p)\n", k, (void *)arr[k].p, (void *)keep[k]); return 1; }
        for (int i = 0; i < arr[k].n; i++) {
            long e = orig[k][i] * 2 + k * 1000 + i;
            if (arr[k].p[i] != e) { printf("FAIL: arr[%d].p[%d] = %ld, expected %ld\n", k, i, arr[k].p[i], e); return 1; }
        }
        free(arr[k].p); free(orig[k]);
    }
    printf("PASS\n");
    return 0;
}
