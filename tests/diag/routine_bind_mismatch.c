// routine bind(target): where the device calls the routine it calls the
// target with the routine's arguments, so a target declared in the file
// must take them: the same number of parameters, of the same types (a
// pointer may gain a const), and the same result type.  Else a located
// error in every mode, naming the difference.  Before, nvcc rejected the
// call in the CUDA text (found by tools/fuzz, seed 73).
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
static int one(int h) { return h + 1; }
static double twice(double x) { return 2 * x; }
static float twicef(float x) { return 2 * x; }
static double sum3(const double *v) { return v[0] + v[1] + v[2]; }

// CHECK: routine_bind_mismatch.c:[[@LINE+1]]:1: error: 'bind(one)' does not fit 'pair': the device would call 'one' with the arguments of 'pair', but 'one' takes 1 parameter, 'pair' 2
#pragma acc routine bind(one) seq
static int pair(int a, int b) { return a + b; }

// CHECK: routine_bind_mismatch.c:[[@LINE+1]]:1: error: 'bind(twicef)' does not fit 'dbl': {{.*}} parameter 1 is 'float' in 'twicef' and 'double' in 'dbl'
#pragma acc routine bind(twicef) seq
static double dbl(double x) { return x + x; }

// CHECK: routine_bind_mismatch.c:[[@LINE+1]]:1: error: 'bind(one)' does not fit 'neg': {{.*}} 'one' returns 'int', 'neg' 'long'
#pragma acc routine bind(one) seq
static long neg(int h) { return -h; }

// fits: the same type, and a pointer gaining a const
#pragma acc routine bind(twice) seq
static double dbl2(double x) { return x * 2; }
#pragma acc routine bind(sum3) seq
static double total(double *v) { return v[0] + v[1] + v[2]; }

double run(double *v, int n)
{
    double s = 0;
#pragma acc parallel loop copyin(v[0:n]) reduction(+:s)
    for (int i = 0; i < n; i++) s += pair(i, 1) + dbl(v[i]) + neg(i) + dbl2(v[i]) + (i + 3 <= n ? total(v + i) : 0);
    return s;
}
