/* Reductions on loops inside routine vector and routine worker functions
 * are partitioned with the loop and combined across the threads that
 * shared it: a routine vector's dot product of a row (sum) called from a
 * gang loop and from a gang-worker loop, a routine worker's maximum and
 * sum over a worker loop with a vector loop inside, two reductions on one
 * loop (+ and *), float, double and int, with the value the variable had
 * before the loop folded in; the code after each loop reads the combined
 * value on every thread.  A reduction on a variable that is not a scalar
 * of the routine keeps that routine's loops sequential.  Random inputs,
 * compared with the plain host loops. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

static unsigned s = 3141592653u;
static int rnd(void) { s ^= s << 13; s ^= s >> 17; s ^= s << 5; return (int)(s % 2000) - 1000; }

#pragma acc routine vector
static double row_dot(const double *restrict a, const double *restrict b, int m)
{
    double sum = 0.5;
#pragma acc loop vector reduction(+:sum)
    for (int j = 0; j < m; j++)
        sum += a[j] * b[j];
    return sum * 2;
}

/* the count of positive values times 65536 plus the low bits of a product */
#pragma acc routine vector
static int row_stats(const int *restrict a, int m)
{
    int pos = 0;
    unsigned p = 1;
#pragma acc loop vector reduction(+:pos) reduction(*:p)
    for (int j = 0; j < m; j++) {
        pos += a[j] > 0;
        p *= (unsigned)(a[j] & 7) | 1u;
    }
    return pos * 65536 + (int)(p & 0xffff);
}

/* the largest |value| of a rows x cols block plus its float sum */
#pragma acc routine worker
static float block_max(const float *restrict x, int rows, int cols)
{
    float mx = -1.0f, sum = 0;
#pragma acc loop worker reduction(max:mx) reduction(+:sum)
    for (int r = 0; r < rows; r++) {
        float rowmax = 0;
        for (int c = 0; c < cols; c++) {
            float v = fabsf(x[r * cols + c]);
            rowmax = v > rowmax ? v : rowmax;
            sum += (float)(int)x[r * cols + c];
        }
        mx = rowmax > mx ? rowmax : mx;
    }
    return mx * 1024 + sum;
}

int total;      /* a file-scope reduction variable: the routine stays sequential */
#pragma acc declare create(total)
#pragma acc routine vector
static int count_neg(const int *restrict a, int m)
{
    total = 0;
#pragma acc loop vector reduction(+:total)
    for (int j = 0; j < m; j++)
        total += a[j] < 0;
    return total;
}

int main(void)
{
    int n = 300, m = 517, rows = 9, cols = 61, bad = 0;
    double *a = malloc(sizeof(double) * n * m), *b = malloc(sizeof(double) * n * m);
    double *dot = malloc(sizeof(double) * n), *dot2 = malloc(sizeof(double) * n);
    int *ia = malloc(sizeof(int) * n * m), *pos = malloc(sizeof(int) * n), *pb = malloc(sizeof(int) * n);
    int *neg = malloc(sizeof(int) * n);
    float *x = malloc(sizeof(float) * n * rows * cols), *mx = malloc(sizeof(float) * n);
    for (int i = 0; i < n * m; i++) { a[i] = rnd() / 64.0; b[i] = rnd() / 128.0; ia[i] = rnd(); }
    for (int i = 0; i < n * rows * cols; i++) x[i] = rnd() / 4.0f;

#pragma acc parallel loop gang vector_length(128) copyin(a[0:n*m], b[0:n*m], ia[0:n*m]) copyout(dot[0:n], pos[0:n], pb[0:n])
    for (int i = 0; i < n; i++) {
        double d = row_dot(a + (long)i * m, b + (long)i * m, m);
        int st = row_stats(ia + (long)i * m, m);
        dot[i] = d;
        pos[i] = st >> 16;
        pb[i] = st & 0xffff;
    }
#pragma acc parallel loop seq copyin(ia[0:n*m]) copyout(neg[0:n])
    for (int i = 0; i < n; i++)
        neg[i] = count_neg(ia + (long)i * m, m);
#pragma acc parallel loop gang worker num_workers(4) vector_length(32) copyin(a[0:n*m], b[0:n*m]) copyout(dot2[0:n])
    for (int i = 0; i < n; i++) {
        double d = row_dot(a + (long)i * m, b + (long)i * m, m);
        dot2[i] = d + 1;
    }
#pragma acc parallel loop gang num_workers(8) copyin(x[0:n*rows*cols]) copyout(mx[0:n])
    for (int i = 0; i < n; i++) {
        float v = block_max(x + (long)i * rows * cols, rows, cols);
        mx[i] = v;
    }

    for (int i = 0; i < n; i++) {
        double d = 0.5;
        int p = 0, c = 0;
        unsigned pr = 1;
        for (int j = 0; j < m; j++) {
            d += a[(long)i * m + j] * b[(long)i * m + j];
            p += ia[(long)i * m + j] > 0;
            pr *= (unsigned)(ia[(long)i * m + j] & 7) | 1u;
            c += ia[(long)i * m + j] < 0;
        }
        float fm = -1.0f, fs = 0;
        for (int r = 0; r < rows; r++)
            for (int q = 0; q < cols; q++) {
                float v = fabsf(x[((long)i * rows + r) * cols + q]);
                fm = v > fm ? v : fm;
                fs += (float)(int)x[((long)i * rows + r) * cols + q];
            }
        if (fabs(dot[i] - 2 * d) > 1e-9 * (1 + fabs(d)) && bad++ < 5) printf("dot[%d] = %.17g, expected %.17g\n", i, dot[i], 2 * d);
        if (fabs(dot2[i] - 2 * d - 1) > 1e-9 * (1 + fabs(d)) && bad++ < 5) printf("dot2[%d] = %.17g, expected %.17g\n", i, dot2[i], 2 * d + 1);
        if (pos[i] != p && bad++ < 5) printf("pos[%d] = %d, expected %d\n", i, pos[i], p);
        if (pb[i] != (int)(pr & 0xffff) && bad++ < 5) printf("pb[%d] = %d, expected %d\n", i, pb[i], (int)(pr & 0xffff));
        if (neg[i] != c && bad++ < 5) printf("neg[%d] = %d, expected %d\n", i, neg[i], c);
        if (mx[i] != fm * 1024 + fs && bad++ < 5) printf("mx[%d] = %g, expected %g\n", i, mx[i], fm * 1024 + fs);
    }
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
