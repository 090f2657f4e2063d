/* Covers: routines that use file-scope data named in declare directives (OpenACC 3.3 secs. 2.13 and 2.15.1): a 'declare create' table filled on the host and sent with 'update device', changed and sent again, a 'declare copyin' table of constants with an initializer, and a scalar under 'declare create'; seq and vector routines read them in compute regions. */
#include <stdio.h>

#define T 64
#define N 3001
static int table[T];
#pragma acc declare create(table)
static const int coef[5] = {3, -1, 4, -1, 5};
#pragma acc declare copyin(coef)
static int bias;
#pragma acc declare create(bias)
static int a[N], b[N], c[N];
static unsigned int seed = 0xDEC1A4E0u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

#pragma acc routine seq
static int lookup(int v)
{
    return table[v & (T - 1)] * coef[v % 5 < 0 ? -(v % 5) : v % 5] + bias;
}

#pragma acc routine vector
static void apply(const int *in, int *out, int n)
{
#pragma acc loop vector
    for (int k = 0; k < n; k++) out[k] = lookup(in[k]) - k;
}

static int host_lookup(int v)
{
    return table[v & (T - 1)] * coef[v % 5 < 0 ? -(v % 5) : v % 5] + bias;
}

int main(void)
{
    int bad = 0;
    for (int k = 0; k < T; k++) table[k] = (int)(xrand() % 1000u) - 500;
    bias = 11;
#pragma acc update device(table, bias)
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 100000u) - 50000; b[i] = c[i] = -1; }

#pragma acc parallel loop copyin(a) copyout(b)
    for (int i = 0; i < N; i++) b[i] = lookup(a[i]);
    for (int i = 0; i < N; i++)
        if (b[i] != host_lookup(a[i]) && bad++ < 10) printf("first table: b[%d] = %d, expected %d\n", i, b[i], host_lookup(a[i]));

    /* change the table and the scalar on the host, send them again */
    for (int k = 0; k < T; k++) table[k] = table[k] * 2 + k;
    bias = -3;
#pragma acc update device(table, bias)
#pragma acc parallel loop gang copyin(a) copyout(c)
    for (int i = 0; i < N; i += 100) apply(&a[i], &c[i], i + 100 <= N ? 100 : N - i);
    for (int i = 0; i < N; i++) {
        int e = host_lookup(a[i]) - i % 100;
        if (c[i] != e && bad++ < 10) printf("updated table: c[%d] = %d, expected %d\n", i, c[i], e);
    }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
