// A pointer-to-array operand, double (*B)[N], read as B[k][j] by the
// sequential loop of a 2-D nest: B[k] is a row, which no tile element holds,
// so it is not staged (nvcc rejected the row assignment); x[k] still is.
// RUN: %gwcc --info -c %s -o %t.o 2>&1 | FileCheck %s
// CHECK-NOT: 'B[k]' staged
// CHECK-NOT: 'A[k]' staged
// CHECK: 'x[k]' staged in shared memory
// CHECK-NOT: error:
#define N 128
void mm(double (*A)[N], double (*B)[N], double (*C)[N], double *x, double *y)
{
#pragma acc parallel loop collapse(2) copyin(A[0:N], B[0:N]) copyout(C[0:N])
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double s = 0;
            for (int k = 0; k < N; k++) s += A[i][k] * B[k][j];
            C[i][j] = s;
        }
#pragma acc parallel loop gang vector copyin(A[0:N], x[0:N]) copyout(y[0:N])
    for (int i = 0; i < N; i++) {
        double s = 0;
        for (int k = 0; k < N; k++) s += A[k][i] * x[k];
        y[i] = s;
    }
}
