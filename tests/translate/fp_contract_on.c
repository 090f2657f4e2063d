// -ffp-contract=on: each contraction C allows within one expression is
// written out in the CUDA text as a call of gangway_dev.h's gw_fma family
// (cxx_fma.c), decided from libclang's operator kinds and types, and nvcc
// runs with -fmad=false, so it contracts nothing else.  Float and double;
// x*y+z, z+x*y, x*y-z, z-x*y, += and -=; parentheses around the product;
// a product converted to the sum's type, int, volatile and an atomic
// update stay as written; macros (the user's, a system header's M_PI);
// nested contractions; a routine; the host's code keeps the user's text.
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: %gwcc --keep -ffp-contract=on -c %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/fp_contract_on.gw.cu
// RUN: FileCheck --check-prefix=HOST %s < %t.d/fp_contract_on.gw.c
// RUN: %gwcc --keep -ffp-contract=off -c %s -o %t.d/off.o
// RUN: FileCheck --check-prefix=OFF %s < %t.d/fp_contract_on.gw.cu
#include <math.h>
#define MAD(a, b, c) ((a) * (b) + (c))
typedef float real;

// OFF-NOT: gw_fma
// OFF-NOT: gw_add_fma
// OFF-NOT: gw_sub_fma
// OFF-NOT: gw_fms

// The left product of c1*x + c0 (none of the outer +), as clang fuses:
// CHECK-LABEL: __device__ static double horner(double x, const double *c)
// CHECK: return gw_fma<double>((gw_fma<double>(c[3] , x , c[2])) * x , x , c[1] * x) + c[0];
#pragma acc routine seq
static double horner(double x, const double *c)
{
    return (c[3] * x + c[2]) * x * x + c[1] * x + c[0];
}

// HOST-LABEL: static float host_only(float a, float b, float c)
// HOST: return a * b + c;
static float host_only(float a, float b, float c)
{
    return a * b + c;
}

// HOST-NOT: gw_fma
// CHECK-LABEL: __global__ void fp_contract_on_L
void kern(int n, float *restrict x, const float *restrict y, float *restrict z,
          double *restrict d, const double *restrict e, int *restrict iv, const double *c)
{
    float t = 0;
    volatile float v = 0;
#pragma acc parallel loop copy(x[0:n], z[0:n], d[0:n], iv[0:n], t, v) copyin(y[0:n], e[0:n], c[0:4])
    for (int i = 0; i < n; i++) {
        // CHECK: x[i] = gw_fma<float>(x[i] , y[i] , z[i]);
        x[i] = x[i] * y[i] + z[i];
        // CHECK: z[i] = gw_add_fma<float>(z[i] , x[i] , y[i]);
        z[i] = z[i] + x[i] * y[i];
        // CHECK: z[i] = gw_fms<float>(x[i] , y[i] , z[i]);
        z[i] = x[i] * y[i] - z[i];
        // CHECK: x[i] = gw_sub_fma<float>(z[i] , x[i] , y[i]);
        x[i] = z[i] - x[i] * y[i];
        // CHECK: x[i] = gw_fma<float>(x[i] , y[i] , z[i]);
        x[i] = (x[i] * y[i]) + z[i];
        // CHECK: x[i] = gw_sub_fma<float>(z[i] , x[i] , y[i]);
        x[i] = z[i] - ((x[i] * y[i]));
        // CHECK: d[i] = gw_fma<double>(e[i] , d[i] , e[i]);
        d[i] = e[i] * d[i] + e[i];
        // CHECK: d[i] = gw_sub_fma<double>(d[i] , e[i] , d[i]);
        d[i] = d[i] - e[i] * d[i];
        // CHECK: gw_fma_acc<float>(x[i] , x[i] , y[i]);
        x[i] += x[i] * y[i];
        // CHECK: gw_sub_fma_acc<float>(x[i] , y[i] , z[i]);
        x[i] -= y[i] * z[i];
        // CHECK: gw_fma_acc<double>(d[i] , e[i] , e[i]);
        d[i] += e[i] * e[i];
        // CHECK: gw_sub_fma_acc<double>(d[i] , e[i] , e[i]);
        d[i] -= e[i] * e[i];
        // a float product, a double sum: converted first, not contracted
        // CHECK: d[i] = x[i] * y[i] + d[i];
        d[i] = x[i] * y[i] + d[i];
        // CHECK: d[i] += x[i] * y[i];
        d[i] += x[i] * y[i];
        // CHECK: iv[i] = iv[i] * iv[i] + iv[i];
        iv[i] = iv[i] * iv[i] + iv[i];
        // CHECK: x[i] = (gw_fma<float>((x[i]) , (y[i]) , (1.0f)));
        x[i] = MAD(x[i], y[i], 1.0f);
        // M_PI comes between line markers (a system header's macro)
        // CHECK: d[i] = gw_fma<double>(e[i] ,
        // CHECK: 3.14159265358979323846
        // CHECK: , d[i]);
        d[i] = e[i] * M_PI + d[i];
        // ((a*b + c*d) + e*f): the inner + fuses its left product, the outer its right
        // CHECK: d[i] = gw_add_fma<double>(gw_fma<double>(d[i] , e[i] , d[i] * e[i])
        // CHECK-SAME: , d[i] , e[i]);
        d[i] = d[i] * e[i] + d[i] * e[i] + d[i] * e[i];
        // CHECK: x[i] = gw_fma<float>((gw_fma<float>(x[i] , y[i] , z[i])) , x[i] , 1.0f);
        x[i] = (x[i] * y[i] + z[i]) * x[i] + 1.0f;
        real r = x[i];
        // CHECK: gw_fma_acc<float>(r , r , r);
        r += r * r;
        // the lvalue once
        // CHECK: gw_fma_acc<float>(x[(i + 1) % n] , r , y[i]);
        x[(i + 1) % n] += r * y[i];
        // CHECK: v += x[i] * y[i];
        v += x[i] * y[i];
        // CHECK: gw_atomic_fetch_new<GW_ADD>(&(t), x[i] * y[i]);
#pragma acc atomic update
        t += x[i] * y[i];
        // CHECK: gw_atomic_fetch_new<GW_ADD>(&(t), (gw_fma<float>(x[i] , y[i] , 1.0f)));
#pragma acc atomic update
        t = t + (x[i] * y[i] + 1.0f);
        d[i] = horner(d[i], c);
    }
    x[0] = host_only(x[0], y[0], t);
}
