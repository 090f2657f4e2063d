// GANGWAY_NOTIFY, NVHPC's NV_ACC_NOTIFY: a bitmask of what the runtime notes
// on stderr, one line each: 1 kernel launches (name, file:line, device, grid,
// block, shared memory, queue), 2 transfers (direction, the item as written,
// bytes, file:line), 4 regions (begin and end of data and compute
// constructs, executable data directives), 8 waits, 16 device allocations
// and frees.  On the fake device, a compute construct's kernel is a host
// function registered under its name.  Without GANGWAY_NOTIFY nothing is
// noted; on the host (ACC_DEVICE_TYPE=host) only regions, with device=host.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc %s -o %t.d/prog
// RUN: env GANGWAY_FAKE_DEVICE=1 GANGWAY_NOTIFY=31 %t.d/prog fake 2>&1 | FileCheck %s --check-prefix=ALL
// RUN: env GANGWAY_FAKE_DEVICE=1 GANGWAY_NOTIFY=1 %t.d/prog fake 2>&1 | FileCheck %s --check-prefix=LAUNCH
// RUN: env GANGWAY_FAKE_DEVICE=1 GANGWAY_NOTIFY=0x2 %t.d/prog fake 2>&1 | FileCheck %s --check-prefix=COPY
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/prog fake 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: env ACC_DEVICE_TYPE=host GANGWAY_NOTIFY=31 %t.d/prog host 2>&1 | FileCheck %s --check-prefix=HOST
// RUN: env GANGWAY_FAKE_DEVICE=1 GANGWAY_NOTIFY=64 %t.d/prog fake 2>&1 | FileCheck %s --check-prefix=BAD
// NONE-NOT: gangway:
// NONE: done
// BAD: gangway: warning: GANGWAY_NOTIFY='64' is not a sum of 1 (launches), 2 (transfers), 4 (regions), 8 (waits) and 16 (allocations); nothing is noted
// BAD-NOT: gangway:
// BAD: done
// LAUNCH-NOT: gangway: {{(begin|end|alloc|free|upload|download|wait|update)}}
// COPY-NOT: gangway: {{(begin|end|alloc|free|launch|wait|update)}}

#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void gw__fake_kernel(const char *name, void (*fn)(void **, const unsigned *, const unsigned *));
static void no_kernel(void **args, const unsigned *grid, const unsigned *block) {}

