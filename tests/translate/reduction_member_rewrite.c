// reduction(op: s.x) and (op: p->x) on structs from outside the construct:
// the translator reduces a scalar that starts from the member (gw_mr<n>),
// stores it back after the construct, updates a present device copy, and
// keeps the file's line numbers.
// RUN: %gwcc --dump-ir -fsyntax-only %s | FileCheck %s --check-prefix=IR
// RUN: %gwcc --info -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO
// RUN: rm -rf %t.d && mkdir -p %t.d && %gwcc -c --keep %s -o %t.d/out.o
// RUN: FileCheck %s --check-prefix=HOST < %t.d/reduction_member_rewrite.gw.c

struct S { double x; int n; };

double f(const double *a, int len, struct S *p)
{
    struct S s = {1.0, 0};
// IR: {{.*}}reduction_member_rewrite.c:[[@LINE+3]]: parallel loop
// IR-DAG: var gw_mr1: reduction +{{$}}
// IR-DAG: var gw_mr2: reduction max{{$}}
#pragma acc parallel loop copyin(a[0:len]) reduction(+:s.x) reduction(max:p->n)
// INFO: {{.*}}reduction_member_rewrite.c:[[@LINE+1]]:   loop over 'i': gang(blockIdx.x) vector(threadIdx.x){{$}}
    for (int i = 0; i < len; i++) {
        s.x += a[i];
        p->n = (int)a[i] > p->n ? (int)a[i] : p->n;
    }
// HOST: __typeof__(s.x) gw_mr1 = s.x; __typeof__(p->n) gw_mr2 = p->n;
// HOST: s.x = gw_mr1; p->n = gw_mr2;
// HOST: gw_s = {"{{.*}}reduction_member_rewrite.c", [[@LINE-8]], "update"}; gw_map gw_m[1] = {{[{][{]}}(void *)&(s.x), sizeof(s.x), GW_MAP_UPDATE_DEVICE, GW_MF_IF_PRESENT, "s.x"
// INFO: {{.*}}reduction_member_rewrite.c:[[@LINE+1]]: parallel loop: kernel
#pragma acc parallel loop copyin(a[0:len]) reduction(+:s.n)
    for (int i = 0; i < len; i++) s.n += a[i] > 0;
    return s.x + s.n;
}
