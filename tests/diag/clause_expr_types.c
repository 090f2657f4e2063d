// Each clause expression has the type its clause needs, checked with the
// types libclang gives it where the directive stands: integer arguments, a
// scalar condition, pointers in use_device, deviceptr and attach, an
// arithmetic reduction variable, a variable with a size, an addressable one.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:

struct S { double *p; int n; int bits : 3; };
extern double table[];

void f(int n, double *a, struct S s, int k, float fl)
{
    double arr[10];
// CHECK: clause_expr_types.c:[[@LINE+3]]:54: error: the argument of 'vector_length' must be an integer expression; 'fl' has type 'float'
// CHECK: clause_expr_types.c:[[@LINE+2]]:64: error: the argument of 'async' must be an integer expression; 'a' has type 'double *'
// CHECK: clause_expr_types.c:[[@LINE+1]]:70: error: the condition of 'if' must have scalar type; 's' has type 'struct S'
#pragma acc parallel loop copy(a[0:n]) vector_length(fl) async(a) if(s)
    for (int i = 0; i < n; i++) a[i] = k;
// CHECK: clause_expr_types.c:[[@LINE+1]]:34: error: 'k' in 'use_device' must be a pointer or an array; it has type 'int'
#pragma acc host_data use_device(k)
    { }
// CHECK: clause_expr_types.c:[[@LINE+3]]:37: error: 'arr' in 'deviceptr' must be a pointer variable; it has type 'double[10]'
// CHECK: clause_expr_types.c:[[@LINE+2]]:54: error: a reduction on 's' needs an arithmetic type; it has type 'struct S'
// CHECK: clause_expr_types.c:[[@LINE+1]]:62: error: address of bit-field requested (in 'copy')
#pragma acc parallel loop deviceptr(arr) reduction(+:s) copy(s.bits)
    for (int i = 0; i < n; i++) a[i] = 1;
// CHECK: clause_expr_types.c:[[@LINE+2]]:31: error: 'table' in 'copyin' has incomplete type 'double[]'; name a subarray of it
// CHECK: clause_expr_types.c:[[@LINE+1]]:45: error: 's.n' in 'attach' must be a pointer; it has type 'int'
#pragma acc enter data copyin(table) attach(s.n)
// CHECK: clause_expr_types.c:[[@LINE+2]]:25: error: the argument of 'wait' must be an integer expression; '1.5' has type 'double'
// CHECK: clause_expr_types.c:[[@LINE+1]]:39: error: the length in subarray 'a[0:fl]' must be an integer
#pragma acc update wait(1.5) self(a[0:fl])
// CHECK: clause_expr_types.c:[[@LINE+1]]:18: error: the argument of 'wait' must be an integer expression; 's' has type 'struct S'
#pragma acc wait(s)
}
