// update self/device are gw_update calls (11 = to the host, 10 = to the
// device); if_present puts GW_MF_IF_PRESENT on every item, async(q) passes
// the queue.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/host_update_if_present.gw.c

void f(float *a, float *b, int n)
{
// CHECK: gw_site gw_s = {"{{.*}}host_update_if_present.c", [[@LINE+3]], "update"};
// CHECK-SAME: {(void *)&(a)[0], {{.*}}, GW_MAP_UPDATE_SELF, GW_MF_IF_PRESENT, "a[0:n]", 0, 0, 0}, {(void *)&(b)[0], {{.*}}, GW_MAP_UPDATE_DEVICE, GW_MF_IF_PRESENT, "b[0:n]", 0, 0, 0}};
// CHECK-SAME: gw_update(&gw_s, gw_m, 2, GW_ASYNC_SYNC); }
#pragma acc update self(a[0:n]) device(b[0:n]) if_present
// CHECK: gw_site gw_s = {"{{.*}}host_update_if_present.c", [[@LINE+3]], "update"};
// CHECK-SAME: {(void *)&(a)[0], {{.*}}, GW_MAP_UPDATE_DEVICE, 0, "a[0:n]", 0, 0, 0}};
// CHECK-SAME: gw_update(&gw_s, gw_m, 1, (int)(2)); }
#pragma acc update device(a[0:n]) async(2)
}
