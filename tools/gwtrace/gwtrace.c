/* gwtrace.c: a timeline of what the GPUs and the driver did, for finding
 * where a multi-GPU or asynchronous run loses time on a machine without
 * Nsight Systems.  A CUDA injection library (CUPTI's activity API):
 *
 *   CUDA_INJECTION64_PATH=$PWD/libgwtrace.so GWTRACE_OUT=trace.txt ./prog
 *
 * writes one line a record, times in ns on one clock for every device:
 *   K dev stream start end grid block name        a kernel
 *   C dev stream start end bytes kind             a copy (1 HtoD, 2 DtoH, 8 DtoD, 10 PtoP)
 *   P dev stream start end bytes srcdev dstdev    a peer copy
 *   M dev stream start end bytes                  a memset
 *   S type stream start end                       a host wait (1 event, 2 stream wait
 *                                                 event, 3 stream, 4 context)
 *   D start end thread name                       a driver call on the host
 * tools/gwtrace/summary.py reads it.  Built by `make -C tools/gwtrace`
 * (needs CUPTI: $CUDA/include/cupti.h, libcupti.so). */
#include <cupti.h>
#include <stdio.h>
#include <stdlib.h>

static FILE *out;

static void CUPTIAPI buffer_requested(uint8_t **buf, size_t *size, size_t *max)
{
    *size = 16u << 20;
    *buf = aligned_alloc(8, *size);
    *max = 0;
}

static void kernel_line(const CUpti_ActivityKernel10 *k)
{
    fprintf(out, "K %u %u %llu %llu %dx%dx%d %dx%dx%d %s\n", k->deviceId, k->streamId,
            (unsigned long long)k->start, (unsigned long long)k->end, k->gridX, k->gridY, k->gridZ,
            k->blockX, k->blockY, k->blockZ, k->name);
}

static void record_line(const CUpti_Activity *r)
{
    switch (r->kind) {
    case CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL:
    case CUPTI_ACTIVITY_KIND_KERNEL:
        kernel_line((const CUpti_ActivityKernel10 *)r);
        break;
    case CUPTI_ACTIVITY_KIND_MEMCPY: {
        const CUpti_ActivityMemcpy6 *c = (const void *)r;
        fprintf(out, "C %u %u %llu %llu %llu %u\n", c->deviceId, c->streamId, (unsigned long long)c->start,
                (unsigned long long)c->end, (unsigned long long)c->bytes, c->copyKind);
        break;
    }
    case CUPTI_ACTIVITY_KIND_MEMCPY2: {
        const CUpti_ActivityMemcpyPtoP4 *c = (const void *)r;
        fprintf(out, "P %u %u %llu %llu %llu %u %u\n", c->deviceId, c->streamId, (unsigned long long)c->start,
                (unsigned long long)c->end, (unsigned long long)c->bytes, c->srcDeviceId, c->dstDeviceId);
        break;
    }
    case CUPTI_ACTIVITY_KIND_MEMSET: {
        const CUpti_ActivityMemset4 *m = (const void *)r;
        fprintf(out, "M %u %u %llu %llu %llu\n", m->deviceId, m->streamId, (unsigned long long)m->start,
                (unsigned long long)m->end, (unsigned long long)m->bytes);
        break;
    }
    case CUPTI_ACTIVITY_KIND_SYNCHRONIZATION: {
        const CUpti_ActivitySynchronization2 *s = (const void *)r;
        fprintf(out, "S %d %u %llu %llu\n", (int)s->type, s->streamId, (unsigned long long)s->start,
                (unsigned long long)s->end);
        break;
    }
    case CUPTI_ACTIVITY_KIND_DRIVER: {
        const CUpti_ActivityAPI *a = (const void *)r;
        const char *name = "?";
        cuptiGetCallbackName(CUPTI_CB_DOMAIN_DRIVER_API, a->cbid, &name);
        fprintf(out, "D %llu %llu %u %s\n", (unsigned long long)a->start, (unsigned long long)a->end,
                a->threadId, name);
        break;
    }
    default:
        break;
    }
}

static void CUPTIAPI buffer_completed(CUcontext ctx, uint32_t stream, uint8_t *buf, size_t size, size_t valid)
{
    CUpti_Activity *r = NULL;
    while (cuptiActivityGetNextRecord(buf, valid, &r) == CUPTI_SUCCESS)
        record_line(r);
    free(buf);
}

static void finish(void)
{
    cuptiActivityFlushAll(1);
    if (out && out != stderr)
        fclose(out);
}

int InitializeInjection(void)
{
    const char *path = getenv("GWTRACE_OUT");
    out = path ? fopen(path, "w") : stderr;
    if (!out)
        out = stderr;
    cuptiActivityRegisterCallbacks(buffer_requested, buffer_completed);
    const CUpti_ActivityKind kinds[] = {CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL, CUPTI_ACTIVITY_KIND_MEMCPY,
                                        CUPTI_ACTIVITY_KIND_MEMCPY2, CUPTI_ACTIVITY_KIND_MEMSET,
                                        CUPTI_ACTIVITY_KIND_SYNCHRONIZATION, CUPTI_ACTIVITY_KIND_DRIVER};
    for (unsigned i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
        if (cuptiActivityEnable(kinds[i]) != CUPTI_SUCCESS)
            fprintf(stderr, "gwtrace: activity kind %d not available\n", (int)kinds[i]);
    atexit(finish);
    return 1;
}
