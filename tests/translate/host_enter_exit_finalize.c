// enter data / exit data are gw_enter_data / gw_exit_data calls; with
// finalize every item of the exit carries GW_MF_FINALIZE (GW_MAP_COPYOUT,
// GW_MAP_DELETE).  Each section of a pointer is followed by the attach action
// on the pointer (GW_MAP_ATTACH, soft: no action for an array or a pointer
// that is not itself present; detach at the exit).
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/host_enter_exit_finalize.gw.c

void f(float *a, float *b, int n)
{
// CHECK: gw_site gw_s = {"{{.*}}host_enter_exit_finalize.c", [[@LINE+4]], "enter data"};
// CHECK-SAME: gw_map gw_m[4] = {{[{][{]}}(void *)&(a)[0], {{.*}}, GW_MAP_COPYIN, 0, "a[0:n]", 0, 0, 0}, {(GW_IS_PTR(a) ? (void *)&(a) : (void *)0), sizeof(void *), GW_MAP_ATTACH, GW_MF_IMPLICIT | GW_MF_SOFT, "a", 0, 0, (__SIZE_TYPE__)(0) * sizeof((a)[0])},
// CHECK-SAME: {(void *)&(b)[0], {{.*}}, GW_MAP_CREATE, 0, "b[0:n]", 0, 0, 0}, {(GW_IS_PTR(b) ? (void *)&(b) : (void *)0), sizeof(void *), GW_MAP_ATTACH, GW_MF_IMPLICIT | GW_MF_SOFT, "b", 0, 0, (__SIZE_TYPE__)(0) * sizeof((b)[0])}};
// CHECK-SAME: gw_enter_data(&gw_s, gw_m, 4, GW_ASYNC_SYNC); }
#pragma acc enter data copyin(a[0:n]) create(b[0:n])
// CHECK: gw_site gw_s = {"{{.*}}host_enter_exit_finalize.c", [[@LINE+3]], "exit data"};
// CHECK-SAME: gw_map gw_m[2] = {{[{][{]}}(void *)&(a)[0], {{.*}}, GW_MAP_DELETE, 0, "a[0:n]", 0, 0, 0}, {(GW_IS_PTR(a) ? (void *)&(a) : (void *)0), sizeof(void *), GW_MAP_ATTACH, GW_MF_IMPLICIT | GW_MF_SOFT, "a", 0, 0, (__SIZE_TYPE__)(0) * sizeof((a)[0])}};
// CHECK-SAME: gw_exit_data(&gw_s, gw_m, 2, GW_ASYNC_SYNC); }
#pragma acc exit data delete(a[0:n])
// CHECK: gw_site gw_s = {"{{.*}}host_enter_exit_finalize.c", [[@LINE+4]], "exit data"};
// CHECK-SAME: {(void *)&(b)[0], {{.*}}, GW_MAP_COPYOUT, GW_MF_FINALIZE, "b[0:n]", 0, 0, 0}, {(GW_IS_PTR(b) ? (void *)&(b) : (void *)0), sizeof(void *), GW_MAP_ATTACH, GW_MF_IMPLICIT | GW_MF_SOFT | GW_MF_FINALIZE, "b", 0, 0, (__SIZE_TYPE__)(0) * sizeof((b)[0])},
// CHECK-SAME: {(void *)&(a)[0], {{.*}}, GW_MAP_DELETE, GW_MF_FINALIZE, "a[0:n]", 0, 0, 0}, {(GW_IS_PTR(a) ? (void *)&(a) : (void *)0), sizeof(void *), GW_MAP_ATTACH, GW_MF_IMPLICIT | GW_MF_SOFT | GW_MF_FINALIZE, "a", 0, 0, (__SIZE_TYPE__)(0) * sizeof((a)[0])}};
// CHECK-SAME: gw_exit_data(&gw_s, gw_m, 4, GW_ASYNC_SYNC); }
#pragma acc exit data copyout(b[0:n]) delete(a[0:n]) finalize
}
