// host_data use_device(a): inside the block 'a' is shadowed by the device
// address from gw_use_device (the host address when the construct's
// condition is false).
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/host_host_data.gw.c

void record(float *p);

void f(float *a, int n)
{
#pragma acc data copy(a[0:n])
    {
// CHECK: gw_site gw_s1 = {"{{.*}}host_host_data.c", [[@LINE+4]], "host_data"}; int gw_on1 = 1;
// CHECK-SAME: __typeof__(&(a)[0]) gw_hd1_0 = gw_on1 ? (__typeof__(&(a)[0]))gw_use_device(&gw_s1, (a), "a", 0) : &(a)[0];
// CHECK-SAME: { __typeof__(&(a)[0]) a = gw_hd1_0;
// CHECK: record(a);
#pragma acc host_data use_device(a)
        record(a);
    }
}
