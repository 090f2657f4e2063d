// A subarray's lower bound must be an integer, as its length must: C takes
// dev["str"] (it is "str"[dev]), so libclang says nothing, but the section's
// host code subscripts dev itself.  Found by tools/fuzz.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

void f(int *a, int n)
{
    int dev = 0;
// CHECK: subarray_bound_pointer.c:[[@LINE+1]]:32: error: the lower bound in subarray 'dev["str":]' must be an integer
#pragma acc serial copyout(dev["str":])
    dev = 1;
// CHECK: subarray_bound_pointer.c:[[@LINE+1]]:37: error: the lower bound in subarray 'n[a:1]' must be an integer
#pragma acc parallel loop copyout(n[a:1])
    for (int i = 0; i < n; i++) a[i] = i;
}
