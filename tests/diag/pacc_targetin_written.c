// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s
void laplace(int ny, int nx, int steps, float (*p1)[nx], float (*p2)[nx])
{
#pragma pacc init
#pragma pacc pipeline targetinout(p1) targetin(p2) size([0:ny][0:nx]) halo([1:1][1:1])
    for (int t = 0; t < steps; t++) {
#pragma pacc loop dim(2)
        for (int j = 1; j < ny - 1; j++)
#pragma pacc loop dim(1)
            for (int i = 1; i < nx - 1; i++)
// CHECK: {{.*}}pacc_targetin_written.c:[[@LINE+1]]:17: error: 'p2' is written here but its pipeline lists it in 'targetin'; list it in 'targetinout'
                p2[j][i] = 0.25f * (p1[j][i + 1] + p1[j][i - 1] + p1[j + 1][i] + p1[j - 1][i]);
// CHECK: {{.*}}pacc_targetin_written.c:[[@LINE-8]]:48: note: 'p2' is listed here
#pragma pacc loop dim(2)
        for (int j = 1; j < ny - 1; j++)
#pragma pacc loop dim(1)
            for (int i = 1; i < nx - 1; i++)
                p1[j][i] = p2[j][i];
    }
}
