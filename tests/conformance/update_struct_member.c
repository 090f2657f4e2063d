/* Covers: update directive on members of a present struct (OpenACC 3.3 sec. 2.14.4, 2.7.1: a var may be a member of a composite variable or a subarray of an array member): `update device(s.k, s.v[2:4])` sends only those members; `update self(s.sum, s.v[0:2])` brings back only those; the other members keep their values on each side when memory is separate. */
#include <stdio.h>
#include <openacc.h>

#define L 16
struct st { int k; long sum; int v[L]; };

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    struct st s;
    s.k = 3; s.sum = 0;
    for (int i = 0; i < L; i++) s.v[i] = i + 1;
#pragma acc enter data copyin(s)
    /* host changes k and all of v; only k and v[2:4] are sent */
    s.k = 10;
    for (int i = 0; i < L; i++) s.v[i] = 100 + i;
#pragma acc update device(s.k, s.v[2:4])
#pragma acc serial present(s)
    {
        long t = 0;
        for (int i = 0; i < L; i++) { t += (long)s.v[i] * s.k; s.v[i] += 1000; }
        s.sum = t;
    }
    long et = 0;
    for (int i = 0; i < L; i++) {
        int dv = (!dev || (i >= 2 && i < 6)) ? 100 + i : i + 1;
        et += (long)dv * 10;
    }
    if (!dev && s.sum != et) { printf("FAIL: shared memory: s.sum = %ld, expected %ld\n", s.sum, et); return 1; }
    /* host sets sum and v to sentinels; only sum and v[0:2] come back */
    for (int i = 0; i < L; i++) s.v[i] = -7;
    s.sum = -1;
#pragma acc update self(s.sum, s.v[0:2])
    if (dev && s.sum != et) { printf("FAIL: s.sum = %ld after update self, expected %ld\n", s.sum, et); return 1; }
    if (dev) {
        for (int i = 0; i < L; i++) {
            int ev = i < 2 ? i + 1 + 1000 : -7;
            if (s.v[i] != ev) { printf("FAIL: s.v[%d] = %d after update self(s.v[0:2]), expected %d\n", i, s.v[i], ev); return 1; }
        }
    } else {
        /* shared memory: the host sentinels overwrote everything, the updates do nothing */
        if (s.sum != -1 || s.v[0] != -7) { printf("FAIL: shared memory: s.sum = %ld, s.v[0] = %d\n", s.sum, s.v[0]); return 1; }
    }
#pragma acc exit data delete(s)
    printf("PASS\n");
    return 0;
}
