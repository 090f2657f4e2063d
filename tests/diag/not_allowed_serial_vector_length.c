// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}not_allowed_serial_vector_length.c:[[@LINE+1]]:20: error: clause 'vector_length' is not allowed on the 'serial' construct
#pragma acc serial vector_length(32)
    {
        a[0] = x;
    }
}
