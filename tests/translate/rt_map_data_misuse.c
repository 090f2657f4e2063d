// acc_map_data of host memory that overlaps data already mapped, and
// acc_unmap_data of an address acc_map_data did not map (never mapped,
// unmapped already, or inside a mapped range), are errors in every mode
// (OpenACC 3.3 3.2.21, 3.2.22): on the host, where mapping changes nothing,
// libgangway still keeps what acc_map_data mapped to check them, and on the
// fake device the message is followed by the present table.  Exit status 1.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc %s -o %t.d/prog
// RUN: %gwcc -acc=host %s -o %t.d/hostprog
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog ok 2>&1 | FileCheck %s --check-prefix=OK
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/prog ok 2>&1 | FileCheck %s --check-prefix=OK
// RUN: %t.d/hostprog ok 2>&1 | FileCheck %s --check-prefix=OK
//
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog overlap 2>&1 | FileCheck %s --check-prefixes=OVL,OVL-HOST
// RUN: not %t.d/hostprog overlap 2>&1 | FileCheck %s --check-prefixes=OVL,OVL-HOST
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog overlap 2>&1 | FileCheck %s --check-prefixes=OVL,OVL-FAKE
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog overlap > /dev/null 2>&1; test $? -eq 1
//
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog never 2>&1 | FileCheck %s --check-prefix=NEVER
// RUN: not %t.d/hostprog never 2>&1 | FileCheck %s --check-prefix=NEVER
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog never 2>&1 | FileCheck %s --check-prefixes=NEVER,NEVER-FAKE
//
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog twice 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not %t.d/hostprog twice 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog twice 2>&1 | FileCheck %s --check-prefix=TWICE
//
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog inside 2>&1 | FileCheck %s --check-prefix=INSIDE
// RUN: not %t.d/hostprog inside 2>&1 | FileCheck %s --check-prefix=INSIDE
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog inside 2>&1 | FileCheck %s --check-prefix=INSIDE

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <openacc.h>

int main(int argc, char **argv)
{
    const char *what = argc > 1 ? argv[1] : "";
    double *a = calloc(16, sizeof *a);
    void *d1 = acc_malloc(128), *d2 = acc_malloc(128);
    printf("a at %p d1 at %p\n", (void *)a, d1);
    fflush(stdout);
    acc_map_data(a, d1, 8 * sizeof *a);
    if (!strcmp(what, "ok")) {
        acc_map_data(a + 8, d2, 8 * sizeof *a);     /* side by side: no overlap */
        acc_unmap_data(a + 8);
        acc_unmap_data(a);
        acc_map_data(a, d2, 16 * sizeof *a);        /* mapped again once unmapped */
        acc_unmap_data(a);
    } else if (!strcmp(what, "overlap")) {
        // OVL: a at 0x[[#%x,A:]] d1 at 0x[[#%x,D:]]
        // OVL-HOST: {{^/.*}}/rt_map_data_misuse.c:[[@LINE+6]]: error: 64 bytes at 0x[[#%x,A+32]]-0x[[#%x,A+96]] overlaps 'a' (64 bytes at 0x[[#%x,A]]-0x[[#%x,A+64]]), which acc_map_data mapped to 0x[[#%x,D]] before (acc_map_data)
        // OVL-HOST-NEXT: {{^}}hint: unmap it first (acc_unmap_data)
        // OVL-FAKE: {{^/.*}}/rt_map_data_misuse.c:[[@LINE+4]]: error: 64 bytes at 0x[[#%x,A+32]]-0x[[#%x,A+96]] is already present on the device (acc_map_data)
        // OVL-FAKE-NEXT: {{^}}hint: remove it first
        // OVL-FAKE-NEXT: {{^}}note: the present table of device 0 (1 block):
        // OVL-FAKE-NEXT: {{^}}  host 0x[[#%x,A]]-0x[[#%x,A+64]] (64 bytes) -> device 0x[[#%x,D]]-0x[[#%x,D+64]], refs 0 structured + 1 dynamic: 'a', acc_map_data at {{.*}}rt_map_data_misuse.c:42  <-- overlaps it
        acc_map_data(a + 4, d2, 8 * sizeof *a);
    } else if (!strcmp(what, "never")) {
        // NEVER: a at 0x[[#%x,A:]]
        // NEVER: {{^/.*}}/rt_map_data_misuse.c:[[@LINE+3]]: error: 0x[[#%x,A+128]] was not mapped with acc_map_data (acc_unmap_data)
        // NEVER-NEXT: {{^}}hint: pass the host address given to acc_map_data
        // NEVER-FAKE-NEXT: {{^}}note: the present table of device 0 (1 block):
        acc_unmap_data(a + 16);
    } else if (!strcmp(what, "twice")) {
        // TWICE: a at 0x[[#%x,A:]]
        // TWICE: {{^/.*}}/rt_map_data_misuse.c:[[@LINE+2]]: error: 'a' (address 0x[[#%x,A]]) was not mapped with acc_map_data (acc_unmap_data)
        acc_unmap_data(a);
        acc_unmap_data(a);
    } else if (!strcmp(what, "inside")) {
        // INSIDE: a at 0x[[#%x,A:]]
        // INSIDE: {{^/.*}}/rt_map_data_misuse.c:[[@LINE+1]]: error: 0x[[#%x,A+8]] was not mapped with acc_map_data (acc_unmap_data)
        acc_unmap_data(a + 1);
    }
    // OK: done
    // OVL-NOT: done
    // NEVER-NOT: done
    // TWICE-NOT: done
    // INSIDE-NOT: done
    printf("done\n");
    return 0;
}
