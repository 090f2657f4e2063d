// atomic read and write of 16-byte scalars, long double and __int128, while
// other threads write them: each read sees one whole value that some write
// stored (or the first), never 8 bytes of one and 8 of another.  gwcc
// reads and writes them under the lock that long double's updates take;
// a plain 16-byte copy is two 8-byte ones that can interleave.  Also
// long double's update and capture, checked against the host's sums.
// On one H200 the gwcc before this failed each of 5 runs with 2^18 threads
// (74,000 to 76,300 torn reads) and with these 2^16; this one passes, 1.1 s.
#include <stdio.h>
#include <stdlib.h>

#define N (1 << 16)

/* the value writer i stores: both 8-byte halves of the long double
 * (significand, then sign and exponent) change with i */
static long double wide_value(int i) { return (long double)((i % 977) + 1) * (i % 2 ? 1e10L : -0.03125L); }

static int is_written(long double r)
{
    if (r == 1.0L) return 1;
    for (int k = 0; k < 977; k++)
        if (r == (long double)(k + 1) * 1e10L || r == (long double)(k + 1) * -0.03125L) return 1;
    return 0;
}

int main(void)
{
    long double ld = 1.0L, sum = 0.0L, *seen = malloc(N * sizeof *seen);
    __int128 w = 0;
    int *torn = malloc(N * sizeof *torn), *order = malloc(N * sizeof *order);
    long double *caps = malloc(N * sizeof *caps);
    srand(7);
    for (int i = 0; i < N; i++) order[i] = rand() % 4;          /* read, write, update: interleaved at random */
#pragma acc parallel loop gang vector copy(ld, w, sum) copyin(order[0:N]) copyout(seen[0:N], torn[0:N], caps[0:N])
    for (int i = 0; i < N; i++) {
        torn[i] = 0;
        seen[i] = 1.0L;
        caps[i] = 0.0L;
        if (order[i] == 0) {
            long double v = wide_value(i);
            __int128 q = ((__int128)(i + 1) << 64) | (unsigned long long)(i + 1);
#pragma acc atomic write
            ld = v;
#pragma acc atomic write
            w = q;
        } else if (order[i] == 3) {
            long double c;
#pragma acc atomic capture
            c = sum += 0.5L;
            caps[i] = c;
        } else {
            long double r;
            __int128 s;
#pragma acc atomic read
            r = ld;
#pragma acc atomic read
            s = w;
            seen[i] = r;
            torn[i] = (unsigned long long)(s >> 64) != (unsigned long long)s;
        }
    }
    int bad = 0, updates = 0;
    for (int i = 0; i < N; i++) {
        if (!is_written(seen[i]) && bad++ < 5) printf("read %d: %Lg was never written\n", i, seen[i]);
        if (torn[i] && bad++ < 5) printf("read %d: the __int128's halves differ\n", i);
        if (order[i] == 3) {
            updates++;
            long double c = caps[i];
            if ((c <= 0 || c * 2 != (long double)(long long)(c * 2)) && bad++ < 5) printf("capture %d: %Lg\n", i, c);
        }
    }
    if (!is_written(ld)) bad++, printf("ld ends as %Lg\n", ld);
    if ((unsigned long long)(w >> 64) != (unsigned long long)w || (unsigned long long)w == 0) bad++, printf("w ends torn\n");
    if (sum != 0.5L * updates) bad++, printf("sum %Lg, expected %Lg\n", sum, 0.5L * updates);
    free(seen), free(torn), free(order), free(caps);
    if (bad) {
        printf("FAIL: %d\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
