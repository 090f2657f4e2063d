/* Loops in routine worker and routine gang functions are partitioned: a
 * routine worker's loops across the threads of the gang that calls it (a
 * 'loop worker' with a 'loop vector' inside, a top-level 'loop vector', a
 * loop with no level), called in a gang loop of a kernel with and without
 * worker loops, as an initialiser whose value is read after its loop (every
 * thread of the gang must see the others' writes), and from inside a worker
 * loop (where it stays sequential); a routine gang's 'loop gang' across every
 * gang, called from gang-redundant code of parallel num_gangs(n), as an
 * initialiser, and from a serial region.  Random inputs, compared with the
 * plain host loops. */
#include <stdio.h>
#include <stdlib.h>

static unsigned s = 2463534242u;
static int rnd(void) { s ^= s << 13; s ^= s >> 17; s ^= s << 5; return (int)(s % 2000) - 1000; }

/* rows x cols block of y += b * x, both row-major with stride ld */
#pragma acc routine worker
void block_axpy(int *restrict y, const int *restrict x, int rows, int cols, int ld, int a)
{
    int b = 2 * a - 1;
#pragma acc loop worker
    for (int r = 0; r < rows; r++) {
#pragma acc loop vector
        for (int c = 0; c < cols; c++)
            y[r * ld + c] += b * x[r * ld + c];
    }
}

/* y = x - k, then the first and last element, written by other threads */
#pragma acc routine worker
static int shift_ends(int *restrict y, const int *restrict x, int m, int k)
{
#pragma acc loop vector
    for (int j = 0; j < m; j++)
        y[j] = x[j] - k;
    return y[0] * 3 + y[m - 1];
}

/* two loops with no level: the second reads what the first wrote */
#pragma acc routine worker
void square_then_diff(int *restrict t, int *restrict y, const int *restrict x, int m)
{
    int j;
#pragma acc loop
    for (j = 0; j < m; j++)
        t[j] = x[j] * x[j];
#pragma acc loop
    for (j = 1; j < m; j++)
        y[j] = t[j] - t[j - 1];
}

/* every gang's threads share the iterations of the gang loop */
#pragma acc routine gang
void gang_fill(int *restrict y, const int *restrict x, int n, int m, int k)
{
#pragma acc loop gang
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            y[i * m + j] = x[i * m + j] * k + i;
}

#pragma acc routine gang
int gang_scale(int *restrict y, int n, int k)
{
    int twice = 2 * n;
#pragma acc loop gang vector
    for (int i = 0; i < n; i++)
        y[i] *= k;
    return twice;
}

int main(void)
{
    int n = 97, m = 203, bad = 0;
    int *x = malloc(sizeof(int) * n * m), *y = malloc(sizeof(int) * n * m), *ref = malloc(sizeof(int) * n * m);
    int *t = malloc(sizeof(int) * n * m), *ends = malloc(sizeof(int) * n);
    for (int i = 0; i < n * m; i++) { x[i] = rnd(); y[i] = ref[i] = rnd(); }

    /* gangs of 4 rows: a kernel with no worker loop of its own, then one with */
#pragma acc data copyin(x[0:n*m]) copy(y[0:n*m])
    {
#pragma acc parallel loop gang
        for (int g = 0; g < n; g += 4)
            block_axpy(&y[g * m], &x[g * m], g + 4 <= n ? 4 : n - g, m, m, g);
#pragma acc parallel loop gang num_workers(4) vector_length(32)
        for (int g = 0; g < n; g += 8) {
            block_axpy(&y[g * m], &x[g * m], g + 8 <= n ? 8 : n - g, m, m, 3);
#pragma acc loop worker
            for (int w = 0; w < 8; w++)
                if (g + w < n) y[(g + w) * m] += 1;
        }
        /* called inside a worker loop: runs whole on each worker */
#pragma acc parallel loop gang num_workers(2)
        for (int g = 0; g < n; g += 2) {
#pragma acc loop worker
            for (int w = 0; w < 2; w++)
                if (g + w < n) block_axpy(&y[(g + w) * m], &x[(g + w) * m], 1, m, m, -5);
        }
    }
    for (int g = 0; g < n; g += 4)
        for (int r = 0; r < 4 && g + r < n; r++)
            for (int c = 0; c < m; c++) ref[(g + r) * m + c] += (2 * g - 1) * x[(g + r) * m + c];
    for (int i = 0; i < n; i++) {
        for (int c = 0; c < m; c++) ref[i * m + c] += 5 * x[i * m + c] - 11 * x[i * m + c];
        ref[i * m] += 1;
    }
    for (int i = 0; i < n * m; i++)
        if (y[i] != ref[i]) { if (bad++ < 5) printf("axpy: y[%d] = %d, expected %d\n", i, y[i], ref[i]); }

#pragma acc parallel loop gang vector_length(128) copyin(x[0:n*m]) copyout(y[0:n*m], ends[0:n])
    for (int i = 0; i < n; i++) {
        int e = shift_ends(&y[i * m], &x[i * m], m, i);
        ends[i] = e;
    }
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++)
            if (y[i * m + j] != x[i * m + j] - i) { if (bad++ < 5) printf("shift: y[%d][%d] = %d\n", i, j, y[i * m + j]); }
        if (ends[i] != (x[i * m] - i) * 3 + x[i * m + m - 1] - i) { if (bad++ < 5) printf("ends[%d] = %d\n", i, ends[i]); }
    }

    for (int i = 0; i < n; i++) y[i * m] = ref[i * m] = rnd();
#pragma acc parallel loop gang num_workers(8) copyin(x[0:n*m]) copy(y[0:n*m]) create(t[0:n*m])
    for (int i = 0; i < n; i++)
        square_then_diff(&t[i * m], &y[i * m], &x[i * m], m);
    for (int i = 0; i < n; i++)
        for (int j = 1; j < m; j++) ref[i * m + j] = x[i * m + j] * x[i * m + j] - x[i * m + j - 1] * x[i * m + j - 1];
    for (int i = 0; i < n * m; i++)
        if (y[i] != ref[i]) { if (bad++ < 5) printf("diff: y[%d] = %d, expected %d\n", i, y[i], ref[i]); }

    int twice = -1, twice2 = -1;
#pragma acc parallel num_gangs(13) vector_length(64) copyin(x[0:n*m]) copyout(y[0:n*m]) copy(twice)
    {
        gang_fill(y, x, n, m, 7);
        int got = gang_scale(y, 0, 1);      /* an empty loop; the value is the routine's own */
        int tw = gang_scale(y + n * m - 10, 10, 1);
        if (got == 0) twice = tw - 20;
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) ref[i * m + j] = x[i * m + j] * 7 + i;
#pragma acc serial copyin(x[0:n]) copy(y[0:n*m], twice2)
    {
        gang_fill(y, x, n, 1, 2);
        int tw2 = gang_scale(y + m, m, -1);
        twice2 = tw2;
    }
    for (int i = 0; i < n; i++) ref[i] = x[i] * 2 + i;
    for (int j = 0; j < m; j++) ref[m + j] = -ref[m + j];
    if (twice != 0 || twice2 != 2 * m) { bad++; printf("twice = %d, twice2 = %d\n", twice, twice2); }
    for (int i = 0; i < n * m; i++)
        if (y[i] != ref[i]) { if (bad++ < 5) printf("gang: y[%d] = %d, expected %d\n", i, y[i], ref[i]); }
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
