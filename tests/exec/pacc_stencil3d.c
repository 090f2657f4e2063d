/* pacc pipeline: a 25-point 3-D wave stencil (radius 4) over VLA pointers, three rotated fields and a read-only velocity, run by the default plan with the halo inferred and by chunks(3) depth(2) with it given, against the host loop */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static unsigned long long rng = 88172645463325252ULL;
static double next(void)
{
    rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17;
    return (double)(rng >> 11) / 9007199254740992.0;
}

#define R 4

static void init(int nz, int ny, int nx, float (*p1)[ny][nx], float (*p2)[ny][nx], float (*p3)[ny][nx])
{
    rng = 88172645463325252ULL;
    for (int z = 0; z < nz; z++)
        for (int y = 0; y < ny; y++)
            for (int x = 0; x < nx; x++) {
                p2[z][y][x] = (float)(2 * next() - 1);
                p1[z][y][x] = 0.9f * p2[z][y][x];
                p3[z][y][x] = -7.0f;             /* poisoned: the boundary stays so */
            }
}

#define C0 (-205.0f / 72)
static const float C[R + 1] = {-205.0f / 72, 8.0f / 5, -1.0f / 5, 8.0f / 315, -1.0f / 560};

static float lap(int ny, int nx, float (*p)[ny][nx], int z, int y, int x)
{
    float s = 3 * C0 * p[z][y][x];
    for (int r = 1; r <= R; r++)
        s += C[r] * (p[z][y][x - r] + p[z][y][x + r] + p[z][y - r][x] + p[z][y + r][x] + p[z - r][y][x]
                     + p[z + r][y][x]);
    return s;
}

static long compare(int nz, int ny, int nx, float (*got)[ny][nx], float (*want)[ny][nx], const char *what)
{
    long bad = 0;
    for (int z = 0; z < nz; z++)
        for (int y = 0; y < ny; y++)
            for (int x = 0; x < nx; x++) {
                float g = got[z][y][x], w = want[z][y][x];
                if (!(fabsf(g - w) <= 1e-4f * (1 + fabsf(w)))) {
                    if (bad < 5) printf("%s: [%d][%d][%d] got %g want %g\n", what, z, y, x, g, w);
                    bad++;
                }
            }
    return bad;
}

int main(void)
{
    int nz = 61, ny = 18, nx = 21, steps = 6;
    size_t n = (size_t)nz * ny * nx;
    float (*p1)[ny][nx] = malloc(n * sizeof(float)), (*p2)[ny][nx] = malloc(n * sizeof(float));
    float (*p3)[ny][nx] = malloc(n * sizeof(float)), (*v)[ny][nx] = malloc(n * sizeof(float));
    float (*q1)[ny][nx] = malloc(n * sizeof(float)), (*q2)[ny][nx] = malloc(n * sizeof(float));
    float (*q3)[ny][nx] = malloc(n * sizeof(float));
    for (int z = 0; z < nz; z++)
        for (int y = 0; y < ny; y++)
            for (int x = 0; x < nx; x++) v[z][y][x] = (float)(0.05 + 0.05 * next());
    /* the host loop */
    init(nz, ny, nx, q1, q2, q3);
    for (int t = 0; t < steps; t++) {
        for (int z = R; z < nz - R; z++)
            for (int y = R; y < ny - R; y++)
                for (int x = R; x < nx - R; x++)
                    q3[z][y][x] = v[z][y][x] * lap(ny, nx, q2, z, y, x) + 2 * q2[z][y][x] - q1[z][y][x];
        float (*s)[ny][nx] = q1; q1 = q2; q2 = q3; q3 = s;
    }
    long bad = 0;
    for (int run = 0; run < 2; run++) {
        float (*a1)[ny][nx] = p1, (*a2)[ny][nx] = p2, (*a3)[ny][nx] = p3;
        init(nz, ny, nx, p1, p2, p3);
        if (run == 0) {
#pragma pacc init
#pragma pacc pipeline targetinout(a1, a2, a3) targetin(v) size([0:nz][0:ny][0:nx])
            for (int t = 0; t < steps; t++) {
#pragma pacc loop dim(3)
                for (int z = R; z < nz - R; z++)
#pragma pacc loop dim(2)
                    for (int y = R; y < ny - R; y++)
#pragma pacc loop dim(1)
                        for (int x = R; x < nx - R; x++) {
                            float s = 3 * C0 * a2[z][y][x];
                            for (int r = 1; r <= R; r++)    /* unrolled by the compiler */
                                s += C[r] * (a2[z][y][x - r] + a2[z][y][x + r] + a2[z][y - r][x] + a2[z][y + r][x]
                                             + a2[z - r][y][x] + a2[z + r][y][x]);
                            a3[z][y][x] = v[z][y][x] * s + 2 * a2[z][y][x] - a1[z][y][x];
                        }
                float (*s)[ny][nx] = a1; a1 = a2; a2 = a3; a3 = s;
            }
        } else {
#pragma pacc pipeline targetinout(a1, a2, a3) targetin(v) size([0:nz][0:ny][0:nx]) halo([4:4][4:4][4:4]) chunks(3) depth(2)
            for (int t = 0; t < steps; t++) {
#pragma pacc loop dim(3)
                for (int z = R; z < nz - R; z++)
#pragma pacc loop dim(2)
                    for (int y = R; y < ny - R; y++)
#pragma pacc loop dim(1)
                        for (int x = R; x < nx - R; x++) {
                            float s = 3 * C0 * a2[z][y][x];
                            for (int r = 1; r <= R; r++)    /* unrolled by the compiler */
                                s += C[r] * (a2[z][y][x - r] + a2[z][y][x + r] + a2[z][y - r][x] + a2[z][y + r][x]
                                             + a2[z - r][y][x] + a2[z + r][y][x]);
                            a3[z][y][x] = v[z][y][x] * s + 2 * a2[z][y][x] - a1[z][y][x];
                        }
                float (*s)[ny][nx] = a1; a1 = a2; a2 = a3; a3 = s;
            }
        }
        /* the rotation comes out as on the host: the newest field in a2 */
        bad += compare(nz, ny, nx, a2, q2, run ? "chunks(3) depth(2): newest" : "default plan: newest");
        bad += compare(nz, ny, nx, a1, q1, run ? "chunks(3) depth(2): previous" : "default plan: previous");
        bad += compare(nz, ny, nx, a3, q3, run ? "chunks(3) depth(2): oldest" : "default plan: oldest");
    }
    if (bad) {
        printf("FAIL: %ld values differ\n", bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
