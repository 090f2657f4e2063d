/* long double _Complex in compute regions, as gcc -fopenacc builds it: an
 * array of them (the host's 32-byte layout on the device), element-wise
 * arithmetic with long double and double operands, <complex.h>'s l
 * functions, __real__/__imag__, and + and * reductions.  The device
 * computes in double (as GCC's offloading does), so results are compared
 * with the plain host loop to a relative 1e-12; the sum of small integers
 * is exact. */
#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static unsigned rng = 88172645u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }
static long double rnd(void) { return (long double)(xorshift() % 4096) / 64.0L - 32.0L; }

static int close_to(long double _Complex a, long double _Complex b)
{
    long double d = cabsl(a - b), m = cabsl(b);
    return d <= 1e-12L * (m > 1 ? m : 1);
}

int main(void)
{
    int n = 5000, bad = 0;
    long double _Complex *z = malloc(n * sizeof *z), *w = malloc(n * sizeof *w), *h = malloc(n * sizeof *h);
    int *k = malloc(n * sizeof *k);
    for (int i = 0; i < n; i++) {
        z[i] = rnd() + rnd() * I;
        k[i] = (int)(xorshift() % 100);
        w[i] = -1;
    }
    long double scale = 0.75L;
    long double _Complex sum = 1.0L + 2.0L * I, ksum = 0, prod = 1;
#pragma acc parallel loop copyin(z[0:n], k[0:n]) copyout(w[0:n]) reduction(+:sum, ksum) reduction(*:prod)
    for (int i = 0; i < n; i++) {
        long double _Complex c = conjl(z[i]) * scale + 0.5 * z[i] - I;
        long double r = cabsl(c), a = __real__ z[i];
        w[i] = c / (1.0L + r) + cexpl(z[i] / 64.0L) + creall(c) * cimagl(c) * I + a;
        sum += w[i];
        ksum += k[i] + (k[i] % 7) * I;
        if (i % 500 == 0) prod *= 1.0L + (k[i] % 3) * I;
    }
    /* rows of 48 lanes: the block combine through shared memory */
    long double _Complex s48 = 0, h48 = 0;
#pragma acc parallel loop gang vector_length(48) copyin(z[0:n]) reduction(+:s48)
    for (int i = 0; i < n; i++) s48 += z[i] * I + (long double)(i % 5);
    for (int i = 0; i < n; i++) h48 += z[i] * I + (long double)(i % 5);
    long double _Complex hsum = 1.0L + 2.0L * I, hk = 0, hp = 1;
    for (int i = 0; i < n; i++) {
        long double _Complex c = conjl(z[i]) * scale + 0.5 * z[i] - I;
        long double r = cabsl(c), a = __real__ z[i];
        h[i] = c / (1.0L + r) + cexpl(z[i] / 64.0L) + creall(c) * cimagl(c) * I + a;
        hsum += h[i];
        hk += k[i] + (k[i] % 7) * I;
        if (i % 500 == 0) hp *= 1.0L + (k[i] % 3) * I;
    }
    for (int i = 0; i < n; i++)
        if (!close_to(w[i], h[i]) && bad++ < 5)
            printf("w[%d] = %Lg%+Lgi, expected %Lg%+Lgi\n", i, creall(w[i]), cimagl(w[i]), creall(h[i]), cimagl(h[i]));
    if (!close_to(sum, hsum) && ++bad) printf("sum = %Lg%+Lgi, expected %Lg%+Lgi\n", creall(sum), cimagl(sum), creall(hsum), cimagl(hsum));
    if (!close_to(s48, h48) && ++bad) printf("s48 = %Lg%+Lgi, expected %Lg%+Lgi\n", creall(s48), cimagl(s48), creall(h48), cimagl(h48));
    if (ksum != hk && ++bad) printf("ksum = %Lg%+Lgi, expected %Lg%+Lgi\n", creall(ksum), cimagl(ksum), creall(hk), cimagl(hk));
    if (prod != hp && ++bad) printf("prod = %Lg%+Lgi, expected %Lg%+Lgi\n", creall(prod), cimagl(prod), creall(hp), cimagl(hp));
    free(z), free(w), free(h), free(k);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
