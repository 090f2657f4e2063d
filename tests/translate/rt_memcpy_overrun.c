// acc_memcpy_to_device, acc_memcpy_from_device, acc_memcpy_device and
// acc_map_data take device addresses the program computed.  A range that
// starts inside device memory (acc_malloc's, a present variable's device
// copy, on a GPU any the driver allocated) must end inside it: one that runs
// past the end would write over (or read) whatever the device keeps beyond
// it.  An address in no device memory (a host pointer) is refused.  The
// error names the API call's file:line, the range, the variable or the
// acc_malloc block, and by how many bytes it runs over; exit status 1.  On
// the host (-acc=host, ACC_DEVICE_TYPE=host), where device addresses are
// host ones, the acc_malloc blocks are checked alike; copies that stay
// inside pass.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc %s -o %t.d/prog
// RUN: %gwcc -acc=host %s -o %t.d/hostprog
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/prog ok 2>&1 | FileCheck %s --check-prefix=OK
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog ok 2>&1 | FileCheck %s --check-prefix=OK
// RUN: %t.d/hostprog ok 2>&1 | FileCheck %s --check-prefix=OK
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog to 2>&1 | FileCheck %s --check-prefix=TO
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog from 2>&1 | FileCheck %s --check-prefix=FROM
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog dev 2>&1 | FileCheck %s --check-prefix=DEV
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog malloc 2>&1 | FileCheck %s --check-prefix=MALLOC
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog malloc 2>&1 | FileCheck %s --check-prefix=MALLOC
// RUN: not %t.d/hostprog malloc 2>&1 | FileCheck %s --check-prefix=MALLOC
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog mapover 2>&1 | FileCheck %s --check-prefix=MAPOVER
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog maphost 2>&1 | FileCheck %s --check-prefix=MAPHOST
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog hostdst 2>&1 | FileCheck %s --check-prefix=HOSTDST
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/prog to > /dev/null 2>&1; test $? -eq 1

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <openacc.h>

int main(int argc, char **argv)
{
    const char *what = argc > 1 ? argv[1] : "";
    int n = 100;
    double *field = malloc(n * sizeof *field), *halo = calloc(2 * n, sizeof *halo);
    for (int i = 0; i < n; i++) field[i] = i;
#pragma acc enter data copyin(field[0:n])
    double *dfield = acc_deviceptr(field);
    double *scratch = acc_malloc(64 * sizeof *scratch);
    if (!strcmp(what, "ok")) {
        acc_memcpy_to_device(dfield + 50, halo, 50 * sizeof *halo);
        acc_memcpy_from_device(halo, dfield, n * sizeof *halo);
        acc_memcpy_device(dfield, dfield + 60, 40 * sizeof *dfield);
        acc_memcpy_to_device(scratch + 32, halo, 32 * sizeof *halo);
        acc_memcpy_from_device(halo, scratch, 64 * sizeof *halo);
        acc_map_data(halo, scratch + 16, 48 * sizeof *halo);
        acc_unmap_data(halo);
        // OK: PASS
        printf("PASS\n");
    } else if (!strcmp(what, "to")) {
        // TO: {{^/.*}}/rt_memcpy_overrun.c:[[@LINE+2]]: error: acc_memcpy_to_device: the destination range 0x{{[0-9a-f]+}}-0x{{[0-9a-f]+}} (800 bytes) starts 400 bytes into the device copy of 'field[0:n]' (800 bytes at 0x{{[0-9a-f]+}}-0x{{[0-9a-f]+}}) and runs 400 bytes past its end
        // TO-NEXT: {{^}}hint: copy or map at most the bytes from that address to the end of its allocation
        acc_memcpy_to_device(dfield + 50, halo, n * sizeof *halo);
    } else if (!strcmp(what, "from")) {
        // FROM: {{^/.*}}/rt_memcpy_overrun.c:[[@LINE+1]]: error: acc_memcpy_from_device: the source range {{.*}} (1600 bytes) starts 0 bytes into the device copy of 'field[0:n]' {{.*}} and runs 800 bytes past its end
        acc_memcpy_from_device(halo, dfield, 2 * n * sizeof *halo);
    } else if (!strcmp(what, "dev")) {
        // DEV: {{^/.*}}/rt_memcpy_overrun.c:[[@LINE+1]]: error: acc_memcpy_device: the source range {{.*}} (400 bytes) starts 480 bytes into the device copy of 'field[0:n]' {{.*}} and runs 80 bytes past its end
        acc_memcpy_device(dfield, dfield + 60, 50 * sizeof *dfield);
    } else if (!strcmp(what, "malloc")) {
        // MALLOC: {{^/.*}}/rt_memcpy_overrun.c:[[@LINE+1]]: error: acc_memcpy_to_device: the destination range {{.*}} (400 bytes) starts 256 bytes into the 512 bytes acc_malloc returned at 0x{{[0-9a-f]+}} and runs 144 bytes past its end
        acc_memcpy_to_device(scratch + 32, halo, 50 * sizeof *halo);
    } else if (!strcmp(what, "mapover")) {
        // MAPOVER: {{^/.*}}/rt_memcpy_overrun.c:[[@LINE+1]]: error: acc_map_data: the device range {{.*}} (512 bytes) starts 128 bytes into the 512 bytes acc_malloc returned at 0x{{[0-9a-f]+}} and runs 128 bytes past its end
        acc_map_data(halo, scratch + 16, 64 * sizeof *halo);
    } else if (!strcmp(what, "maphost")) {
        // MAPHOST: {{^/.*}}/rt_memcpy_overrun.c:[[@LINE+2]]: error: acc_map_data: the device address 0x{{[0-9a-f]+}} is not device memory
        // MAPHOST-NEXT: {{^}}hint: pass a device address: what acc_malloc, acc_deviceptr or cudaMalloc returned
        acc_map_data(halo, halo + n, n * sizeof *halo);
    } else if (!strcmp(what, "hostdst")) {
        // HOSTDST: {{^/.*}}/rt_memcpy_overrun.c:[[@LINE+1]]: error: acc_memcpy_to_device: the destination address 0x{{[0-9a-f]+}} is not device memory
        acc_memcpy_to_device(halo + n, field, n * sizeof *field);
    }
    acc_free(scratch);
#pragma acc exit data delete(field[0:n])
    free(field);
    free(halo);
    return 0;
}
