// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s
void smooth(int n, int steps, double (*a)[n], double (*b)[n], const double *w, double (*last)[n])
{
#pragma pacc pipeline targetinout(a, b) size([0:n][0:n]) halo([1:1][1:1])
    for (int t = 0; t < steps; t++) {
#pragma pacc loop dim(2)
        for (int i = 1; i < n - 1; i++)
#pragma pacc loop dim(1)
            for (int j = 1; j < n - 1; j++) {
                b[i][j] = a[i][j] + w[j] * (a[i - 1][j] + a[i + 1][j] - 2 * a[i][j]);
// CHECK: {{.*}}pacc_array_unlisted.c:[[@LINE+1]]:17: error: 'last' is written in a 'pacc loop' nest but is not an array of its pipeline; name it in 'targetinout'
                last[i][j] = b[i][j];
            }
        double (*s)[n] = a; a = b; b = s;
    }
}
