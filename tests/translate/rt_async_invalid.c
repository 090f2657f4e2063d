// An async or wait argument that is negative but none of acc_async_noval,
// acc_async_sync and acc_async_default (OpenACC 3.3 2.16) is an error in
// every mode, also on the host where no queue exists: in a directive's
// async or wait clause (file:line and the directive), and in the async and
// wait routines (the call's file:line and the routine's name).  Exit status 1.  Queue numbers from 0
// and the three named values pass everywhere.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc %s -o %t.d/prog
// RUN: %gwcc -acc=host %s -o %t.d/hostprog
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog ok 2>&1 | FileCheck %s --check-prefix=OK
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/prog ok 2>&1 | FileCheck %s --check-prefix=OK
// RUN: %t.d/hostprog ok 2>&1 | FileCheck %s --check-prefix=OK
//
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog update 2>&1 | FileCheck %s --check-prefix=UPDATE
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog update 2>&1 | FileCheck %s --check-prefix=UPDATE
// RUN: not %t.d/hostprog update 2>&1 | FileCheck %s --check-prefix=UPDATE
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog update > /dev/null 2>&1; test $? -eq 1
//
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog wait 2>&1 | FileCheck %s --check-prefix=WAIT
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog wait 2>&1 | FileCheck %s --check-prefix=WAIT
// RUN: not %t.d/hostprog wait 2>&1 | FileCheck %s --check-prefix=WAIT
//
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog data 2>&1 | FileCheck %s --check-prefix=DATA
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog data 2>&1 | FileCheck %s --check-prefix=DATA
//
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog copyin 2>&1 | FileCheck %s --check-prefix=COPYIN
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog copyin 2>&1 | FileCheck %s --check-prefix=COPYIN
// RUN: not %t.d/hostprog copyin 2>&1 | FileCheck %s --check-prefix=COPYIN
//
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog acc_wait 2>&1 | FileCheck %s --check-prefix=ACCWAIT
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog acc_wait 2>&1 | FileCheck %s --check-prefix=ACCWAIT
// RUN: not %t.d/hostprog acc_wait 2>&1 | FileCheck %s --check-prefix=ACCWAIT
//
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog test 2>&1 | FileCheck %s --check-prefix=TEST
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog test 2>&1 | FileCheck %s --check-prefix=TEST
//
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog default 2>&1 | FileCheck %s --check-prefix=DEFAULT
//
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog compute 2>&1 | FileCheck %s --check-prefix=COMPUTE
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog compute 2>&1 | FileCheck %s --check-prefix=COMPUTE
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog default 2>&1 | FileCheck %s --check-prefix=DEFAULT

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <openacc.h>

int main(int argc, char **argv)
{
    const char *what = argc > 1 ? argv[1] : "";
    int bad = -argc - 5;        /* -7, not known when compiling */
    double a[32];
    for (int i = 0; i < 32; i++)
        a[i] = i;
    if (!strcmp(what, "ok")) {
        int qs[] = {0, 5, acc_async_noval, acc_async_sync, acc_async_default};
        for (int k = 0; k < 5; k++) {
            int q = qs[k];
#pragma acc enter data copyin(a) async(q)
#pragma acc update device(a) async(q)
#pragma acc wait(q)
#pragma acc exit data delete(a) async(q)
#pragma acc wait(q) async(q)
            if (acc_get_device_type() == acc_device_host) {    /* the fake device runs no kernel */
#pragma acc parallel loop async(q)
                for (int i = 0; i < 32; i++)
                    a[i] += 1;
#pragma acc wait(q)
            }
            acc_wait(q);
            acc_async_test(q);
        }
        acc_wait_all();
    } else if (!strcmp(what, "update")) {
        // UPDATE: {{^/.*}}/rt_async_invalid.c:[[@LINE+2]]: error: -7 is not a valid async argument (update directive)
        // UPDATE-NEXT: {{^}}hint: use a non-negative queue number, acc_async_noval, acc_async_default or acc_async_sync
#pragma acc update device(a) async(bad)
    } else if (!strcmp(what, "wait")) {
        // WAIT: {{^/.*}}/rt_async_invalid.c:[[@LINE+1]]: error: -7 is not a valid async argument (wait directive)
#pragma acc wait(bad)
    } else if (!strcmp(what, "data")) {
        // DATA: {{^/.*}}/rt_async_invalid.c:[[@LINE+1]]: error: -7 is not a valid async argument (enter data directive)
#pragma acc enter data copyin(a) async(bad)
    } else if (!strcmp(what, "copyin")) {
        // COPYIN: {{^/.*}}/rt_async_invalid.c:[[@LINE+1]]: error: -7 is not a valid async argument (acc_copyin_async)
        acc_copyin_async(a, sizeof a, bad);
    } else if (!strcmp(what, "acc_wait")) {
        // ACCWAIT: {{^/.*}}/rt_async_invalid.c:[[@LINE+1]]: error: -3 is not a valid async argument (acc_wait)
        acc_wait(-3);
    } else if (!strcmp(what, "test")) {
        // TEST: {{^/.*}}/rt_async_invalid.c:[[@LINE+1]]: error: -7 is not a valid async argument (acc_async_test)
        acc_async_test(bad);
    } else if (!strcmp(what, "compute")) {
        // on the host too, before the region runs (the host version of the construct)
        // COMPUTE: {{^/.*}}/rt_async_invalid.c:[[@LINE+1]]: error: -7 is not a valid async argument (parallel loop{{.*}})
#pragma acc parallel loop async(bad)
        for (int i = 0; i < 32; i++)
            a[i] = -a[i];
    } else if (!strcmp(what, "default")) {
        // DEFAULT: {{^/.*}}/rt_async_invalid.c:[[@LINE+1]]: error: -7 is not a valid async argument (acc_set_default_async)
        acc_set_default_async(bad);
    }
    // OK: done
    // UPDATE-NOT: done
    // WAIT-NOT: done
    // DATA-NOT: done
    // COPYIN-NOT: done
    // ACCWAIT-NOT: done
    // TEST-NOT: done
    // DEFAULT-NOT: done
    // COMPUTE-NOT: done
    printf("done\n");
    return 0;
}
