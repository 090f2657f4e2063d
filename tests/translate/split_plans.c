// Split plans (split.c, docs/multigpu.md): the loop a group of devices
// shares, and per variable what iterations [lo, hi) of it read and write,
// in elements of the variable's first dimension (rows of an array); t is
// the split loop's normalised iteration.
// RUN: %gwcc --dump-ir -fsyntax-only %s | FileCheck %s
// RUN: %gwcc --info -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO

#define N 256

void triad(int n, double *a, const double *b, const double *c, double s)
{
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
        a[i] = b[i] + s * c[i];
// CHECK:      kernel split_plans_L{{[0-9]+}} split, loop i line [[@LINE-2]], i = t for t in [lo, hi){{$}}
// CHECK-NEXT:   emit: axis x, trip {{.*}}, per block (long long)gw_bx{{$}}
// CHECK-NEXT:   write a: [lo, hi - 1] (c 1, omin 0, omax 0){{$}}
// CHECK-NEXT:   read b: [lo, hi - 1] (c 1, omin 0, omax 0){{$}}
// CHECK-NEXT:   read c: [lo, hi - 1] (c 1, omin 0, omax 0){{$}}
// INFO: split_plans.c:[[@LINE-8]]:   on several devices: kernel split_plans_L[[@LINE-8]] split over loop 'i' (line [[@LINE-7]]){{$}}
}

// A reduction splits: each member's partial, combined by the runtime.
double dot(int n, const double *x, const double *y)
{
    double sum = 0;
#pragma acc parallel loop reduction(+:sum)
    for (int i = 0; i < n; i++)
        sum += x[i] * y[i];
// CHECK:      kernel split_plans_L{{[0-9]+}} split, loop i line [[@LINE-2]], i = t for t in [lo, hi){{$}}
// CHECK-NEXT:   emit: axis x, trip {{.*}}, per block 0{{$}}
// CHECK-NEXT:   slot +: offset 0, 1 x GW_T_F64{{$}}
// CHECK-NEXT:   read x: [lo, hi - 1] (c 1, omin 0, omax 0){{$}}
// CHECK-NEXT:   read y: [lo, hi - 1] (c 1, omin 0, omax 0){{$}}
    return sum;
}

// Jacobi: the rows above and below are read (the halo), the own rows written.
void jacobi(double a[N][N], double b[N][N])
{
#pragma acc parallel loop collapse(2)
    for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++)
            b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
// CHECK:      kernel split_plans_L{{[0-9]+}} split, loop i line [[@LINE-3]], i = t + 1 for t in [lo, hi){{$}}
// CHECK-NEXT:   emit: axis y, trip {{.*}}, per block (long long)gw_by * 4{{$}}
// CHECK-NEXT:   write b: [lo + 1, hi] (c 1, omin 1, omax 1){{$}}
// CHECK-NEXT:   read a: [lo, hi + 1] (c 1, omin 0, omax 2){{$}}
}

// A 25-point stencil on a flat 3-D grid (radius 4 along each axis): planes
// [z - 4, z + 4] read, plane z written.
#define G 64
#define AT(z, y, x) (((z) * G + (y)) * G + (x))
void stencil25(const float *in, float *out)
{
#pragma acc parallel loop gang collapse(2)
    for (int z = 4; z < G - 4; z++)
        for (int y = 4; y < G - 4; y++)
#pragma acc loop vector
            for (int x = 4; x < G - 4; x++) {
                float s = in[AT(z, y, x)];
                for (int r = 1; r <= 4; r++)
                    s += in[AT(z, y, x + r)] + in[AT(z, y, x - r)] + in[AT(z, y + r, x)] + in[AT(z, y - r, x)]
                         + in[AT(z + r, y, x)] + in[AT(z - r, y, x)];
                out[AT(z, y, x)] = s;
            }
// CHECK:      kernel split_plans_L{{[0-9]+}} split, loop z line [[@LINE-10]], z = t + 4 for t in [lo, hi){{$}}
// CHECK-NEXT:   emit: axis z, trip {{.*}}, per block 1LL{{$}}
// CHECK-NEXT:   read in: [4096*lo + 260, 4096*hi + 32507] (c 4096, omin 260, omax 36603){{$}}
// CHECK-NEXT:   write out: [4096*lo + 16644, 4096*hi + 16123] (c 4096, omin 16644, omax 20219){{$}}
}

// matmul: rows of A read, all of B, rows of C written (its staged variant splits
// at whole blocks of rows: the runtime cuts shares at multiples of gw_by).
void matmul(int n, const double *A, const double *B, double *C)
{
#pragma acc parallel loop collapse(2)
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double s = 0;
            for (int k = 0; k < n; k++)
                s += A[i * n + k] * B[k * n + j];
            C[i * n + j] = s;
        }
