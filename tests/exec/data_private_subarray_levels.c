/* Covers: private(p[lo:n]) on a worker loop (one copy per worker, filled by its vector lanes), firstprivate(wp[0:8]) of constant length on a parallel construct (a copy per gang that its gang loop changes and restores), and private(t[0:4]) of constant length on a vector loop inside kernels, each against the plain host loop. */
#include <stdio.h>
#include <stdlib.h>

static unsigned int seed = 0x9E3779B9u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

int main(void)
{
    int ni = 40, nj = 24, nk = 50, lo = 2;
    int *in = malloc(sizeof(int) * ni * nj * nk), *out = malloc(sizeof(int) * ni * nj);
    int *p = malloc(sizeof(int) * (lo + nk));
    int w[8], *wp = w, *g = malloc(sizeof(int) * ni), *t = malloc(sizeof(int) * 4), *h = malloc(sizeof(int) * ni * nk);
    for (int i = 0; i < ni * nj * nk; i++) in[i] = (int)(xrand() % 100);
    for (int k = 0; k < 8; k++) w[k] = (int)(xrand() % 10) + 1;
    for (int i = 0; i < ni * nj; i++) out[i] = -1;
    for (int i = 0; i < ni; i++) g[i] = -1;
    for (int i = 0; i < ni * nk; i++) h[i] = -1;
    for (int k = 0; k < lo + nk; k++) p[k] = -3;
    for (int k = 0; k < 4; k++) t[k] = -4;
#pragma acc parallel loop gang num_workers(4) vector_length(32) copyin(in[0:ni * nj * nk]) copyout(out[0:ni * nj])
    for (int i = 0; i < ni; i++) {
#pragma acc loop worker private(p[lo:nk])
        for (int j = 0; j < nj; j++) {
#pragma acc loop vector
            for (int k = 0; k < nk; k++) p[lo + k] = in[(i * nj + j) * nk + k] + j;
            int s = 0;
#pragma acc loop vector reduction(+:s)
            for (int k = 0; k < nk; k++) s += p[lo + nk - 1 - k] * (k + 1);
            out[i * nj + j] = s;
        }
    }
#pragma acc parallel firstprivate(wp[0:8]) copyin(in[0:ni * nj * nk]) copyout(g[0:ni])
    {
#pragma acc loop gang
        for (int i = 0; i < ni; i++) {
            int s = 0;
            for (int k = 0; k < 8; k++) { wp[k] += 1; s += wp[k] * in[i * 8 + k]; wp[k] -= 1; }
            g[i] = s;
        }
    }
#pragma acc kernels copyin(in[0:ni * nj * nk]) copyout(h[0:ni * nk])
    {
#pragma acc loop independent private(t[0:4])
        for (int i = 0; i < ni * nk; i++) {
            for (int k = 0; k < 4; k++) t[k] = in[i * 4 + k] * (k + 2);
            h[i] = t[0] - t[1] + t[2] * t[3];
        }
    }
    int bad = 0;
    for (int i = 0; i < ni; i++)
        for (int j = 0; j < nj; j++) {
            int s = 0;
            for (int k = 0; k < nk; k++) s += (in[(i * nj + j) * nk + nk - 1 - k] + j) * (k + 1);
            if (out[i * nj + j] != s && bad++ < 5) printf("out[%d][%d] = %d, expected %d\n", i, j, out[i * nj + j], s);
        }
    for (int i = 0; i < ni; i++) {
        int s = 0;
        for (int k = 0; k < 8; k++) s += (w[k] + 1) * in[i * 8 + k];
        if (g[i] != s && bad++ < 5) printf("g[%d] = %d, expected %d\n", i, g[i], s);
    }
    for (int i = 0; i < ni * nk; i++) {
        int e = in[i * 4] * 2 - in[i * 4 + 1] * 3 + in[i * 4 + 2] * 4 * (in[i * 4 + 3] * 5);
        if (h[i] != e && bad++ < 5) printf("h[%d] = %d, expected %d\n", i, h[i], e);
    }
    for (int k = 0; k < lo + nk; k++) if (p[k] != -3 && bad++ < 5) printf("host p[%d] = %d (private)\n", k, p[k]);
    for (int k = 0; k < 4; k++) if (t[k] != -4 && bad++ < 5) printf("host t[%d] = %d (private)\n", k, t[k]);
    free(in); free(out); free(p); free(g); free(t); free(h);
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
