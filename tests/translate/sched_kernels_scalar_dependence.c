// A kernels loop that assigns a scalar declared outside the loop is kept
// sequential ("scalar 's' is assigned in the loop"); so is one that calls
// a function gwcc cannot see into ("it calls 'g'").
// RUN: %gwcc --dump-ir -fsyntax-only %s | FileCheck %s

float g(float x) { return x * 2.0f; }

void f(float *a, int n)
{
    float s = 0.0f;
#pragma acc kernels
    {
// CHECK: loop line [[@LINE+1]] var i: seq [scalar 's' is assigned in the loop]{{$}}
        for (int i = 0; i < n; i++) {
            s = s + a[i];
            a[i] = s;
        }
// CHECK: loop line [[@LINE+1]] var j: seq [it calls 'g']{{$}}
        for (int j = 0; j < n; j++)
            a[j] = g(a[j]);
    }
}
