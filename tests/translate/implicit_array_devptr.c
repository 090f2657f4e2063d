// An array used in a compute construct with no data clause is passed as a
// device pointer (devptr) and gets an implicit copy map entry (GW_MAP_COPY).
// RUN: %gwcc --dump-ir -fsyntax-only %s | FileCheck %s --check-prefix=IR
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s --check-prefix=HOST < %t.d/implicit_array_devptr.gw.c

float a[256];

void scale(float s)
{
// IR: {{.*}}implicit_array_devptr.c:[[@LINE+3]]: parallel loop
// IR-DAG: var a: devptr{{$}}
// HOST: gw_site gw_s = {"{{.*}}implicit_array_devptr.c", [[@LINE+1]], "parallel loop"}
#pragma acc parallel loop
    for (int i = 0; i < 256; i++)
        a[i] = a[i] * s;
// IR: kernel implicit_array_devptr_L[[@LINE-3]]
// HOST-SAME: {(void *)&(a), sizeof(a), GW_MAP_COPY, GW_MF_IMPLICIT, "a", 0, 0, 0}
}
