/* Covers: routine vector (OpenACC 3.3 sec. 2.15.1): a function containing a 'loop vector' (and a vector reduction), called from a gang loop and from a gang worker loop (vector-single mode) in parallel and kernels regions. */
#include <stdio.h>

#define NI 59
#define NJ 203
static int m[NI][NJ], x[NI][NJ], y[NI][NJ], s1[NI], s2[NI];
static unsigned int seed = 0x7EC70E00u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

#pragma acc routine vector
void scale_row(const int *in, int *out, int n, int f)
{
#pragma acc loop vector
    for (int j = 0; j < n; j++) out[j] = in[j] * f + j;
}

#pragma acc routine vector
int dot_row(const int *a, int n)
{
    int s = 0;
#pragma acc loop vector reduction(+:s)
    for (int j = 0; j < n; j++) s += a[j] * (j & 3);
    return s;
}

int main(void)
{
    int bad = 0;
    for (int i = 0; i < NI; i++) {
        s1[i] = s2[i] = -1;
        for (int j = 0; j < NJ; j++) { m[i][j] = (int)(xrand() % 2001u) - 1000; x[i][j] = y[i][j] = -1; }
    }

#pragma acc parallel vector_length(64) copyin(m) copyout(x, s1)
    {
#pragma acc loop gang
        for (int i = 0; i < NI; i++) {
            scale_row(m[i], x[i], NJ, i + 1);
            s1[i] = dot_row(m[i], NJ);
        }
    }

#pragma acc kernels copyin(m) copyout(y, s2)
    {
#pragma acc loop gang worker
        for (int i = 0; i < NI; i++) {
            scale_row(m[i], y[i], NJ, -2);
            s2[i] = dot_row(m[i], NJ) + 1;
        }
    }

    for (int i = 0; i < NI; i++) {
        int s = 0;
        for (int j = 0; j < NJ; j++) {
            s += m[i][j] * (j & 3);
            if (x[i][j] != m[i][j] * (i + 1) + j && bad++ < 10) printf("parallel: x[%d][%d] = %d, expected %d\n", i, j, x[i][j], m[i][j] * (i + 1) + j);
            if (y[i][j] != m[i][j] * -2 + j && bad++ < 10) printf("kernels: y[%d][%d] = %d, expected %d\n", i, j, y[i][j], m[i][j] * -2 + j);
        }
        if (s1[i] != s && bad++ < 10) printf("parallel: vector reduction s1[%d] = %d, expected %d\n", i, s1[i], s);
        if (s2[i] != s + 1 && bad++ < 10) printf("kernels: vector reduction s2[%d] = %d, expected %d\n", i, s2[i], s + 1);
    }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
