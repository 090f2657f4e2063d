// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s
void outside(int n, double (*a)[n], double (*b)[n])
{
// CHECK: {{.*}}pacc_loop_placement.c:[[@LINE+1]]:1: error: 'pacc loop' outside the time loop of a 'pacc pipeline'
#pragma pacc loop dim(2)
    for (int i = 1; i < n - 1; i++)
        for (int j = 0; j < n; j++)
            b[i][j] = a[i][j];
}

void dims(int nz, int ny, int nx, int steps, float (*p)[ny][nx], float (*q)[ny][nx])
{
#pragma pacc pipeline targetinout(p, q) size([0:nz][0:ny][0:nx]) halo([1:1][1:1][1:1])
    for (int t = 0; t < steps; t++) {
// CHECK: {{.*}}pacc_loop_placement.c:[[@LINE+1]]:1: error: 'dim(2)' on the outermost 'pacc loop' of a pipeline of 3 dimensions; it runs over the outermost axis: 'dim(3)'
#pragma pacc loop dim(2)
        for (int z = 1; z < nz - 1; z++)
            for (int y = 0; y < ny; y++)
                for (int x = 0; x < nx; x++)
                    q[z][y][x] = p[z - 1][y][x];
#pragma pacc loop dim(3)
        for (int z = 1; z < nz - 1; z++)
// CHECK: {{.*}}pacc_loop_placement.c:[[@LINE+1]]:1: error: 'dim(1)' inside a 'dim(3)' loop; the next axis in is 'dim(2)'
#pragma pacc loop dim(1)
            for (int y = 0; y < ny; y++)
                for (int x = 0; x < nx; x++)
                    p[z][y][x] = q[z][y][x];
    }
}
