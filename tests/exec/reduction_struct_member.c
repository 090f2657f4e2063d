// Reductions on members of structs from outside the region (OpenACC 2.7): s.x and p->x with + * max, on a parallel loop, on the gang loop of a parallel region, on a kernels loop, and into a struct present in an enclosing data region; each result starts from the member's own value and is compared with the host loop.
#include <math.h>
#include <stdio.h>

#define N 20000

typedef struct {
    double sum;
    long count;
    int big;
    double prod;
} Stats;

int main(void)
{
    static double a[N];
    static int b[N];
    unsigned s = 88172645u;
    for (int i = 0; i < N; i++) {
        s ^= s << 13; s ^= s >> 17; s ^= s << 5;
        a[i] = (double)(s % 64) / 16.0;             /* exact in any order */
        b[i] = (int)(s % 100000) - 50000;
    }
    Stats st = {10.0, 3, -1000000, 1.0}, dv = {0.5, 0, 0, 0}, *pd = &dv;
    Stats ks = {1.0, 0, 0, 0};
    struct { double tot; } g = {2.0};
    double esum = 10.0, eprod = 1.0, eg = 2.0, ek = 1.0, ed = 0.5;
    long ecount = 3;
    int ebig = -1000000;
    for (int i = 0; i < N; i++) {
        esum += a[i];
        ecount += a[i] > 2.0;
        ebig = b[i] > ebig ? b[i] : ebig;
        eg += a[i] * 2.0;
        ek += a[i];
        ed += a[i];
    }
    /* a product's rounding depends on the order (devices' partial results differ) */
    for (int i = 0; i < 40; i++) eprod *= 1.0 + (i % 3) / 8.0;

#pragma acc parallel loop copyin(a, b) reduction(+:st.sum, st.count) reduction(max:st.big)
    for (int i = 0; i < N; i++) {
        st.sum += a[i];
        st.count += a[i] > 2.0;
        st.big = b[i] > st.big ? b[i] : st.big;
    }
#pragma acc parallel loop reduction(*:st.prod)
    for (int i = 0; i < 40; i++) st.prod *= 1.0 + (i % 3) / 8.0;
#pragma acc parallel copyin(a)
    {
#pragma acc loop gang vector reduction(+:g.tot)
        for (int i = 0; i < N; i++) g.tot += a[i] * 2.0;
    }
#pragma acc kernels loop copyin(a) reduction(+:ks.sum)
    for (int i = 0; i < N; i++) ks.sum += a[i];
    double on_device = -1;
#pragma acc data copy(dv) copyout(on_device)
    {
#pragma acc parallel loop copyin(a) present(dv) reduction(+:pd->sum)
        for (int i = 0; i < N; i++) pd->sum += a[i];
#pragma acc serial present(dv)
        on_device = dv.sum;         /* the device copy holds the result too */
    }
    int bad = 0;
    if (st.sum != esum || st.count != ecount || st.big != ebig || fabs(st.prod - eprod) > 1e-13 * eprod || g.tot != eg || ks.sum != ek
        || dv.sum != ed || on_device != ed) {
        printf("sum %g/%g count %ld/%ld big %d/%d prod %g/%g g %g/%g kernels %g/%g p->sum %g/%g (device %g)\n", st.sum,
               esum, st.count, ecount, st.big, ebig, st.prod, eprod, g.tot, eg, ks.sum, ek, dv.sum, ed, on_device);
        bad = 1;
    }
    if (bad) return 1;
    printf("PASS\n");
    return 0;
}
