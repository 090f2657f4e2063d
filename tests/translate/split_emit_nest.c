// A split kernel on a 2-D nest (sched.c, setup_nest): the split loop, the
// nest's outer loop on the grid's y in runs of 4 a thread, gets its share:
// its trip count gw_share'd (in long long, then the nest's index type) and
// its variable from the index plus gw_lo; the runtime gives each device
// blocks along y, 4 x gw_by iterations each.  A tile is a nest too: the
// block is the tile, and the outer loop splits the same way.
// RUN: %gwcc --dump-ir -fsyntax-only %s | FileCheck %s --check-prefix=IR
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s --check-prefix=CUDA < %t.d/split_emit_nest.gw.cu
// RUN: FileCheck %s --check-prefix=HOST < %t.d/split_emit_nest.gw.c

void jacobi(int n, int m, float *restrict anew, const float *restrict a)
{
// IR: kernel split_emit_nest_L[[@LINE+6]] split, loop i line [[@LINE+7]], i = t + 1 for t in [lo, hi){{$}}
// IR-NEXT: emit: axis y, trip {{.*}}, per block (long long)gw_by * 4{{$}}
// CUDA: void split_emit_nest_L[[@LINE+4]](int n, int m, float *restrict anew, const float *restrict a, long long gw_lo, long long gw_hi)
// CUDA: gw_ny0 = (unsigned)gw_share({{.*}}, gw_lo, gw_hi); for (unsigned gw_ix0
// CUDA: auto gw_body0 = [&](unsigned gw_u0) { int j = (int)((1) + gw_ix0 * (unsigned)(1)); int i = (int)((1) + (unsigned)(gw_u0 + gw_lo) * (unsigned)(1));
// HOST: static const gw_split gw_sp_split_emit_nest_L[[@LINE+1]] = {.mode = GW_SPLIT_LOOP, .lo_arg = 4, .axis = 1,
#pragma acc parallel loop gang
    for (int i = 1; i < n - 1; i++)
#pragma acc loop vector
        for (int j = 1; j < m - 1; j++)
            anew[i * m + j] = 0.25f * (a[(i - 1) * m + j] + a[(i + 1) * m + j] + a[i * m + j - 1] + a[i * m + j + 1]);
// HOST-SAME: gw_split_val gw_sv_split_emit_nest_L[[@LINE-5]][] = {{[{][{]}}(const void *)&(anew)[0], sizeof((anew)[0]), (long long)(m), (long long)(m + 1), (long long)(2*m - 2)},
// HOST-SAME: &gw_sp_split_emit_nest_L[[@LINE-6]], {{[^;]*}}, (long long)gw_by * 4, gw_sv_split_emit_nest_L[[@LINE-6]]);
}

void tiled(int n, int m, double *restrict x, const double *restrict y)
{
// IR: kernel split_emit_nest_L[[@LINE+4]] split, loop i line [[@LINE+5]], i = t for t in [lo, hi){{$}}
// IR-NEXT: emit: axis y, trip {{.*}}, per block (long long)gw_by{{$}}
// CUDA: gw_ny0 = (unsigned)gw_share({{.*}}, gw_lo, gw_hi);
// CUDA: int i = (int)((0) + (unsigned)(gw_io0 + gw_lo) * (unsigned)(1));
#pragma acc parallel loop tile(32, 4)
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            x[i * m + j] = 2.0 * y[i * m + j];
// HOST: gw_launch_split({{.*}}, (long long)gw_by, gw_sv_split_emit_nest_L[[@LINE-4]]);
}
