// An error on a line after '#line 2147483647' (the lines after it all stay
// at that number): the next line's number is not one more, and working
// out which lines the message's text stands for overflowed and crashed
// gwcc.  Found by tools/fuzz.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(double *a, int n)
{
#line 2147483647
    a[0] = undeclared_name;
    a[1] = n;
}
// CHECK: line_number_max_error.c:2147483647:12: error: use of undeclared identifier 'undeclared_name'
