/* himeno_um (CUDA unified memory): the program of himeno_pacc.c (same math,
 * init, sizes and check) on cudaMallocManaged arrays, the UM baseline of
 * issue 16's out-of-core benchmarks: a 19-point Himeno-like Jacobi step
 * (Himeno's jacobi() without the gosa reduction, scalar coefficients),
 *   pn = p + omega*(s0*a3 - p)*bnd, s0 = the 19-point sum of himeno_pacc.c,
 * radius 1, float; interior [1, n-1) updated, boundary kept (pn = p at init).
 * usage: himeno_um [--prefetch] [--free-mb M] [--slab P] [NZ NY NX [STEPS]]
 *        (default 512 512 512 20)
 *
 * The arrays are initialised on the host (so they start in host memory);
 * the kernels run on managed memory; p and pn are swapped by pointer on the
 * host. Kernel: one point per thread, 32x8 blocks over x, y, grid z over
 * the planes of a launch.
 *
 * Timed region (host clock): from before the first kernel or prefetch (data
 * on the host) until the result is back on the host: after the last kernel,
 * cudaDeviceSynchronize (with --prefetch: p and pn prefetched to the host
 * first) and then a host read of one float per 4 KiB page of each
 * read-write array (p, pn), which migrates what is still on the device.
 * The context, the ballast, the streams and events are set up before the
 * timer; the kernel's module loads at its first launch, inside the timed
 * region, as in the acc and pacc programs (CUDA lazy loading; a few ms).
 *
 * --free-mb M: before anything else, cudaMalloc a ballast so that only M MiB
 *   of device memory stay free (cudaMalloc memory is never evicted by UM),
 *   e.g. a quarter of the arrays' bytes for a 4x oversubscribed run.
 * --prefetch: "UM with prefetch hints" (the scheme of stencil25_um.cu):
 *   - cudaMemAdviseSetReadMostly on bnd and wrk1 (read only);
 *     cudaMemAdviseSetPreferredLocation(device) on p and pn;
 *   - each step in slabs of P planes (a kernel per slab); while slab j's
 *     kernel runs, slab j+1's input planes (p [a-1, b+1), bnd, wrk1 and the
 *     output pn on [a, b)) are prefetched to the device on a second stream;
 *     slab j's kernel waits for its prefetch by an event, and the prefetch
 *     of slab j+1 starts only after slab j-1's kernel ended (at most three
 *     slabs resident);
 *   - when the arrays do not fit the free memory (x 0.85), finished slabs are
 *     prefetched back to the host on a third stream (after their kernel,
 *     keeping the halo planes the next slab reads); when they fit, only
 *     step 0 prefetches and nothing is evicted;
 *   - slabs run bottom-up on even steps and top-down on odd steps, so the
 *     last slab of a step (still resident) is the first of the next;
 *   - P defaults to the largest slab for which three slabs of the four
 *     arrays (with p's halo) fit in 60% of the free memory, at most a
 *     quarter of the planes; --slab P overrides.
 *   Not used: cudaMemDiscard*: the kernels do not write the boundary of pn,
 *   which must keep p's initial values.
 * metric = 16*NZ*NY*NX*STEPS / time GB/s (read p, bnd, wrk1 + write pn per
 * point and step). RESULT impl=um or impl=um_prefetch.
 * Check: as himeno_pacc.c: bands of planes (bottom [1,9), middle, top) of
 * the final p against a host run on their dependency cone [a-S, b+S),
 * relative 1e-4; the whole final field finite; VERIFY=full compares every
 * plane.
 */
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cmath>
#include <ctime>

#define R 1
#define BAND 8
#define BX 32
#define BY 8
#define NEV 8

#define A0 1.0f
#define A1 0.9f
#define A2 1.1f
#define A3 (1.0f / 7.0f)
#define B0 0.05f
#define B1 0.04f
#define B2 0.06f
#define CC0 1.05f
#define CC1 0.95f
#define CC2 1.0f
#define OMEGA 0.8f
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

/* fill planes [z0, z0+cnt) of the problem into local planes [0, cnt) */
static void init_fields(int ny, int nx, int z0, int cnt, float *p, float *pn, float *bnd, float *wrk1)
{
    for (int l = 0; l < cnt; l++) {
        int z = z0 + l;
        for (int y = 0; y < ny; y++)
            for (int x = 0; x < nx; x++) {
                size_t c = ((size_t)z * ny + y) * nx + x;
                size_t i = ((size_t)l * ny + y) * nx + x;
                float v = hval((unsigned)c);
                p[i] = v;
                pn[i] = v;
                bnd[i] = 0.5f + 0.5f * hval((unsigned)c ^ 0x9e3779b9U);
                wrk1[i] = 0.01f * hval((unsigned)c ^ 0x85ebca6bU);
            }
    }
}

