/* stencil25_pacc (PACC pipeline, issue 16): the 3D 25-point 8th-order
 * acoustic wave step of bench/acc/stencil25.c, out of core when the arrays
 * do not fit the device:
 *   p3 = vsq*lap(p2) + 2*p2 - p1,   vsq = v^2*dt^2/h^2 (per-point field),
 *   lap = sum over x,y,z of [c0*p + sum_{r=1..4} c_r*(p[+r] + p[-r])],
 *   c0=-205/72, c1=8/5, c2=-1/5, c3=8/315, c4=-1/560; radius 4.
 * float; usage: stencil25_pacc [NZ NY NX [STEPS]] (default 512 512 512 20).
 * Arrays are VLA row pointers float (*p)[ny][nx] (subscripts p[z][y][x]);
 * the three time levels are rotated by pointer swap inside the time loop.
 * Interior points [4, n-4) of each axis are updated; the 4-deep boundary
 * stays 0. The same initial data as stencil25.c (hval of the linear index).
 *
 * Timed region: the whole pipeline, data on the host before and after (it
 * includes pinning, every transfer in and out and the kernels); `pacc init`
 * (device set-up) is before the timer. No warm-up step: STEPS steps from
 * the initial data, so p2 holds the field after STEPS steps at the end.
 * Arrays: p1, p2, p3 read and written, vsq read only: 4 x 4*NZ*NY*NX bytes
 * (2 GiB at 512^3).
 * metric = 16*NZ*NY*NX*STEPS / time GB/s: the in-core device traffic model of
 * stencil25.c (read p2, p1, vsq + write p3 per point and step), so the figure
 * compares with the in-core runs; the PCIe floor is in run.sh.
 * Check: bands of planes (bottom [4,12), middle, top [NZ-12,NZ-4)) of the
 * final p2 are recomputed on the host from their dependency cone (a band
 * [a,b) after S steps depends on the initial planes [a-4S, b+4S)) and
 * compared (relative 1e-4); the whole final field must be finite.
 * VERIFY=full compares every plane (a host run of the whole problem).
 * Without OpenACC (gcc, pragmas ignored) the same program runs on the CPU
 * and prints impl=cpu.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <math.h>

#define R 4
#define BAND 8

#define C0 (-205.0f / 72.0f)
#define C1 (8.0f / 5.0f)
#define C2 (-1.0f / 5.0f)
#define C3 (8.0f / 315.0f)
#define C4 (-1.0f / 560.0f)

#ifdef _OPENACC
#define IMPL "pacc"
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

static int imax(int a, int b) { return a > b ? a : b; }
static int imin(int a, int b) { return a < b ? a : b; }

/* Planes [a, b) of the final field f (after steps steps) against a host run
 * on their dependency cone: initial planes [a-4S, b+4S) (clipped); at step s
 * only the planes still needed, [a-4(S-1-s), b+4(S-1-s)), are computed.
 * Returns the number of mismatches. */
