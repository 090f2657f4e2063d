// -v prints each sub-command on stderr before running it: cc -E with
// _OPENACC and the user's -D, the translator, nvcc for the kernels (this
// file has a compute region), cc -c of the generated host C, and the link
// with libgangway.a and -o.
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: %gwcc -v -DN=16 %s -o %t.d/prog 2> %t.err
// RUN: FileCheck %s < %t.err
// RUN: test -x %t.d/prog

// CHECK: {{^}}cc -E {{.*}}-D_OPENACC=202211 {{.*}}-DN=16 -x c {{.*}}driver_verbose.c -o [[TMP:.*]]/0-driver_verbose.i{{$}}
// CHECK-NEXT: {{^}}gwcc: translate [[TMP]]/0-driver_verbose.i -> [[TMP]]/0-driver_verbose.gw.c + [[TMP]]/0-driver_verbose.gw.cu{{$}}
// CHECK-NEXT: {{^}}{{.*}}nvcc -fatbin {{.*}}[[TMP]]/0-driver_verbose.gw.cu -o [[TMP]]/0-driver_verbose.gw.fatbin{{$}}
// CHECK-NEXT: {{^}}cc -c {{.*}}[[TMP]]/0-driver_verbose.gw.c -o [[TMP]]/0-driver_verbose.o{{$}}
// CHECK-NEXT: {{^}}cc [[TMP]]/0-driver_verbose.o {{.*}}/libgangway.a {{.*}}-o {{.*}}/prog{{$}}
// CHECK-NOT: {{.}}

void scale(float *a)
{
#pragma acc parallel loop copy(a[0:N])
    for (int i = 0; i < N; i++) a[i] *= 2.0f;
}
int main(void) { float a[N] = {1}; scale(a); return a[0] != 2.0f; }