/* host reference: one step on local planes [zlo, zhi) (interior in x, y) */
static void step_host(int ny, int nx, float *pn, const float *p, const float *bnd, const float *wrk1, int zlo, int zhi)
{
    const size_t N = nx, NN = (size_t)ny * nx;
    for (int z = zlo; z < zhi; z++)
        for (int y = 1; y < ny - 1; y++)
            for (int x = 1; x < nx - 1; x++) {
                size_t c = ((size_t)z * ny + y) * nx + x;
                float s0 = A0 * p[c + NN] + A1 * p[c + N] + A2 * p[c + 1]
                    + B0 * (p[c + NN + N] - p[c + NN - N] - p[c - NN + N] + p[c - NN - N])
                    + B1 * (p[c + N + 1] - p[c - N + 1] - p[c + N - 1] + p[c - N - 1])
                    + B2 * (p[c + NN + 1] - p[c - NN + 1] - p[c + NN - 1] + p[c - NN - 1])
                    + CC0 * p[c - NN] + CC1 * p[c - N] + CC2 * p[c - 1] + wrk1[c];
                float ss = (s0 * A3 - p[c]) * bnd[c];
                pn[c] = p[c] + OMEGA * ss;
            }
}

/* planes [a, b) of the final field f against a host run on their dependency
 * cone [a-S, b+S) (clipped); returns the number of mismatches */
static long check_band(int nz, int ny, int nx, int steps, const float *f, int a, int b)
{
    int lo = a - R * steps > 0 ? a - R * steps : 0, hi = b + R * steps < nz ? b + R * steps : nz, cnt = hi - lo;
    size_t n = (size_t)cnt * ny * nx, NN = (size_t)ny * nx;
    float *q = (float *)malloc(n * 4), *qn = (float *)malloc(n * 4), *qb = (float *)malloc(n * 4), *qw = (float *)malloc(n * 4);
    if (!q || !qn || !qb || !qw) { fprintf(stderr, "himeno: check: alloc failed\n"); exit(1); }
    init_fields(ny, nx, lo, cnt, q, qn, qb, qw);
    for (int s = 0; s < steps; s++) {
        int w = R * (steps - 1 - s);
        int zlo = a - w > R ? a - w : R, zhi = b + w < nz - R ? b + w : nz - R;
        step_host(ny, nx, qn, q, qb, qw, zlo - lo, zhi - lo);
        float *t = q; q = qn; qn = t;
    }
    long bad = 0;
    for (size_t c = (size_t)(a - lo) * NN, e = (size_t)(b - lo) * NN; c < e; c++) {
        float want = q[c], got = f[(size_t)lo * NN + c];
        if (!(fabsf(got - want) <= 1e-4f * (1.0f + fabsf(want)))) {
            if (bad < 5)
                fprintf(stderr, "himeno: element %zu = %.9g, host %.9g\n", (size_t)lo * NN + c, got, want);
            bad++;
        }
    }
    free(q); free(qn); free(qb); free(qw);
    return bad;
}

struct Coef { float a0, a1, a2, a3, b0, b1, b2, c0, c1, c2, omega; };

/* planes [z0, z1) of the interior, one point per thread */
__global__ void __launch_bounds__(BX * BY)
jacobi_step(float *__restrict__ pn, const float *__restrict__ p, const float *__restrict__ bnd,
            const float *__restrict__ wrk1, Coef k, int ny, int nx, int z0, int z1)
{
    const int x = blockIdx.x * BX + threadIdx.x + R;
    const int y = blockIdx.y * BY + threadIdx.y + R;
    if (x >= nx - R || y >= ny - R)
        return;
    const size_t N = nx, NN = (size_t)ny * nx;
    for (int z = z0 + blockIdx.z; z < z1; z += gridDim.z) {
        const size_t c = (size_t)z * NN + (size_t)y * N + x;
        float s0 = k.a0 * p[c + NN] + k.a1 * p[c + N] + k.a2 * p[c + 1]
            + k.b0 * (p[c + NN + N] - p[c + NN - N] - p[c - NN + N] + p[c - NN - N])
            + k.b1 * (p[c + N + 1] - p[c - N + 1] - p[c + N - 1] + p[c - N - 1])
            + k.b2 * (p[c + NN + 1] - p[c - NN + 1] - p[c + NN - 1] + p[c - NN - 1])
            + k.c0 * p[c - NN] + k.c1 * p[c - N] + k.c2 * p[c - 1] + wrk1[c];
        float ss = (s0 * k.a3 - p[c]) * bnd[c];
        pn[c] = p[c] + k.omega * ss;
    }
}

