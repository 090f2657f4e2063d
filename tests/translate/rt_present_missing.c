// present(a[0:n]) with no enclosing data region is the runtime's
// not-present error: the message names the section as written, its bytes and
// address range, the file:line of the directive and the construct, then a
// hint and the present table (here empty); the program exits with status 1.
// GANGWAY_FAKE_DEVICE=1 gives a device with separate memory, so presence is
// real without a GPU.  Inside a data region (or for a zero-length section)
// the same directive is fine (the host writes inside it are then overwritten
// by copy's copy-out of the fake device's copy), and on the host every
// address is present.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc %s -o %t.d/prog
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog 2>&1 | FileCheck %s
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/prog > /dev/null 2>&1; test $? -eq 1
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/prog enclosed 2>&1 | FileCheck %s --check-prefix=FAKE
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog 2>&1 | FileCheck %s --check-prefix=HOST

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void touch(float *a, int n)
{
// CHECK: a at 0x[[#%x,A:]] n 25
// CHECK-NEXT: {{^/.*}}/rt_present_missing.c:[[@LINE+4]]: error: 'a[0:n]' (100 bytes at 0x[[#%x,A]]-0x[[#%x,A+100]]) is not present on the device (data construct)
// CHECK-NEXT: {{^}}hint: add it to a data clause of the directive or to an enclosing data region
// CHECK-NEXT: {{^}}note: nothing is present on device 0
// CHECK-NOT: {{.}}
#pragma acc data present(a[0:n])
    {
        a[0] += 1.0f;
    }
#pragma acc data present(a[0:0])
    {
        a[1] += 1.0f;
    }
}

int main(int argc, char **argv)
{
    int n = 25;
    float *a = calloc(n, sizeof *a);
    printf("a at %p n %d\n", (void *)a, n);
    fflush(stdout);
    if (argc > 1 && !strcmp(argv[1], "enclosed")) {
#pragma acc data copy(a[0:n])
        touch(a, n);
    } else {
        touch(a, n);
    }
    // FAKE-NOT: error
    // FAKE: done 0 0
    // HOST-NOT: error
    // HOST: done 1 1
    printf("done %g %g\n", a[0], a[1]);
    return 0;
}
