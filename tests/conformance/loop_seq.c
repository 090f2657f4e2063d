/* Covers: loop seq (OpenACC 3.3 sec. 2.9.5): loops with loop-carried dependences (prefix sums, recurrences) marked seq inside gang and gang-vector loops, in kernels, in a serial region, and a combined parallel loop seq; results must equal sequential execution. */
#include <stdio.h>

#define NI 57
#define NJ 133
#define N 777
static int m[NI][NJ], p[NI][NJ], q[NI][NJ], v[N], w[N], r[N];
static unsigned int seed = 0x600DCAFEu;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0;
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) { m[i][j] = (int)(xrand() % 201u) - 100; p[i][j] = q[i][j] = -1; }
    for (int i = 0; i < N; i++) { v[i] = (int)(xrand() % 201u) - 100; w[i] = r[i] = -1; }

    /* per-row prefix sum: gang over rows, seq along the row */
#pragma acc parallel copyin(m) copyout(p)
    {
#pragma acc loop gang
        for (int i = 0; i < NI; i++) {
            p[i][0] = m[i][0];
#pragma acc loop seq
            for (int j = 1; j < NJ; j++) p[i][j] = p[i][j - 1] + m[i][j];
        }
    }

    /* seq outer loop carrying a dependence between rows, vector inner loop */
#pragma acc kernels copyin(m) copy(q)
    {
#pragma acc loop seq
        for (int i = 0; i < NI; i++) {
#pragma acc loop vector
            for (int j = 0; j < NJ; j++) q[i][j] = (i == 0 ? 0 : q[i - 1][j]) * 3 % 1001 + m[i][j];
        }
    }

    /* first-order recurrence in a serial region */
#pragma acc serial copyin(v) copyout(w)
    {
        w[0] = v[0];
#pragma acc loop seq
        for (int i = 1; i < N; i++) w[i] = w[i - 1] * 5 % 9973 + v[i];
    }

    /* combined parallel loop seq: run by one gang in gang-redundant mode of a single gang */
#pragma acc parallel loop seq num_gangs(1) copyin(v) copyout(r)
    for (int i = 0; i < N; i++) r[i] = (i == 0 ? 1 : r[i - 1]) * 7 % 10007 + v[i];

    for (int i = 0; i < NI; i++) {
        int s = 0;
        for (int j = 0; j < NJ; j++) {
            s += m[i][j];
            if (p[i][j] != s && bad++ < 10) printf("gang/seq prefix: p[%d][%d] = %d, expected %d\n", i, j, p[i][j], s);
        }
    }
    static int eq[NI][NJ];
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) {
            eq[i][j] = (i == 0 ? 0 : eq[i - 1][j]) * 3 % 1001 + m[i][j];
            if (q[i][j] != eq[i][j] && bad++ < 10) printf("seq/vector: q[%d][%d] = %d, expected %d\n", i, j, q[i][j], eq[i][j]);
        }
    int ew = 0, er = 0;
    for (int i = 0; i < N; i++) {
        ew = (i == 0 ? v[0] : ew * 5 % 9973 + v[i]);
        er = (i == 0 ? 1 : er) * 7 % 10007 + v[i];
        if (w[i] != ew && bad++ < 10) printf("serial seq: w[%d] = %d, expected %d\n", i, w[i], ew);
        if (r[i] != er && bad++ < 10) printf("parallel loop seq: r[%d] = %d, expected %d\n", i, r[i], er);
    }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
