// A conversion C makes implicitly to a type spelled with __typeof__ (an
// int * passed for a __typeof__(1.0) * parameter, which C accepts with a
// warning): C++ needs a cast, and spells the type as it is underneath
// (double *), since a __typeof__ cannot be named in a cast there.  Found
// by tools/fuzz.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o 2> /dev/null
// RUN: FileCheck %s < %t.d/cuda_cast_typeof.gw.cu
// CHECK: scale_row(m[i], ((double *)(x[i])), 8, i + 1);

#pragma acc routine seq
void scale_row(const int *in, __typeof__(1.0) *out, int n, int f)
{
    for (int j = 0; j < n; j++) out[j] = in[j] * f + j;
}

void run(int (*m)[8], int (*x)[8], int ni)
{
#pragma acc parallel loop copyin(m[0:ni]) copy(x[0:ni])
    for (int i = 0; i < ni; i++)
        scale_row(m[i], x[i], 8, i + 1);
}
