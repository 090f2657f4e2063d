// update self(a[0:n]) / update device(a[0:n]) of data that was never mapped
// is the not-present error, naming the section, its bytes, the directive's
// file:line and "update directive"; exit status 1.  With if_present the same
// update is no action.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc %s -o %t.d/prog
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog self 2>&1 | FileCheck %s --check-prefix=SELF
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog device 2>&1 | FileCheck %s --check-prefix=DEVICE
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/prog if_present 2>&1 | FileCheck %s --check-prefix=IFP
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/prog mapped 2>&1 | FileCheck %s --check-prefix=MAPPED

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    int n = 12;
    double *a = malloc(n * sizeof *a);
    for (int i = 0; i < n; i++) a[i] = i;
    const char *what = argc > 1 ? argv[1] : "";
    printf("a at %p\n", (void *)a);
    fflush(stdout);
    if (!strcmp(what, "self")) {
// SELF: a at 0x[[#%x,A:]]
// SELF-NEXT: {{^/.*}}/rt_update_self_unmapped.c:[[@LINE+3]]: error: 'a[0:n]' (96 bytes at 0x[[#%x,A]]-0x[[#%x,A+96]]) is not present on the device (update directive)
// SELF-NEXT: {{^}}hint:
// SELF-NOT: done
#pragma acc update self(a[0:n])
    } else if (!strcmp(what, "device")) {
// DEVICE: a at 0x[[#%x,A:]]
// DEVICE-NEXT: {{^/.*}}/rt_update_self_unmapped.c:[[@LINE+3]]: error: 'a[2:3]' (24 bytes at 0x[[#%x,A+16]]-0x[[#%x,A+40]]) is not present on the device (update directive)
// DEVICE-NEXT: {{^}}hint:
// DEVICE-NOT: done
#pragma acc update device(a[2:3])
    } else if (!strcmp(what, "if_present")) {
#pragma acc update self(a[0:n]) if_present
#pragma acc update device(a[0:n]) if_present
    } else if (!strcmp(what, "mapped")) {
#pragma acc enter data copyin(a[0:n])
        a[3] = -1;
#pragma acc update self(a[0:n])
#pragma acc exit data delete(a[0:n])
    }
    // IFP-NOT: error
    // IFP: done 3
    // MAPPED-NOT: error
    // MAPPED: done 3
    printf("done %g\n", a[3]);
    return 0;
}
