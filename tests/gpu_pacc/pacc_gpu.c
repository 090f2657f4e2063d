/* pacc_gpu.c: a pacc pipeline (gw_pacc_*, docs/pacc.md) through the ABI with hand-written
 * kernels (kernels.cu: a 5-point Jacobi step over rows and its copy back), on a GPU.
 *   pacc_gpu check            out of core at several chunks and depths, and in core,
 *                             each against the host loop
 *   pacc_gpu time R C T       R x C floats in two arrays, T steps: the run's time, its plan
 *                             and the bytes it moved (GANGWAY_DEVICE_MEMORY caps the device);
 *                             with VERIFY=1 the result is compared with an in-core run, with
 *                             VERIFY=band three bands of rows with the host (any size)
 * Build: sh tests/gpu_pacc/build.sh. */
#include "rt.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

extern unsigned char kernels_fatbin[];
extern unsigned int kernels_fatbin_len;

static gw_module mod;
static gw_kernel kstep = {.module = &mod, .name = "step", .quiet = 1};
static gw_kernel kback = {.module = &mod, .name = "back", .quiet = 1};
static const gw_site ps = {"pacc_gpu.c", 30, "pacc pipeline"}, ks = {"pacc_gpu.c", 32, "pacc loop"},
                     kb = {"pacc_gpu.c", 36, "pacc loop"};
static const gw_split_range step_r[] = {{"u", GW_SR_READ}, {"v", GW_SR_WRITE}};
static const gw_split_range back_r[] = {{"v", GW_SR_READ}, {"u", GW_SR_WRITE}};
static const int ptrs[] = {0, 1};
static const gw_split step_plan = {GW_SPLIT_LOOP, NULL, 3, 1, 2, ptrs, 2, step_r, -1, 0, NULL};
static const gw_split back_plan = {GW_SPLIT_LOOP, NULL, 3, 1, 2, ptrs, 2, back_r, -1, 0, NULL};

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

/* One kernel of the body as gwcc emits it: present lookups, the split launch. */
static void kernel(gw_kernel *k, const gw_site *s, const gw_split *sp, float *u, float *v, long long rows,
                   long long w)
{
    size_t bytes = (size_t)rows * (size_t)w * sizeof(float);
    gw_map m[2] = {{u, bytes, GW_MAP_PRESENT, 0, "u", 0, 0, 0}, {v, bytes, GW_MAP_PRESENT, 0, "v", 0, 0, 0}};
    gw_data_enter(s, m, 2, GW_ASYNC_SYNC);
    void *du = m[0].dev, *dv = m[1].dev;
    long long lo = 0, hi = 0, trip = rows - 2;
    void *args[5] = {&du, &dv, &w, &lo, &hi};
    gw_split_val vals[2];
    if (sp == &step_plan) {     /* iteration t: rows t .. t + 2 of u read, row t + 1 of v written */
        vals[0] = (gw_split_val){u, sizeof(float), w, 0, 3 * w - 1};
        vals[1] = (gw_split_val){v, sizeof(float), w, w + 1, 2 * w - 2};
    } else {
        vals[0] = (gw_split_val){v, sizeof(float), w, w + 1, 2 * w - 2};
        vals[1] = (gw_split_val){u, sizeof(float), w, w + 1, 2 * w - 2};
    }
    unsigned gx = (unsigned)((w - 2 + 255) / 256), gy = trip < 65535 ? (unsigned)trip : 65535;
    gw_launch_split(s, k, gx, gy, 1, 256, 1, 1, 0, args, GW_ASYNC_SYNC, sp, trip, gy == trip ? 1 : 0, vals);
    gw_data_exit(s, m, 2, GW_ASYNC_SYNC);
}

static long pacc_h2d, pacc_d2h, pacc_d2d;
static GwPaccPlan pacc_plan;
static double ms_begin, ms_loop, ms_end;        /* the pipeline's phases, timed on the host */

