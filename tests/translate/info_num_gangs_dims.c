// num_gangs(x, y, z): the y and z counts size the grid's y and z for the
// gang(dim: 2|3) loops, and for a region with no loop, which every gang runs.
// RUN: %gwcc --info -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s --check-prefix=HOST < %t.d/info_num_gangs_dims.gw.c

void f(int n, int m, float *a, int *count)
{
#pragma acc parallel num_gangs(8, 3) copy(a[0:n*m])
#pragma acc loop gang(dim: 2)
// INFO: {{.*}}:[[@LINE+1]]:   loop over 'j': gang(blockIdx.y){{$}}
    for (int j = 0; j < m; j++)
#pragma acc loop gang vector
// INFO: {{.*}}:[[@LINE+1]]:     loop over 'i': gang(blockIdx.x) vector(threadIdx.x){{$}}
        for (int i = 0; i < n; i++) a[j * n + i] += 1;
// INFO: launch: 2-D grid of gangs
// HOST: { long long gw_t = (long long)(3); gw_gy = gw_t < 1 ? 1 : gw_t > 65535 ? 65535 : (unsigned)gw_t; } gw_gz = 1;
#pragma acc parallel num_gangs(2, 3, 4) copy(count[0:1])
    {
#pragma acc atomic update
        count[0] += 1;
    }
// INFO: launch: 3-D grid of gangs
// HOST: { long long gw_t = (long long)(3); gw_gy = gw_t < 1 ? 1 : gw_t > 65535 ? 65535 : (unsigned)gw_t; } { long long gw_t = (long long)(4); gw_gz = gw_t < 1 ? 1 : gw_t > 65535 ? 65535 : (unsigned)gw_t; }
}
