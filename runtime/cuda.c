/* cuda.c: the CUDA driver backend, loaded with dlopen; the only file that includes cuda.h. */
#include "rt.h"

#include <cuda.h>
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Every driver entry point we use, by the versioned name libcuda exports. */
#define CU_FUNCS(X) \
    X(cuInit) X(cuDriverGetVersion) X(cuGetErrorName) X(cuGetErrorString) \
    X(cuDeviceGetCount) X(cuDeviceGet) X(cuDeviceGetName) X(cuDeviceGetAttribute) \
    X(cuDevicePrimaryCtxRetain) X(cuDevicePrimaryCtxRelease_v2) \
    X(cuCtxGetCurrent) X(cuCtxSetCurrent) X(cuCtxEnablePeerAccess) \
    X(cuMemAlloc_v2) X(cuMemFree_v2) X(cuMemGetInfo_v2) X(cuMemGetAddressRange_v2) \
    X(cuMemHostRegister_v2) X(cuMemHostUnregister) \
    X(cuMemHostAlloc) X(cuMemHostGetDevicePointer_v2) X(cuMemFreeHost) \
    X(cuMemcpyHtoD_v2) X(cuMemcpyDtoH_v2) X(cuMemcpyDtoD_v2) \
    X(cuMemcpyHtoDAsync_v2) X(cuMemcpyDtoHAsync_v2) X(cuMemcpyDtoDAsync_v2) X(cuMemcpyPeerAsync) \
    X(cuMemsetD8_v2) X(cuMemsetD8Async) \
    X(cuStreamCreate) X(cuStreamCreateWithPriority) X(cuCtxGetStreamPriorityRange) X(cuStreamDestroy_v2) X(cuStreamSynchronize) X(cuStreamQuery) \
    X(cuStreamWaitEvent) X(cuEventCreate) X(cuEventRecord) X(cuEventDestroy_v2) \
    X(cuModuleLoadData) X(cuModuleUnload) X(cuModuleGetFunction) X(cuModuleGetGlobal_v2) \
    X(cuLinkCreate_v2) X(cuLinkAddData_v2) X(cuLinkComplete) X(cuLinkDestroy) \
    X(cuFuncSetAttribute) X(cuLaunchKernel) X(cuOccupancyMaxActiveBlocksPerMultiprocessor) \
    X(cuEventSynchronize) X(cuEventElapsedTime) X(cuEventQuery) X(cuCtxGetLimit) X(cuCtxSetLimit)

/* Entry points only graphs use (graph.c): a driver without one has no graphs. */
#define CU_OPT_FUNCS(X) \
    X(cuGraphCreate) X(cuGraphAddKernelNode_v2) X(cuGraphInstantiateWithFlags) \
    X(cuGraphExecKernelNodeSetParams_v2) X(cuGraphLaunch) X(cuGraphExecDestroy) X(cuGraphDestroy)

typedef struct GwCuda {
    void *lib;
    int logical;                /* GANGWAY_LOGICAL_DEVICES: devices per GPU, 1 or more */
    int graphs;                 /* every CU_OPT_FUNCS entry was found */
#define X(f) __typeof__(f) *f;
    CU_FUNCS(X)
    CU_OPT_FUNCS(X)
#undef X
} GwCuda;

static GwCuda *cu(void)
{
    return gw__state.backend_data;
}

static const char *err_text(CUresult r, char *buf, size_t n)
{
    const char *name = NULL, *str = NULL;
    GwCuda *c = cu();
    if (c && c->cuGetErrorName(r, &name) != CUDA_SUCCESS)
        name = NULL;
    if (c && c->cuGetErrorString(r, &str) != CUDA_SUCCESS)
        str = NULL;
    if (name)
        snprintf(buf, n, "%s (%s)", name, str ? str : "no description");
    else
        snprintf(buf, n, "CUDA error %d", (int)r);
    return buf;
}

_Static_assert((int)CUDA_ERROR_ASSERT == GW_ERR_DEVICE_ASSERT, "rt.h's GW_ERR_DEVICE_ASSERT is CUDA's");

