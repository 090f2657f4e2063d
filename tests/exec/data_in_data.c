/* Covers: a data construct whose statement is another data construct, with no braces: two and three deep, over a compute construct, a block, an if, a loop's body and a host_data construct, with if and async clauses; each level's data enters before and leaves after the statement, in order. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0x9E3779B9u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int check(const char *what, const double *got, const double *want, int n)
{
    for (int i = 0; i < n; i++)
        if (got[i] != want[i]) {
            printf("%s: [%d] = %g, expected %g\n", what, i, got[i], want[i]);
            return 1;
        }
    return 0;
}

/* the whole chain as one function: the exits must come before its return */
static double sum_scaled(const double *a, double *t, int n, double k)
{
    double s = 0;
#pragma acc data copyin(a[0:n])
#pragma acc data create(t[0:n])
#pragma acc parallel loop present(a[0:n], t[0:n]) reduction(+:s)
    for (int i = 0; i < n; i++) {
        t[i] = k * a[i];
        s += t[i];
    }
    return s;
}

int main(void)
{
    int n = 3000;
    double *a = malloc(sizeof(double) * n), *b = malloc(sizeof(double) * n);
    double *c = malloc(sizeof(double) * n), *w = malloc(sizeof(double) * n), *t = malloc(sizeof(double) * n);
    for (int i = 0; i < n; i++) {
        a[i] = (double)(xrand() % 1000) / 16;
        b[i] = c[i] = -1;
    }
    int bad = 0;

    /* two deep over a parallel loop */
#pragma acc data copyin(a[0:n])
#pragma acc data copyout(b[0:n])
#pragma acc parallel loop present(a[0:n], b[0:n])
    for (int i = 0; i < n; i++) b[i] = 2 * a[i] + 1;
    for (int i = 0; i < n; i++) w[i] = 2 * a[i] + 1;
    bad += check("two deep", b, w, n);

    /* three deep over a block, with if and async clauses */
    for (int i = 0; i < n; i++) b[i] = c[i] = -1;
#pragma acc data copyin(a[0:n]) if(n > 0)
#pragma acc data copyout(b[0:n]) async(1)
#pragma acc data copyout(c[0:n])
    {
#pragma acc parallel loop present(a[0:n], b[0:n], c[0:n])
        for (int i = 0; i < n; i++) {
            b[i] = a[i] - 3;
            c[i] = a[i] * a[i];
        }
    }
#pragma acc wait
    for (int i = 0; i < n; i++) w[i] = a[i] - 3;
    bad += check("three deep b", b, w, n);
    for (int i = 0; i < n; i++) w[i] = a[i] * a[i];
    bad += check("three deep c", c, w, n);

    /* as a loop's body, over an if */
    for (int i = 0; i < n; i++) b[i] = 0;
    for (int r = 0; r < 3; r++)
#pragma acc data copyin(a[0:n])
#pragma acc data copy(b[0:n])
        if (r != 1) {
#pragma acc parallel loop present(a[0:n], b[0:n])
            for (int i = 0; i < n; i++) b[i] += a[i] + r;
        }
    for (int i = 0; i < n; i++) w[i] = 2 * a[i] + 2;
    bad += check("loop body", b, w, n);

    /* over a host_data construct */
    double *dev_a = NULL;
#pragma acc data copyin(a[0:n])
#pragma acc data create(b[0:n])
#pragma acc host_data use_device(a)
    dev_a = a;
    if (acc_get_device_type() == acc_device_host && dev_a != a) {
        printf("host_data: %p, expected %p\n", (void *)dev_a, (void *)a);
        bad++;
    }

    double s = sum_scaled(a, t, n, 3), want = 0;
    for (int i = 0; i < n; i++) want += 3 * a[i];
    if (s != want) {
        printf("function: %g, expected %g\n", s, want);
        bad++;
    }
    printf(bad ? "FAIL\n" : "PASS\n");
    return bad != 0;
}
