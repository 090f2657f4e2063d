// stage_rate: can copies through page-locked staging buffers, filled and emptied by several host
// threads, match the link's rate from the program's own (pageable) memory, without page-locking
// it?  For GiB of memory: direct copies from registered memory (the link), plain memcpy from T
// threads, and staged copies (each thread: two page-locked slots, memcpy into one while the other
// crosses the link) host to device, device to host and both at once, T = 1, 2, 4, 8, 12; with
// cuMemHostRegister / Unregister timed for comparison.  usage: stage_rate [GiB] [slot MiB]
#include <cuda.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define CK(x) do { CUresult r_ = (x); if (r_ != CUDA_SUCCESS) { fprintf(stderr, "%s: %d\n", #x, (int)r_); exit(1); } } while (0)
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec * 1e-9; }

static CUcontext ctx;
static size_t slot;
typedef struct {
    int out, t, nt;             /* direction, this thread of nt */
    char *host; CUdeviceptr dev; size_t bytes;
    int staged;                 /* 0: memcpy only (no link) */
    char *buf[2]; CUevent ev[2]; CUstream st;
} Job;

static void *work(void *a)
{
    Job *j = (Job *)a;
    CK(cuCtxSetCurrent(ctx));
    size_t npieces = (j->bytes + slot - 1) / slot;
    int used[2] = {0, 0}, k = 0, have = 0;
    size_t prev_at = 0, prev_n = 0;
    for (size_t p = (size_t)j->t; p < npieces; p += (size_t)j->nt, k ^= 1) {
        size_t at = p * slot, n = j->bytes - at < slot ? j->bytes - at : slot;
        if (!j->staged) {
            if (j->out) memcpy(j->host + at, j->buf[k], n);
            else memcpy(j->buf[k], j->host + at, n);
            continue;
        }
        if (!j->out) {
            if (used[k]) CK(cuEventSynchronize(j->ev[k]));     /* the slot's last copy gone */
            memcpy(j->buf[k], j->host + at, n);
            CK(cuMemcpyHtoDAsync(j->dev + at, j->buf[k], n, j->st));
            CK(cuEventRecord(j->ev[k], j->st));
            used[k] = 1;
        } else {
            /* device to host: this piece's copy queued, then the last one's emptied */
            CK(cuMemcpyDtoHAsync(j->buf[k], j->dev + at, n, j->st));
            CK(cuEventRecord(j->ev[k], j->st));
            if (have) {
                CK(cuEventSynchronize(j->ev[k ^ 1]));
                memcpy(j->host + prev_at, j->buf[k ^ 1], prev_n);
            }
            have = 1, prev_at = at, prev_n = n;
        }
    }
    if (have) {
        CK(cuEventSynchronize(j->ev[k ^ 1]));
        memcpy(j->host + prev_at, j->buf[k ^ 1], prev_n);
    }
    CK(cuStreamSynchronize(j->st));
    return NULL;
}

/* GB/s of one run: in and/or out of `bytes` each, T threads a direction. */
static double run(char *hin, char *hout, CUdeviceptr din, CUdeviceptr dout, size_t bytes, int T, int in, int out,
                  int staged, Job *jobs)
{
    pthread_t th[32];
    int n = 0;
    for (int d = 0; d < 2; d++) {
        if ((d == 0 && !in) || (d == 1 && !out)) continue;
        for (int t = 0; t < T; t++, n++) {
            Job *j = &jobs[n];
            j->out = d, j->t = t, j->nt = T, j->host = d ? hout : hin, j->dev = d ? dout : din;
            j->bytes = bytes, j->staged = staged;
        }
    }
    double t0 = now();
    for (int i = 0; i < n; i++) pthread_create(&th[i], NULL, work, &jobs[i]);
    for (int i = 0; i < n; i++) pthread_join(th[i], NULL);
    return (double)bytes * (in + out) / (now() - t0) / 1e9;
}

