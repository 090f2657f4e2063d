// Clause expressions are judged by the names directive.c records when it
// parses them (ExprFacts), not by scanning their text again: a member after
// '.' is not a variable, a loop variable is not known before the launch, and
// a cache lower bound must name variables the kernel has (a DeclRefExpr of
// the construct, or one of its own variables in scope), not a word that
// appears somewhere in the construct's text (s.lo; a name of another block
// is an error: diag/clause_expr_other_block.c).
// RUN: %gwcc --info -fsyntax-only %s 2>&1 | FileCheck %s
struct win { int lo, len; };

void f(int n, int m, const float *a, float *b, struct win s, int lo)
{
    int N = n / 2, i;
#pragma acc parallel loop gang(num: s.len) copy(b[0:n])
    for (int i = 0; i < n; i++) b[i] += s.lo;
// CHECK: info_clause_names.c:[[@LINE-2]]:   launch: 1-D grid, 1 thread a gang, up to 128 gangs a block; num_gangs gangs{{$}}
#pragma acc parallel loop gang(num: N) copy(b[0:n])
    for (int i = 0; i < n; i++) b[i] += N;
// CHECK: info_clause_names.c:[[@LINE-2]]:   launch: 1-D grid, 1 thread a gang, up to 128 gangs a block; num_gangs gangs{{$}}
#pragma acc parallel loop gang(num: i) copy(b[0:n])
    for (i = 0; i < n; i++) b[i] += 1;
// CHECK: info_clause_names.c:[[@LINE-2]]:   launch: 1-D grid, 1 thread a gang, up to 128 gangs a block; gangs from the trip count{{$}}
#pragma acc parallel loop gang copyin(a[0:n*m]) copyout(b[0:n*m])
    for (int i = 0; i < n; i++) {
#pragma acc cache(a[lo:64])
        float t = s.lo;
#pragma acc loop vector
        for (int j = 0; j < 64; j++)
            b[i * m + j] = a[i * m + 63 - j] + t;
    }
// CHECK-NOT: cache(a[lo:64])
#pragma acc parallel loop gang copyin(a[0:n*m]) copyout(b[0:n*m])
    for (int i = 0; i < n; i++) {
#pragma acc loop seq
        for (int q = 0; q < 2; q++) {
#pragma acc cache(a[i*m+q*lo:010])
#pragma acc loop vector
            for (int j = 0; j < 8; j++)
                b[i * m + j] = a[i * m + q * lo + j];
        }
    }
// CHECK: info_clause_names.c:[[@LINE-6]]:   cache(a[i*m+q*lo:010]): staged in shared memory, loaded by the gang's threads at each iteration of the loop at line [[@LINE-7]]{{$}}
}
