// Directives the host runs (data, enter and exit data, update, host_data,
// wait, declare, init, set, shutdown) inside a compute construct, where
// OpenACC has no meaning for them (gcc: "construct inside of region"):
// located errors in every mode.  Before, the kernels dropped them silently
// (an update self inside a parallel region copied nothing back).  Loop,
// atomic and cache directives stay accepted there.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -acc=host -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
void step(double *a, double *b, int n, double *sum)
{
#pragma acc parallel copy(a[0:n]) copyout(b[0:n])
    {
#pragma acc loop
        for (int i = 0; i < n; i++) b[i] = 2 * a[i];
// CHECK: host_directive_in_compute.c:[[@LINE+1]]:1: error: 'update' cannot be inside the compute construct 'parallel': the host runs it, before or after the device code; move it out of the construct
#pragma acc update self(b[0:n])
// CHECK: host_directive_in_compute.c:[[@LINE+1]]:1: error: 'enter data' cannot be inside the compute construct 'parallel'
#pragma acc enter data copyin(a[0:n])
// CHECK: host_directive_in_compute.c:[[@LINE+1]]:1: error: 'exit data' cannot be inside
#pragma acc exit data delete(a[0:n])
// CHECK: host_directive_in_compute.c:[[@LINE+1]]:1: error: 'data' cannot be inside
#pragma acc data copyin(b[0:n])
        {
#pragma acc loop
            for (int i = 0; i < n; i++) a[i] += b[i];
        }
    }
#pragma acc kernels copy(a[0:n])
    {
        for (int i = 0; i < n; i++) a[i] += 1;
// CHECK: host_directive_in_compute.c:[[@LINE+1]]:1: error: 'host_data' cannot be inside the compute construct 'kernels'
#pragma acc host_data use_device(a)
        { a[0] = 0; }
// CHECK: host_directive_in_compute.c:[[@LINE+1]]:1: error: 'wait' cannot be inside
#pragma acc wait
    }
#pragma acc serial copy(sum[0:1])
    {
// CHECK: host_directive_in_compute.c:[[@LINE+1]]:1: error: 'init' cannot be inside the compute construct 'serial'
#pragma acc init
// CHECK: host_directive_in_compute.c:[[@LINE+1]]:1: error: 'set' cannot be inside
#pragma acc set device_num(0)
// CHECK: host_directive_in_compute.c:[[@LINE+1]]:1: error: 'shutdown' cannot be inside
#pragma acc shutdown
        sum[0] += 1;
    }
#pragma acc parallel loop copy(a[0:n]) reduction(+:sum[0:1])
    for (int i = 0; i < n; i++) {
#pragma acc cache(a[i:1])
#pragma acc atomic update
        a[0] += 1;
        sum[0] += a[i];
    }
}
