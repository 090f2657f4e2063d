// A gang loop with no worker or vector loop: 128 gangs a block, one per threadIdx.y, private arrays the thread's own.
// RUN: %gwcc -fsyntax-only --info %s 2>&1 | FileCheck %s --check-prefix=INFO
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s --check-prefix=CUDA < %t.d/launch_lone_gangs.gw.cu
// RUN: FileCheck %s --check-prefix=HOST < %t.d/launch_lone_gangs.gw.c

void f(int n, double *out)
{
    double w[64];
// INFO: launch_lone_gangs.c:[[@LINE+4]]: parallel loop: kernel
// INFO: launch: 1-D grid, 1 thread a gang, up to 128 gangs a block; gangs from the trip count
// CUDA: for (unsigned gw_i0 = (unsigned)((long long)::blockIdx.x * ::blockDim.y + ::threadIdx.y); gw_i0 < gw_n0; gw_i0 += (unsigned)((long long)::gridDim.x * ::blockDim.y))
// HOST: gw_bx = 1; {{.*}}gw_by = 128 / gw_bx; { long long gw_n = (long long)({{.*}}), gw_sm = gw_sm_count(); while (gw_by > 1 && gw_n < (long long)gw_by * 4 * gw_sm) gw_by /= 2; }
#pragma acc parallel loop gang private(w) copyout(out[0:n])
    for (int k = 0; k < n; k++) {
        for (int i = 0; i < 64; i++) w[i] = k * i;
        double s = 0;
        for (int i = 0; i < 64; i++) s += w[i];
        out[k] = s;
    }
}
