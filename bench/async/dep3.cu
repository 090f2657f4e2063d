/* dep3 (CUDA reference, issue 18): 3 dependent kernels on 4K doubles a
 * step, 10,000 steps.  Three ways: a launch loop on one stream, one graph
 * per step (3 nodes in a chain, replayed), and one graph of 10 steps (30
 * nodes).  ms = the 10,000 steps; metric = us per step; check: bit for bit
 * against the host loop.
 */
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>

#define N 4096
#define STEPS 10000
#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
    fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(e_), __FILE__, __LINE__); exit(1); } } while (0)

static double now_ms()
{
    timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

__global__ void k1(const double *__restrict__ a, double *__restrict__ b, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) b[i] = (a[i] + 1.0) * 0.5;
}
__global__ void k2(const double *__restrict__ b, double *__restrict__ c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = (b[i] + b[(i + 1) % n]) * 0.5;
}
__global__ void k3(const double *__restrict__ c, double *__restrict__ a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) a[i] = (c[i] + 0.25) * 0.5;
}

static double *init, *ref, *out, *da, *db, *dc;
static const unsigned BLOCKS = (N + 255) / 256;

static void step(cudaStream_t s)
{
    k1<<<BLOCKS, 256, 0, s>>>(da, db, N);
    k2<<<BLOCKS, 256, 0, s>>>(db, dc, N);
    k3<<<BLOCKS, 256, 0, s>>>(dc, da, N);
}

static void reset(cudaStream_t s)
{
    CK(cudaMemcpy(da, init, N * sizeof(double), cudaMemcpyHostToDevice));
    step(s);                    /* step -1, as the OpenACC program's warm-up */
    CK(cudaDeviceSynchronize());
}

static void report(const char *impl, double ms)
{
    CK(cudaMemcpy(out, da, N * sizeof(double), cudaMemcpyDeviceToHost));
    int bad = memcmp(out, ref, N * sizeof(double)) != 0;
    printf("RESULT name=dep3 impl=%s ms=%.3f metric=%.2fus/step check=%s\n", impl, ms, 1e3 * ms / STEPS,
           bad ? "FAIL" : "PASS");
}

int main()
{
    init = (double *)malloc(N * sizeof(double));
    ref = (double *)malloc(N * sizeof(double));
    out = (double *)malloc(N * sizeof(double));
    double *rb = (double *)calloc(N, sizeof(double)), *rc = (double *)calloc(N, sizeof(double));
    unsigned s = 4242u;
    for (int i = 0; i < N; i++) {
        s = s * 1103515245u + 12345u;
        init[i] = ref[i] = (double)(s >> 8) / 16777216.0;
    }
    for (int t = -1; t < STEPS; t++) {
        for (int i = 0; i < N; i++) rb[i] = (ref[i] + 1.0) * 0.5;
        for (int i = 0; i < N; i++) rc[i] = (rb[i] + rb[(i + 1) % N]) * 0.5;
        for (int i = 0; i < N; i++) ref[i] = (rc[i] + 0.25) * 0.5;
    }
    CK(cudaMalloc(&da, N * sizeof(double)));
    CK(cudaMalloc(&db, N * sizeof(double)));
    CK(cudaMalloc(&dc, N * sizeof(double)));
    cudaStream_t st;
    CK(cudaStreamCreateWithFlags(&st, cudaStreamNonBlocking));

    reset(st);
    double t0 = now_ms();
    for (int t = 0; t < STEPS; t++)
        step(st);
    CK(cudaStreamSynchronize(st));
    report("cuda-loop", now_ms() - t0);

    for (int per = 1; per <= 10; per += 9) {
        cudaGraph_t g;
        cudaGraphExec_t ge;
        reset(st);
        CK(cudaStreamBeginCapture(st, cudaStreamCaptureModeGlobal));
        for (int i = 0; i < per; i++)
            step(st);
        CK(cudaStreamEndCapture(st, &g));
        CK(cudaGraphInstantiate(&ge, g, 0));
        t0 = now_ms();
        for (int t = 0; t < STEPS; t += per)
            CK(cudaGraphLaunch(ge, st));
        CK(cudaStreamSynchronize(st));
        report(per == 1 ? "cuda-graph1" : "cuda-graph10", now_ms() - t0);
        CK(cudaGraphExecDestroy(ge));
        CK(cudaGraphDestroy(g));
    }
    return 0;
}
