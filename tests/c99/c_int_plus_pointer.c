/* i += p, an integer plus a pointer: C computes p + i (scaled by the pointee's size; bytes for void *, as GNU C) and converts the address back to the integer's type; gcc and clang take it with a warning, C++ refuses it, so the CUDA text must spell it; found by tools/fuzz (reduction_positions with void *iv[]); the results here are addresses minus the array's own, so they do not depend on where the data lives */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

static unsigned rng_state = 2463534242u;
static unsigned xorshift(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return rng_state;
}

#pragma acc routine seq
static long byte_offset(const void *base, int k)
{
    long t = k;
    t += base;                  /* (long)((char *)base + k) */
    return t - (long)(intptr_t)base;
}

int main(void)
{
    int n = 4096;
    double *a = malloc(n * sizeof *a);
    int *k = malloc(n * sizeof *k);
    long *out = malloc(n * sizeof *out), *out2 = malloc(n * sizeof *out2);
    for (int i = 0; i < n; i++) {
        a[i] = i;
        k[i] = (int)(xorshift() % 1000);
        out[i] = out2[i] = -1;
    }
    #pragma acc parallel loop copyin(a[0:n], k[0:n]) copyout(out[0:n], out2[0:n])
    for (int i = 0; i < n; i++) {
        long t = k[i];
        t += a;                 /* (long)&a[k[i]] */
        out[i] = t - (long)(intptr_t)a;
        unsigned long long u = (unsigned long long)i;
        u += &a[1];
        out2[i] = (long)(u - (unsigned long long)(uintptr_t)&a[1]) + byte_offset(a, k[i]);
    }
    int bad = 0;
    for (int i = 0; i < n; i++) {
        long want = (long)k[i] * (long)sizeof(double), want2 = (long)i * (long)sizeof(double) + k[i];
        if ((out[i] != want || out2[i] != want2) && bad++ < 5)
            printf("i = %d: %ld %ld, expected %ld %ld\n", i, out[i], out2[i], want, want2);
    }
    free(a); free(k); free(out); free(out2);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