static void cu_fail(CUresult r, const char *call, const char *file, int line)
    __attribute__((noreturn));
static void cu_fail(CUresult r, const char *call, const char *file, int line)
{
    char text[192], where[64];
    const gw_site *s = gw__state.site;
    const char *hint = r == CUDA_ERROR_OUT_OF_MEMORY ? "the device is out of memory: map less data at a time"
                       : (int)r == GW_ERR_DEVICE_ASSERT ? GW_ASSERT_HINT
                       : "an earlier asynchronous kernel may have failed; compute-sanitizer can tell";
    gw__fatal_hint(s, hint, "%s failed: %s (%s) [%s:%d]", call, err_text(r, text, sizeof text),
                   gw__where(s, where, sizeof where), file, line);
}

/* The one checking path for driver calls.  While exiting, errors are
 * ignored: the driver may already be tearing itself down. */
static void cu_check(CUresult r, const char *call, const char *file, int line)
{
    if (r != CUDA_SUCCESS && !gw__state.exiting)
        cu_fail(r, call, file, line);
}

#define CU(fn, ...) cu_check(cu()->fn(__VA_ARGS__), #fn, __FILE__, __LINE__)

static CUdeviceptr dptr(const void *p)
{
    return (CUdeviceptr)(uintptr_t)p;
}

/* Device num of the runtime is GPU num / logical: the logical devices of a
 * GPU share its primary context (open retains it once per device, close
 * releases it as often) and differ only in their allocations. */
static CUdevice device(int num)
{
    CUdevice dev = 0;
    CU(cuDeviceGet, &dev, num / cu()->logical);
    return dev;
}

/* ---- loading ---- */

static int cuda_init(char *why, size_t n)
{
    GwCuda *c = NULL;
    void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        snprintf(why, n, "%s", dlerror());
        return 1;
    }
    c = calloc(1, sizeof *c);
    if (!c)
        gw__bug("out of host memory");
    c->lib = lib;
