/* Covers: acc_on_device on the host (host: true, not_host: false) and inside compute regions (`if (acc_on_device(acc_device_not_host)) ... else ...`), consistent across all iterations. */
#include <stdio.h>
#include <openacc.h>

#define N 100000
static int flag[N];

int main(void)
{
    if (!acc_on_device(acc_device_host)) { printf("FAIL: acc_on_device(acc_device_host) is false on the host\n"); return 1; }
    if (acc_on_device(acc_device_not_host)) { printf("FAIL: acc_on_device(acc_device_not_host) is true on the host\n"); return 1; }
    if (acc_on_device(acc_device_nvidia)) { printf("FAIL: acc_on_device(acc_device_nvidia) is true on the host\n"); return 1; }
    for (int i = 0; i < N; i++) flag[i] = -1;
#pragma acc parallel loop copyout(flag[0:N])
    for (int i = 0; i < N; i++) {
        if (acc_on_device(acc_device_not_host))
            flag[i] = 10 + acc_on_device(acc_device_host);      /* 10 on a device */
        else
            flag[i] = 20 + acc_on_device(acc_device_host);      /* 21 on the host */
    }
    int f0 = flag[0];
    if (f0 != 10 && f0 != 21) { printf("FAIL: flag[0] = %d, expected 10 (device) or 21 (host)\n", f0); return 1; }
    for (int i = 0; i < N; i++)
        if (flag[i] != f0) { printf("FAIL: flag[%d] = %d, differs from flag[0] = %d\n", i, flag[i], f0); return 1; }
    int nv = -1;
#pragma acc serial copyout(nv)
    nv = acc_on_device(acc_device_nvidia);
    if (f0 == 21 && nv != 0) { printf("FAIL: host region says acc_on_device(acc_device_nvidia) = %d\n", nv); return 1; }
    if (f0 == 10 && acc_get_device_type() == acc_device_nvidia && nv != 1) { printf("FAIL: nvidia region says acc_on_device(acc_device_nvidia) = %d\n", nv); return 1; }
    printf("regions ran on the %s\n", f0 == 10 ? "device" : "host");
    printf("PASS\n");
    return 0;
}
