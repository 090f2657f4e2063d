/* Reductions on subarrays of pointers (OpenACC 2.7+), reduction(op: p[lo:n]) with a length known only at run time: every operator on its own type, on the construct and on gang, worker and vector loops, the elements' values before the region included, a subarray not starting at 0 (elements outside it keep their values), data already present (the device copy updated), all checked against the plain host loops on random data. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

static unsigned long long seed = 0x9E3779B97F4A7C15ull;
static unsigned rnd(void)
{
    seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17;
    return (unsigned)(seed >> 11);
}

static int fails;
#define CHECK(what, i, got, want, ok) \
    if (!(ok)) { printf("FAIL: %s[%d] = %.17g, expected %.17g\n", what, i, (double)(got), (double)(want)); fails++; }

int main(void)
{
    int n = 200000 + (int)(rnd() % 1000), nb = 29 + (int)(rnd() % 8);
    int *key = malloc(n * sizeof *key);
    double *a = malloc(n * sizeof *a);
    for (int i = 0; i < n; i++) { key[i] = (int)(rnd() % (unsigned)nb); a[i] = (double)(rnd() % 200000) / 1000.0 - 100.0; }

    long *cnt = malloc(nb * sizeof *cnt), *hcnt = malloc(nb * sizeof *hcnt);
    double *sum = malloc(nb * sizeof *sum), *hsum = malloc(nb * sizeof *hsum);
    double *mx = malloc(nb * sizeof *mx), *hmx = malloc(nb * sizeof *hmx);
    int *mn = malloc(nb * sizeof *mn), *hmn = malloc(nb * sizeof *hmn);
    float *fs = malloc((nb + 6) * sizeof *fs), *hfs = malloc((nb + 6) * sizeof *hfs);
    unsigned *bor = malloc(nb * sizeof *bor), *hbor = malloc(nb * sizeof *hbor);
    unsigned *band = malloc(nb * sizeof *band), *hband = malloc(nb * sizeof *hband);
    unsigned char *bx = malloc(nb * sizeof *bx), *hbx = malloc(nb * sizeof *hbx);
    double *prod = malloc(nb * sizeof *prod), *hprod = malloc(nb * sizeof *hprod);
    int *all = malloc(nb * sizeof *all), *hall = malloc(nb * sizeof *hall);
    short *any = malloc(nb * sizeof *any), *hany = malloc(nb * sizeof *hany);
    long long *dev = malloc(nb * sizeof *dev), *hdev = malloc(nb * sizeof *hdev);
    for (int b = 0; b < nb; b++) {
        hcnt[b] = cnt[b] = (long)(rnd() % 10);
        hsum[b] = sum[b] = (double)(rnd() % 100) / 8.0;
        hmx[b] = mx[b] = -1000.0;
        hmn[b] = mn[b] = 1 << 30;
        hbor[b] = bor[b] = 1u << (b % 32);
        hband[b] = band[b] = ~0u;
        hbx[b] = bx[b] = (unsigned char)(rnd() & 0xff);
        hprod[b] = prod[b] = 1.0;
        hall[b] = all[b] = 1;
        hany[b] = any[b] = 0;
        hdev[b] = dev[b] = (long long)(rnd() % 1000);
    }
    for (int b = 0; b < nb + 6; b++) hfs[b] = fs[b] = (float)b;

    /* on the construct: +, max, min, |, &, ^, * on their types */
#pragma acc parallel loop copyin(key[0:n], a[0:n]) reduction(+:cnt[0:nb], sum[0:nb]) reduction(max:mx[0:nb]) \
    reduction(min:mn[0:nb]) reduction(|:bor[0:nb]) reduction(&:band[0:nb]) reduction(^:bx[0:nb]) reduction(*:prod[0:nb])
    for (int i = 0; i < n; i++) {
        int k = key[i];
        cnt[k]++;
        sum[k] = sum[k] + a[i] * 0.25;
        mx[k] = fmax(mx[k], a[i]);
        int v = (int)(a[i] * 10.0);
        mn[k] = mn[k] < v ? mn[k] : v;
        bor[k] |= 1u << (i % 29);
        band[k] &= ~(1u << ((unsigned)i % 997u % 32u)) | (unsigned)(i & 1);
        bx[k] ^= (unsigned char)(i * 7);
        if (i % 1000 == 0) prod[k] *= 1.0 + a[i] / 1000.0;
    }
    for (int i = 0; i < n; i++) {
        int k = key[i];
        hcnt[k]++;
        hsum[k] = hsum[k] + a[i] * 0.25;
        hmx[k] = fmax(hmx[k], a[i]);
        int v = (int)(a[i] * 10.0);
        hmn[k] = hmn[k] < v ? hmn[k] : v;
        hbor[k] |= 1u << (i % 29);
        hband[k] &= ~(1u << ((unsigned)i % 997u % 32u)) | (unsigned)(i & 1);
        hbx[k] ^= (unsigned char)(i * 7);
        if (i % 1000 == 0) hprod[k] *= 1.0 + a[i] / 1000.0;
    }

    /* gang loop over rows, vector loop reducing; &&, || and -= on a subarray
       not starting at 0; data present: the update brings the device copy */
#pragma acc data copyin(key[0:n], a[0:n]) copy(fs[3:nb])
    {
#pragma acc parallel loop gang num_gangs(64) vector_length(128)
        for (int g = 0; g < 512; g++) {
#pragma acc loop vector reduction(+:fs[3:nb]) reduction(&&:all[0:nb]) reduction(||:any[0:nb])
            for (int i = g; i < n; i += 512) {
                fs[3 + key[i]] -= 0.5f;
                all[key[i]] = all[key[i]] && a[i] > -99.99;
                any[key[i]] = a[i] > 99.9 || any[key[i]];
            }
        }
#pragma acc parallel loop gang worker vector reduction(+:dev[0:nb])
        for (int i = 0; i < n; i++) dev[key[i]] += key[i] + 1;
    }
    for (int i = 0; i < n; i++) {
        hfs[3 + key[i]] -= 0.5f;
        hall[key[i]] = hall[key[i]] && a[i] > -99.99;
        hany[key[i]] = a[i] > 99.9 || hany[key[i]];
        hdev[key[i]] += key[i] + 1;
    }

    for (int b = 0; b < nb; b++) {
        CHECK("cnt", b, cnt[b], hcnt[b], cnt[b] == hcnt[b]);
        CHECK("sum", b, sum[b], hsum[b], fabs(sum[b] - hsum[b]) <= 1e-9 * fabs(hsum[b]) + 1e-9);
        CHECK("mx", b, mx[b], hmx[b], mx[b] == hmx[b]);
        CHECK("mn", b, mn[b], hmn[b], mn[b] == hmn[b]);
        CHECK("bor", b, bor[b], hbor[b], bor[b] == hbor[b]);
        CHECK("band", b, band[b], hband[b], band[b] == hband[b]);
        CHECK("bx", b, bx[b], hbx[b], bx[b] == hbx[b]);
        CHECK("prod", b, prod[b], hprod[b], fabs(prod[b] - hprod[b]) <= 1e-12 * fabs(hprod[b]));
        CHECK("all", b, all[b], hall[b], all[b] == hall[b]);
        CHECK("any", b, any[b], hany[b], any[b] == hany[b]);
        CHECK("dev", b, dev[b], hdev[b], dev[b] == hdev[b]);
    }
    for (int b = 0; b < nb + 6; b++)        /* fs[0:3] and fs[nb+3:3] untouched */
        CHECK("fs", b, fs[b], hfs[b], fs[b] == hfs[b]);
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
