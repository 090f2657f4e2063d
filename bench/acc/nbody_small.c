/* nbody (OpenACC): all-pairs gravitational forces with softening, float,
 * SoA layout, n = 65536 bodies, 5 timed steps (kick: v += a*dt over all
 * pairs; drift: x += v*dt) inside one data region, after 1 warm-up step
 * (the warm-up step is skipped in the serial CPU build).
 *   a_i = sum_j m_j * d_ij / (|d_ij|^2 + eps^2)^(3/2),  d_ij = x_j - x_i
 *
 * Minimum traffic per step: read x,y,z,m,vx,vy,vz + write vx,vy,vz,x,y,z
 *   ~ 13*4*n = 3.4 MB (negligible; compute bound).
 * Flops: 20 per pair interaction (the GPU Gems 3 ch.31 convention);
 *   per step 20*n^2 = 85.90 GFLOP;
 *   5 steps = 429.50 GFLOP.
 * ms = total wall time of the 5 timed steps; metric = 20*n^2*5/time GFLOP/s.
 * Check: the same code path is first run on n = 2048 bodies for the same
 * number of steps and compared with a double-precision host simulation
 * (max velocity error relative to max |v| < 1e-3, positions within 1e-5);
 * the large run's final state must be finite.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <math.h>

#define NB 4096
#define NSMALL 2048
#define STEPS 5
#define DT 0.001f
#define EPS2 1e-4f

#ifdef _OPENACC
#define IMPL "acc"
#define WARM 1
#else
#define IMPL "cpu"
#define WARM 0
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

static void step(int n, float *restrict x, float *restrict y, float *restrict z,
                 const float *restrict m, float *restrict vx, float *restrict vy,
                 float *restrict vz)
{
#pragma acc parallel loop gang vector present(x[0:n], y[0:n], z[0:n], m[0:n], vx[0:n], vy[0:n], vz[0:n])
    for (int i = 0; i < n; i++) {
        float xi = x[i], yi = y[i], zi = z[i];
        float ax = 0.0f, ay = 0.0f, az = 0.0f;
#pragma acc loop seq
        for (int j = 0; j < n; j++) {
            float dx = x[j] - xi, dy = y[j] - yi, dz = z[j] - zi;
            float r2 = dx * dx + dy * dy + dz * dz + EPS2;
            float inv = 1.0f / sqrtf(r2);
            float s = m[j] * inv * inv * inv;
            ax += dx * s; ay += dy * s; az += dz * s;
        }
        vx[i] += ax * DT; vy[i] += ay * DT; vz[i] += az * DT;
    }
#pragma acc parallel loop gang vector present(x[0:n], y[0:n], z[0:n], vx[0:n], vy[0:n], vz[0:n])
    for (int i = 0; i < n; i++) {
        x[i] += vx[i] * DT; y[i] += vy[i] * DT; z[i] += vz[i] * DT;
    }
}

static void init(int n, float *x, float *y, float *z, float *m, float *vx, float *vy, float *vz)
{
    for (int i = 0; i < n; i++) {
        x[i] = 2.0f * hval(4u * i) - 1.0f;
        y[i] = 2.0f * hval(4u * i + 1) - 1.0f;
        z[i] = 2.0f * hval(4u * i + 2) - 1.0f;
        m[i] = (0.5f + hval(4u * i + 3)) / (float)n;
        vx[i] = vy[i] = vz[i] = 0.0f;
    }
}

/* runs WARM untimed steps + `steps` timed steps; returns timed ms */
static double simulate(int n, int steps, float *x, float *y, float *z, float *m,
                       float *vx, float *vy, float *vz)
{
    double t0, t1;
#pragma acc data copy(x[0:n], y[0:n], z[0:n], vx[0:n], vy[0:n], vz[0:n]) copyin(m[0:n])
    {
        for (int s = 0; s < WARM; s++) step(n, x, y, z, m, vx, vy, vz);
        t0 = now_ms();
        for (int s = 0; s < steps; s++) step(n, x, y, z, m, vx, vy, vz);
        t1 = now_ms();
    }
    return t1 - t0;
}

