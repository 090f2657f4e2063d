// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s
void rot(int n, int steps, double (*a)[n], double (*b)[n], double (*c)[n])
{
#pragma pacc pipeline targetinout(a, b) targetin(c) size([0:n][0:n]) halo([1:1][1:1])
    for (int t = 0; t < steps; t++) {
#pragma pacc loop dim(2)
        for (int i = 1; i < n - 1; i++)
#pragma pacc loop dim(1)
            for (int j = 1; j < n - 1; j++)
                b[i][j] = c[i][j] * (a[i - 1][j] + a[i + 1][j]);
// CHECK: {{.*}}pacc_rotation_targetin.c:[[@LINE+1]]:40: error: 'b' takes the place of 'c' in the time loop; the arrays of a rotation are written: list 'c' in 'targetinout'
        double (*s)[n] = a; a = b; b = c; c = s;
// CHECK: {{.*}}pacc_rotation_targetin.c:[[@LINE-9]]:50: note: 'c' is listed in 'targetin' here
    }
}
