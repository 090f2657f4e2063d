// The functions the device calls (routines, and functions a compute
// construct calls) are device code too: a type nvcc cannot compile there
// (quad precision, _Float16, _BitInt) or host assembly is an
// error at its first use, as in a compute construct, instead of an nvcc
// error in the generated CUDA.  -acc=host takes them.  Found by tools/fuzz.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %gwcc -acc=host -c %s -o %t.host.o

#pragma acc routine seq
static double quad(double x)
{
// CHECK: fe_routine_device_types.c:[[@LINE+1]]:5: error: type '__float128' has no device version: nvcc cannot compile it in 'quad', which the device calls; use float or double there, or build with -acc=host
    __float128 y = x;
    return (double)(y * 2);
}

#pragma acc routine seq
_Float16 brain(float x);

/* no routine directive: a function a construct calls goes to the device */
static int asm_user(int x)
{
// CHECK: fe_routine_device_types.c:[[@LINE+1]]:5: error: inline assembly cannot be in 'asm_user', which the device calls: it is the host's; move it out of the function, or build with -acc=host
    __asm__ volatile("" ::: "memory");
    return x + 1;
}

static float helper(float x) { return x * 2; }

#pragma acc routine seq
static float calls_helper(float x) { return helper(x) + 1; }

void f(float *a, int n)
{
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++)
        a[i] = quad(a[i]) + asm_user(i) + calls_helper(a[i]);
}

// CHECK: fe_routine_device_types.c:[[@LINE+1]]:1: error: type '_Float16' has no device version: nvcc cannot compile it in 'brain', which the device calls
_Float16 brain(float x) { return x; }
