// Canonical loop headers in the forms C programs write them, read from the AST: each is partitioned.
// RUN: %gwcc -fsyntax-only --info %s 2>&1 | FileCheck %s --implicit-check-not=sequential --implicit-check-not="one thread"

typedef unsigned long size_type;
enum { N = 64 };

void f(int n, int s, double *a, const double *b)
{
    int i, j;
    long k;
// CHECK: loop_header_forms.c:[[@LINE+2]]:   loop over 'i': gang
#pragma acc parallel loop copy(a[0:n])
    for (i = 0; i < n; i ++) a[i] = b[i];
// CHECK: loop_header_forms.c:[[@LINE+2]]:   loop over 'i': gang
#pragma acc parallel loop copy(a[0:n])
    for (i = 0; i < n; ++ i) a[i] = b[i];
// CHECK: loop_header_forms.c:[[@LINE+2]]:   loop over 'i': gang
#pragma acc parallel loop copy(a[0:n])
    for (i = 0; i < n; i += 1) a[i] = b[i];
// CHECK: loop_header_forms.c:[[@LINE+2]]:   loop over 'i': gang
#pragma acc parallel loop copy(a[0:n])
    for (i = 0; i < n; i = i + s) a[i] = b[i];
// CHECK: loop_header_forms.c:[[@LINE+2]]:   loop over 'i': gang
#pragma acc parallel loop copy(a[0:n])
    for (i = 0; i < n; i = s + i) a[i] = b[i];
// CHECK: loop_header_forms.c:[[@LINE+2]]:   loop over 'i': gang
#pragma acc parallel loop copy(a[0:n])
    for (i = n - 1; i >= 0; i -= s) a[i] = b[i];
// CHECK: loop_header_forms.c:[[@LINE+2]]:   loop over 'i': gang
#pragma acc parallel loop copy(a[0:n])
    for (i = n - 1; i > -1; --i) a[i] = b[i];
// CHECK: loop_header_forms.c:[[@LINE+2]]:   loop over 'i': gang
#pragma acc parallel loop copy(a[0:n])
    for (i = 0; i <= n - 1; i++) a[i] = b[i];
// CHECK: loop_header_forms.c:[[@LINE+2]]:   loop over 'i': gang
#pragma acc parallel loop copy(a[0:n])
    for (i = 0; i != n; i++) a[i] = b[i];
// CHECK: loop_header_forms.c:[[@LINE+2]]:   loop over 'i': gang
#pragma acc parallel loop copy(a[0:n])
    for (i = 0; n > i; i++) a[i] = b[i];
// CHECK: loop_header_forms.c:[[@LINE+2]]:   loop over 'k': gang
#pragma acc parallel loop copy(a[0:n])
    for (k = (long)0; k < (long)(n); k++) a[k] = b[k];
// CHECK: loop_header_forms.c:[[@LINE+2]]:   loop over 'u': gang
#pragma acc parallel loop copy(a[0:n])
    for (size_type u = 0; u < (size_type)n; u++) a[u] = b[u];
// CHECK: loop_header_forms.c:[[@LINE+2]]:   loop over 'i': gang
#pragma acc parallel loop copy(a[0:n])
    for ((i) = 0; (i) < (n); (i)++) a[i] = b[i];
// CHECK: loop_header_forms.c:[[@LINE+2]]:   loop over 'i': gang
#pragma acc parallel loop copy(a[0:n])
    for (i = 0; i != n; i += N / N) a[i] = b[i];
// CHECK: loop_header_forms.c:[[@LINE+3]]:   loop over 'i': {{gang|grid}}
// CHECK: loop_header_forms.c:[[@LINE+3]]:   loop over 'j': {{gang|grid}}
#pragma acc parallel loop collapse(2) copy(a[0:n])
    for (i = 0; i < 8; i ++)
        for (j = 0; j < 8; j ++) a[i * 8 + j] = b[j];
}