int main(int argc, char **argv)
{
    size_t bytes = (size_t)((argc > 1 ? atof(argv[1]) : 2) * (1ul << 30));
    slot = (size_t)(argc > 2 ? atof(argv[2]) : 4) * (1ul << 20);
    CK(cuInit(0)); CUdevice d; CK(cuDeviceGet(&d, 0)); CK(cuCtxCreate(&ctx, NULL, 0, d));
    char *hin = (char *)malloc(bytes), *hout = (char *)malloc(bytes);
    memset(hin, 1, bytes), memset(hout, 2, bytes);
    CUdeviceptr din, dout;
    CK(cuMemAlloc(&din, bytes)); CK(cuMemAlloc(&dout, bytes));
    CK(cuMemsetD8(dout, 3, bytes));
    Job jobs[32];
    memset(jobs, 0, sizeof jobs);
    for (int i = 0; i < 32; i++) {
        for (int k = 0; k < 2; k++) {
            CK(cuMemHostAlloc((void **)&jobs[i].buf[k], slot, CU_MEMHOSTALLOC_PORTABLE));
            memset(jobs[i].buf[k], 0, slot);
            CK(cuEventCreate(&jobs[i].ev[k], CU_EVENT_DISABLE_TIMING));
        }
        CK(cuStreamCreate(&jobs[i].st, CU_STREAM_NON_BLOCKING));
    }
    printf("stage_rate: %.2f GiB each way, slots of %.1f MiB\n", bytes / (double)(1ul << 30), slot / 1048576.0);
    /* the link: direct copies of registered memory */
    double t0 = now();
    CK(cuMemHostRegister(hin, bytes, CU_MEMHOSTREGISTER_PORTABLE));
    CK(cuMemHostRegister(hout, bytes, CU_MEMHOSTREGISTER_PORTABLE));
    double reg = now() - t0;
    CUstream s1, s2;
    CK(cuStreamCreate(&s1, CU_STREAM_NON_BLOCKING)); CK(cuStreamCreate(&s2, CU_STREAM_NON_BLOCKING));
    for (int rep = 0; rep < 2; rep++) {
        t0 = now(); CK(cuMemcpyHtoDAsync(din, hin, bytes, s1)); CK(cuStreamSynchronize(s1)); double a = now() - t0;
        t0 = now(); CK(cuMemcpyDtoHAsync(hout, dout, bytes, s2)); CK(cuStreamSynchronize(s2)); double b = now() - t0;
        t0 = now();
        CK(cuMemcpyHtoDAsync(din, hin, bytes, s1)); CK(cuMemcpyDtoHAsync(hout, dout, bytes, s2));
        CK(cuStreamSynchronize(s1)); CK(cuStreamSynchronize(s2));
        double c = now() - t0;
        if (rep) printf("direct (registered): in %.1f GB/s, out %.1f GB/s, both %.1f GB/s\n", bytes / a / 1e9, bytes / b / 1e9,
                        2 * bytes / c / 1e9);
    }
    t0 = now();
    CK(cuMemHostUnregister(hin)); CK(cuMemHostUnregister(hout));
    double unreg = now() - t0;
    printf("register %.1f GB/s, unregister %.1f GB/s (%.2f GiB)\n", 2 * bytes / reg / 1e9, 2 * bytes / unreg / 1e9,
           2 * bytes / (double)(1ul << 30));
    int Ts[] = {1, 2, 4, 6, 8, 12};
    for (int i = 0; i < 6; i++) {
        int T = Ts[i];
        double m = run(hin, hout, din, dout, bytes, T, 1, 0, 0, jobs);
        double mi = run(hin, hout, din, dout, bytes, T, 1, 0, 1, jobs);
        double mo = run(hin, hout, din, dout, bytes, T, 0, 1, 1, jobs);
        double mb = T <= 8 ? run(hin, hout, din, dout, bytes, T, 1, 1, 1, jobs) : 0;
        printf("T=%2d: memcpy %.1f GB/s; staged in %.1f, out %.1f, both (T each way) %.1f GB/s\n", T, m, mi, mo, mb);
    }
    /* check: what went in came back */
    CK(cuMemcpyDtoD(dout, din, bytes));
    run(hin, hout, din, dout, bytes, 4, 0, 1, 1, jobs);
    printf("%s\n", memcmp(hin, hout, bytes) ? "FAIL: data differ" : "data equal");
    return 0;
}
