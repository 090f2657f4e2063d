// Names beginning with gw_ and GW_ are the generated code's (kernel
// parameters gw_lo/gw_hi, libgangway's ABI, gangway_rt.h's macros): in a
// file with directives, the program's own variables, functions, types and
// enumerators with those prefixes are located errors; before, the CUDA or
// host C then failed to compile ("duplicate parameter name"; found by
// probing with new programs).  A prototype of a libgangway function is
// left alone (tests declare its hooks).
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -acc=host -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
void gw_settle(void);

// CHECK: reserved_gw_names.c:[[@LINE+1]]:13: error: 'gw_table': names beginning with 'gw_' or 'GW_' are gwcc's own
typedef int gw_table[4];
// CHECK: reserved_gw_names.c:[[@LINE+1]]:8: error: 'GW_MODE': names beginning with 'gw_' or 'GW_'
enum { GW_MODE = 2 };

// CHECK: reserved_gw_names.c:[[@LINE+1]]:13: error: 'gw_scale': names beginning
static void gw_scale(double *x, int n)
{
// CHECK: reserved_gw_names.c:[[@LINE+1]]:9: error: 'gw_lo': names beginning
    int gw_lo = 3;
#pragma acc parallel loop copy(x[0:n])
    for (int i = gw_lo; i < n; i++)
        x[i] *= GW_MODE;
}

void run(double *x, int n)
{
    gw_scale(x, n);
    gw_settle();
}
