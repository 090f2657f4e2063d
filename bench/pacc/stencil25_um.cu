/* stencil25_um (CUDA unified memory): the program of stencil25_pacc.c (same
 * math, init, sizes and check) on cudaMallocManaged arrays, the UM baseline
 * of issue 16's out-of-core benchmarks:
 *   p3 = vsq*lap(p2) + 2*p2 - p1, radius 4, c0..c4 = -205/72, 8/5, -1/5,
 *   8/315, -1/560; float; interior [4, n-4) updated, boundary stays 0.
 * usage: stencil25_um [--prefetch] [--free-mb M] [--slab P] [NZ NY NX [STEPS]]
 *        (default 512 512 512 20)
 *
 * The arrays are initialised on the host (so they start in host memory);
 * the kernels run on managed memory; the three time levels are rotated by
 * pointer swap on the host. Kernel: one point per thread, 32x8 blocks over
 * x, y, grid z over the planes of a launch (a simple kernel: at 512^3 in
 * core it runs about as fast as bench/cuda/stencil25.cu, bench/NOTES.md).
 *
 * Timed region (host clock): from before the first kernel or prefetch (data
 * on the host) until the result is back on the host: after the last kernel,
 * cudaDeviceSynchronize (with --prefetch: p1, p2, p3 prefetched to the host
 * first) and then a host read of one float per 4 KiB page of each
 * read-write array (p1, p2, p3), which migrates what is still on the device.
 * The context, the ballast, the streams and events are set up before the
 * timer; the kernel's module loads at its first launch, inside the timed
 * region, as in the acc and pacc programs (CUDA lazy loading; a few ms).
 *
 * --free-mb M: before anything else, cudaMalloc a ballast so that only M MiB
 *   of device memory stay free (cudaMalloc memory is never evicted by UM),
 *   e.g. a quarter of the arrays' bytes for a 4x oversubscribed run.
 * --prefetch: "UM with prefetch hints", what a competent CUDA programmer
 *   would add without restructuring the algorithm:
 *   - cudaMemAdviseSetReadMostly on vsq (read only: device copies are
 *     read duplicates that can be dropped without a write-back);
 *     cudaMemAdviseSetPreferredLocation(device) on p1, p2, p3;
 *   - each step is processed in slabs of P planes (kernel per slab); while
 *     slab j's kernel runs on the compute stream, slab j+1's input planes
 *     (p2 [a-4, b+4), p1, vsq and the output p3 on [a, b)) are prefetched
 *     to the device on a second stream; slab j's kernel waits for its
 *     prefetch by an event, and the prefetch of slab j+1 starts only after
 *     slab j-1's kernel ended (at most three slabs resident);
 *   - when the arrays do not fit the free memory (x 0.85), finished slabs are
 *     prefetched back to the host on a third stream (after their kernel,
 *     keeping the halo planes the next slab reads) so the driver does not
 *     have to evict under pressure; when they fit, only step 0 prefetches
 *     (later steps find everything resident) and nothing is evicted;
 *   - the slabs of a step run bottom-up on even steps and top-down on odd
 *     steps, so the last slab of a step (still resident) is the first of the
 *     next;
 *   - P defaults to the largest slab for which three slabs of the four
 *     arrays (with p2's halo) fit in 60% of the free memory, at most a
 *     quarter of the planes (so step 0 pipelines); --slab P overrides.
 *   Not used: cudaMemDiscard*: the kernels do not write the x/y boundary of
 *   p3, whose zeros must survive, so discarding p3's or p1's planes before
 *   they are overwritten would be wrong.
 * metric = 16*NZ*NY*NX*STEPS / time GB/s (the device traffic model of
 * stencil25.c). RESULT impl=um or impl=um_prefetch.
 * Check: as stencil25_pacc.c: bands of planes (bottom [4,12), middle, top)
 * of the final p2 against a host run on their dependency cone, relative
 * 1e-4; the whole final field finite; VERIFY=full compares every plane.
 */
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cmath>
#include <ctime>

#define R 4
#define BAND 8
#define BX 32
#define BY 8
#define NEV 8

