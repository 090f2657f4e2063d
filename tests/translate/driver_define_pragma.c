// -D reaches the preprocessor before the translator reads the directives:
// a macro in a data clause (copyin(a[0:N])) and in num_gangs() is expanded.
// The translator sees the expanded section, so the runtime's name for it is
// a[0:100]; a reduction over exactly N elements gives N*(N-1)/2.
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: %gwcc -DN=100 -DGANGS=4 --keep -c %s -o %t.d/x.o
// RUN: FileCheck %s --check-prefix=HOST < %t.d/driver_define_pragma.gw.c
// RUN: %gwcc -DN=100 -DGANGS=4 %s -o %t.d/prog
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog | FileCheck %s
// RUN: %gwcc -D N=10 -D GANGS=2 %s -o %t.d/prog10
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog10 | FileCheck %s --check-prefix=TEN
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=NODEF

// NODEF: error: use of undeclared identifier 'N'
#include <stdio.h>
int main(void)
{
    static double a[N];
    double sum = 0.0;
    for (int i = 0; i < N; i++) a[i] = i;
// HOST: "a[0:100]"
#pragma acc parallel loop num_gangs(GANGS) copyin(a[0:N]) reduction(+:sum)
    for (int i = 0; i < N; i++) sum += a[i];
    // CHECK: sum 4950 n 100
    // TEN: sum 45 n 10
    printf("sum %.0f n %d\n", sum, N);
    return 0;
}
