// gwcc --help prints a usage summary on stdout and exits 0, even with other
// arguments; it lists gwcc's own options and says where unknown flags go.
// RUN: %gwcc --help > %t.out; test $? -eq 0
// RUN: FileCheck %s < %t.out
// RUN: %gwcc -c %s --help -o %t.o | FileCheck %s
// RUN: test ! -e %t.o

// CHECK: usage: gwcc [options] file...
// CHECK: OpenACC 3.3
// CHECK-DAG: -c / -S / -E
// CHECK-DAG: -o FILE
// CHECK-DAG: -fsyntax-only
// CHECK-DAG: -acc=host
// CHECK-DAG: --gpu-arch=sm_XX
// CHECK-DAG: --keep
// CHECK-DAG: --dump-ir
// CHECK-DAG: -v {{.*}}print each command
// CHECK-DAG: --version, --help
// CHECK: Unknown flags go to the host compiler and the linker.
// CHECK: GWCC_CC
int main(void) { return 0; }
