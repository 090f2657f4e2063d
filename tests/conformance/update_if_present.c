/* Covers: update directive + if_present clause (OpenACC 3.3 sec. 2.14.4): with if_present, vars that are not present are skipped without an error while present vars in the same directive are updated (self and device directions). */
#include <stdio.h>
#include <openacc.h>

#define N 3000
static int a[N], a0[N], x[N], b[N];
static unsigned int seed = 0x1F9E5E47u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    for (int i = 0; i < N; i++) { a[i] = a0[i] = (int)(xrand() % 5000u); x[i] = i * 3; b[i] = -1; }
    /* nothing present at all */
#pragma acc update self(x) if_present
#pragma acc update device(x) if_present
    if (dev && acc_is_present(x, sizeof x)) { printf("FAIL: update if_present made x present\n"); return 1; }
#pragma acc enter data copyin(a) create(b)
#pragma acc parallel loop present(a)
    for (int i = 0; i < N; i++) a[i] = a[i] * 2 + 1;
#pragma acc update self(x, a) if_present
    for (int i = 0; i < N; i++) {
        if (a[i] != a0[i] * 2 + 1) { printf("FAIL: update self if_present: a[%d] = %d, expected %d\n", i, a[i], a0[i] * 2 + 1); return 1; }
        if (x[i] != i * 3) { printf("FAIL: x[%d] = %d changed\n", i, x[i]); return 1; }
    }
    for (int i = 0; i < N; i++) a[i] = i + 5;
#pragma acc update device(a, x) if_present
#pragma acc parallel loop present(a, b)
    for (int i = 0; i < N; i++) b[i] = a[i] * 10;
#pragma acc exit data copyout(b) delete(a)
    for (int i = 0; i < N; i++) if (b[i] != (i + 5) * 10) { printf("FAIL: update device if_present: b[%d] = %d, expected %d\n", i, b[i], (i + 5) * 10); return 1; }
    if (dev && acc_is_present(x, sizeof x)) { printf("FAIL: x present at the end\n"); return 1; }
    printf("PASS\n");
    return 0;
}
