// A data construct becomes gw_data_enter before its block and gw_data_exit
// after it, with one gw_map per clause item (GW_MAP_COPYIN, GW_MAP_COPYOUT,
// GW_MAP_CREATE) and the subarray's address and byte count, each followed by
// the attach action on its pointer (GW_MAP_ATTACH; the bias is the section's start).
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/host_data_region.gw.c

void f(const float *a, float *b, float *tmp, int n)
{
// CHECK: { static const gw_site gw_s0 = {"{{.*}}host_data_region.c", [[@LINE+7]], "data"}; int gw_on0 = 1;
// CHECK-SAME: gw_map gw_m0[6] = {{[{][{]}}(void *)&(a)[0], GW_LEN_BYTES(n, sizeof((a)[0]), 0), GW_MAP_COPYIN, {{.*}}, "a[0:n]", 0, 0, 0},
// CHECK-SAME: {{.*}} "a", 0, 0, (__SIZE_TYPE__)(0) * sizeof((a)[0])},
// CHECK-SAME: {(void *)&(b)[2], {{.*}}, GW_MAP_COPYOUT, 0, "b[2:n-2]", 0, 0, 0},
// CHECK-SAME: {(GW_IS_PTR(b) ? (void *)&(b) : (void *)0), sizeof(void *), GW_MAP_ATTACH, GW_MF_IMPLICIT | GW_MF_SOFT, "b", 0, 0, (__SIZE_TYPE__)(2) * sizeof((b)[0])},
// CHECK-SAME: {(void *)&(tmp)[0], {{.*}}, GW_MAP_CREATE, 0, "tmp[:n]", 0, 0, 0}, {{.*}} "tmp", 0, 0, 0}};
// CHECK-SAME: if (gw_on0) gw_data_enter(&gw_s0, gw_m0, 6, GW_ASYNC_SYNC);
#pragma acc data copyin(a[0:n]) copyout(b[2:n-2]) create(tmp[:n])
    {
#pragma acc parallel loop
        for (int i = 0; i < n; i++) tmp[i] = a[i] * 2.0f;
#pragma acc parallel loop
        for (int i = 2; i < n; i++) b[i] = tmp[i] + tmp[i - 2];
    }
// CHECK: gw_launch_split(
// CHECK: gw_launch_split(
// CHECK: if (gw_on0) gw_data_exit(&gw_s0, gw_m0, 6, GW_ASYNC_SYNC); }
}
