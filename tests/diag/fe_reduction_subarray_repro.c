// RUN: not %gwcc --reproducible-reductions -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// Atomic updates of a pointer subarray's floating-point elements add in no
// fixed order; integer ones are exact, so they stay allowed.
void f(double *h, long *c, const int *key, int n)
{
// CHECK: {{.*}}fe_reduction_subarray_repro.c:[[@LINE+1]]:39: error: --reproducible-reductions cannot fix the order of the reduction on 'h[0:8]': its elements are updated atomically; reduce into a local array of constant length, whose reduction is reproducible
#pragma acc parallel loop reduction(+:h[0:8]) reduction(+:c[0:8])
    for (int i = 0; i < n; i++) { h[key[i]] += 1.0; c[key[i]]++; }
}
