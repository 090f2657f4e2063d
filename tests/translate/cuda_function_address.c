// A function whose address a compute region takes (passed to a routine,
// kept in a local pointer and called through it) is compiled for the
// device, as one the region calls is: the pointer the device sees is the
// device copy's.  Before, the CUDA text named a function it did not have
// ("identifier 'twice' is undefined").  A function only declared, used the
// same way, is a located error, as a call to it is.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/cuda_function_address.gw.cu
// RUN: %gwcc -acc=host %s -o %t.d/host && %t.d/host | FileCheck %s --check-prefix=OUT
// RUN: not %gwcc -DEXTERN -c %s -o %t.d/ext.o 2>&1 | FileCheck %s --check-prefix=EXT
// CHECK: int twice(int x)
// CHECK: int thrice(int x)
// CHECK: int apply(int (*f)(int), int v)
// OUT: sum 12400 ok
// EXT: cuda_function_address.c:[[@LINE+23]]:{{[0-9]+}}: error: function 'elsewhere'
#include <stdio.h>
#define N 100

static int twice(int x) { return 2 * x; }
static int thrice(int x) { return 3 * x; }

#pragma acc routine seq
static int apply(int (*f)(int), int v) { return f(v); }

#ifdef EXTERN
int elsewhere(int);
#endif

int main(void)
{
    int out[N], ok = 1;
    long sum = 0;
#pragma acc parallel loop copyout(out)
    for (int i = 0; i < N; i++) {
        int (*g)(int) = i % 2 ? thrice : twice;
        out[i] = apply(g, i) + apply(twice, 1) - 2;
#ifdef EXTERN
        out[i] += apply(elsewhere, 0);
#endif
    }
    for (int i = 0; i < N; i++) {
        int want = (i % 2 ? 3 * i : 2 * i);
        if (out[i] != want) ok = 0;
        sum += out[i];
    }
    printf("sum %ld %s\n", sum, ok ? "ok" : "wrong");
    return !ok;
}
