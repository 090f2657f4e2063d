/* ind8 (CUDA reference, issue 18): 8 independent arrays of 64K doubles,
 * each updated by its own kernel, 1000 steps: x[i] = (x[i] + j + 1) * 0.5.
 * Three ways, each printed: one stream (a plain launch loop), 8 streams
 * (array j on stream j), and one CUDA graph per step (the 8 kernels as 8
 * independent nodes, captured once, replayed 1000 times).  ms = the 1000
 * steps, synchronised; metric = us per step; check: bit for bit against the
 * host loop.
 */
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>

#define NA 8
#define N 65536
#define STEPS 1000
#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
    fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(e_), __FILE__, __LINE__); exit(1); } } while (0)

static double now_ms()
{
    timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

__global__ void step_one(double *__restrict__ x, int n, double k)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] = (x[i] + k) * 0.5;
}

static double *init[NA], *dev[NA], *out[NA];

static void reset()
{
    for (int j = 0; j < NA; j++)
        CK(cudaMemcpy(dev[j], init[j], N * sizeof(double), cudaMemcpyHostToDevice));
}

static void report(const char *impl, double ms, const double *const *ref)
{
    int bad = 0;
    for (int j = 0; j < NA; j++) {
        CK(cudaMemcpy(out[j], dev[j], N * sizeof(double), cudaMemcpyDeviceToHost));
        bad += memcmp(out[j], ref[j], N * sizeof(double)) != 0;
    }
    printf("RESULT name=ind8 impl=%s ms=%.3f metric=%.2fus/step check=%s\n", impl, ms, 1e3 * ms / STEPS,
           bad ? "FAIL" : "PASS");
}

int main()
{
    double *ref[NA];
    const unsigned blocks = (N + 255) / 256;
    for (int j = 0; j < NA; j++) {
        init[j] = (double *)malloc(N * sizeof(double));
        ref[j] = (double *)malloc(N * sizeof(double));
        out[j] = (double *)malloc(N * sizeof(double));
        unsigned s = 12345u + 977u * (unsigned)j;
        for (int i = 0; i < N; i++) {
            s = s * 1103515245u + 12345u;
            init[j][i] = ref[j][i] = (double)(s >> 8) / 16777216.0;
        }
        for (int t = 0; t < STEPS; t++)
            for (int i = 0; i < N; i++)
                ref[j][i] = (ref[j][i] + (double)(j + 1)) * 0.5;
        CK(cudaMalloc(&dev[j], N * sizeof(double)));
    }
    cudaStream_t st[NA];
    for (int j = 0; j < NA; j++)
        CK(cudaStreamCreateWithFlags(&st[j], cudaStreamNonBlocking));
    /* warm-up */
    for (int j = 0; j < NA; j++)
        step_one<<<blocks, 256>>>(dev[j], N, 0.0);
    CK(cudaDeviceSynchronize());

    /* one stream */
    reset();
    double t0 = now_ms();
    for (int t = 0; t < STEPS; t++)
        for (int j = 0; j < NA; j++)
            step_one<<<blocks, 256>>>(dev[j], N, (double)(j + 1));
    CK(cudaDeviceSynchronize());
    report("cuda-1stream", now_ms() - t0, ref);

    /* 8 streams */
    reset();
    t0 = now_ms();
    for (int t = 0; t < STEPS; t++)
        for (int j = 0; j < NA; j++)
            step_one<<<blocks, 256, 0, st[j]>>>(dev[j], N, (double)(j + 1));
    CK(cudaDeviceSynchronize());
    report("cuda-8streams", now_ms() - t0, ref);

    /* a graph per step: captured from 8 streams forked off one */
    reset();
    cudaGraph_t g;
    cudaGraphExec_t ge;
    cudaEvent_t fork, join[NA];
    CK(cudaEventCreateWithFlags(&fork, cudaEventDisableTiming));
    for (int j = 0; j < NA; j++)
        CK(cudaEventCreateWithFlags(&join[j], cudaEventDisableTiming));
    CK(cudaStreamBeginCapture(st[0], cudaStreamCaptureModeGlobal));
    CK(cudaEventRecord(fork, st[0]));
    for (int j = 1; j < NA; j++)
        CK(cudaStreamWaitEvent(st[j], fork, 0));
    for (int j = 0; j < NA; j++) {
        step_one<<<blocks, 256, 0, st[j]>>>(dev[j], N, (double)(j + 1));
        if (j) {
            CK(cudaEventRecord(join[j], st[j]));
            CK(cudaStreamWaitEvent(st[0], join[j], 0));
        }
    }
    CK(cudaStreamEndCapture(st[0], &g));
    CK(cudaGraphInstantiate(&ge, g, 0));
    t0 = now_ms();
    for (int t = 0; t < STEPS; t++)
        CK(cudaGraphLaunch(ge, st[0]));
    CK(cudaStreamSynchronize(st[0]));
    report("cuda-graph", now_ms() - t0, ref);
    return 0;
}
