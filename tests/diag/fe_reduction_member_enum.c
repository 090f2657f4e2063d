// A reduction on a struct member of enumerated type takes max and min only,
// as one on a whole variable does (clause_expr_types.c): the kernels' C++
// has no '+' combine for an enum.  Found by tools/fuzz.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

enum level { LOW, MID, HIGH };
struct S { enum level x; int n; };

void f(const int *a, int len)
{
    struct S s = {LOW, 0};
// CHECK: fe_reduction_member_enum.c:[[@LINE+1]]:39: error: a '+' reduction on 's.x', of enumerated type 'enum level', is not supported (max and min are); reduce into an int
#pragma acc parallel loop reduction(+:s.x) copyin(a[0:len])
    for (int i = 0; i < len; i++)
        s.x += a[i];
#pragma acc parallel loop reduction(max:s.x) copyin(a[0:len])
    for (int i = 0; i < len; i++)
        s.x = a[i] > s.x ? (enum level)a[i] : s.x;
}
