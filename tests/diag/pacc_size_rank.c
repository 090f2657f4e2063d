// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s
void vla3(int nz, int ny, int nx, int steps, float (*p)[ny][nx], float (*q)[ny][nx])
{
// CHECK: {{.*}}pacc_size_rank.c:[[@LINE+1]]:35: error: 'p' has 3 dimensions but 'size' gives 2 ranges
#pragma pacc pipeline targetinout(p, q) size([0:nz][0:ny]) halo([1:1][1:1])
    for (int t = 0; t < steps; t++) {
#pragma pacc loop dim(2)
        for (int z = 1; z < nz - 1; z++)
#pragma pacc loop dim(1)
            for (int y = 0; y < ny; y++)
                q[z][y][0] = p[z - 1][y][0] + p[z + 1][y][0];
    }
}

void table(int n, int steps, double **a, double **b)
{
// CHECK: {{.*}}pacc_size_rank.c:[[@LINE+1]]:35: error: 'a' cannot be an array of a pacc pipeline: its rows are not contiguous (an array of pointers, or a pointer to pointers)
#pragma pacc pipeline targetinout(a, b) size([0:n][0:n]) halo([1:1][1:1])
    for (int t = 0; t < steps; t++) {
#pragma pacc loop dim(2)
        for (int i = 1; i < n - 1; i++)
#pragma pacc loop dim(1)
            for (int j = 1; j < n - 1; j++)
                b[i][j] = a[i - 1][j] + a[i + 1][j];
    }
}

void flat3(int nz, int ny, int nx, int steps, float *p, float *q)
{
// CHECK: {{.*}}pacc_size_rank.c:[[@LINE+1]]:35: error: 'p' is a flat pointer, but 'size' gives 3 ranges; declare it as a pointer to rows, 'T (*p)[n1]...[n2]', and subscript it once a dimension (p[z][y][x])
#pragma pacc pipeline targetinout(p, q) size([0:nz][0:ny][0:nx]) halo([1:1][0:0][0:0])
    for (int t = 0; t < steps; t++) {
#pragma pacc loop dim(3)
        for (int z = 1; z < nz - 1; z++)
#pragma pacc loop dim(2)
            for (int y = 0; y < ny; y++)
#pragma pacc loop dim(1)
                for (int x = 0; x < nx; x++)
                    q[(z * ny + y) * nx + x] = p[((z - 1) * ny + y) * nx + x];
    }
}
