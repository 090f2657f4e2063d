/* himeno_acc (OpenACC, in core): the program of himeno_pacc.c with a plain
 * OpenACC data region instead of the pacc pipeline, the in-core baseline of
 * issue 16's out-of-core benchmarks. A 19-point Himeno-like Jacobi step
 * (Himeno's jacobi() without the gosa reduction, scalar coefficients):
 *   s0 = a0*p[z+1][y][x] + a1*p[z][y+1][x] + a2*p[z][y][x+1]
 *      + b0*(p[z+1][y+1][x] - p[z+1][y-1][x] - p[z-1][y+1][x] + p[z-1][y-1][x])
 *      + b1*(p[z][y+1][x+1] - p[z][y-1][x+1] - p[z][y+1][x-1] + p[z][y-1][x-1])
 *      + b2*(p[z+1][y][x+1] - p[z-1][y][x+1] - p[z+1][y][x-1] + p[z-1][y][x-1])
 *      + c0*p[z-1][y][x] + c1*p[z][y-1][x] + c2*p[z][y][x-1] + wrk1[z][y][x]
 *   pn[z][y][x] = p + omega*(s0*a3 - p)*bnd[z][y][x]
 * on [1, n-1) of each axis; radius 1. a0..a2 = 1, 0.9, 1.1; c0..c2 = 1.05,
 * 0.95, 1; b0..b2 = 0.05, 0.04, 0.06; a3 = 1/7 (sum of |coefficients|*a3 < 1,
 * so the iteration contracts); omega = 0.8. Axes get different weights so a
 * transposed subscript shows. Init: p = hval(c) in [0,1) everywhere, pn = p
 * (so the boundary, never written, is the same in both and survives the
 * swaps), bnd = 0.5 + 0.5*hval, wrk1 = 0.01*hval (hval of the linear index c
 * and two different seeds).
 * float; usage: himeno_acc [NZ NY NX [STEPS]] (default 512 512 512 20):
 * p, pn read and written (swapped by pointer each step), bnd and wrk1 read
 * only: 4 x 4*NZ*NY*NX bytes (2 GiB at 512^3). Arrays are VLA row pointers
 * float (*p)[ny][nx].
 *
 * Timed region: `acc data copy(p, pn) copyin(bnd, wrk1)` around the time
 * loop, INCLUDING its transfers (timer started before the data region,
 * stopped after it ends: data on the host before and after); `acc init` is
 * before the timer. STEPS steps from the initial data; p holds the newest
 * field at the end. Kernel: `parallel loop gang collapse(2) present(...)`
 * over z, y and `loop vector` over x.
 * metric = 16*NZ*NY*NX*STEPS / time GB/s: the in-core device traffic model
 * (read p, bnd, wrk1 + write pn per point and step); the PCIe floor is in
 * run.sh.
 * Check: bands of planes (bottom [1,9), middle, top [NZ-9,NZ-1)) of the
 * final p are recomputed on the host from their dependency cone (a band
 * [a,b) after S steps depends on the initial planes [a-S, b+S)) and compared
 * (relative 1e-4); the whole final field must be finite. VERIFY=full
 * compares every plane. Without OpenACC (pragmas ignored) the same
 * program runs on the CPU and prints impl=cpu.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <math.h>

#define R 1
#define BAND 8

#define A0 1.0f
#define A1 0.9f
#define A2 1.1f
#define A3 (1.0f / 7.0f)
#define B0 0.05f
#define B1 0.04f
#define B2 0.06f
#define CC0 1.05f
#define CC1 0.95f
#define CC2 1.0f
#define OMEGA 0.8f

#ifdef _OPENACC
#define IMPL "acc"
#else
#define IMPL "cpu"
#endif

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

static float hval(unsigned x)
{
    x ^= x >> 16; x *= 0x7feb352dU; x ^= x >> 15; x *= 0x846ca68bU; x ^= x >> 16;
    return (float)(x >> 8) * (1.0f / 16777216.0f);
}

/* fill planes [z0, z0+cnt) of the problem into local planes [0, cnt) */
static void init_fields(int ny, int nx, int z0, int cnt, float (*p)[ny][nx], float (*pn)[ny][nx],
                        float (*bnd)[ny][nx], float (*wrk1)[ny][nx])
{
    for (int l = 0; l < cnt; l++) {
        int z = z0 + l;
        for (int y = 0; y < ny; y++)
            for (int x = 0; x < nx; x++) {
                size_t c = ((size_t)z * ny + y) * nx + x;
                float v = hval((unsigned)c);
                p[l][y][x] = v;
                pn[l][y][x] = v;
                bnd[l][y][x] = 0.5f + 0.5f * hval((unsigned)c ^ 0x9e3779b9U);
                wrk1[l][y][x] = 0.01f * hval((unsigned)c ^ 0x85ebca6bU);
            }
    }
}