#define C0 (-205.0f / 72.0f)
#define C1 (8.0f / 5.0f)
#define C2 (-1.0f / 5.0f)
#define C3 (8.0f / 315.0f)
#define C4 (-1.0f / 560.0f)
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

/* fill planes [z0, z0+cnt) of the nz x ny x nx problem into local planes [0, cnt) */
static void init_fields(int nz, int ny, int nx, int z0, int cnt, float *p1, float *p2, float *p3, float *vsq)
{
    for (int l = 0; l < cnt; l++) {
        int z = z0 + l;
        for (int y = 0; y < ny; y++)
            for (int x = 0; x < nx; x++) {
                size_t c = ((size_t)z * ny + y) * nx + x;
                size_t i = ((size_t)l * ny + y) * nx + x;
                int in = z >= R && z < nz - R && y >= R && y < ny - R && x >= R && x < nx - R;
                float v = in ? 2.0f * hval((unsigned)c) - 1.0f : 0.0f;
                p2[i] = v;
                p1[i] = 0.9f * v;
                p3[i] = 0.0f;
                vsq[i] = in ? 0.05f + 0.05f * hval((unsigned)c ^ 0x9e3779b9U) : 0.0f;
            }
    }
}

/* host reference: one step on local planes [zlo, zhi) (interior in x, y) */
static void step_host(int ny, int nx, float *p3, const float *p2, const float *p1, const float *vsq, int zlo, int zhi)
{
    const size_t N = nx, NN = (size_t)ny * nx;
    for (int z = zlo; z < zhi; z++)
        for (int y = R; y < ny - R; y++)
            for (int x = R; x < nx - R; x++) {
                size_t c = ((size_t)z * ny + y) * nx + x;
                float lap = (3.0f * C0) * p2[c]
                    + C1 * ((p2[c - 1] + p2[c + 1]) + (p2[c - N] + p2[c + N]) + (p2[c - NN] + p2[c + NN]))
                    + C2 * ((p2[c - 2] + p2[c + 2]) + (p2[c - 2 * N] + p2[c + 2 * N]) + (p2[c - 2 * NN] + p2[c + 2 * NN]))
                    + C3 * ((p2[c - 3] + p2[c + 3]) + (p2[c - 3 * N] + p2[c + 3 * N]) + (p2[c - 3 * NN] + p2[c + 3 * NN]))
                    + C4 * ((p2[c - 4] + p2[c + 4]) + (p2[c - 4 * N] + p2[c + 4 * N]) + (p2[c - 4 * NN] + p2[c + 4 * NN]));
                p3[c] = vsq[c] * lap + 2.0f * p2[c] - p1[c];
            }
}

/* planes [a, b) of the final field f against a host run on their dependency
 * cone [a-4S, b+4S) (clipped); returns the number of mismatches */
static long check_band(int nz, int ny, int nx, int steps, const float *f, int a, int b)
{
    int lo = a - R * steps > 0 ? a - R * steps : 0, hi = b + R * steps < nz ? b + R * steps : nz, cnt = hi - lo;
    size_t n = (size_t)cnt * ny * nx, NN = (size_t)ny * nx;
    float *q1 = (float *)malloc(n * 4), *q2 = (float *)malloc(n * 4), *q3 = (float *)malloc(n * 4), *qv = (float *)malloc(n * 4);
    if (!q1 || !q2 || !q3 || !qv) { fprintf(stderr, "stencil25: check: alloc failed\n"); exit(1); }
    init_fields(nz, ny, nx, lo, cnt, q1, q2, q3, qv);
    for (int s = 0; s < steps; s++) {
        int w = R * (steps - 1 - s);
        int zlo = a - w > R ? a - w : R, zhi = b + w < nz - R ? b + w : nz - R;
        step_host(ny, nx, q3, q2, q1, qv, zlo - lo, zhi - lo);
        float *t = q1; q1 = q2; q2 = q3; q3 = t;
    }
    long bad = 0;
    for (size_t c = (size_t)(a - lo) * NN, e = (size_t)(b - lo) * NN; c < e; c++) {
        float want = q2[c], got = f[(size_t)lo * NN + c];
        if (!(fabsf(got - want) <= 1e-4f * (1.0f + fabsf(want)))) {
            if (bad < 5)
                fprintf(stderr, "stencil25: element %zu = %.9g, host %.9g\n", (size_t)lo * NN + c, got, want);
            bad++;
        }
    }
    free(q1); free(q2); free(q3); free(qv);
    return bad;
}

