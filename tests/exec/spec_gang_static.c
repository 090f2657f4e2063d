/* gang(static: n) deals chunks of n iterations to the gangs in turn: with
 * vector and worker lanes across each chunk, a chunk size read from a
 * variable, static: *, a reduction, collapse(2) and gang(dim: 2). */
#include <stdio.h>
#include <stdlib.h>

static unsigned s = 99991u;
static int rnd(void) { s ^= s << 13; s ^= s >> 17; s ^= s << 5; return (int)(s % 1000) - 500; }

int main(void)
{
    int n = 10007, rows = 37, cols = 129, chunk = 13, bad = 0;
    int *a = malloc(sizeof(int) * n), *b = malloc(sizeof(int) * n), *c = malloc(sizeof(int) * n);
    int *d = malloc(sizeof(int) * rows * cols), *e = malloc(sizeof(int) * rows * cols);
    for (int i = 0; i < n; i++) { a[i] = rnd(); b[i] = c[i] = -1; }
    for (int i = 0; i < rows * cols; i++) { d[i] = rnd(); e[i] = -1; }
    long sum = 10, ref = 10;
#pragma acc parallel loop gang(static: 4) copyin(a[0:n]) copyout(b[0:n])
    for (int i = 0; i < n; i++)
        b[i] = a[i] * 3 + i;
    for (int i = 0; i < n; i++)
        if (b[i] != a[i] * 3 + i) { if (bad++ < 5) printf("b[%d] = %d\n", i, b[i]); }
#pragma acc parallel loop gang(static: chunk) vector num_gangs(7) vector_length(32) copyin(a[0:n]) copyout(c[0:n]) reduction(+:sum)
    for (int i = 0; i < n; i++) {
        c[i] = a[i] - chunk;
        sum += a[i];
    }
    for (int i = 0; i < n; i++) {
        ref += a[i];
        if (c[i] != a[i] - chunk) { if (bad++ < 5) printf("c[%d] = %d\n", i, c[i]); }
    }
    if (sum != ref) { bad++; printf("sum = %ld, expected %ld\n", sum, ref); }
#pragma acc parallel loop gang(static: *) copyin(a[0:n]) copyout(b[0:n])
    for (int i = n - 1; i >= 0; i--)
        b[i] = a[i] + 1;
    for (int i = 0; i < n; i++)
        if (b[i] != a[i] + 1) { if (bad++ < 5) printf("b[%d] = %d (static: *)\n", i, b[i]); }
#pragma acc parallel loop gang(static: 5) worker collapse(2) num_workers(4) copyin(d[0:rows*cols]) copyout(e[0:rows*cols])
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++)
            e[i * cols + j] = d[i * cols + j] * 2 - j;
    for (int i = 0; i < rows * cols; i++)
        if (e[i] != d[i] * 2 - i % cols) { if (bad++ < 5) printf("e[%d] = %d\n", i, e[i]); }
#pragma acc parallel num_gangs(3, 4) copyin(d[0:rows*cols]) copyout(e[0:rows*cols])
#pragma acc loop gang(dim: 2, static: 3)
    for (int i = 0; i < rows; i++)
#pragma acc loop gang(static: 16) vector
        for (int j = 0; j < cols; j++)
            e[i * cols + j] = d[i * cols + j] + i;
    for (int i = 0; i < rows * cols; i++)
        if (e[i] != d[i] + i / cols) { if (bad++ < 5) printf("e[%d] = %d (dim: 2)\n", i, e[i]); }
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
