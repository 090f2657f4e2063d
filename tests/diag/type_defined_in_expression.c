// A struct, union or enum defined inside an expression (sizeof, _Alignof, a
// cast) in device code: C allows it, but the CUDA text is C++, which defines
// no type there, so nvcc refused the generated code.  A located error at the
// definition, in a compute construct and in a function the device calls;
// -acc=host builds it (the host compiles C).  A compound literal's type and
// definitions in declarations are taken.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %gwcc -acc=host -c %s -o %t.o

#pragma acc routine seq
static int width(int k)
{
// CHECK-DAG: type_defined_in_expression.c:[[@LINE+1]]:28: error: union type defined inside an expression (a cast, sizeof or _Alignof) in 'width', which the device calls: the device code is C++, which defines no type there; define it in a declaration before it
    return k * (int)sizeof(union { int i; double d; });
}

void fill(int n, int *restrict a, const char *restrict p)
{
#pragma acc parallel loop copy(a[0:n]) copyin(p[0:8])
    for (int i = 0; i < n; i++) {
// CHECK-DAG: type_defined_in_expression.c:[[@LINE+1]]:28: error: struct type defined inside an expression (a cast, sizeof or _Alignof) in the kernels of this construct: the device code is C++, which defines no type there; define it in a declaration before the construct
        a[i] = (int)sizeof(struct { int q; double r; }) + width(i);
// CHECK-DAG: type_defined_in_expression.c:[[@LINE+1]]:19: error: struct type defined inside an expression
        a[i] += ((struct pair { int x, y; } *)p)->y;
// CHECK-DAG: type_defined_in_expression.c:[[@LINE+1]]:31: error: enum type defined inside an expression
        a[i] += (int)_Alignof(enum { LO, HI }) + HI;
        /* taken */
        struct point { int x, y; } q = {i, 2};
        enum mode { OFF, ON } m = ON;
        a[i] += q.x + q.y + m + ((union { int i; float f; }){.i = 3}).i;
    }
}
