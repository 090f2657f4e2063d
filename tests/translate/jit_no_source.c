// -fno-gw-jit-source leaves the CUDA text out of the object: no second
// .incbin, gw_mod.src stays NULL; the tables and options are still there.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc --keep -c -fno-gw-jit-source %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/jit_no_source.gw.c
// RUN: %gwcc --info -fsyntax-only -fno-gw-jit-source %s 2>&1 | FileCheck %s --check-prefix=INFO

// CHECK: static const gw_param gw_kp_jit_no_source_L[[#@LINE+12]][] = {
// CHECK: .incbin \"{{.*}}jit_no_source.gw.fatbin\"
// CHECK-NOT: .incbin
// CHECK-NOT: gw_mod.src
// CHECK: gw_mod.jit_opts = "-std=c++17\n--diag-suppress=177,550\n--device-int128"; gw_mod.arch = 90;
// CHECK-NOT: gw_mod.src

// INFO: jit_no_source.c: run-time compilation: none for this file: -fno-gw-jit-source leaves its CUDA text out
// INFO-NOT: run-time specialisation

void f(double *a, int n)
{
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] *= 2;
}
