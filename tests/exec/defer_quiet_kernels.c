/* Covers: synchronous compute regions whose kernels the host does not wait for (quiet kernels): every way the host can see their results (update self, a reduction, copyout at a data region's end, acc_memcpy_from_device, exit data, an async queue, host_data, acc_deviceptr) sees them finished, in program order, whether the runtime waits (directives) or gwcc's gw_settle does (calls). */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

#define N 300000
static unsigned int seed = 0x5EED1234u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int check(const char *what, const double *got, const double *want, int n)
{
    for (int i = 0; i < n; i++)
        if (got[i] != want[i]) {
            printf("FAIL: %s: [%d] = %g, expected %g\n", what, i, got[i], want[i]);
            return 1;
        }
    return 0;
}

/* what the GPU cannot have finished if the host did not wait: many passes,
   inline, so that what follows (a directive, the runtime) must wait */
#define SCALE_MANY(a, n, times)  /* a and N in the directive */ \
    for (int t_ = 0; t_ < (times); t_++) { \
        _Pragma("acc parallel loop present(a[0:N])") \
        for (int i_ = 0; i_ < (n); i_++) a[i_] = a[i_] * 0.5 + 1.0; \
    }

static void scale_host(double *a, int n, int times)
{
    for (int t = 0; t < times; t++)
        for (int i = 0; i < n; i++) a[i] = a[i] * 0.5 + 1.0;
}

int main(void)
{
    double *a = malloc(N * sizeof *a), *h = malloc(N * sizeof *h), *b = malloc(N * sizeof *b);
    double *w = malloc(N * sizeof *w);
    for (int i = 0; i < N; i++) h[i] = a[i] = (double)(xrand() % 1000u) / 8.0;
    int fails = 0;
#pragma acc data copy(a[0:N]) create(b[0:N])
    {
        /* update self */
        scale_host(h, N, 20);
        SCALE_MANY(a, N, 20);
#pragma acc update self(a[0:N])
        fails += check("update self", a, h, N);

        /* a reduction reads what the kernels before it wrote */
        scale_host(h, N, 5);
        SCALE_MANY(a, N, 5);
        double sum = 0, want = 0;
#pragma acc parallel loop reduction(+:sum) present(a[0:N])
        for (int i = 0; i < N; i++) sum += a[i];
        for (int i = 0; i < N; i++) want += h[i];
        if (sum < want * (1 - 1e-12) || sum > want * (1 + 1e-12)) {
            printf("FAIL: reduction %.17g, expected %.17g\n", sum, want);
            fails++;
        }

        /* acc_memcpy_from_device, acc_deviceptr */
        scale_host(h, N, 3);
        SCALE_MANY(a, N, 3);
        acc_memcpy_from_device(w, acc_deviceptr(a), N * sizeof *a);
        fails += check("acc_memcpy_from_device", w, h, N);

        /* an async queue after synchronous kernels sees their writes */
        scale_host(h, N, 3);
        SCALE_MANY(a, N, 3);
#pragma acc parallel loop present(a[0:N], b[0:N]) async(3)
        for (int i = 0; i < N; i++) b[i] = a[i] + 2.0;
#pragma acc update self(b[0:N]) async(3)
#pragma acc wait(3)
        for (int i = 0; i < N; i++) w[i] = h[i] + 2.0;
        fails += check("async after sync", b, w, N);

        /* host_data: the device address, read by the runtime API */
        scale_host(h, N, 2);
        SCALE_MANY(a, N, 2);
#pragma acc host_data use_device(a)
        acc_memcpy_from_device(w, a, N * sizeof *a);
        fails += check("host_data", w, h, N);

        scale_host(h, N, 4);
        SCALE_MANY(a, N, 4);
    }
    /* copyout at the data region's end */
    fails += check("copyout", a, h, N);

    /* exit data: copyout and free, then the same memory again */
#pragma acc enter data copyin(a[0:N])
    scale_host(h, N, 6);
    SCALE_MANY(a, N, 6);
#pragma acc exit data copyout(a[0:N])
    fails += check("exit data copyout", a, h, N);
#pragma acc enter data create(b[0:N])
#pragma acc parallel loop present(b[0:N])
    for (int i = 0; i < N; i++) b[i] = (double)i;
#pragma acc exit data copyout(b[0:N])
    for (int i = 0; i < N; i++) w[i] = (double)i;
    fails += check("create after delete", b, w, N);
    free(a); free(h); free(b); free(w);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
