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
 * This file holds the directives and the timed region; the initial data,
 * the host reference, the check, argv and the RESULT line are in stencil25.h
 * (this benchmark) and common.h (both benchmarks).
 */
#include "stencil25.h"

int main(int argc, char **argv)
{
    int nz, ny, nx, steps, rc;
    float *a[4];
    if ((rc = stencil25_setup(argc, argv, &nz, &ny, &nx, &steps, a))) return rc;
    float (*p1)[ny][nx] = (void *)a[0], (*p2)[ny][nx] = (void *)a[1];
    float (*p3)[ny][nx] = (void *)a[2], (*vsq)[ny][nx] = (void *)a[3];

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

    return stencil25_finish(impl_name("pacc"), t1 - t0, nz, ny, nx, steps, p2, a);
}
