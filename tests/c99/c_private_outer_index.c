/* private(i) on an inner loop naming the outer loop's control variable (a
 * gang loop over rows, a vector loop over columns, which gwcc runs as one
 * 2-D nest): inside the inner loop i is a private copy, indeterminate until
 * written; the body writes it before reading it, and every gang writes
 * the same values.  Before, the nest's body declared i twice and nvcc
 * rejected the CUDA (found by tools/fuzz, seed 61, array_2d_c with an
 * inserted private(i)). */
#include <stdio.h>

#define N 64
#define M 500

int main(void)
{
    static int out[M], rows[N];
#pragma acc parallel loop gang copyout(out, rows)
    for (int i = 0; i < N; i++) {
        rows[i] = i * 3;
#pragma acc loop vector private(i)
        for (int j = 0; j < M; j++) {
            i = j % 7;
            out[j] = i * 2 + 1;
        }
    }
    int bad = 0;
    for (int j = 0; j < M; j++)
        if (out[j] != (j % 7) * 2 + 1 && bad++ < 5) printf("out[%d] = %d\n", j, out[j]);
    for (int i = 0; i < N; i++)
        if (rows[i] != i * 3 && bad++ < 5) printf("rows[%d] = %d\n", i, rows[i]);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
