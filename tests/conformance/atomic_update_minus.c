/* Covers: atomic update with - (OpenACC 3.3 sec. 2.12: x--; --x; x -= expr; x = x - expr; x = expr - x;) on int, unsigned, long, float and double under contention; x = expr - x is applied an even number of times with one expr, so every order returns the start value. */
#include <stdio.h>

#define N 20000
#define B 29
static int key[N];
static float fv[N];
static double dv[N];
static unsigned int seed = 0x50B50B50u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0;
    int hi[B], ei[B];
    unsigned hu[B], eu[B];
    long hl[B], el[B];
    float hf[B], ef[B];
    double hd[B], ed[B];
    int cpost = 3, cpre = 1000;
    int ri = 17; unsigned ru = 5u; long rl = -(1L << 35); float rf = 2.75f; double rd = -1.0e10 + 0.5;
    for (int i = 0; i < N; i++) {
        key[i] = (int)(xrand() % 100000u);
        fv[i] = ((int)(xrand() % 129u) - 64) / 4.0f;
        dv[i] = ((int)(xrand() % 4097u) - 2048) / 4.0;
    }
    for (int b = 0; b < B; b++) { hi[b] = ei[b] = 100 * b; hu[b] = eu[b] = 7u * b; hl[b] = el[b] = b; hf[b] = ef[b] = -0.5f * b; hd[b] = ed[b] = 0.75 * b; }

#pragma acc parallel loop copyin(key, fv, dv) copy(hi, hu, hl, hf, hd, cpost, cpre, ri, ru, rl, rf, rd)
    for (int i = 0; i < N; i++) {
        int k = key[i], b = k % B;
#pragma acc atomic update
        hi[b]--;
#pragma acc atomic update
        --hi[(b + 3) % B];
#pragma acc atomic update
        hu[b] -= (unsigned)k;
#pragma acc atomic update
        hl[b] = hl[b] - (long)k * 3;
#pragma acc atomic update
        hf[b] -= fv[i];
#pragma acc atomic update
        hd[b] = hd[b] - dv[i];
#pragma acc atomic update
        cpost--;
#pragma acc atomic update
        --cpre;
        /* reflections: N (even) applications of x = c - x */
#pragma acc atomic update
        ri = 100 - ri;
#pragma acc atomic update
        ru = 12345u - ru;
#pragma acc atomic update
        rl = 99L - rl;
#pragma acc atomic update
        rf = 0.5f - rf;
#pragma acc atomic update
        rd = 3.0 - rd;
    }

    for (int i = 0; i < N; i++) {
        int k = key[i], b = k % B;
        ei[b]--; ei[(b + 3) % B]--;
        eu[b] -= (unsigned)k; el[b] -= (long)k * 3; ef[b] -= fv[i]; ed[b] -= dv[i];
    }
    for (int b = 0; b < B; b++) {
        if (hi[b] != ei[b]) { printf("int x--/--x: hi[%d] = %d, expected %d\n", b, hi[b], ei[b]); bad++; }
        if (hu[b] != eu[b]) { printf("unsigned x -= e: hu[%d] = %u, expected %u\n", b, hu[b], eu[b]); bad++; }
        if (hl[b] != el[b]) { printf("long x = x - e: hl[%d] = %ld, expected %ld\n", b, hl[b], el[b]); bad++; }
        if (hf[b] != ef[b]) { printf("float x -= e: hf[%d] = %g, expected %g\n", b, hf[b], ef[b]); bad++; }
        if (hd[b] != ed[b]) { printf("double x = x - e: hd[%d] = %g, expected %g\n", b, hd[b], ed[b]); bad++; }
    }
    if (cpost != 3 - N) { printf("x--: %d, expected %d\n", cpost, 3 - N); bad++; }
    if (cpre != 1000 - N) { printf("--x: %d, expected %d\n", cpre, 1000 - N); bad++; }
    if (ri != 17) { printf("int x = e - x: %d, expected 17\n", ri); bad++; }
    if (ru != 5u) { printf("unsigned x = e - x: %u, expected 5\n", ru); bad++; }
    if (rl != -(1L << 35)) { printf("long x = e - x: %ld, expected %ld\n", rl, -(1L << 35)); bad++; }
    if (rf != 2.75f) { printf("float x = e - x: %g, expected 2.75\n", rf); bad++; }
    if (rd != -1.0e10 + 0.5) { printf("double x = e - x: %.17g, expected %.17g\n", rd, -1.0e10 + 0.5); bad++; }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