/* host reference: one step on local planes [zlo, zhi) (interior in x, y) */
static void step_host(int ny, int nx, float (*pn)[ny][nx], float (*p)[ny][nx], float (*bnd)[ny][nx],
                      float (*wrk1)[ny][nx], int zlo, int zhi)
{
    for (int z = zlo; z < zhi; z++)
        for (int y = 1; y < ny - 1; y++)
            for (int x = 1; x < nx - 1; x++) {
                float s0 = A0 * p[z + 1][y][x] + A1 * p[z][y + 1][x] + A2 * p[z][y][x + 1]
                    + B0 * (p[z + 1][y + 1][x] - p[z + 1][y - 1][x] - p[z - 1][y + 1][x] + p[z - 1][y - 1][x])
                    + B1 * (p[z][y + 1][x + 1] - p[z][y - 1][x + 1] - p[z][y + 1][x - 1] + p[z][y - 1][x - 1])
                    + B2 * (p[z + 1][y][x + 1] - p[z - 1][y][x + 1] - p[z + 1][y][x - 1] + p[z - 1][y][x - 1])
                    + CC0 * p[z - 1][y][x] + CC1 * p[z][y - 1][x] + CC2 * p[z][y][x - 1] + wrk1[z][y][x];
                float ss = (s0 * A3 - p[z][y][x]) * bnd[z][y][x];
                pn[z][y][x] = p[z][y][x] + OMEGA * ss;
            }
}

static int imax(int a, int b) { return a > b ? a : b; }
static int imin(int a, int b) { return a < b ? a : b; }

/* Planes [a, b) of the final field f (after steps steps) against a host run
 * on their dependency cone: initial planes [a-S, b+S) (clipped); at step s
 * only the planes still needed, [a-(S-1-s), b+(S-1-s)), are computed. */
static long check_band(int nz, int ny, int nx, int steps, float (*f)[ny][nx], int a, int b)
{
    int lo = imax(0, a - R * steps), hi = imin(nz, b + R * steps), cnt = hi - lo;
    size_t sz = (size_t)cnt * ny * nx * sizeof(float);
    float (*q)[ny][nx] = malloc(sz), (*qn)[ny][nx] = malloc(sz);
    float (*qb)[ny][nx] = malloc(sz), (*qw)[ny][nx] = malloc(sz);
    if (!q || !qn || !qb || !qw) { fprintf(stderr, "himeno: check: alloc failed\n"); exit(1); }
    init_fields(ny, nx, lo, cnt, q, qn, qb, qw);
    for (int s = 0; s < steps; s++) {
        int w = R * (steps - 1 - s);
        int zlo = imax(R, a - w), zhi = imin(nz - R, b + w);
        step_host(ny, nx, qn, q, qb, qw, zlo - lo, zhi - lo);
        float (*t)[ny][nx] = q; q = qn; qn = t;
    }
    long bad = 0;
    for (int z = a; z < b; z++)
        for (int y = 0; y < ny; y++)
            for (int x = 0; x < nx; x++) {
                float want = q[z - lo][y][x], got = f[z][y][x];
                if (!(fabsf(got - want) <= 1e-4f * (1.0f + fabsf(want)))) {
                    if (bad < 5)
                        fprintf(stderr, "himeno: [%d][%d][%d] = %.9g, host %.9g\n", z, y, x, got, want);
                    bad++;
                }
            }
    free(q); free(qn); free(qb); free(qw);
    return bad;
}

