/* Covers: acc_get_device_num / acc_set_device_num on the current device type (device 0 always exists); regions still compute correctly after selecting it. */
#include <stdio.h>
#include <openacc.h>

#define N 50000
static int a[N];

int main(void)
{
    acc_device_t t = acc_get_device_type();
    int n = acc_get_num_devices(t);
    int d = acc_get_device_num(t);
    printf("type %d: %d device(s), current %d\n", (int)t, n, d);
    if (n < 1) { printf("FAIL: acc_get_num_devices(current type) = %d\n", n); return 1; }
    if (d < 0 || d >= n) { printf("FAIL: acc_get_device_num = %d out of range [0,%d)\n", d, n); return 1; }
    for (int k = n - 1; k >= 0; k--) {
        acc_set_device_num(k, t);
        if (acc_get_device_num(t) != k) { printf("FAIL: after acc_set_device_num(%d) got %d\n", k, acc_get_device_num(t)); return 1; }
        for (int i = 0; i < N; i++) a[i] = i;
#pragma acc parallel loop copy(a[0:N])
        for (int i = 0; i < N; i++)
            a[i] = a[i] * 3 + k;
        for (int i = 0; i < N; i++)
            if (a[i] != i * 3 + k) { printf("FAIL: device %d: a[%d] = %d, expected %d\n", k, i, a[i], i * 3 + k); return 1; }
    }
    if (acc_get_device_num(t) != 0) { printf("FAIL: final device num %d, expected 0\n", acc_get_device_num(t)); return 1; }
    printf("PASS\n");
    return 0;
}