#define X(f) \
    if (!(c->f = (__typeof__(c->f))dlsym(lib, #f))) { \
        snprintf(why, n, "libcuda.so.1 has no %s: the driver is too old", #f); \
        goto fail; \
    }
    CU_FUNCS(X)
#undef X
    c->graphs = 1;
#define X(f) \
    if (!(c->f = (__typeof__(c->f))dlsym(lib, #f))) \
        c->graphs = 0;
    CU_OPT_FUNCS(X)
#undef X
    CUresult r = c->cuInit(0);
    if (r != CUDA_SUCCESS) {
        gw__state.backend_data = c;     /* for err_text */
        char text[160];
        snprintf(why, n, "cuInit failed: %s", err_text(r, text, sizeof text));
        gw__state.backend_data = NULL;
        goto fail;
    }
    gw__state.backend_data = c;
    const char *lv = getenv("GANGWAY_LOGICAL_DEVICES");
    c->logical = lv && atoi(lv) > 0 ? atoi(lv) : 1;
    if (lv && *lv && atoi(lv) <= 0)
        fprintf(stderr, "gangway: warning: GANGWAY_LOGICAL_DEVICES='%s' is not a number of "
                "devices, 1 or more; using 1\n", lv);
    return 0;
fail:
    dlclose(lib);
    free(c);
    return 1;
}

static void cuda_shutdown(void)
{
    GwCuda *c = cu();
    if (!c)
        return;
    dlclose(c->lib);
    free(c);
    gw__state.backend_data = NULL;
}

static int cuda_count(void)
{
    int n = 0;
    CU(cuDeviceGetCount, &n);
    return n * cu()->logical;
}

static void *cuda_open(int num)
{
    CUcontext ctx = NULL;
    CU(cuDevicePrimaryCtxRetain, &ctx, device(num));
    CU(cuCtxSetCurrent, ctx);
    return ctx;
}

static void cuda_close(int num, void *ctx)
{
    CU(cuDevicePrimaryCtxRelease_v2, device(num));
}

static void cuda_bind(void *ctx)
{
    CUcontext cur = NULL;
    CU(cuCtxGetCurrent, &cur);
    if (cur != ctx)
        CU(cuCtxSetCurrent, (CUcontext)ctx);
}

/* ---- memory ---- */

static void *cuda_alloc(size_t n)
{
    CUdeviceptr p = 0;
    CUresult r = cu()->cuMemAlloc_v2(&p, n);
    if (r == CUDA_ERROR_OUT_OF_MEMORY)
        return NULL;
    cu_check(r, "cuMemAlloc_v2", __FILE__, __LINE__);
    return (void *)(uintptr_t)p;
}

static void cuda_free(void *dev)
{
    CU(cuMemFree_v2, dptr(dev));
}

static void cuda_h2d(void *dev, const void *host, size_t n, void *st)
{
    if (!n)
        return;
    if (st)
        CU(cuMemcpyHtoDAsync_v2, dptr(dev), host, n, (CUstream)st);
    else
        CU(cuMemcpyHtoD_v2, dptr(dev), host, n);
}

/* From pageable memory the driver stages the bytes before it returns. */
static void cuda_h2d_nowait(void *dev, const void *host, size_t n, void *st)
{
    if (n)
        CU(cuMemcpyHtoDAsync_v2, dptr(dev), host, n, (CUstream)st);
}

static void cuda_d2h(void *host, const void *dev, size_t n, void *st)
{
    if (!n)
        return;
    if (st)
        CU(cuMemcpyDtoHAsync_v2, host, dptr(dev), n, (CUstream)st);
    else
        CU(cuMemcpyDtoH_v2, host, dptr(dev), n);
}

/* Device-to-device copies and memsets return early even on the legacy
 * stream, so the synchronous forms wait explicitly. */
static void cuda_d2d(void *dst, const void *src, size_t n, void *st)
{
    if (!n)
        return;
    if (st) {
        CU(cuMemcpyDtoDAsync_v2, dptr(dst), dptr(src), n, (CUstream)st);
        return;
    }
    CU(cuMemcpyDtoD_v2, dptr(dst), dptr(src), n);
    CU(cuStreamSynchronize, NULL);
}

/* Within one context (logical devices of one GPU) a device-to-device copy;
 * between contexts a peer copy, which the driver routes over NVLink or
 * PCIe (or through the host) without peer access being enabled. */
static void cuda_peer(void *dst, void *dst_ctx, const void *src, void *src_ctx, size_t n, void *st)
{
    if (!n)
        return;
    if (dst_ctx == src_ctx) {
        cuda_d2d(dst, src, n, st);
        return;
    }
    CU(cuMemcpyPeerAsync, dptr(dst), (CUcontext)dst_ctx, dptr(src), (CUcontext)src_ctx, n, (CUstream)st);
    if (!st)
        CU(cuStreamSynchronize, NULL);
}

/* Without it a peer copy may go through the host; unsupported (no P2P
 * between the two GPUs) leaves the copies staged, which stay correct. */
static int cuda_peer_access(void *peer_ctx)
{
    CUresult r = cu()->cuCtxEnablePeerAccess((CUcontext)peer_ctx, 0);
    return r == CUDA_SUCCESS || r == CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED;
}

/* A split launch's fetch: ordered by events, so the host never waits (on
 * the NULL stream too, unlike peer). */
static void cuda_peer_async(void *dst, void *dst_ctx, const void *src, void *src_ctx, size_t n, void *st)
{
    if (!n)
        return;
    if (dst_ctx == src_ctx)
        CU(cuMemcpyDtoDAsync_v2, dptr(dst), dptr(src), n, (CUstream)st);
    else
        CU(cuMemcpyPeerAsync, dptr(dst), (CUcontext)dst_ctx, dptr(src), (CUcontext)src_ctx, n, (CUstream)st);
}

static void cuda_memset(void *dev, int byte, size_t n, void *st)
{
    if (!n)
        return;
    if (st) {
        CU(cuMemsetD8Async, dptr(dev), (unsigned char)byte, n, (CUstream)st);
        return;
    }
    CU(cuMemsetD8_v2, dptr(dev), (unsigned char)byte, n);
    CU(cuStreamSynchronize, NULL);
}

static void cuda_mem_info(size_t *free_b, size_t *total_b)
{
    CU(cuMemGetInfo_v2, free_b, total_b);
}

static int cuda_dev_extent(const void *p, char **base, size_t *bytes)
{
    CUdeviceptr b;
    size_t n;
    CUresult r = cu()->cuMemGetAddressRange_v2(&b, &n, (CUdeviceptr)(uintptr_t)p);
    if (r == CUDA_SUCCESS) {
        *base = (char *)(uintptr_t)b;
        *bytes = n;
        return 1;
    }
    return r == CUDA_ERROR_NOT_FOUND || r == CUDA_ERROR_INVALID_VALUE ? 0 : -1;
}

static int cuda_host_register(void *host, size_t n)
{
    /* Failure (already registered, odd memory) just means staged copies. */
    return cu()->cuMemHostRegister_v2(host, n, CU_MEMHOSTREGISTER_PORTABLE) == CUDA_SUCCESS;
}

static void cuda_host_unregister(void *host)
{
    cu()->cuMemHostUnregister(host);
}

static void *cuda_host_mapped(size_t n, void **dev)
{
    void *host = NULL;
    CUdeviceptr d = 0;
    GwCuda *c = cu();
    if (c->cuMemHostAlloc(&host, n, CU_MEMHOSTALLOC_PORTABLE | CU_MEMHOSTALLOC_DEVICEMAP) != CUDA_SUCCESS)
        return NULL;
    if (c->cuMemHostGetDevicePointer_v2(&d, host, 0) != CUDA_SUCCESS) {
        c->cuMemFreeHost(host);
        return NULL;
    }
    *dev = (void *)(uintptr_t)d;
    return host;
}

static void cuda_host_mapped_free(void *host)
{
    cu()->cuMemFreeHost(host);
}

/* ---- streams ---- */

static void *cuda_stream_new(void)
{
    CUstream st = NULL;
    CU(cuStreamCreate, &st, CU_STREAM_DEFAULT);
    return st;
}

/* Not blocked by the default stream, and first in line for the SMs: a
 * split launch's halo copies and the kernels at the ends of its share run
 * there, beside the interior (split.c). */
static void *cuda_side_stream_new(void)
{
    CUstream st = NULL;
    int least = 0, greatest = 0;
    if (cu()->cuCtxGetStreamPriorityRange(&least, &greatest) != CUDA_SUCCESS)
        greatest = 0;
    CU(cuStreamCreateWithPriority, &st, CU_STREAM_NON_BLOCKING, greatest);
    return st;
}

static void cuda_stream_free(void *st)
{
    CU(cuStreamDestroy_v2, (CUstream)st);
}

static int cuda_stream_sync(void *st)
{
    return (int)cu()->cuStreamSynchronize((CUstream)st);
}

static int cuda_stream_done(void *st)
{
    CUresult r = cu()->cuStreamQuery((CUstream)st);
    if (r == CUDA_SUCCESS)
        return 1;
    return r == CUDA_ERROR_NOT_READY ? 0 : -(int)r;
}

static void cuda_stream_wait(void *st, void *on)
{
    CUevent ev = NULL;
    CU(cuEventCreate, &ev, CU_EVENT_DISABLE_TIMING);
    CU(cuEventRecord, ev, (CUstream)on);
    CU(cuStreamWaitEvent, (CUstream)st, ev, 0);
    CU(cuEventDestroy_v2, ev);     /* released once it has fired */
}

/* ---- code ---- */

static void *cuda_module_load(const void *image, int *err)
{
    CUmodule mod = NULL;
    CUresult r = cu()->cuModuleLoadData(&mod, image);
    *err = (int)r;
    return r == CUDA_SUCCESS ? mod : NULL;
}

/* What an image is, by its first bytes: a cubin (NVRTC's, ELF), PTX
 * (NVRTC's for a GPU newer than it knows: text), else a fatbin (nvcc's). */
static CUjitInputType input_type(const void *image, size_t n)
{
    const unsigned char *p = image;
    static const unsigned char fatbin[4] = {0x50, 0xed, 0x55, 0xba};   /* 0xba55ed50 */
    if (n >= 4 && !memcmp(p, "\x7f" "ELF", 4))
        return CU_JIT_INPUT_CUBIN;
    if (n >= 4 && memcmp(p, fatbin, 4) && (p[0] == '/' || p[0] == '.' || p[0] == '\n'))
        return CU_JIT_INPUT_PTX;
    return CU_JIT_INPUT_FATBINARY;
}

/* Relocatable images linked into one module, as nvlink would: the JIT
 * linker takes each fatbin's SASS for this GPU, or compiles its PTX;
 * NVRTC's cubins (-rdc=true) go in as they are. */
static void *cuda_module_link(const void *const *images, const size_t *sizes, const char *const *names,
                              int n, int *err, char *log, size_t nlog)
{
    GwCuda *c = cu();
    CUjit_option opt[2] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
    void *val[2] = {log, (void *)(uintptr_t)nlog};
    CUlinkState st = NULL;
    CUmodule mod = NULL;
    void *cubin = NULL;
    size_t bytes = 0;
    log[0] = '\0';
    CUresult r = c->cuLinkCreate_v2(2, opt, val, &st);
    for (int i = 0; r == CUDA_SUCCESS && i < n; i++)
        r = c->cuLinkAddData_v2(st, input_type(images[i], sizes[i]), (void *)images[i], sizes[i], names[i], 0,
                                NULL, NULL);
    if (r == CUDA_SUCCESS)
        r = c->cuLinkComplete(st, &cubin, &bytes);
    if (r == CUDA_SUCCESS)
        r = c->cuModuleLoadData(&mod, cubin);     /* before the state, which owns cubin, goes */
    if (st)
        c->cuLinkDestroy(st);
    *err = (int)r;
    return r == CUDA_SUCCESS ? mod : NULL;
}

static void cuda_module_unload(void *mod)
{
    CU(cuModuleUnload, (CUmodule)mod);
}

static void *cuda_global(void *mod, const char *name, size_t *bytes, int *err)
{
    CUdeviceptr p = 0;
    size_t n = 0;
    CUresult r = cu()->cuModuleGetGlobal_v2(&p, &n, (CUmodule)mod, name);
    *err = (int)r;
    *bytes = n;
    return r == CUDA_SUCCESS ? (void *)(uintptr_t)p : NULL;
}

static void *cuda_function(void *mod, const char *name, int *err)
{
    CUfunction fn = NULL;
    CUresult r = cu()->cuModuleGetFunction(&fn, (CUmodule)mod, name);
    *err = (int)r;
    return r == CUDA_SUCCESS ? fn : NULL;
}

static int cuda_launch(void *fn, const unsigned grid[3], const unsigned block[3],
                       size_t shmem, void **args, void *st)
{
    GwCuda *c = cu();
    if (shmem > 48 * 1024) {    /* above 48 KiB a kernel must opt in */
        CUresult r = c->cuFuncSetAttribute((CUfunction)fn,
                                           CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                           (int)shmem);
        if (r != CUDA_SUCCESS)
            return (int)r;
    }
    return (int)c->cuLaunchKernel((CUfunction)fn, grid[0], grid[1], grid[2], block[0],
                                  block[1], block[2], (unsigned)shmem, (CUstream)st, args,
                                  NULL);
}

/* Blocks of `threads` threads that fit on one multiprocessor at once. */
static int cuda_stack_at_least(size_t bytes)
{
    size_t now = 0;
    CUresult r = cu()->cuCtxGetLimit(&now, CU_LIMIT_STACK_SIZE);
    if (r == CUDA_SUCCESS && now >= bytes) return 0;
    return (int)cu()->cuCtxSetLimit(CU_LIMIT_STACK_SIZE, bytes);
}

static int cuda_occupancy(void *fn, int threads, size_t shmem)
{
    int n = 0;
    if (cu()->cuOccupancyMaxActiveBlocksPerMultiprocessor(&n, (CUfunction)fn, threads, shmem) != CUDA_SUCCESS)
        return 0;
    return n;
}

/* ---- timing (GANGWAY_TIME) ---- */

static void *cuda_event_new(void)
{
    CUevent ev = NULL;
    CU(cuEventCreate, &ev, CU_EVENT_DEFAULT);
    return ev;
}

static void cuda_event_free(void *ev)
{
    CU(cuEventDestroy_v2, (CUevent)ev);
}

static void cuda_event_record(void *ev, void *st)
{
    CU(cuEventRecord, (CUevent)ev, (CUstream)st);
}

static float cuda_event_ms(void *from, void *to)
{
    float ms = 0;
    CU(cuEventSynchronize, (CUevent)to);
    CU(cuEventElapsedTime, &ms, (CUevent)from, (CUevent)to);
    return ms;
}

static void *cuda_fence_new(void)
{
    CUevent ev = NULL;
    CU(cuEventCreate, &ev, CU_EVENT_DISABLE_TIMING);
    return ev;
}

/* The event may be another context's: the driver orders across devices. */
static void cuda_event_wait(void *st, void *ev)
{
    CU(cuStreamWaitEvent, (CUstream)st, (CUevent)ev, 0);
}

static int cuda_event_done(void *ev)
{
    CUresult r = cu()->cuEventQuery((CUevent)ev);
    if (r == CUDA_ERROR_NOT_READY)
        return 0;
    cu_check(r, "cuEventQuery", __FILE__, __LINE__);
    return 1;
}

/* ---- graphs ---- */

/* An instantiated graph and its nodes (SetParams names a node of the
 * graph it was made from, which lives as long as the exec). */
typedef struct CuGraph {
    CUgraph graph;
    CUgraphExec exec;
    CUgraphNode *node;
} CuGraph;

static CUDA_KERNEL_NODE_PARAMS node_params(const GwGraphNode *v)
{
    return (CUDA_KERNEL_NODE_PARAMS){
        .func = (CUfunction)v->fn, .gridDimX = v->grid[0], .gridDimY = v->grid[1],
        .gridDimZ = v->grid[2], .blockDimX = v->block[0], .blockDimY = v->block[1],
        .blockDimZ = v->block[2], .sharedMemBytes = (unsigned)v->shmem, .kernelParams = v->args};
}

static void cuda_graph_free(void *exec)
{
    CuGraph *g = exec;
    GwCuda *c = cu();
    if (g->exec)
        c->cuGraphExecDestroy(g->exec);
    if (g->graph)
        c->cuGraphDestroy(g->graph);
    free(g->node);
    free(g);
}

/* Errors come back (graph.c then launches the nodes one by one). */
static void *cuda_graph_build(const GwGraphNode *nodes, int n, int *err)
{
    GwCuda *c = cu();
    CUresult r = CUDA_ERROR_NOT_SUPPORTED;
    if (!c->graphs) {
        *err = (int)r;
        return NULL;
    }
    CuGraph *g = calloc(1, sizeof *g);
    CUgraphNode deps[GW_GRAPH_NMAX];
    if (!g || !(g->node = calloc((size_t)n, sizeof *g->node)))
        gw__bug("out of host memory");
    if ((r = c->cuGraphCreate(&g->graph, 0)) != CUDA_SUCCESS)
        goto fail;
    for (int i = 0; i < n; i++) {
        const GwGraphNode *v = &nodes[i];
        if (v->shmem > 48 * 1024 && (r = c->cuFuncSetAttribute((CUfunction)v->fn,
                CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, (int)v->shmem)) != CUDA_SUCCESS)
            goto fail;
        for (int j = 0; j < v->ndeps && j < GW_GRAPH_NMAX; j++)
            deps[j] = g->node[v->deps[j]];
        CUDA_KERNEL_NODE_PARAMS p = node_params(v);
        r = c->cuGraphAddKernelNode_v2(&g->node[i], g->graph, deps, (size_t)v->ndeps, &p);
        if (r != CUDA_SUCCESS)
            goto fail;
    }
    if ((r = c->cuGraphInstantiateWithFlags(&g->exec, g->graph, 0)) != CUDA_SUCCESS)
        goto fail;
    return g;
fail:
    *err = (int)r;
    cuda_graph_free(g);
    return NULL;
}

static int cuda_graph_set(void *exec, int i, const GwGraphNode *v)
{
    CuGraph *g = exec;
    CUDA_KERNEL_NODE_PARAMS p = node_params(v);
    return (int)cu()->cuGraphExecKernelNodeSetParams_v2(g->exec, g->node[i], &p);
}

static int cuda_graph_launch(void *exec, void *st)
{
    return (int)cu()->cuGraphLaunch(((CuGraph *)exec)->exec, (CUstream)st);
}

/* ---- queries ---- */

static const char *cuda_error_text(int err, char *buf, size_t n)
{
    return err_text((CUresult)err, buf, n);
}

static int cuda_attr(int num, GwAttr a)
{
    int v = 0, minor = 0;
    switch (a) {
    case GW_ATTR_SM_COUNT:
        CU(cuDeviceGetAttribute, &v, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, device(num));
        break;
    case GW_ATTR_MANAGED:
        CU(cuDeviceGetAttribute, &v, CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS, device(num));
        break;
    case GW_ATTR_CC:
        CU(cuDeviceGetAttribute, &v, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, device(num));
        CU(cuDeviceGetAttribute, &minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, device(num));
        v = v * 10 + minor;
        break;
    }
    return v;
}

static void cuda_name_of(int num, char *buf, size_t n)
{
    CU(cuDeviceGetName, buf, (int)n, device(num));
}

static int cuda_driver_version(void)
{
    int v = 0;
    CU(cuDriverGetVersion, &v);
    return v;
}

const GwBackend gw__cuda_backend = {
    .name = "cuda",
    .init = cuda_init,
    .count = cuda_count,
    .open = cuda_open,
    .close = cuda_close,
    .bind = cuda_bind,
    .alloc = cuda_alloc,
    .free = cuda_free,
    .h2d = cuda_h2d,
    .h2d_nowait = cuda_h2d_nowait,
    .d2h = cuda_d2h,
    .d2d = cuda_d2d,
    .peer = cuda_peer,
    .peer_async = cuda_peer_async,
    .peer_access = cuda_peer_access,
    .memset = cuda_memset,
    .stream_new = cuda_stream_new,
    .side_stream_new = cuda_side_stream_new,
    .stream_free = cuda_stream_free,
    .stream_sync = cuda_stream_sync,
    .stream_done = cuda_stream_done,
    .stream_wait = cuda_stream_wait,
    .module_load = cuda_module_load,
    .module_link = cuda_module_link,
    .global = cuda_global,
    .module_unload = cuda_module_unload,
    .function = cuda_function,
    .launch = cuda_launch,
    .occupancy = cuda_occupancy,
    .stack_at_least = cuda_stack_at_least,
    .event_new = cuda_event_new,
    .event_free = cuda_event_free,
    .event_record = cuda_event_record,
    .event_ms = cuda_event_ms,
    .fence_new = cuda_fence_new,
    .event_wait = cuda_event_wait,
    .event_done = cuda_event_done,
    .error_text = cuda_error_text,
    .attr = cuda_attr,
    .mem_info = cuda_mem_info,
    .dev_extent = cuda_dev_extent,
    .name_of = cuda_name_of,
    .driver_version = cuda_driver_version,
    .host_register = cuda_host_register,
    .host_unregister = cuda_host_unregister,
    .host_mapped = cuda_host_mapped,
    .host_mapped_free = cuda_host_mapped_free,
    .shutdown = cuda_shutdown,
    .graph_build = cuda_graph_build,
    .graph_set = cuda_graph_set,
    .graph_launch = cuda_graph_launch,
    .graph_free = cuda_graph_free,
};
