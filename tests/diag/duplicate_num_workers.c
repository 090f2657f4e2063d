// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}duplicate_num_workers.c:[[@LINE+1]]:36: error: clause 'num_workers' appears more than once
#pragma acc kernels num_workers(4) num_workers(8)
    {
        a[0] = x;
    }
}
