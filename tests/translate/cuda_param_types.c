// A struct, union or enum defined in a parameter list (GNU C warns and
// takes it; C++ has no definition there): declared at file scope in the
// CUDA text, before the functions, which name it only.  Anonymous ones
// get a tag; their constants stay usable in the body.  Also one defined
// in a parameter's function type (libclang puts it at file scope), in a
// routine's prototype, in a routine vector's second copy and in a host-only
// function.  Found by tools/fuzz (routine_atomic with enum { E0, E1 } *hist;
// loop_nest_w_v with union { int i; float f; } *what: a struct or union
// without a tag, which libclang lists both at file scope and under the
// parameter, was declared twice).
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o 2> /dev/null
// RUN: FileCheck %s < %t.d/cuda_param_types.gw.cu
// RUN: %gwcc -acc=host %s -o %t.d/host 2> /dev/null && %t.d/host
// RUN: rm -rf %t.e && mkdir -p %t.e && %gwcc -DCALL_EXT -c --keep %s -o %t.e/out.o 2> /dev/null
// RUN: FileCheck %s --check-prefix=EXT < %t.e/cuda_param_types.gw.cu
// EXT: union uv { int i; float f; };
// EXT: int ext_fn(union uv *u)
// CHECK: enum gw_enum0_L{{[0-9]+}} { E0, E1 };
// CHECK: enum gw_enum1_L{{[0-9]+}} { M0, M1, M2 };
// CHECK: struct pr { int a, b; };
// CHECK: enum gw_enum2_L{{[0-9]+}} { SA, SB };
// CHECK: union [[U:gw_union[0-9]+_L[0-9]+]] { int i; float f; };
// CHECK-NOT: union [[U]] {
// CHECK: struct [[S:gw_struct[0-9]+_L[0-9]+]] { int lo, hi; };
// CHECK-NOT: struct [[S]] {
// CHECK: union uv { int i; float f; };
// CHECK: static void bump(enum gw_enum0_L{{[0-9]+}} *hist, int k
// CHECK: static int pick(enum gw_enum1_L{{[0-9]+}} mode, int v
// CHECK: static int sum_pair(struct pr *p
// CHECK: static int via(int (*f)(enum gw_enum2_L{{[0-9]+}} s, int v), int v
// CHECK-NOT: gw_enum{{[0-9]+}}_L{{[0-9]+}} {{[*a-z]+}} {
#include <stdio.h>
#define N 64
#define B 31

#pragma acc routine seq
static void bump(enum { E0, E1 } *hist, int k)
{
#pragma acc atomic update
    hist[k % B] += E1;
}

#pragma acc routine seq
static int pick(enum { M0, M1, M2 } mode, int v)
{
    return mode == M1 ? v * 2 : mode == M2 ? v + M2 : v;
}

#pragma acc routine seq
static int sum_pair(struct pr { int a, b; } *p)
{
    struct pr c = *p;
    return c.a + c.b;
}

#pragma acc routine seq
static int via(int (*f)(enum { SA, SB } s, int v), int v)
{
    return v + (f != 0);
}

#pragma acc routine seq
extern int ext_fn(union uv { int i; float f; } *u);

static int host_only(enum { H0, H1 } h) { return h == H1; }

#pragma acc routine seq
static int low_bits(union { int i; float f; } *u)
{
    return u->i & 1;
}

static int host_span(struct { int lo, hi; } **r) { return r != 0; }

#pragma acc routine vector
static void fill(enum { V0, V1 } *out, int n)
{
#pragma acc loop vector
    for (int j = 0; j < n; j++) out[j] = (j & 1) ? V1 : V0;
}

int main(void)
{
    int hist[B] = {0}, a[N], b[N], e[N];
    for (int i = 0; i < N; i++) b[i] = i;
#pragma acc parallel loop copy(hist) copyout(a) copyin(b)
    for (int i = 0; i < N; i++) {
        bump((void *)hist, i);
        a[i] = pick(1, i) + sum_pair((void *)&b[i & ~1]) + via(0, i) + low_bits((void *)&b[i]);
#ifdef CALL_EXT
        a[i] += ext_fn((void *)&b[i]);
#endif
    }
#pragma acc parallel loop gang copyout(e)
    for (int i = 0; i < 1; i++) fill((void *)e, N);
    int bad = !host_only(1) || host_span(0) || e[3] != 1 || e[4] != 0 || hist[2] != 2 || hist[B - 1] != 2;
    for (int i = 0; i < N; i++) bad |= a[i] != 2 * i + (i & ~1) + (i & ~1) + 1 + i + (i & 1);
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad;
}
