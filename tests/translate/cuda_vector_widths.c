// A gang loop of vector loops: gw_fold may run the vector lanes on 32, 16, 8
// or 4 threads, so the kernel holds its body once per width, with the width
// a constant there.  The innermost vector loop is unrolled by 4.  After a
// vector loop that only reduces there is no barrier; after one that stores,
// there is.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep -fno-gw-readonly %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/cuda_vector_widths.gw.cu

void spmv(int n, const int *rowptr, const int *col, const double *val, const double *x, double *y, double *t)
{
// CHECK: extern "C" __global__ void cuda_vector_widths_L[[@LINE+2]](
// CHECK: auto gw_body = [&]() {
#pragma acc parallel loop gang vector_length(32) copyin(rowptr[0:n+1], col[0:rowptr[n]], val[0:rowptr[n]], x[0:n]) copyout(y[0:n])
    for (int i = 0; i < n; i++) {
        double s = 0.0;
// CHECK: _Pragma("unroll 4") for (unsigned gw_i1
// CHECK-SAME: s += val[k] * x[col[k]]; }s = gw_op<GW_ADD>(gw_rs{{[0-9]+}}, gw_reduce_warp<GW_ADD>(s, 1)); }
#pragma acc loop vector reduction(+:s)
        for (int k = rowptr[i]; k < rowptr[i + 1]; k++) s += val[k] * x[col[k]];
        y[i] = s;
    }
// CHECK: switch (::blockDim.x) {
// CHECK-NEXT: case 32: __builtin_assume(::blockDim.x == 32); gw_body(); break;
// CHECK-NEXT: case 16: __builtin_assume(::blockDim.x == 16); gw_body(); break;
// CHECK-NEXT: case 8: __builtin_assume(::blockDim.x == 8); gw_body(); break;
// CHECK-NEXT: case 4: __builtin_assume(::blockDim.x == 4); gw_body(); break;
// CHECK-NEXT: default: gw_body();

// CHECK: extern "C" __global__ void cuda_vector_widths_L[[@LINE+1]](
#pragma acc parallel loop gang vector_length(32) copyin(x[0:n]) copy(t[0:n*n])
    for (int i = 0; i < n; i++) {
// CHECK: t[i * n + j] = x[j] * 2.0; }gw_sync_gang(); }
#pragma acc loop vector
        for (int j = 0; j < n; j++) t[i * n + j] = x[j] * 2.0;
        t[i * n] += 1.0;
    }
}
