/* Covers: `private` clause on the parallel construct (OpenACC 3.3 sec. 2.5.1, 2.5.13): one copy per gang of scalars, a fixed-size array and a struct, used as per-gang scratch (also shared by the vector lanes of a gang between two vector loops); the host variables are not modified. */
#include <stdio.h>

#define G 24
#define M 128
#define N (G * M)
static int a[N], b[N], c[N];
struct acc2 { int lo, hi; };
static unsigned int seed = 0x9B1FA7E0u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    for (int i = 0; i < N; i++) { a[i] = (int)(xrand() % 1000u); b[i] = -1; c[i] = -1; }
    int t = 777;
    int scratch[4] = {11, 22, 33, 44};
    struct acc2 st = {-1, -2};

    /* per-gang scalars, array and struct inside a gang loop */
#pragma acc parallel num_gangs(G) private(t, scratch, st) copyin(a) copyout(b)
    {
#pragma acc loop gang
        for (int g = 0; g < G; g++) {
            t = g * 3;
            for (int k = 0; k < 4; k++) scratch[k] = g + k;
            st.lo = g * M; st.hi = (g + 1) * M;
            for (int i = st.lo; i < st.hi; i++) b[i] = a[i] + t + scratch[i & 3];
        }
    }
    if (t != 777) { printf("FAIL: host t = %d, expected 777 (private)\n", t); return 1; }
    for (int k = 0; k < 4; k++)
        if (scratch[k] != 11 * (k + 1)) { printf("FAIL: host scratch[%d] = %d, expected %d (private)\n", k, scratch[k], 11 * (k + 1)); return 1; }
    if (st.lo != -1 || st.hi != -2) { printf("FAIL: host st = {%d, %d}, expected {-1, -2} (private)\n", st.lo, st.hi); return 1; }
    for (int i = 0; i < N; i++) {
        int g = i / M, e = a[i] + g * 3 + g + (i & 3);
        if (b[i] != e) { printf("FAIL (private scalars/array/struct): b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    }

    /* a gang-private row buffer filled by one vector loop and read reversed
       by the next: the gang's vector lanes share the gang's copy */
    int row[M];
    for (int j = 0; j < M; j++) row[j] = -9;
#pragma acc parallel num_gangs(G) vector_length(32) private(row) copyin(a) copyout(c)
    {
#pragma acc loop gang
        for (int g = 0; g < G; g++) {
#pragma acc loop vector
            for (int j = 0; j < M; j++) row[j] = a[g * M + j] * 2;
#pragma acc loop vector
            for (int j = 0; j < M; j++) c[g * M + j] = row[M - 1 - j] + j;
        }
    }
    for (int j = 0; j < M; j++)
        if (row[j] != -9) { printf("FAIL: host row[%d] = %d, expected -9 (private)\n", j, row[j]); return 1; }
    for (int g = 0; g < G; g++)
        for (int j = 0; j < M; j++) {
            int e = a[g * M + M - 1 - j] * 2 + j;
            if (c[g * M + j] != e) { printf("FAIL (gang-private row shared by vector lanes): c[%d] = %d, expected %d\n", g * M + j, c[g * M + j], e); return 1; }
        }

    /* gang-redundant writes to a private scalar, then a gang loop reading it */
    int base = -100;
    for (int i = 0; i < N; i++) b[i] = -1;
#pragma acc parallel private(base) copyin(a) copyout(b)
    {
        base = 40;
#pragma acc loop gang vector
        for (int i = 0; i < N; i++) b[i] = a[i] - base;
    }
    if (base != -100) { printf("FAIL: host base = %d, expected -100 (private)\n", base); return 1; }
    for (int i = 0; i < N; i++)
        if (b[i] != a[i] - 40) { printf("FAIL (private set in gang-redundant code): b[%d] = %d, expected %d\n", i, b[i], a[i] - 40); return 1; }
    printf("PASS\n");
    return 0;
}
