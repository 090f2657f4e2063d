// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s
void relax(int ny, int nx, int steps, double *a, double *b)
{
// CHECK: {{.*}}pacc_halo_not_inferred.c:[[@LINE+1]]:1: error: give this pipeline a 'halo' clause: gwcc cannot infer it, as 'b' is a flat pointer (the loop at line 8)
#pragma pacc pipeline targetinout(a, b) size([0:ny][0:nx])
    for (int t = 0; t < steps; t++) {
#pragma pacc loop dim(2)
        for (int y = 1; y < ny - 1; y++)
#pragma pacc loop dim(1)
            for (int x = 1; x < nx - 1; x++)
                b[y * nx + x] = 0.25 * (a[(y - 1) * nx + x] + a[(y + 1) * nx + x] + a[y * nx + x - 1] + a[y * nx + x + 1]);
        double *s = a; a = b; b = s;
    }
}
