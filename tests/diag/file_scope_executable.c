// An executable directive or a construct at file scope, outside any function,
// is a located error (gcc would see a block where a declaration must be);
// routine and declare are allowed there.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

double x[16];
#pragma acc declare create(x)

// CHECK: {{.*}}file_scope_executable.c:[[@LINE+1]]:1: error: executable directive 'update' must be inside a function; only 'routine' and 'declare' may appear at file scope
#pragma acc update self(x)
// CHECK: {{.*}}file_scope_executable.c:[[@LINE+1]]:1: error: executable directive 'enter data' must be inside a function
#pragma acc enter data copyin(x)
// CHECK: {{.*}}file_scope_executable.c:[[@LINE+1]]:1: error: executable directive 'wait' must be inside a function
#pragma acc wait
// CHECK: {{.*}}file_scope_executable.c:[[@LINE+1]]:1: error: 'parallel' must be inside a function
#pragma acc parallel
int y;

#pragma acc routine seq
int twice(int a) { return 2 * a; }

int main(void)
{
#pragma acc update device(x)
    return twice(1);
}
// CHECK-NOT: error
