/* nests_driver.c: the host code gwcc is to emit around a pacc pipeline's time loop (docs/pacc.md,
 * docs/pacc-step3.md section 4), written by hand around nests.c's body, whose two nests gwcc compiles
 * as OpenACC (parallel loop gang collapse(2) present(...), split over z).  Against the host loop.
 *   nests NZ STEPS CHUNKS DEPTH      (0 0: the runtime's plan; GANGWAY_DEVICE_MEMORY caps the device)
 * Build: sh tests/gpu_pacc/build.sh (bin/nests). */
#include "gangway_rt.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
void body(int nz, int ny, int nx, void *p1, void *p2, const void *v, int t);
static void ref(int nz, int ny, int nx, double (*p1)[ny][nx], double (*p2)[ny][nx], const double (*v)[ny][nx], int steps)
{
    for (int t = 0; t < steps; t++) {
        for (int z = 4; z < nz - 4; z++) for (int y = 4; y < ny - 4; y++) for (int x = 4; x < nx - 4; x++)
            p2[z][y][x] = 0.5 * p1[z][y][x] + v[z][y][x] * (p1[z-4][y][x] + p1[z+4][y][x] + p1[z-1][y][x]
                              + p1[z+1][y][x] + p1[z][y-4][x] + p1[z][y+4][x] + p1[z][y][x-4] + p1[z][y][x+4]) + 0.001 * t;
        for (int z = 4; z < nz - 4; z++) for (int y = 4; y < ny - 4; y++) for (int x = 4; x < nx - 4; x++)
            p1[z][y][x] = p2[z][y][x];
    }
}
int main(int argc, char **argv)
{
    int nz = argc > 1 ? atoi(argv[1]) : 61, ny = 37, nx = 45, steps = argc > 2 ? atoi(argv[2]) : 7;
    long long chunks = argc > 3 ? atoll(argv[3]) : 0, depth = argc > 4 ? atoll(argv[4]) : 0;
    size_t n = (size_t)nz * ny * nx;
    double (*p1)[ny][nx] = malloc(n * 8), (*p2)[ny][nx] = malloc(n * 8), (*v)[ny][nx] = malloc(n * 8);
    double (*q1)[ny][nx] = malloc(n * 8), (*q2)[ny][nx] = malloc(n * 8);
    srand(7);
    for (size_t i = 0; i < n; i++) {
        ((double *)p1)[i] = ((double *)q1)[i] = rand() / (double)RAND_MAX;
        ((double *)v)[i] = 0.05 * rand() / (double)RAND_MAX;
        ((double *)p2)[i] = ((double *)q2)[i] = -1e30;     /* poisoned: halo rows keep it */
    }
    ref(nz, ny, nx, q1, q2, v, steps);
    /* what gwcc would emit around: for (int t = 0; t < steps; t++) { body } */
    { static const gw_site gw_ps0 = {"nests_driver.c", 40, "pacc pipeline"};
      static const gw_pacc_array gw_pa0[3] = {{"p1", 1}, {"p2", 1}, {"v", 0}};
      gw_pacc_val gw_pv0[3] = {{(void *)&(p1)[0], sizeof((p1)[0])}, {(void *)&(p2)[0], sizeof((p2)[0])},
                               {(void *)&(v)[0], sizeof((v)[0])}};
      gw_pacc_begin(&gw_ps0, 3, gw_pa0, gw_pv0, (long long)(nz), 4LL, 4LL,
                    ((long long)(steps) > (long long)(0) ? ((long long)(steps) - (long long)(0) + (long long)(1) - 1) / (long long)(1) : 0LL),
                    chunks, depth);
      long long gw_pf0, gw_pk0; int passes = 0, chunkn = 0;
      while (gw_pacc_pass(&gw_pf0, &gw_pk0)) { passes++; while (gw_pacc_chunk()) { long long gw_pi0 = 0; chunkn++;
        for (int t = 0; t < steps; t++) { long long gw_pt0 = gw_pi0++; if (gw_pt0 < gw_pf0) continue;
            if (gw_pt0 >= gw_pf0 + gw_pk0) break; gw_pacc_step(gw_pt0 - gw_pf0);
            body(nz, ny, nx, p1, p2, v, t); } } }
      gw_pacc_end();
      printf("passes %d, chunk runs %d\n", passes, chunkn); }
    double maxd = 0;
    for (size_t i = 0; i < n; i++) {
        double d = fabs(((double *)p1)[i] - ((double *)q1)[i]);
        double d2 = fabs(((double *)p2)[i] - ((double *)q2)[i]);
        if (d > maxd) maxd = d;
        if (d2 > maxd) maxd = d2;
    }
    printf("max diff %g\n", maxd);
    puts(maxd < 1e-9 ? "PASS" : "FAIL");
    return maxd < 1e-9 ? 0 : 1;
}
