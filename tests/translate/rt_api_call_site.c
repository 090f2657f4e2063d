// Errors in OpenACC routines the program calls name the call's file:line
// and, where the call's pointer argument is a variable, a member or an
// element, its spelling, as a directive's errors do (issue 19): gwcc writes
// each host call of a routine of its openacc.h as (gw_api_at(file, line,
// text, name), acc_...)(...).  A call through a function pointer, or one
// gwcc did not compile, has no line: the message names the routine only.
// A call written through a user's macro has the line where the macro is used.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc %s -o %t.d/prog
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog partial 2>&1 | FileCheck %s --check-prefix=PARTIAL
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog free 2>&1 | FileCheck %s --check-prefix=FREE
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog free 2>&1 | FileCheck %s --check-prefix=FREE
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog unmap 2>&1 | FileCheck %s --check-prefix=UNMAP
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog unmap 2>&1 | FileCheck %s --check-prefix=UNMAP
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog overlap 2>&1 | FileCheck %s --check-prefix=OVERLAP
// RUN: not env ACC_DEVICE_TYPE=host %t.d/prog overlap 2>&1 | FileCheck %s --check-prefix=OVERLAP
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog self 2>&1 | FileCheck %s --check-prefix=SELF
// RUN: env GANGWAY_FAKE_DEVICE=1 GANGWAY_CHECK=1 %t.d/prog twice 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog pointer 2>&1 | FileCheck %s --check-prefix=POINTER
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog macro 2>&1 | FileCheck %s --check-prefix=MACRO
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog mine 2>&1 | FileCheck %s --check-prefix=MINE

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <openacc.h>

#define UPDATE_SELF(p, n) acc_update_self(p, n)

struct grid {
    double *cells;
};

/* The user's own function with a name like the API's: not rewritten. */
static void acc_mine(void *p, size_t n)
{
    printf("acc_mine %zu\n", n);
    (void)p;
}

int main(int argc, char **argv)
{
    const char *what = argc > 1 ? argv[1] : "";
    double a[100], *b = malloc(800);
    struct grid g = {b};
    void (*update)(void *, size_t) = acc_update_self;
    memset(a, 0, sizeof a);
    if (!strcmp(what, "partial")) {
        acc_copyin(a, 80);
        // PARTIAL: {{^}}{{.*}}rt_api_call_site.c:[[@LINE+1]]: error: 'a' (800 bytes at 0x{{.*}}) is only partly present on the device: {{.*}} (acc_copyout)
        acc_copyout(a, sizeof a);
        // PARTIAL: 'a', acc_copyin at {{.*}}rt_api_call_site.c:[[@LINE-3]]
    } else if (!strcmp(what, "free")) {
        // FREE: {{^}}{{.*}}rt_api_call_site.c:[[@LINE+1]]: error: acc_free: 'g.cells' (address 0x{{.*}}) was not returned by acc_malloc
        acc_free(g.cells);
    } else if (!strcmp(what, "unmap")) {
        // UNMAP: {{^}}{{.*}}rt_api_call_site.c:[[@LINE+1]]: error: 'a[4]' (address 0x{{.*}}) was not mapped with acc_map_data (acc_unmap_data)
        acc_unmap_data(&a[4]);
    } else if (!strcmp(what, "overlap")) {
        void *d = acc_malloc(800);
        acc_map_data(b, d, 800);
        // OVERLAP: {{^}}{{.*}}rt_api_call_site.c:[[@LINE+1]]: error: 'g.cells' (80 bytes at 0x{{.*}}) {{.*}}(acc_map_data)
        acc_map_data(g.cells, d, 80);
    } else if (!strcmp(what, "self")) {
        // SELF: {{^}}{{.*}}rt_api_call_site.c:[[@LINE+1]]: error: 'b' (80 bytes at 0x{{.*}}) is not present on the device (acc_update_self)
        acc_update_self(b, 80);
    } else if (!strcmp(what, "twice")) {
        /* acc_delete of data no longer present does nothing (3.3 3.2.23);
           the block acc_copyin made twice and deleted once is left at exit */
        acc_copyin(a, sizeof a);
        acc_copyin(a, sizeof a);
        acc_delete(a, sizeof a);
        acc_delete(b, 800);
        acc_delete(b, 800);
        // TWICE-NOT: error
        // TWICE: {{^}}gangway: warning: 800 bytes at 0x{{.*}} still present on device 0 at exit (dynamic reference count 1), mapped by 'a', acc_copyin at {{.*}}rt_api_call_site.c:[[@LINE-6]]
    } else if (!strcmp(what, "pointer")) {
        /* a routine that takes no site leaves none for the next call */
        printf("%d\n", acc_get_num_devices(acc_device_host));
        // POINTER: {{^}}gangway: error: 80 bytes at 0x{{.*}} is not present on the device (acc_update_self)
        update(b, 80);
    } else if (!strcmp(what, "macro")) {
        // MACRO: {{^}}{{.*}}rt_api_call_site.c:[[@LINE+1]]: error: 'a' (16 bytes at 0x{{.*}}) is not present on the device (acc_update_self)
        UPDATE_SELF(a, 16);
    } else if (!strcmp(what, "mine")) {
        // MINE: acc_mine 800
        acc_mine(b, 800);
        // MINE-NEXT: {{^}}gangway: error: 8 bytes at 0x{{.*}} is not present on the device (acc_update_self)
        update(b, 8);
    }
    printf("done\n");
    return 0;
}
