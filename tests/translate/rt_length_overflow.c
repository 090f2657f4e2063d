// A subarray length whose byte count does not fit in the address space
// (a[0:n] of doubles with n = 2^61 + 1: n * 8 wraps to 8; a[0:r][0:c] of a
// float[4][4] with r = 2^60: its rows' bytes wrap) is an error naming the
// item as written and the directive's file:line, exit status 1, in every
// mode: before, the wrapped count was mapped silently (8 bytes for
// a[0:2^61+1]).  A negative length in a compute construct is an error in
// host fallback and -acc=host too, as on a device (before, the host version
// ignored its data clauses); under an if clause that sent it to the host it
// is not checked (nothing moves).
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc %s -o %t.d/prog
// RUN: %gwcc -acc=host %s -o %t.d/hostprog
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/prog ok 2>&1 | FileCheck %s --check-prefix=OK
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog ok 2>&1 | FileCheck %s --check-prefix=OK
// RUN: %t.d/hostprog ok 2>&1 | FileCheck %s --check-prefix=OK
//
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog enter 2>&1 | FileCheck %s --check-prefix=ENTER
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog enter 2>&1 | FileCheck %s --check-prefix=ENTER
// RUN: not %t.d/hostprog enter 2>&1 | FileCheck %s --check-prefix=ENTER
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/prog enter > /dev/null 2>&1; test $? -eq 1
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog rows 2>&1 | FileCheck %s --check-prefix=ROWS
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog rows 2>&1 | FileCheck %s --check-prefix=ROWS
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog update 2>&1 | FileCheck %s --check-prefix=UPDATE
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog compute 2>&1 | FileCheck %s --check-prefix=COMPUTE
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog compute 2>&1 | FileCheck %s --check-prefix=COMPUTE
// RUN: not %t.d/hostprog compute 2>&1 | FileCheck %s --check-prefix=COMPUTE
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog negative 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// RUN: not %t.d/hostprog negative 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog huge_negative 2>&1 | FileCheck %s --check-prefix=HUGENEG

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    const char *what = argc > 1 ? argv[1] : "";
    long long n = (1LL << 61) + 1;                  /* n * sizeof(double) wraps to 8 */
    unsigned long long rows = 1ULL << 60, cols = 2;  /* (rows - 1) rows of 16 bytes wrap */
    double *a = calloc(16, sizeof *a);
    static float grid[4][4];
    if (!strcmp(what, "ok")) {
        int m = -3;
        // the host runs it, and nothing moves: not checked
#pragma acc parallel loop copy(a[0:m]) if(0)
        for (int i = 0; i < 4; i++) a[i] = i;
#pragma acc enter data copyin(a[0:16], grid[0:4][0:4])
#pragma acc update device(a[0:16], grid[1:2][0:4])
#pragma acc exit data copyout(a[0:16]) delete(grid[0:4][0:4])
    } else if (!strcmp(what, "enter")) {
        // ENTER: {{^/.*}}/rt_length_overflow.c:[[@LINE+2]]: error: 'a[0:n]' is too large: its length times the element size is more than 9223372036854775807 bytes (enter data directive)
        // ENTER-NEXT: {{^}}hint: check the value of its length expression
#pragma acc enter data copyin(a[0:n])
    } else if (!strcmp(what, "rows")) {
        // ROWS: {{^/.*}}/rt_length_overflow.c:[[@LINE+1]]: error: 'grid[0:rows][0:cols]' is too large
#pragma acc enter data create(grid[0:rows][0:cols])
    } else if (!strcmp(what, "update")) {
#pragma acc enter data copyin(a[0:16])
        // UPDATE: {{^/.*}}/rt_length_overflow.c:[[@LINE+1]]: error: 'a[1:n]' is too large{{.*}}(update directive)
#pragma acc update self(a[1:n])
    } else if (!strcmp(what, "compute")) {
        // COMPUTE: {{^/.*}}/rt_length_overflow.c:[[@LINE+1]]: error: 'a[0:n]' is too large{{.*}}(parallel loop construct)
#pragma acc parallel loop copy(a[0:n])
        for (int i = 0; i < 16; i++) a[i] = i;
    } else if (!strcmp(what, "negative")) {
        int m = argc - 4;       /* -2 */
        // NEGATIVE: {{^/.*}}/rt_length_overflow.c:[[@LINE+1]]: error: 'a[0:m]' has a negative length: -16 bytes (kernels construct)
#pragma acc kernels copyout(a[0:m])
        for (int i = 0; i < 16; i++) a[i] = i;
    } else if (!strcmp(what, "huge_negative")) {
        long long m = -(1LL << 62);     /* m * 8 overflows too */
        // HUGENEG: {{^/.*}}/rt_length_overflow.c:[[@LINE+1]]: error: 'a[0:m]' has a negative length (serial construct)
#pragma acc serial copyin(a[0:m])
        a[0] = 1;
    }
    // OK: done
    // ENTER-NOT: done
    // ROWS-NOT: done
    // UPDATE-NOT: done
    // COMPUTE-NOT: done
    // NEGATIVE-NOT: done
    // HUGENEG-NOT: done
    printf("done\n");
    free(a);
    return 0;
}
