// --info says when the runtime may run a gang's vector lanes on fewer
// threads (gw_fold): a gang loop of vector loops with bounds from the host,
// and not when num_gangs fixes the gangs.
// RUN: %gwcc --info -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc --keep -c %s -o %t.d/out.o
// RUN: FileCheck --check-prefix=HOST %s < %t.d/info_vector_fold.gw.c
// RUN: FileCheck --check-prefix=CUDA %s < %t.d/info_vector_fold.gw.cu
// A vector reduction in rows known to fit a warp (a constant vector_length of
// at most 32) is shuffles only, gw_reduce_warp, which reserves no shared
// memory; a wider or unknown one may need gw_reduce_block's.

void spmv(int n, const int *rowptr, const int *col, const double *val, const double *x, double *y)
{
// CHECK: {{.*}}info_vector_fold.c:[[@LINE+2]]: parallel loop: kernel info_vector_fold_L[[@LINE+2]]{{$}}
// HOST: gw_bx = gw_fold(&gw_k_info_vector_fold_L[[@LINE+1]], gw_bx, {{.*}}, gw_async); if (gw_bx <= 32 && !(gw_bx & (gw_bx - 1))) gw_by = 128 / gw_bx;
#pragma acc parallel loop gang vector_length(32) present(rowptr[0:n+1], col[0:n], val[0:n], x[0:n], y[0:n])
    for (int i = 0; i < n; i++) {
        double s = 0.0;
#pragma acc loop vector reduction(+:s)
        for (int k = rowptr[i]; k < rowptr[i + 1]; k++) s += val[k] * x[col[k]];
        y[i] = s;
    }
// CHECK: {{.*}}:   launch: 1-D grid, vector_length threads a gang; gangs from the trip count{{$}}
// CHECK-NEXT: {{.*}}:   vector lanes: the runtime times the first launches and may run them on fewer threads, each taking several lanes, several gangs a warp (GANGWAY_TUNE=0: never){{$}}
// CUDA: __global__ void info_vector_fold_L{{[0-9]+}}(
// CUDA: s = gw_op<GW_ADD>(gw_rs{{[0-9]+}}, gw_reduce_warp<GW_ADD>(s, 1));
}

void fixed(int n, const double *a, double *y)
{
// CHECK: {{.*}}info_vector_fold.c:[[@LINE+1]]: parallel loop: kernel info_vector_fold_L[[@LINE+1]]{{$}}
#pragma acc parallel loop gang num_gangs(64) vector_length(32) present(a[0:n*n], y[0:n])
    for (int i = 0; i < n; i++) {
        double s = 0.0;
#pragma acc loop vector reduction(+:s)
        for (int k = 0; k < n; k++) s += a[i * n + k];
        y[i] = s;
    }
// CHECK: {{.*}}:   launch: 1-D grid, vector_length threads a gang; num_gangs gangs{{$}}
// CHECK-NOT: vector lanes:
// CHECK: {{.*}}:   'a' read only
}

void wide(int n, const double *a, double *y)
{
#pragma acc parallel loop gang vector_length(64) present(a[0:n*n], y[0:n])
    for (int i = 0; i < n; i++) {
        double s = 0.0;
#pragma acc loop vector reduction(+:s)
        for (int k = 0; k < n; k++) s += a[i * n + k];
        y[i] = s;
    }
// CUDA: __global__ void info_vector_fold_L{{[0-9]+}}(
// CUDA: s = gw_op<GW_ADD>(gw_rs{{[0-9]+}}, gw_reduce_block<GW_ADD>(s, 1, 0, 0));
}
