// GANGWAY_CHECK=1 warns about two valid but suspicious things (OpenACC 3.3
// makes both no-ops): a detach clause or acc_detach of a pointer that is not
// attached, and a wait on an async queue nothing was ever queued on.  The
// exit status stays 0, a real attach/detach pair and a wait on a used queue
// say nothing, and without GANGWAY_CHECK nothing is printed.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc %s -o %t.d/prog
// RUN: env GANGWAY_FAKE_DEVICE=1 GANGWAY_CHECK=1 %t.d/prog > %t.out 2> %t.err
// RUN: cat %t.out %t.err | FileCheck %s
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/prog > /dev/null 2> %t.err2
// RUN: test ! -s %t.err2

#include <stdio.h>
#include <openacc.h>

struct holder { int n; double *p; };

int main(void)
{
    double x[8] = {0};
    struct holder s = {8, x};
    printf("p at %p\n", (void *)&s.p);
#pragma acc enter data copyin(s, x)
#pragma acc enter data attach(s.p)
#pragma acc exit data detach(s.p)
#pragma acc exit data detach(s.p)
    acc_detach((void **)&s.p);
#pragma acc update device(x) async(2)
#pragma acc wait(2)
#pragma acc wait(5)
#pragma acc wait(5)
#pragma acc exit data delete(s, x)
    printf("end\n");
    return 0;
}
// CHECK: p at 0x[[#%x,P:]]
// CHECK-NEXT: end
// CHECK-NEXT: {{.*}}rt_check_detach_wait.c:25: warning: detach(s.p): the pointer at 0x[[#%x,P]] is not attached (never attached, or already detached); nothing done (exit data directive)
// CHECK-NEXT: gangway: warning: acc_detach: the pointer at 0x[[#%x,P]] is not attached
// CHECK-NEXT: {{.*}}rt_check_detach_wait.c:29: warning: wait on async queue 5 of device 0, which nothing was ever queued on (wait directive); it returns at once
// CHECK-NOT: {{.}}
