/* xfer (CUDA reference; docs/async-plan.md 3.2): plain synchronous copies of the sizes
 * bench/acc/xfer.c updates, through the driver's cuMemcpyDtoH_v2 / cuMemcpyHtoD_v2, from
 * three kinds of host memory:
 *   pageable    malloc'd (what gwcc copies before it page-locks an array)
 *   pinned      cuMemAllocHost'd (page-locked from the start)
 *   registered  malloc'd, then cuMemHostRegister'd (what gwcc's runtime/pin.c does)
 * us per copy over REPS(size) copies after 20 untimed ones.  Then what locking costs, to tune
 * runtime/pin.c's model (GW_PIN_COST_US): cuMemHostRegister and cuMemHostUnregister of fresh
 * malloc'd memory of 64 KiB to 64 MiB, us per call (mean of a few, each on new pages).
 *
 * First RESULT line: D2H of 1 MiB of pinned memory, REPS(1 MiB) copies (the same count as
 * bench/acc/xfer.c's first line).  ms = the timed loop; metric = us per copy.  Check: each kind's
 * bytes after a round trip.  The driver's functions come from libcuda.so.1 through dlopen, so a
 * plain `nvcc -O3 -arch=sm_90 xfer.cu` builds it.
 */
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <cuda.h>
#include <cuda_runtime.h>
#include <dlfcn.h>

#define NSIZES 5
#define WARM 20
#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
    fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(e_), __FILE__, __LINE__); \
    exit(1); } } while (0)
#define CU(x) do { CUresult r_ = (x); if (r_ != CUDA_SUCCESS) { \
    fprintf(stderr, "driver error %d at %s:%d: %s\n", (int)r_, __FILE__, __LINE__, #x); \
    exit(1); } } while (0)

static const size_t sizes[NSIZES] = {8, 4096, 65536, 1 << 20, 8 << 20};
static const char *names[NSIZES] = {"8", "4K", "64K", "1M", "8M"};

static CUresult (*dtoh)(void *, CUdeviceptr, size_t);
static CUresult (*htod)(CUdeviceptr, const void *, size_t);
static CUresult (*alloc_host)(void **, size_t);
static CUresult (*free_host)(void *);
static CUresult (*host_register)(void *, size_t, unsigned);
static CUresult (*host_unregister)(void *);

static void *sym(void *lib, const char *name)
{
    void *p = dlsym(lib, name);
    if (!p) {
        fprintf(stderr, "libcuda.so.1 has no %s\n", name);
        exit(1);
    }
    return p;
}

static void load_driver()
{
    void *lib = dlopen("libcuda.so.1", RTLD_NOW);
    if (!lib) {
        fprintf(stderr, "dlopen libcuda.so.1: %s\n", dlerror());
        exit(1);
    }
    dtoh = (CUresult (*)(void *, CUdeviceptr, size_t))sym(lib, "cuMemcpyDtoH_v2");
    htod = (CUresult (*)(CUdeviceptr, const void *, size_t))sym(lib, "cuMemcpyHtoD_v2");
    alloc_host = (CUresult (*)(void **, size_t))sym(lib, "cuMemAllocHost_v2");
    free_host = (CUresult (*)(void *))sym(lib, "cuMemFreeHost");
    host_register = (CUresult (*)(void *, size_t, unsigned))sym(lib, "cuMemHostRegister_v2");
    host_unregister = (CUresult (*)(void *))sym(lib, "cuMemHostUnregister");
}

static double now_us()
{
    timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e6 + t.tv_nsec * 1e-3;
}

static int reps_of(size_t bytes)
{
    return bytes <= 65536 ? 5000 : bytes <= (1 << 20) ? 500 : 100;
}

enum { PAGEABLE, PINNED, REGISTERED, NKINDS };
static const char *kinds[NKINDS] = {"pageable", "pinned", "registered"};

struct Copy {
    double d2h_ms, h2d_ms;
    int ok;
};

