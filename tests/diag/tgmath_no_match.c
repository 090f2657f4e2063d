// A <tgmath.h> macro in device code whose arguments fit none of the
// functions glibc's __builtin_tgmath lists (a __float128 argument) is one
// located error at the macro's name, as the type's own error is (-acc=host
// leaves the choice to the host's compiler, which has the _Float128
// functions with _GNU_SOURCE); calls that fit are taken.
// Columns in a line where a system header's macro expanded are the user's
// (gcc -E marks those pieces as a system header's text): an error in the
// expansion is at the macro's name; before, the column was counted in the
// expansion, past the end of the line.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %gwcc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
#include <tgmath.h>

void roots(int n, double *restrict d, float *restrict f)
{
#pragma acc parallel loop copy(d[0:n], f[0:n])
    for (int i = 0; i < n; i++) {
        d[i] = sqrt(d[i]) + cbrt(f[i]);
        f[i] = fabs(f[i]) + (float)pow(f[i], 2);
// CHECK: tgmath_no_match.c:[[@LINE+2]]:25: error: type '__float128' has no device version
// CHECK: tgmath_no_match.c:[[@LINE+1]]:25: error: this type-generic math call (<tgmath.h>) has arguments of types (_Float128, _Float16, a pointer...) that gwcc cannot match to one of its functions in device code
        d[i] += (double)sqrt((__float128)d[i]);
    }
}
