/* Covers: `attach` clause on the serial construct (OpenACC 3.3 sec. 2.5.2, 2.7.12, 2.7.2): the struct and the pointee are present separately; attach(s.p) makes the device copy of s.p point to the device copy of the pointee for the region, and the detach at the end of the region restores the host pointer value in the device copy of the struct. */
#include <stdio.h>
#include <stdlib.h>

#define N 20000
struct vec { int n; int *p; };
static int a[N];
static unsigned int seed = 0xA77AC400u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) a[i] = (int)(xrand() % 40000u);
    struct vec s;
    s.n = N;
    s.p = (int *)malloc(N * sizeof(int));
    int *hostp = s.p;
    for (int i = 0; i < N; i++) s.p[i] = a[i];

    /* the pointee is mapped through another pointer, so nothing attaches s.p yet */
    int *q = s.p;
#pragma acc enter data copyin(s)
#pragma acc enter data copyin(q[0:N])
#pragma acc serial present(s) attach(s.p)
    {
#pragma acc loop
        for (int i = 0; i < s.n; i++) s.p[i] = s.p[i] * 5 + 2;
    }
    /* after the detach the device copy of s.p holds the host address again */
#pragma acc update self(s)
    if (s.p != hostp) { printf("FAIL (attach): device copy of s.p after the region is %p, expected the host pointer %p\n", (void *)s.p, (void *)hostp); return 1; }
#pragma acc exit data copyout(q[0:N])
#pragma acc exit data delete(s)
    for (int i = 0; i < N; i++)
        if (hostp[i] != a[i] * 5 + 2) { printf("FAIL (attach(s.p)): p[%d] = %d, expected %d\n", i, hostp[i], a[i] * 5 + 2); return 1; }
    free(hostp);
    printf("PASS\n");
    return 0;
}
