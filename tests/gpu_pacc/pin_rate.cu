// pin_rate: how fast cuMemHostRegister page-locks malloc'd memory, from 1, 2, 4 and 8 host threads
// (each its own range), and how fast cuMemHostUnregister gives it back: is direct mapping's pinning
// parallel?  usage: pin_rate [GiB]
#include <cuda.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec * 1e-9; }
typedef struct { char *p; size_t n; int unreg; } Job;
static CUcontext ctx;
static void *work(void *a)
{
    Job *j = (Job *)a;
    cuCtxSetCurrent(ctx);
    if (j->unreg) cuMemHostUnregister(j->p);
    else if (cuMemHostRegister(j->p, j->n, CU_MEMHOSTREGISTER_PORTABLE) != CUDA_SUCCESS) fprintf(stderr, "register failed\n");
    return NULL;
}
int main(int argc, char **argv)
{
    size_t bytes = (size_t)(argc > 1 ? atof(argv[1]) : 2) * (1ul << 30);
    cuInit(0); CUdevice d; cuDeviceGet(&d, 0); CUcontext c; cuCtxCreate(&c, NULL, 0, d);
    ctx = c;
    char *p = (char *)malloc(bytes);
    memset(p, 1, bytes);
    int threads[] = {1, 2, 4, 8, 16};
    for (int t = 0; t < 5; t++) {
        int n = threads[t];
        Job j[16]; pthread_t th[16];
        size_t piece = (bytes / n) / 4096 * 4096;
        for (int i = 0; i < n; i++) j[i] = (Job){p + i * piece, i == n - 1 ? bytes - i * piece : piece, 0};
        double t0 = now();
        for (int i = 0; i < n; i++) pthread_create(&th[i], NULL, work, &j[i]);
        for (int i = 0; i < n; i++) pthread_join(th[i], NULL);
        double t1 = now();
        for (int i = 0; i < n; i++) { j[i].unreg = 1; pthread_create(&th[i], NULL, work, &j[i]); }
        for (int i = 0; i < n; i++) pthread_join(th[i], NULL);
        double t2 = now();
        printf("RESULT pin threads=%d GiB=%.1f register=%.1fms (%.1f GB/s) unregister=%.1fms (%.1f GB/s)\n", n,
               bytes / 1073741824.0, (t1 - t0) * 1e3, bytes / (t1 - t0) / 1e9, (t2 - t1) * 1e3, bytes / (t2 - t1) / 1e9);
    }
    return 0;
}
