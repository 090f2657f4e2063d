// A loop reduction on a member of a struct declared inside the region (and
// on a plain local next to it): each gang's threads combine their partial
// sums (gw_reduce_block), starting from the member's value before the loop.
// The reduction's variable is named by its root ("acc" of "acc.sum") when
// the analysis asks whether the region declares it; a reduction on a local
// the loop never names is still dropped.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc --keep -c %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/cuda_member_reduction_local.gw.cu

// CHECK-LABEL: __global__ void cuda_member_reduction_local_L{{[0-9]+}}
// CHECK: gw_rs{{[0-9]+}} = acc.sum; acc.sum = gw_identity<GW_ADD,
// CHECK: acc.sum = gw_op<GW_ADD>(gw_rs{{[0-9]+}}, gw_reduce_block<GW_ADD>(acc.sum,
// CHECK: gw_rs{{[0-9]+}} = s->n; s->n = gw_identity<GW_MAX,
// CHECK: s->n = gw_op<GW_MAX>(gw_rs{{[0-9]+}}, gw_reduce_block<GW_MAX>(s->n,
// CHECK: t = gw_op<GW_ADD>(gw_rs{{[0-9]+}}, gw_reduce_block<GW_ADD>(t,
struct cnt { int n; };

void rows(int n, const int *a, long *out, int *most)
{
#pragma acc parallel loop gang copyin(a[0:n * 40]) copyout(out[0:40], most[0:40])
    for (int g = 0; g < 40; g++) {
        struct { long sum; int pad; } acc = {g, 0};
        struct cnt c = {0}, *s = &c;
        long t = 0;
#pragma acc loop vector reduction(+:acc.sum) reduction(max:s->n) reduction(+:t)
        for (int i = 0; i < n; i++) {
            acc.sum += a[g * n + i];
            s->n = a[g * n + i] > s->n ? a[g * n + i] : s->n;
            t += i;
        }
        out[g] = acc.sum + t;
        most[g] = c.n;
    }
}
