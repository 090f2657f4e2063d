// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s
float p[16][8], q[16][8];
void run(int steps)
{
// CHECK: {{.*}}pacc_halo_wide.c:[[@LINE+1]]:65: error: a halo of 8 rows below and 8 above is as wide as the 16 rows of 'size'
#pragma pacc pipeline targetinout(p, q) size([0:16][0:8]) halo([8:8][0:0])
    for (int t = 0; t < steps; t++) {
#pragma pacc loop dim(2)
        for (int z = 8; z < 8; z++)
#pragma pacc loop dim(1)
            for (int y = 0; y < 8; y++)
                q[z][y] = p[z - 8][y] + p[z + 8][y];
    }
}