static void launch(cudaStream_t st, float *pn, const float *p, const float *bnd, const float *wrk1, const Coef &k,
                   int ny, int nx, int z0, int z1)
{
    if (z1 <= z0)
        return;
    dim3 bs(BX, BY), gs((nx - 2 * R + BX - 1) / BX, (ny - 2 * R + BY - 1) / BY, z1 - z0 < 65535 ? z1 - z0 : 65535);
    jacobi_step<<<gs, bs, 0, st>>>(pn, p, bnd, wrk1, k, ny, nx, z0, z1);
    CK(cudaGetLastError());
}

/* ---- prefetch plan: slab g of the whole run (step g / ns) ---- */
struct Slab { int t, a, b; float *p, *pn; };
struct Run {
    int nz, ny, nx, steps, ns, slab;
    size_t plane;                      /* bytes of one plane */
    float *P[2], *bnd, *wrk1;
    cudaMemLocation dev, host;
};

static Slab slab_of(const Run &r, long g)
{
    Slab s;
    s.t = (int)(g / r.ns);
    int j = (int)(g % r.ns);
    if (s.t & 1) j = r.ns - 1 - j;     /* serpentine: odd steps top-down */
    s.a = R + j * r.slab;
    s.b = s.a + r.slab < r.nz - R ? s.a + r.slab : r.nz - R;
    s.p = r.P[s.t % 2]; s.pn = r.P[(s.t + 1) % 2];
    return s;
}

static void prefetch(const Run &r, const float *base, int lo, int hi, cudaMemLocation to, cudaStream_t st)
{
    if (hi > r.nz) hi = r.nz;
    if (lo < 0) lo = 0;
    if (hi > lo)
        CK(cudaMemPrefetchAsync(base + (size_t)lo * (r.plane / 4), (size_t)(hi - lo) * r.plane, to, 0, st));
}

/* planes [lo, hi) of base minus [klo, khi), to the host */
static void evict(const Run &r, const float *base, int lo, int hi, int klo, int khi, cudaStream_t st)
{
    if (khi <= klo) { prefetch(r, base, lo, hi, r.host, st); return; }
    prefetch(r, base, lo, hi < klo ? hi : klo, r.host, st);
    prefetch(r, base, lo > khi ? lo : khi, hi, r.host, st);
}

static void prefetch_in(const Run &r, const Slab &s, cudaStream_t st)
{
    prefetch(r, s.p, s.a - R, s.b + R, r.dev, st);
    prefetch(r, r.bnd, s.a, s.b, r.dev, st);
    prefetch(r, r.wrk1, s.a, s.b, r.dev, st);
    prefetch(r, s.pn, s.a, s.b, r.dev, st);
}

/* slab o is done; n is the next slab of the same step: o's pages that n
 * (and, if n ends the step, the next step's first slab: n's planes with
 * p and pn swapped) does not read go back to the host */
static void evict_done(const Run &r, const Slab &o, const Slab &n, bool n_last, cudaStream_t st)
{
    evict(r, o.p, o.a - R, o.b + R, n.a - R, n.b + R, st);
    if (n_last)
        evict(r, o.pn, o.a, o.b, n.a - R, n.b + R, st);
    else
        evict(r, o.pn, o.a, o.b, 0, 0, st);
    evict(r, r.bnd, o.a, o.b, 0, 0, st);
    evict(r, r.wrk1, o.a, o.b, 0, 0, st);
}

static volatile double sink;

