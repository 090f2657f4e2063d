/* Covers: structs containing fixed-size arrays in data clauses (OpenACC 3.3 sec. 2.7.1: all members of a composite variable are allocated and copied): copy(s) of one struct and copy(arr) of an array of such structs move the embedded arrays with the struct; kernels update the members in place. */
#include <stdio.h>

#define L 64
#define M 16
struct rec { int id; double w[L]; int hist[8]; };
static struct rec s, arr[M];
static double w0[M][L];
static unsigned int seed = 0xDEE9C0B7u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    s.id = 7;
    double sw0[L];
    for (int i = 0; i < L; i++) s.w[i] = sw0[i] = (double)(xrand() % 1000u) / 4.0;
    for (int h = 0; h < 8; h++) s.hist[h] = 0;
#pragma acc data copy(s)
    {
#pragma acc parallel loop present(s)
        for (int i = 0; i < L; i++) s.w[i] = s.w[i] * s.id + i;
#pragma acc serial present(s)
        for (int i = 0; i < L; i++) s.hist[i % 8] += 1;
    }
    for (int i = 0; i < L; i++) if (s.w[i] != sw0[i] * 7 + i) { printf("FAIL: s.w[%d] = %g, expected %g\n", i, s.w[i], sw0[i] * 7 + i); return 1; }
    for (int h = 0; h < 8; h++) if (s.hist[h] != L / 8) { printf("FAIL: s.hist[%d] = %d, expected %d\n", h, s.hist[h], L / 8); return 1; }

    for (int k = 0; k < M; k++) {
        arr[k].id = k + 1;
        for (int i = 0; i < L; i++) arr[k].w[i] = w0[k][i] = (double)(xrand() % 1000u);
        for (int h = 0; h < 8; h++) arr[k].hist[h] = -1;
    }
#pragma acc parallel loop gang copy(arr)
    for (int k = 0; k < M; k++) {
#pragma acc loop vector
        for (int i = 0; i < L; i++) arr[k].w[i] += arr[k].id;
        for (int h = 0; h < 8; h++) arr[k].hist[h] = k * h;
    }
    for (int k = 0; k < M; k++) {
        for (int i = 0; i < L; i++) if (arr[k].w[i] != w0[k][i] + k + 1) { printf("FAIL: arr[%d].w[%d] = %g, expected %g\n", k, i, arr[k].w[i], w0[k][i] + k + 1); return 1; }
        for (int h = 0; h < 8; h++) if (arr[k].hist[h] != k * h) { printf("FAIL: arr[%d].hist[%d] = %d, expected %d\n", k, h, arr[k].hist[h], k * h); return 1; }
    }
    printf("PASS\n");
    return 0;
}
