// launch_lat.cu: what a launch call costs on the legacy stream and on created
// streams, one context and two alternating, and what a synchronous
// reduction-like rep (a kernel of a fixed clock count, launched on 1 or 2 GPUs
// one after the other and waited for) takes: the bound of docs/multigpu.md
// ("What a dot-like loop can reach").  Build here, run there:
//   mkdir -p .carry/lat && nvcc -O2 -arch=sm_90 -cubin -o .carry/lat/lat.cubin tools/launch_lat.cu
//   nvcc -O2 -o .carry/lat/lat tools/launch_lat.cu -lcuda
//   (device) cd .carry/lat && ./lat
#include <cuda.h>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#define CK(x) do { CUresult r = (x); if (r) { printf("%s: %d\n", #x, (int)r); exit(1); } } while (0)
extern "C" __global__ void k8(long long n, double *a, double *b, void *r, void *p, void *o, long long lo, long long hi) {
    if (lo > hi && threadIdx.x == 0) a[0] = 1;
}
// spins ~us microseconds, then sums a bit: a stand-in for a 250 us kernel
extern "C" __global__ void kspin(long long ns, double *out) {
    long long t0 = clock64(); while (clock64() - t0 < ns) {}
    if (threadIdx.x == 0 && blockIdx.x == 0) out[0] += 1;
}
static double now() { timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e6 + t.tv_nsec / 1e3; }
int main() {
    CK(cuInit(0)); int ndev; CK(cuDeviceGetCount(&ndev));
    CUcontext ctx[2]; CUfunction f8[2], fs[2]; CUstream nb[2], bl[2][3]; CUdeviceptr buf[2];
    for (int d = 0; d < ndev && d < 2; d++) {
        CUdevice dev; CK(cuDeviceGet(&dev, d)); CK(cuDevicePrimaryCtxRetain(&ctx[d], dev)); CK(cuCtxSetCurrent(ctx[d]));
        CUmodule m; CK(cuModuleLoad(&m, "lat.cubin")); CK(cuModuleGetFunction(&f8[d], m, "k8")); CK(cuModuleGetFunction(&fs[d], m, "kspin"));
        CK(cuStreamCreate(&nb[d], CU_STREAM_NON_BLOCKING)); CK(cuMemAlloc(&buf[d], 4096));
        for (int i = 0; i < 3; i++) CK(cuStreamCreate(&bl[d][i], CU_STREAM_DEFAULT));
    }
    long long n = 1, lo = 0, hi = 1; void *pp = 0;
    void *args8[2][8]; for (int d = 0; d < 2; d++) { void *a[8] = {&n, &buf[d], &buf[d], &pp, &pp, &pp, &lo, &hi}; for (int i = 0; i < 8; i++) args8[d][i] = a[i]; }
    const int N = 2000;
    const char *names[] = {"legacy stream", "non-blocking stream", "blocking created stream"};
    for (int kind = 0; kind < 3; kind++) {
        CK(cuCtxSetCurrent(ctx[0]));
        CUstream s = kind == 0 ? (CUstream)0 : kind == 1 ? nb[0] : bl[0][0];
        double best = 1e9;
        for (int rep = 0; rep < 5; rep++) {
            double tot = 0;
            for (int i = 0; i < N; i++) {
                double t = now(); CK(cuLaunchKernel(f8[0], 528, 1, 1, 256, 1, 1, 0, s, args8[0], 0)); tot += now() - t;
                if (i % 64 == 63) CK(cuStreamSynchronize(s));
            }
            CK(cuCtxSynchronize()); if (tot / N < best) best = tot / N;
        }
        printf("one context, %-24s launch call %.2f us (best of 5 means)\n", names[kind], best);
    }
    if (ndev >= 2) for (int kind = 0; kind < 2; kind++) {
        double best = 1e9;
        for (int rep = 0; rep < 5; rep++) {
            double tot = 0;
            for (int i = 0; i < N; i++) {
                int d = i & 1; CK(cuCtxSetCurrent(ctx[d]));
                CUstream s = kind == 0 ? (CUstream)0 : nb[d];
                double t = now(); CK(cuLaunchKernel(f8[d], 528, 1, 1, 256, 1, 1, 0, s, args8[d], 0)); tot += now() - t;
                if (i % 64 == 63) CK(cuStreamSynchronize(s));
            }
            for (int d = 0; d < 2; d++) { CK(cuCtxSetCurrent(ctx[d])); CK(cuCtxSynchronize()); }
            if (tot / N < best) best = tot / N;
        }
        printf("two contexts alternating, %-14s launch call %.2f us\n", names[kind], best);
    }
    // dot-like reps: a 250 us kernel on each GPU (or 500 on one), host waits for both
    int clk; CUdevice d0; CK(cuDeviceGet(&d0, 0)); CK(cuDeviceGetAttribute(&clk, CU_DEVICE_ATTRIBUTE_CLOCK_RATE, d0));
    for (int kind = 0; kind < 2; kind++) for (int g = 1; g <= ndev && g <= 2; g++) {
        long long ns = (long long)(clk * 1e3 * (g == 1 ? 500e-6 : 250e-6));
        double best = 1e9;
        for (int rep = 0; rep < 5; rep++) {
            double t0 = 0;
            for (int i = -3; i < 50; i++) {
                if (i == 0) t0 = now();
                for (int d = 0; d < g; d++) {
                    CK(cuCtxSetCurrent(ctx[d])); void *a[2] = {&ns, &buf[d]};
                    CK(cuLaunchKernel(fs[d], 132, 1, 1, 256, 1, 1, 0, kind ? nb[d] : (CUstream)0, a, 0));
                }
                for (int d = 0; d < g; d++) { CK(cuCtxSetCurrent(ctx[d])); CK(cuStreamSynchronize(kind ? nb[d] : (CUstream)0)); }
            }
            double per = (now() - t0) / 50; if (per < best) best = per;
        }
        printf("rep of a %s kernel on %d GPU(s), %-20s %.2f us (kernel alone %.0f us)\n", g == 1 ? "500 us" : "250 us", g,
               names[kind], best, g == 1 ? 500.0 : 250.0);
    }
    return 0;
}
