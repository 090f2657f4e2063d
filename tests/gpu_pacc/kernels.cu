// kernels.cu: hand-written kernels in the shape of gwcc's split variants (trailing gw_lo, gw_hi)
// for tests/gpu_pacc: a 5-point Jacobi step over rows 1 + t, t in [gw_lo, gw_hi), and its copy back.
// Grid: x over the columns, y over the rows (a row a block row, striding by gridDim.y).
extern "C" __global__ void step(const float *u, float *v, long long w, long long gw_lo, long long gw_hi)
{
    long long j = 1 + blockIdx.x * (long long)blockDim.x + threadIdx.x;
    if (j >= w - 1)
        return;
    for (long long t = gw_lo + blockIdx.y; t < gw_hi; t += gridDim.y) {
        long long r = 1 + t;
        v[r * w + j] = 0.25f * (u[(r - 1) * w + j] + u[(r + 1) * w + j] + u[r * w + j - 1] + u[r * w + j + 1]);
    }
}

extern "C" __global__ void back(float *u, const float *v, long long w, long long gw_lo, long long gw_hi)
{
    long long j = 1 + blockIdx.x * (long long)blockDim.x + threadIdx.x;
    if (j >= w - 1)
        return;
    for (long long t = gw_lo + blockIdx.y; t < gw_hi; t += gridDim.y) {
        long long r = 1 + t;
        u[r * w + j] = v[r * w + j];
    }
}