/* planes [z0, z1) of the interior, one point per thread */
__global__ void __launch_bounds__(BX * BY)
wave_step(float *__restrict__ p3, const float *__restrict__ p2, const float *__restrict__ p1,
          const float *__restrict__ vsq, int ny, int nx, int z0, int z1)
{
    const int x = blockIdx.x * BX + threadIdx.x + R;
    const int y = blockIdx.y * BY + threadIdx.y + R;
    if (x >= nx - R || y >= ny - R)
        return;
    const size_t N = nx, NN = (size_t)ny * nx;
    for (int z = z0 + blockIdx.z; z < z1; z += gridDim.z) {
        const size_t c = (size_t)z * NN + (size_t)y * N + x;
        float lap = (3.0f * C0) * p2[c]
            + C1 * ((p2[c - 1] + p2[c + 1]) + (p2[c - N] + p2[c + N]) + (p2[c - NN] + p2[c + NN]))
            + C2 * ((p2[c - 2] + p2[c + 2]) + (p2[c - 2 * N] + p2[c + 2 * N]) + (p2[c - 2 * NN] + p2[c + 2 * NN]))
            + C3 * ((p2[c - 3] + p2[c + 3]) + (p2[c - 3 * N] + p2[c + 3 * N]) + (p2[c - 3 * NN] + p2[c + 3 * NN]))
            + C4 * ((p2[c - 4] + p2[c + 4]) + (p2[c - 4 * N] + p2[c + 4 * N]) + (p2[c - 4 * NN] + p2[c + 4 * NN]));
        p3[c] = vsq[c] * lap + 2.0f * p2[c] - p1[c];
    }
}

static void launch(cudaStream_t st, float *p3, const float *p2, const float *p1, const float *vsq,
                   int ny, int nx, int z0, int z1)
{
    if (z1 <= z0)
        return;
    dim3 bs(BX, BY), gs((nx - 2 * R + BX - 1) / BX, (ny - 2 * R + BY - 1) / BY, z1 - z0 < 65535 ? z1 - z0 : 65535);
    wave_step<<<gs, bs, 0, st>>>(p3, p2, p1, vsq, ny, nx, z0, z1);
    CK(cudaGetLastError());
}

/* ---- prefetch plan: slab g of the whole run (step g / ns) ---- */
struct Slab { int t, a, b; float *q1, *q2, *q3; };
struct Run {
    int nz, ny, nx, steps, ns, slab;
    size_t plane;                      /* bytes of one plane */
    float *P[3], *vsq;
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
    s.q1 = r.P[s.t % 3]; s.q2 = r.P[(s.t + 1) % 3]; s.q3 = r.P[(s.t + 2) % 3];
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
    prefetch(r, s.q2, s.a - R, s.b + R, r.dev, st);
    prefetch(r, s.q1, s.a, s.b, r.dev, st);
    prefetch(r, r.vsq, s.a, s.b, r.dev, st);
    prefetch(r, s.q3, s.a, s.b, r.dev, st);
}

/* slab o is done; n is the next slab of the same step: o's pages that n
 * (and, if n ends the step, the next step's first slab: n's planes with
 * roles rotated) does not read go back to the host */
