// The wait directive is gw_wait: with no argument every queue, with a list
// the queues in an array, with async(q) the wait is queued on q.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/host_wait.gw.c

void f(int q)
{
// CHECK: gw_site gw_s = {"{{.*}}host_wait.c", [[@LINE+2]], "wait"};
// CHECK-SAME: gw_wait(&gw_s, 0, 0, GW_ASYNC_SYNC); }
#pragma acc wait
// CHECK: gw_site gw_s = {"{{.*}}host_wait.c", [[@LINE+2]], "wait"};
// CHECK-SAME: int gw_q[] = {(int)(1)}; gw_wait(&gw_s, gw_q, 1, GW_ASYNC_SYNC); }
#pragma acc wait(1)
// CHECK: gw_site gw_s = {"{{.*}}host_wait.c", [[@LINE+2]], "wait"};
// CHECK-SAME: int gw_q[] = {(int)(1), (int)(q + 1)}; gw_wait(&gw_s, gw_q, 2, (int)(3)); }
#pragma acc wait(1, q + 1) async(3)
}
