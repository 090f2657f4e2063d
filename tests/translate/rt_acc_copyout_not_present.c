// acc_copyout / acc_delete on a host pointer that is not present is no
// action (as for exit data): exit 0, nothing printed, host data unchanged.
// On a pointer that is only partly present, acc_copyout is the runtime's
// partial-presence error; the message starts with the call's file:line,
// names the pointer argument as written ('h') and the routine instead of a
// directive.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc %s -o %t.d/prog
// RUN: env GANGWAY_FAKE_DEVICE=1 %t.d/prog absent > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=ABSENT < %t.out
// RUN: test ! -s %t.err
// RUN: not env GANGWAY_FAKE_DEVICE=1 %t.d/prog partial 2>&1 | FileCheck %s --check-prefix=PARTIAL

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <openacc.h>

int main(int argc, char **argv)
{
    float *h = malloc(64 * sizeof *h);
    for (int i = 0; i < 64; i++) h[i] = i;
    printf("h at %p\n", (void *)h);
    fflush(stdout);
    if (!strcmp(argv[1], "absent")) {
        acc_copyout(h, 64 * sizeof *h);
        acc_copyout_finalize(h, 64 * sizeof *h);
        acc_delete(h, 64 * sizeof *h);
        // ABSENT: h63 63 present 0
        printf("h63 %g present %d\n", h[63], acc_is_present(h, 64 * sizeof *h));
    } else {
        acc_copyin(h, 16 * sizeof *h);
        // PARTIAL: h at 0x[[#%x,H:]]
        // PARTIAL-NEXT: {{^}}{{.*}}rt_acc_copyout_not_present.c:[[@LINE+3]]: error: 'h' (256 bytes at 0x[[#%x,H]]-0x[[#%x,H+256]]) is only partly present on the device: it overlaps the present block 64 bytes at 0x[[#%x,H]]-0x[[#%x,H+64]] but does not lie inside it (acc_copyout)
        // PARTIAL-NEXT: {{^}}hint: a section must lie inside one present block
        // PARTIAL-NOT: done
        acc_copyout(h, 64 * sizeof *h);
    }
    printf("done\n");
    return 0;
}
