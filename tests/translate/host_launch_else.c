// A compute construct becomes, on the host: its data entry, gw_launch of the
// kernel (gw_launch_split, with its static plan gw_sp_NAME, when it has a split
// plan), its data exit, all under gw_active(); and in the else branch the
// user's own statement, the host version.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep -fno-gw-readonly %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/host_launch_else.gw.c

void f(float *a, int n)
{
// CHECK: { static const gw_site gw_s = {"{{.*}}host_launch_else.c", [[@LINE+8]], "parallel loop"}; int gw_async = GW_ASYNC_SYNC;
// CHECK-SAME: if (gw_active()) {
// CHECK-SAME: gw_data_enter(&gw_s, gw_m, 1, gw_async);
// CHECK-SAME: gw_launch_split(&gw_s, &gw_k_host_launch_else_L[[@LINE+5]], gw_gx, gw_gy, gw_gz, gw_bx, gw_by, 1, 0, gw_args,
// CHECK-SAME: gw_async, &gw_sp_host_launch_else_L[[@LINE+4]], {{[^;]*}});
// CHECK-SAME: gw_data_exit(&gw_s, gw_m, 1, gw_async); } else {
// CHECK-NEXT: #line [[@LINE+3]] "{{.*}}host_launch_else.c"
// CHECK-NEXT: for (int i = 0; i < n; i++) a[i] = a[i] * 0.5f + 1.0f;
#pragma acc parallel loop
    for (int i = 0; i < n; i++) a[i] = a[i] * 0.5f + 1.0f;
// CHECK-NEXT: } }
}
