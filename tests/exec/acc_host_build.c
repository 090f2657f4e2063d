/* Covers: a program that is right both in a normal build and in a -acc=host build (gwcc -acc=host): _OPENACC is defined, compute regions run where the device type says (on the host when it is acc_device_host), and data clauses, update, reductions and a kernels region give the same results either way. */
#include <stdio.h>
#include <openacc.h>

#define N 30000
static double x[N], y[N];
static long cnt[N];
static unsigned int seed = 0x600DCAFEu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
#if !defined(_OPENACC) || _OPENACC != 202211
    printf("FAIL: _OPENACC is not 202211\n");
    return 1;
#else
    acc_device_t t = acc_get_device_type();
    int on_dev = -1;
#pragma acc serial copyout(on_dev)
    on_dev = acc_on_device(acc_device_not_host);
    printf("mode: %s (device type %d)\n", on_dev ? "device" : "host", (int)t);
    if (t == acc_device_host && on_dev) { printf("FAIL: device type is host but a region ran on a device\n"); return 1; }
    if (on_dev && acc_get_num_devices(acc_device_not_host) < 1) { printf("FAIL: a region ran on a device but acc_get_num_devices(not_host) < 1\n"); return 1; }

    for (int i = 0; i < N; i++) { x[i] = (double)(xrand() % 1024u) / 8.0; y[i] = -1.0; cnt[i] = -1; }
    double a = 2.5, sum = 10.0;
    long evens = 3;
#pragma acc data copyin(x[0:N]) copyout(y[0:N])
    {
#pragma acc parallel loop
        for (int i = 0; i < N; i++)
            y[i] = a * x[i] + 1.0;
#pragma acc parallel loop reduction(+:sum) reduction(+:evens)
        for (int i = 0; i < N; i++) {
            sum += y[i];
            evens += ((long)x[i] % 2 == 0);
        }
#pragma acc update self(y[0:N / 2])
        for (int i = 0; i < N / 2; i++)
            if (y[i] != a * x[i] + 1.0) { printf("FAIL: after update self y[%d] = %g, expected %g\n", i, y[i], a * x[i] + 1.0); return 1; }
    }
    int last = -1;
#pragma acc kernels copyout(cnt[0:N]) copy(last)
    {
        for (int i = 0; i < N; i++)
            cnt[i] = (long)x[i] * 3;
        last = N - 1;
    }
    double esum = 10.0;
    long eevens = 3;
    for (int i = 0; i < N; i++) {
        double e = a * x[i] + 1.0;
        if (y[i] != e) { printf("FAIL: y[%d] = %g, expected %g\n", i, y[i], e); return 1; }
        if (cnt[i] != (long)x[i] * 3) { printf("FAIL: cnt[%d] = %ld, expected %ld\n", i, cnt[i], (long)x[i] * 3); return 1; }
        esum += e;
        eevens += ((long)x[i] % 2 == 0);
    }
    /* x are multiples of 1/8 below 128, so every summation order is exact */
    if (sum != esum) { printf("FAIL: sum = %.17g, expected %.17g\n", sum, esum); return 1; }
    if (evens != eevens) { printf("FAIL: evens = %ld, expected %ld\n", evens, eevens); return 1; }
    if (last != N - 1) { printf("FAIL: last = %d, expected %d\n", last, N - 1); return 1; }
    printf("PASS\n");
    return 0;
#endif
}
