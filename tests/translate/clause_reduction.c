// reduction(op:var) on a combined construct makes var a region reduction
// with its operator; the kernel reduces into a scratch slot (gw_red).
// RUN: %gwcc --dump-ir -fsyntax-only %s | FileCheck %s --check-prefix=IR
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s --check-prefix=CUDA < %t.d/clause_reduction.gw.cu

double f(const double *a, int n)
{
    double sum = 0.0, big = -1.0;
// IR: {{.*}}clause_reduction.c:[[@LINE+4]]: parallel loop
// IR-DAG: var sum: reduction +{{$}}
// IR-DAG: var big: reduction max{{$}}
// CUDA: extern "C" __global__ void clause_reduction_L[[@LINE+1]]({{.*}}void *gw_red, void *gw_part, void *gw_out, long long gw_lo, long long gw_hi)
#pragma acc parallel loop reduction(+:sum) reduction(max:big)
    for (int i = 0; i < n; i++) {
        sum += a[i];
        big = a[i] > big ? a[i] : big;
    }
// CUDA: gw_reduce_block<
// CUDA: gw_atomic_op<
    return sum + big;
}
