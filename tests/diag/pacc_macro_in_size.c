// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s
#define NZ 64
#define NY 32
float p[NZ][NY], q[NZ][NY];
void run(int steps)
{
// CHECK: {{.*}}pacc_macro_in_size.c:[[@LINE+1]]:49: error: 'NZ' is not declared here; '#pragma pacc' lines are not macro-expanded (gcc expands only '#pragma acc'): use a variable or an enumeration constant
#pragma pacc pipeline targetinout(p, q) size([0:NZ][0:32]) halo([1:1][0:0])
    for (int t = 0; t < steps; t++) {
#pragma pacc loop dim(2)
        for (int z = 1; z < NZ - 1; z++)
#pragma pacc loop dim(1)
            for (int y = 0; y < NY; y++)
                q[z][y] = p[z - 1][y] + p[z + 1][y];
    }
}
