// wait(devnum: d: q) waits for queue q of device d, not of the current
// device: with two (fake) devices, an update queued on device 1's queue 3
// is complete after a wait(devnum: 1: 3) issued while device 0 is current,
// and GANGWAY_CHECK names no unused queue (device 0 never used queue 3).
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc %s -o %t.d/prog
// RUN: env GANGWAY_FAKE_DEVICE=2 GANGWAY_CHECK=1 %t.d/prog 2>&1 | FileCheck %s

#include <stdio.h>
#include <openacc.h>

int main(void)
{
    static double x[1000];
    for (int i = 0; i < 1000; i++) x[i] = i;
    acc_set_device_num(1, acc_device_nvidia);
#pragma acc enter data copyin(x) async(3)
    acc_set_device_num(0, acc_device_nvidia);
#pragma acc wait(devnum: 1: 3)
    acc_set_device_num(1, acc_device_nvidia);
    printf("queue 3 of device 1 done: %d\n", acc_async_test(3) != 0);
    printf("present on device 1: %d\n", acc_is_present(x, sizeof x) != 0);
#pragma acc exit data delete(x)
    acc_set_device_num(0, acc_device_nvidia);
    printf("present on device 0: %d\n", acc_is_present(x, sizeof x) != 0);
    return 0;
}
// CHECK-NOT: warning
// CHECK: queue 3 of device 1 done: 1
// CHECK-NEXT: present on device 1: 1
// CHECK-NEXT: present on device 0: 0
// CHECK-NOT: warning
