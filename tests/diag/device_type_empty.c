// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}device_type_empty.c:[[@LINE+1]]:34: error: expected a device type name or '*' in clause 'device_type'
#pragma acc parallel device_type()
    {
        a[0] = x;
    }
}
