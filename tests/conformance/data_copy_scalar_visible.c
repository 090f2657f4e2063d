/* Covers: scalars in a data construct's copy/copyin clause seen by compute constructs lexically inside it (OpenACC 3.3 sec. 2.6.2 "visible data clause", 2.7.6): such a scalar gets no implicit firstprivate attribute in a parallel or serial construct; the construct uses the device copy made by the data construct, so its updates are copied back at the end of the data region (copy) or stay on the device (copyin). */
#include <stdio.h>
#include <openacc.h>

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");

    long s = 17;
    double x = 2.5;
    int k = 4, seen = -1;
#pragma acc data copy(s, x) copyin(k) copyout(seen)
    {
#pragma acc serial
        {
            s = s * 3 + 1;
            x = x * 4.0;
        }
#pragma acc parallel num_gangs(1)
        {
            s = s + 100;
            k = k + 1000;          /* device copy of k only */
        }
#pragma acc serial
        seen = k;
    }
    if (s != 152) { printf("FAIL: s = %ld, expected 152 (the compute constructs must update the data region's copy of s)\n", s); return 1; }
    if (x != 10.0) { printf("FAIL: x = %g, expected 10\n", x); return 1; }
    if (seen != 1004) { printf("FAIL: the serial construct saw k = %d, expected 1004 (device copy of k)\n", seen); return 1; }
    int ek = dev ? 4 : 1004;
    if (k != ek) { printf("FAIL: k = %d, expected %d (%s)\n", k, ek, dev ? "copyin must not copy back" : "shared memory"); return 1; }
    printf("PASS\n");
    return 0;
}
