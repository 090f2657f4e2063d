// Every clause expression is parsed by libclang where its directive stands, so
// a name it does not see, a member of something that is not a struct, or more
// subscripts than the variable's type has is gwcc's located error, at the
// clause, in every mode; never C or CUDA that the host compiler or nvcc rejects.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:

struct pt { double x, y; };

void f(int n, double *a, struct pt p, int k, double (*m)[8])
{
// CHECK: clause_expr_undeclared.c:[[@LINE+3]]:50: error: use of undeclared identifier 'zz' (in 'num_gangs')
// CHECK: clause_expr_undeclared.c:[[@LINE+2]]:62: error: member reference base type 'int' is not a structure or union (in 'copyin')
// CHECK: clause_expr_undeclared.c:[[@LINE+1]]:75: error: no member named 'z' in 'struct pt' (in 'copyin')
#pragma acc parallel loop copy(a[0:n]) num_gangs(zz) copyin(k.m) copyin(p.z)
    for (int i = 0; i < n; i++) a[i] = k;
// CHECK: clause_expr_undeclared.c:[[@LINE+2]]:25: error: subscripted value is not an array, pointer, or vector (in 'copyin')
// CHECK: clause_expr_undeclared.c:[[@LINE+1]]:46: error: subscripted value is not an array, pointer, or vector (in 'copyout')
#pragma acc data copyin(a[0:n][0:2]) copyout(m[0:n][0:8][1:2])
    {
    }
// CHECK: clause_expr_undeclared.c:[[@LINE+2]]:29: error: use of undeclared identifier 'len' (in 'self')
// CHECK: clause_expr_undeclared.c:[[@LINE+1]]:49: error: use of undeclared identifier 'q' (in 'wait')
#pragma acc update self(a[0:len]) async(k) wait(q)
// CHECK: clause_expr_undeclared.c:[[@LINE+1]]:18: error: use of undeclared identifier 'queue' (in 'wait')
#pragma acc wait(queue)
// CHECK: clause_expr_undeclared.c:[[@LINE+2]]:30: error: use of undeclared identifier 'ok' (in 'if')
// CHECK: clause_expr_undeclared.c:[[@LINE+1]]:61: error: use of undeclared identifier 'w' (in 'vector_length')
#pragma acc parallel loop if(ok) copy(a[0:n]) vector_length(w)
    for (int i = 0; i < n; i++) a[i] = p.x;
// CHECK: clause_expr_undeclared.c:[[@LINE+1]]:41: error: use of undeclared identifier 'lo' (in 'reduction')
#pragma acc parallel loop reduction(+:a[lo:n])
    for (int i = 0; i < n; i++) a[i] += 1;
}

/* A library function's name where no header declares it (clang would
   declare it implicitly; gcc: "'exp' undeclared"): found by tools/fuzz,
   seed 83.  Called, it is C90's implicit declaration, gcc's warning. */
void g(int n, double *a)
{
// CHECK: clause_expr_undeclared.c:[[@LINE+1]]:21: error: use of undeclared identifier 'exp' (a library function that no header included here declares) (in 'if')
#pragma acc wait if(exp > 1) async
// CHECK: clause_expr_undeclared.c:[[@LINE+2]]:32: error: use of undeclared identifier 'abs' (a library function that no header included here declares) (in 'num_gangs')
// CHECK: clause_expr_undeclared.c:[[@LINE+1]]:46: error: use of undeclared identifier 'floor' (a library function that no header included here declares) (in 'copy')
#pragma acc parallel num_gangs(abs) copy(a[0:floor])
    a[0] = n;
#pragma acc update self(a[0:n]) if(labs(n) > 1)
}
