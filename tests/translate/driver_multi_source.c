// Several sources on one command line: each is preprocessed, translated and
// compiled on its own (temporaries 0-STEM, 1-STEM, ...), then all are linked
// into one program.  Both files have compute regions on the same line, so
// their kernels differ only by the file's stem.  With -c and no -o, each
// source gives its own STEM.o.
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: printf '#include <stdio.h>\nvoid twice(int *a, int n);\nint main(void) {\n  int a[32];\n#pragma acc parallel loop copyout(a[0:32])\n  for (int i = 0; i < 32; i++) a[i] = i;\n  twice(a, 32);\n  printf("a31 %%d\\n", a[31]);\n  return 0;\n}\n' > %t.d/other.c
// RUN: %gwcc -v %s %t.d/other.c -o %t.d/prog 2> %t.err
// RUN: FileCheck %s --check-prefix=VERBOSE < %t.err
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog | FileCheck %s
// RUN: cd %t.d && %gwcc -c %s other.c && test -f driver_multi_source.o && test -f other.o
// RUN: cd %t.d && %gwcc other.o driver_multi_source.o -o prog2
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog2 | FileCheck %s

// VERBOSE: gwcc: translate {{.*}}/0-driver_multi_source.i
// VERBOSE: cc -c {{.*}}/0-driver_multi_source.gw.c -o {{.*}}/0-driver_multi_source.o
// VERBOSE: gwcc: translate {{.*}}/1-other.i
// VERBOSE: cc -c {{.*}}/1-other.gw.c -o {{.*}}/1-other.o
// VERBOSE: cc {{.*}}/0-driver_multi_source.o {{.*}}/1-other.o {{.*}}libgangway.a

// CHECK: a31 62
void twice(int *a, int n)
{
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] *= 2;
}