int main(int argc, char **argv)
{
    bool pf = false;
    long free_mb = -1;
    int slab_opt = 0, pos[4] = {512, 512, 512, 20}, np_ = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--prefetch")) pf = true;
        else if (!strcmp(argv[i], "--free-mb") && i + 1 < argc) free_mb = atol(argv[++i]);
        else if (!strcmp(argv[i], "--slab") && i + 1 < argc) slab_opt = atoi(argv[++i]);
        else if (argv[i][0] != '-' && np_ < 4) pos[np_++] = atoi(argv[i]);
        else {
            fprintf(stderr, "usage: %s [--prefetch] [--free-mb M] [--slab P] [NZ NY NX [STEPS]]\n", argv[0]);
            return 2;
        }
    }
    const int nz = pos[0], ny = pos[1], nx = pos[2], steps = pos[3];
    if (nz < 2 * R + 1 || ny < 2 * R + 1 || nx < 2 * R + 1 || steps < 0) {
        fprintf(stderr, "sizes must be >= %d, STEPS >= 0\n", 2 * R + 1);
        return 2;
    }
    const size_t np = (size_t)nz * ny * nx, bytes = np * sizeof(float);
    const char *impl = pf ? "um_prefetch" : "um";
    const Coef k = {A0, A1, A2, A3, B0, B1, B2, CC0, CC1, CC2, OMEGA};

    int dev;
    CK(cudaGetDevice(&dev));
    int cma = 0;
    CK(cudaDeviceGetAttribute(&cma, cudaDevAttrConcurrentManagedAccess, dev));
    if (pf && !cma) { fprintf(stderr, "himeno_um: --prefetch needs concurrentManagedAccess\n"); return 1; }

    void *ballast = nullptr;
    size_t fr, tot;
    CK(cudaMemGetInfo(&fr, &tot));
    if (free_mb >= 0) {
        size_t want = (size_t)free_mb << 20;
        if (fr > want) {
            size_t b = fr - want;
            while (cudaMalloc(&ballast, b) != cudaSuccess) {   /* fragmentation: a little less */
                cudaGetLastError();
                if (b < ((size_t)64 << 20)) { ballast = nullptr; break; }
                b -= (size_t)64 << 20;
            }
        } else {
            fprintf(stderr, "himeno_um: only %zu MiB free, less than --free-mb %ld: no ballast\n", fr >> 20, free_mb);
        }
        CK(cudaMemGetInfo(&fr, &tot));
    }

    float *P[2], *bnd, *wrk1;
    for (int i = 0; i < 2; i++) CK(cudaMallocManaged(&P[i], bytes));
    CK(cudaMallocManaged(&bnd, bytes));
    CK(cudaMallocManaged(&wrk1, bytes));
    init_fields(ny, nx, 0, nz, P[0], P[1], bnd, wrk1);      /* first touch on the host */

    Run r;
    r.nz = nz; r.ny = ny; r.nx = nx; r.steps = steps;
    r.plane = (size_t)ny * nx * sizeof(float);
    r.P[0] = P[0]; r.P[1] = P[1]; r.bnd = bnd; r.wrk1 = wrk1;
    r.dev.type = cudaMemLocationTypeDevice; r.dev.id = dev;
    r.host.type = cudaMemLocationTypeHost; r.host.id = 0;
    const int nint = nz - 2 * R;
    const bool oversub = 4.0 * bytes > 0.85 * fr;
    {
        long s = (long)(0.6 * fr / (3.0 * 4.0 * r.plane)) - 2 * R;
        long cap = (nint + 3) / 4;
        if (s > cap) s = cap;
        if (slab_opt > 0) s = slab_opt;
        if (s < 1) s = 1;
        if (s > nint) s = nint;
        r.slab = (int)s;
        r.ns = (nint + r.slab - 1) / r.slab;
    }
    fprintf(stderr, "himeno_um: %s, device memory free %zu MiB of %zu (ballast %s), arrays %zu MiB (%.2fx the free)",
            impl, fr >> 20, tot >> 20, ballast ? "yes" : "no", (4 * bytes) >> 20, 4.0 * bytes / (double)fr);
    if (pf)
        fprintf(stderr, "; slabs of %d planes, %d a step, %s", r.slab, r.ns,
                oversub ? "oversubscribed: every slab prefetched, finished slabs evicted" : "fits: step 0 prefetched");
    fprintf(stderr, "\n");

    cudaStream_t cs, ps, es;
    CK(cudaStreamCreateWithFlags(&cs, cudaStreamNonBlocking));
    CK(cudaStreamCreateWithFlags(&ps, cudaStreamNonBlocking));
    CK(cudaStreamCreateWithFlags(&es, cudaStreamNonBlocking));
    cudaEvent_t evP[NEV], evK[NEV];
    for (int i = 0; i < NEV; i++) {
        CK(cudaEventCreateWithFlags(&evP[i], cudaEventDisableTiming));
        CK(cudaEventCreateWithFlags(&evK[i], cudaEventDisableTiming));
    }

    double t0 = now_ms(), tk;
    if (!pf) {
        float *p = P[0], *pn = P[1];
        for (int t = 0; t < steps; t++) {
            launch(cs, pn, p, bnd, wrk1, k, ny, nx, R, nz - R);
            float *tmp = p; p = pn; pn = tmp;
        }
        CK(cudaDeviceSynchronize());
        tk = now_ms();
    } else {
        for (int i = 0; i < 2; i++) CK(cudaMemAdvise(P[i], bytes, cudaMemAdviseSetPreferredLocation, r.dev));
        CK(cudaMemAdvise(bnd, bytes, cudaMemAdviseSetReadMostly, r.dev));
        CK(cudaMemAdvise(wrk1, bytes, cudaMemAdviseSetReadMostly, r.dev));
        const long G = (long)steps * r.ns;
        auto wants = [&](long g) { return oversub || g < r.ns; };
        if (G > 0) {
            prefetch_in(r, slab_of(r, 0), ps);
            CK(cudaEventRecord(evP[0], ps));
        }
        for (long g = 0; g < G; g++) {
            Slab s = slab_of(r, g);
            if (wants(g)) CK(cudaStreamWaitEvent(cs, evP[g % NEV], 0));
            launch(cs, s.pn, s.p, bnd, wrk1, k, ny, nx, s.a, s.b);
            CK(cudaEventRecord(evK[g % NEV], cs));
            if (g + 1 < G && wants(g + 1)) {
                if (g >= 1) CK(cudaStreamWaitEvent(ps, evK[(g - 1) % NEV], 0));
                prefetch_in(r, slab_of(r, g + 1), ps);
                CK(cudaEventRecord(evP[(g + 1) % NEV], ps));
            }
            if (oversub && g >= 1 && slab_of(r, g - 1).t == s.t) {
                CK(cudaStreamWaitEvent(es, evK[(g - 1) % NEV], 0));
                evict_done(r, slab_of(r, g - 1), s, g % r.ns == r.ns - 1, es);
            }
        }
        /* the read-write arrays back to the host, behind the last kernel */
        for (int i = 0; i < 2; i++) CK(cudaMemPrefetchAsync(P[i], bytes, r.host, 0, cs));
        CK(cudaDeviceSynchronize());
        tk = now_ms();
    }
    double s = 0.0;                      /* the result on the host: one float per 4 KiB page */
    for (int i = 0; i < 2; i++)
        for (size_t c = 0; c < np; c += 1024) s += P[i][c];
    sink = s;
    double t1 = now_ms();
    CK(cudaGetLastError());
    fprintf(stderr, "himeno_um: %.3f ms to the last kernel's end (and prefetch back), %.3f ms reading the pages on the host\n",
            tk - t0, t1 - tk);

    const float *f = P[steps % 2];       /* p after STEPS swaps */
    long bad = 0;
    for (size_t c = 0; c < np; c++)
        if (!std::isfinite(f[c])) bad++;
    if (bad) fprintf(stderr, "himeno: %ld values not finite\n", bad);
    const char *vf = getenv("VERIFY");
    if (vf && !strcmp(vf, "full")) {
        bad += check_band(nz, ny, nx, steps, f, 0, nz);
    } else {
        int w = BAND < nz - 2 * R ? BAND : nz - 2 * R;
        int mid = R + (nz - 2 * R - w) / 2;
        bad += check_band(nz, ny, nx, steps, f, R, R + w);
        if (mid > R) bad += check_band(nz, ny, nx, steps, f, mid, mid + w);
        if (nz - R - w > mid) bad += check_band(nz, ny, nx, steps, f, nz - R - w, nz - R);
    }
    double ms = t1 - t0;
    double gbs = ms > 0 ? 16.0 * (double)np * steps / (ms * 1e-3) / 1e9 : 0.0;
    if (bad) fprintf(stderr, "himeno: %ld mismatches\n", bad);
    printf("RESULT name=himeno impl=%s ms=%.3f metric=%.2fGB/s check=%s size=%dx%dx%d steps=%d\n",
           impl, ms, gbs, bad ? "FAIL" : "PASS", nz, ny, nx, steps);
    for (int i = 0; i < NEV; i++) { cudaEventDestroy(evP[i]); cudaEventDestroy(evK[i]); }
    cudaStreamDestroy(cs); cudaStreamDestroy(ps); cudaStreamDestroy(es);
    for (int i = 0; i < 2; i++) cudaFree(P[i]);
    cudaFree(bnd); cudaFree(wrk1);
    if (ballast) cudaFree(ballast);
    return 0;
}
