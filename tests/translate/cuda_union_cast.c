// GNU C's cast to a union, (union u)e, sets the member of e's type; C++
// has no such cast, so the CUDA text makes it a compound literal naming
// that member.  A cast of a union to its own type stays.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc --keep -c %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/cuda_union_cast.gw.cu
// RUN: %gwcc -acc=host %s -o %t.d/host && %t.d/host

union U { int x; float f; double d[2]; };
typedef union { long l; char c; } V;

int main(void)
{
    int a[100];
    float q = 1.0f;
#pragma acc parallel loop copyout(a) copyin(q)
    for (int i = 0; i < 100; i++) {
// CHECK: union U u = (union U){ .x = (i) };
        union U u = (union U)i;
// CHECK: union U w = (union U){ .f = ((q * 2)) };
        union U w = (union U)(q * 2);
// CHECK: V v = (V){ .l = ((long)i) };
        V v = (V)(long)i;
// CHECK: union U same = (union U)u;
        union U same = (union U)u;
        a[i] = u.x + (w.f == 2.0f) + (int)v.l + same.x;
    }
    return a[3] != 3 + 1 + 3 + 3;
}