int main(int argc, char **argv)
{
    int nz = argc > 1 ? atoi(argv[1]) : 512;
    int ny = argc > 2 ? atoi(argv[2]) : 512;
    int nx = argc > 3 ? atoi(argv[3]) : 512;
    int steps = argc > 4 ? atoi(argv[4]) : 20;
    if (nz < 2 * R + 1 || ny < 2 * R + 1 || nx < 2 * R + 1 || steps < 0) {
        fprintf(stderr, "usage: %s [NZ NY NX [STEPS]]  (each size >= %d, STEPS >= 0)\n", argv[0], 2 * R + 1);
        return 2;
    }
    const size_t np = (size_t)nz * ny * nx;
    float (*p)[ny][nx] = malloc(np * sizeof(float));
    float (*pn)[ny][nx] = malloc(np * sizeof(float));
    float (*bnd)[ny][nx] = malloc(np * sizeof(float));
    float (*wrk1)[ny][nx] = malloc(np * sizeof(float));
    if (!p || !pn || !bnd || !wrk1) { fprintf(stderr, "himeno: alloc failed\n"); return 1; }
    init_fields(ny, nx, 0, nz, p, pn, bnd, wrk1);

    /* the coefficients as scalar variables (Himeno's a, b, c arrays reduced to scalars) */
    const float a0 = A0, a1 = A1, a2 = A2, a3 = A3, b0 = B0, b1 = B1, b2 = B2;
    const float c0 = CC0, c1 = CC1, c2 = CC2, omega = OMEGA;

#pragma acc init

    double t0 = now_ms();
#pragma acc data copy(p[0:nz], pn[0:nz]) copyin(bnd[0:nz], wrk1[0:nz])
    {
        for (int t = 0; t < steps; t++) {
#pragma acc parallel loop gang collapse(2) present(p[0:nz], pn[0:nz], bnd[0:nz], wrk1[0:nz])
            for (int z = 1; z < nz - 1; z++)
                for (int y = 1; y < ny - 1; y++) {
#pragma acc loop vector
                    for (int x = 1; x < nx - 1; x++) {
                        float s0 = a0 * p[z + 1][y][x] + a1 * p[z][y + 1][x] + a2 * p[z][y][x + 1]
                            + b0 * (p[z + 1][y + 1][x] - p[z + 1][y - 1][x] - p[z - 1][y + 1][x] + p[z - 1][y - 1][x])
                            + b1 * (p[z][y + 1][x + 1] - p[z][y - 1][x + 1] - p[z][y + 1][x - 1] + p[z][y - 1][x - 1])
                            + b2 * (p[z + 1][y][x + 1] - p[z - 1][y][x + 1] - p[z + 1][y][x - 1] + p[z - 1][y][x - 1])
                            + c0 * p[z - 1][y][x] + c1 * p[z][y - 1][x] + c2 * p[z][y][x - 1] + wrk1[z][y][x];
                        float ss = (s0 * a3 - p[z][y][x]) * bnd[z][y][x];
                        pn[z][y][x] = p[z][y][x] + omega * ss;
                    }
                }
            { float (*tmp)[ny][nx] = p; p = pn; pn = tmp; }
        }
    }
    double t1 = now_ms();
    /* both p buffers were copied back; p holds the newest field */

    long bad = 0;
    for (int z = 0; z < nz; z++)
        for (int y = 0; y < ny; y++)
            for (int x = 0; x < nx; x++)
                if (!isfinite(p[z][y][x])) bad++;
    if (bad) fprintf(stderr, "himeno: %ld values not finite\n", bad);
    const char *vf = getenv("VERIFY");
    if (vf && !strcmp(vf, "full")) {
        bad += check_band(nz, ny, nx, steps, p, 0, nz);
    } else {
        int w = imin(BAND, nz - 2 * R);
        int mid = R + (nz - 2 * R - w) / 2;
        bad += check_band(nz, ny, nx, steps, p, R, R + w);                    /* bottom */
        if (mid > R) bad += check_band(nz, ny, nx, steps, p, mid, mid + w);  /* middle */
        if (nz - R - w > mid) bad += check_band(nz, ny, nx, steps, p, nz - R - w, nz - R); /* top */
    }

    double ms = t1 - t0;
    double gbs = ms > 0 ? 16.0 * (double)np * steps / (ms * 1e-3) / 1e9 : 0.0;
    if (bad) fprintf(stderr, "himeno: %ld mismatches\n", bad);
    printf("RESULT name=himeno impl=%s ms=%.3f metric=%.2fGB/s check=%s size=%dx%dx%d steps=%d\n",
           IMPL, ms, gbs, bad ? "FAIL" : "PASS", nz, ny, nx, steps);
    free(p); free(pn); free(bnd); free(wrk1);
    return 0;
}
