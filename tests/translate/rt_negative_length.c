// A length that is negative at run time (a[0:n] with n < 0, or a negative
// int passed as a size_t) arrives as a size_t past PTRDIFF_MAX.  In every
// mode it is an error naming the item as written and its length in bytes,
// with the directive's file:line (or the routine's name), exit status 1; it
// is never an 18-exabyte "out of device memory", and never ignored on the
// host.  A zero length passes, in a[0:0][0:m] too (no rows: nothing).
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc %s -o %t.d/prog
// RUN: %gwcc -acc=host %s -o %t.d/hostprog
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog ok 2>&1 | FileCheck %s --check-prefix=OK
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/prog ok 2>&1 | FileCheck %s --check-prefix=OK
// RUN: %t.d/hostprog ok 2>&1 | FileCheck %s --check-prefix=OK
//
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog enter 2>&1 | FileCheck %s --check-prefix=ENTER
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog enter 2>&1 | FileCheck %s --check-prefix=ENTER
// RUN: not %t.d/hostprog enter 2>&1 | FileCheck %s --check-prefix=ENTER
// RUN: not env -u GANGWAY_FAKE_DEVICE -u ACC_DEVICE_TYPE %t.d/prog enter 2>&1 | FileCheck %s --check-prefix=ENTER
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/prog enter > /dev/null 2>&1; test $? -eq 1
//
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog data 2>&1 | FileCheck %s --check-prefix=DATA
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog data 2>&1 | FileCheck %s --check-prefix=DATA
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog update 2>&1 | FileCheck %s --check-prefix=UPDATE
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog update 2>&1 | FileCheck %s --check-prefix=UPDATE
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog copyin 2>&1 | FileCheck %s --check-prefix=COPYIN
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog copyin 2>&1 | FileCheck %s --check-prefix=COPYIN
// RUN: not %t.d/hostprog copyin 2>&1 | FileCheck %s --check-prefix=COPYIN
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog malloc 2>&1 | FileCheck %s --check-prefix=MALLOC
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog malloc 2>&1 | FileCheck %s --check-prefix=MALLOC
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog memcpy 2>&1 | FileCheck %s --check-prefix=MEMCPY
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog memcpy 2>&1 | FileCheck %s --check-prefix=MEMCPY
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog rows 2>&1 | FileCheck %s --check-prefix=ROWS
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog rows 2>&1 | FileCheck %s --check-prefix=ROWS

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <openacc.h>

static double m2[4][4];

int main(int argc, char **argv)
{
    const char *what = argc > 1 ? argv[1] : "";
    int n = argc - 4;           /* -2 with one argument */
    double *a = calloc(16, sizeof *a);
    if (!strcmp(what, "ok")) {
        n = 0;
#pragma acc enter data copyin(a[0:n])
#pragma acc update device(a[0:n])
#pragma acc exit data delete(a[0:n])
#pragma acc enter data copyin(m2[0:n][0:2])
#pragma acc exit data delete(m2[0:n][0:2])
        acc_copyin(a, 0);
        acc_delete(a, 0);
        acc_free(acc_malloc(0));
    } else if (!strcmp(what, "enter")) {
        // ENTER: {{^/.*}}/rt_negative_length.c:[[@LINE+2]]: error: 'a[0:n]' has a negative length: -16 bytes (enter data directive)
        // ENTER-NEXT: {{^}}hint: a subarray a[start:length] needs a length of 0 or more: check the value of its length expression
#pragma acc enter data copyin(a[0:n])
    } else if (!strcmp(what, "data")) {
        // DATA: {{^/.*}}/rt_negative_length.c:[[@LINE+1]]: error: 'a[2:n]' has a negative length: -16 bytes (data construct)
#pragma acc data copy(a[2:n])
        { a[0] = 1; }
    } else if (!strcmp(what, "update")) {
#pragma acc enter data copyin(a[0:16])
        // UPDATE: {{^/.*}}/rt_negative_length.c:[[@LINE+1]]: error: 'a[0:n]' has a negative length: -16 bytes (update directive)
#pragma acc update self(a[0:n])
    } else if (!strcmp(what, "copyin")) {
        // COPYIN: {{^/.*}}/rt_negative_length.c:[[@LINE+2]]: error: negative length: -16 bytes for 'a' at 0x{{[0-9a-f]+}} (acc_copyin)
        // COPYIN-NEXT: {{^}}hint: pass a length in bytes of 0 or more (a negative int converted to size_t becomes huge)
        acc_copyin(a, n * sizeof *a);
    } else if (!strcmp(what, "malloc")) {
        // MALLOC: {{^/.*}}/rt_negative_length.c:[[@LINE+1]]: error: negative size: -2 bytes (acc_malloc)
        acc_malloc(n);
    } else if (!strcmp(what, "rows")) {
        // ROWS: {{^/.*}}/rt_negative_length.c:[[@LINE+1]]: error: 'm2[1:1][0:n]' has a negative length: -16 bytes (enter data directive)
#pragma acc enter data copyin(m2[1:1][0:n])
    } else if (!strcmp(what, "memcpy")) {
        void *d = acc_malloc(128);
        // MEMCPY: {{^/.*}}/rt_negative_length.c:[[@LINE+1]]: error: negative length: -2 bytes for the data at 0x{{[0-9a-f]+}} (acc_memcpy_to_device)
        acc_memcpy_to_device(d, a, n);
    }
    // OK: done
    // ENTER-NOT: done
    // DATA-NOT: done
    // UPDATE-NOT: done
    // COPYIN-NOT: done
    // MALLOC-NOT: done
    // MEMCPY-NOT: done
    // ROWS-NOT: done
    printf("done\n");
    return 0;
}
