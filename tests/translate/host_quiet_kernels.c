// A kernel whose effects stay in device memory is quiet: a synchronous
// launch of it does not make the host wait (gw_launch waits later, when the
// host could see them).  Reduction results, printf, assert and calls to the
// program's own functions make a kernel speak: the host waits at its end.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep -fno-gw-readonly %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/host_quiet_kernels.gw.c

#include <assert.h>
#include <stdio.h>

#pragma acc routine seq
float twice(float x) { return 2.0f * x; }

// In the order of the constructs below: a copy loop; a reduction; printf;
// assert; a call to a routine; kernels; a vector loop's own reduction, which
// stays in the kernel.
// CHECK:      static gw_kernel gw_k_host_quiet_kernels_L{{.*}}, .quiet = 1, .params
// CHECK-NEXT: static gw_kernel gw_k_host_quiet_kernels_L{{[^,]*}}, .name = "{{[^"]*}}", .params
// CHECK-NEXT: static gw_kernel gw_k_host_quiet_kernels_L{{[^,]*}}, .name = "{{[^"]*}}", .params
// CHECK-NEXT: static gw_kernel gw_k_host_quiet_kernels_L{{[^,]*}}, .name = "{{[^"]*}}", .params
// CHECK-NEXT: static gw_kernel gw_k_host_quiet_kernels_L{{[^,]*}}, .name = "{{[^"]*}}", .params
// CHECK-NEXT: static gw_kernel gw_k_host_quiet_kernels_L{{.*}}, .quiet = 1, .params
// CHECK-NEXT: static gw_kernel gw_k_host_quiet_kernels_L{{.*}}, .quiet = 1, .params
// CHECK-NOT:  static gw_kernel

void f(float *restrict a, float *restrict b, int n)
{
    float sum = 0.0f;
#pragma acc data copy(a[0:n], b[0:n])
    {
#pragma acc parallel loop present(a[0:n])
        for (int i = 0; i < n; i++) a[i] = 1.0f;
#pragma acc parallel loop reduction(+:sum) present(a[0:n])
        for (int i = 0; i < n; i++) sum += a[i];
#pragma acc parallel loop present(a[0:n])
        for (int i = 0; i < n; i++) printf("%f\n", a[i]);
#pragma acc parallel loop present(a[0:n])
        for (int i = 0; i < n; i++) assert(a[i] > 0.0f);
#pragma acc parallel loop present(a[0:n])
        for (int i = 0; i < n; i++) a[i] = twice(a[i]);
#pragma acc kernels present(a[0:n], b[0:n])
        for (int i = 0; i < n; i++) b[i] = a[i] + 1.0f;
#pragma acc parallel loop gang present(a[0:n], b[0:n])
        for (int i = 0; i < n; i++) {
            float s = 0.0f;
#pragma acc loop vector reduction(+:s)
            for (int j = 0; j < n; j++) s += a[j];
            b[i] = s;
        }
    }
    a[0] = sum;
}
