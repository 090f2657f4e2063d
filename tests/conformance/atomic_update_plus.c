/* Covers: atomic update with + (OpenACC 3.3 sec. 2.12: x++; ++x; x += expr; x = x + expr; x = expr + x;) on int, unsigned, long, float and double, with many iterations contending for a few locations (histograms and global sums); float/double values are multiples of 1/4 small enough that every order of additions is exact. */
#include <stdio.h>

#define N 20000
#define B 37
static int key[N];
static float fv[N];
static double dv[N];
static unsigned int seed = 0xADD0ADD0u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0;
    int hi[B], ei[B];
    unsigned hu[B], eu[B];
    long hl[B], el[B];
    float hf[B], ef[B];
    double hd[B], ed[B];
    int cpost = 5, cpre = -5;
    long lsum = 1L << 33;
    unsigned usum = 0xFFFFFF00u;
    for (int i = 0; i < N; i++) {
        key[i] = (int)(xrand() % 100000u);
        fv[i] = ((int)(xrand() % 129u) - 64) / 4.0f;
        dv[i] = ((int)(xrand() % 4097u) - 2048) / 4.0;
    }
    for (int b = 0; b < B; b++) { hi[b] = ei[b] = b; hu[b] = eu[b] = 3u * b; hl[b] = el[b] = -b; hf[b] = ef[b] = 0.5f * b; hd[b] = ed[b] = 0.25 * b; }

#pragma acc parallel loop copyin(key, fv, dv) copy(hi, hu, hl, hf, hd, cpost, cpre, lsum, usum)
    for (int i = 0; i < N; i++) {
        int k = key[i], b = k % B;
#pragma acc atomic update
        hi[b]++;
#pragma acc atomic update
        ++hi[(b + 1) % B];
#pragma acc atomic update
        hu[b] += (unsigned)k;
#pragma acc atomic update
        hl[b] = hl[b] + (long)k * k;
#pragma acc atomic update
        hf[b] = fv[i] + hf[b];
#pragma acc atomic update
        hd[b] += dv[i];
#pragma acc atomic update
        cpost++;
#pragma acc atomic update
        ++cpre;
#pragma acc atomic update
        lsum += k;
#pragma acc atomic update
        usum = usum + 0x10001u;
    }

    long elsum = 1L << 33;
    unsigned eusum = 0xFFFFFF00u;
    for (int i = 0; i < N; i++) {
        int k = key[i], b = k % B;
        ei[b]++; ei[(b + 1) % B]++;
        eu[b] += (unsigned)k; el[b] += (long)k * k; ef[b] += fv[i]; ed[b] += dv[i];
        elsum += k; eusum += 0x10001u;
    }
    for (int b = 0; b < B; b++) {
        if (hi[b] != ei[b]) { printf("int x++/++x: hi[%d] = %d, expected %d\n", b, hi[b], ei[b]); bad++; }
        if (hu[b] != eu[b]) { printf("unsigned x += e: hu[%d] = %u, expected %u\n", b, hu[b], eu[b]); bad++; }
        if (hl[b] != el[b]) { printf("long x = x + e: hl[%d] = %ld, expected %ld\n", b, hl[b], el[b]); bad++; }
        if (hf[b] != ef[b]) { printf("float x = e + x: hf[%d] = %g, expected %g\n", b, hf[b], ef[b]); bad++; }
        if (hd[b] != ed[b]) { printf("double x += e: hd[%d] = %g, expected %g\n", b, hd[b], ed[b]); bad++; }
    }
    if (cpost != 5 + N) { printf("x++: %d, expected %d\n", cpost, 5 + N); bad++; }
    if (cpre != -5 + N) { printf("++x: %d, expected %d\n", cpre, -5 + N); bad++; }
    if (lsum != elsum) { printf("long sum: %ld, expected %ld\n", lsum, elsum); bad++; }
    if (usum != eusum) { printf("unsigned wrap: %u, expected %u\n", usum, eusum); bad++; }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
