// 'declare link' names global data (OpenACC 3.3 sec. 2.13.3): the device
// gets a link to the one copy, made present by data clauses.  A function's
// own variable or a parameter has no such copy; gcc rejects it ("must be a
// global variable in '#pragma acc declare link'"), gwcc took it without a
// word.  A block-scope extern and a static local are global data.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:

double table[1024];

void f(double *p, int n)
{
    double local[16];
// CHECK: declare_link_local.c:[[@LINE+1]]:26: error: 'local' in 'declare link' must be a global variable (at file scope, static or extern)
#pragma acc declare link(local)
// CHECK: declare_link_local.c:[[@LINE+1]]:26: error: 'p' in 'declare link' must be a global variable
#pragma acc declare link(p)
    extern double table[1024];
    static double keep[8];
#pragma acc declare link(table, keep)
    local[0] = p[0] + n + table[0] + keep[0];
}
