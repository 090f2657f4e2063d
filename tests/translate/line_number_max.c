// '#line 2147483647', the largest line number C allows: the lines after it
// stay at that number (no overflow into negative '#line's in the generated
// C, which the host compiler rejected), and messages use it.
// RUN: %gwcc -acc=host -c %s -o %t.o
// RUN: not %gwcc -fsyntax-only -DBAD %s 2>&1 | FileCheck %s

void f(double *a, int n)
{
#line 2147483647
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++)
        a[i] += 1;
#ifdef BAD
#pragma acc parallel loop bogus
    for (int i = 0; i < n; i++)
        a[i] += 2;
#endif
}
// CHECK: {{.*}}line_number_max.c:2147483647:27: error: unknown clause 'bogus'
