// update ... if_present skips data that is not present at all (OpenACC 3.3
// 2.14.4); data only partly present is an error as it is without
// if_present (and as gcc's libgomp gives): skipping it would leave the
// device, or the host, with stale values and say nothing.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc %s -o %t.d/prog
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/prog absent 2>&1 | FileCheck %s --check-prefix=ABSENT
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog device 2>&1 | FileCheck %s --check-prefix=DEVICE
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog self 2>&1 | FileCheck %s --check-prefix=SELF

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    const char *what = argc > 1 ? argv[1] : "";
    int n = 64;
    double *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
    for (int i = 0; i < n; i++) a[i] = b[i] = i;
#pragma acc enter data copyin(a[0:n/2])
    a[0] = 55;
    if (!strcmp(what, "absent")) {
#pragma acc update device(b[0:n]) if_present
#pragma acc update self(b[0:n]) if_present
#pragma acc update device(a[0:n/2]) if_present
        printf("b[3] = %g\n", b[3]);
        // ABSENT: b[3] = 3
    }
    if (!strcmp(what, "device")) {
        // DEVICE: rt_update_if_present_partial.c:[[@LINE+1]]: error: 'a[0:n]' (512 bytes at {{.*}}) is only partly present on the device
#pragma acc update device(a[0:n]) if_present
    }
    if (!strcmp(what, "self")) {
        // SELF: rt_update_if_present_partial.c:[[@LINE+1]]: error: 'a[n/4:n/2]' (256 bytes at {{.*}}) is only partly present on the device
#pragma acc update self(a[n/4:n/2]) if_present
    }
    free(a);
    free(b);
    return 0;
}
