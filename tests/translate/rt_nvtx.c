// NVTX ranges, as Nsight Systems loads them: NVTX_INJECTION64_PATH names a
// library whose InitializeInjectionNvtx2 gets the export table function of
// NVTX v3 and fills the core module's RangePushA and RangePop slots.  This
// file is also such a library (-DINJECTION) that prints each push and pop.
// libgangway pushes one range per compute construct ("file:line parallel
// loop") and one per transfer ("file:line upload x[0:n]"), nested as they
// run.  Without NVTX_INJECTION64_PATH there is none; a path that does not
// load is a warning, and the program runs.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc %s -o %t.d/prog
// RUN: cc -shared -fPIC -DINJECTION %s -o %t.d/inj.so
// RUN: env GANGWAY_FAKE_DEVICE=1 NVTX_INJECTION64_PATH=%t.d/inj.so %t.d/prog 2>&1 | FileCheck %s
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/prog 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: env GANGWAY_FAKE_DEVICE=1 NVTX_INJECTION64_PATH=%t.d/missing.so %t.d/prog 2>&1 | FileCheck %s --check-prefix=MISSING
// NONE-NOT: nvtx
// NONE: done
// MISSING: gangway: warning: NVTX_INJECTION64_PATH={{.*}}missing.so: {{.*}}; no NVTX ranges
// MISSING-NOT: nvtx
// MISSING: done

#ifdef INJECTION
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* NVTX v3's export table of callbacks (id 1) and the core module (1)'s slots. */
typedef void (*Fn)(void);
typedef struct Callbacks {
    size_t size;
    int (*get_module)(int module, Fn ***table, unsigned *size);
} Callbacks;

static int depth;

static int push_a(const char *name)
{
    fprintf(stderr, "nvtx: %*spush %s\n", 2 * depth, "", name);
    return depth++;
}

static int pop(void)
{
    depth--;
    fprintf(stderr, "nvtx: %*spop\n", 2 * depth, "");
    return depth;
}

int InitializeInjectionNvtx2(const void *(*get_export_table)(uint32_t id))
{
    const Callbacks *cb = get_export_table(1);
    Fn **core = NULL;
    unsigned n = 0;
    if (!cb || cb->size < sizeof *cb || !cb->get_module(1, &core, &n) || n < 12)
        return 0;
    *core[9] = (Fn)push_a;      /* NVTX_CBID_CORE_RangePushA */
    *core[11] = (Fn)pop;        /* NVTX_CBID_CORE_RangePop */
    fprintf(stderr, "nvtx: attached, %u core slots\n", n);
    return 1;
}
#else
#include <stdio.h>
#include <stdlib.h>

void gw__fake_kernel(const char *name, void (*fn)(void **, const unsigned *, const unsigned *));
static void no_kernel(void **args, const unsigned *grid, const unsigned *block) {}

int main(void)
{
    int n = 64;
    float *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y), *w = malloc(n * sizeof *w);
    for (int i = 0; i < n; i++)
        x[i] = i, w[i] = 1;
    gw__fake_kernel("rt_nvtx_L84", no_kernel);
    gw__fake_kernel("rt_nvtx_L84_r", no_kernel);
// CHECK: nvtx: attached, 16 core slots
// CHECK-NEXT: nvtx: push rt_nvtx.c:[[@LINE+2]] upload x[0:n]
// CHECK-NEXT: nvtx: pop
#pragma acc data copyin(x[0:n]) create(y[0:n])
    {
// CHECK-NEXT: nvtx: push rt_nvtx.c:[[@LINE+5]] parallel loop
// CHECK-NEXT: nvtx:   push rt_nvtx.c:[[@LINE+4]] upload w[0:n]
// CHECK-NEXT: nvtx:   pop
// CHECK-NEXT: nvtx:   push rt_nvtx.c:[[@LINE+2]] download w[0:n]
// CHECK-NEXT: nvtx:   pop
#pragma acc parallel loop present(x[0:n], y[0:n]) copy(w[0:n])
        for (int i = 0; i < n; i++)
            y[i] = x[i] + w[i];
// CHECK-NEXT: nvtx: pop
// CHECK-NEXT: nvtx: push rt_nvtx.c:[[@LINE+2]] download y[0:n]
// CHECK-NEXT: nvtx: pop
#pragma acc update self(y[0:n])
    }
// CHECK-NEXT: done
    fprintf(stderr, "done\n");
    return 0;
}
#endif
