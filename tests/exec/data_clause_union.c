/* Covers: one array in two data clauses of one construct acts as their union, whatever the order: copyout(x) copy(x) and copy(x) copyout(x) copy in and out; copyin(c) copyout(c) on a data construct is copy; create(zero: b) copyout(b) and copyout(b) create(zero: b) start from zeros (on a device) and copy out. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0x3C6EF372u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host");
    int n = 4000;
    int *a = malloc(sizeof(int) * n), *x = malloc(sizeof(int) * n), *y = malloc(sizeof(int) * n);
    int *b = malloc(sizeof(int) * n), *b2 = malloc(sizeof(int) * n), *c = malloc(sizeof(int) * n), *c2 = malloc(sizeof(int) * n);
    for (int i = 0; i < n; i++) {
        a[i] = (int)(xrand() % 1000);
        x[i] = y[i] = c[i] = c2[i] = (int)(xrand() % 1000);
        b[i] = b2[i] = -5;
    }
    int *x0 = malloc(sizeof(int) * n), *c0 = malloc(sizeof(int) * n);
    for (int i = 0; i < n; i++) { x0[i] = x[i]; c0[i] = c[i]; }
#pragma acc parallel loop copyout(x[0:n]) copy(x[0:n]) copyin(a[0:n])
    for (int i = 0; i < n; i++) x[i] += a[i];
#pragma acc parallel loop copy(y[0:n]) copyout(y[0:n]) copyin(a[0:n])
    for (int i = 0; i < n; i++) y[i] = y[i] * 2 - a[i];
#pragma acc parallel loop create(zero: b[0:n]) copyout(b[0:n]) copyin(a[0:n])
    for (int i = 0; i < n; i++) b[i] += a[i];
#pragma acc parallel loop copyout(b2[0:n]) create(zero: b2[0:n]) copyin(a[0:n])
    for (int i = 0; i < n; i++) b2[i] += a[i] + 1;
#pragma acc data copyin(c[0:n]) copyout(c[0:n]) copyout(c2[0:n]) copyin(c2[0:n])
    {
#pragma acc parallel loop present(c[0:n], c2[0:n])
        for (int i = 0; i < n; i++) { c[i] = c[i] * 3 + 1; c2[i] = c2[i] - 7; }
    }
    int bad = 0;
    for (int i = 0; i < n; i++) {
        int zb = dev ? 0 : -5;      /* zero: is a device copy's start; the host's b is b */
        if (x[i] != x0[i] + a[i] && bad++ < 5) printf("x[%d] = %d, expected %d\n", i, x[i], x0[i] + a[i]);
        if (y[i] != x0[i] * 2 - a[i] && bad++ < 5) printf("y[%d] = %d, expected %d\n", i, y[i], x0[i] * 2 - a[i]);
        if (b[i] != zb + a[i] && bad++ < 5) printf("b[%d] = %d, expected %d\n", i, b[i], zb + a[i]);
        if (b2[i] != zb + a[i] + 1 && bad++ < 5) printf("b2[%d] = %d, expected %d\n", i, b2[i], zb + a[i] + 1);
        if (c[i] != c0[i] * 3 + 1 && bad++ < 5) printf("c[%d] = %d, expected %d\n", i, c[i], c0[i] * 3 + 1);
        if (c2[i] != x0[i] - 7 && bad++ < 5) printf("c2[%d] = %d, expected %d\n", i, c2[i], x0[i] - 7);
    }
    free(a); free(x); free(y); free(b); free(b2); free(c); free(c2); free(x0); free(c0);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
