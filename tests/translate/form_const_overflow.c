// Constants the access forms cannot hold as C means them: a loop variable
// initialised with a value its type converts (int i = 9223372036854775807
// is -1 in C; int j = 3000000000 is negative) and subscript coefficients
// whose products would overflow long long.  The forms become unknown
// (whole arrays) instead of wrapped values printed into the host C, which
// then did not compile ("lvalue required as decrement operand" from
// --9223372036854775808; found by tools/fuzz, seed 23, on info_nest_tile).
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c %s -o %t.d/a.o
// RUN: %gwcc -acc=host -c %s -o %t.d/h.o
// RUN: %gwcc --info -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: form_const_overflow.c:[[@LINE+5]]: parallel loop: kernel
void f(int n, int m, const float *a, float *b)
{
#pragma clang diagnostic ignored "-Wconstant-conversion"
#pragma clang diagnostic ignored "-Wimplicit-const-int-float-conversion"
#pragma acc parallel loop tile(64, 4) copyin(a[0:n*m]) copyout(b[0:n*m])
    for (int i = 9223372036854775807; i < n; i++)
        for (int j = 0; j < m; j++)
            b[i * m + j] = a[i * m + j] * 2.0f;
#pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
    for (int j = 3000000000; j < n; j++)
        b[j] = a[j];
#pragma acc parallel loop present(a[0:n], b[0:n])
    for (long k = 0; k < n; k++)
        b[k * 4611686018427387904L % n] = a[k * 3 % n];
}
