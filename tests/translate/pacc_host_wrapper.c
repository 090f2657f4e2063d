// A pacc pipeline's host code: gw_pacc_begin with the arrays' rows, halo and
// the time loop's trip count; each chunk of each pass replays the time loop,
// its rotated pointers restored first; steps before the pass's first skip
// their kernels (gw_pacc_step(-1)); the nest is a split launch over z whose
// arrays are present; no '#pragma pacc' line reaches the host compiler.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc --keep -c %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/pacc_host_wrapper.gw.c
// RUN: FileCheck --check-prefix=NOPRAGMA %s < %t.d/pacc_host_wrapper.gw.c
// RUN: FileCheck --check-prefix=NOPRAGMA %s < %t.d/pacc_host_wrapper.gw.cu
// RUN: %gwcc -fsyntax-only --info %s 2>&1 | FileCheck --check-prefix=INFO %s
// RUN: %gwcc --dump-ir %s | FileCheck --check-prefix=IR %s
// NOPRAGMA-NOT: pragma pacc

void wave(int nz, int ny, int nx, int steps, float (*p1)[ny][nx], float (*p2)[ny][nx], float (*p3)[ny][nx],
          const float (*v)[ny][nx])
{
// CHECK: gw_init_directive(&gw_s, 1, -1);
#pragma pacc init
// CHECK: static const gw_site gw_ps1 = {{.*}}"pacc pipeline"};
// CHECK-SAME: static const gw_pacc_array gw_pa1[4] = {{[{][{]}}"p1", 1}, {"p2", 1}, {"p3", 1}, {"v", 0}};
// CHECK-SAME: gw_pacc_val gw_pv1[4] = {{[{][{]}}(void *)&(p1)[0], sizeof((p1)[0])},
// CHECK-SAME: gw_pacc_begin(&gw_ps1, 4, gw_pa1, gw_pv1, (long long)(nz), (long long)(4), (long long)(2), (long long)({{.*}}steps{{.*}}), 0LL, 0LL);
// CHECK-SAME: __typeof__(p1) gw_psv1_0 = p1; __typeof__(p2) gw_psv1_1 = p2; __typeof__(p3) gw_psv1_2 = p3;
// CHECK-SAME: while (gw_pacc_pass(&gw_pf1, &gw_pk1)) while (gw_pacc_chunk()) { long long gw_pi1 = 0; p1 = gw_psv1_0; p2 = gw_psv1_1; p3 = gw_psv1_2;
// INFO: pacc_host_wrapper.c:[[@LINE+6]]: pacc pipeline: arrays p1, p2, p3 (read and written); v (read only); nz rows of the outermost axis from row 0; halo 4 below, 2 above; time loop over 't' (line [[@LINE+8]])
// INFO: pacc_host_wrapper.c:[[@LINE+5]]:   chunks: chosen at run time from the free device memory
// INFO: pacc_host_wrapper.c:[[@LINE+4]]:   host statements replayed by each chunk: they assign 'p1', 'p2', 'p3', saved at the start and restored for each chunk
// IR: pipeline 1: rows (long long)(nz), halo (long long)(4) (long long)(2)
// IR: array v in rows: host (void *)&(v)[0], row sizeof((v)[0])
// IR: replayed p3
#pragma pacc pipeline targetinout(p1, p2, p3) targetin(v) size([0:nz][0:ny][0:nx]) halo([4:2][1:1][1:1])
// CHECK: for (int t = 0; t < steps; t++) { long long gw_pt1 = gw_pi1++; if (gw_pt1 >= gw_pf1 + gw_pk1) break; gw_pacc_step(gw_pt1 >= gw_pf1 ? gw_pt1 - gw_pf1 : -1LL);
    for (int t = 0; t < steps; t++) {
// CHECK: static const gw_site gw_s = {{.*}}"pacc loop"};
// CHECK-SAME: GW_MAP_PRESENT, 0, "p1[(0):(nz)]"
// CHECK-SAME: .mode = GW_SPLIT_LOOP, .lo_arg = {{[0-9]+}}, .axis = 2,
// CHECK-SAME: gw_launch_split(
// INFO: pacc_host_wrapper.c:[[@LINE+3]]: pacc loop: kernel pacc_host_wrapper_L[[@LINE+3]]
// INFO: pacc_host_wrapper.c:[[@LINE+2]]:   in the pipeline at line [[@LINE-8]]: each chunk runs the iterations of loop 'z' (line [[@LINE+3]]) whose rows it computes at that step
// IR: pacc_host_wrapper.c:[[@LINE+1]]: pacc loop
#pragma pacc loop dim(3)
        for (int z = 4; z < nz - 2; z++)
#pragma pacc loop dim(2)
            for (int y = 1; y < ny - 1; y++)
#pragma pacc loop dim(1)
                for (int x = 1; x < nx - 1; x++)
                    p3[z][y][x] = v[z][y][x] * (p2[z - 4][y][x] + p2[z + 2][y][x] + p2[z][y - 1][x] + p2[z][y + 1][x]
                                                + p2[z][y][x - 1] + p2[z][y][x + 1] - 6 * p2[z][y][x]) + 2 * p2[z][y][x]
                                  - p1[z][y][x];
        float (*s)[ny][nx] = p1;
        p1 = p2;
        p2 = p3;
        p3 = s;
    }
// CHECK: } gw_pacc_end(); }
}
// IR: in pipeline 1
// IR: split, loop z
