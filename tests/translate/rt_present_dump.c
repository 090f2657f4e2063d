// A not-present or partly-present error is followed by the present table
// near the address asked for: the 3 blocks at or below it and the 3 above,
// each with its host range, its device range, its structured and dynamic
// reference counts, the item that mapped it and the directive (file:line)
// or routine that did, with a line where the range asked for falls and the
// blocks it overlaps marked.  GANGWAY_CHECK=1 shows every block.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc %s -o %t.d/prog
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog absent 2>&1 | FileCheck %s --check-prefixes=ALL,NEAR
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog partial 2>&1 | FileCheck %s --check-prefix=PART
// RUN: not env GANGWAY_FAKE_DEVICE=1 GANGWAY_CHECK=1 %t.d/prog absent 2>&1 | FileCheck %s --check-prefixes=ALL,EVERY
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/prog absent > /dev/null 2>&1; test $? -eq 1

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <openacc.h>

static double buf[20 * 8];      /* chunk k: buf[8k:8], 64 bytes at 64k */

int main(int argc, char **argv)
{
    const char *what = argc > 1 ? argv[1] : "";
    int l1 = __LINE__ + 4, l2 = __LINE__ + 7, l3 = __LINE__ + 11, l4 = __LINE__ + 10;
    printf("buf at %p lines %d %d %d %d\n", (void *)buf, l1, l2, l3, l4);
    fflush(stdout);
    for (int k = 0; k <= 6; k += 2) {
#pragma acc enter data copyin(buf[8 * k:8])
    }
    acc_copyin(&buf[64], 64);
#pragma acc enter data copyin(buf[80:8])
#pragma acc enter data copyin(buf[80:8])
    acc_map_data(&buf[128], acc_malloc(64), 64);
#pragma acc enter data create(buf[112:8])
#pragma acc data copy(buf[96:8])
    {
        if (!strcmp(what, "absent")) {
// ALL: buf at 0x[[#%x,B:]] lines [[#L1:]] [[#L2:]] [[#L3:]] [[#L4:]]
// ALL: {{^.*}}rt_present_dump.c:[[@LINE+15]]: error: 'buf[72:8]' (64 bytes at 0x[[#%x,B+576]]-0x[[#%x,B+640]]) is not present on the device (update directive)
// ALL-NEXT: {{^}}hint: add it to a data clause of the directive or to an enclosing data region
// NEAR-NEXT: {{^}}note: the present table of device 0 near 0x[[#%x,B+576]]: 6 of its 9 blocks (GANGWAY_CHECK=1 shows all):
// EVERY-NEXT: {{^}}note: the present table of device 0 (9 blocks):
// EVERY-NEXT: {{^}}  host 0x[[#%x,B]]-0x[[#%x,B+64]] (64 bytes) -> device 0x{{[0-9a-f]+}}-0x{{[0-9a-f]+}}, refs 0 structured + 1 dynamic: 'buf[8 * k:8]', enter data directive at {{.*}}rt_present_dump.c:[[#L1]]{{$}}
// EVERY-NEXT: {{^}}  host 0x[[#%x,B+128]]-0x[[#%x,B+192]] (64 bytes)
// ALL-NEXT: {{^}}  host 0x[[#%x,B+256]]-0x[[#%x,B+320]] (64 bytes) -> device 0x{{[0-9a-f]+}}-0x{{[0-9a-f]+}}, refs 0 structured + 1 dynamic: 'buf[8 * k:8]', enter data directive at {{.*}}rt_present_dump.c:[[#L1]]{{$}}
// ALL-NEXT: {{^}}  host 0x[[#%x,B+384]]-0x[[#%x,B+448]] (64 bytes) -> {{.*}}'buf[8 * k:8]'
// ALL-NEXT: {{^}}  host 0x[[#%x,B+512]]-0x[[#%x,B+576]] (64 bytes) -> device 0x{{[0-9a-f]+}}-0x{{[0-9a-f]+}}, refs 0 structured + 1 dynamic: 'buf[64]', acc_copyin at {{.*}}rt_present_dump.c:29{{$}}
// ALL-NEXT: {{^}}  ---- 0x[[#%x,B+576]]-0x[[#%x,B+640]] (64 bytes): the range asked for
// ALL-NEXT: {{^}}  host 0x[[#%x,B+640]]-0x[[#%x,B+704]] (64 bytes) -> device 0x{{[0-9a-f]+}}-0x{{[0-9a-f]+}}, refs 0 structured + 2 dynamic: 'buf[80:8]', enter data directive at {{.*}}rt_present_dump.c:[[#L2]]{{$}}
// ALL-NEXT: {{^}}  host 0x[[#%x,B+768]]-0x[[#%x,B+832]] (64 bytes) -> device 0x{{[0-9a-f]+}}-0x{{[0-9a-f]+}}, refs 1 structured + 0 dynamic: 'buf[96:8]', data construct at {{.*}}rt_present_dump.c:[[#L3]]{{$}}
// ALL-NEXT: {{^}}  host 0x[[#%x,B+896]]-0x[[#%x,B+960]] (64 bytes) -> device 0x{{[0-9a-f]+}}-0x{{[0-9a-f]+}}, refs 0 structured + 1 dynamic: 'buf[112:8]', enter data directive at {{.*}}rt_present_dump.c:[[#L4]]{{$}}
// EVERY-NEXT: {{^}}  host 0x[[#%x,B+1024]]-0x[[#%x,B+1088]] (64 bytes) -> device 0x{{[0-9a-f]+}}-0x{{[0-9a-f]+}}, refs 0 structured + 1 dynamic: 'buf[128]', acc_map_data at {{.*}}rt_present_dump.c:32{{$}}
// ALL-NOT: {{.}}
#pragma acc update self(buf[72:8])
        } else {
// PART: buf at 0x[[#%x,B:]]
// PART: {{^.*}}rt_present_dump.c:[[@LINE+8]]: error: 'buf[76:8]' (64 bytes at 0x[[#%x,B+608]]-0x[[#%x,B+672]]) is only partly present on the device: it overlaps the present block 64 bytes at 0x[[#%x,B+640]]-0x[[#%x,B+704]] but does not lie inside it (update directive)
// PART-NEXT: {{^}}hint: a section must lie inside one present block
// PART-NEXT: {{^}}note: the present table of device 0 near 0x[[#%x,B+608]]: 6 of its 9 blocks (GANGWAY_CHECK=1 shows all):
// PART-NEXT: {{^}}  host 0x[[#%x,B+256]]-
// PART-NEXT: {{^}}  host 0x[[#%x,B+384]]-
// PART-NEXT: {{^}}  host 0x[[#%x,B+512]]-0x[[#%x,B+576]] {{.*}}: 'buf[64]', acc_copyin at {{.*}}rt_present_dump.c:29{{$}}
// PART-NEXT: {{^}}  ---- 0x[[#%x,B+608]]-0x[[#%x,B+672]] (64 bytes): the range asked for
// PART-NEXT: {{^}}  host 0x[[#%x,B+640]]-0x[[#%x,B+704]] {{.*}}'buf[80:8]', enter data directive at {{.*}}  <-- overlaps it
#pragma acc update self(buf[76:8])
        }
    }
    printf("done\n");
    return 0;
}