// CHECK:      kernel split_plans_L{{[0-9]+}} split, loop i line [[@LINE-7]], i = t for t in [lo, hi){{$}}
// CHECK-NEXT:   emit: axis y, trip {{.*}}, per block (long long)gw_by{{$}}
// CHECK-NEXT:   read A: [lo*n, hi*n - 1] (c n, omin 0, omax n - 1){{$}}
// CHECK-NEXT:   read B: [0, n*n - 1] (c 0, omin 0, omax n*n - 1){{$}}
// CHECK-NEXT:   write C: [lo*n, hi*n - 1] (c n, omin 0, omax n - 1){{$}}
}

// nbody: every position read, the own forces written (staged, split at whole blocks as matmul).
void nbody(int n, const float *x, float *f)
{
#pragma acc parallel loop gang vector
    for (int i = 0; i < n; i++) {
        float s = 0;
        for (int j = 0; j < n; j++)
            s += x[j] - x[i];
        f[i] = s;
    }
// CHECK:      kernel split_plans_L{{[0-9]+}} split, loop i line [[@LINE-6]], i = t for t in [lo, hi){{$}}
// CHECK-NEXT:   emit: axis x, trip {{.*}}, per block (long long)gw_bx{{$}}
// CHECK-NEXT:   read x: [0, n - 1] (c 0, omin 0, omax n - 1){{$}}
// CHECK-NEXT:   read x: [lo, hi - 1] (c 1, omin 0, omax 0){{$}}
// CHECK-NEXT:   write f: [lo, hi - 1] (c 1, omin 0, omax 0){{$}}
}

// spmv: row_ptr [lo, hi]; the loop over k has bounds the access IR cannot
// follow, and x is read indirectly: whole.
void spmv(int n, const int *row_ptr, const int *col, const double *val, const double *x, double *y)
{
#pragma acc parallel loop
    for (int i = 0; i < n; i++) {
        double s = 0;
        for (int k = row_ptr[i]; k < row_ptr[i + 1]; k++)
            s += val[k] * x[col[k]];
        y[i] = s;
    }
// CHECK:      kernel split_plans_L{{[0-9]+}} split, loop i line [[@LINE-6]], i = t for t in [lo, hi){{$}}
// CHECK-NEXT:   emit: axis x, trip {{.*}}, per block (long long)gw_bx{{$}}
// CHECK-NEXT:   read row_ptr: [lo, hi] (c 1, omin 0, omax 1){{$}}
// CHECK-NEXT:   read val: whole ('val[k]': the loop over 'k' has bounds that are not affine forms){{$}}
// CHECK-NEXT:   read x: whole ('x[col[k]]': not an affine subscript){{$}}
// CHECK-NEXT:   read col: whole ('col[k]': the loop over 'k' has bounds that are not affine forms){{$}}
// CHECK-NEXT:   write y: [lo, hi - 1] (c 1, omin 0, omax 0){{$}}
}

// A triangular nest: the inner bounds depend on the split variable, so what
// it reads is the whole array; its writes still move with i.
void lower(int n, const double *L, const double *x, double *y)
{
#pragma acc parallel loop
    for (int i = 0; i < n; i++) {
        double s = 0;
        for (int j = 0; j <= i; j++)
            s += L[i * n + j] * x[j];
        y[i] = s;
    }
// CHECK:      kernel split_plans_L{{[0-9]+}} split, loop i line [[@LINE-6]], i = t for t in [lo, hi){{$}}
// CHECK-NEXT:   emit: axis x, trip {{.*}}, per block (long long)gw_bx{{$}}
// CHECK-NEXT:   read L: whole ('L[i * n + j]': bounds that depend on the split variable (triangular)){{$}}
// CHECK-NEXT:   read x: whole ('x[j]': bounds that depend on the split variable (triangular)){{$}}
// CHECK-NEXT:   write y: [lo, hi - 1] (c 1, omin 0, omax 0){{$}}
}

// Counting down: c < 0, the runtime swaps the ends.
void reverse(int n, double *a, const double *b)
{
#pragma acc parallel loop
    for (int i = n - 1; i >= 0; i--)
        a[i] = b[2 * i];
// CHECK:      kernel split_plans_L{{[0-9]+}} split, loop i line [[@LINE-2]], i = n - t - 1 for t in [lo, hi){{$}}
// CHECK-NEXT:   emit: axis x, trip {{.*}}, per block (long long)gw_bx{{$}}
// CHECK-NEXT:   write a: [n - lo - 1, n - hi] (c -1, omin n - 1, omax n - 1){{$}}
// CHECK-NEXT:   read b: [2*n - 2*lo - 2, 2*n - 2*hi] (c -2, omin 2*n - 2, omax 2*n - 2){{$}}
}
