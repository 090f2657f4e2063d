// A routine whose body is in another file: the device code declares it
// extern "C", the unit is built as relocatable device code (-rdc=true) and
// registered as such, and its kernels' names carry a hash of the file's path
// (relocatable units share one linked module).  A unit with no routines keeps
// the plain build.  nohost: the host's copy of the function is renamed.
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: %gwcc -v --keep -c %s -o %t.d/a.o 2>&1 | FileCheck %s --check-prefix=CMD
// RUN: FileCheck %s --check-prefix=CUDA < %t.d/cuda_routine_extern.gw.cu
// RUN: FileCheck %s --check-prefix=HOST < %t.d/cuda_routine_extern.gw.c
// RUN: printf 'void g(float *a)\n{\n#pragma acc parallel loop copy(a[0:8])\nfor (int i = 0; i < 8; i++) a[i] = i;\n}\n' > %t.d/p.c
// RUN: %gwcc -v -c %t.d/p.c -o %t.d/b.o 2>&1 | FileCheck %s --check-prefix=PLAIN

// CMD: nvcc{{.*}} -fatbin -rdc=true
// PLAIN-NOT: -rdc=true

// CUDA: extern "C" __device__ double ext_scale(double x);
// CUDA: extern "C" __device__ int local_def(int v)
// CUDA: extern "C" __global__ void cuda_routine_extern_L[[@LINE+16]]_{{[0-9a-f]+}}(

// HOST: #define secret gw_nohost_secret
// HOST: gw_mod.rdc = 1;

#pragma acc routine seq
double ext_scale(double x);

#pragma acc routine seq nohost
int secret(int v) { return v + 1; }

#pragma acc routine seq
int local_def(int v) { return secret(v) * 2; }

void f(double *a, int n)
{
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] = ext_scale(a[i]) + local_def(i);
}
