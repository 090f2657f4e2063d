/* Covers: a global in a file-scope `declare create` used inside a `routine seq` function called from compute constructs (OpenACC 3.3 sec. 2.13, 2.15.1: a routine may use globals that appear in a declare directive); the values are set with update device. */
#include <stdio.h>

#define T 64
#define N 5000
int lut[T];
int lut_bias;
#pragma acc declare create(lut, lut_bias)

#pragma acc routine seq
static int lookup(int k)
{
    return lut[k % T] + lut_bias;
}

static int in[N], out[N];
static unsigned int seed = 0x1007C0DEu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int t = 0; t < T; t++) lut[t] = (int)(xrand() % 1000u) - 500;
    lut_bias = 7;
#pragma acc update device(lut, lut_bias)
    for (int i = 0; i < N; i++) { in[i] = (int)(xrand() % 100000u); out[i] = -1; }
#pragma acc parallel loop copyin(in) copyout(out)
    for (int i = 0; i < N; i++)
        out[i] = lookup(in[i]) * 2;
    for (int i = 0; i < N; i++) {
        int e = (lut[in[i] % T] + 7) * 2;
        if (out[i] != e) { printf("FAIL: out[%d] = %d, expected %d\n", i, out[i], e); return 1; }
    }
    printf("PASS\n");
    return 0;
}
