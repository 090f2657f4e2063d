// -c makes one object per source; a second gwcc run links the objects (and
// libgangway) into a program, as with gcc.  The same file is built twice:
// once as the library part (a data region and a compute region), once with
// -DMAIN_PART as the main program that calls it.
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: %gwcc -c %s -o %t.d/lib.o
// RUN: %gwcc -c -DMAIN_PART %s -o %t.d/main.o
// RUN: test -f %t.d/lib.o && test -f %t.d/main.o
// RUN: nm %t.d/lib.o | FileCheck %s --check-prefix=SYM
// RUN: %gwcc %t.d/main.o %t.d/lib.o -o %t.d/prog
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog | FileCheck %s
// RUN: %gwcc -acc=host -c %s -o %t.d/lib_host.o
// RUN: %gwcc %t.d/main.o %t.d/lib_host.o -o %t.d/prog_host
// RUN: %t.d/prog_host | FileCheck %s

// SYM: T add_index
// SYM-NOT: T main

#include <stdio.h>

void add_index(int *a, int n);

#ifdef MAIN_PART
int main(void)
{
    int a[40];
    for (int i = 0; i < 40; i++) a[i] = 100;
    add_index(a, 40);
    long sum = 0;
    for (int i = 0; i < 40; i++) sum += a[i];
    // CHECK: sum 4780
    printf("sum %ld\n", sum);
    return sum != 4780;
}
#else
void add_index(int *a, int n)
{
#pragma acc data copy(a[0:n])
    {
#pragma acc parallel loop present(a[0:n])
        for (int i = 0; i < n; i++) a[i] += i;
    }
}
#endif
