// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s
void relax(int n, int steps, double (*a)[n], double (*b)[n])
{
    int t = 0;
// CHECK: {{.*}}pacc_pipeline_no_for.c:[[@LINE+1]]:1: error: 'pacc pipeline' must be followed by a 'for' loop (its time loop)
#pragma pacc pipeline targetinout(a, b) size([0:n][0:n]) halo([1:1][1:1])
    while (t < steps) {
#pragma pacc loop dim(2)
        for (int i = 1; i < n - 1; i++)
#pragma pacc loop dim(1)
            for (int j = 1; j < n - 1; j++)
                b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
        t++;
    }
}
