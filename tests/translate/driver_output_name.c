// Output names as gcc has them: -o names the program or the object; -c with
// no -o writes STEM.o in the current folder; linking with no -o writes a.out;
// -S with no -o writes STEM.s; -o with -c and two sources is a fatal error.
// RUN: rm -rf %t.d && mkdir -p %t.d/sub
// RUN: cp %s %t.d/sub/prog.c
// RUN: cd %t.d && %gwcc -acc=host -c sub/prog.c && test -f prog.o && test ! -e sub/prog.o
// RUN: cd %t.d && %gwcc -acc=host sub/prog.c && ./a.out | FileCheck %s
// RUN: cd %t.d && %gwcc -acc=host sub/prog.c -o sub/named && test -x sub/named
// RUN: %t.d/sub/named | FileCheck %s
// RUN: cd %t.d && %gwcc -acc=host prog.o -o linked && ./linked | FileCheck %s
// RUN: cd %t.d && %gwcc -acc=host -S sub/prog.c && grep -q gw_host_only prog.s
// RUN: cd %t.d && not %gwcc -acc=host -c sub/prog.c sub/prog.c -o two.o 2> %t.err
// RUN: FileCheck %s --check-prefix=TWO < %t.err
// RUN: test ! -e %t.d/two.o

// TWO: gwcc: fatal error: cannot specify '-o' with '-c', '-S' or '-E' with multiple files
#include <stdio.h>
int main(void)
{
    int v[8];
#pragma acc parallel loop copyout(v[0:8])
    for (int i = 0; i < 8; i++) v[i] = i * i;
    // CHECK: v7 49
    printf("v7 %d\n", v[7]);
    return 0;
}
