// Arithmetic on a function pointer (GNU C counts the function's size as 1;
// gcc warns with -Wpointer-arith) in device code is a located error in the
// modes that build for the device: C++ has no such arithmetic and nvcc
// refused the CUDA text (found by tools/fuzz: a struct member changed to
// int (*base)(int) and added to).  -acc=host builds it; calls through the
// pointer and comparisons stay.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %gwcc -acc=host -c %s -o %t.o
typedef int (*op_t)(int);

#pragma acc routine seq
static int twice(int v) { return 2 * v; }

#pragma acc routine seq
static long shifted(op_t f, long k)
{
// CHECK-DAG: fe_function_pointer_arith.c:[[@LINE+1]]:12: error: arithmetic on a function pointer (a GNU extension) cannot be in 'shifted', which the device calls
    return f - (op_t)0 + k;
}

void apply(int n, long *out)
{
#pragma acc parallel loop copyout(out[0:n])
    for (int i = 0; i < n; i++) {
        op_t f = twice;
// CHECK-DAG: fe_function_pointer_arith.c:[[@LINE+1]]:25: error: arithmetic on a function pointer (a GNU extension) cannot be in the kernels of this construct
        out[i] = (long)(f + i) + (f != 0) + f(i) + shifted(f, i);
    }
}
