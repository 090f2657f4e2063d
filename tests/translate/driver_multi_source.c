// Several sources on one command line: each is preprocessed, translated and
// compiled on its own (temporaries 0-STEM, 1-STEM, ...), then all are linked
// into one program.  Both files have a compute region, so the kernels of both
// are registered.  With -c and no -o, each source gives its own STEM.o.
// The second source is the //@other.c lines below, written out with sed.
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: sed -n 's|^//@other.c ||p' %s > %t.d/other.c
// RUN: %gwcc -v %s %t.d/other.c -o %t.d/prog 2> %t.err
// RUN: FileCheck %s --check-prefix=VERBOSE < %t.err
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog | FileCheck %s
// RUN: cd %t.d && %gwcc -c %s other.c && test -f driver_multi_source.o && test -f other.o
// RUN: cd %t.d && %gwcc other.o driver_multi_source.o -o prog2
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog2 | FileCheck %s

//@other.c #include <stdio.h>
//@other.c void twice(int *a, int n);
//@other.c int main(void)
//@other.c {
//@other.c     int a[32];
//@other.c #pragma acc parallel loop copyout(a[0:32])
//@other.c     for (int i = 0; i < 32; i++) a[i] = i + 1;
//@other.c     twice(a, 32);
//@other.c     printf("a0 %d a31 %d", a[0], a[31]);
//@other.c     putchar(10);
//@other.c     return 0;
//@other.c }

// VERBOSE: gwcc: translate {{.*}}/0-driver_multi_source.i
// VERBOSE: nvcc -fatbin {{.*}}/0-driver_multi_source.gw.cu
// VERBOSE: cc -c {{.*}}/0-driver_multi_source.gw.c -o {{.*}}/0-driver_multi_source.o
// VERBOSE: gwcc: translate {{.*}}/1-other.i
// VERBOSE: nvcc -fatbin {{.*}}/1-other.gw.cu
// VERBOSE: cc -c {{.*}}/1-other.gw.c -o {{.*}}/1-other.o
// VERBOSE: cc {{.*}}/0-driver_multi_source.o {{.*}}/1-other.o {{.*}}libgangway.a

// CHECK: a0 2 a31 64
void twice(int *a, int n)
{
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] *= 2;
}
