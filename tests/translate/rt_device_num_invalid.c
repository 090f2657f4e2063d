// A device number that does not exist is an error in every mode: on the
// fake device (one device) as on a GPU machine, and on the host
// (ACC_DEVICE_TYPE=host, -acc=host, no usable GPU), which is device 0 only
// (acc_set_device_num, acc_init_device, acc_shutdown_device, acc_wait_device,
// acc_memcpy_d2d).  The message names the call's line, the routine and the number; exit
// status 1.  A device type that is none of openacc.h's (another
// implementation's, or no type at all) is a warning naming the call, in
// every mode, and the current device type stays (OpenACC 3.3 3.2.2 leaves it
// to the implementation; tests/exec/set_device_type_unavailable.c).
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc %s -o %t.d/prog
// RUN: %gwcc -acc=host %s -o %t.d/hostprog
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog ok 2>&1 | FileCheck %s --check-prefix=OK
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/prog ok 2>&1 | FileCheck %s --check-prefix=OK
// RUN: %t.d/hostprog ok 2>&1 | FileCheck %s --check-prefix=OK
//
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog num 2>&1 | FileCheck %s --check-prefixes=NUM,NUM-HOST
// RUN: not %t.d/hostprog num 2>&1 | FileCheck %s --check-prefixes=NUM,NUM-HOST
// RUN: not env -u GANGWAY_FAKE_DEVICE -u ACC_DEVICE_TYPE %t.d/prog num 2>&1 | FileCheck %s --check-prefix=NUM
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog num 2>&1 | FileCheck %s --check-prefixes=NUM,NUM-FAKE
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog num > /dev/null 2>&1; test $? -eq 1
//
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog host1 2>&1 | FileCheck %s --check-prefix=HOST1
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog init 2>&1 | FileCheck %s --check-prefix=INIT
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog shutdown 2>&1 | FileCheck %s --check-prefix=SHUTDOWN
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog wait 2>&1 | FileCheck %s --check-prefix=WAIT
// RUN: not %t.d/hostprog wait 2>&1 | FileCheck %s --check-prefix=WAIT
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog d2d 2>&1 | FileCheck %s --check-prefix=D2D
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog d2d 2>&1 | FileCheck %s --check-prefix=D2D-FAKE

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <openacc.h>

int main(int argc, char **argv)
{
    const char *what = argc > 1 ? argv[1] : "";
    acc_device_t t = acc_get_device_type();
    double a[8] = {0}, b[8] = {0};
    if (!strcmp(what, "ok")) {
        acc_set_device_num(0, t);
        acc_set_device_num(-1, t);          /* negative: the default device */
        acc_init_device(0, t);
        acc_wait_device(1, 0);
        // OK: {{^}}gangway: warning: acc_set_device_num(0, 77) names a device type this program has no device for (host and nvidia); the current device type stays
        acc_set_device_num(0, (acc_device_t)77);
        // OK-NEXT: {{^}}gangway: warning: acc_init(-1) names a device type this program has no device for
        acc_init((acc_device_t)-1);
        // OK-NEXT: type kept 1
        printf("type kept %d\n", acc_get_device_type() == t);
    } else if (!strcmp(what, "num")) {
        // NUM: {{^/.*}}/rt_device_num_invalid.c:[[@LINE+4]]: error: acc_set_device_num asks for device 3, which does not exist
        // NUM-HOST-SAME: : the program runs on the host
        // NUM-HOST-NEXT: {{^}}hint: the host is device 0, the only one
        // NUM-FAKE-NEXT: {{^}}hint: this machine has 1 device, numbered from 0
        acc_set_device_num(3, t);
    } else if (!strcmp(what, "host1")) {
        // HOST1: {{^/.*}}/rt_device_num_invalid.c:[[@LINE+1]]: error: acc_set_device_num asks for device 1, which does not exist: the program runs on the host
        acc_set_device_num(1, acc_device_host);
    } else if (!strcmp(what, "init")) {
        // INIT: {{^/.*}}/rt_device_num_invalid.c:[[@LINE+1]]: error: acc_init_device asks for device 2, which does not exist: the program runs on the host
        acc_init_device(2, t);
    } else if (!strcmp(what, "shutdown")) {
        // SHUTDOWN: {{^/.*}}/rt_device_num_invalid.c:[[@LINE+1]]: error: acc_shutdown_device asks for device 1, which does not exist: the program runs on the host
        acc_shutdown_device(1, acc_device_host);
    } else if (!strcmp(what, "wait")) {
        // WAIT: {{^/.*}}/rt_device_num_invalid.c:[[@LINE+1]]: error: acc_wait_device asks for device 4, which does not exist: the program runs on the host
        acc_wait_device(0, 4);
    } else if (!strcmp(what, "d2d")) {
        // D2D: {{^/.*}}/rt_device_num_invalid.c:[[@LINE+2]]: error: acc_memcpy_d2d's source asks for device 5, which does not exist: the program runs on the host
        // D2D-FAKE: {{^/.*}}/rt_device_num_invalid.c:[[@LINE+1]]: error: the source device 5 does not exist (acc_memcpy_d2d)
        acc_memcpy_d2d(a, b, sizeof a, 0, 5);
    }
    // OK: done
    // NUM-NOT: done
    // HOST1-NOT: done
    // INIT-NOT: done
    // SHUTDOWN-NOT: done
    // WAIT-NOT: done
    // D2D-NOT: done
    // D2D-FAKE-NOT: done
    printf("done\n");
    return 0;
}
