/* Leaving data constructs and declare blocks by return (from nested regions),
 * continue, goto and break (out of a loop, and a switch's break that stays
 * inside) runs their exits: device results are copied out, nothing stays
 * present; random inputs, compared with the plain host loop.  (GCC 12
 * rejects branches out of data constructs.) */
#include <stdio.h>
#include <string.h>
#include <openacc.h>

#define N 1000
static double a[N], b[N], x[N], ra[N], rb[N];
static int dev;
static unsigned s = 777u;
static double rnd(void) { s ^= s << 13; s ^= s >> 17; s ^= s << 5; return (double)(s % 4096) / 16.0; }

static int present(const void *p, size_t n) { return dev && acc_is_present((void *)p, n); }

static int nested_return(int k)
{
#pragma acc data copy(a) copyin(x)
    {
#pragma acc parallel loop present(a, x)
        for (int i = 0; i < N; i++) a[i] += x[i];
#pragma acc data copy(b)
        {
#pragma acc parallel loop present(a, b, x)
            for (int i = 0; i < N; i++) b[i] = a[i] * k - x[i];
            if (k > 1) return k;
        }
    }
    return 0;
}

static int declared(int stop)
{
    for (int r = 0; r < 4; r++) {
        double *c = b;
#pragma acc declare copy(c[0:N])
#pragma acc parallel loop present(c[0:N]) copyin(x)
        for (int i = 0; i < N; i++) c[i] = x[i] * 2 + r;
        if (r < stop) continue;
        goto out;
    }
    return -1;
out:
    return 0;
}

int main(void)
{
    int bad = 0;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device" : "host");
    for (int i = 0; i < N; i++) { a[i] = ra[i] = rnd(); x[i] = rnd(); b[i] = rb[i] = -1; }
    if (nested_return(3) != 3) bad++;
    for (int i = 0; i < N; i++) { ra[i] += x[i]; rb[i] = ra[i] * 3 - x[i]; }
    if (present(a, sizeof a) || present(b, sizeof b) || present(x, sizeof x)) { bad++; printf("still present after return\n"); }
    if (declared(2) != 0) bad++;
    for (int i = 0; i < N; i++)
        if (b[i] != x[i] * 2 + 2) { if (bad++ < 5) printf("declare: b[%d] = %g\n", i, b[i]); }
    memcpy(rb, b, sizeof b);
    for (int r = 0; r < 5; r++) {
        if (present(a, sizeof a)) { bad++; printf("round %d: a still present\n", r); }
#pragma acc data copy(a)
        {
#pragma acc parallel loop present(a)
            for (int i = 0; i < N; i++) a[i] += r;
            switch (r) {
            case 0: break;
            case 1: continue;
            case 3: goto next;
            default: break;
            }
#pragma acc parallel loop present(a)
            for (int i = 0; i < N; i++) a[i] -= 0.5;
            if (r == 4) break;
        }
    next:;
    }
    if (present(a, sizeof a)) { bad++; printf("a still present after the loop\n"); }
    for (int r = 0; r < 5; r++) {      /* the same on the host */
        for (int i = 0; i < N; i++) ra[i] += r;
        switch (r) {
        case 0: break;
        case 1: continue;
        case 3: goto next_ref;
        default: break;
        }
        for (int i = 0; i < N; i++) ra[i] -= 0.5;
        if (r == 4) break;
    next_ref:;
    }
    for (int i = 0; i < N; i++)
        if (a[i] != ra[i] || b[i] != rb[i]) { if (bad++ < 5) printf("[%d]: %g %g\n", i, a[i], b[i]); }
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad != 0;
}
