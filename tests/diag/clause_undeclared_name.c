// A clause naming a variable that is not declared where the directive stands is gwcc's located error, not the host compiler's.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

double g[10];

void f(int n, double *out)
{
    struct { double *p; } s = {out};
// CHECK: clause_undeclared_name.c:[[@LINE+2]]:52: error: 'zz' is not declared here
// CHECK: clause_undeclared_name.c:[[@LINE+1]]:69: error: 'yy' is not declared here
#pragma acc parallel loop copyout(out[0:n]) copyin(zz[0:n]) present(yy) copy(g, s.p[0:n])
    for (int k = 0; k < n; k++) { out[k] = g[k % 10]; }
    {
        double inner = 1;
#pragma acc enter data copyin(inner)
    }
// CHECK: clause_undeclared_name.c:[[@LINE+1]]:25: error: 'inner' is not declared here
#pragma acc update self(inner)
// CHECK: clause_undeclared_name.c:[[@LINE+1]]:57: error: 'later' is not declared here
#pragma acc parallel loop copyout(out[0:n]) reduction(+:later)
    for (int k = 0; k < n; k++) { out[k] = k; }
    double later = 0;
// CHECK-NOT: error
}
