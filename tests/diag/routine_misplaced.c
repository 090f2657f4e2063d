// A 'routine' directive that cannot apply to a function says so: without a
// name it must come just before a function's declaration or definition;
// with one, the name must be a function declared before it.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

// CHECK: {{.*}}routine_misplaced.c:[[@LINE+1]]:1: error: a 'routine' directive without a name must be followed by a function declaration or definition, not by the variable 'counter'
#pragma acc routine seq
int counter;

// CHECK: {{.*}}routine_misplaced.c:[[@LINE+1]]:1: error: a 'routine' directive without a name must be followed by a function declaration or definition, not by the type 'unary'
#pragma acc routine seq
typedef double (*unary)(double);

int total;
// CHECK: {{.*}}routine_misplaced.c:[[@LINE+1]]:21: error: 'total' in 'routine(total)' is not a function
#pragma acc routine(total) seq
// CHECK: {{.*}}routine_misplaced.c:[[@LINE+1]]:22: error: 'later' in 'routine(later)' is not declared before the directive; declare the function first
#pragma acc routine( later ) seq
double later(double);

double sq(double x) { return x * x; }
#pragma acc routine(sq) seq

#pragma acc routine seq
static double cube(double x) { return x * x * x; }

void f(double *a, int n)
{
    double local(double);
#pragma acc routine(local) seq
// CHECK: {{.*}}routine_misplaced.c:[[@LINE+1]]:1: error: a 'routine' directive without a name must be followed by a function declaration or definition, not by a statement; 'routine(name)' may name a function declared before it
#pragma acc routine seq
#pragma acc parallel loop
    for (int i = 0; i < n; i++) a[i] = sq(a[i]) + cube(a[i]);
}

// CHECK: {{.*}}routine_misplaced.c:[[@LINE+1]]:1: error: a 'routine' directive without a name must be followed by a function declaration or definition; nothing follows it here
#pragma acc routine seq
