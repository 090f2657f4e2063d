// Run-time compilation (docs/jit-plan.md 1.1): the host file embeds the CUDA
// text beside the fatbin (a second .incbin, a 0 byte after it) with where its
// declarations end, the NVRTC options of the build, the arch and the flags;
// each kernel variant has a gw_param table in its parameters' order (kind,
// size by the host's sizeof, GW_PF_FLOATY, GW_PF_SHARE) and its text's place
// in the CUDA file, whose kernels are { GW_SPEC_OPEN ... GW_SPEC_CLOSE }.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc --keep -c %s -o %t.d/out.o
// RUN: FileCheck %s --check-prefix=CUDA < %t.d/jit_embed.gw.cu
// RUN: FileCheck %s --check-prefix=HOST < %t.d/jit_embed.gw.c
// RUN: at=$(sed -n 's/.*gw_k_jit_embed_L82_r = .*src_at = \([0-9]*\)u, .src_len = \([0-9]*\)u.*/\1 \2/p' \
// RUN:      %t.d/jit_embed.gw.c) && set -- $at && tail -c +$(($1 + 1)) %t.d/jit_embed.gw.cu | head -c $2 \
// RUN:      | FileCheck %s --check-prefix=SLICE
// RUN: rm -rf %t.e && mkdir -p %t.e && %gwcc --keep -c -g -ffast-math %s -o %t.e/out.o
// RUN: FileCheck %s --check-prefix=FAST < %t.e/jit_embed.gw.c
// RUN: rm -rf %t.f && mkdir -p %t.f && %gwcc --keep -c -fgw-jit %s -o %t.f/out.o
// RUN: FileCheck %s --check-prefix=JIT < %t.f/jit_embed.gw.c

// CUDA: #include "gangway_dev.h"
// CUDA: enum mode { LOW, HIGH };
// CUDA-COUNT-5: {{^}}{ GW_SPEC_OPEN{{$}}
// CUDA-NOT: GW_SPEC_OPEN

// HOST: static const gw_param gw_kp_jit_embed_L68[] = {
// HOST-NEXT: {"int n", "int", "n", GW_P_SINT, (unsigned char)sizeof(int), 0},
// HOST-NEXT: {"const float *A", "const float *", "A", GW_P_PTR, (unsigned char)sizeof(void *), 0},
// HOST: {"long long gw_hi", "long long", "gw_hi", GW_P_SINT, (unsigned char)sizeof(long long), GW_PF_SHARE}};
// HOST: static const gw_param gw_kp_jit_embed_L68_r[] = {
// HOST: {"const float *__restrict__ A", "const float *", "A", GW_P_PTR, (unsigned char)sizeof(void *), 0},
// HOST: static const gw_param gw_kp_jit_embed_L68_s[] = {
// HOST: static const gw_param gw_kp_jit_embed_L82[] = {
// HOST-NEXT: {"int n", "int", "n", GW_P_SINT, (unsigned char)sizeof(int), 0},
// HOST-NEXT: {"double *x", "double *", "x", GW_P_PTR, (unsigned char)sizeof(void *), 0},
// HOST-NEXT: {"double alpha", "double", "alpha", GW_P_FLOAT, (unsigned char)sizeof(double), 0},
// HOST-NEXT: {"const double *y", "const double *", "y", GW_P_PTR, (unsigned char)sizeof(void *), 0},
// HOST-NEXT: {"unsigned int stride", "unsigned int", "stride", GW_P_UINT, (unsigned char)sizeof(unsigned int), 0},
// HOST-NEXT: {"_Bool twice", "_Bool", "twice", GW_P_BOOL, (unsigned char)sizeof(_Bool), 0},
// HOST-NEXT: {"long k", "long", "k", GW_P_SINT, (unsigned char)sizeof(long), GW_PF_FLOATY},
// HOST-NEXT: {"enum mode m", "enum mode", "m", GW_P_UINT, (unsigned char)sizeof(unsigned int), 0},
// HOST-NEXT: {"void *gw_red", "void *", "gw_red", GW_P_OTHER, (unsigned char)sizeof(void *), 0},
// HOST: static gw_kernel gw_k_jit_embed_L68 = {{{.*}}, .params = gw_kp_jit_embed_L68, .nparams = 6, .src_at = {{[0-9]+}}u, .src_len = {{[0-9]+}}u};
// HOST-NEXT: static gw_kernel gw_k_jit_embed_L68_r = {{{.*}}, .params = gw_kp_jit_embed_L68_r, .nparams = 6,
// HOST-NEXT: static gw_kernel gw_k_jit_embed_L68_s = {{{.*}}, .params = gw_kp_jit_embed_L68_s, .nparams = 6,
// HOST-NEXT: static gw_kernel gw_k_jit_embed_L82 = {{{.*}}, .params = gw_kp_jit_embed_L82, .nparams = 13,
// HOST-NEXT: static gw_kernel gw_k_jit_embed_L82_r = {{{.*}}, .params = gw_kp_jit_embed_L82_r, .nparams = 13,
// HOST: .incbin \"{{.*}}jit_embed.gw.fatbin\"
// HOST: .globl [[SRC:gw_src_jit_embed_[0-9a-f]+]]\n{{.*}}.incbin \"{{.*}}jit_embed.gw.cu\"\n{{.*}}[[SRC]]_end:\n.byte 0\n
// HOST: gw_mod.src = (const char *)[[SRC]]; gw_mod.src_len = (unsigned)([[SRC]]_end - [[SRC]]); gw_mod.prelude_len = {{[0-9]+}}u;
// HOST-SAME: gw_mod.jit_opts = "-std=c++17\n--diag-suppress=177,550\n--device-int128"; gw_mod.arch = 90; gw_mod.flags = 0;

// SLICE: {{^}}extern "C" __global__ void jit_embed_L82_r(int n, double *__restrict__ x,
// SLICE-NEXT: { GW_SPEC_OPEN
// SLICE: {{^}}GW_SPEC_CLOSE }{{$}}
// SLICE-NOT: {{.}}

// FAST: {"long k", "long", "k", GW_P_SINT, (unsigned char)sizeof(long), GW_PF_FLOATY},
// FAST: gw_mod.jit_opts = "-std=c++17\n--diag-suppress=177,550\n--device-int128\n--use_fast_math\n-lineinfo";
// FAST-SAME: gw_mod.flags = GW_MOD_FAST_MATH;

// JIT: gw_mod.jit_opts = "-std=c++17\n--diag-suppress=177,550\n--device-int128\n-fmad=false";
// JIT-SAME: gw_mod.flags = GW_MOD_JIT | GW_MOD_FP_EXACT;

#include <stdbool.h>

enum mode { LOW, HIGH };

void mm(int n, const float *A, const float *B, float *C)
{
#pragma acc parallel loop gang vector collapse(2) present(A[0:n*n], B[0:n*n], C[0:n*n])
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            float s = 0.0f;
            for (int k = 0; k < n; k++)
                s += A[i * n + k] * B[k * n + j];
            C[i * n + j] = s;
        }
}

// k reaches floating-point arithmetic (0.5 * k): GW_PF_FLOATY
double f(double *x, const double *y, int n, unsigned stride, bool twice, double alpha, long k, enum mode m)
{
    double sum = 0.0;
#pragma acc parallel loop copy(x[0:n]) copyin(y[0:n]) reduction(+:sum)
    for (int i = 0; i < n; i++) {
        x[i] = alpha * y[(i * stride) % n] + (twice ? 2 : 1) + 0.5 * k + (m == HIGH);
        sum += x[i];
    }
    return sum;
}
