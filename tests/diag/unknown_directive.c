// A '#pragma acc' gwcc does not know is ignored with a warning, as gcc
// -fopenacc ignores it (-Wunknown-pragmas): the program builds in every
// mode and the code after it runs as written.  gwcc always says so, with the
// nearest directive's name when there is one.
// RUN: %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %gwcc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %gwcc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:

void f(float *a, float *b, int n, float x)
{
// CHECK: {{.*}}unknown_directive.c:[[@LINE+1]]:13: warning: ignoring '#pragma acc paralel': unknown OpenACC directive; did you mean 'parallel'?
#pragma acc paralel loop
    for (int i = 0; i < n; i++) a[i] = x;
#pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
    for (int i = 0; i < n; i++) b[i] = a[i];
// CHECK: {{.*}}unknown_directive.c:[[@LINE+1]]:13: warning: ignoring '#pragma acc end': unknown OpenACC directive
#pragma acc end parallel loop
}
