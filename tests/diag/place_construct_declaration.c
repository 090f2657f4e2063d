// A construct applies to the statement that follows it; a declaration is not
// one: put in a block, the names it declares would end with the construct
// and the code after it would not compile.  gcc rejects it; so does gwcc.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

int f(int n, double *a)
{
// CHECK: place_construct_declaration.c:[[@LINE+1]]:1: error: 'data' applies to a statement, not to a declaration: the names it declares would end with the construct; put the declaration and its uses in braces
#pragma acc data copy(a[0:n])
    int y = 3;
// CHECK: place_construct_declaration.c:[[@LINE+1]]:1: error: 'kernels' applies to a statement, not to a declaration
#pragma acc kernels
    double z = a[0];
// CHECK: place_construct_declaration.c:[[@LINE+2]]:1: error: 'data' applies to a statement, not to a declaration
// CHECK: place_construct_declaration.c:[[@LINE+2]]:1: error: 'host_data' applies to a statement, not to a declaration
#pragma acc data copyin(a[0:n])
#pragma acc host_data use_device(a)
    double *d = a;
    return y + (int)z + (d != 0);
}
