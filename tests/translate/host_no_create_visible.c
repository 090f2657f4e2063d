// A no_create clause on an enclosing data construct is a visible data clause
// (OpenACC 3.3 section 2.6.2): the compute construct inside maps the array
// with no_create (GW_MAP_NO_CREATE), not an implicit copy, and a pointer with a plain
// lookup (GW_MAP_LOOKUP, no section, no dereference check), so absent data stays
// absent and the region gets the host address.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc --keep -c %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/host_no_create_visible.gw.c

static int x[100];

void f(int *p, int n)
{
#pragma acc data no_create(x, p[0:n])
    {
// CHECK: {(void *)(p), 0, GW_MAP_LOOKUP, GW_MF_IMPLICIT, "p"
// CHECK-SAME: {(void *)&(x), sizeof(x), GW_MAP_NO_CREATE, GW_MF_IMPLICIT, "x"
#pragma acc parallel loop
        for (int i = 0; i < n; i++)
            if (i < 100 && p) x[i] += p[i];
    }
}
