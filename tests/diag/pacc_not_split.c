// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s
void gather(int n, int steps, double (*a)[n], double (*b)[n], int (*idx)[n])
{
#pragma pacc pipeline targetinout(a, b) targetin(idx) size([0:n][0:n]) halo([1:1][1:1])
    for (int t = 0; t < steps; t++) {
// CHECK: {{.*}}pacc_not_split.c:[[@LINE+1]]:1: error: this 'pacc loop' nest cannot run on chunks of its pipeline:
#pragma pacc loop dim(2)
        for (int i = 1; i < n - 1; i++)
#pragma pacc loop dim(1)
            for (int j = 1; j < n - 1; j++)
                b[idx[i][j]][j] = a[i][j];
    }
}