static void pipeline(float *u, float *v, long long rows, long long w, long long steps, long long chunks,
                     long long depth)
{
    static const gw_pacc_array arr[2] = {{"u", 1}, {"v", 1}};
    gw_pacc_val val[2] = {{u, (size_t)w * sizeof(float)}, {v, (size_t)w * sizeof(float)}};
    double t0 = now_ms();
    gw_pacc_begin(&ps, 2, arr, val, rows, 1, 1, steps, chunks, depth);
    pacc_plan = gw__state.pacc.plan;
    double t1 = now_ms();
    long long first, k;
    while (gw_pacc_pass(&first, &k))
        while (gw_pacc_chunk())
            for (long long s = 0; s < k; s++) {
                gw_pacc_step(s);
                kernel(&kstep, &ks, &step_plan, u, v, rows, w);
                kernel(&kback, &kb, &back_plan, u, v, rows, w);
            }
    pacc_h2d = gw__state.pacc.h2d, pacc_d2d = gw__state.pacc.d2d;
    gw_settle();                /* in core: the kernels done, so the loop's time is theirs */
    double t2 = now_ms();
    gw_pacc_end();
    ms_begin = t1 - t0, ms_loop = t2 - t1, ms_end = now_ms() - t2;
}

static float init_at(long long r, long long j);

static void init(float *u, float *v, long long rows, long long w)
{
    for (long long r = 0; r < rows; r++)
        for (long long j = 0; j < w; j++)
            u[r * w + j] = v[r * w + j] = init_at(r, j);
}

static void host(float *u, float *v, long long rows, long long w, long long steps)
{
    for (long long t = 0; t < steps; t++) {
        for (long long r = 1; r < rows - 1; r++)
            for (long long j = 1; j < w - 1; j++)
                v[r * w + j] = 0.25f * (u[(r - 1) * w + j] + u[(r + 1) * w + j] + u[r * w + j - 1] + u[r * w + j + 1]);
        for (long long r = 1; r < rows - 1; r++)
            for (long long j = 1; j < w - 1; j++)
                u[r * w + j] = v[r * w + j];
    }
}

static long long differ(const float *a, const float *b, size_t n)
{
    long long bad = 0;
    for (size_t i = 0; i < n; i++)
        bad += a[i] != b[i];
    return bad;
}

static int check(void)
{
    const long long rows = 1031, w = 515, steps = 13;
    size_t n = (size_t)rows * w;
    float *u = malloc(n * sizeof *u), *v = malloc(n * sizeof *v), *hu = malloc(n * sizeof *u),
          *hv = malloc(n * sizeof *v);
    init(hu, hv, rows, w);
    host(hu, hv, rows, w, steps);
    static const long long cfg[][2] = {{0, 0}, {3, 1}, {3, 4}, {4, 13}, {7, 3}, {16, 2}, {64, 5}, {1029, 1}};
    int bad = 0;
    for (unsigned i = 0; i < sizeof cfg / sizeof *cfg; i++) {
        init(u, v, rows, w);
        pipeline(u, v, rows, w, steps, cfg[i][0], cfg[i][1]);
        long long d = differ(u, hu, n) + differ(v, hv, n);
        printf("chunks %lld depth %lld: %s; %s; %lld of %zu values differ from the host\n", cfg[i][0], cfg[i][1],
               pacc_plan.incore ? "in core" : "out of core", pacc_plan.why, d, 2 * n);
        bad += d != 0;
    }
    free(u), free(v), free(hu), free(hv);
    return bad;
}

/* Initial value of row r, column j (init's, recomputed: a band's check needs no copy). */
static float init_at(long long r, long long j)
{
    unsigned x = (unsigned)(r * 7919 + j * 104729);
    x ^= x >> 13, x *= 0x5bd1e995u, x ^= x >> 15;
    return (float)(x % 1000) / 250.0f;
}

/* Rows [r0, r1) of u after `steps` steps, recomputed on the host from their
 * dependency cone (rows within steps + 1 of the band), against u: the check of
 * a run too big to repeat on the host. */
