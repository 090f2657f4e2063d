/* Covers: acc_get_device_type / acc_set_device_type: switching to acc_device_host makes regions run on the host; switching back restores the original device type; results stay right. */
#include <stdio.h>
#include <openacc.h>

#define N 10000
static int a[N];

static int run(int mul, int *where)
{
    int w = -1;
    for (int i = 0; i < N; i++) a[i] = i;
#pragma acc parallel loop copy(a[0:N], w)
    for (int i = 0; i < N; i++) {
        a[i] = a[i] * mul + 1;
        if (i == 0) w = acc_on_device(acc_device_host);
    }
    for (int i = 0; i < N; i++)
        if (a[i] != i * mul + 1) { printf("FAIL: a[%d] = %d, expected %d\n", i, a[i], i * mul + 1); return 1; }
    *where = w;
    return 0;
}

int main(void)
{
    acc_device_t t0 = acc_get_device_type();
    printf("initial device type: %d (host=%d, nvidia=%d)\n", (int)t0, (int)acc_device_host, (int)acc_device_nvidia);
    if (t0 == acc_device_none || t0 == acc_device_default || t0 == acc_device_not_host) {
        printf("FAIL: acc_get_device_type returned %d, expected a specific type\n", (int)t0);
        return 1;
    }
    int w;
    if (run(2, &w)) return 1;
    if ((t0 == acc_device_host) != (w == 1)) { printf("FAIL: device type %d but acc_on_device(acc_device_host) in region = %d\n", (int)t0, w); return 1; }

    acc_set_device_type(acc_device_host);
    if (acc_get_device_type() != acc_device_host) { printf("FAIL: after acc_set_device_type(acc_device_host) type = %d\n", (int)acc_get_device_type()); return 1; }
    if (run(3, &w)) return 1;
    if (w != 1) { printf("FAIL: region did not run on the host after acc_set_device_type(acc_device_host)\n"); return 1; }

    acc_set_device_type(t0);
    if (acc_get_device_type() != t0) { printf("FAIL: after restoring, type = %d, expected %d\n", (int)acc_get_device_type(), (int)t0); return 1; }
    if (run(5, &w)) return 1;
    if ((t0 == acc_device_host) != (w == 1)) { printf("FAIL: after restoring type %d, acc_on_device(acc_device_host) in region = %d\n", (int)t0, w); return 1; }
    printf("PASS\n");
    return 0;
}
