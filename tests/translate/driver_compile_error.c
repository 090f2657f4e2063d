// A compile error (in a directive or in the C) makes gwcc exit with status 1
// and write no output file: no program, no object, and with --keep no
// STEM.gw.c / STEM.gw.cu either.  Like gcc, it goes on to the next source
// so that one run reports every broken file.
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: %gwcc -DDIRECTIVE_ERROR %s -o %t.d/prog 2> %t.err1; test $? -eq 1
// RUN: test ! -e %t.d/prog
// RUN: FileCheck %s --check-prefix=DIR < %t.err1
// RUN: cd %t.d && %gwcc --keep -c -DDIRECTIVE_ERROR %s -o x.o 2> %t.err2; test $? -eq 1
// RUN: test ! -e %t.d/x.o && test ! -e %t.d/driver_compile_error.gw.c
// RUN: test ! -e %t.d/driver_compile_error.gw.cu
// RUN: %gwcc -DC_ERROR %s -o %t.d/prog 2> %t.err3; test $? -eq 1
// RUN: test ! -e %t.d/prog
// RUN: FileCheck %s --check-prefix=CERR < %t.err3
// RUN: %gwcc -fsyntax-only -DC_ERROR %s %s 2> %t.err4; test $? -eq 1
// RUN: FileCheck %s --check-prefix=TWICE < %t.err4
// RUN: %gwcc %s -o %t.d/prog && test -x %t.d/prog

void f(float *a, int n)
{
#ifdef DIRECTIVE_ERROR
// DIR: driver_compile_error.c:[[@LINE+1]]:{{[0-9]+}}: error: expected ')'
#pragma acc parallel loop copyin(a[0:n]
#else
#pragma acc parallel loop copy(a[0:n])
#endif
    for (int i = 0; i < n; i++) a[i] += 1.0f;
#ifdef C_ERROR
// CERR: driver_compile_error.c:[[@LINE+3]]:{{[0-9]+}}: error: use of undeclared identifier 'undeclared_thing'
// TWICE-COUNT-2: driver_compile_error.c:[[@LINE+2]]:{{[0-9]+}}: error: use of undeclared identifier 'undeclared_thing'
// TWICE-NOT: error
    undeclared_thing = 1;
#endif
}
int main(void) { return 0; }
