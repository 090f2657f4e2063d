/* pcie_bw: pinned host <-> device bandwidth, the yardstick of the PCIe floor
 * in bench/pacc/run.sh.
 * usage: pcie_bw [MIB [REPS]]   (default 1024 MiB, 5 timed repetitions)
 *  - h2d: cudaMemcpyAsync from pinned host memory (cudaHostAlloc) to the
 *    device, one copy of MIB MiB, timed with events, best of REPS after one
 *    warm-up copy;
 *  - d2h: the same, device to pinned host;
 *  - bidir: one h2d and one d2h copy of MIB MiB each at the same time on two
 *    streams (separate buffers), counted as the bytes of both, best of REPS:
 *    what the two directions give together (full duplex).
 * GB/s = 1e9 B/s. check=PASS if the data that went to the device and back
 * verifies.
 * Prints: RESULT name=pcie impl=cuda h2d=<GB/s> d2h=<GB/s> bidir=<GB/s> check=PASS|FAIL
 */
#include <cstdio>
#include <cstdlib>
#include <cstring>

#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
    fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(e_), __FILE__, __LINE__); exit(1); } } while (0)

int main(int argc, char **argv)
{
    const size_t mib = argc > 1 ? (size_t)atol(argv[1]) : 1024;
    const int reps = argc > 2 ? atoi(argv[2]) : 5;
    if (mib == 0 || reps < 1) { fprintf(stderr, "usage: %s [MIB [REPS]]\n", argv[0]); return 2; }
    const size_t sz = mib << 20, n = sz / sizeof(unsigned);
    cudaDeviceProp prop;
    int dev;
    CK(cudaGetDevice(&dev));
    CK(cudaGetDeviceProperties(&prop, dev));
    fprintf(stderr, "pcie_bw: %s, %zu MiB copies, best of %d\n", prop.name, mib, reps);

    unsigned *h0, *h1, *d0, *d1;
    CK(cudaHostAlloc(&h0, sz, cudaHostAllocDefault));
    CK(cudaHostAlloc(&h1, sz, cudaHostAllocDefault));
    CK(cudaMalloc(&d0, sz));
    CK(cudaMalloc(&d1, sz));
    for (size_t i = 0; i < n; i++) h0[i] = (unsigned)(i * 2654435761u);
    memset(h1, 0, sz);
    cudaStream_t s0, s1;
    CK(cudaStreamCreateWithFlags(&s0, cudaStreamNonBlocking));
    CK(cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking));
    cudaEvent_t e0, e1, e2;
    CK(cudaEventCreate(&e0)); CK(cudaEventCreate(&e1)); CK(cudaEventCreate(&e2));
    float ms, best;

    /* h2d: h0 -> d0 */
    CK(cudaMemcpyAsync(d0, h0, sz, cudaMemcpyHostToDevice, s0));
    CK(cudaStreamSynchronize(s0));
    best = 1e30f;
    for (int r = 0; r < reps; r++) {
        CK(cudaEventRecord(e0, s0));
        CK(cudaMemcpyAsync(d0, h0, sz, cudaMemcpyHostToDevice, s0));
        CK(cudaEventRecord(e1, s0));
        CK(cudaEventSynchronize(e1));
        CK(cudaEventElapsedTime(&ms, e0, e1));
        if (ms < best) best = ms;
    }
    double h2d = sz / (best * 1e-3) / 1e9;

    /* d2h: d0 -> h1 */
    CK(cudaMemcpyAsync(h1, d0, sz, cudaMemcpyDeviceToHost, s0));
    CK(cudaStreamSynchronize(s0));
    best = 1e30f;
    for (int r = 0; r < reps; r++) {
        CK(cudaEventRecord(e0, s0));
        CK(cudaMemcpyAsync(h1, d0, sz, cudaMemcpyDeviceToHost, s0));
        CK(cudaEventRecord(e1, s0));
        CK(cudaEventSynchronize(e1));
        CK(cudaEventElapsedTime(&ms, e0, e1));
        if (ms < best) best = ms;
    }
    double d2h = sz / (best * 1e-3) / 1e9;
    bool ok = memcmp(h0, h1, sz) == 0;

    /* bidir: h0 -> d1 on s0 while d0 -> h1 on s1 */
    best = 1e30f;
    for (int r = 0; r <= reps; r++) {      /* r == 0: warm-up */
        CK(cudaEventRecord(e0, s0));
        CK(cudaStreamWaitEvent(s1, e0, 0));
        CK(cudaMemcpyAsync(d1, h0, sz, cudaMemcpyHostToDevice, s0));
        CK(cudaMemcpyAsync(h1, d0, sz, cudaMemcpyDeviceToHost, s1));
        CK(cudaEventRecord(e2, s1));
        CK(cudaStreamWaitEvent(s0, e2, 0));
        CK(cudaEventRecord(e1, s0));
        CK(cudaEventSynchronize(e1));
        CK(cudaEventElapsedTime(&ms, e0, e1));
        if (r > 0 && ms < best) best = ms;
    }
    double bidir = 2.0 * sz / (best * 1e-3) / 1e9;
    ok = ok && memcmp(h0, h1, sz) == 0;
    CK(cudaMemcpy(h1, d1, sz, cudaMemcpyDeviceToHost));
    ok = ok && memcmp(h0, h1, sz) == 0;

    printf("RESULT name=pcie impl=cuda h2d=%.2fGB/s d2h=%.2fGB/s bidir=%.2fGB/s check=%s\n", h2d, d2h, bidir,
           ok ? "PASS" : "FAIL");
    cudaEventDestroy(e0); cudaEventDestroy(e1); cudaEventDestroy(e2);
    cudaStreamDestroy(s0); cudaStreamDestroy(s1);
    cudaFreeHost(h0); cudaFreeHost(h1); cudaFree(d0); cudaFree(d1);
    return 0;
}
