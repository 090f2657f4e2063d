/* Covers: the atomic construct with no atomic-clause (OpenACC 3.3 sec. 2.12: equivalent to atomic update) with every update form (x++, x--, ++x, --x, x binop= expr, x = x binop expr, x = expr binop x) and several operators on int, long and double, under contention, in parallel, kernels and serial regions. */
#include <stdio.h>

#define N 16384
#define B 11
static int key[N];
static unsigned int seed = 0x0A7031C5u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0;
    int inc = 0, dec = 0, hist[B], ehist[B];
    long lsum = 0, lor = 0;
    double dsum = 0.5;
    unsigned uxor = 0;
    for (int i = 0; i < N; i++) key[i] = (int)(xrand() % 1000000u);
    for (int b = 0; b < B; b++) hist[b] = ehist[b] = 0;

#pragma acc parallel loop gang vector copyin(key) copy(inc, dec, hist, lsum, lor, dsum, uxor)
    for (int i = 0; i < N; i++) {
        int k = key[i];
#pragma acc atomic
        inc++;
#pragma acc atomic
        ++inc;
#pragma acc atomic
        dec--;
#pragma acc atomic
        --dec;
#pragma acc atomic
        hist[k % B] += 2;
#pragma acc atomic
        lsum = lsum + k;
#pragma acc atomic
        lor = (1L << (k % 63)) | lor;
#pragma acc atomic
        dsum += (k % 64) / 8.0;
#pragma acc atomic
        uxor ^= (unsigned)k;
    }

    /* the same construct in kernels and serial regions */
    int kcnt = 0, scnt = 0;
#pragma acc kernels copyin(key) copy(kcnt)
    {
#pragma acc loop independent
        for (int i = 0; i < N; i++) {
#pragma acc atomic
            kcnt += key[i] & 1;
        }
    }
#pragma acc serial copyin(key) copy(scnt)
    for (int i = 0; i < N; i++) {
#pragma acc atomic
        scnt = scnt + (key[i] & 3);
    }

    long elsum = 0, elor = 0;
    double edsum = 0.5;
    unsigned euxor = 0;
    int ekcnt = 0, escnt = 0;
    for (int i = 0; i < N; i++) {
        int k = key[i];
        ehist[k % B] += 2; elsum += k; elor |= 1L << (k % 63); edsum += (k % 64) / 8.0; euxor ^= (unsigned)k;
        ekcnt += k & 1; escnt += k & 3;
    }
    if (inc != 2 * N) { printf("x++ / ++x: %d, expected %d\n", inc, 2 * N); bad++; }
    if (dec != -2 * N) { printf("x-- / --x: %d, expected %d\n", dec, -2 * N); bad++; }
    for (int b = 0; b < B; b++)
        if (hist[b] != ehist[b]) { printf("x += e: hist[%d] = %d, expected %d\n", b, hist[b], ehist[b]); bad++; }
    if (lsum != elsum) { printf("x = x + e: %ld, expected %ld\n", lsum, elsum); bad++; }
    if (lor != elor) { printf("x = e | x: %#lx, expected %#lx\n", (unsigned long)lor, (unsigned long)elor); bad++; }
    if (dsum != edsum) { printf("double x += e: %.17g, expected %.17g\n", dsum, edsum); bad++; }
    if (uxor != euxor) { printf("x ^= e: %#x, expected %#x\n", uxor, euxor); bad++; }
    if (kcnt != ekcnt) { printf("kernels: %d, expected %d\n", kcnt, ekcnt); bad++; }
    if (scnt != escnt) { printf("serial: %d, expected %d\n", scnt, escnt); bad++; }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
