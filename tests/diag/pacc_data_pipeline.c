// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s
void scratch(int n, int m, int steps, double (*a)[m], double (*b)[m], double (*tmp)[m])
{
// CHECK: {{.*}}pacc_data_pipeline.c:[[@LINE+1]]:49: error: 'create' cannot name the arrays of a data pipeline: they move in 'copy' (read and written) or 'copyin' (read only)
#pragma acc data copy(a[0:n][0:m], b[0:n][0:m]) create(tmp[0:n][0:m]) pipeline
    for (int t = 0; t < steps; t++) {
#pragma acc parallel loop present(a[0:n][0:m], b[0:n][0:m])
        for (int i = 1; i < n - 1; i++)
            for (int j = 0; j < m; j++)
                b[i][j] = a[i - 1][j] + a[i + 1][j];
    }
}

void rows(int n, int m, int steps, double (*a)[m], double (*b)[m])
{
// CHECK: {{.*}}pacc_data_pipeline.c:[[@LINE+1]]:36: error: the arrays of a data pipeline must have the same rows: 'b' has [1:n-2], 'a' [0:n]
#pragma acc data copy(a[0:n][0:m], b[1:n-2][0:m]) pipeline
    for (int t = 0; t < steps; t++) {
#pragma acc parallel loop
        for (int i = 1; i < n - 1; i++)
            for (int j = 0; j < m; j++)
                b[i][j] = a[i - 1][j] + a[i + 1][j];
    }
}

void block(int n, int m, int steps, double (*a)[m], double (*b)[m])
{
#pragma acc data copy(a[0:n][0:m], b[0:n][0:m]) pipeline
    for (int t = 0; t < steps; t++) {
// CHECK: {{.*}}pacc_data_pipeline.c:[[@LINE+1]]:1: error: the compute constructs of a data pipeline's time loop must be loop nests, 'parallel loop' or 'kernels loop'
#pragma acc parallel
        {
#pragma acc loop
            for (int i = 1; i < n - 1; i++)
                for (int j = 0; j < m; j++)
                    b[i][j] = a[i - 1][j] + a[i + 1][j];
        }
// CHECK: {{.*}}pacc_data_pipeline.c:[[@LINE+1]]:1: error: 'update' cannot stand in a data pipeline's time loop; only compute construct nests run there
#pragma acc update self(b[0:1][0:m])
    }
}
