// acc_shutdown, acc_shutdown_device and the shutdown directive with data the
// program still holds on the device (entered and not exited, or inside a
// data region): a warning for each block, naming the call's or directive's
// file:line, the item, its bytes and range, its reference counts and what
// mapped it; its device values are not copied back.  Before: dropped without
// a word.  File-scope declare data, acc_map_data's and data already copied
// out are not named; on the host nothing is discarded and nothing is said.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc %s -o %t.d/prog
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/prog 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog 2>&1 | FileCheck %s --check-prefix=HOST --implicit-check-not=warning:
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static double table[16];
#pragma acc declare create(table)

int main(void)
{
    int n = 1000;
    double *field = malloc(n * sizeof *field), *flux = malloc(n * sizeof *flux), *tmp = malloc(64);
    double mapped[4] = {1, 2, 3, 4};
    for (int i = 0; i < n; i++) field[i] = i, flux[i] = -i;
#pragma acc enter data copyin(field[0:n])
    acc_create(flux, n * sizeof *flux);
#pragma acc enter data create(tmp[0:8])
#pragma acc exit data delete(tmp[0:8])
    void *dm = acc_malloc(sizeof mapped);
    acc_map_data(mapped, dm, sizeof mapped);
#pragma acc data copy(field[0:n])
    {
// CHECK: warning: {{.*}}rt_shutdown_discards.c:[[@LINE+3]]: acc_shutdown discards 'field[0:n]' (8000 bytes at 0x{{[0-9a-f]+}}-0x{{[0-9a-f]+}}) on device 0 (reference counts: structured 1, dynamic 1, mapped by 'field[0:n]', enter data directive at {{.*}}rt_shutdown_discards.c:24): its device values are not copied back
// CHECK: warning: {{.*}}rt_shutdown_discards.c:[[@LINE+2]]: acc_shutdown discards 'flux' (8000 bytes at {{.*}}) on device 0 (reference counts: structured 0, dynamic 1, mapped by 'flux', acc_create at {{.*}}rt_shutdown_discards.c:25): its device values
// CHECK: hint: copy out (update self, exit data copyout) what the program still needs
        acc_shutdown(acc_device_nvidia);
    }
#pragma acc enter data copyin(flux[0:n])
// CHECK: warning: {{.*}}rt_shutdown_discards.c:[[@LINE+2]]: the shutdown directive discards 'flux[0:n]' (8000 bytes at {{.*}}) on device 0 (reference counts: structured 0, dynamic 1, mapped by 'flux[0:n]', enter data directive at {{.*}}rt_shutdown_discards.c:[[@LINE-1]])
// CHECK: hint: copy out
#pragma acc shutdown
#pragma acc enter data copyin(field[0:n])
#pragma acc exit data copyout(field[0:n])
// nothing left: nothing said
#pragma acc shutdown
    printf("field[5] %g flux[5] %g\n", field[5], flux[5]);
// CHECK: field[5] 5 flux[5] -5
// HOST: field[5] 5 flux[5] -5
    return 0;
}
