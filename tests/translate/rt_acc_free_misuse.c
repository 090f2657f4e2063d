// acc_free takes only what acc_malloc returned, once, in every mode.  On the
// host (ACC_DEVICE_TYPE=host, a program built with -acc=host, no usable GPU)
// acc_malloc is malloc, and libgangway keeps what it gave, so that acc_free
// of a host pointer, a second acc_free, a pointer into a block and memory
// still mapped by acc_map_data are the errors they are on a device (here the
// fake one), not free()'s abort: "FILE:LINE: error: acc_free: ...", a hint,
// exit status 1.  On a device, acc_free of the device copy that acc_copyin
// made names that data.  acc_free(NULL) and acc_malloc/acc_free pairs pass.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc %s -o %t.d/prog
// RUN: %gwcc -acc=host %s -o %t.d/hostprog
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog ok 2>&1 | FileCheck %s --check-prefix=OK
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/prog ok 2>&1 | FileCheck %s --check-prefix=OK
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/hostprog ok 2>&1 | FileCheck %s --check-prefix=OK
// RUN: env -u GANGWAY_FAKE_DEVICE -u ACC_DEVICE_TYPE %t.d/prog ok 2>&1 | FileCheck %s --check-prefix=OK
//
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog host_ptr 2>&1 | FileCheck %s --check-prefixes=HPTR,HPTR-H
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog host_ptr 2>&1 | FileCheck %s --check-prefix=HPTR
// RUN: not %t.d/hostprog host_ptr 2>&1 | FileCheck %s --check-prefixes=HPTR,HPTR-H
// RUN: not env -u GANGWAY_FAKE_DEVICE -u ACC_DEVICE_TYPE %t.d/prog host_ptr 2>&1 | FileCheck %s --check-prefix=HPTR
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog host_ptr > /dev/null 2>&1; test $? -eq 1
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/prog host_ptr > /dev/null 2>&1; test $? -eq 1
//
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog twice 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog twice 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not %t.d/hostprog twice 2>&1 | FileCheck %s --check-prefix=TWICE
//
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog inside 2>&1 | FileCheck %s --check-prefix=INSIDE
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog inside 2>&1 | FileCheck %s --check-prefix=INSIDE
// RUN: not %t.d/hostprog inside 2>&1 | FileCheck %s --check-prefix=INSIDE
//
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog mapped 2>&1 | FileCheck %s --check-prefix=MAPPED
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog mapped 2>&1 | FileCheck %s --check-prefix=MAPPED
// RUN: not %t.d/hostprog mapped 2>&1 | FileCheck %s --check-prefix=MAPPED
//
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog copy 2>&1 | FileCheck %s --check-prefix=COPY

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <openacc.h>

int main(int argc, char **argv)
{
    const char *what = argc > 1 ? argv[1] : "";
    double *a = calloc(16, sizeof *a);
    char *p = acc_malloc(64);
    printf("a at %p p at %p\n", (void *)a, (void *)p);
    fflush(stdout);
    if (!strcmp(what, "ok")) {
        acc_free(NULL);
        acc_free(p);
        p = acc_malloc(64);     /* the same address may come back: live again */
        acc_free(p);
        acc_map_data(a, p = acc_malloc(128), 128);
        acc_unmap_data(a);
        acc_free(p);
    } else if (!strcmp(what, "host_ptr")) {
        // HPTR: a at 0x[[#%x,A:]]
        // HPTR: {{^}}{{.*}}rt_acc_free_misuse.c:[[@LINE+3]]: error: acc_free: 'a' (address 0x[[#%x,A]]) was not returned by acc_malloc
        // HPTR-H-SAME: (the program runs on the host, where acc_malloc is malloc)
        // HPTR-NEXT: {{^}}hint: pass acc_free only what acc_malloc returned; memory from malloc goes to free
        acc_free(a);
    } else if (!strcmp(what, "twice")) {
        // TWICE: p at 0x[[#%x,P:]]
        // TWICE: {{^}}{{.*}}rt_acc_free_misuse.c:[[@LINE+3]]: error: acc_free: 'p' (address 0x[[#%x,P]]) was already freed by acc_free (a double free)
        // TWICE-NEXT: {{^}}hint: free each block acc_malloc returned once
        acc_free(p);
        acc_free(p);
    } else if (!strcmp(what, "inside")) {
        // INSIDE: p at 0x[[#%x,P:]]
        // INSIDE: {{^}}{{.*}}rt_acc_free_misuse.c:[[@LINE+2]]: error: acc_free: 0x[[#%x,P+8]] points 8 bytes into the 64 bytes acc_malloc returned at 0x[[#%x,P]]
        // INSIDE-NEXT: {{^}}hint: pass acc_free the address acc_malloc returned
        acc_free(p + 8);
    } else if (!strcmp(what, "mapped")) {
        // MAPPED: a at 0x[[#%x,A:]] p at 0x[[#%x,P:]]
        // MAPPED: {{^}}{{.*}}rt_acc_free_misuse.c:[[@LINE+3]]: error: acc_free: 'p' (address 0x[[#%x,P]]) is still mapped to 64 bytes at 0x[[#%x,A]]-0x[[#%x,A+64]] by acc_map_data
        // MAPPED-NEXT: {{^}}hint: call acc_unmap_data on the host address first
        acc_map_data(a, p, 64);
        acc_free(p);
    } else if (!strcmp(what, "copy")) {
        // COPY: a at 0x[[#%x,A:]]
        // COPY: {{^}}{{.*}}rt_acc_free_misuse.c:[[@LINE+2]]: error: acc_free: 0x{{[0-9a-f]+}} is the device copy of 'a' (128 bytes at 0x[[#%x,A]]-0x[[#%x,A+128]]), mapped by acc_copyin, not memory from acc_malloc
        // COPY-NEXT: {{^}}hint: delete it with acc_delete or exit data
        acc_free(acc_copyin(a, 128));
    }
    // OK: done
    // HPTR-NOT: done
    // TWICE-NOT: done
    // INSIDE-NOT: done
    // MAPPED-NOT: done
    // COPY-NOT: done
    printf("done\n");
    return 0;
}
