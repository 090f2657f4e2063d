/* A compute or data construct whose statement is an 'if' without braces, after a region whose kernels the host
 * need not wait for at once: the host's wait goes before the construct, never into its statement (found by
 * tools/fuzz: a serial construct over 'if (...) { printf(...); bad++; }' made gwcc stop with overlapping edits).
 * The serial region's print runs on the device; the data construct's branch is host code; the results come
 * back by 'update self' (b stays present from 'enter data' until the end). */
#include <stdio.h>
#include <stdlib.h>

static unsigned rng_state = 2463534242u;
static unsigned xorshift(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return rng_state;
}

int main(void)
{
    int n = 1 << 16, flagged = 0, seen = 0;
    double *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
    for (int i = 0; i < n; i++) a[i] = (xorshift() % 1000) / 8.0;
    double sum = 0;
    for (int i = 0; i < n; i++) sum += 2 * a[i] + 1;
#pragma acc enter data copyin(a[0:n]) create(b[0:n])
#pragma acc parallel loop present(a[0:n], b[0:n])
    for (int i = 0; i < n; i++) b[i] = 2 * a[i] + 1;
#pragma acc serial present(b[0:n]) copy(flagged)
    if (b[5] != b[5] + 0 || b[7] < 0) { printf("bad value on the device: %g\n", b[7]); flagged++; }
#pragma acc parallel loop present(a[0:n], b[0:n])
    for (int i = 0; i < n; i++) b[i] += a[i] - a[i];
#pragma acc data present(b[0:n]) copyin(flagged)
    if (n > 0) { seen = 1; }
#pragma acc update self(b[0:n])
    double got = 0;
    for (int i = 0; i < n; i++) got += b[i];
#pragma acc exit data delete(a[0:n], b[0:n])
    int bad = flagged != 0 || !seen || got != sum;
    if (bad) printf("flagged %d, seen %d, sum %.17g, expected %.17g\n", flagged, seen, got, sum);
    free(a);
    free(b);
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad;
}
