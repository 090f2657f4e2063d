/* Covers: `copy` clause on the parallel construct (OpenACC 3.3 sec. 2.5.1, 2.7.6): arrays (whole, section, section with lower bound), a scalar and a struct are copied in and back out; data already present is neither copied in nor out by the construct. */
#include <stdio.h>
#include <openacc.h>

#define N 40000
static int a[N], b[N], x[N];
struct pt { int n; double v[4]; };
static unsigned int seed = 0xC0B1C0B1u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int dev = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 50000u); b[i] = (int)(xrand() % 50000u); }
    static int b0[N];
    for (int i = 0; i < N; i++) b0[i] = b[i];

    /* whole array by name, and the input read through copy too */
#pragma acc parallel copy(b) copy(a)
    {
#pragma acc loop gang vector
        for (int i = 0; i < N; i++) b[i] = 2 * b[i] + a[i];
    }
    for (int i = 0; i < N; i++)
        if (b[i] != 2 * b0[i] + a[i]) { printf("FAIL (copy(b)): b[%d] = %d, expected %d\n", i, b[i], 2 * b0[i] + a[i]); return 1; }

    /* a section with a lower bound: elements outside it keep their host values */
    for (int i = 0; i < N; i++) b[i] = b0[i];
    const int lo = 1000, len = 25000;
#pragma acc parallel copy(b[lo:len]) copy(a[lo:len])
    {
#pragma acc loop gang vector
        for (int i = lo; i < lo + len; i++) b[i] -= a[i];
    }
    for (int i = 0; i < N; i++) {
        int e = (i >= lo && i < lo + len) ? b0[i] - a[i] : b0[i];
        if (b[i] != e) { printf("FAIL (copy(b[lo:len])): b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }

    /* a scalar and a struct */
    int s = 5;
    struct pt p = {3, {0.5, 1.5, -2.0, 4.25}};
#pragma acc parallel num_gangs(1) copy(s, p)
    {
        s = s * 3 + 1;
        p.n += 10;
        for (int k = 0; k < 4; k++) p.v[k] *= 2.0;
    }
    if (s != 16) { printf("FAIL (copy(s)): s = %d, expected 16\n", s); return 1; }
    if (p.n != 13 || p.v[0] != 1.0 || p.v[1] != 3.0 || p.v[2] != -4.0 || p.v[3] != 8.5) {
        printf("FAIL (copy(p)): p = {%d, %g %g %g %g}, expected {13, 1 3 -4 8.5}\n", p.n, p.v[0], p.v[1], p.v[2], p.v[3]);
        return 1;
    }

    /* already present: the construct's copy neither copies in nor out */
    for (int i = 0; i < N; i++) x[i] = a[i];
    int bad_out = -1, bad_dev = -1, got_out = 0;
#pragma acc data copyin(x)
    {
        for (int i = 0; i < N; i++) x[i] = -5;       /* host only (separate memory) */
#pragma acc parallel copy(x)
        {
#pragma acc loop gang vector
            for (int i = 0; i < N; i++) x[i] += 1;
        }
        /* separate memory: not copied out at the end of the construct */
        bad_out = -1;
        for (int i = 0; i < N && bad_out < 0; i++)
            if (x[i] != (dev ? -5 : -4)) { bad_out = i; got_out = x[i]; }
        /* and the device copy was used, not refreshed from the host */
#pragma acc update self(x)
        bad_dev = -1;
        for (int i = 0; i < N && bad_dev < 0; i++)
            if (x[i] != (dev ? a[i] + 1 : -4)) bad_dev = i;
    }
    if (bad_out >= 0) { printf("FAIL (copy of present data): host x[%d] = %d after the construct, expected %d\n", bad_out, got_out, dev ? -5 : -4); return 1; }
    if (bad_dev >= 0) { printf("FAIL (copy of present data): device x[%d] = %d, expected %d\n", bad_dev, x[bad_dev], dev ? a[bad_dev] + 1 : -4); return 1; }
    printf("PASS\n");
    return 0;
}
