// Flags gwcc does not know are passed on as gcc would: -fno-strict-aliasing
// to the preprocessor, the host compile and the link; -Wl,--as-needed only to
// the link; -no-pie (matching no rule) to the host compile and the link.
// They keep their place on the command line: given before the source, they
// come before its object in the link.  The build succeeds and the program runs.
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: %gwcc -v -fno-strict-aliasing -Wl,--as-needed -no-pie %s -o %t.d/prog 2> %t.err
// RUN: FileCheck %s --check-prefix=V < %t.err
// RUN: env ACC_DEVICE_TYPE=host %t.d/prog | FileCheck %s
// RUN: %gwcc -acc=host -Wl,--as-needed %s -o %t.d/prog2 -lm -fno-strict-aliasing
// RUN: %t.d/prog2 | FileCheck %s

// V: {{^}}cc -E {{.*}}-fno-strict-aliasing
// V-NOT: --as-needed
// V: {{^}}cc -c -fno-strict-aliasing -no-pie {{.*}}.gw.c
// V-NOT: --as-needed
// V: {{^}}cc -fno-strict-aliasing -Wl,--as-needed -no-pie {{.*}}/0-driver_passthrough.o {{.*}}libgangway.a {{.*}}-o {{.*}}/prog{{$}}

#include <stdio.h>
int main(void)
{
    unsigned v[16];
#pragma acc parallel loop copyout(v[0:16])
    for (int i = 0; i < 16; i++) v[i] = 1u << i;
    // CHECK: v15 32768
    printf("v15 %u\n", v[15]);
    return 0;
}
