/* himeno.h: what himeno_acc.c and himeno_pacc.c share (host code only; the
 * directives and the timed kernels are in the .c files): the coefficients,
 * the initial data, the host reference step, the band check, the set-up
 * before the timed region and the check and report after it.
 *
 * A 19-point Himeno-like Jacobi step (Himeno's jacobi() without the gosa
 * reduction, scalar coefficients):
 *   s0 = a0*p[z+1][y][x] + a1*p[z][y+1][x] + a2*p[z][y][x+1]
 *      + b0*(p[z+1][y+1][x] - p[z+1][y-1][x] - p[z-1][y+1][x] + p[z-1][y-1][x])
 *      + b1*(p[z][y+1][x+1] - p[z][y-1][x+1] - p[z][y+1][x-1] + p[z][y-1][x-1])
 *      + b2*(p[z+1][y][x+1] - p[z-1][y][x+1] - p[z+1][y][x-1] + p[z-1][y][x-1])
 *      + c0*p[z-1][y][x] + c1*p[z][y-1][x] + c2*p[z][y][x-1] + wrk1[z][y][x]
 *   pn[z][y][x] = p + omega*(s0*a3 - p)*bnd[z][y][x]
 * on [1, n-1) of each axis; radius 1.
 */
#ifndef BENCH_PACC_HIMENO_H
#define BENCH_PACC_HIMENO_H

#include "common.h"

#define R 1

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

/* Planes [a, b) of the final field f (after steps steps) against a host run
 * on their dependency cone: initial planes [a-S, b+S) (clipped); at step s
 * only the planes still needed, [a-(S-1-s), b+(S-1-s)), are computed.
 * Returns the number of mismatches. */
static long check_band(int nz, int ny, int nx, int steps, float (*f)[ny][nx], int a, int b)
{
    int lo = imax(0, a - R * steps), hi = imin(nz, b + R * steps), cnt = hi - lo;
    float *h[4];
    if (alloc_fields("himeno: check", (size_t)cnt * ny * nx, 4, h)) exit(1);
    float (*q)[ny][nx] = (void *)h[0], (*qn)[ny][nx] = (void *)h[1];
    float (*qb)[ny][nx] = (void *)h[2], (*qw)[ny][nx] = (void *)h[3];
    init_fields(ny, nx, lo, cnt, q, qn, qb, qw);
    for (int s = 0; s < steps; s++) {
        int w = R * (steps - 1 - s);
        int zlo = imax(R, a - w), zhi = imin(nz - R, b + w);
        step_host(ny, nx, qn, q, qb, qw, zlo - lo, zhi - lo);
        float (*t)[ny][nx] = q; q = qn; qn = t;
    }
    long bad = compare_planes("himeno", ny, nx, f, q, lo, a, b);
    free_fields(4, h);
    return bad;
}

/* Before the timed region: argv (see parse_args), the four arrays
 * a = {p, pn, bnd, wrk1} allocated and filled with the initial data.
 * Returns 0, or the exit status. */
static int himeno_setup(int argc, char **argv, int *nz, int *ny, int *nx, int *steps, float *a[4])
{
    int rc = setup_run("himeno", R, argc, argv, nz, ny, nx, steps, 4, a);
    if (!rc) init_fields(*ny, *nx, 0, *nz, (void *)a[0], (void *)a[1], (void *)a[2], (void *)a[3]);
    return rc;
}

/* After it: the check of the newest field f, the RESULT line (impl, ms: the
 * timed region) and the four arrays freed. Returns the exit status. */
static int himeno_finish(const char *impl, double ms, int nz, int ny, int nx, int steps, float (*f)[ny][nx],
                         float *a[4])
{
    return finish_run("himeno", impl, ms, nz, ny, nx, steps, R, f, check_band, 4, a);
}

#endif
