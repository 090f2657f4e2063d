/* split_gpu.c: gw_launch_split through the ABI with hand-written kernels (kernels.cu), on a
 * GPU: a two-array Jacobi sweep, synchronous and on an async queue, and a reduction; checked
 * against the host.  Build: sh tests/gpu_split/build.sh; run with GANGWAY_NUM_DEVICES=2
 * (GANGWAY_LOGICAL_DEVICES=2 on one GPU), GANGWAY_SPLIT=always|auto|never. */
#include "gangway_rt.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

extern unsigned char kernels_fatbin[];
extern unsigned int kernels_fatbin_len;

static gw_module mod;
static gw_kernel kjac = {.module = &mod, .name = "jac", .quiet = 1};
static gw_kernel kred = {.module = &mod, .name = "red"};

static const gw_site site = {"split_gpu.c", 20, "parallel loop"};
static const gw_split_range jac_r[] = {{"a", GW_SR_READ}, {"b", GW_SR_WRITE}};
static const int jac_p[] = {0, 1};
static const gw_split jac_plan = {GW_SPLIT_LOOP, NULL, 3, 0, 2, jac_p, 2, jac_r, -1, 0, NULL};
static const gw_split_range red_r[] = {{"a", GW_SR_READ}};
static const int red_p[] = {0};
static const gw_red_slot red_s[] = {{0, 1, GW_ROP_ADD, GW_T_F64}, {16, 1, GW_ROP_MAX, GW_T_I32}};
static const gw_split red_plan = {GW_SPLIT_LOOP, NULL, 4, 0, 1, red_p, 1, red_r, 1, 2, red_s};

static void sweep(double *x, double *y, void *dx, void *dy, long long n, int async)
{
    long long lo, hi, trip = n - 2;
    void *args[5] = {&dx, &dy, &n, &lo, &hi};
    gw_split_val v[2] = {{x, sizeof *x, 1, 0, 2}, {y, sizeof *y, 1, 1, 1}};
    unsigned g = (unsigned)((trip + 255) / 256);
    gw_launch_split(&site, &kjac, g, 1, 1, 256, 1, 1, 0, args, async, &jac_plan, trip, 256, v);
}

static void host_sweep(const double *x, double *y, long long n)
{
    for (long long i = 1; i < n - 1; i++)
        y[i] = (x[i - 1] + x[i] + x[i + 1]) / 3.0;
}

static int jacobi(long long n, int iters, int async)
{
    double *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
    double *ha = malloc(n * sizeof *a), *hb = malloc(n * sizeof *b);
    for (long long i = 0; i < n; i++)
        a[i] = ha[i] = (double)((i * 7919) % 1000) / 7.0, b[i] = hb[i] = -1;
    gw_map m[2] = {{a, n * sizeof *a, GW_MAP_COPY, 0, "a", 0, 0, 0},
                   {b, n * sizeof *b, GW_MAP_COPY, 0, "b", 0, 0, 0}};
    gw_data_enter(&site, m, 2, GW_ASYNC_SYNC);
    for (int it = 0; it < iters; it++) {
        sweep(a, b, m[0].dev, m[1].dev, n, async);
        sweep(b, a, m[1].dev, m[0].dev, n, async);
        host_sweep(ha, hb, n);
        host_sweep(hb, ha, n);
    }
    if (async != GW_ASYNC_SYNC)
        gw_wait(&site, &async, 1, GW_ASYNC_SYNC);
    gw_settle();
    gw_data_exit(&site, m, 2, GW_ASYNC_SYNC);
    long long bad = 0;
    for (long long i = 0; i < n; i++)
        bad += fabs(a[i] - ha[i]) > 1e-9 || fabs(b[i] - hb[i]) > 1e-9;
    printf("jacobi n=%lld iters=%d async=%d: %lld wrong\n", n, iters, async, bad);
    free(a), free(b), free(ha), free(hb);
    return bad != 0;
}

static int reduce(long long n)
{
    double *a = malloc(n * sizeof *a), want = 0;
    int wmax = -2147483647;
    for (long long i = 0; i < n; i++) {
        a[i] = (double)((i * 104729) % 5000) / 3.0;
        want += a[i];
        wmax = (int)(a[i] * 1000) > wmax ? (int)(a[i] * 1000) : wmax;
    }
    gw_map m[1] = {{a, n * sizeof *a, GW_MAP_COPYIN, 0, "a", 0, 0, 0}};
    gw_data_enter(&site, m, 1, GW_ASYNC_SYNC);
    int bad = 0;
    for (int r = 0; r < 20; r++) {
        struct { double s; double pad; int mx; int pad2[3]; } init = {0, 0, -2147483647, {0}}, out;
        void *gout = NULL;
        void *gred = gw_red_begin(&init, sizeof init, GW_ASYNC_SYNC, &gout);
        void *gpart = gw_red_parts(4096, GW_ASYNC_SYNC);
        void *da = m[0].dev;
        long long lo, hi;
        void *args[6] = {&da, &gred, &gpart, &gout, &lo, &hi};
        gw_split_val v = {a, sizeof *a, 1, 0, 0};
        gw_launch_split(&site, &kred, 256, 1, 1, 256, 1, 1, 0, args, GW_ASYNC_SYNC, &red_plan, n, 256, &v);
        gw_red_end(&out, sizeof out, GW_ASYNC_SYNC);
        bad += fabs(out.s - want) > 1e-6 * fabs(want) || out.mx != wmax;
        if (r == 0 || bad)
            printf("reduction: %.6f (want %.6f), max %d (want %d)\n", out.s, want, out.mx, wmax);
    }
    gw_data_exit(&site, m, 1, GW_ASYNC_SYNC);
    free(a);
    printf("reduction: %d wrong of 20\n", bad);
    return bad != 0;
}

int main(int argc, char **argv)
{
    long long n = argc > 1 ? atoll(argv[1]) : 1000003;
    int iters = argc > 2 ? atoi(argv[2]) : 100;
    mod.image = kernels_fatbin, mod.name = "kernels.cu", mod.size = kernels_fatbin_len;
    gw_register_module(&mod);
    if (!gw_active()) {
        printf("no GPU\n");
        return 2;
    }
    int bad = jacobi(n, iters, GW_ASYNC_SYNC) + jacobi(n, iters, 1) + jacobi(17, 5, GW_ASYNC_SYNC);
    bad += reduce(n);
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad != 0;
}
