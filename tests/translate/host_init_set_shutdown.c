// init, set and shutdown directives are runtime calls with the device type
// (1 = default, 4 = nvidia) and number (-1 = not given).
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/host_init_set_shutdown.gw.c

void f(int d)
{
// CHECK: gw_site gw_s = {"{{.*}}host_init_set_shutdown.c", [[@LINE+2]], "init"};
// CHECK-SAME: gw_init_directive(&gw_s, 1, -1); }
#pragma acc init
// CHECK: gw_site gw_s = {"{{.*}}host_init_set_shutdown.c", [[@LINE+2]], "set"};
// CHECK-SAME: gw_set_directive(&gw_s, -1, (int)(d), -3); }
#pragma acc set device_num(d)
// CHECK: gw_site gw_s = {"{{.*}}host_init_set_shutdown.c", [[@LINE+2]], "init"};
// CHECK-SAME: gw_init_directive(&gw_s, 4, (int)(0)); }
#pragma acc init device_type(nvidia) device_num(0)
// CHECK: gw_site gw_s = {"{{.*}}host_init_set_shutdown.c", [[@LINE+2]], "shutdown"};
// CHECK-SAME: gw_shutdown_directive(&gw_s, 1, -1); }
#pragma acc shutdown
}
