// A section that overlaps a present block without lying inside it is an
// error (OpenACC 3.3 2.7.1: no partial presence), for a data construct and
// for an update directive alike.  The message names the section and its
// bytes, the present block it overlaps, the directive's file:line, and hints
// at mapping the whole array.  A section inside the block is fine.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc %s -o %t.d/prog
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog data 2>&1 | FileCheck %s --check-prefix=DATA
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog update 2>&1 | FileCheck %s --check-prefix=UPDATE
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog before 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/prog inside 2>&1 | FileCheck %s --check-prefix=INSIDE

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    int *a = calloc(40, sizeof *a);
    const char *what = argc > 1 ? argv[1] : "";
    printf("a at %p\n", (void *)a);
    fflush(stdout);
#pragma acc enter data copyin(a[10:10])
    if (!strcmp(what, "data")) {
// DATA: a at 0x[[#%x,A:]]
// DATA-NEXT: {{^/.*}}/rt_partial_overlap.c:[[@LINE+3]]: error: 'a[15:10]' (40 bytes at 0x[[#%x,A+60]]-0x[[#%x,A+100]]) is only partly present on the device: it overlaps the present block 40 bytes at 0x[[#%x,A+40]]-0x[[#%x,A+80]] but does not lie inside it (data construct)
// DATA-NEXT: {{^}}hint: a section must lie inside one present block: map the whole array in the enclosing region, or end that region first
// DATA-NOT: done
#pragma acc data copy(a[15:10])
        { a[16] = 1; }
    } else if (!strcmp(what, "update")) {
// UPDATE: {{^/.*}}/rt_partial_overlap.c:[[@LINE+2]]: error: 'a[0:40]' (160 bytes at {{.*}}) is only partly present on the device: it overlaps the present block 40 bytes at {{.*}} (update directive)
// UPDATE-NOT: done
#pragma acc update self(a[0:40])
    } else if (!strcmp(what, "before")) {
// BEFORE: {{^/.*}}/rt_partial_overlap.c:[[@LINE+2]]: error: 'a[5:6]' {{.*}} is only partly present {{.*}} (enter data directive)
// BEFORE-NOT: done
#pragma acc enter data create(a[5:6])
    } else if (!strcmp(what, "inside")) {
#pragma acc data present(a[12:3])
        { a[13] = 7; }
#pragma acc update self(a[10:10])
    }
    // INSIDE-NOT: error
    // INSIDE: done 0
    printf("done %d\n", a[13]);
    return 0;
}
