// Nested loops of one variable name (an inner 'for (int i' hides the outer
// i) around a pointer's subscript: no implicit section is inferred (its
// corners would declare i twice in the host code, which the host compiler
// rejected); the pointer is looked up as present, and --info says why.
// Found by tools/fuzz.
// RUN: %gwcc -c %s -o %t.o
// RUN: %gwcc --info -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: 'out' mapped implicitly: translated when present, else an error (no section: its subscript 'i' is in loops at lines [[@LINE+6]] and [[@LINE+7]] of one variable, 'i')

void f(double *out, const double *v, int m)
{
#pragma acc data copy(out[0:m]) copyin(v[0:m])
#pragma acc parallel loop
    for (int i = 0; i < m; i++)
        for (int i = 0; i < m; i++)
            out[i] = v[i];
}
