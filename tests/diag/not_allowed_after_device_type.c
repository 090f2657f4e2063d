// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}not_allowed_after_device_type.c:[[@LINE+1]]:47: error: clause 'copy' may not follow 'device_type' on the 'parallel loop' construct
#pragma acc parallel loop device_type(nvidia) copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] = x;
}
