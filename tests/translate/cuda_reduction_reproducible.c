// --reproducible-reductions: no floating-point atomics; float and double
// sums go through the per-block partials and the last block, which combines
// them in block order.  Integer sums keep their atomics (any order gives the
// same bits).
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep --reproducible-reductions %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/cuda_reduction_reproducible.gw.cu --implicit-check-not=atomicAdd --implicit-check-not="gw_atomic_op<GW_ADD>((double" --implicit-check-not="gw_atomic_op<GW_ADD>((float"

double f(const double *a, const float *b, int n)
{
    double sum = 0.0;
    float fsum = 0.0f;
    long count = 0;
// CHECK: extern "C" __global__ void cuda_reduction_reproducible_L[[@LINE+1]](
#pragma acc parallel loop reduction(+:sum, fsum, count)
    for (int i = 0; i < n; i++) {
        sum += a[i];
        fsum += b[i];
        count += a[i] > 0;
    }
// CHECK-DAG: ((double *)((char *)gw_part + {{[0-9]+}} * gw_nb))[gw_b] = gw_v;
// CHECK-DAG: ((float *)((char *)gw_part + {{[0-9]+}} * gw_nb))[gw_b] = gw_v;
// CHECK-DAG: gw_atomic_op<GW_ADD>((long *)
// CHECK: if (gw_last_block(
// CHECK-NEXT: gw_combine_parts<GW_ADD>((double *)
// CHECK-NEXT: gw_combine_parts<GW_ADD>((float *)
    return sum + fsum + count;
}
