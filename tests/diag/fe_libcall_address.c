// C library functions that CUDA gives the device (malloc, sqrt, printf)
// can be called there but have no device address C could hold: naming one
// as a value in device code (a comparison, a function pointer, a routine's
// table) is a located error in every mode, not CUDA whose ptxas step then
// fails ("Cannot take address of function").  Calls stay fine, through
// parentheses and through _Generic, whose unchosen associations are not
// evaluated; a user's function of the same name is the user's.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
#include <math.h>
#include <stdlib.h>
#include <stdio.h>

#define ROOT(x) _Generic((x), float: sqrtf, default: sqrt)(x)

typedef double (*unary)(double);

static double twice(double x) { return 2 * x; }

#pragma acc routine seq
static double pick(int k, double x)
{
// CHECK-DAG: fe_libcall_address.c:[[@LINE+1]]:27: error: the address of library function 'floor' is taken in device code; the device can call 'floor' but not through a pointer
    unary f = k ? twice : floor;
    return f(x);
}

int main(void)
{
    int n = 64;
    double *a = malloc(n * sizeof *a);
    float b[64];
    for (int i = 0; i < n; i++) a[i] = i;
#pragma acc parallel loop copy(a[0:n]) copyout(b)
// CHECK-DAG: fe_libcall_address.c:[[@LINE+1]]:25: error: the address of library function 'malloc' is taken in device code
    for (int i = 0; i < malloc; i++) {
        a[i] = (sqrt)(a[i]) + ROOT(a[i]) + pick(i & 1, a[i]);
        b[i] = ROOT((float)i);
// CHECK-DAG: fe_libcall_address.c:[[@LINE+1]]:13: error: the address of library function 'printf' is taken in device code
        if (printf == 0) b[i] = 0;
    }
    free(a);
    return 0;
}
