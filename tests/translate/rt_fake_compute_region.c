// On the fake device (GANGWAY_FAKE_DEVICE=1) data directives work but a
// kernel cannot run: a compute region whose data is present is a fatal
// error naming the kernel (L<line>, or its no-alias twin L<line>_r), the
// construct and its file:line, with a hint to
// unset GANGWAY_FAKE_DEVICE.  A pointer the region uses without a data clause,
// at subscripts whose range the compiler cannot infer (p[idx[i]]), is looked
// up first: when it is not present, that error comes before any launch.  Without the fake device (no GPU here, or ACC_DEVICE_TYPE=host) the
// same program runs its regions on the host.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc %s -o %t.d/prog
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog mapped 2>&1 | FileCheck %s --check-prefix=LAUNCH
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog implicit 2>&1 | FileCheck %s --check-prefix=IMPLICIT
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog mapped 2>&1 | FileCheck %s --check-prefix=HOST
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog implicit 2>&1 | FileCheck %s --check-prefix=HOST

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    int n = 8;
    float *p = calloc(n, sizeof *p);
    int idx[8] = {0, 1, 2, 3, 4, 5, 6, 7};
    if (!strcmp(argv[1], "mapped")) {
// LAUNCH: {{^/.*}}/rt_fake_compute_region.c:[[@LINE+3]]: error: kernel 'rt_fake_compute_region_L[[@LINE+3]]{{(_r)?}}' cannot run on the fake device (parallel loop construct)
// LAUNCH-NEXT: {{^}}hint: unset GANGWAY_FAKE_DEVICE to run on the GPU
// LAUNCH-NOT: done
#pragma acc parallel loop copy(p[0:n])
        for (int i = 0; i < n; i++) p[i] = i;
    } else {
// IMPLICIT: {{^/.*}}/rt_fake_compute_region.c:[[@LINE+3]]: error: 'p' (address 0x{{[0-9a-f]+}}) is not present on the device (parallel loop construct)
// IMPLICIT-NEXT: {{^}}hint: add it to a data clause of the directive or to an enclosing data region
// IMPLICIT-NOT: done
#pragma acc parallel loop copyin(idx)
        for (int i = 0; i < n; i++) p[idx[i]] = i;
    }
    // HOST-NOT: error
    // HOST: done 7
    printf("done %g\n", p[7]);
    return 0;
}