static long long check_band(const float *u, long long rows, long long w, long long steps, long long r0,
                            long long r1)
{
    long long lo = r0 - steps - 1 < 0 ? 0 : r0 - steps - 1, hi = r1 + steps + 1 > rows ? rows : r1 + steps + 1;
    long long n = hi - lo;
    float *a = malloc((size_t)(n * w) * sizeof *a), *b = malloc((size_t)(n * w) * sizeof *b);
    for (long long r = lo; r < hi; r++)
        for (long long j = 0; j < w; j++)
            a[(r - lo) * w + j] = b[(r - lo) * w + j] = init_at(r, j);
    for (long long t = 0; t < steps; t++) {
        for (long long r = (lo + 1 > 1 ? lo + 1 : 1); r < (hi - 1 < rows - 1 ? hi - 1 : rows - 1); r++)
            for (long long j = 1; j < w - 1; j++)
                b[(r - lo) * w + j] = 0.25f * (a[(r - 1 - lo) * w + j] + a[(r + 1 - lo) * w + j] +
                                               a[(r - lo) * w + j - 1] + a[(r - lo) * w + j + 1]);
        for (long long r = (lo + 1 > 1 ? lo + 1 : 1); r < (hi - 1 < rows - 1 ? hi - 1 : rows - 1); r++)
            for (long long j = 1; j < w - 1; j++)
                a[(r - lo) * w + j] = b[(r - lo) * w + j];
    }
    long long bad = 0;
    for (long long r = r0; r < r1; r++)
        for (long long j = 0; j < w; j++)
            bad += u[r * w + j] != a[(r - lo) * w + j];
    free(a), free(b);
    return bad;
}

static int timed(long long rows, long long w, long long steps)
{
    size_t n = (size_t)rows * w;
    float *u = malloc(n * sizeof *u), *v = malloc(n * sizeof *v);
    if (!u || !v) {
        printf("out of host memory for 2 x %zu floats\n", n);
        return 1;
    }
    init(u, v, rows, w);
    double t0 = now_ms();
    pipeline(u, v, rows, w, steps, 0, 0);
    double ms = now_ms() - t0;
    printf("RESULT name=pacc_jacobi rows=%lld cols=%lld steps=%lld ms=%.3f begin_ms=%.3f loop_ms=%.3f end_ms=%.3f "
           "incore=%d chunks=%lld depth=%lld h2d=%ld d2d=%ld arrays=%zu\n", rows, w, steps, ms, ms_begin, ms_loop,
           ms_end, pacc_plan.incore, pacc_plan.nchunks, pacc_plan.depth, pacc_h2d, pacc_d2d, 2 * n * sizeof(float));
    printf("plan: %s\n", pacc_plan.why);
    int bad = 0;
    const char *verify = getenv("VERIFY");
    if (verify && !strcmp(verify, "band")) {       /* three bands of 8 rows: top, middle, bottom */
        long long d = check_band(u, rows, w, steps, 0, 8) + check_band(u, rows, w, steps, rows / 2, rows / 2 + 8)
                      + check_band(u, rows, w, steps, rows - 8, rows);
        printf("three bands of 8 rows against the host: %lld values differ\n", d);
        bad = d != 0;
    } else if (verify && *verify == '1' && !pacc_plan.incore) {
        float *hu = malloc(n * sizeof *u), *hv = malloc(n * sizeof *v);
        if (!hu || !hv) {
            printf("out of host memory to verify\n");
            return 1;
        }
        init(hu, hv, rows, w);
        unsetenv("GANGWAY_DEVICE_MEMORY");
        gw__state.mem_cap = 0;
        pipeline(hu, hv, rows, w, steps, 0, 0);     /* in core when it fits */
        long long d = differ(u, hu, n) + differ(v, hv, n);
        printf("against %s: %lld values differ\n", pacc_plan.incore ? "an in-core run" : "another run", d);
        bad = d != 0;
        free(hu), free(hv);
    }
    free(u), free(v);
    return bad;
}

int main(int argc, char **argv)
{
    mod.image = kernels_fatbin, mod.name = "kernels.cu", mod.size = kernels_fatbin_len;
    gw_register_module(&mod);
    if (!gw_active()) {
        printf("no GPU\n");
        return 2;
    }
    int bad;
    if (argc > 1 && !strcmp(argv[1], "time"))
        bad = timed(argc > 2 ? atoll(argv[2]) : 16384, argc > 3 ? atoll(argv[3]) : 16384, argc > 4 ? atoll(argv[4]) : 20);
    else
        bad = check();
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad != 0;
}
