// A split kernel with region-level reductions: each device's results are
// combined by the runtime, which needs their slots in the reduction buffer
// gw_rb (offset, count, operator, type), the same layout the host's own
// combine reads; gw_red, gw_part and gw_out are args red_arg, +1, +2.
// RUN: %gwcc --dump-ir -fsyntax-only %s | FileCheck %s --check-prefix=IR
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep -fno-gw-readonly %s -o %t.d/out.o
// RUN: FileCheck %s --check-prefix=CUDA < %t.d/split_emit_reduction.gw.cu
// RUN: FileCheck %s --check-prefix=HOST < %t.d/split_emit_reduction.gw.c

double sum_max(int n, const double *x, const int *k, int *big)
{
    double sum = 0;
    int mx = -1;
// IR: kernel split_emit_reduction_L[[@LINE+9]] split, loop i line [[@LINE+10]], i = t for t in [lo, hi){{$}}
// IR-NEXT: emit: axis x, trip {{.*}}, per block 0{{$}}
// IR-NEXT: slot +: offset 0, 1 x GW_T_F64{{$}}
// IR-NEXT: slot max: offset 16, 1 x GW_T_I32{{$}}
// CUDA: void split_emit_reduction_L[[@LINE+5]](int n, const double *x, const int *k, void *gw_red, void *gw_part, void *gw_out, long long gw_lo, long long gw_hi)
// CUDA: long long gw_n0_0 = gw_share({{.*}}, gw_lo, gw_hi);
// HOST: void *gw_args[] = {(void *)&n, &gw_p_x, &gw_p_k, &gw_red, &gw_part, &gw_out, &gw_lo, &gw_hi};
// HOST: static const gw_red_slot gw_sps_split_emit_reduction_L[[@LINE+2]][] = {{[{][{]}}0, 1, GW_ROP_ADD, GW_T_F64}, {16, 1, GW_ROP_MAX, GW_T_I32}};
// HOST-SAME: .lo_arg = 6, .axis = 0, .nptr = 2, {{.*}}, .red_arg = 3, .nslots = 2, .slots = gw_sps_split_emit_reduction_L[[@LINE+1]]};
#pragma acc parallel loop reduction(+:sum) reduction(max:mx)
    for (int i = 0; i < n; i++) {
        sum += x[i];
        mx = k[i] > mx ? k[i] : mx;
    }
    *big = mx;
    return sum;
}
