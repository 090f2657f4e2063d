/* Covers: the acc_attach and acc_detach routines (OpenACC 3.3 sec. 3.2.29, 2.6.8): with a struct and its pointee present separately, acc_attach(&s.p) points the device copy of s.p at the pointee's device copy; two attaches need two acc_detach calls before the host value is restored; acc_detach_finalize restores it at once; attaching a null pointer leaves NULL on the device. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <openacc.h>

#define N 3000
struct node { int *p; int *q; int n; };
static unsigned int seed = 0xDEE9C0B4u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static uintptr_t dev_p(struct node *s)
{
    uintptr_t v = 0;
#pragma acc serial present(s[0:1]) copyout(v)
    v = (uintptr_t)s->p;
    return v;
}

int main(void)
{
    int *buf = malloc(N * sizeof *buf);
    for (int i = 0; i < N; i++) buf[i] = (int)(xrand() % 1000u);
    struct node s = {buf, NULL, N};
    acc_copyin(buf, N * sizeof *buf);
    acc_copyin(&s, sizeof s);
    uintptr_t host = (uintptr_t)buf, devaddr = (uintptr_t)acc_deviceptr(buf);
    if (dev_p(&s) != host) { printf("FAIL: device s.p is not the host value before acc_attach\n"); return 1; }

    acc_attach((void **)&s.p);
    if (dev_p(&s) != devaddr) { printf("FAIL: device s.p = %#lx after acc_attach, expected %#lx\n", (unsigned long)dev_p(&s), (unsigned long)devaddr); return 1; }
    long sum = 0;
#pragma acc parallel loop present(s) reduction(+:sum)
    for (int i = 0; i < s.n; i++) sum += s.p[i];
    long es = 0;
    for (int i = 0; i < N; i++) es += buf[i];
    if (sum != es) { printf("FAIL: sum through the attached pointer = %ld, expected %ld\n", sum, es); return 1; }

    acc_attach((void **)&s.p);                /* counter 2 */
    acc_detach((void **)&s.p);                /* counter 1: still attached */
    if (dev_p(&s) != devaddr) { printf("FAIL: device s.p detached while the attachment counter was still 1\n"); return 1; }
    acc_detach((void **)&s.p);                /* counter 0: host value */
    if (dev_p(&s) != host) { printf("FAIL: device s.p = %#lx after the last acc_detach, expected the host value %#lx\n", (unsigned long)dev_p(&s), (unsigned long)host); return 1; }

    acc_attach((void **)&s.p);
    acc_attach((void **)&s.p);
    acc_attach((void **)&s.p);
    acc_detach_finalize((void **)&s.p);
    if (dev_p(&s) != host) { printf("FAIL: device s.p = %#lx after acc_detach_finalize, expected the host value\n", (unsigned long)dev_p(&s)); return 1; }

    acc_attach((void **)&s.q);                /* null pointer: stays null */
    uintptr_t qv = 1;
#pragma acc serial present(s) copyout(qv)
    qv = (uintptr_t)s.q;
    if (qv != 0) { printf("FAIL: device s.q = %#lx after acc_attach of a null pointer, expected 0\n", (unsigned long)qv); return 1; }
    acc_detach((void **)&s.q);

    acc_delete(&s, sizeof s);
    acc_delete(buf, N * sizeof *buf);
    free(buf);
    printf("PASS\n");
    return 0;
}
