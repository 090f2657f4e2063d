// GANGWAY_CHECK=1: at exit, every block entered with enter data or
// acc_copyin/acc_create and never exited is reported on stderr (its bytes,
// its address range, the device, the dynamic reference count and what
// mapped it: the item and the directive's file:line, or the routine), then
// a hint with the count.  The exit status stays 0.  Matched enter/exit pairs
// and structured data regions are not reported, and without GANGWAY_CHECK
// nothing is printed.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc %s -o %t.d/prog
// RUN: env GANGWAY_FAKE_DEVICE=1 GANGWAY_CHECK=1 %t.d/prog leak > %t.out 2> %t.err
// RUN: cat %t.out %t.err | FileCheck %s
// RUN: env GANGWAY_FAKE_DEVICE=1 GANGWAY_CHECK=1 %t.d/prog > /dev/null 2> %t.err2
// RUN: test ! -s %t.err2
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/prog leak > /dev/null 2> %t.err3
// RUN: test ! -s %t.err3
// RUN: env GANGWAY_FAKE_DEVICE=1 GANGWAY_CHECK=0 %t.d/prog leak > /dev/null 2> %t.err4
// RUN: test ! -s %t.err4

#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

int main(int argc, char **argv)
{
    double *a = calloc(10, sizeof *a);
    char *b = calloc(7, 1);
    printf("a at %p b at %p\n", (void *)a, (void *)b);
#pragma acc enter data copyin(a[0:10])
#pragma acc enter data copyin(a[0:10])
    acc_create(b, 7);
#pragma acc data copy(a[0:10])
    { }
    if (argc < 2) {
#pragma acc exit data delete(a[0:10]) finalize
        acc_delete(b, 7);
    }
    printf("end\n");
    return 0;
}
// CHECK: a at 0x[[#%x,A:]] b at 0x[[#%x,B:]]
// CHECK-NEXT: end
// CHECK-DAG: {{^}}gangway: warning: 80 bytes at 0x[[#%x,A]]-0x[[#%x,A+80]] still present on device 0 at exit (dynamic reference count 2), mapped by 'a[0:10]', enter data directive at {{.*}}rt_check_leak.c:27{{$}}
// CHECK-DAG: {{^}}gangway: warning: 7 bytes at 0x[[#%x,B]]-0x[[#%x,B+7]] still present on device 0 at exit (dynamic reference count 1), mapped by 'b', acc_create at {{.*}}rt_check_leak.c:29{{$}}
// CHECK: {{^}}hint: 2 blocks entered with enter data or acc_copyin/acc_create had no matching exit data or acc_copyout/acc_delete
// CHECK-NOT: {{.}}