static Copy measure(int kind, size_t n, CUdeviceptr dev)
{
    Copy r = {0, 0, 1};
    int reps = reps_of(n);
    unsigned char *h = NULL;
    if (kind == PINNED)
        CU(alloc_host((void **)&h, n));
    else
        h = (unsigned char *)malloc(n);
    if (kind == REGISTERED)
        CU(host_register(h, n, CU_MEMHOSTREGISTER_PORTABLE));
    for (size_t i = 0; i < n; i++)
        h[i] = (unsigned char)(i * 7 + kind);
    CU(htod(dev, h, n));
    memset(h, 0, n);
    for (int k = 0; k < WARM; k++)
        CU(dtoh(h, dev, n));
    double t0 = now_us();
    for (int k = 0; k < reps; k++)
        CU(dtoh(h, dev, n));
    double t1 = now_us();
    for (size_t i = 0; i < n; i++)
        r.ok &= h[i] == (unsigned char)(i * 7 + kind);
    for (int k = 0; k < WARM; k++)
        CU(htod(dev, h, n));
    double t2 = now_us();
    for (int k = 0; k < reps; k++)
        CU(htod(dev, h, n));
    double t3 = now_us();
    r.d2h_ms = (t1 - t0) * 1e-3;
    r.h2d_ms = (t3 - t2) * 1e-3;
    if (kind == REGISTERED)
        CU(host_unregister(h));
    if (kind == PINNED)
        CU(free_host(h));
    else
        free(h);
    return r;
}

/* cuMemHostRegister / Unregister of n fresh bytes (touched, as a program's array is). */
static void lock_cost(size_t n, double *reg_us, double *unreg_us)
{
    const int tries = 5;
    *reg_us = *unreg_us = 0;
    for (int k = 0; k < tries; k++) {
        unsigned char *h = (unsigned char *)malloc(n);
        memset(h, k + 1, n);
        double t0 = now_us();
        CU(host_register(h, n, CU_MEMHOSTREGISTER_PORTABLE));
        double t1 = now_us();
        CU(host_unregister(h));
        double t2 = now_us();
        *reg_us += (t1 - t0) / tries;
        *unreg_us += (t2 - t1) / tries;
        free(h);
    }
}

static void result(const char *what, const char *size, double ms, double us, int ok)
{
    printf("RESULT name=xfer_%s_%s impl=cuda ms=%.3f metric=%.2f check=%s\n", what, size, ms, us,
           ok ? "PASS" : "FAIL");
}

int main()
{
    load_driver();
    CK(cudaFree(0));            /* the primary context, current: the driver's calls use it */
    CUdeviceptr dev;
    CK(cudaMalloc((void **)&dev, sizes[NSIZES - 1]));
    Copy c[NKINDS][NSIZES];
    int all = 1;
    for (int k = 0; k < NKINDS; k++)
        for (int s = 0; s < NSIZES; s++) {
            c[k][s] = measure(k, sizes[s], dev);
            all &= c[k][s].ok;
        }
    const Copy &one = c[PINNED][3];
    result("d2h_pinned", "1M", one.d2h_ms, one.d2h_ms * 1e3 / reps_of(1 << 20), one.ok);
    for (int k = 0; k < NKINDS; k++)
        for (int s = 0; s < NSIZES; s++) {
            int reps = reps_of(sizes[s]);
            char what[32];
            snprintf(what, sizeof what, "d2h_%s", kinds[k]);
            result(what, names[s], c[k][s].d2h_ms, c[k][s].d2h_ms * 1e3 / reps, c[k][s].ok);
            snprintf(what, sizeof what, "h2d_%s", kinds[k]);
            result(what, names[s], c[k][s].h2d_ms, c[k][s].h2d_ms * 1e3 / reps, c[k][s].ok);
        }
    static const size_t lock_sizes[] = {64 << 10, 1 << 20, 8 << 20, 64 << 20};
    static const char *lock_names[] = {"64K", "1M", "8M", "64M"};
    for (int s = 0; s < 4; s++) {
        double reg, unreg;
        lock_cost(lock_sizes[s], &reg, &unreg);
        result("register", lock_names[s], reg * 1e-3, reg, 1);
        result("unregister", lock_names[s], unreg * 1e-3, unreg, 1);
    }
    CK(cudaFree((void *)dev));
    return all ? 0 : 1;
}
