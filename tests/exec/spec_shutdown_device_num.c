/* shutdown device_num(n), with and without device_type, and an if clause:
 * the device is released and the next compute region starts it again, with
 * data that was present before the shutdown copied in anew. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static unsigned s = 4242u;
static int rnd(void) { s ^= s << 13; s ^= s >> 17; s ^= s << 5; return (int)(s % 1000); }

int main(void)
{
    int n = 5000, bad = 0, dev = 0, num = 0, no = 0;
    int *a = malloc(sizeof(int) * n), *b = malloc(sizeof(int) * n);
    for (int i = 0; i < n; i++) { a[i] = rnd(); b[i] = -1; }
#pragma acc init device_num(num)
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device" : "host");
    num = acc_get_device_num(acc_get_device_type());
    for (int round = 0; round < 3; round++) {
#pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
        for (int i = 0; i < n; i++)
            b[i] = a[i] * 2 + round;
        for (int i = 0; i < n; i++)
            if (b[i] != a[i] * 2 + round) { if (bad++ < 5) printf("round %d: b[%d] = %d\n", round, i, b[i]); }
        for (int i = 0; i < n; i++) b[i] = -1;
        if (round == 0) {
#pragma acc shutdown device_num(num)
        } else {
#pragma acc shutdown device_type(nvidia) device_num(num) if(!no)
        }
    }
    /* after a shutdown the device starts again with nothing present */
#pragma acc enter data copyin(a[0:n])
#pragma acc shutdown device_num(num)
    if (dev && acc_is_present(a, sizeof(int) * n)) { bad++; printf("a is still present after the shutdown\n"); }
#pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
    for (int i = 0; i < n; i++)
        b[i] = a[i] - 1;
    for (int i = 0; i < n; i++)
        if (b[i] != a[i] - 1) { if (bad++ < 5) printf("after: b[%d] = %d\n", i, b[i]); }
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
