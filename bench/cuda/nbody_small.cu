/* nbody (CUDA reference): all-pairs gravity with softening, float,
 * n = 65536, 5 timed steps after 1 warm-up step. One kernel per step
 * (GPU Gems 3 ch.31 style): float4 positions (x,y,z,m), 256-body tiles
 * staged in shared memory, rsqrtf, kick v += a*dt then drift x += v*dt
 * into a second position buffer (ping-pong).
 *
 * Minimum traffic per step ~ 13*4*n B = 3.4 MB (negligible; compute bound).
 * Flops: 20 per pair interaction; per step 20*n^2 = 85.90 GFLOP; 5 steps = 429.50 GFLOP.
 * ms = total wall time of the 5 timed steps; metric = 20*n^2*5/time GFLOP/s.
 * Check: same kernel on n = 2048 for 1+5 steps vs a double-precision host
 * simulation (max velocity error / max|v| < 1e-3, positions within 1e-5);
 * the large run's final state must be finite.
 */
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <ctime>

#define NB 4096
#define NSMALL 2048
#define STEPS 5
#define DT 0.001f
#define EPS2 1e-4f
#define BS 256
#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
    fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(e_), __FILE__, __LINE__); exit(1); } } while (0)

static double now_ms()
{
    timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

static float hval(unsigned x)
{
    x ^= x >> 16; x *= 0x7feb352dU; x ^= x >> 15; x *= 0x846ca68bU; x ^= x >> 16;
    return (float)(x >> 8) * (1.0f / 16777216.0f);
}

__global__ void __launch_bounds__(BS)
nbody_step(const float4 *__restrict__ pos, float4 *__restrict__ newpos, float4 *__restrict__ vel, int n)
{
    __shared__ float4 sh[BS];
    int i = blockIdx.x * BS + threadIdx.x;          /* n is a multiple of BS */
    float4 pi = pos[i];
    float ax = 0.0f, ay = 0.0f, az = 0.0f;
    for (int t = 0; t < n; t += BS) {
        sh[threadIdx.x] = pos[t + threadIdx.x];
        __syncthreads();
#pragma unroll 8
        for (int j = 0; j < BS; j++) {
            float4 pj = sh[j];
            float dx = pj.x - pi.x, dy = pj.y - pi.y, dz = pj.z - pi.z;
            float r2 = dx * dx + dy * dy + dz * dz + EPS2;
            float inv = rsqrtf(r2);
            float s = pj.w * inv * inv * inv;
            ax += dx * s; ay += dy * s; az += dz * s;
        }
        __syncthreads();
    }
    float4 v = vel[i];
    v.x += ax * DT; v.y += ay * DT; v.z += az * DT;
    vel[i] = v;
    newpos[i] = make_float4(pi.x + v.x * DT, pi.y + v.y * DT, pi.z + v.z * DT, pi.w);
}

static void init(int n, float4 *p, float4 *v)
{
    for (int i = 0; i < n; i++) {
        p[i].x = 2.0f * hval(4u * i) - 1.0f;
        p[i].y = 2.0f * hval(4u * i + 1) - 1.0f;
        p[i].z = 2.0f * hval(4u * i + 2) - 1.0f;
        p[i].w = (0.5f + hval(4u * i + 3)) / (float)n;
        v[i] = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
    }
}

/* 1 warm-up step + `steps` timed steps; state copied back; returns timed ms */
static double simulate(int n, int steps, float4 *p, float4 *v)
{
    float4 *dp0, *dp1, *dv;
    size_t b = (size_t)n * sizeof(float4);
    CK(cudaMalloc(&dp0, b)); CK(cudaMalloc(&dp1, b)); CK(cudaMalloc(&dv, b));
    CK(cudaMemcpy(dp0, p, b, cudaMemcpyHostToDevice));
    CK(cudaMemcpy(dv, v, b, cudaMemcpyHostToDevice));
    nbody_step<<<n / BS, BS>>>(dp0, dp1, dv, n);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    { float4 *t = dp0; dp0 = dp1; dp1 = t; }
    double t0 = now_ms();
    for (int s = 0; s < steps; s++) {
        nbody_step<<<n / BS, BS>>>(dp0, dp1, dv, n);
        float4 *t = dp0; dp0 = dp1; dp1 = t;
    }
    CK(cudaDeviceSynchronize());
    double t1 = now_ms();
    CK(cudaGetLastError());
    CK(cudaMemcpy(p, dp0, b, cudaMemcpyDeviceToHost));
    CK(cudaMemcpy(v, dv, b, cudaMemcpyDeviceToHost));
    cudaFree(dp0); cudaFree(dp1); cudaFree(dv);
    return t1 - t0;
}

static long check_small()
{
    int n = NSMALL;
    float4 *p = (float4 *)malloc(n * sizeof(float4)), *v = (float4 *)malloc(n * sizeof(float4));
    init(n, p, v);
    double *d = (double *)malloc(7 * (size_t)n * sizeof(double));
    double *X = d, *Y = d + n, *Z = d + 2 * n, *M = d + 3 * n, *VX = d + 4 * n, *VY = d + 5 * n, *VZ = d + 6 * n;
    for (int i = 0; i < n; i++) {
        X[i] = p[i].x; Y[i] = p[i].y; Z[i] = p[i].z; M[i] = p[i].w; VX[i] = VY[i] = VZ[i] = 0.0;
    }
    simulate(n, STEPS, p, v);
    for (int s = 0; s < 1 + STEPS; s++) {
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
        verr = fmax(verr, fmax(fabs(v[i].x - VX[i]), fmax(fabs(v[i].y - VY[i]), fabs(v[i].z - VZ[i]))));
        perr = fmax(perr, fmax(fabs(p[i].x - X[i]), fmax(fabs(p[i].y - Y[i]), fabs(p[i].z - Z[i]))));
    }
    long bad = !(verr <= 1e-3 * vmax) || !(perr <= 1e-5);
    if (bad) fprintf(stderr, "nbody small check: verr %g vmax %g perr %g\n", verr, vmax, perr);
    free(p); free(v); free(d);
    return bad;
}

int main()
{
    long bad = check_small();
    const int n = NB;
    float4 *p = (float4 *)malloc(n * sizeof(float4)), *v = (float4 *)malloc(n * sizeof(float4));
    init(n, p, v);
    double ms = simulate(n, STEPS, p, v);
    for (int i = 0; i < n; i++)
        if (!isfinite(p[i].x) || !isfinite(p[i].y) || !isfinite(p[i].z) ||
            !isfinite(v[i].x) || !isfinite(v[i].y) || !isfinite(v[i].z)) bad++;
    double gfs = 20.0 * (double)n * n * STEPS / (ms * 1e-3) / 1e9;
    if (bad) fprintf(stderr, "nbody: check failed (%ld)\n", bad);
    printf("RESULT name=nbody_small impl=cuda ms=%.3f metric=%.2fGFLOP/s check=%s\n", ms, gfs, bad ? "FAIL" : "PASS");
    free(p); free(v);
    return 0;
}
