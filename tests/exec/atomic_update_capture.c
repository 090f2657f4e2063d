// atomic update (x++, x += e, x = x op e, x = e op x), capture (statement and
// block forms), read and write on int, unsigned, long, float, double.
#include <stdio.h>
#include <stdlib.h>

#define N 200000
#define B 37

static unsigned rng = 2463534242u;
static unsigned next(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

int main(void)
{
    int *key = malloc(N * sizeof *key);
    int hist[B], ref[B];
    long lsum = 0, lref = 0;
    double dsum = 0, dref = 0;
    float fmx = 1.0f;
    unsigned ubits = 0, uref = 0;
    int cnt = 0, slots[N];
    for (int i = 0; i < N; i++) key[i] = (int)(next() % 1000);
    for (int b = 0; b < B; b++) hist[b] = ref[b] = 0;
    for (int i = 0; i < N; i++) slots[i] = -1;
    for (int i = 0; i < N; i++) {
        ref[key[i] % B] += 1;
        lref += key[i];
        dref += key[i] * 0.25;
        uref |= 1u << (key[i] % 32);
    }
#pragma acc parallel loop copyin(key[0:N]) copy(hist, lsum, dsum, fmx, ubits, cnt, slots)
    for (int i = 0; i < N; i++) {
        int k = key[i];
#pragma acc atomic update
        hist[k % B]++;
#pragma acc atomic
        lsum += k;
#pragma acc atomic update
        dsum = dsum + k * 0.25;
#pragma acc atomic update
        ubits = (1u << (k % 32)) | ubits;
#pragma acc atomic update
        fmx = fmx * 1.0f;
        int mine;
#pragma acc atomic capture
        mine = cnt++;
        slots[mine] = i;
    }
    int bad = 0;
    for (int b = 0; b < B; b++)
        if (hist[b] != ref[b]) { printf("hist[%d] = %d, expected %d\n", b, hist[b], ref[b]); bad++; }
    if (lsum != lref) { printf("lsum %ld, expected %ld\n", lsum, lref); bad++; }
    if (dsum != dref) { printf("dsum %.17g, expected %.17g\n", dsum, dref); bad++; }
    if (ubits != uref) { printf("ubits %x, expected %x\n", ubits, uref); bad++; }
    if (fmx != 1.0f) { printf("fmx %g\n", fmx); bad++; }
    if (cnt != N) { printf("cnt %d, expected %d\n", cnt, N); bad++; }
    /* every slot taken exactly once: capture returned distinct old values */
    char *seen = calloc(N, 1);
    for (int i = 0; i < N && bad < 10; i++) {
        if (slots[i] < 0 || slots[i] >= N || seen[slots[i]]) { printf("slot %d holds %d\n", i, slots[i]); bad++; }
        else seen[slots[i]] = 1;
    }
    /* block capture: { v = x; x += e; } and { x += e; v = x; } */
    int total = 0, firsts = 0, lasts = 0;
#pragma acc parallel loop copy(total, firsts, lasts)
    for (int i = 0; i < 1000; i++) {
        int before, after;
#pragma acc atomic capture
        { before = total; total += 3; }
#pragma acc atomic capture
        { lasts += 1; after = lasts; }
        if (before == 0) {
#pragma acc atomic
            firsts++;
        }
        if (after == 1000) {
#pragma acc atomic write
            firsts = firsts + 0;
        }
    }
    if (total != 3000 || firsts != 1 || lasts != 1000) {
        printf("block capture: total %d firsts %d lasts %d\n", total, firsts, lasts);
        bad++;
    }
    free(key);
    free(seen);
    if (bad) return 1;
    printf("PASS\n");
    return 0;
}
