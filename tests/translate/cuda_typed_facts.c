// Decisions of the CUDA emitter taken from typed facts of the AST, not from
// the text: cases that reading spellings got wrong.  A loop variable of a
// typedef of int named like a long gets the 32-bit counter (Loop.var_narrow),
// one of a typedef of long the 64-bit one; parameters named restrict_me and
// p_restrict get the __restrict__ variant, a restrict-qualified one keeps its
// own (Var.restrict_qual); a typedef of a pointer gets one too (ptr_parts; it
// crashed); a private subarray of a pointer named like its struct tag is
// renamed in the declarator, not in the tag (param_parts); in a cache window
// reads beside '&' and '==' take the cached element, a[a[j]] not (Index.uses);
// a reduction of a typedef of a complex type keeps one partial result a thread.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/cuda_typed_facts.gw.cu
#include <complex.h>
typedef int my_long_t;
typedef long my_int_t;
typedef float *fptr;
typedef double _Complex dcplx;
struct pt { float x, y; };
#define AT(p, k) p[(k)]

// CHECK: void cuda_typed_facts_L{{[0-9]+}}(
// CHECK: unsigned gw_n0 = gw_n0_0;
void narrow(int n, float *y)
{
#pragma acc parallel loop copyout(y[0:n])
    for (my_long_t i = 0; i < n; i++) y[i] = 1.0f;
}

// CHECK: void cuda_typed_facts_L{{[0-9]+}}(
// CHECK: long long gw_n0 = gw_n0_0;
void wide(int n, float *y)
{
#pragma acc parallel loop copyout(y[0:n])
    for (my_int_t i = 0; i < n; i++) y[i] = 1.0f;
}

// CHECK: void cuda_typed_facts_L{{[0-9]+}}_r(int n, float *__restrict__ restrict_me, const float *__restrict__ p_restrict, float *restrict r, long long gw_lo, long long gw_hi)
void restricted(float *restrict_me, const float *p_restrict, float *restrict r, int n)
{
#pragma acc parallel loop copyout(restrict_me[0:n]) copyin(p_restrict[0:n]) copy(r[0:n])
    for (int i = 0; i < n; i++) restrict_me[i] = p_restrict[i] + r[i];
}

// CHECK: void cuda_typed_facts_L{{[0-9]+}}(int n, fptr a, fptr b, long long gw_lo, long long gw_hi)
// CHECK: void cuda_typed_facts_L{{[0-9]+}}_r(int n, float *__restrict__ a, const float *__restrict__ b, long long gw_lo, long long gw_hi)
void typedef_pointer(fptr a, fptr b, int n)
{
#pragma acc parallel loop copyout(a[0:n]) copyin(b[0:n])
    for (int i = 0; i < n; i++) a[i] = b[i];
}

// CHECK: void cuda_typed_facts_L{{[0-9]+}}(int n, struct pt *gw_ps_pt, void *gw_pv_pt,
void privsub(struct pt *pt, int n, float *out)
{
#pragma acc parallel loop gang private(pt[0:4]) copyout(out[0:n])
    for (int i = 0; i < n; i++) {
#pragma acc loop vector
        for (int j = 0; j < 4; j++) pt[j].x = i + j;
        out[i] = pt[0].x + pt[3].x;
    }
}

// CHECK: b[i * m + j] = (mask & gw_cache_get(a, gw_ca0, gw_cl0, gw_cn0, (long long)(i * m + j))) + gw_cache_get(a, gw_ca0, gw_cl0, gw_cn0, (long long)((i * m + 63 - j))) + gw_cache_get(a, gw_ca0, gw_cl0, gw_cn0, (long long)(i * m + (j == 0))) + a[a[j] & 63] + s;
void cached(int n, int m, const int *a, int *b, int mask)
{
#pragma acc parallel loop gang copyin(a[0:n*m]) copyout(b[0:n*m])
    for (int i = 0; i < n; i++) {
#pragma acc cache(a[i*m:64])
        int s = i;
#pragma acc loop vector
        for (int j = 0; j < 64; j++)
            b[i * m + j] = (mask & a[i * m + j]) + AT(a, i * m + 63 - j) + a[i * m + (j == 0)] + a[a[j] & 63] + s;
    }
}

// CHECK: void cuda_typed_facts_L{{[0-9]+}}(
// CHECK-NOT: gw_a0_0
// CHECK: s += x[i]; }}{{$}}
dcplx csum(int n, const dcplx *x)
{
    dcplx s = 0;
#pragma acc parallel loop reduction(+:s) copyin(x[0:n])
    for (int i = 0; i < n; i++) s += x[i];
    return s;
}
