// gwcc --version prints its own version, the OpenACC version it implements
// (_OPENACC = 202211 for 3.3), the default GPU and the libclang and nvcc it
// uses; it exits 0 without needing an input.  -v with no input does the same,
// as gcc -v does.
// RUN: %gwcc --version > %t.out; test $? -eq 0
// RUN: FileCheck %s < %t.out
// RUN: %gwcc -v 2>&1 | FileCheck %s
// RUN: %gwcc --version %s -o %t.never; test ! -e %t.never

// CHECK: gwcc (Gangway) {{[0-9]+\.[0-9]+(\.[0-9]+)?}}
// CHECK-NEXT: OpenACC 202211; default GPU sm_{{[0-9]+}}
// CHECK-NEXT: libclang: {{.*}}clang version {{[0-9]+}}
// CHECK-NEXT: nvcc: {{release [0-9.]+, V[0-9.]+ \(.*nvcc\)|not found \(host only\)}}
int main(void) { return 0; }
