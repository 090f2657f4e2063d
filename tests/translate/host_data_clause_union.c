// One array in two data clauses of one construct is mapped once, as the
// union of the clauses, in either order: copy (GW_MAP_COPY) for copyout+copy and
// copyin+copyout, copyout zeroed (GW_MAP_COPYOUT, GW_MF_ZERO) for create(zero:)+copyout,
// copyout for exit data copyout+delete; c[0:n] and c [:n] are one item.
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s < %t.d/host_data_clause_union.gw.c

void f(int *x, int *b, int *c, int n)
{
// CHECK: gw_map gw_m[2] = {{[{][{]}}(void *)&(x)[0], {{.*}}, GW_MAP_COPY, 0, "x[0:n]", 0, 0, 0}, {(GW_IS_PTR(x)
#pragma acc parallel loop copyout(x[0:n]) copy(x[0:n])
    for (int i = 0; i < n; i++) x[i] += 1;
// CHECK: gw_map gw_m[2] = {{[{][{]}}(void *)&(b)[0], {{.*}}, GW_MAP_COPYOUT, GW_MF_ZERO, "b[0:n]", 0, 0, 0}, {(GW_IS_PTR(b)
#pragma acc parallel loop copyout(b[0:n]) create(zero: b[0:n])
    for (int i = 0; i < n; i++) b[i] += 1;
// CHECK: gw_map gw_m0[2] = {{[{][{]}}(void *)&(c)[0], {{.*}}, GW_MAP_COPY, 0, "c[0:n]", 0, 0, 0}, {(GW_IS_PTR(c)
#pragma acc data copyin(c[0:n]) copyout(c [:n])
    {
#pragma acc parallel loop present(c[0:n])
        for (int i = 0; i < n; i++) c[i] *= 2;
    }
#pragma acc enter data create(b[0:n])
// CHECK: gw_map gw_m[2] = {{[{][{]}}(void *)&(b)[0], {{.*}}, GW_MAP_COPYOUT, 0, "b[0:n]", 0, 0, 0}, {(GW_IS_PTR(b)
#pragma acc exit data delete(b[0:n]) copyout(b[0:n])
}
