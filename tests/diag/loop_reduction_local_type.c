// A loop reduction on a variable the compute region declares is checked
// against its type as one on an outer variable is (OpenACC 3.3 2.5.15):
// bitwise operators need an integer type, max and min an ordered one.  The
// CUDA for '|' on a double did not compile (found by tools/fuzz, seed 23,
// on exec/implicit_section_local_index).  The innermost declaration
// visible at the loop is the one checked.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -acc=host -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// CHECK: loop_reduction_local_type.c:[[@LINE+9]]:37: error: reduction operator '|' is not valid for 's' of type 'double'; it needs an integer type
// CHECK: loop_reduction_local_type.c:[[@LINE+20]]:39: error: reduction operator 'max' is not valid for 'z' of type '_Complex float'; complex numbers are not ordered
// CHECK: loop_reduction_local_type.c:[[@LINE+29]]:37: error: reduction operator '^' is not valid for 't' of type 'float'
void f(int n, int m, const double *a, double *tot, int *bits)
{
#pragma acc parallel loop gang vector_length(32) copyin(a[0:n*m]) copyout(tot[0:n], bits[0:n])
    for (int g = 0; g < n; g++) {
        double s = 0;
        int k = 0;
#pragma acc loop vector reduction(|:s)
        for (int j = 0; j < m; j++)
            s += a[g * m + j];
#pragma acc loop vector reduction(|:k)
        for (int j = 0; j < m; j++)
            k |= (int)a[g * m + j];
        tot[g] = s;
        bits[g] = k;
    }
#pragma acc parallel loop gang copyin(a[0:n*m]) copyout(tot[0:n])
    for (int g = 0; g < n; g++) {
        _Complex float z = 0;
#pragma acc loop vector reduction(max:z)
        for (int j = 0; j < m; j++)
            z += (float)a[g * m + j];
        tot[g] = __real__ z;
    }
#pragma acc parallel loop gang copyin(a[0:n*m]) copyout(bits[0:n])
    for (int g = 0; g < n; g++) {
        int t = 0;
        {
            float t = 0;
#pragma acc loop vector reduction(^:t)
            for (int j = 0; j < m; j++)
                t += (float)a[g * m + j];
            bits[g] = (int)t;
        }
    }
}
