// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}host_data_no_use_device.c:[[@LINE+1]]:13: error: 'host_data' needs a 'use_device' clause
#pragma acc host_data if_present
    {
        a[0] = x;
    }
}
