/* stencil25.h: what stencil25_acc.c and stencil25_pacc.c share (host code
 * only; the directives and the timed kernels are in the .c files): the
 * constants, the initial data, the host reference step, the band check, the
 * set-up before the timed region and the check and report after it.
 *
 * The 3D 25-point 8th-order acoustic wave step of bench/acc/stencil25.c:
 *   p3 = vsq*lap(p2) + 2*p2 - p1,   vsq = v^2*dt^2/h^2 (per-point field),
 *   lap = sum over x,y,z of [c0*p + sum_{r=1..4} c_r*(p[+r] + p[-r])],
 *   c0=-205/72, c1=8/5, c2=-1/5, c3=8/315, c4=-1/560; radius 4.
 * Interior points [4, n-4) of each axis are updated; the 4-deep boundary
 * stays 0. The same initial data as stencil25.c (hval of the linear index).
 */
#ifndef BENCH_PACC_STENCIL25_H
#define BENCH_PACC_STENCIL25_H

#include "common.h"

#define R 4

#define C0 (-205.0f / 72.0f)
#define C1 (8.0f / 5.0f)
#define C2 (-1.0f / 5.0f)
#define C3 (8.0f / 315.0f)
#define C4 (-1.0f / 560.0f)

/* fill planes [z0, z0+cnt) of the nz x ny x nx problem into local planes [0, cnt) */
static void init_fields(int nz, int ny, int nx, int z0, int cnt, float (*p1)[ny][nx], float (*p2)[ny][nx],
                        float (*p3)[ny][nx], float (*vsq)[ny][nx])
{
    for (int l = 0; l < cnt; l++) {
        int z = z0 + l;
        for (int y = 0; y < ny; y++)
            for (int x = 0; x < nx; x++) {
                size_t c = ((size_t)z * ny + y) * nx + x;
                int in = z >= R && z < nz - R && y >= R && y < ny - R && x >= R && x < nx - R;
                float v = in ? 2.0f * hval((unsigned)c) - 1.0f : 0.0f;
                p2[l][y][x] = v;
                p1[l][y][x] = 0.9f * v;
                p3[l][y][x] = 0.0f;
                vsq[l][y][x] = in ? 0.05f + 0.05f * hval((unsigned)c ^ 0x9e3779b9U) : 0.0f;
            }
    }
}

/* host reference: one step on local planes [zlo, zhi) (interior in x, y) */
static void step_host(int ny, int nx, float (*p3)[ny][nx], float (*p2)[ny][nx], float (*p1)[ny][nx],
                      float (*vsq)[ny][nx], int zlo, int zhi)
{
    for (int z = zlo; z < zhi; z++)
        for (int y = R; y < ny - R; y++)
            for (int x = R; x < nx - R; x++) {
                float lap = (3.0f * C0) * p2[z][y][x]
                    + C1 * ((p2[z][y][x - 1] + p2[z][y][x + 1]) + (p2[z][y - 1][x] + p2[z][y + 1][x]) + (p2[z - 1][y][x] + p2[z + 1][y][x]))
                    + C2 * ((p2[z][y][x - 2] + p2[z][y][x + 2]) + (p2[z][y - 2][x] + p2[z][y + 2][x]) + (p2[z - 2][y][x] + p2[z + 2][y][x]))
                    + C3 * ((p2[z][y][x - 3] + p2[z][y][x + 3]) + (p2[z][y - 3][x] + p2[z][y + 3][x]) + (p2[z - 3][y][x] + p2[z + 3][y][x]))
                    + C4 * ((p2[z][y][x - 4] + p2[z][y][x + 4]) + (p2[z][y - 4][x] + p2[z][y + 4][x]) + (p2[z - 4][y][x] + p2[z + 4][y][x]));
                p3[z][y][x] = vsq[z][y][x] * lap + 2.0f * p2[z][y][x] - p1[z][y][x];
            }
}

/* Planes [a, b) of the final field f (after steps steps) against a host run
 * on their dependency cone: initial planes [a-4S, b+4S) (clipped); at step s
 * only the planes still needed, [a-4(S-1-s), b+4(S-1-s)), are computed.
 * Returns the number of mismatches. */
static long check_band(int nz, int ny, int nx, int steps, float (*f)[ny][nx], int a, int b)
{
    int lo = imax(0, a - R * steps), hi = imin(nz, b + R * steps), cnt = hi - lo;
    float *q[4];
    if (alloc_fields("stencil25: check", (size_t)cnt * ny * nx, 4, q)) exit(1);
    float (*q1)[ny][nx] = (void *)q[0], (*q2)[ny][nx] = (void *)q[1];
    float (*q3)[ny][nx] = (void *)q[2], (*qv)[ny][nx] = (void *)q[3];
    init_fields(nz, ny, nx, lo, cnt, q1, q2, q3, qv);
    for (int s = 0; s < steps; s++) {
        int w = R * (steps - 1 - s);
        int zlo = imax(R, a - w), zhi = imin(nz - R, b + w);
        step_host(ny, nx, q3, q2, q1, qv, zlo - lo, zhi - lo);
        float (*t)[ny][nx] = q1; q1 = q2; q2 = q3; q3 = t;
    }
    long bad = compare_planes("stencil25", ny, nx, f, q2, lo, a, b);
    free_fields(4, q);
    return bad;
}

/* Before the timed region: argv (see parse_args), the four arrays
 * a = {p1, p2, p3, vsq} allocated and filled with the initial data.
 * Returns 0, or the exit status. */
static int stencil25_setup(int argc, char **argv, int *nz, int *ny, int *nx, int *steps, float *a[4])
{
    int rc = setup_run("stencil25", R, argc, argv, nz, ny, nx, steps, 4, a);
    if (!rc) init_fields(*nz, *ny, *nx, 0, *nz, (void *)a[0], (void *)a[1], (void *)a[2], (void *)a[3]);
    return rc;
}

/* After it: the check of the newest field f, the RESULT line (impl, ms: the
 * timed region) and the four arrays freed. Returns the exit status. */
static int stencil25_finish(const char *impl, double ms, int nz, int ny, int nx, int steps, float (*f)[ny][nx],
                            float *a[4])
{
    return finish_run("stencil25", impl, ms, nz, ny, nx, steps, R, f, check_band, 4, a);
}

#endif
