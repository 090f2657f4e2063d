// Gangs with short vectors (vector_length 32, 16, 8): several gangs share one
// CUDA block; row sums with a vector reduction, a store after the vector loop
// and uneven gang counts (so gangs of one block run different trip counts).
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 88172645u;
static unsigned next(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

static int check(const int *got, const int *ref, int n, const char *what)
{
    for (int i = 0; i < n; i++)
        if (got[i] != ref[i]) { printf("%s: row %d = %d, expected %d\n", what, i, got[i], ref[i]); return 1; }
    return 0;
}

int main(void)
{
    int rows = 10007, cols = 77;
    int *a = malloc((size_t)rows * cols * sizeof *a), *s32 = malloc(rows * sizeof *a), *s16 = malloc(rows * sizeof *a),
        *s8 = malloc(rows * sizeof *a), *ref = malloc(rows * sizeof *a);
    for (int i = 0; i < rows * cols; i++) a[i] = (int)(next() % 201) - 100;
    for (int i = 0; i < rows; i++) {
        int s = 0;
        for (int j = 0; j < (i % cols) + 1; j++) s += a[i * cols + j];
        ref[i] = s * 2 + 1;
        s32[i] = s16[i] = s8[i] = -12345;
    }
#pragma acc data copyin(a[0:rows*cols]) copyout(s32[0:rows], s16[0:rows], s8[0:rows])
    {
#pragma acc parallel loop gang vector_length(32)
        for (int i = 0; i < rows; i++) {
            int s = 0;
#pragma acc loop vector reduction(+:s)
            for (int j = 0; j < (i % cols) + 1; j++) s += a[i * cols + j];
            s32[i] = s * 2 + 1;
        }
#pragma acc parallel loop gang vector_length(16)
        for (int i = 0; i < rows; i++) {
            int s = 0;
#pragma acc loop vector reduction(+:s)
            for (int j = 0; j < (i % cols) + 1; j++) s += a[i * cols + j];
            s16[i] = s;
            s16[i] = s16[i] * 2 + 1;
        }
#pragma acc parallel loop gang num_gangs(101) vector_length(8)
        for (int i = 0; i < rows; i++) {
            int s = 0;
#pragma acc loop vector reduction(+:s)
            for (int j = 0; j < (i % cols) + 1; j++) s += a[i * cols + j];
            s8[i] = s * 2 + 1;
        }
    }
    int bad = check(s32, ref, rows, "vector_length(32)") + check(s16, ref, rows, "vector_length(16)")
              + check(s8, ref, rows, "vector_length(8)");
    free(a); free(s32); free(s16); free(s8); free(ref);
    if (bad) return 1;
    printf("PASS\n");
    return 0;
}
