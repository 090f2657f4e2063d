// An implicit pointer's section is inferred only from affine subscripts
// (+ - * of loop variables and host values, each loop variable once), where
// the extremes lie at the corners of the loop bounds.  Anything else
// (i % m, a[idx[i]], i * i, a pointer passed to a function) keeps the plain
// lookup, whose target must be present.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/implicit_pointer_section_rules.gw.c

static float get(const float *p, int i) { return p[i]; }

void f(float *a, float *b, float *c, float *d, float *e, float *o, int *idx, int n, int m)
{
// CHECK: {(void *)((a) + gw_lo{{[0-9]+}}), {{.*}}, GW_MAP_LOOKUP, GW_MF_IMPLICIT | GW_MF_SECTION | GW_MF_READONLY, "a", 0, 0, 0}
// CHECK-SAME: {(void *)(b), 0, GW_MAP_LOOKUP, GW_MF_IMPLICIT | GW_MF_DEREF, "b", 0, 0, 0}
// CHECK-SAME: {(void *)(c), 0, GW_MAP_LOOKUP, GW_MF_IMPLICIT | GW_MF_DEREF, "c", 0, 0, 0}
// CHECK-SAME: {(void *)(d), 0, GW_MAP_LOOKUP, GW_MF_IMPLICIT | GW_MF_DEREF, "d", 0, 0, 0}
// CHECK-SAME: {(void *)(e), 0, GW_MAP_LOOKUP, GW_MF_IMPLICIT | GW_MF_DEREF, "e", 0, 0, 0}
#pragma acc parallel loop copyout(o[0:n]) copyin(idx[0:n])
    for (int i = 0; i < n; i++)
        o[i] = a[2 * i + m - 1] + b[i % m] + c[idx[i]] + d[i * i] + get(e, i);
}
