// A routine directive that applies to main, and a call of main in a
// compute construct: the entry point has no device version (CUDA forbids
// one), so both are located errors; before, nvcc rejected the generated
// CUDA ("function main cannot be marked __device__"; found by tools/fuzz,
// seed 61, with directives moved in front of main).
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
int depth;
int main(void);

void recurse(int *v, int n)
{
#pragma acc parallel loop copy(v[0:n])
    for (int i = 0; i < n; i++)
// CHECK-DAG: routine_main.c:[[@LINE+1]]:16: error: 'main' cannot be called in device code: the program's entry point has no device version
        v[i] = main();
}

// CHECK-DAG: routine_main.c:[[@LINE+1]]:1: error: a routine directive cannot apply to 'main': the program's entry point has no device version
#pragma acc routine seq
int main(void)
{
    int v[4] = {0};
    if (depth++ < 1) recurse(v, 4);
    return v[0];
}
