/* himeno_pacc (PACC pipeline, issue 16): a 19-point Himeno-like Jacobi step
 * (Himeno's jacobi() without the gosa reduction, scalar coefficients), out
 * of core when the arrays do not fit the device:
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
 * float; usage: himeno_pacc [NZ NY NX [STEPS]] (default 512 512 512 20):
 * p, pn read and written (swapped by pointer each step), bnd and wrk1 read
 * only: 4 x 4*NZ*NY*NX bytes (2 GiB at 512^3). Arrays are VLA row pointers
 * float (*p)[ny][nx].
 *
 * Timed region: the whole pipeline, data on the host before and after (it
 * includes pinning, every transfer in and out and the kernels); `pacc init`
 * is before the timer. STEPS steps from the initial data; p holds the newest
 * field at the end.
 * metric = 16*NZ*NY*NX*STEPS / time GB/s: the in-core device traffic model
 * (read p, bnd, wrk1 + write pn per point and step); the PCIe floor is in
 * run.sh.
 * Check: bands of planes (bottom [1,9), middle, top [NZ-9,NZ-1)) of the
 * final p are recomputed on the host from their dependency cone (a band
 * [a,b) after S steps depends on the initial planes [a-S, b+S)) and compared
 * (relative 1e-4); the whole final field must be finite. VERIFY=full
 * compares every plane. Without OpenACC (gcc, pragmas ignored) the same
 * program runs on the CPU and prints impl=cpu.
 * This file holds the directives and the timed region; the initial data,
 * the host reference, the check, argv and the RESULT line are in himeno.h
 * (this benchmark) and common.h (both benchmarks).
 */
#include "himeno.h"

int main(int argc, char **argv)
{
    int nz, ny, nx, steps, rc;
    float *h[4];
    if ((rc = himeno_setup(argc, argv, &nz, &ny, &nx, &steps, h))) return rc;
    float (*p)[ny][nx] = (void *)h[0], (*pn)[ny][nx] = (void *)h[1];
    float (*bnd)[ny][nx] = (void *)h[2], (*wrk1)[ny][nx] = (void *)h[3];

    /* the coefficients as scalar variables (Himeno's a, b, c arrays reduced to scalars) */
    const float a0 = A0, a1 = A1, a2 = A2, a3 = A3, b0 = B0, b1 = B1, b2 = B2;
    const float c0 = CC0, c1 = CC1, c2 = CC2, omega = OMEGA;

#pragma pacc init

    double t0 = now_ms();
#pragma pacc pipeline targetinout(p, pn) targetin(bnd, wrk1) size([0:nz][0:ny][0:nx]) halo([1:1][1:1][1:1])
    for (int t = 0; t < steps; t++) {
#pragma pacc loop dim(3)
        for (int z = 1; z < nz - 1; z++)
#pragma pacc loop dim(2)
            for (int y = 1; y < ny - 1; y++)
#pragma pacc loop dim(1)
                for (int x = 1; x < nx - 1; x++) {
                    float s0 = a0 * p[z + 1][y][x] + a1 * p[z][y + 1][x] + a2 * p[z][y][x + 1]
                        + b0 * (p[z + 1][y + 1][x] - p[z + 1][y - 1][x] - p[z - 1][y + 1][x] + p[z - 1][y - 1][x])
                        + b1 * (p[z][y + 1][x + 1] - p[z][y - 1][x + 1] - p[z][y + 1][x - 1] + p[z][y - 1][x - 1])
                        + b2 * (p[z + 1][y][x + 1] - p[z - 1][y][x + 1] - p[z + 1][y][x - 1] + p[z - 1][y][x - 1])
                        + c0 * p[z - 1][y][x] + c1 * p[z][y - 1][x] + c2 * p[z][y][x - 1] + wrk1[z][y][x];
                    float ss = (s0 * a3 - p[z][y][x]) * bnd[z][y][x];
                    pn[z][y][x] = p[z][y][x] + omega * ss;
                }
        { float (*tmp)[ny][nx] = p; p = pn; pn = tmp; }
    }
    double t1 = now_ms();
    /* both targetinout arrays are back on the host; p holds the newest field */

    return himeno_finish(impl_name("pacc"), t1 - t0, nz, ny, nx, steps, p, h);
}
