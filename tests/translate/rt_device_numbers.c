// Device numbers the program passes are checked in every mode and the
// errors name the call's file:line: a negative number in the *_device wait
// and test routines (was taken as the current device), a device that does
// not exist in acc_get_property (had no location), and acc_set_device_num
// asking for an NVIDIA GPU where there is none (named acc_set_device_type
// and hinted at ACC_DEVICE_TYPE, which the program never set).
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc %s -o %t.d/prog
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog wait 2>&1 | FileCheck %s --check-prefix=WAIT
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog wait 2>&1 | FileCheck %s --check-prefix=WAIT
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog test 2>&1 | FileCheck %s --check-prefix=TEST
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog any 2>&1 | FileCheck %s --check-prefix=ANY
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog property 2>&1 | FileCheck %s --check-prefix=PROP
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog property 2>&1 | FileCheck %s --check-prefix=PROP
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog setnum 2>&1 | FileCheck %s --check-prefix=SETNUM
// RUN: not %t.d/prog setnum 2>&1 | FileCheck %s --check-prefix=SETNUM
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/prog ok 2>&1 | FileCheck %s --check-prefix=OK

#include <stdio.h>
#include <string.h>
#include <openacc.h>

int main(int argc, char **argv)
{
    const char *what = argc > 1 ? argv[1] : "";
    int queues[2] = {1, 2};
    int dev = acc_get_device_num(acc_device_default) - 1;   /* -1: a bug in the program */
    if (!strcmp(what, "ok")) {
        acc_wait_device(1, 0);
        printf("test %d, any %d\n", acc_async_test_device(1, 0), acc_wait_any_device(2, queues, 0));
        // OK: test 1, any 0
    }
    if (!strcmp(what, "wait")) {
        // WAIT: rt_device_numbers.c:[[@LINE+1]]: error: device -1 does not exist (acc_wait_device)
        acc_wait_device(1, dev);
    }
    if (!strcmp(what, "test")) {
        // TEST: rt_device_numbers.c:[[@LINE+1]]: error: device -2 does not exist (acc_async_test_all_device)
        printf("%d\n", acc_async_test_all_device(dev - 1));
    }
    if (!strcmp(what, "any")) {
        // ANY: rt_device_numbers.c:[[@LINE+1]]: error: device -1 does not exist (acc_wait_any_device)
        printf("%d\n", acc_wait_any_device(2, queues, dev));
    }
    if (!strcmp(what, "property")) {
        // PROP: rt_device_numbers.c:[[@LINE+1]]: error: acc_get_property asks for device 9, which does not exist
        printf("%zu\n", acc_get_property(9, acc_device_default, acc_property_memory));
    }
    if (!strcmp(what, "setnum")) {
        // SETNUM: rt_device_numbers.c:[[@LINE+1]]: error: acc_set_device_num
        acc_set_device_num(99, acc_device_nvidia);
    }
    return 0;
}
