// In a kernels region, a loop's own reduction and private clauses make its
// scalars no obstacle to running it in parallel; a scalar with no clause
// still keeps the loop sequential, and --info says why.
// RUN: %gwcc --info -fsyntax-only %s 2>&1 | FileCheck %s

double f(int n, const double *a, double *b)
{
    double sum = 0.0, t, last = 0.0;
// CHECK: {{.*}}:[[@LINE+2]]: kernels loop: kernel info_kernels_clauses_L[[@LINE+2]]{{$}}
// CHECK-NEXT: {{.*}}:[[@LINE+2]]:   loop over 'i': gang(blockIdx.x) vector(threadIdx.x){{$}}
#pragma acc kernels loop reduction(+:sum) copyin(a[0:n])
    for (int i = 0; i < n; i++) sum += a[i];
// CHECK: {{.*}}:[[@LINE+2]]: kernels loop: kernel info_kernels_clauses_L[[@LINE+2]]{{$}}
// CHECK-NEXT: {{.*}}:[[@LINE+2]]:   loop over 'i': gang(blockIdx.x) vector(threadIdx.x){{$}}
#pragma acc kernels loop private(t) copyin(a[0:n]) copyout(b[0:n])
    for (int i = 0; i < n; i++) { t = a[i] * 2; b[i] = t + 1; }
// CHECK: {{.*}}:[[@LINE+2]]: kernels loop: kernel info_kernels_clauses_L[[@LINE+2]] (one thread){{$}}
// CHECK-NEXT: {{.*}}:[[@LINE+2]]:   loop over 'i': sequential: scalar 'last' is assigned in the loop{{$}}
#pragma acc kernels loop copyin(a[0:n])
    for (int i = 0; i < n; i++) last = a[i];
    return sum + last;
}