static void evict_done(const Run &r, const Slab &o, const Slab &n, bool n_last, cudaStream_t st)
{
    evict(r, o.q2, o.a - R, o.b + R, n.a - R, n.b + R, st);
    if (n_last)
        evict(r, o.q3, o.a, o.b, n.a - R, n.b + R, st);
    else
        evict(r, o.q3, o.a, o.b, 0, 0, st);
    evict(r, o.q1, o.a, o.b, 0, 0, st);
    evict(r, r.vsq, o.a, o.b, 0, 0, st);
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

    int dev;
    CK(cudaGetDevice(&dev));
    int cma = 0;
    CK(cudaDeviceGetAttribute(&cma, cudaDevAttrConcurrentManagedAccess, dev));
    if (pf && !cma) { fprintf(stderr, "stencil25_um: --prefetch needs concurrentManagedAccess\n"); return 1; }

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
            fprintf(stderr, "stencil25_um: only %zu MiB free, less than --free-mb %ld: no ballast\n", fr >> 20, free_mb);
        }
        CK(cudaMemGetInfo(&fr, &tot));
    }

    float *P[3], *vsq;
    for (int i = 0; i < 3; i++) CK(cudaMallocManaged(&P[i], bytes));
    CK(cudaMallocManaged(&vsq, bytes));
    init_fields(nz, ny, nx, 0, nz, P[0], P[1], P[2], vsq);   /* p1, p2, p3: first touch on the host */

    Run r;
    r.nz = nz; r.ny = ny; r.nx = nx; r.steps = steps;
    r.plane = (size_t)ny * nx * sizeof(float);
    r.P[0] = P[0]; r.P[1] = P[1]; r.P[2] = P[2]; r.vsq = vsq;
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
    fprintf(stderr, "stencil25_um: %s, device memory free %zu MiB of %zu (ballast %s), arrays %zu MiB (%.2fx the free)",
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
        float *p1 = P[0], *p2 = P[1], *p3 = P[2];
        for (int t = 0; t < steps; t++) {
            launch(cs, p3, p2, p1, vsq, ny, nx, R, nz - R);
            float *tmp = p1; p1 = p2; p2 = p3; p3 = tmp;
        }
        CK(cudaDeviceSynchronize());
        tk = now_ms();
    } else {
        for (int i = 0; i < 3; i++) CK(cudaMemAdvise(P[i], bytes, cudaMemAdviseSetPreferredLocation, r.dev));
        CK(cudaMemAdvise(vsq, bytes, cudaMemAdviseSetReadMostly, r.dev));
        const long G = (long)steps * r.ns;
        auto wants = [&](long g) { return oversub || g < r.ns; };
        if (G > 0) {
            prefetch_in(r, slab_of(r, 0), ps);
            CK(cudaEventRecord(evP[0], ps));
        }
        for (long g = 0; g < G; g++) {
            Slab s = slab_of(r, g);
            if (wants(g)) CK(cudaStreamWaitEvent(cs, evP[g % NEV], 0));
            launch(cs, s.q3, s.q2, s.q1, vsq, ny, nx, s.a, s.b);
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
        for (int i = 0; i < 3; i++) CK(cudaMemPrefetchAsync(P[i], bytes, r.host, 0, cs));
        CK(cudaDeviceSynchronize());
        tk = now_ms();
    }
    double s = 0.0;                      /* the result on the host: one float per 4 KiB page */
    for (int i = 0; i < 3; i++)
        for (size_t c = 0; c < np; c += 1024) s += P[i][c];
    sink = s;
    double t1 = now_ms();
    CK(cudaGetLastError());
    fprintf(stderr, "stencil25_um: %.3f ms to the last kernel's end (and prefetch back), %.3f ms reading the pages on the host\n",
            tk - t0, t1 - tk);

    const float *f = P[(steps + 1) % 3];   /* p2 after STEPS rotations */
    long bad = 0;
    for (size_t c = 0; c < np; c++)
        if (!std::isfinite(f[c])) bad++;
    if (bad) fprintf(stderr, "stencil25: %ld values not finite\n", bad);
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
    if (bad) fprintf(stderr, "stencil25: %ld mismatches\n", bad);
    printf("RESULT name=stencil25 impl=%s ms=%.3f metric=%.2fGB/s check=%s size=%dx%dx%d steps=%d\n",
           impl, ms, gbs, bad ? "FAIL" : "PASS", nz, ny, nx, steps);
    for (int i = 0; i < NEV; i++) { cudaEventDestroy(evP[i]); cudaEventDestroy(evK[i]); }
    cudaStreamDestroy(cs); cudaStreamDestroy(ps); cudaStreamDestroy(es);
    for (int i = 0; i < 3; i++) cudaFree(P[i]);
    cudaFree(vsq);
    if (ballast) cudaFree(ballast);
    return 0;
}
