// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s
void relax(int n, int steps, double (*a)[n], double (*b)[n])
{
#pragma pacc pipeline targetinout(a, b) size([0:n][0:n]) halo([1:1][1:1])
// CHECK: {{.*}}pacc_time_loop_not_counted.c:[[@LINE+1]]:5: error: the time loop of a 'pacc pipeline' must be a counted loop: its increment 't *= 2' is not ++, --, += or -= of 't'
    for (int t = 1; t < steps; t *= 2) {
#pragma pacc loop dim(2)
        for (int i = 1; i < n - 1; i++)
#pragma pacc loop dim(1)
            for (int j = 1; j < n - 1; j++)
                b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
    }
}
