// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=FIRST --implicit-check-not=error:
// RUN: not %gwcc -acc=host -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=FIRST --implicit-check-not=error:
// RUN: not %gwcc -fsyntax-only -DPARAMS %s 2>&1 | FileCheck %s --check-prefix=PARAM --implicit-check-not=error:
// RUN: not %gwcc -acc=host -fsyntax-only -DPARAMS %s 2>&1 | FileCheck %s --check-prefix=PARAM --implicit-check-not=error:
// (no #include: the 2-D array is the file's first declaration, the case
// the clause-name check skipped, so a loop's reduction on it was taken and
// the CUDA did not compile; found by tools/fuzz seed 53).  A parameter
// declared as an array is a pointer in C: a reduction on it (construct or
// loop) is a located error, as gcc gives, not CUDA that reduces pointers.
int grid[64][257], out[64][257];

void sweep(int n, int w[64][257], double acc[8])
{
#pragma acc parallel loop gang copyin(grid) copyout(out)
    for (int j = 0; j < 257; j++) {
// FIRST: reduction_array_param_first_decl.c:[[@LINE+1]]:1: error: the reduction on 'grid' is not supported: only scalars and one-dimensional arrays of arithmetic type
#pragma acc loop vector reduction(||:grid)
        for (int i = 0; i < 64; i++)
            out[i][j] = grid[i][j] * 3;
    }
#ifdef PARAMS
// PARAM: reduction_array_param_first_decl.c:[[@LINE+1]]:39: error: a reduction on 'w' needs an arithmetic type or an array; 'w' is a parameter declared as 'int[64][257]', which C makes a pointer
#pragma acc parallel loop reduction(+:w) copyout(out)
    for (int i = 0; i < n; i++)
        out[i % 64][0] = i;
#pragma acc parallel loop copyout(out)
    for (int j = 0; j < 4; j++) {
// PARAM: reduction_array_param_first_decl.c:[[@LINE+1]]:32: error: a reduction on 'acc' needs an arithmetic type or an array; 'acc' is a parameter declared as 'double[8]', which C makes a pointer
#pragma acc loop reduction(max:acc)
        for (int i = 0; i < n; i++)
            out[j][i % 257] = i;
    }
#endif
}
