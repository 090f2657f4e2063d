/* common.h: the helpers that the out-of-core benchmark programs of
 * bench/pacc (stencil25_acc.c, stencil25_pacc.c, himeno_acc.c,
 * himeno_pacc.c) share: the host clock, the hash that makes the initial
 * data, the impl= name, argv, allocation, the comparison of a band of
 * planes with a host reference, the check of the final field, the RESULT
 * line, and the set-up before and the finish after the timed region.
 * Host code only, no directives: each program's #pragma lines (and the
 * kernels gwcc translates) stay in its .c file. Each benchmark's own header
 * (stencil25.h, himeno.h) includes this one.
 *
 * Fields are NZ x NY x NX floats, used as VLA row pointers float
 * (*p)[ny][nx] (subscripts p[z][y][x]); a benchmark of radius r updates
 * the interior [r, n-r) of each axis.
 */
#ifndef BENCH_PACC_COMMON_H
#define BENCH_PACC_COMMON_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <math.h>

#define BAND 8 /* planes in each checked band */

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

static float hval(unsigned x)
{
    x ^= x >> 16; x *= 0x7feb352dU; x ^= x >> 15; x *= 0x846ca68bU; x ^= x >> 16;
    return (float)(x >> 8) * (1.0f / 16777216.0f);
}

static int imax(int a, int b) { return a > b ? a : b; }
static int imin(int a, int b) { return a < b ? a : b; }

/* the impl= name: offload ("acc", "pacc") when compiled with OpenACC, else
 * "cpu" (gcc ignores the pragmas and the program runs on the host) */
static const char *impl_name(const char *offload)
{
#ifdef _OPENACC
    return offload;
#else
    (void)offload;
    return "cpu";
#endif
}

/* argv: [NZ NY NX [STEPS]] (default 512 512 512 20), each size >= 2r+1 for
 * radius r. Returns 0, or prints the usage and returns 2 (the exit status). */
static int parse_args(int argc, char **argv, int r, int *nz, int *ny, int *nx, int *steps)
{
    *nz = argc > 1 ? atoi(argv[1]) : 512;
    *ny = argc > 2 ? atoi(argv[2]) : 512;
    *nx = argc > 3 ? atoi(argv[3]) : 512;
    *steps = argc > 4 ? atoi(argv[4]) : 20;
    if (*nz < 2 * r + 1 || *ny < 2 * r + 1 || *nx < 2 * r + 1 || *steps < 0) {
        fprintf(stderr, "usage: %s [NZ NY NX [STEPS]]  (each size >= %d, STEPS >= 0)\n", argv[0], 2 * r + 1);
        return 2;
    }
    return 0;
}

/* n arrays of np floats each into a[0..n). Returns 0, or, when one
 * allocation failed, prints "<what>: alloc failed" and returns 1. */
static int alloc_fields(const char *what, size_t np, int n, float **a)
{
    int fail = 0;
    for (int i = 0; i < n; i++) {
        a[i] = malloc(np * sizeof(float));
        if (!a[i]) fail = 1;
    }
    if (fail) fprintf(stderr, "%s: alloc failed\n", what);
    return fail;
}

static void free_fields(int n, float **a)
{
    for (int i = 0; i < n; i++) free(a[i]);
}

/* Planes [a, b) of the final field f against the host's ref, whose local
 * plane 0 is plane lo (relative 1e-4). Prints the first 5 mismatches and
 * returns their number. */
static long compare_planes(const char *name, int ny, int nx, float (*f)[ny][nx], float (*ref)[ny][nx], int lo,
                           int a, int b)
{
    long bad = 0;
    for (int z = a; z < b; z++)
        for (int y = 0; y < ny; y++)
            for (int x = 0; x < nx; x++) {
                float want = ref[z - lo][y][x], got = f[z][y][x];
                if (!(fabsf(got - want) <= 1e-4f * (1.0f + fabsf(want)))) {
                    if (bad < 5)
                        fprintf(stderr, "%s: [%d][%d][%d] = %.9g, host %.9g\n", name, z, y, x, got, want);
                    bad++;
                }
            }
    return bad;
}

/* The check of the final field f of a benchmark of radius r: every value
 * finite, and the bands [r, r+8), the middle one and [nz-r-8, nz-r) by
 * check, the benchmark's band check (planes [a, b) of f after steps steps
 * against a host run of their dependency cone; the number of mismatches),
 * or, with VERIFY=full in the environment, all planes at once.
 * Returns the number of bad values. */
static long check_field(const char *name, int nz, int ny, int nx, int steps, int r, float (*f)[ny][nx],
                        long (*check)(int nz, int ny, int nx, int steps, float (*f)[ny][nx], int a, int b))
{
    long bad = 0;
    for (int z = 0; z < nz; z++)
        for (int y = 0; y < ny; y++)
            for (int x = 0; x < nx; x++)
                if (!isfinite(f[z][y][x])) bad++;
    if (bad) fprintf(stderr, "%s: %ld values not finite\n", name, bad);
    const char *vf = getenv("VERIFY");
    if (vf && !strcmp(vf, "full")) {
        bad += check(nz, ny, nx, steps, f, 0, nz);
    } else {
        int w = imin(BAND, nz - 2 * r);
        int mid = r + (nz - 2 * r - w) / 2;
        bad += check(nz, ny, nx, steps, f, r, r + w);                    /* bottom */
        if (mid > r) bad += check(nz, ny, nx, steps, f, mid, mid + w);  /* middle */
        if (nz - r - w > mid) bad += check(nz, ny, nx, steps, f, nz - r - w, nz - r); /* top */
    }
    return bad;
}

/* The RESULT line (and the mismatch count on stderr). metric: the in-core
 * device traffic model, 16 bytes a point and step, in GB/s. */
static void report(const char *name, const char *impl, double ms, int nz, int ny, int nx, int steps, long bad)
{
    const size_t np = (size_t)nz * ny * nx;
    double gbs = ms > 0 ? 16.0 * (double)np * steps / (ms * 1e-3) / 1e9 : 0.0;
    if (bad) fprintf(stderr, "%s: %ld mismatches\n", name, bad);
    printf("RESULT name=%s impl=%s ms=%.3f metric=%.2fGB/s check=%s size=%dx%dx%d steps=%d\n",
           name, impl, ms, gbs, bad ? "FAIL" : "PASS", nz, ny, nx, steps);
}

/* Before the timed region of a benchmark of radius r with n arrays: argv
 * (see parse_args) and the n arrays of nz*ny*nx floats into a[0..n), not
 * filled. Returns 0, or the exit status. */
static int setup_run(const char *name, int r, int argc, char **argv, int *nz, int *ny, int *nx, int *steps, int n,
                     float **a)
{
    int rc = parse_args(argc, argv, r, nz, ny, nx, steps);
    if (!rc) rc = alloc_fields(name, (size_t)*nz * *ny * *nx, n, a);
    return rc;
}

/* After it: the check of the newest field f (check_field), the RESULT line
 * (impl, ms: the timed region) and the n arrays a freed. Returns the exit
 * status. */
static int finish_run(const char *name, const char *impl, double ms, int nz, int ny, int nx, int steps, int r,
                      float (*f)[ny][nx], long (*check)(int nz, int ny, int nx, int steps, float (*f)[ny][nx], int a, int b),
                      int n, float **a)
{
    long bad = check_field(name, nz, ny, nx, steps, r, f, check);
    report(name, impl, ms, nz, ny, nx, steps, bad);
    free_fields(n, a);
    return 0;
}

#endif
