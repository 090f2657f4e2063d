// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s
void wide(int nz, int ny, int nx, int steps, float (*p)[ny][nx], float (*q)[ny][nx])
{
#pragma pacc pipeline targetinout(p, q) size([0:nz][0:ny][0:nx]) halo([1:1][2:2][2:2])
    for (int t = 0; t < steps; t++) {
// CHECK: {{.*}}pacc_halo_reach.c:[[@LINE+1]]:1: error: this 'pacc loop' nest reads 2 rows below and 2 above the rows it writes, but the pipeline's halo is 1 below and 1 above; a chunk would read rows it does not hold
#pragma pacc loop dim(3)
        for (int z = 2; z < nz - 2; z++)
#pragma pacc loop dim(2)
            for (int y = 2; y < ny - 2; y++)
#pragma pacc loop dim(1)
                for (int x = 2; x < nx - 2; x++)
                    q[z][y][x] = p[z - 2][y][x] + p[z + 2][y][x] + p[z][y - 2][x] + p[z][y + 2][x];
        float (*s)[ny][nx] = p; p = q; q = s;
    }
}