static long check_band(int nz, int ny, int nx, int steps, float (*f)[ny][nx], int a, int b)
{
    int lo = imax(0, a - R * steps), hi = imin(nz, b + R * steps), cnt = hi - lo;
    size_t sz = (size_t)cnt * ny * nx * sizeof(float);
    float (*q1)[ny][nx] = malloc(sz), (*q2)[ny][nx] = malloc(sz);
    float (*q3)[ny][nx] = malloc(sz), (*qv)[ny][nx] = malloc(sz);
    if (!q1 || !q2 || !q3 || !qv) { fprintf(stderr, "stencil25: check: alloc failed\n"); exit(1); }
    init_fields(nz, ny, nx, lo, cnt, q1, q2, q3, qv);
    for (int s = 0; s < steps; s++) {
        int w = R * (steps - 1 - s);
        int zlo = imax(R, a - w), zhi = imin(nz - R, b + w);
        step_host(ny, nx, q3, q2, q1, qv, zlo - lo, zhi - lo);
        float (*t)[ny][nx] = q1; q1 = q2; q2 = q3; q3 = t;
    }
    long bad = 0;
    for (int z = a; z < b; z++)
        for (int y = 0; y < ny; y++)
            for (int x = 0; x < nx; x++) {
                float want = q2[z - lo][y][x], got = f[z][y][x];
                if (!(fabsf(got - want) <= 1e-4f * (1.0f + fabsf(want)))) {
                    if (bad < 5)
                        fprintf(stderr, "stencil25: [%d][%d][%d] = %.9g, host %.9g\n", z, y, x, got, want);
                    bad++;
                }
            }
    free(q1); free(q2); free(q3); free(qv);
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
    float (*p1)[ny][nx] = malloc(np * sizeof(float));
    float (*p2)[ny][nx] = malloc(np * sizeof(float));
    float (*p3)[ny][nx] = malloc(np * sizeof(float));
    float (*vsq)[ny][nx] = malloc(np * sizeof(float));
    if (!p1 || !p2 || !p3 || !vsq) { fprintf(stderr, "stencil25: alloc failed\n"); return 1; }
    init_fields(nz, ny, nx, 0, nz, p1, p2, p3, vsq);

#pragma pacc init

    double t0 = now_ms();
#pragma pacc pipeline targetinout(p1, p2, p3) targetin(vsq) size([0:nz][0:ny][0:nx]) halo([4:4][4:4][4:4])
    for (int t = 0; t < steps; t++) {
#pragma pacc loop dim(3)
        for (int z = 4; z < nz - 4; z++)
#pragma pacc loop dim(2)
            for (int y = 4; y < ny - 4; y++)
#pragma pacc loop dim(1)
                for (int x = 4; x < nx - 4; x++) {
                    float lap = (3.0f * C0) * p2[z][y][x]
                        + C1 * ((p2[z][y][x - 1] + p2[z][y][x + 1]) + (p2[z][y - 1][x] + p2[z][y + 1][x]) + (p2[z - 1][y][x] + p2[z + 1][y][x]))
                        + C2 * ((p2[z][y][x - 2] + p2[z][y][x + 2]) + (p2[z][y - 2][x] + p2[z][y + 2][x]) + (p2[z - 2][y][x] + p2[z + 2][y][x]))
                        + C3 * ((p2[z][y][x - 3] + p2[z][y][x + 3]) + (p2[z][y - 3][x] + p2[z][y + 3][x]) + (p2[z - 3][y][x] + p2[z + 3][y][x]))
                        + C4 * ((p2[z][y][x - 4] + p2[z][y][x + 4]) + (p2[z][y - 4][x] + p2[z][y + 4][x]) + (p2[z - 4][y][x] + p2[z + 4][y][x]));
                    p3[z][y][x] = vsq[z][y][x] * lap + 2.0f * p2[z][y][x] - p1[z][y][x];
                }
        { float (*tmp)[ny][nx] = p1; p1 = p2; p2 = p3; p3 = tmp; }
    }
    double t1 = now_ms();
    /* every targetinout array is back on the host; p2 holds the newest field */

    long bad = 0;
    for (int z = 0; z < nz; z++)
        for (int y = 0; y < ny; y++)
            for (int x = 0; x < nx; x++)
                if (!isfinite(p2[z][y][x])) bad++;
    if (bad) fprintf(stderr, "stencil25: %ld values not finite\n", bad);
    const char *vf = getenv("VERIFY");
    if (vf && !strcmp(vf, "full")) {
        bad += check_band(nz, ny, nx, steps, p2, 0, nz);
    } else {
        int w = imin(BAND, nz - 2 * R);
        int mid = R + (nz - 2 * R - w) / 2;
        bad += check_band(nz, ny, nx, steps, p2, R, R + w);                    /* bottom */
        if (mid > R) bad += check_band(nz, ny, nx, steps, p2, mid, mid + w);  /* middle */
        if (nz - R - w > mid) bad += check_band(nz, ny, nx, steps, p2, nz - R - w, nz - R); /* top */
    }

    double ms = t1 - t0;
    double gbs = ms > 0 ? 16.0 * (double)np * steps / (ms * 1e-3) / 1e9 : 0.0;
    if (bad) fprintf(stderr, "stencil25: %ld mismatches\n", bad);
    printf("RESULT name=stencil25 impl=%s ms=%.3f metric=%.2fGB/s check=%s size=%dx%dx%d steps=%d\n",
           IMPL, ms, gbs, bad ? "FAIL" : "PASS", nz, ny, nx, steps);
    free(p1); free(p2); free(p3); free(vsq);
    return 0;
}
