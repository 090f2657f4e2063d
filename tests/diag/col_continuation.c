// A directive continued with backslashes is reported on the line and at
// the column where the user wrote the token, with that line under it, not
// at a column of the joined text past the end of the first line.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

void f(double *a, double *b, int n)
{
#pragma acc parallel loop copy(a[0:n]) \
        copyn(b[0:n])
// CHECK: {{.*}}col_continuation.c:[[@LINE-1]]:9: error: unknown clause 'copyn'; did you mean 'copyin'?
// CHECK-NEXT: {{^}}        copyn(b[0:n])
// CHECK-NEXT: {{^}}        ^
    for (int i = 0; i < n; i++) a[i] += b[i];

#pragma acc parallel loop \
    copyin(b[0:n]) \
  if(n > 1)	if(n > 2) copy(a[0:n])
// CHECK: {{.*}}col_continuation.c:[[@LINE-1]]:13: error: clause 'if' appears more than once
// CHECK-NEXT: {{^}}  if(n > 1)	if(n > 2) copy(a[0:n])
// CHECK-NEXT: {{^}}           	^
    for (int i = 0; i < n; i++) a[i] += b[i];

// CHECK: {{.*}}col_continuation.c:[[@LINE+3]]:27: error: unknown clause 'bogus'
// CHECK-NEXT: {{^}}#pragma acc parallel loop bogus(a) \
// CHECK-NEXT: {{^}}                          ^
#pragma acc parallel loop bogus(a) \
    vector_length(32)
    for (int i = 0; i < n; i++) a[i] += b[i];
}
