// The CUDA code declares the types kernels use at file scope, so a type
// declared inside a function whose name another type, tag or enumerator of
// the file also has cannot go there (fe_decls.c).  Device code that uses one
// (a variable of it, a cast, an enumerator) is a located error naming it and
// its line; before, the kernel silently got the other type of that name
// (wrong layout on the GPU) or nvcc rejected the CUDA.  Types declared
// inside the compute construct itself come with its code and stay valid.
// -acc=host writes no CUDA, so it takes them.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %gwcc -acc=host -fsyntax-only %s
struct sample { float t; };

double first(int n, const double *x)
{
    struct pair { int a, b; } p[8];
    typedef float real;
    enum { SCALE = 2 };
    real w[8];
    double s = 0;
    for (int i = 0; i < 8; i++) p[i].a = i, p[i].b = 1, w[i] = (real)x[i];
#pragma acc parallel loop copyin(p, w) reduction(+:s)
    for (int i = 0; i < n; i++)
        s += (p[i % 8].a + p[i % 8].b) * w[i % 8] * SCALE;
    return s;
}

double second(int n, const double *x)
{
    struct pair { double a, b; } p[8];
    typedef double real;
    enum { SCALE = 5 };
    real w[8];
    double s = 0;
    for (int i = 0; i < 8; i++) p[i].a = x[i], p[i].b = 0.5, w[i] = x[i];
// CHECK: local_type_name_clash.c:[[@LINE+5]]:15: error: device code uses 'struct pair', declared inside a function at line 29
// CHECK: local_type_name_clash.c:[[@LINE+4]]:42: error: device code uses 'real', declared inside a function at line 30
// CHECK: local_type_name_clash.c:[[@LINE+4]]:16: error: device code uses enumerator 'SCALE', declared inside a function at line 31
#pragma acc parallel loop copyin(p, w) reduction(+:s)
    for (int i = 0; i < n; i++)
        s += (p[i % 8].a + p[i % 8].b) * w[i % 8]
             * SCALE;
    return s;
}

double third(int n)
{
    struct sample { double t, dt; } q = {1.0, 0.25};
    double s = 0;
#pragma acc parallel loop reduction(+:s)
    for (int i = 0; i < n; i++) {
        struct acc { int k; double v; } t = {i, 1.0};       /* its own: fine */
// CHECK: local_type_name_clash.c:[[@LINE+1]]:14: error: device code uses 'struct sample', declared inside a function at line 47
        s += q.t * t.k + q.dt * t.v;
    }
    return s;
}

double fourth(int n)
{
    double s = 0;
#pragma acc parallel loop reduction(+:s)
    for (int i = 0; i < n; i++) {
        struct acc { double v; float w; } t = {i * 0.5, 2.0f};
        s += t.v * t.w;
    }
    return s;
}
