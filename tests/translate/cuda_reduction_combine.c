// Across blocks, a reduction combines with one atomic per block where the
// result cannot depend on the order (int +) and, by default, for double +;
// other cases (double *, short +) store each block's value in the partials
// (gw_part) and the last block combines them.  No per-launch allocation: the
// host asks gw_red_parts for the partials area before each launch.  The
// construct is one kernel, so its last block also writes the results to the
// host (gw_out) and puts the identities back: the host copies nothing.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s --check-prefix=CUDA < %t.d/cuda_reduction_combine.gw.cu
// RUN: FileCheck %s --check-prefix=HOST < %t.d/cuda_reduction_combine.gw.c

double f(const double *a, int n)
{
    double sum = 0.0, prod = 1.0;
    int count = 0;
    short small = 0;
// CUDA: extern "C" __global__ void cuda_reduction_combine_L[[@LINE+5]]({{.*}}void *gw_red, void *gw_part, void *gw_out, long long gw_lo, long long gw_hi)
// HOST: gw_red_begin(gw_rb, {{[0-9]+}}, gw_async, &gw_out)
// HOST: gw_part = gw_red_parts((__SIZE_TYPE__)gw_gx * gw_gy * gw_gz * 32, gw_async);
// HOST-SAME: gw_launch_split(
// HOST: if (gw_out) gw_red_done(gw_rb, {{[0-9]+}}, gw_async); else gw_red_end(gw_rb, {{[0-9]+}}, gw_async);
#pragma acc parallel loop reduction(+:sum, count, small) reduction(*:prod)
    for (int i = 0; i < n; i++) {
        sum += a[i];
        prod *= a[i];
        count += a[i] > 0;
        small += (short)a[i];
    }
// CUDA: unsigned gw_nb = gw_nblocks(), gw_b = gw_block_id();
// CUDA-DAG: gw_atomic_op<GW_ADD>((double *)
// CUDA-DAG: ((double *)((char *)gw_part + {{[0-9]+}} * gw_nb))[gw_b] = gw_v;
// CUDA-DAG: gw_atomic_op<GW_ADD>((int *)
// CUDA-DAG: ((short *)((char *)gw_part + {{[0-9]+}} * gw_nb))[gw_b] = gw_v;
// CUDA: if (gw_last_block((unsigned *)((char *)gw_red + {{[0-9]+}}))) {
// CUDA-NEXT: gw_combine_parts<GW_MUL>((double *)
// CUDA-NEXT: gw_combine_parts<GW_ADD>((short *)
// CUDA-NEXT: if (gw_out && ::threadIdx.x == 0 && ::threadIdx.y == 0) {
// CUDA-DAG: ((double *)((char *)gw_out + [[SUM:[0-9]+]]))[0] = gw_ldcg(gw_s); *gw_s = gw_identity<GW_ADD, double>();
// CUDA-DAG: ((double *)((char *)gw_out + {{[0-9]+}}))[0] = gw_ldcg(gw_s); *gw_s = gw_identity<GW_MUL, double>();
// CUDA-DAG: ((int *)((char *)gw_out + {{[0-9]+}}))[0] = gw_ldcg(gw_s); *gw_s = gw_identity<GW_ADD, int>();
// CUDA-DAG: ((short *)((char *)gw_out + {{[0-9]+}}))[0] = gw_ldcg(gw_s); *gw_s = gw_identity<GW_ADD, short>();
    return sum + prod + count + small;
}
