// host_data use_device(a) needs a's device address: when a is not present
// that is the not-present error for the host_data construct, naming 'a',
// its address and the directive's file:line.  When a is present, the
// construct sees the device address (on the fake device: a different one).
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc %s -o %t.d/prog
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog absent 2>&1 | FileCheck %s
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/prog present 2>&1 | FileCheck %s --check-prefix=PRESENT
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog absent 2>&1 | FileCheck %s --check-prefix=HOST

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int same;

static void show(int *a)
{
// CHECK: a at 0x[[#%x,A:]]
// CHECK-NEXT: {{^/.*}}/rt_host_data_not_present.c:[[@LINE+3]]: error: 'a' (address 0x[[#%x,A]]) is not present on the device (host_data construct)
// CHECK-NEXT: {{^}}hint:
// CHECK-NOT: done
#pragma acc host_data use_device(a)
    {
        same = a == (int *)0 ? -1 : 0;
        printf("inside %p\n", (void *)a);
    }
}

int main(int argc, char **argv)
{
    int *a = calloc(4, sizeof *a);
    printf("a at %p\n", (void *)a);
    fflush(stdout);
    if (!strcmp(argv[1], "present")) {
#pragma acc data copyin(a[0:4])
        show(a);
    } else {
        show(a);
    }
    printf("done\n");
    return 0;
}
// PRESENT: a at 0x[[#%x,A:]]
// PRESENT-NOT: inside 0x[[#%x,A]]{{$}}
// PRESENT: inside 0x{{[0-9a-f]+}}
// PRESENT-NEXT: done
// HOST: a at 0x[[#%x,A:]]
// HOST-NEXT: inside 0x[[#%x,A]]
// HOST-NEXT: done
