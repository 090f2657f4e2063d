// Staging needs the sequential loop to be a statement of the block that is
// the partitioned loop's body, which every thread runs (Loop.top_of_body,
// from the AST): after an if statement or under #pragma unroll it is; under
// an if, an else or in an inner block it is not.
// RUN: %gwcc --info -fsyntax-only %s 2>&1 | FileCheck %s

void after_if(int n, const float *restrict x, float *restrict f)
{
#pragma acc parallel loop gang vector present(x[0:n], f[0:n])
    for (int i = 0; i < n; i++) {
        float a = 0.0f;
        if (i > 3) a = 1.0f;
#pragma unroll 2
        for (int j = 0; j < n; j++)
            a += x[j] - x[i];
        f[i] = a;
    }
// CHECK: {{.*}}info_stage_top.c:[[@LINE-4]]:       'x[j]' staged in shared memory
// CHECK: staged variant info_stage_top_L{{[0-9]+}}_s
}

void under_if(int n, const float *restrict x, float *restrict f)
{
#pragma acc parallel loop gang vector present(x[0:n], f[0:n])
    for (int i = 0; i < n; i++) {
        float a = 0.0f;
        if (i > 3)
            for (int j = 0; j < n; j++)
                a += x[j] - x[i];
        else
            for (int j = 0; j < n; j++)
                a -= x[j];
        {
            for (int j = 0; j < n; j++)
                a += x[j];
        }
        f[i] = a;
    }
// CHECK-NOT: staged
}
