// A local const object without an initialiser (const int k;): C leaves
// its value unspecified (a static one zero), C++ refuses the declaration;
// the CUDA text gives it = {}, in a kernel and in a routine.  Found by
// tools/fuzz.  A struct's const members lose their const in the CUDA text
// (C has checked that nothing assigns them; a goto may jump past such a
// struct's initialisation, cxx.c field_consts), so 'struct P p;' stays.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc --keep -c %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/cuda_const_uninit.gw.cu
// RUN: %gwcc -acc=host %s -o %t.d/host && %t.d/host

// CHECK: struct P { int a; double b; };
struct P { const int a; double b; };

#pragma acc routine seq
static int g(int x)
{
// CHECK: const int k = {};
    const int k;
// CHECK: static const double s = {};
    static const double s;
// CHECK: const int arr[3] = {};
    const int arr[3];
// CHECK: struct P p;
    struct P p;
// CHECK: int w;
    int w;
    (void)k, (void)arr, (void)p, (void)w;
    return x + (s == 0);
}

int main(void)
{
    int a[100];
#pragma acc parallel loop copyout(a)
    for (int i = 0; i < 100; i++) {
// CHECK: const long m[2] = {};
        const long m[2];
        (void)m;
        a[i] = g(i);
    }
    return a[4] != 5;
}