static long check_small(void)
{
    int n = NSMALL;
    float *f = malloc(7 * (size_t)n * sizeof(float));
    float *x = f, *y = f + n, *z = f + 2 * n, *m = f + 3 * n, *vx = f + 4 * n, *vy = f + 5 * n, *vz = f + 6 * n;
    init(n, x, y, z, m, vx, vy, vz);
    double *d = malloc(7 * (size_t)n * sizeof(double));
    double *X = d, *Y = d + n, *Z = d + 2 * n, *M = d + 3 * n, *VX = d + 4 * n, *VY = d + 5 * n, *VZ = d + 6 * n;
    for (int i = 0; i < n; i++) {
        X[i] = x[i]; Y[i] = y[i]; Z[i] = z[i]; M[i] = m[i]; VX[i] = VY[i] = VZ[i] = 0.0;
    }
    simulate(n, STEPS, x, y, z, m, vx, vy, vz);
    for (int s = 0; s < WARM + STEPS; s++) {
        for (int i = 0; i < n; i++) {
            double ax = 0, ay = 0, az = 0;
            for (int j = 0; j < n; j++) {
                double dx = X[j] - X[i], dy = Y[j] - Y[i], dz = Z[j] - Z[i];
                double r2 = dx * dx + dy * dy + dz * dz + (double)EPS2;
                double inv = 1.0 / sqrt(r2);
                double sc = M[j] * inv * inv * inv;
                ax += dx * sc; ay += dy * sc; az += dz * sc;
            }
            VX[i] += ax * (double)DT; VY[i] += ay * (double)DT; VZ[i] += az * (double)DT;
        }
        for (int i = 0; i < n; i++) {
            X[i] += VX[i] * (double)DT; Y[i] += VY[i] * (double)DT; Z[i] += VZ[i] * (double)DT;
        }
    }
    double vmax = 0, verr = 0, perr = 0;
    for (int i = 0; i < n; i++) {
        vmax = fmax(vmax, fmax(fabs(VX[i]), fmax(fabs(VY[i]), fabs(VZ[i]))));
        verr = fmax(verr, fmax(fabs(vx[i] - VX[i]), fmax(fabs(vy[i] - VY[i]), fabs(vz[i] - VZ[i]))));
        perr = fmax(perr, fmax(fabs(x[i] - X[i]), fmax(fabs(y[i] - Y[i]), fabs(z[i] - Z[i]))));
    }
    long bad = !(verr <= 1e-3 * vmax) || !(perr <= 1e-5);
    if (bad) fprintf(stderr, "nbody small check: verr %g vmax %g perr %g\n", verr, vmax, perr);
    free(f); free(d);
    return bad;
}

int main(void)
{
    long bad = check_small();
    const int n = NB;
    float *f = malloc(7 * (size_t)n * sizeof(float));
    if (!f) { fprintf(stderr, "alloc failed\n"); return 1; }
    float *x = f, *y = f + n, *z = f + 2 * n, *m = f + 3 * n, *vx = f + 4 * n, *vy = f + 5 * n, *vz = f + 6 * n;
    init(n, x, y, z, m, vx, vy, vz);
    double ms = simulate(n, STEPS, x, y, z, m, vx, vy, vz);
    for (int i = 0; i < 7 * n; i++)
        if (!isfinite(f[i])) bad++;
    double gfs = 20.0 * (double)n * n * STEPS / (ms * 1e-3) / 1e9;
    if (bad) fprintf(stderr, "nbody: check failed (%ld)\n", bad);
    printf("RESULT name=nbody_small impl=%s ms=%.3f metric=%.2fGFLOP/s check=%s\n",
           IMPL, ms, gfs, bad ? "FAIL" : "PASS");
    free(f);
    return 0;
}