int main(int argc, char **argv)
{
    int n = 256;
    float *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
    for (int i = 0; i < n; i++)
        x[i] = i, y[i] = 0;
    if (!strcmp(argv[1], "fake")) {
        gw__fake_kernel("rt_notify_L61", no_kernel);
        gw__fake_kernel("rt_notify_L61_r", no_kernel);
    }
// ALL: gangway: begin data construct at {{.*}}rt_notify.c:[[@LINE+6]] device=0 async=sync
// ALL-NEXT: gangway: alloc 1024 bytes for x[0:n] at {{.*}}rt_notify.c:[[@LINE+5]] (data construct) device=0 dev=0x{{[0-9a-f]+}}
// ALL-NEXT: gangway: upload 'x[0:n]' 1024 bytes at {{.*}}rt_notify.c:[[@LINE+4]] (data construct) device=0 async=sync
// ALL-NEXT: gangway: alloc 1024 bytes for y[0:n] at {{.*}}rt_notify.c:[[@LINE+3]] (data construct) device=0 dev=0x{{[0-9a-f]+}}
// COPY: gangway: upload 'x[0:n]' 1024 bytes at {{.*}}rt_notify.c:[[@LINE+2]] (data construct) device=0 async=sync
// HOST: gangway: begin data construct at {{.*}}rt_notify.c:[[@LINE+1]] device=host async=sync
#pragma acc data copyin(x[0:n]) create(y[0:n])
    {
// ALL-NEXT: gangway: update directive at {{.*}}rt_notify.c:[[@LINE+5]] device=0 async=2
// ALL-NEXT: gangway: upload 'y[0:n]' 1024 bytes at {{.*}}rt_notify.c:[[@LINE+4]] (update directive) device=0 async=2
// ALL-NEXT: gangway: wait for queue 2 at {{.*}}rt_notify.c:[[@LINE+4]] (wait directive) device=0
// COPY-NEXT: gangway: upload 'y[0:n]' 1024 bytes at {{.*}}rt_notify.c:[[@LINE+2]] (update directive) device=0 async=2
// HOST-NEXT: gangway: update directive at {{.*}}rt_notify.c:[[@LINE+1]] device=host async=2
#pragma acc update device(y[0:n]) async(2)
#pragma acc wait(2)
// ALL-NEXT: gangway: begin parallel loop construct at {{.*}}rt_notify.c:[[@LINE+4]] device=0 async=sync
// ALL-NEXT: gangway: launch kernel rt_notify_L[[@LINE+3]]{{(_r)?}} at {{.*}}rt_notify.c:[[@LINE+3]] (parallel loop construct) device=0 grid={{[0-9]+}}x1x1 block={{[0-9]+}}x1x1 shared=0 async=sync
// ALL-NEXT: gangway: end parallel loop construct at {{.*}}rt_notify.c:[[@LINE+2]] device=0 async=sync
// LAUNCH: gangway: launch kernel rt_notify_L[[@LINE+1]]{{(_r)?}} at {{.*}}rt_notify.c:[[@LINE+1]] (parallel loop construct) device=0 grid={{[0-9]+}}x1x1 block={{[0-9]+}}x1x1 shared=0 async=sync
#pragma acc parallel loop present(x[0:n], y[0:n])
        for (int i = 0; i < n; i++)
            y[i] = 2 * x[i];
// ALL-NEXT: gangway: update directive at {{.*}}rt_notify.c:[[@LINE+4]] device=0 async=sync
// ALL-NEXT: gangway: download 'y[0:n/2]' 512 bytes at {{.*}}rt_notify.c:[[@LINE+3]] (update directive) device=0 async=sync
// COPY-NEXT: gangway: download 'y[0:n/2]' 512 bytes at {{.*}}rt_notify.c:[[@LINE+2]] (update directive) device=0 async=sync
// HOST: gangway: update directive at {{.*}}rt_notify.c:[[@LINE+1]] device=host async=sync
#pragma acc update self(y[0:n/2])
    }
// ALL-NEXT: gangway: free 1024 bytes at {{.*}}rt_notify.c:[[@LINE-22]] (data construct) device=0 dev=0x{{[0-9a-f]+}}
// ALL-NEXT: gangway: free 1024 bytes at {{.*}}rt_notify.c:[[@LINE-23]] (data construct) device=0 dev=0x{{[0-9a-f]+}}
// ALL-NEXT: gangway: end data construct at {{.*}}rt_notify.c:[[@LINE-24]] device=0 async=sync
// HOST-NEXT: gangway: end data construct at {{.*}}rt_notify.c:[[@LINE-25]] device=host async=sync
// ALL-NEXT: gangway: alloc 64 bytes for acc_malloc at {{.*}}rt_notify.c:[[@LINE+4]] (acc_malloc) device=0 dev=0x{{[0-9a-f]+}}
// ALL-NEXT: gangway: upload 64 bytes at {{.*}}rt_notify.c:[[@LINE+4]] (acc_memcpy_to_device) device=0 async=sync
// ALL-NEXT: gangway: free 64 bytes at {{.*}}rt_notify.c:[[@LINE+4]] (acc_free) device=0 dev=0x{{[0-9a-f]+}}
// COPY-NEXT: gangway: upload 64 bytes at {{.*}}rt_notify.c:[[@LINE+2]] (acc_memcpy_to_device) device=0 async=sync
    void *d = acc_malloc(64);
    acc_memcpy_to_device(d, x, 64);
    acc_free(d);
// ALL-NEXT: done
// HOST-NEXT: done
// COPY-NEXT: done
    fprintf(stderr, "done\n");
    return 0;
}
