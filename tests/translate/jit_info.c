// --info on run-time specialisation (docs/jit-plan.md 4.2): per kernel, the
// parameters a specialisation compiles in, the pointers whose alignment it
// assumes, and those it leaves alone and why (floating point; an integer that
// reaches floating-point arithmetic, and where); per file, why none is.
// RUN: %gwcc --info -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: %gwcc --info -fsyntax-only -ffast-math %s 2>&1 | FileCheck %s --check-prefix=FAST
// RUN: %gwcc --info -fsyntax-only -DFLEX %s 2>&1 | FileCheck %s --check-prefix=FLEX
// RUN: %gwcc --info -fsyntax-only -DGLOBAL %s 2>&1 | FileCheck %s --check-prefix=GLOBAL
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc --keep -c -DGLOBAL %s -o %t.d/out.o
// RUN: FileCheck %s --check-prefix=GLOBAL-HOST < %t.d/jit_info.gw.c

// CHECK: jit_info.c:27:   run-time specialisation (GANGWAY_JIT): on 'n', the split share when they stay the same; the alignment of 'x', 'y'; not on 'alpha' (floating point: only under -ffast-math); not on 'm' (it reaches floating-point arithmetic at line 29)
// CHECK: jit_info.c:35:   run-time specialisation of jit_info_L35 (GANGWAY_JIT): on 'n', 'k', the split share when they stay the same; the alignment of 'a', 't'{{$}}
// CHECK: jit_info.c:35:   run-time specialisation of jit_info_L35_k1 (GANGWAY_JIT): none: a compound literal at line 38, which NVRTC (C++) cannot compile
// FAST: jit_info.c:27:   run-time specialisation (GANGWAY_JIT): on 'n', 'alpha', 'm', the split share when they stay the same; the alignment of 'x', 'y'{{$}}
// FLEX: jit_info.c: run-time compilation: none for this file: a flexible array member 'v' at line 43, which NVRTC (C++) cannot compile; its ahead-of-time kernels run
// FLEX-NOT: run-time specialisation
// GLOBAL: jit_info.c: run-time compilation: its kernels are not specialised: the device global 'scale' (declare) would have a copy of its own in a kernel compiled alone
// GLOBAL-NOT: run-time specialisation
// GLOBAL-HOST: gw_mod.flags = GW_MOD_GLOBALS;

void f(double *restrict x, const double *restrict y, int n, int m, double alpha)
{
    // m reaches floating-point arithmetic (0.5 * m): a constant m would let
    // the compiler fold and round the product before the sum, which the
    // generic kernel may fuse into one multiply-add
#pragma acc parallel loop copy(x[0:n]) copyin(y[0:n])
    for (int i = 0; i < n; i++)
        x[i] = alpha * y[i] + 0.5 * m;
}

// k indexes only: an integer use
void g(float *a, const float *t, int n, int k)
{
#pragma acc kernels copy(a[0:n]) copyin(t[0:n + k])
    {
        for (int i = 0; i < n; i++) a[i] = t[i + k];
        for (int i = 0; i < n; i++) a[i] = ((int){i * 2});
    }
}

#ifdef FLEX
struct bag { int n; double v[]; };
double first(const struct bag *b) { return b->v[0]; }
#endif
#ifdef GLOBAL
double scale = 2.0;
#pragma acc declare copyin(scale)
#pragma acc routine seq
static double scaled(double v) { return scale * v; }
void h(double *a, int n)
{
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] = scaled(a[i]);
}
#endif
