/* Covers: atomic update with * (OpenACC 3.3 sec. 2.12: x *= expr; x = x * expr; x = expr * x;) on int, unsigned, long, float and double under contention; factors are chosen so every order gives the same exact product (unsigned wraps modulo 2^32, int/long stay in range, floating factors are powers of two and -1, few enough that no order overflows). */
#include <stdio.h>

#define N 12000
#define B 16
static int key[N];
static unsigned int seed = 0x7135AB11u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0;
    unsigned hu[B], eu[B];
    int xi = 3;
    long xl = -5;
    float xf = 1.0f;
    double hd[B], ed[B];
    for (int i = 0; i < N; i++) key[i] = (int)(xrand() % 1000000u);
    for (int b = 0; b < B; b++) { hu[b] = eu[b] = 2u * b + 1; hd[b] = ed[b] = b + 1.0; }

#pragma acc parallel loop copyin(key) copy(hu, xi, xl, xf, hd)
    for (int i = 0; i < N; i++) {
        int k = key[i], b = k % B;
        /* unsigned: odd factors, wrapping product */
#pragma acc atomic update
        hu[b] *= (unsigned)(2 * k + 1);
        /* int: sign flips, and a factor 2 in 20 iterations: |x| = 3 * 2^20 */
        int fi = (i < 20) ? 2 : ((k & 1) ? -1 : 1);
#pragma acc atomic update
        xi = xi * fi;
        /* long: factor 3 in 30 iterations, -1 or 1 elsewhere */
        long fl = (i % 400 == 0) ? 3 : ((k & 2) ? -1 : 1);
#pragma acc atomic update
        xl = fl * xl;
        /* float: 2 and 0.5 in at most 60 iterations each (no overflow in any order), else -1 or 1 */
        float ff = (i % 200 == 0) ? 2.0f : (i % 200 == 100) ? 0.5f : (k & 1) ? -1.0f : 1.0f;
#pragma acc atomic update
        xf *= ff;
        /* double: about 190 factors 4 and 190 factors 0.25 per bin at most, no overflow in any order */
        double fd = (k & 4) ? 0.25 : ((k & 8) ? 4.0 : -1.0);
#pragma acc atomic update
        hd[b] = hd[b] * fd;
    }

    int ei = 3;
    long el = -5;
    float ef = 1.0f;
    for (int i = 0; i < N; i++) {
        int k = key[i], b = k % B;
        eu[b] *= (unsigned)(2 * k + 1);
        ei *= (i < 20) ? 2 : ((k & 1) ? -1 : 1);
        el *= (i % 400 == 0) ? 3 : ((k & 2) ? -1 : 1);
        ef *= (i % 200 == 0) ? 2.0f : (i % 200 == 100) ? 0.5f : (k & 1) ? -1.0f : 1.0f;
        ed[b] *= (k & 4) ? 0.25 : ((k & 8) ? 4.0 : -1.0);
    }
    for (int b = 0; b < B; b++) {
        if (hu[b] != eu[b]) { printf("unsigned x *= e: hu[%d] = %u, expected %u\n", b, hu[b], eu[b]); bad++; }
        if (hd[b] != ed[b]) { printf("double x = x * e: hd[%d] = %g, expected %g\n", b, hd[b], ed[b]); bad++; }
    }
    if (xi != ei) { printf("int x = x * e: %d, expected %d\n", xi, ei); bad++; }
    if (xl != el) { printf("long x = e * x: %ld, expected %ld\n", xl, el); bad++; }
    if (xf != ef) { printf("float x *= e: %g, expected %g\n", xf, ef); bad++; }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
