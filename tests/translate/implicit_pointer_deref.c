// A pointer that is subscripted or dereferenced in the region is passed as a
// device pointer: when its subscripts are affine in the loops (p[i]) the
// section they cover is present-or-copied (GW_MF_SECTION), otherwise (*q) its
// target must be present (GW_MF_DEREF); a pointer that is only compared, copied or passed on
// is translated too when its target is present, and passed as it is if not.
// RUN: %gwcc --dump-ir -fsyntax-only %s | FileCheck %s --check-prefix=IR
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s --check-prefix=HOST < %t.d/implicit_pointer_deref.gw.c

void f(float *p, float *q, float *tag, int n)
{
// IR: {{.*}}implicit_pointer_deref.c:[[@LINE+4]]: parallel loop
// IR-DAG: var p: devptr{{$}}
// IR-DAG: var q: devptr{{$}}
// IR-DAG: var tag: devptr{{$}}
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
        p[i] = *q + (tag == p ? 1.0f : 0.0f);
// IR: kernel implicit_pointer_deref_L[[@LINE-3]]
// HOST: {(void *)((p) + gw_lo0), (__SIZE_TYPE__)(gw_hi0 - gw_lo0 + 1) * sizeof(*(p)), GW_MAP_LOOKUP, GW_MF_IMPLICIT | GW_MF_SECTION, "p", 0, 0, 0}
// HOST-SAME: {(void *)(q), 0, GW_MAP_LOOKUP, GW_MF_IMPLICIT | GW_MF_DEREF, "q", 0, 0, 0}
// HOST-SAME: {(void *)(tag), 0, GW_MAP_LOOKUP, GW_MF_IMPLICIT, "tag", 0, 0, 0}
// HOST: gw_launch_split(
}
