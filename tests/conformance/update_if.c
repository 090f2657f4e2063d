/* Covers: update directive + if clause (OpenACC 3.3 sec. 2.14.4): with a false condition no data is moved (host unchanged / device unchanged when memory is separate); with a true condition the update happens. */
#include <stdio.h>
#include <openacc.h>

#define N 4000
static int a[N], a0[N], b[N];
static unsigned int seed = 0x1F1F0000u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    for (int i = 0; i < N; i++) { a[i] = a0[i] = (int)(xrand() % 777u) + 1; b[i] = -1; }
    int no = 0, yes = 1;
#pragma acc enter data copyin(a) create(b)
#pragma acc parallel loop present(a)
    for (int i = 0; i < N; i++) a[i] += 50;
#pragma acc update self(a) if(no)
    if (dev) for (int i = 0; i < N; i++) if (a[i] != a0[i]) { printf("FAIL: update self if(false) copied a[%d] = %d\n", i, a[i]); return 1; }
#pragma acc update self(a) if(yes)
    for (int i = 0; i < N; i++) if (a[i] != a0[i] + 50) { printf("FAIL: update self if(true): a[%d] = %d, expected %d\n", i, a[i], a0[i] + 50); return 1; }

    for (int i = 0; i < N; i++) a[i] = -a0[i];
#pragma acc update device(a) if(no)
#pragma acc parallel loop present(a, b)
    for (int i = 0; i < N; i++) b[i] = a[i];
#pragma acc update self(b)
    for (int i = 0; i < N; i++) {
        int e = dev ? a0[i] + 50 : -a0[i];
        if (b[i] != e) { printf("FAIL: update device if(false): b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }
#pragma acc update device(a) if(yes && N > 0)
#pragma acc parallel loop present(a, b)
    for (int i = 0; i < N; i++) b[i] = a[i];
#pragma acc exit data copyout(b) delete(a)
    for (int i = 0; i < N; i++) if (b[i] != -a0[i]) { printf("FAIL: update device if(true): b[%d] = %d, expected %d\n", i, b[i], -a0[i]); return 1; }
    printf("PASS\n");
    return 0;
}
