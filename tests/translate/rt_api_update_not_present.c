// acc_update_device / acc_update_self on host memory that is not present
// is the not-present error.  The message starts with the call's file:line,
// names the pointer argument as written and the routine, and its hint says
// how to put data on the device (a directive's hint says to add a data
// clause instead).
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc %s -o %t.d/prog
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog device 2>&1 | FileCheck %s --check-prefix=DEV
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog self 2>&1 | FileCheck %s --check-prefix=SELF
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/prog ok 2>&1 | FileCheck %s --check-prefix=OK
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog device 2>&1 | FileCheck %s --check-prefix=HOST

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <openacc.h>

int main(int argc, char **argv)
{
    short *s = calloc(50, sizeof *s);
    printf("s at %p\n", (void *)s);
    fflush(stdout);
    if (!strcmp(argv[1], "device")) {
        acc_update_device(s, 50 * sizeof *s);
    } else if (!strcmp(argv[1], "self")) {
        acc_update_self(s + 10, 20 * sizeof *s);
    } else {
        acc_copyin(s, 50 * sizeof *s);
        s[10] = 9;
        acc_update_self(s + 10, 20 * sizeof *s);
        acc_delete(s, 50 * sizeof *s);
    }
    printf("done %d\n", s[10]);
    return 0;
}
// DEV: s at 0x[[#%x,S:]]
// DEV-NEXT: {{^}}{{.*}}rt_api_update_not_present.c:23: error: 's' (100 bytes at 0x[[#%x,S]]-0x[[#%x,S+100]]) is not present on the device (acc_update_device)
// DEV-NEXT: {{^}}hint: copy it to the device first (acc_copyin, acc_create or an enter data directive)
// DEV-NOT: done
// SELF: s at 0x[[#%x,S:]]
// SELF-NEXT: {{^}}{{.*}}rt_api_update_not_present.c:25: error: 40 bytes at 0x[[#%x,S+20]]-0x[[#%x,S+60]] is not present on the device (acc_update_self)
// SELF-NEXT: {{^}}hint: copy it to the device first
// SELF-NOT: done
// OK-NOT: error
// OK: done 0
// HOST-NOT: error
// HOST: done 0
