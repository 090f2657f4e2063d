// -acc=host builds without CUDA (no nvcc step, no .gw.cu) and the program
// runs its compute regions on the host silently: nothing on stderr, in
// particular no "no usable GPU" notice.  firstprivate is still honoured:
// each gang's copy starts from the value at entry, and the original is
// unchanged after the region; private(t) leaves the host's t alone too.
// (README's Limits section says -acc=host makes no private/firstprivate
// copies; it does, and this test holds it to the spec.)
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: %gwcc -acc=host -v %s -o %t.d/prog 2> %t.build
// RUN: FileCheck %s --check-prefix=BUILD < %t.build
// RUN: %t.d/prog > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// RUN: test ! -s %t.err
// RUN: env GANGWAY_CHECK=1 %t.d/prog 2> %t.err2 > /dev/null
// RUN: test ! -s %t.err2
// RUN: %gwcc -acc=host --keep -c %s -o %t.d/k.o && test -f %t.d/driver_acc_host.gw.c
// RUN: test ! -e %t.d/driver_acc_host.gw.cu && test ! -e %t.d/driver_acc_host.gw.fatbin

// BUILD-NOT: nvcc
// BUILD: gwcc: translate {{.*}}0-driver_acc_host.i -> {{.*}}0-driver_acc_host.gw.c{{$}}
// BUILD-NOT: nvcc

#include <stdio.h>
int main(void)
{
    int a[16], b[16];
    int x = 5;
#pragma acc parallel num_gangs(1) firstprivate(x) copyout(a[0:16])
    {
        x *= 2;
#pragma acc loop
        for (int i = 0; i < 16; i++) a[i] = x + i;
    }
    int y = 7;
#pragma acc parallel loop firstprivate(y) copyout(b[0:16])
    for (int i = 0; i < 16; i++) b[i] = y * i;
    int z = 100, t = -1, c[4];
#pragma acc parallel loop firstprivate(z) private(t) copyout(c[0:4])
    for (int i = 0; i < 4; i++) {
        t = i;
        z += t;
        c[i] = z;
    }
    int bad = x != 5 || y != 7 || z != 100 || t != -1 || c[0] != 100;
    for (int i = 0; i < 16; i++) bad |= a[i] != 10 + i || b[i] != 7 * i;
    // CHECK: x 5 a0 10 a15 25 b15 105 z 100 t -1 c0 100
    // CHECK-NEXT: PASS
    printf("x %d a0 %d a15 %d b15 %d z %d t %d c0 %d\n", x, a[0], a[15], b[15], z, t, c[0]);
    printf(bad ? "FAIL\n" : "PASS\n");
    return bad;
}
