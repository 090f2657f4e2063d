// The sample profiling tool (tools/accprof, built as lib/libaccprof.so and
// loaded with ACC_PROFLIB): at the runtime's shutdown it prints one row per
// directive and kind of region, with its file:line, how often it ran, its
// host time and the bytes it moved, most time first.  Here on the fake
// device: a data region, an update run 3 times on queue 1, a wait, a
// compute construct with a reduction run twice (its kernel a host function).
// ACC_PROFLIB naming no library is a warning, and the program runs.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc %s -o %t.d/prog
// RUN: env GANGWAY_FAKE_DEVICE=1 ACC_PROFLIB=$(dirname %gwcc)/../lib/libaccprof.so %t.d/prog 2>&1 | FileCheck %s
// RUN: env GANGWAY_FAKE_DEVICE=1 ACC_PROFLIB=%t.d/none.so %t.d/prog 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: gangway: warning: ACC_PROFLIB={{.*}}none.so: {{.*}}; no tool is loaded
// MISSING-NOT: accprof
// MISSING: done
// CHECK: done
// CHECK-NEXT: accprof: host time per region, most first
// CHECK-NEXT: {{^}} file:line region count total ms bytes

#include <stdio.h>
#include <stdlib.h>

void gw__fake_kernel(const char *name, void (*fn)(void **, const unsigned *, const unsigned *));
static void no_kernel(void **args, const unsigned *grid, const unsigned *block) {}

int main(void)
{
    int n = 100;
    double *a = malloc(n * sizeof *a), sum = 0;
    for (int i = 0; i < n; i++)
        a[i] = i;
    gw__fake_kernel("rt_accprof_L47", no_kernel);
    gw__fake_kernel("rt_accprof_L47_r", no_kernel);
// CHECK-DAG: {{^}} {{.*}}rt_accprof.c:[[@LINE+3]] enter data 1 {{[0-9]+\.[0-9]+}} 0
// CHECK-DAG: {{^}} {{.*}}rt_accprof.c:[[@LINE+2]] upload a[0:n] 1 {{[0-9]+\.[0-9]+}} 800
// CHECK-DAG: {{^}} {{.*}}rt_accprof.c:[[@LINE+1]] exit data 1 {{[0-9]+\.[0-9]+}} 0
#pragma acc data copyin(a[0:n])
    {
// CHECK-DAG: {{^}} {{.*}}rt_accprof.c:[[@LINE+3]] update 3 {{[0-9]+\.[0-9]+}} 0
// CHECK-DAG: {{^}} {{.*}}rt_accprof.c:[[@LINE+2]] upload a[0:n/2] 3 {{[0-9]+\.[0-9]+}} 1200
        for (int r = 0; r < 3; r++) {
#pragma acc update device(a[0:n/2]) async(1)
        }
// CHECK-DAG: {{^}} {{.*}}rt_accprof.c:[[@LINE+1]] wait 1 
#pragma acc wait(1)
        for (int r = 0; r < 2; r++) {
// CHECK-DAG: {{^}} {{.*}}rt_accprof.c:[[@LINE+2]] compute 2 
// CHECK-DAG: {{^}} {{.*}}rt_accprof.c:[[@LINE+1]] launch rt_accprof_L[[@LINE+1]]{{(_r)?}} 2 
#pragma acc parallel loop reduction(+:sum) present(a[0:n])
            for (int i = 0; i < n; i++)
                sum += a[i];
        }
    }
    fprintf(stderr, "done\n");
    return 0;
}
