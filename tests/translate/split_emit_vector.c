// A split kernel's generated code, for a 1-D gang-vector loop: the kernel
// gets its share [gw_lo, gw_hi) of the split loop as two last parameters;
// the loop's trip count is clamped to it (gw_share) and its variable offset
// by gw_lo; the host calls gw_launch_split with the site's static plan
// (device-address arguments, ranges) and the ranges' values at the launch.
// RUN: %gwcc --dump-ir -fsyntax-only -fno-gw-readonly %s | FileCheck %s --check-prefix=IR
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep -fno-gw-readonly %s -o %t.d/out.o
// RUN: FileCheck %s --check-prefix=CUDA < %t.d/split_emit_vector.gw.cu
// RUN: FileCheck %s --check-prefix=HOST < %t.d/split_emit_vector.gw.c

void triad(int n, double *a, const double *b, const double *c, double s)
{
// IR: kernel split_emit_vector_L[[@LINE+8]] split, loop i line [[@LINE+9]], i = t for t in [lo, hi){{$}}
// IR-NEXT: emit: axis x, trip {{.*}}, per block (long long)gw_bx{{$}}
// CUDA: void split_emit_vector_L[[@LINE+6]](int n, double *a, const double *b, double s, const double *c, long long gw_lo, long long gw_hi)
// CUDA: { long long gw_n0_0 = gw_share({{.*}}, gw_lo, gw_hi); unsigned gw_n0 = gw_n0_0;
// CUDA-NEXT: { unsigned gw_r0 = gw_i0; int i = (int)((0) + (unsigned)(gw_r0 + gw_lo) * (unsigned)(1));
// HOST: long long gw_lo = 0, gw_hi = 0; void *gw_args[] = {(void *)&n, &gw_p_a, &gw_p_b, (void *)&s, &gw_p_c, &gw_lo, &gw_hi};
// HOST: static const int gw_spa_split_emit_vector_L[[@LINE+2]][] = {1, 2, 4};
// HOST-SAME: static const gw_split_range gw_spr_split_emit_vector_L[[@LINE+1]][] = {{[{][{]}}"a", GW_SR_WRITE}, {"b", GW_SR_READ}, {"c", GW_SR_READ}};
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
        a[i] = b[i] + s * c[i];
// HOST-SAME: static const gw_split gw_sp_split_emit_vector_L[[@LINE-3]] = {.mode = GW_SPLIT_LOOP, .lo_arg = 5, .axis = 0,
// HOST-SAME: .nptr = 3, .ptr_args = gw_spa_split_emit_vector_L[[@LINE-4]], .nranges = 3, .ranges = gw_spr_split_emit_vector_L[[@LINE-4]],
// HOST-SAME: .red_arg = -1, .nslots = 0, .slots = 0};
// HOST-SAME: gw_split_val gw_sv_split_emit_vector_L[[@LINE-6]][] = {{[{][{]}}(const void *)&(a)[0], sizeof((a)[0]), (long long)(1), (long long)(0), (long long)(0)},
// HOST-SAME: gw_launch_split(&gw_s, &gw_k_split_emit_vector_L[[@LINE-7]], gw_gx, gw_gy, gw_gz, gw_bx, gw_by, 1, 0, gw_args, gw_async,
// HOST-SAME: &gw_sp_split_emit_vector_L[[@LINE-8]], ((long long)(n) {{[^;]*}}, (long long)gw_bx, gw_sv_split_emit_vector_L[[@LINE-8]]);
}
