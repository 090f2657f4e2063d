// A variable whose type is deduced from a <tgmath.h> call (__auto_type,
// typeof) and that device code uses: glibc's macros call GNU's
// __builtin_tgmath, which libclang types int, so the kernel would have
// declared the variable int (a double passed as int: a silent wrong
// result), and _Generic would have chosen int's association.  A located
// error, naming the declaration's line; locals of device code declared so
// are kept as written and nvcc types them.  -acc=host leaves all of it to
// the host's compiler, which knows the builtin.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %gwcc -acc=host -c %s -o %t.o
#include <tgmath.h>

typeof(sqrt(1.0)) table[4] = {1.5, 2.5, 3.5, 4.5};
#pragma acc declare copyin(table)

#pragma acc routine seq
static double lookup(int i)
{
// CHECK-DAG: tgmath_deduced_type.c:[[@LINE+1]]:12: error: 'table' (line 14) takes its type from a <tgmath.h> call (__auto_type or typeof), which gwcc's front end cannot type; declare it with its type (double, float...) to use it in 'lookup', which the device calls
    return table[i & 3];
}

void relax(int n, double *restrict d, float *restrict f)
{
    __auto_type h = sqrt(d[0]);
    typeof(sqrt(f[0])) hf = sqrt(f[0]) + 1;
    __auto_type acc = fabs(d[1]) * 0;
    double fine = sqrt(d[2]);           /* declared with its type: taken */
#pragma acc parallel loop copy(d[0:n], f[0:n]) firstprivate(h) reduction(+:acc)
    for (int i = 0; i < n; i++) {
        __auto_type r = sqrt(d[i]);     /* the kernel keeps this as written */
// CHECK-DAG: tgmath_deduced_type.c:[[@LINE+1]]:20: error: 'h' (line 26) takes its type from a <tgmath.h> call (__auto_type or typeof), which gwcc's front end cannot type; declare it with its type (double, float...) to use it in a compute construct
        d[i] = r + h + fine + lookup(i);
// CHECK-DAG: tgmath_deduced_type.c:[[@LINE+1]]:23: error: 'hf' (line 27)
        f[i] = f[i] * hf;
// CHECK-DAG: tgmath_deduced_type.c:[[@LINE+1]]:9: error: 'acc' (line 28)
        acc += d[i];
// CHECK-DAG: tgmath_deduced_type.c:[[@LINE+1]]:34: error: _Generic's controlling expression holds a <tgmath.h> call, which gwcc's front end cannot type in device code
        d[i] += (double)_Generic(sqrt(f[i]), float: 1, default: 2);
    }
}
