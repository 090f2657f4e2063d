/* stencil_rt: a star stencil of radius r on an nx*ny*nz grid, every size from argv (as real codes read
 * them from input): 20 steps plus a warm-up, two buffers swapped, in one data region. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

static void step(float *restrict out, const float *restrict in, const float *restrict w, int nx, int ny, int nz, int r)
{
    long sx = 1, sy = nx, sz = (long)nx * ny;
#pragma acc parallel loop collapse(2) present(out[0:(long)nx*ny*nz], in[0:(long)nx*ny*nz], w[0:r+1])
    for (int z = r; z < nz - r; z++)
        for (int y = r; y < ny - r; y++)
#pragma acc loop vector
            for (int x = r; x < nx - r; x++) {
                long c = z * sz + y * sy + x;
                float s = w[0] * in[c];
                for (int k = 1; k <= r; k++)
                    s += w[k] * ((in[c - k * sx] + in[c + k * sx]) + (in[c - k * sy] + in[c + k * sy])
                                 + (in[c - k * sz] + in[c + k * sz]));
                out[c] = s;
            }
}

int main(int argc, char **argv)
{
    int nx = argc > 1 ? atoi(argv[1]) : 512, ny = argc > 2 ? atoi(argv[2]) : 512, nz = argc > 3 ? atoi(argv[3]) : 512;
    int r = argc > 4 ? atoi(argv[4]) : 4, steps = 20;
    long n = (long)nx * ny * nz;
    float *a = malloc(n * sizeof(float)), *b = malloc(n * sizeof(float)), *w = malloc((r + 1) * sizeof(float));
    for (long i = 0; i < n; i++) a[i] = b[i] = (float)((i * 2654435761u) % 1000) / 1000.0f;
    for (int k = 0; k <= r; k++) w[k] = 1.0f / (float)(1 + 6 * r);
    double t0 = 0, ms = 0;
#pragma acc data copy(a[0:n], b[0:n]) copyin(w[0:r+1])
    {
        for (int s = -1; s < steps; s++) {
            if (s == 0) t0 = now_ms();
            step(b, a, w, nx, ny, nz, r);
            float *t = a; a = b; b = t;
        }
#pragma acc wait
        ms = now_ms() - t0;     /* the kernels' time, not the copy back */
    }
    double sum = 0;
    for (long i = 0; i < n; i += 997) sum += a[i];
    printf("RESULT name=stencil_rt ms=%.3f GB/s=%.1f checksum=%.9e\n", ms, 8.0 * n * steps / (ms * 1e6), sum);
    return 0;
}
