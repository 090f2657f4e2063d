// kernels.cu: hand-written kernels in the shape of gwcc's split variants (trailing gw_lo, gw_hi)
// for tests/gpu_pacc: a 5-point Jacobi step over rows 1 + t, t in [gw_lo, gw_hi), and its copy back.
extern "C" __global__ void step(const float *u, float *v, long long w, long long gw_lo, long long gw_hi)
{
    long long cols = w - 2, n = (gw_hi - gw_lo) * cols;
    for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x) {
        long long r = 1 + gw_lo + i / cols, j = 1 + i % cols;
        v[r * w + j] = 0.25f * (u[(r - 1) * w + j] + u[(r + 1) * w + j] + u[r * w + j - 1] + u[r * w + j + 1]);
    }
}

extern "C" __global__ void back(float *u, const float *v, long long w, long long gw_lo, long long gw_hi)
{
    long long cols = w - 2, n = (gw_hi - gw_lo) * cols;
    for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x) {
        long long r = 1 + gw_lo + i / cols, j = 1 + i % cols;
        u[r * w + j] = v[r * w + j];
    }
}
