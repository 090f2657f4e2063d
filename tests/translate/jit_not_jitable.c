// What NVRTC's C++ cannot compile (docs/jit-plan.md 1.3): in the declarations
// every kernel needs, the unit gets gw_mod.jit_why and no embedded source;
// in one kernel, that kernel's gw_kernel gets .jit_why and the source stays.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc --keep -c %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/jit_not_jitable.gw.c
// RUN: rm -rf %t.e && mkdir -p %t.e && %gwcc --keep -c -DIN_KERNEL %s -o %t.e/out.o
// RUN: FileCheck %s --check-prefix=KERNEL < %t.e/jit_not_jitable.gw.c

// CHECK: static gw_kernel gw_k_jit_not_jitable_L32 = {{{.*}}.src_len = {{[0-9]+}}u};
// CHECK-NOT: .incbin \"{{.*}}.gw.cu\"
// CHECK-NOT: gw_mod.src =
// CHECK: gw_mod.jit_why = "a compound literal at line 23";

// KERNEL: static gw_kernel gw_k_jit_not_jitable_L32 = {{{.*}}, .jit_why = "a compound literal at line 35"};
// KERNEL: .incbin \"{{.*}}jit_not_jitable.gw.cu\"
// KERNEL: gw_mod.src =
// KERNEL-NOT: gw_mod.jit_why

#ifndef IN_KERNEL
#pragma acc routine seq
static int clamp(int v)
{
    return (int){v < 0 ? 0 : v > 9 ? 9 : v};
}
#else
#pragma acc routine seq
static int clamp(int v) { return v < 0 ? 0 : v > 9 ? 9 : v; }
#endif

void f(int *a, int n)
{
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) {
#ifdef IN_KERNEL
        a[i] = (int){a[i] * 2 + 1};
#endif
        a[i] = clamp(a[i]);
    }
}
