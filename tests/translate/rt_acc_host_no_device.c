// A program built with -acc=host has no device: GANGWAY_FAKE_DEVICE and
// ACC_DEVICE_TYPE=nvidia do not give it one, so data directives are no
// action and present() of unmapped data is not an error; it runs silently.
// The same source built for the GPU, on the fake device, reports the missing
// data (see rt_present_missing.c).
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -acc=host %s -o %t.d/prog
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/prog > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// RUN: test ! -s %t.err
// RUN: env GANGWAY_FAKE_DEVICE=1 ACC_DEVICE_TYPE=nvidia GANGWAY_CHECK=1 %t.d/prog > %t.out2 2> %t.err2
// RUN: FileCheck %s < %t.out2
// RUN: test ! -s %t.err2
// RUN: %gwcc %s -o %t.d/gpu
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/gpu 2>&1 | FileCheck %s --check-prefix=GPU

#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

int main(void)
{
    int n = 6;
    int *a = calloc(n, sizeof *a);
// GPU: rt_acc_host_no_device.c:[[@LINE+1]]: error: 'a[0:n]' {{.*}} is not present on the device (data construct)
#pragma acc data present(a[0:n])
    { a[1] = 4; }
#pragma acc enter data copyin(a[0:n])
#pragma acc update self(a[0:n])
    // CHECK: a1 4 host 1
    printf("a1 %d host %d\n", a[1], acc_on_device(acc_device_host));
    return 0;
}
