// The CUDA spellings of complex types, long double and tags, made from the
// AST (cxx.c, spell_edits and cuda_type_of): where <complex.h>'s complex
// comes between line markers, in nested __real__/__imag__, K&R parameters,
// function pointer types, casts C++ needs, designated initialisers put in
// order, _Generic, VLA sizes and the initialiser of a device global.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc --keep -c %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/cuda_spellings.gw.cu
// RUN: FileCheck --check-prefix=HOST %s < %t.d/cuda_spellings.gw.c
#include <complex.h>
#include <stdlib.h>

typedef int node;
// CHECK: struct gw_tag_node { node v; gw_ldouble w; };
struct node { node v; long double w; };
// CHECK: struct outer { struct inner { double a; } in; };
struct outer { struct inner { double a; } in; };
// CHECK: struct cz { gw_cplx<float>
// CHECK-NOT: float
// CHECK: f; gw_cplx<gw_ldouble> l; };
struct cz { float complex f; long double _Complex l; };
// CHECK: __device__ const gw_cplx<double> zk = gw_cplx<double>(0, 2.0);
static const double _Complex zk = 2.0i;

// CHECK: __device__ static double knr(gw_ldouble x, gw_cplx<double> y)
#pragma acc routine seq
static double knr(x, y)
    long double x;
    double _Complex y;
{
// CHECK: gw_cplx<double> *p = ((gw_cplx<double> *)(malloc(sizeof(gw_cplx<double>))));
    double _Complex *p = malloc(sizeof(double _Complex));
// CHECK: double r = (1.0) + sizeof(gw_ldouble[4]);
    double r = _Generic(x, long double: 1.0L, double _Complex: 2.0, default: 3) + sizeof(long double[4]);
    free(p);
    return r + (double)x + creal(y) + creal(zk);
}

void f(int n, struct node *nd, struct inner *in, double *out, double _Complex *z)
{
// CHECK: __global__ void cuda_spellings_L[[@LINE+1]](int n, struct outer::inner *in, double *out, struct gw_tag_node *nd, gw_cplx<double> *z)
#pragma acc parallel loop present(nd[0:n], in[0:n], out[0:n], z[0:n])
    for (int i = 0; i < n; i++) {
// CHECK: struct cz c = { .f = 1.0f, .l = gw_cplx<double>(0, 1.0) };
        struct cz c = { .l = 1.0Li, .f = 1.0f };
// CHECK: double (*fp)(gw_ldouble, gw_cplx<float> *) = 0;
        double (*fp)(long double, float _Complex *) = 0;
// CHECK: struct outer::inner w = in[i];
        struct inner w = in[i];
// CHECK: out[i] = knr(nd[i].w, z[i]) + gw_imag( gw_real( c.l)) + w.a + (fp != 0) + sizeof(struct gw_tag_node);
        out[i] = knr(nd[i].w, z[i]) + __imag__ __real__ c.l + w.a + (fp != 0) + sizeof(struct node);
    }
}
// Types gwcc spells itself, through pointers, qualifiers, arrays and functions:
// CHECK: __global__ void cuda_spellings_L[[@LINE+4]](int n, double *out, gw_ldouble (*m)[4], const gw_cplx<double> *const cz, struct gw_tag_node *const *pp, gw_ldouble vl, double (*fp)(gw_ldouble), long long gw_lo, long long gw_hi)
void g(int n, long double (*m)[4], const double _Complex *const cz, struct node *const *pp, double (*fp)(long double),
       long double vl, double *out)
{
#pragma acc parallel loop copyin(m[0:n], cz[0:n], pp[0:n]) copyout(out[0:n])
    for (int i = 0; i < n; i++)
        out[i] = (double)m[i][1] + creal(cz[i]) + pp[i]->w + (double)vl + (fp != 0);
}
// HOST: static double knr(x, y)
// HOST: long double x;
// HOST: double _Complex y;
// HOST-NOT: gw_cplx
// HOST-NOT: gw_ldouble
