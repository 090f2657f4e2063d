/* xfer (OpenACC; docs/async-plan.md 3.2): the cost of a transfer of present data, and of a
 * compute region whose if() is false.
 *
 * Per size (8 B, 4 KiB, 64 KiB, 1 MiB, 8 MiB of a malloc'd, pageable array made present by
 * enter data): `update self` in a loop, then `update device` in a loop, us per copy.  The
 * runtime page-locks an array once its copies have paid for it (runtime/pin.c: at the 15th copy
 * of 1 MiB, the 4th of 8 MiB, about the 110th of 64 KiB), so each loop first runs WARM copies (reported as
 * *_warm: their mean, locking included), then times REPS(size) copies (the steady state).
 * GANGWAY_PIN=0 gives the pageable rate for comparison.
 * Then `parallel if(c)` with a volatile c = 0: an empty region, and a `parallel loop` with
 * copy(v[0:4]), us per region (the host runs them; no transfer).
 *
 * First RESULT line: update self of 1 MiB, REPS(1 MiB) copies (bench/cuda/xfer.cu's first line
 * is cuMemcpyDtoH of 1 MiB of page-locked memory, the same count).  ms = the timed loop;
 * metric = us per copy.  Check: the host copy after the loops, byte for byte.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifdef _OPENACC
#include <openacc.h>
#define IMPL "acc"
#else
#define IMPL "cpu"
#endif

#define NSIZES 5
#define WARM 300
#define REGIONS 100000

static const size_t sizes[NSIZES] = {8, 4096, 65536, 1 << 20, 8 << 20};
static const char *names[NSIZES] = {"8", "4K", "64K", "1M", "8M"};

static int reps_of(size_t bytes)
{
    return bytes <= 65536 ? 5000 : bytes <= (1 << 20) ? 500 : 100;
}

static double now_us(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e6 + t.tv_nsec * 1e-3;
}

/* The device copy is not p itself (not host fallback). */
static int apart(void *p)
{
#ifdef _OPENACC
    return acc_deviceptr(p) != p;
#else
    return p != p;
#endif
}

static unsigned char pattern(size_t i, int s)
{
    return (unsigned char)(i * 7 + (size_t)s * 13 + 1);
}

typedef struct Times {
    double self_warm, self_us, self_ms, dev_warm, dev_us, dev_ms;
    int ok;
} Times;

static void device_fill(unsigned char *buf, size_t n, int s)
{
#pragma acc parallel loop present(buf[0:n])
    for (size_t i = 0; i < n; i++)
        buf[i] = (unsigned char)(i * 7 + (size_t)s * 13 + 1);
}

static Times measure(size_t n)
{
    Times r = {0};
    int reps = reps_of(n);
    unsigned char *buf = malloc(n);
    if (!buf) {
        fprintf(stderr, "out of memory\n");
        exit(1);
    }
    memset(buf, 0, n);
#pragma acc enter data copyin(buf[0:n])
    device_fill(buf, n, 1);
    double t0 = now_us();
    for (int k = 0; k < WARM; k++) {
#pragma acc update self(buf[0:n])
    }
    double t1 = now_us();
    for (int k = 0; k < reps; k++) {
#pragma acc update self(buf[0:n])
    }
    double t2 = now_us();
    r.ok = 1;
    for (size_t i = 0; i < n; i++)
        r.ok &= buf[i] == pattern(i, 1);
    for (size_t i = 0; i < n; i++)
        buf[i] = pattern(i, 2);
    double t3 = now_us();
    for (int k = 0; k < WARM; k++) {
#pragma acc update device(buf[0:n])
    }
    double t4 = now_us();
    for (int k = 0; k < reps; k++) {
#pragma acc update device(buf[0:n])
    }
    double t5 = now_us();
    if (apart(buf))     /* the copy out must restore it */
        memset(buf, 0, n);
#pragma acc exit data copyout(buf[0:n])
    for (size_t i = 0; i < n; i++)
        r.ok &= buf[i] == pattern(i, 2);
    free(buf);
    r.self_warm = (t1 - t0) / WARM;
    r.self_ms = (t2 - t1) * 1e-3;
    r.self_us = (t2 - t1) / reps;
    r.dev_warm = (t4 - t3) / WARM;
    r.dev_ms = (t5 - t4) * 1e-3;
    r.dev_us = (t5 - t4) / reps;
    return r;
}

static void result(const char *what, const char *size, const char *tail, double ms, double us,
                   const char *check)
{
    printf("RESULT name=xfer_%s_%s%s impl=" IMPL " ms=%.3f metric=%.3f check=%s\n", what, size,
           tail, ms, us, check);
}

int main(void)
{
    Times t[NSIZES];
    for (int s = 0; s < NSIZES; s++)
        t[s] = measure(sizes[s]);

    volatile int cond = 0;
    double v[4] = {1, 2, 3, 4};
    double t0 = now_us();
    for (int k = 0; k < REGIONS; k++) {
#pragma acc parallel if(cond)
        {
        }
    }
    double t1 = now_us();
    for (int k = 0; k < REGIONS; k++) {
#pragma acc parallel loop if(cond) copy(v[0:4])
        for (int i = 0; i < 4; i++)
            v[i] += 1;
    }
    double t2 = now_us();
    int vok = v[0] == 1 + REGIONS && v[3] == 4 + REGIONS;

    int all = vok;
    for (int s = 0; s < NSIZES; s++)
        all &= t[s].ok;
    const char *check = all ? "PASS" : "FAIL";
    printf("RESULT name=xfer_self_1M impl=" IMPL " ms=%.3f metric=%.2f check=%s\n", t[3].self_ms,
           t[3].self_us, check);
    for (int s = 0; s < NSIZES; s++) {
        const char *c = t[s].ok ? "PASS" : "FAIL";
        result("self", names[s], "", t[s].self_ms, t[s].self_us, c);
        result("self", names[s], "_warm", t[s].self_warm * WARM * 1e-3, t[s].self_warm, c);
        result("device", names[s], "", t[s].dev_ms, t[s].dev_us, c);
        result("device", names[s], "_warm", t[s].dev_warm * WARM * 1e-3, t[s].dev_warm, c);
    }
    result("parallel", "if", "_false", (t1 - t0) * 1e-3, (t1 - t0) / REGIONS, "PASS");
    result("parallel", "if", "_false_copy", (t2 - t1) * 1e-3, (t2 - t1) / REGIONS,
           vok ? "PASS" : "FAIL");
    return all ? 0 : 1;
}
