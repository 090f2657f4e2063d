// Data at a null pointer (an array the program has not allocated yet):
// p[0:n] or p[2:n] with p == NULL and n > 0 in a data clause that copies or
// makes device data (enter data, a data or compute construct, update) or in
// acc_copyin / acc_create / acc_update_device is an error naming the section,
// its bytes and the directive's or call's file:line, exit status 1, on a
// device and on the host alike.  Before: a segfault in the copy on the fake
// device, page zero mapped by create, and nothing at all on the host.
// Zero-length sections, exits of such data (absent: no action, 2.7) and
// update if_present stay no-ops.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc %s -o %t.d/prog
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/prog ok 2>&1 | FileCheck %s --check-prefix=OK
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog ok 2>&1 | FileCheck %s --check-prefix=OK
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog enter 2>&1 | FileCheck %s --check-prefix=ENTER
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog enter 2>&1 | FileCheck %s --check-prefix=ENTER
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog create 2>&1 | FileCheck %s --check-prefix=CREATE
// RUN: not env GANGWAY_FAKE_DEVICE=2 GANGWAY_NUM_DEVICES=2 %t.d/prog create 2>&1 | FileCheck %s --check-prefix=CREATE
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog update 2>&1 | FileCheck %s --check-prefix=UPDATE
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog update 2>&1 | FileCheck %s --check-prefix=UPDATE
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog api 2>&1 | FileCheck %s --check-prefix=API
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog api 2>&1 | FileCheck %s --check-prefix=API
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog apiupd 2>&1 | FileCheck %s --check-prefix=APIUPD
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/prog create > /dev/null 2>&1; test $? -eq 1

#include <stdio.h>
#include <string.h>
#include <openacc.h>

struct grid {
    int n;
    double *cells;      /* allocated later by the program */
};

int main(int argc, char **argv)
{
    const char *what = argc > 1 ? argv[1] : "";
    struct grid g = {64, NULL};
    double *p = NULL;
    int n = g.n;
    if (!strcmp(what, "ok")) {
#pragma acc enter data copyin(p[0:0])
#pragma acc exit data copyout(p[0:n])
#pragma acc update self(p[0:n]) if_present
        acc_copyin(p, 0);
        printf("ok done\n");
        // OK: ok done
        return 0;
    }
    if (!strcmp(what, "enter")) {
        // ENTER: rt_null_section.c:[[@LINE+1]]: error: 'p[0:n]' (512 bytes at 0-0x200) starts at a null pointer (enter data directive)
#pragma acc enter data copyin(p[0:n])
        // ENTER: hint: allocate the memory
    }
    if (!strcmp(what, "create")) {
        // CREATE: rt_null_section.c:[[@LINE+1]]: error: 'g.cells[2:n]' (512 bytes at 0x10-0x210) starts at a null pointer (data construct)
#pragma acc data create(g.cells[2:n])
        { g.n++; }
    }
    if (!strcmp(what, "update")) {
        // UPDATE: rt_null_section.c:[[@LINE+1]]: error: 'p[0:n]' (512 bytes at 0-0x200) starts at a null pointer (update directive)
#pragma acc update device(p[0:n])
    }
    if (!strcmp(what, "api")) {
        // API: rt_null_section.c:[[@LINE+1]]: error: 'p' (512 bytes at 0-0x200) starts at a null pointer (acc_copyin)
        acc_copyin(p, n * sizeof *p);
    }
    if (!strcmp(what, "apiupd")) {
        // APIUPD: rt_null_section.c:[[@LINE+1]]: error: 'g.cells' (512 bytes at 0-0x200) starts at a null pointer (acc_update_device)
        acc_update_device(g.cells, n * sizeof(double));
    }
    printf("not reached\n");
    return 0;
}
