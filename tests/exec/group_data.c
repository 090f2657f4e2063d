/* Covers: the data semantics a group of devices must keep (GANGWAY_NUM_DEVICES=2, docs/multigpu.md):
   a solver-style program with enter/exit data, kernels writing device data, update self of a
   sub-range after a kernel, update device of a sub-range, present_or (copy of present data),
   async queues, acc_memcpy_to_device / acc_memcpy_from_device / acc_memcpy_device and copyout,
   each compared with the same steps done by plain host loops.  Passes on one device, on the
   host, and split over members (tools/run-gpu.sh's second pass). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <openacc.h>

#define N 4096

static int bad(const char *what, const double *got, const double *want, int lo, int hi)
{
    for (int i = lo; i < hi; i++)
        if (got[i] != want[i]) {
            printf("FAIL: %s: [%d] = %g, expected %g\n", what, i, got[i], want[i]);
            return 1;
        }
    return 0;
}

int main(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s, %d device(s)\n", dev ? "device" : "host fallback",
           acc_get_num_devices(acc_device_not_host));
    double *u = malloc(N * sizeof *u), *v = malloc(N * sizeof *v);
    double *hu = malloc(N * sizeof *hu), *hv = malloc(N * sizeof *hv);
    for (int i = 0; i < N; i++) {
        u[i] = hu[i] = i % 17;
        v[i] = hv[i] = 0;
    }

    /* enter data, a kernel, update self of a sub-range only */
#pragma acc enter data copyin(u[0:N]) create(v[0:N])
#pragma acc parallel loop present(u[0:N], v[0:N])
    for (int i = 0; i < N; i++)
        v[i] = 2 * u[i] + 1;
    for (int i = 0; i < N; i++)
        hv[i] = 2 * hu[i] + 1;
#pragma acc update self(v[100:200])
    if (bad("update self of v[100:200] after a kernel", v, hv, 100, 300))
        return 1;
    if (dev && v[99] != 0) {
        printf("FAIL: update self(v[100:200]) copied v[99]\n");
        return 1;
    }

    /* a host change sent for a sub-range, then a stencil reading it */
    for (int i = 1000; i < 1010; i++)
        u[i] = hu[i] = -i;
#pragma acc update device(u[1000:10])
#pragma acc parallel loop present(u[0:N], v[0:N])
    for (int i = 1; i < N - 1; i++)
        v[i] = u[i - 1] + u[i + 1];
    for (int i = 1; i < N - 1; i++)
        hv[i] = hu[i - 1] + hu[i + 1];

    /* present_or: copy of present data copies nothing in or out */
    double keep = u[5];
    u[5] = 1e9;
#pragma acc parallel loop copy(u[0:N]) present(v[0:N])
    for (int i = 0; i < N; i++)
        v[i] += u[i];
    for (int i = 0; i < N; i++)
        hv[i] += i == 5 && !dev ? 1e9 : hu[i];     /* on the host the data is the program's */
    if (dev && u[5] != 1e9) {
        printf("FAIL: copy of present data copied out\n");
        return 1;
    }
    u[5] = keep;

    /* async queues: two kernels on queue 1, update self on it, then wait */
#pragma acc parallel loop present(v[0:N]) async(1)
    for (int i = 0; i < N; i++)
        v[i] = v[i] * 0.5;
#pragma acc parallel loop present(v[0:N]) async(1)
    for (int i = 0; i < N; i++)
        v[i] = v[i] + 3;
#pragma acc update self(v[0:N]) async(1)
#pragma acc wait(1)
    for (int i = 0; i < N; i++)
        hv[i] = hv[i] * 0.5 + 3;
    if (bad("async kernels and update self", v, hv, 0, N))
        return 1;

    /* acc_memcpy_*: written into the device copy behind the directives' back */
    double patch[64];
    for (int i = 0; i < 64; i++)
        patch[i] = hv[200 + i] = 1000 + i;
    acc_memcpy_to_device((double *)acc_deviceptr(v) + 200, patch, sizeof patch);
    acc_memcpy_device((double *)acc_deviceptr(v) + 300, (double *)acc_deviceptr(v) + 200, sizeof patch);
    memcpy(hv + 300, hv + 200, sizeof patch);
    double back[64];
    acc_memcpy_from_device(back, (double *)acc_deviceptr(v) + 300, sizeof back);
    if (bad("acc_memcpy_from_device", back, hv + 300, 0, 64))
        return 1;
#pragma acc parallel loop present(u[0:N], v[0:N])
    for (int i = 0; i < N; i++)
        u[i] = v[i] - 1;
    for (int i = 0; i < N; i++)
        hu[i] = hv[i] - 1;

    /* exit data: copyout of both */
#pragma acc exit data copyout(u[0:N], v[0:N])
    if (bad("copyout of u", u, hu, 0, N) || bad("copyout of v", v, hv, 0, N))
        return 1;
    if (dev && (acc_is_present(u, N * sizeof *u) || acc_is_present(v, N * sizeof *v))) {
        printf("FAIL: still present after exit data\n");
        return 1;
    }
    printf("PASS\n");
    free(u), free(v), free(hu), free(hv);
    return 0;
}
