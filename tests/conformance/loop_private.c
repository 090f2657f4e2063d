/* Covers: loop private(list) (OpenACC 3.3 sec. 2.9.10): private scalars and fixed-size arrays on gang, worker and vector loops and on a combined gang vector loop, in parallel and kernels; a worker-private array filled by a vector loop (or an undirected loop in kernels) and read by another vector loop (one copy per worker, shared by its vector lanes); each iteration uses its own copy, so results equal sequential execution. */
#include <stdio.h>

#define NI 47
#define NJ 71
#define T 8
static int m[NI][NJ], x[NI][NJ], y[NI][NJ], z[NI][NJ], r[NI], q[NI][NJ], u[NI][NJ], w[NI][NJ];
static unsigned int seed = 0x9A1F0E2Du;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int bad = 0, t, s;
    int tmp[T];
    for (int i = 0; i < NI; i++) {
        r[i] = -1;
        for (int j = 0; j < NJ; j++) { m[i][j] = (int)(xrand() % 2001u) - 1000; x[i][j] = y[i][j] = z[i][j] = q[i][j] = u[i][j] = w[i][j] = -1; }
    }

    /* gang-private array filled by the gang, read by its vector lanes; vector-private scalar */
#pragma acc parallel copyin(m) copyout(x, r)
    {
#pragma acc loop gang private(tmp, s)
        for (int i = 0; i < NI; i++) {
            s = 0;
            for (int k = 0; k < T; k++) { tmp[k] = m[i][k] * (k + 1); s += tmp[k]; }
            r[i] = s;
#pragma acc loop vector private(t)
            for (int j = 0; j < NJ; j++) {
                t = m[i][j] + tmp[j % T];
                x[i][j] = t * 2 - s;
            }
        }
    }

    /* worker-private array and scalar */
#pragma acc parallel num_workers(4) copyin(m) copyout(y)
    {
#pragma acc loop gang
        for (int i = 0; i < NI; i++) {
#pragma acc loop worker private(tmp, t)
            for (int j = 0; j < NJ; j++) {
                for (int k = 0; k < T; k++) tmp[k] = m[i][(j + k) % NJ];
                t = 0;
                for (int k = 0; k < T; k++) t += tmp[k] * (T - k);
                y[i][j] = t;
            }
        }
    }

    /* combined gang vector loop with a private array */
#pragma acc parallel loop gang vector private(tmp) copyin(m) copyout(z)
    for (int i = 0; i < NI; i++) {
        for (int k = 0; k < T; k++) tmp[k] = m[i][k] - k;
        for (int j = 0; j < NJ; j++) z[i][j] = m[i][j] + tmp[(i + j) % T];
    }

    /* kernels: gang loop and vector loop with private scalars */
#pragma acc kernels copyin(m) copyout(q)
    {
#pragma acc loop gang private(s)
        for (int i = 0; i < NI; i++) {
            s = m[i][0] - m[i][NJ - 1];
#pragma acc loop vector private(t)
            for (int j = 0; j < NJ; j++) { t = m[i][j] * s; q[i][j] = t + 1; }
        }
    }

    /* worker-private array shared by the worker's vector lanes: filled by one vector loop, read by another */
#pragma acc parallel num_workers(2) copyin(m) copyout(u)
    {
#pragma acc loop gang
        for (int i = 0; i < NI; i++) {
#pragma acc loop worker private(tmp)
            for (int h = 0; h < 2; h++) {
#pragma acc loop vector
                for (int k = 0; k < T; k++) tmp[k] = m[i][k] * (h + 1) + k;
#pragma acc loop vector
                for (int j = h; j < NJ; j += 2) u[i][j] = m[i][j] - tmp[j % T];
            }
        }
    }

    /* kernels: gang worker private array, filled by a loop without a directive, read by a vector loop */
#pragma acc kernels copyin(m) copyout(w)
    {
#pragma acc loop gang worker private(tmp)
        for (int i = 0; i < NI; i++) {
            for (int k = 0; k < T; k++) tmp[k] = m[i][(k * 5) % NJ] + 2 * k;
#pragma acc loop vector
            for (int j = 0; j < NJ; j++) w[i][j] = m[i][j] + tmp[(j + i) % T];
        }
    }

    for (int i = 0; i < NI; i++) {
        int et[T], es = 0;
        for (int k = 0; k < T; k++) { et[k] = m[i][k] * (k + 1); es += et[k]; }
        if (r[i] != es && bad++ < 10) printf("gang private: r[%d] = %d, expected %d\n", i, r[i], es);
        for (int j = 0; j < NJ; j++) {
            int ex = (m[i][j] + et[j % T]) * 2 - es;
            if (x[i][j] != ex && bad++ < 10) printf("gang/vector private: x[%d][%d] = %d, expected %d\n", i, j, x[i][j], ex);
            int ey = 0;
            for (int k = 0; k < T; k++) ey += m[i][(j + k) % NJ] * (T - k);
            if (y[i][j] != ey && bad++ < 10) printf("worker private: y[%d][%d] = %d, expected %d\n", i, j, y[i][j], ey);
            int ez = m[i][j] + (m[i][(i + j) % T] - (i + j) % T);
            if (z[i][j] != ez && bad++ < 10) printf("gang vector private: z[%d][%d] = %d, expected %d\n", i, j, z[i][j], ez);
            int eq = m[i][j] * (m[i][0] - m[i][NJ - 1]) + 1;
            if (q[i][j] != eq && bad++ < 10) printf("kernels private: q[%d][%d] = %d, expected %d\n", i, j, q[i][j], eq);
            int eu = m[i][j] - (m[i][j % T] * (j % 2 + 1) + j % T);
            if (u[i][j] != eu && bad++ < 10) printf("worker private, vector fill: u[%d][%d] = %d, expected %d\n", i, j, u[i][j], eu);
            int k = (j + i) % T;
            int ew = m[i][j] + m[i][(k * 5) % NJ] + 2 * k;
            if (w[i][j] != ew && bad++ < 10) printf("kernels gang worker private: w[%d][%d] = %d, expected %d\n", i, j, w[i][j], ew);
        }
    }
    if (bad) { printf("FAIL (%d mismatches)\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
