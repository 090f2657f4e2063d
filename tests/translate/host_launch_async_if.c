// if(cond) and async(q) on a compute construct: the condition joins
// gw_active() and the launch goes on queue q; wait(p) waits for queue p first.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep -fno-gw-readonly %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/host_launch_async_if.gw.c

void f(float *a, int n)
{
// CHECK: int gw_async = (int)(1); if ((n > 100) && gw_active()) {
// CHECK-SAME: int gw_q[] = {(int)(0)}; gw_wait(&gw_s, gw_q, 1, gw_async);
// CHECK-SAME: gw_launch_split(&gw_s, &gw_k_host_launch_async_if_L[[@LINE+1]], {{.*}}, gw_args, gw_async, {{[^;]*}});
#pragma acc parallel loop async(1) if(n > 100) wait(0)
    for (int i = 0; i < n; i++) a[i] = 1.0f;
}
