// A grid-stride gang loop that updates the region's reduction variables:
// the body becomes a lambda called four iterations a turn, each into its own
// partial results, which are combined at the end.  Not for a body that
// jumps out (continue) or holds a loop.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep -fno-gw-readonly %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/cuda_gang_accumulators.gw.cu

void f(int n, const double *x, const int *m, double *out, int *big)
{
    double s = 0.0;
    int mx = -1;
// CHECK: extern "C" __global__ void cuda_gang_accumulators_L[[@LINE+4]](
// CHECK: auto gw_it0 = [&](unsigned gw_i0, gw_noref<__decltype(s)>::type &s, gw_noref<__decltype(mx)>::type &mx)
// CHECK: gw_it0(gw_j0 + 0 * gw_s0, s, mx); gw_it0(gw_j0 + 1 * gw_s0, gw_a0_0[0], gw_a0_1[0]);
// CHECK-SAME: s = gw_op<GW_ADD>(gw_op<GW_ADD>(s, gw_a0_0[0]), gw_op<GW_ADD>(gw_a0_0[1], gw_a0_0[2])); mx = gw_op<GW_MAX>(
#pragma acc parallel loop reduction(+:s) reduction(max:mx) copyin(x[0:n], m[0:n])
    for (int i = 0; i < n; i++) {
        s += x[i] * x[i];
        mx = m[i] > mx ? m[i] : mx;
    }
// CHECK: extern "C" __global__ void cuda_gang_accumulators_L[[@LINE+2]](
// CHECK-NOT: gw_it
#pragma acc parallel loop reduction(+:s) copyin(x[0:n])
    for (int i = 0; i < n; i++) {
        if (x[i] < 0.0) continue;
        s += x[i];
    }
    out[0] = s;
    big[0] = mx;
}
