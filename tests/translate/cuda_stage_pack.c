// The n-body pattern with several operands shared by the block: one struct
// a tile element (gw_pk), tiles of 16 KiB (gw_kt, gw_tile_of), one loop that
// loads every operand of an element, and one vector load of the element an
// iteration (gw_q).  Full tiles run the body a constant number of times.
// Its blocks are 64 threads at most, which ptxas is told (__launch_bounds__);
// not where vector_length sets the block at run time.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc --keep -c %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/cuda_stage_pack.gw.cu

void nb(int n, const float *x, const float *y, const float *m, float *f)
{
#pragma acc parallel loop gang vector present(x[0:n], y[0:n], m[0:n], f[0:n])
    for (int i = 0; i < n; i++) {
        float a = 0.0f;
        for (int j = 0; j < n; j++)
            a += m[j] * (x[j] - x[i]) * (y[j] - y[i]);
        f[i] = a;
    }
}
// CHECK: __global__ void __launch_bounds__(64) cuda_stage_pack_L{{[0-9]+}}_s(
// CHECK: struct gw_pk[[ID:[0-9]+]] { gw_plain<__decltype({{[xym]}}[0])>::type a0; gw_plain<__decltype({{[xym]}}[0])>::type a1; gw_plain<__decltype({{[xym]}}[0])>::type a2; };
// CHECK-SAME: const int gw_kt[[ID]] = gw_tile_of<sizeof(gw_packed<gw_pk[[ID]]>)>;
// CHECK-SAME: __shared__ gw_packed<gw_pk[[ID]]> gw_shp[[ID]][gw_kt[[ID]]];
// CHECK-SAME: gw_t[[ID]] += gw_kt[[ID]]
// The tile's loads: a counted loop (the stride, the block's size, is only
// known at run time; a loop testing gw_l < gw_e after each load issued them one at a time)
// CHECK: { const int gw_ls = ::blockDim.x * ::blockDim.y, gw_l0 = ::threadIdx.y * ::blockDim.x + ::threadIdx.x, gw_ln = gw_l0 < gw_e[[ID]] ? (gw_e[[ID]] - gw_l0 + gw_ls - 1) / gw_ls : 0;
// CHECK-NEXT: #pragma unroll 16
// CHECK-NEXT: for (int gw_lk = 0; gw_lk < gw_ln; gw_lk++) { int gw_l = gw_l0 + gw_lk * gw_ls; int j = {{.*}}; gw_pk[[ID]] gw_w; gw_w.a{{[0-2]}} = {{[xym]}}[j]; gw_w.a{{[0-2]}} = {{[xym]}}[j]; gw_w.a{{[0-2]}} = {{[xym]}}[j]; gw_shp[[ID]][gw_l].v = gw_w; } } __syncthreads(); auto gw_f[[ID]] = [&](int gw_c[[ID]])
// CHECK: const gw_pk[[ID]] gw_q[[ID]] = gw_shp[[ID]][gw_c[[ID]]].v;
// CHECK: a += gw_q[[ID]].a{{[0-2]}} * (gw_q[[ID]].a{{[0-2]}} - x[i]) * (gw_q[[ID]].a{{[0-2]}} - y[i]);
// CHECK: if (gw_e[[ID]] == gw_kt[[ID]]) {
// CHECK-NEXT: #pragma unroll 8
// CHECK-NEXT: for (int gw_c[[ID]] = 0; gw_c[[ID]] < gw_kt[[ID]]; gw_c[[ID]]++) gw_f[[ID]](gw_c[[ID]]); } else for (int gw_c[[ID]] = 0; gw_c[[ID]] < gw_e[[ID]]; gw_c[[ID]]++) gw_f[[ID]](gw_c[[ID]]); }

// CHECK-NOT: __launch_bounds__
// CHECK: __global__ void cuda_stage_pack_L{{[0-9]+}}(
void nb_vl(int n, int vl, const float *x, const float *y, const float *m, float *f)
{
#pragma acc parallel loop gang vector vector_length(vl) present(x[0:n], y[0:n], m[0:n], f[0:n])
    for (int i = 0; i < n; i++) {
        float a = 0.0f;
        for (int j = 0; j < n; j++)
            a += m[j] * (x[j] - x[i]) * (y[j] - y[i]);
        f[i] = a;
    }
}
