/* Loops in routine vector functions are partitioned across the vector lanes
 * of the gang or worker that calls them: called as a statement in a gang
 * loop, in a worker loop, under an if, in gang-redundant code, from a serial
 * region, and as an initialiser whose value is read after the loop (every
 * lane must see the others' writes), and from a plain function (its thread
 * runs the routine whole); a routine with a reduction loop stays sequential.
 * The gangs of gang-redundant code all call the routine, so there it only
 * stores (every gang stores the same values).
 * Random inputs, compared with the plain host loops. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned s = 8675309u;
static int rnd(void) { s ^= s << 13; s ^= s >> 17; s ^= s << 5; return (int)(s % 2000) - 1000; }

#pragma acc routine vector
void axpy_row(int *restrict y, const int *restrict x, int m, int a)
{
    int b = a * 2 + 1;
#pragma acc loop vector
    for (int j = 0; j < m; j++)
        y[j] += x[j] * b;
}

#pragma acc routine vector
void set_row(int *restrict y, const int *restrict x, int m, int a)
{
#pragma acc loop vector
    for (int j = 0; j < m; j++)
        y[j] = x[j] * a + 3;
}

#pragma acc routine vector
static int fill_then_ends(int *restrict y, const int *restrict x, int m, int k)
{
    int j;
#pragma acc loop
    for (j = m - 1; j >= 0; j--)
        y[j] = x[j] - k;
    return y[0] + y[m - 1];     /* written by other lanes */
}

#pragma acc routine vector
int row_total(const int *x, int m)
{
    int t = 0;
#pragma acc loop vector reduction(+:t)
    for (int j = 0; j < m; j++)
        t += x[j];
    return t;
}

/* a plain function: its thread runs axpy_row whole */
static void add_three_x(int *y, const int *x, int m)
{
    axpy_row(y, x, m, 1);
}

int main(void)
{
    int n = 123, m = 301, bad = 0, dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device" : "host");
    int *x = malloc(sizeof(int) * n * m), *y = malloc(sizeof(int) * n * m), *ref = malloc(sizeof(int) * n * m);
    int *ends = malloc(sizeof(int) * n), *tot = malloc(sizeof(int) * n);
    for (int i = 0; i < n * m; i++) { x[i] = rnd(); y[i] = ref[i] = rnd(); }
    for (int i = 0; i < n; i++) ends[i] = tot[i] = -1;

#pragma acc data copyin(x[0:n*m]) copy(y[0:n*m]) copyout(ends[0:n], tot[0:n])
    {
#pragma acc parallel loop gang
        for (int i = 0; i < n; i++) {
            axpy_row(&y[i * m], &x[i * m], m, i);
            if (i % 3 == 0)
                axpy_row(&y[i * m], &x[i * m], m, -i);
        }
#pragma acc parallel loop gang num_workers(4)
        for (int g = 0; g < (n + 3) / 4; g++) {
#pragma acc loop worker
            for (int w = 0; w < 4; w++) {
                int i = g * 4 + w;
                if (i < n) {
                    axpy_row(&y[i * m], &x[i * m], m, 7);
                    tot[i] = row_total(&y[i * m], m);
                }
            }
        }
#pragma acc parallel num_gangs(3) vector_length(64)
        {
            set_row(&y[0], &x[m], m, 5);        /* every gang stores the same */
        }
#pragma acc serial
        {
            axpy_row(&y[m], &x[0], m, 2);
        }
    }
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) {
            ref[i * m + j] += x[i * m + j] * (i * 2 + 1);
            if (i % 3 == 0) ref[i * m + j] += x[i * m + j] * (-i * 2 + 1);
            ref[i * m + j] += x[i * m + j] * 15;
        }
        int t = 0;
        for (int j = 0; j < m; j++) t += ref[i * m + j];
        if (tot[i] != t) { if (bad++ < 5) printf("tot[%d] = %d, expected %d\n", i, tot[i], t); }
    }
    for (int j = 0; j < m; j++) ref[j] = x[m + j] * 5 + 3;
    for (int j = 0; j < m; j++) ref[m + j] += x[j] * 5;
    for (int i = 0; i < n * m; i++)
        if (y[i] != ref[i]) { if (bad++ < 5) printf("y[%d] = %d, expected %d\n", i, y[i], ref[i]); }

#pragma acc parallel loop gang copyin(x[0:n*m]) copyout(y[0:n*m], ends[0:n])
    for (int i = 0; i < n; i++) {
        int e = fill_then_ends(&y[i * m], &x[i * m], m, i);
        ends[i] = e;
    }
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++)
            if (y[i * m + j] != x[i * m + j] - i) { if (bad++ < 5) printf("fill: y[%d][%d] = %d\n", i, j, y[i * m + j]); }
        if (ends[i] != x[i * m] + x[i * m + m - 1] - 2 * i) { if (bad++ < 5) printf("ends[%d] = %d\n", i, ends[i]); }
    }
#pragma acc parallel loop gang copyin(x[0:n*m]) copy(y[0:n*m])
    for (int i = 0; i < n; i++)
        add_three_x(&y[i * m], &x[i * m], m);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            if (y[i * m + j] != x[i * m + j] * 4 - i) { if (bad++ < 5) printf("add: y[%d][%d] = %d\n", i, j, y[i * m + j]); }
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
