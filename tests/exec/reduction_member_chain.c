/* Reductions on members of members of variables from outside the region (OpenACC 2.7+): s.in.x, s.in.y, ps->pin->y and s.pin->x; an element of a member array, s.arr[2]; subarrays of a pointer member and of an array member, s.hist[0:nb] and s.arr[0:2], with different operators and types, the members' values before the region included, other members untouched, and a device copy of the struct kept in step (update self after the region); checked against the host loops on random data. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

struct In { int x; double y; };
struct S { struct In in; struct In *pin; long z; int arr[4]; double *hist; };

static unsigned long long seed = 88172645463325252ull;
static unsigned rnd(void)
{
    seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17;
    return (unsigned)(seed >> 11);
}

int main(void)
{
    int n = 150000 + (int)(rnd() % 1000);
    double *a = malloc(n * sizeof *a);
    for (int i = 0; i < n; i++) a[i] = (double)(rnd() % 100000) / 7.0;
    struct In inner = {5, 1.5};
    int nb = 13;
    double *hist = calloc(nb, sizeof *hist), *hh = calloc(nb, sizeof *hh);
    struct S s = {{3, 2.5}, &inner, 7, {10, 20, 30, 40}, hist};
    struct S *ps = &s;
    int fails = 0;

#pragma acc parallel loop reduction(+:s.in.x) reduction(max:s.in.y) copyin(a[0:n])
    for (int i = 0; i < n; i++) {
        s.in.x += i % 3;
        s.in.y = a[i] > s.in.y ? a[i] : s.in.y;
    }
#pragma acc parallel loop reduction(+:ps->pin->y) reduction(min:s.pin->x) copyin(a[0:n])
    for (int i = 0; i < n; i++) {
        ps->pin->y += a[i];
        s.pin->x = s.pin->x < (int)a[i] - 7 ? s.pin->x : (int)a[i] - 7;
    }
#pragma acc parallel loop reduction(+:s.arr[2]) copyin(a[0:n])
    for (int i = 0; i < n; i++) s.arr[2] += (int)a[i] % 5;
#pragma acc parallel loop reduction(+:s.hist[0:nb]) reduction(max:s.arr[0:2]) copyin(a[0:n])
    for (int i = 0; i < n; i++) {
        s.hist[(int)a[i] % nb] += 0.5;
        s.arr[i & 1] = s.arr[i & 1] > (int)a[i] % 1000 ? s.arr[i & 1] : (int)a[i] % 1000;
    }
    /* the struct on the device: the reduction's update keeps it in step */
    struct S t = {{100, 0.5}, NULL, 9};
    int on_device = 0;
#pragma acc data copyin(t)
    {
        on_device = acc_get_device_type() != acc_device_host;  /* else one copy, the host's */
#pragma acc parallel loop reduction(+:t.in.y) copyin(a[0:n])
        for (int i = 0; i < n; i++) t.in.y += a[i] * 0.5;
        t.in.y = -1.0;                  /* the host copy only */
#pragma acc update self(t)
    }

    int hx = 3, hpx = 5, harr[4] = {10, 20, 30, 40};
    for (int i = 0; i < n; i++) {
        harr[2] += (int)a[i] % 5;
        hh[(int)a[i] % nb] += 0.5;
        harr[i & 1] = harr[i & 1] > (int)a[i] % 1000 ? harr[i & 1] : (int)a[i] % 1000;
    }
    for (int k = 0; k < 4; k++)
        if (s.arr[k] != harr[k]) printf("FAIL: s.arr[%d] = %d, expected %d\n", k, s.arr[k], harr[k]), fails++;
    for (int b = 0; b < nb; b++)
        if (hist[b] != hh[b]) printf("FAIL: s.hist[%d] = %g, expected %g\n", b, hist[b], hh[b]), fails++;
    double hy = 2.5, hpy = 1.5, hty = 0.5;
    for (int i = 0; i < n; i++) {
        hx += i % 3;
        hy = a[i] > hy ? a[i] : hy;
        hpy += a[i];
        hpx = hpx < (int)a[i] - 7 ? hpx : (int)a[i] - 7;
        hty += a[i] * 0.5;
    }
    if (s.in.x != hx) printf("FAIL: s.in.x = %d, expected %d\n", s.in.x, hx), fails++;
    if (s.in.y != hy) printf("FAIL: s.in.y = %.17g, expected %.17g\n", s.in.y, hy), fails++;
    if (inner.y < hpy * (1 - 1e-12) || inner.y > hpy * (1 + 1e-12))
        printf("FAIL: ps->pin->y = %.17g, expected %.17g\n", inner.y, hpy), fails++;
    if (inner.x != hpx) printf("FAIL: s.pin->x = %d, expected %d\n", inner.x, hpx), fails++;
    if (!on_device) hty = -1.0;
    double dt = t.in.y > hty ? t.in.y - hty : hty - t.in.y;
    if (dt > 1e-12 * (hty > 0 ? hty : -hty))
        printf("FAIL: device t.in.y = %.17g, expected %.17g\n", t.in.y, hty), fails++;
    if (s.z != 7 || t.in.x != 100 || t.z != 9) printf("FAIL: other members changed\n"), fails++;
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
