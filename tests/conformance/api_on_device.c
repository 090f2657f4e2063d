/* api_on_device.c: acc_on_device (OpenACC 3.3 section 3.2, acc_on_device): true for the host in host code; in parallel, kernels and serial regions it tells host from device, matching where the region really ran (separate memory) and acc_get_device_type. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned int seed = 0x2718281Au;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }
static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

#define N 2048

int main(void)
{
    /* host code */
    CHECK(acc_on_device(acc_device_host) != 0, "host code: acc_on_device(acc_device_host) = 0");
    CHECK(acc_on_device(acc_device_not_host) == 0, "host code: acc_on_device(acc_device_not_host) != 0");
    CHECK(acc_on_device(acc_device_nvidia) == 0, "host code: acc_on_device(acc_device_nvidia) != 0");

    /* parallel loop: per iteration; a copyin array shows where it really ran */
    int *h = malloc(sizeof(int) * N), *nh = malloc(sizeof(int) * N), *nv = malloc(sizeof(int) * N), *probe = malloc(sizeof(int) * N);
    for (int i = 0; i < N; i++) { h[i] = nh[i] = nv[i] = -1; probe[i] = 1 + (int)(xrand() % 1000u); }
#pragma acc parallel loop copyout(h[0:N], nh[0:N], nv[0:N]) copyin(probe[0:N])
    for (int i = 0; i < N; i++) {
        h[i] = acc_on_device(acc_device_host) != 0;
        nh[i] = acc_on_device(acc_device_not_host) != 0;
        nv[i] = acc_on_device(acc_device_nvidia) != 0;
        probe[i] = -probe[i];
    }
    int separate = probe[0] > 0;    /* unchanged on the host: the region ran in separate memory */
    printf("mode: %s\n", separate ? "device (separate memory)" : "host fallback (shared memory)");
    acc_device_t t = acc_get_device_type();
    for (int i = 0; i < N; i++) {
        if (h[i] == nh[i]) { CHECK(0, "parallel [%d]: host %d and not_host %d agree", i, h[i], nh[i]); break; }
        if (nh[i] != separate) { CHECK(0, "parallel [%d]: not_host %d but the region ran %s", i, nh[i], separate ? "on a device" : "on the host"); break; }
        if (t == acc_device_nvidia && nv[i] != nh[i]) { CHECK(0, "parallel [%d]: nvidia %d, not_host %d on an NVIDIA device", i, nv[i], nh[i]); break; }
        if (!separate && nv[i]) { CHECK(0, "parallel [%d]: nvidia true on the host", i); break; }
    }

    /* serial and kernels */
    int sh = -1, snh = -1, kh = -1, knh = -1;
#pragma acc serial copyout(sh, snh)
    {
        sh = acc_on_device(acc_device_host) != 0;
        snh = acc_on_device(acc_device_not_host) != 0;
    }
#pragma acc kernels copyout(kh, knh)
    {
        kh = acc_on_device(acc_device_host) != 0;
        knh = acc_on_device(acc_device_not_host) != 0;
    }
    CHECK(sh == !separate && snh == separate, "serial: host %d not_host %d", sh, snh);
    CHECK(kh == !separate && knh == separate, "kernels: host %d not_host %d", kh, knh);
    CHECK(separate == (t != acc_device_host), "device type %d but regions ran %s", (int)t, separate ? "on a device" : "on the host");

    /* a region forced to the host with if(0) */
    int ih = -1;
#pragma acc parallel copyout(ih) if(0)
    ih = acc_on_device(acc_device_host) != 0;
    CHECK(ih == 1, "if(0) region: acc_on_device(acc_device_host) = %d", ih);

    free(h); free(nh); free(nv); free(probe);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
