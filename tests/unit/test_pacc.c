/* test_pacc.c: runtime/pacc.c, the plan of an out-of-core pipeline
 * (docs/pacc.md): in core when the arrays fit, else chunks and a depth
 * whose three buffers per array fit the memory free. */
#include "rt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int passed, failed;

#define CHECK(cond) check((cond), #cond, __LINE__)
static void check(int ok, const char *what, int line)
{
    if (ok) {
        passed++;
        return;
    }
    failed++;
    printf("FAIL test_pacc.c:%d: %s\n", line, what);
    fflush(stdout);
}

enum { KiB = 1024, MiB = 1024 * 1024 };

static int plan(GwPaccShape sh, size_t free_b, GwPaccPlan *p, char *err)
{
    return gw__pacc_plan(&sh, free_b, p, err, 256);
}

static void test_choices(void)
{
    static const size_t two[] = {4096, 4096};  /* two arrays, rows of 1024 floats */
    GwPaccShape sh = {.rows = 1000, .narr = 2, .row_bytes = two, .below = 4, .above = 4, .steps = 100};
    GwPaccPlan p;
    char err[256];
    /* 8 MB of arrays in 64 MiB: in core, one chunk, no halos */
    CHECK(plan(sh, 64 * (size_t)MiB, &p, err) && p.incore && p.nchunks == 1 && p.chunk == 1000);
    CHECK(strstr(p.why, "in core") != NULL);
    /* 80 MB of arrays in 64 MiB: 57.6 MiB for 3 buffers of 8 KiB rows = 2343 rows a buffer;
       5 chunks of 2000 rows, the depth limited by the recomputed rows: (k-1)*8 <= 200, k = 26 */
    sh.rows = 10000;
    CHECK(plan(sh, 64 * (size_t)MiB, &p, err) && !p.incore);
    CHECK(p.nchunks == 5 && p.chunk == 2000 && p.depth == 26 && p.buf_rows == 2000 + 26 * 8);
    CHECK(p.bytes == 3 * 8192 * (size_t)p.buf_rows);
    CHECK(strstr(p.why, "5 chunks of 2000 rows, 26 steps a pass") != NULL);
    /* 2 MiB free: 76.8 rows a buffer: chunks of at most 68 rows; 148 chunks of 68, depth 1 */
    CHECK(plan(sh, 2 * (size_t)MiB, &p, err) && p.nchunks == 148 && p.chunk == 68 && p.depth == 1);
    CHECK(strstr(p.why, "148 chunks of 68 rows, 1 step a pass") != NULL);
    CHECK(p.bytes <= (size_t)(0.9 * 2 * MiB));
    /* overrides: depth 40 in 5 chunks fits 64 MiB (2000 + 320 rows); 8 chunks take depth 16 */
    sh.want_depth = 40;
    CHECK(plan(sh, 64 * (size_t)MiB, &p, err) && p.nchunks == 5 && p.depth == 40 && p.buf_rows == 2000 + 320);
    sh.want_depth = 0, sh.want_chunks = 8;
    CHECK(plan(sh, 64 * (size_t)MiB, &p, err) && p.nchunks == 8 && p.chunk == 1250 && p.depth == 16);
    /* an override also pipelines arrays that would fit (tests at small sizes) */
    CHECK(plan(sh, 1024 * (size_t)MiB, &p, err) && !p.incore && p.nchunks == 8);
    /* what cannot fit: a depth no chunk leaves room for, or a row and its halo */
    sh.want_chunks = 0, sh.want_depth = 1000;
    CHECK(!plan(sh, 64 * (size_t)MiB, &p, err) && strstr(err, "1000 steps a pass do not fit"));
    sh.want_depth = 0;
    CHECK(!plan(sh, 100 * KiB, &p, err) && strstr(err, "do not fit") && strstr(err, "8 halo rows"));
    /* no halo (a pointwise step): the whole time loop in one pass */
    sh.below = sh.above = 0;
    CHECK(plan(sh, 2 * (size_t)MiB, &p, err) && p.depth == 100 && p.chunk == 76 && p.buf_rows == 76);
    /* fewer steps than the depth allows: the depth is the steps */
    sh.below = sh.above = 1, sh.steps = 2;
    CHECK(plan(sh, 64 * (size_t)MiB, &p, err) && p.depth == 2);
    /* nothing to do */
    sh.rows = 0;
    CHECK(!plan(sh, 64 * (size_t)MiB, &p, err) && strstr(err, "nothing to pipeline"));
}

/* Random shapes: every plan keeps its promises. */
static void test_invariants(void)
{
    unsigned s = 12345;
    int planned = 0;
    for (int i = 0; i < 3000; i++) {
        s = s * 1103515245u + 12345u;
        size_t rb[3] = {(size_t)(s >> 8) % 100000 + 4, (size_t)(s >> 4) % 50000 + 4, (size_t)(s >> 12) % 8000 + 4};
        GwPaccShape sh = {.rows = (long long)((s >> 3) % 20000) + 1, .narr = (int)(s % 3) + 1, .row_bytes = rb,
                          .below = (long long)((s >> 5) % 9), .above = (long long)((s >> 7) % 9),
                          .steps = (long long)((s >> 9) % 500) + 1};
        size_t free_b = ((size_t)(s >> 2) % 4096 + 1) * (size_t)MiB / 4;
        GwPaccPlan p;
        char err[256];
        if (!gw__pacc_plan(&sh, free_b, &p, err, sizeof err))
            continue;
        planned++;
        double row = 0;
        for (int a = 0; a < sh.narr; a++)
            row += (double)rb[a];
        long long h = sh.below + sh.above;
        int ok = p.chunk >= 1 && p.nchunks * p.chunk >= sh.rows && (p.nchunks - 1) * p.chunk < sh.rows
                 && p.depth >= 1 && p.depth <= sh.steps && (double)p.bytes <= 0.9 * (double)free_b + 1;
        if (!p.incore)
            ok &= p.nchunks >= 3 || p.chunk == 1 || sh.rows < 3
                  || p.nchunks == (sh.rows + p.chunk - 1) / p.chunk;
        if (!p.incore)
            ok &= p.buf_rows == p.chunk + p.depth * h && (p.depth == 1 || (double)(p.depth - 1) * (double)h
                                                                            <= 0.1 * (double)p.chunk + 1e-9);
        if (!ok) {
            printf("FAIL shape rows %lld narr %d halo %lld+%lld steps %lld free %zu: %s\n", sh.rows, sh.narr,
                   sh.below, sh.above, sh.steps, free_b, p.why);
            failed++;
            return;
        }
    }
    CHECK(planned > 1000);
    passed++;
}

int main(void)
{
    test_choices();
    test_invariants();
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
