// data if(cond): the condition is evaluated once and guards both the entry
// and the exit of the region.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/host_data_if.gw.c

void f(float *a, int n)
{
// CHECK: int gw_on0 = (n > 1000);
// CHECK-SAME: if (gw_on0) gw_data_enter(&gw_s0, gw_m0, 2, GW_ASYNC_SYNC);
#pragma acc data copy(a[0:n]) if(n > 1000)
    {
#pragma acc parallel loop
        for (int i = 0; i < n; i++) a[i] += 1.0f;
    }
// CHECK: if (gw_on0) gw_data_exit(&gw_s0, gw_m0, 2, GW_ASYNC_SYNC); }
}
