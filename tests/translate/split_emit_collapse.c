// A split collapsed loop (no nest: -fno-gw-nests): the split loop i is the
// slowest-varying factor of the collapsed index, so only its trip count is
// clamped to the share (the product covers [gw_lo, gw_hi) rows) and i is
// recovered from what is left of the index plus gw_lo.  A block's threads
// run no fixed number of i's: per is 0, the grid stays as it is.
// RUN: %gwcc --dump-ir -fsyntax-only -fno-gw-nests %s | FileCheck %s --check-prefix=IR
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep -fno-gw-nests -fno-gw-readonly %s -o %t.d/out.o
// RUN: FileCheck %s --check-prefix=CUDA < %t.d/split_emit_collapse.gw.cu
// RUN: FileCheck %s --check-prefix=HOST < %t.d/split_emit_collapse.gw.c

void scale(int n, int m, float *a, float s)
{
// IR: kernel split_emit_collapse_L[[@LINE+7]] split, loop i line [[@LINE+8]], i = t for t in [lo, hi){{$}}
// IR-NEXT: emit: axis x, trip {{.*}}, per block 0{{$}}
// CUDA: void split_emit_collapse_L[[@LINE+5]](int n, int m, float *a, float s, long long gw_lo, long long gw_hi)
// CUDA: { long long gw_n0_0 = gw_share({{.*}}, gw_lo, gw_hi); long long gw_n0_1 = ((long long)(m) {{.*}}; long long gw_n0 = gw_n0_0 * gw_n0_1;
// CUDA: int j = (int)((0) + (gw_r0 % gw_n0_1) * (1)); gw_r0 /= gw_n0_1;
// CUDA-SAME: int i = (int)((0) + (long long)(gw_r0 + gw_lo) * (long long)(1));
// HOST: void *gw_args[] = {(void *)&n, (void *)&m, &gw_p_a, (void *)&s, &gw_lo, &gw_hi};
#pragma acc parallel loop collapse(2)
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            a[i * m + j] *= s;
// HOST: static const gw_split gw_sp_split_emit_collapse_L[[@LINE-4]] = {.mode = GW_SPLIT_LOOP, .lo_arg = 4, .axis = 0, .nptr = 1,
// HOST-SAME: gw_launch_split(&gw_s, &gw_k_split_emit_collapse_L[[@LINE-5]], {{.*}}, &gw_sp_split_emit_collapse_L[[@LINE-5]], {{[^;]*}}, 0, gw_sv_split_emit_collapse_L[[@LINE-5]]);
}
