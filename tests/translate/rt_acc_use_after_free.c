// A copy into, or out of, memory that acc_free has freed, and acc_map_data
// of it, are errors in every mode: "FILE:LINE: error: <routine>: the
// destination address P is in the N bytes acc_malloc returned at B, which
// acc_free has freed (a use after acc_free)", a hint, exit status 1.  On a
// device the block waits in the pool's free lists, where the copy would
// have written over memory the next allocation gets; on the host
// (ACC_DEVICE_TYPE=host, -acc=host) acc_malloc is malloc and acc_free keeps
// the last blocks (up to 64 MiB) from free(), so that no malloc reuses them
// while the error can still be told.  Before, the host's copy wrote into
// freed heap memory (malloc aborted later, or nothing was said) and the
// device's went into the pool unseen.  A block allocated again is live.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc %s -o %t.d/prog
// RUN: %gwcc -acc=host %s -o %t.d/hostprog
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog ok 2>&1 | FileCheck %s --check-prefix=OK
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/prog ok 2>&1 | FileCheck %s --check-prefix=OK
// RUN: %t.d/hostprog ok 2>&1 | FileCheck %s --check-prefix=OK
// RUN: env -u GANGWAY_FAKE_DEVICE -u ACC_DEVICE_TYPE %t.d/prog ok 2>&1 | FileCheck %s --check-prefix=OK
//
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog to 2>&1 | FileCheck %s --check-prefix=TO
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog to 2>&1 | FileCheck %s --check-prefix=TO
// RUN: not %t.d/hostprog to 2>&1 | FileCheck %s --check-prefix=TO
// RUN: not env -u GANGWAY_FAKE_DEVICE -u ACC_DEVICE_TYPE %t.d/prog to 2>&1 | FileCheck %s --check-prefix=TO
// RUN: %t.d/hostprog to > /dev/null 2>&1; test $? -eq 1
//
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog from 2>&1 | FileCheck %s --check-prefix=FROM
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog from 2>&1 | FileCheck %s --check-prefix=FROM
// RUN: not %t.d/hostprog from 2>&1 | FileCheck %s --check-prefix=FROM
//
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog map 2>&1 | FileCheck %s --check-prefix=MAP
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog map 2>&1 | FileCheck %s --check-prefix=MAP
// RUN: not %t.d/hostprog map 2>&1 | FileCheck %s --check-prefix=MAP
//
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog churn 2>&1 | FileCheck %s --check-prefix=CHURN
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog churn 2>&1 | FileCheck %s --check-prefix=CHURN

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <openacc.h>

int main(int argc, char **argv)
{
    const char *what = argc > 1 ? argv[1] : "";
    size_t n = 4096;
    double *h = malloc(n * sizeof *h), *back = malloc(n * sizeof *back);
    for (size_t i = 0; i < n; i++) h[i] = (double)(i * 7 % 13) - 6.5;
    double *d = acc_malloc(n * sizeof *d);
    acc_memcpy_to_device(d, h, n * sizeof *h);
    printf("d at %p\n", (void *)d);
    fflush(stdout);
    acc_free(d);
    if (!strcmp(what, "ok")) {
        /* a new block: live, whatever address it has */
        double *e = acc_malloc(n * sizeof *e);
        acc_memcpy_to_device(e, h, n * sizeof *h);
        acc_memcpy_from_device(back, e, n * sizeof *h);
        acc_free(e);
        for (size_t i = 0; i < n; i++)
            if (back[i] != h[i]) {
                printf("FAIL: element %zu is %g, not %g\n", i, back[i], h[i]);
                return 1;
            }
    } else if (!strcmp(what, "to")) {
        // TO: d at 0x[[#%x,D:]]
        // TO: {{^}}{{.*}}rt_acc_use_after_free.c:[[@LINE+2]]: error: acc_memcpy_to_device: the destination address 0x[[#%x,D+800]] is in the 32768 bytes acc_malloc returned at 0x[[#%x,D]], which acc_free has freed (a use after acc_free)
        // TO-NEXT: {{^}}hint: keep the block until its last use, or acc_malloc another
        acc_memcpy_to_device(d + 100, h, 8 * sizeof *h);
    } else if (!strcmp(what, "from")) {
        // FROM: d at 0x[[#%x,D:]]
        // FROM: {{^}}{{.*}}rt_acc_use_after_free.c:[[@LINE+1]]: error: acc_memcpy_from_device: the source address 0x[[#%x,D]] is in the 32768 bytes acc_malloc returned at 0x[[#%x,D]], which acc_free has freed (a use after acc_free)
        acc_memcpy_from_device(back, d, n * sizeof *h);
    } else if (!strcmp(what, "map")) {
        // MAP: d at 0x[[#%x,D:]]
        // MAP: {{^}}{{.*}}rt_acc_use_after_free.c:[[@LINE+1]]: error: acc_map_data: the device address 0x[[#%x,D]] is in the 32768 bytes acc_malloc returned at 0x[[#%x,D]], which acc_free has freed (a use after acc_free)
        acc_map_data(back, d, n * sizeof *h);
    } else if (!strcmp(what, "churn")) {
        /* more blocks come and go (sizes other than d's): d's stays told */
        for (int k = 0; k < 20; k++) {
            char *t = acc_malloc((size_t)(k + 1) * 500);     /* 500 to 10000 bytes: other pool classes */
            acc_memcpy_to_device(t, h, 500);
            acc_free(t);
        }
        // CHURN: d at 0x[[#%x,D:]]
        // CHURN: {{^}}{{.*}}rt_acc_use_after_free.c:[[@LINE+1]]: error: acc_memcpy_to_device: the destination address 0x[[#%x,D]] is in the 32768 bytes acc_malloc returned at 0x[[#%x,D]], which acc_free has freed (a use after acc_free)
        acc_memcpy_to_device(d, h, 16);
    }
    // OK: done
    // TO-NOT: done
    // FROM-NOT: done
    // MAP-NOT: done
    // CHURN-NOT: done
    printf("done\n");
    return 0;
}
