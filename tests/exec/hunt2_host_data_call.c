// Regression hunt 2: host_data use_device passes device addresses to a
// function that launches a deviceptr region; acc_memcpy_to/from_device,
// acc_map_data and acc_is_present on partial ranges.
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>
#define N 1000
static void scale(double *d, int n, double f)
{
#pragma acc parallel loop deviceptr(d)
    for (int i = 0; i < n; i++) d[i] *= f;
}
int main(void)
{
    static double a[N], h[N];
    int bad = 0, dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    for (int i = 0; i < N; i++) a[i] = i % 37;
#pragma acc data copy(a)
    {
#pragma acc host_data use_device(a)
        scale(a, N, 3.0);
        if (!acc_is_present(a, sizeof a) || !acc_is_present(&a[10], 5 * sizeof(double))) { printf("not present\n"); bad++; }
    }
    for (int i = 0; i < N; i++)
        if (a[i] != (i % 37) * 3.0 && bad++ < 5) printf("a[%d] = %g\n", i, a[i]);
    /* acc_map_data of acc_malloc'd memory, filled by acc_memcpy_to_device */
    double *d = acc_malloc(N * sizeof(double));
    for (int i = 0; i < N; i++) h[i] = i;
    acc_memcpy_to_device(d, h, N * sizeof(double));
    acc_map_data(h, d, N * sizeof(double));
    if (!acc_is_present(h + 100, 100 * sizeof(double)) || (dev && acc_deviceptr(h) != d)) { printf("map_data\n"); bad++; }
    scale(d, N, 2.0);
#pragma acc update self(h[0:N / 2])
    double back[N];
    acc_memcpy_from_device(back, d, N * sizeof(double));
    acc_unmap_data(h);
    acc_free(d);
    for (int i = 0; i < N; i++) {
        if (back[i] != 2.0 * i && bad++ < 5) printf("back[%d] = %g\n", i, back[i]);
        /* on the host, h and d are separate host memory that map_data does not tie */
        double eh = dev && i < N / 2 ? 2.0 * i : i;
        if (h[i] != eh && bad++ < 5) printf("h[%d] = %g, expected %g\n", i, h[i], eh);
    }
    if (bad) { printf("FAIL\n"); return 1; }
    printf("PASS\n");
    return 0;
}
